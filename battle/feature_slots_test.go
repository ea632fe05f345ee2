package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 class tables: a 5th-level wizard has 4/3/2 slots of levels 1-3,
// a 5th-level paladin (half caster) 4/2, a 5th-level warlock two Pact
// Magic slots of 3rd level. A spellcasting block without slots gets them;
// slots written win.
func TestSlotsFromClass(t *testing.T) {
	tests := []struct {
		class, ability string
		spells         []string
		slots          map[int]int
		want           [10]int
	}{
		{"wizard", "int", []string{"magic missile", "fireball"}, nil, [10]int{1: 4, 2: 3, 3: 2}},
		{"paladin", "cha", []string{"bless"}, nil, [10]int{1: 4, 2: 2}},
		{"warlock", "cha", []string{"hellish rebuke"}, nil, [10]int{3: 2}},
		{"wizard", "int", []string{"magic missile"}, map[int]int{1: 1}, [10]int{1: 1}}, // written slots win
	}
	for _, tt := range tests {
		spell := func(c *battle.CombatantSpec) {
			c.Spellcasting = &battle.SpellcastingSpec{Ability: tt.ability, Slots: tt.slots, Spells: tt.spells}
		}
		f := start(t, encounter(
			hero("Caster", "B2", 20, class(tt.class, 5), spell),
			foe("Orc", "H2", 10)))
		if got := f.c("Caster").Casting.Slots; got != tt.want {
			t.Errorf("%s 5: slots %v, want %v", tt.class, got, tt.want)
		}
	}
}

// The same through a file: the check that a leveled spell has a slot for
// it sees the class's slots, and the warlock casts with a 3rd-level slot.
func TestSlotsFromClassLoad(t *testing.T) {
	enc := load(t, `
map: {size: 8x4}
combatants:
  - {name: Lock, side: a, at: A1, class: warlock, level: 5, abilities: {cha: 16}, spellcasting: {ability: cha, spells: [hellish rebuke]}, initiative: 5}
  - {name: Orc, side: b, at: F1, ac: 12, hp: 9, initiative: 1}
`)
	f := start(t, enc)
	if got := f.c("Lock").Casting.Slots; got != [10]int{3: 2} {
		t.Errorf("warlock 5 slots %v, want two of 3rd level", got)
	}
}
