package battle

import (
	"slices"
	"strings"
	"testing"
)

// TestAppendWordsIsFields: the lean fight's split of a command line is
// strings.Fields's.
func TestAppendWordsIsFields(t *testing.T) {
	for _, line := range []string{"", " ", "Fighter attack Goblin 1", "  Wizard\tcast  fire bolt at\nGoblin 2 ", "a", "x  ", "\v\f\r y"} {
		if got, want := appendWords(nil, line), strings.Fields(line); !slices.Equal(got, want) {
			t.Errorf("appendWords(%q) = %q, want %q", line, got, want)
		}
	}
}
