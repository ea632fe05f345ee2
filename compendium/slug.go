package compendium

import (
	"strings"
	"unicode"
)

// slugOf is the id a name is looked up by: lower case, apostrophes left
// out, words joined by hyphens ("Healer's Kit" -> "healers-kit"). A name
// already in that form, as the engine passes most of them during a
// fight, is returned as it is, with no allocation.
func slugOf(name string) string {
	if isSlug(name) {
		return name
	}
	return strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(name, "'", ""))), "-")
}

// isSlug reports whether name is non-empty and only lower-case ASCII
// letters, digits and hyphens: what slugOf would leave unchanged.
func isSlug(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// firstWord is the first word of t (split as strings.Fields splits),
// "" for none: without the slice Fields allocates.
func firstWord(t string) string {
	t = strings.TrimLeftFunc(t, unicode.IsSpace)
	if i := strings.IndexFunc(t, unicode.IsSpace); i >= 0 {
		t = t[:i]
	}
	return t
}
