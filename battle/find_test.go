package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// TestFind: a combatant is found by its name as written, in any case,
// by its slug, and with spaces round it; the name as written is found
// first without lower-casing (state.go), the others as before.
func TestFind(t *testing.T) {
	s, err := battle.New(encounter(hero("Fighter", "A1", 15), foe("Goblin Boss", "H1", 5), foe("Orc", "H2", 5)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		want int
	}{
		{"Fighter", 0}, {"Goblin Boss", 1}, {"Orc", 2},
		{"goblin boss", 1}, {"GOBLIN BOSS", 1}, {"goblin-boss", 1}, {"  Orc ", 2}, {"orc", 2},
		{"Goblin", -1}, {"", -1}, {"goblin  boss", -1},
	} {
		i, ok := s.Find(c.name)
		if i != c.want || ok != (c.want >= 0) {
			t.Errorf("Find(%q) = %d %v, want %d", c.name, i, ok, c.want)
		}
	}
}
