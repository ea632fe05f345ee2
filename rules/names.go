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
	k := strings.ToLower(strings.TrimSpace(s))
	for i, n := range names {
		if n == k {
			return i, nil
		}
	}
	return 0, &NameError{Kind: kind, Name: s, Valid: names}
}

// nameOf returns names[i], or kind(i) for a value outside the list, so that
// printing a corrupt value shows what it is instead of panicking.
func nameOf(kind string, i int, names []string) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("%s(%d)", kind, i)
}
