package rules

import (
	"errors"
	"fmt"
	"strings"
)

// ErrUnknownName is matched by every *NameError, so that a caller can tell
// "the file names something that does not exist" from other failures
// without reading the message: errors.Is(err, rules.ErrUnknownName).
var ErrUnknownName = errors.New("rules: unknown name")

// NameError reports a name (of an ability, size, condition or damage type)
// that the rules do not know. Its message lists the names that would have
// been accepted, because the person who typed it needs to know what to
// write instead, not just that it was wrong.
type NameError struct {
	Kind  string   // what was being named: "ability", "size", "condition", "damage type"
	Name  string   // the name as given
	Valid []string // the accepted spellings
}

func (e *NameError) Error() string {
	return fmt.Sprintf("unknown %s %q: use one of %s", e.Kind, e.Name, strings.Join(e.Valid, ", "))
}

// Is makes errors.Is(err, ErrUnknownName) hold.
func (e *NameError) Is(target error) bool { return target == ErrUnknownName }

// lookup finds s among names (case-insensitively, ignoring surrounding
// space, since names arrive from YAML files and from people typing at a
// table) and returns its index.
func lookup(kind, s string, names []string) (int, error) {
	if i, ok := find(s, names); ok {
		return i, nil
	}
	return 0, &NameError{Kind: kind, Name: s, Valid: names}
}

// find is lookup without the error: the engine asks whether a spell's
// name is a condition at every attack, and the error is an allocation.
// An ASCII name is compared a letter at a time; any other is lowered as
// strings.ToLower lowers it.
func find(s string, names []string) (int, bool) {
	t := strings.TrimSpace(s)
	if !isASCII(t) {
		t = strings.ToLower(t)
		for i, n := range names {
			if n == t {
				return i, true
			}
		}
		return 0, false
	}
	for i, n := range names {
		if asciiLowerEq(t, n) {
			return i, true
		}
	}
	return 0, false
}

func isASCII(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// asciiLowerEq reports whether ASCII s lowered is n.
func asciiLowerEq(s, n string) bool {
	if len(s) != len(n) {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != n[i] {
			return false
		}
	}
	return true
}

// nameOf returns names[i], or kind(i) for a value outside the list, so that
// printing a corrupt value shows what it is instead of panicking.
func nameOf(kind string, i int, names []string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("%s(%d)", kind, i)
}
