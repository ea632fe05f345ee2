package compendium

import (
	"strings"
	"testing"
)

// TestSlugOfIsTheOldSlug: the fast path gives what the join of the
// fields always gave, and BaseType what it gave with Fields.
func TestSlugOfIsTheOldSlug(t *testing.T) {
	old := func(s string) string {
		return strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(s, "'", ""))), "-")
	}
	oldBase := func(s string) string {
		f := strings.Fields(strings.ToLower(strings.TrimSpace(s)))
		if len(f) == 0 {
			return ""
		}
		return strings.TrimRight(f[0], ",(")
	}
	for _, s := range []string{"", " ", "fire-bolt", "Fire Bolt", "fire bolt", "healer's kit", " magic  missile ", "a1-b", "-", "ÉLAN", "humanoid (goblinoid)", "Humanoid, any", ",(", "undead\tx", "beast"} {
		if got, want := slugOf(s), old(s); got != want {
			t.Errorf("slugOf(%q) = %q, want %q", s, got, want)
		}
		if got, want := BaseType(s), oldBase(s); got != want {
			t.Errorf("BaseType(%q) = %q, want %q", s, got, want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { _ = slugOf("fire-bolt"); _ = BaseType("humanoid (goblinoid)") }); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}
