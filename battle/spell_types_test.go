package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "3d8 … chromatic orb (acid, cold, fire, lightning, poison, or
// thunder)": the caster picks the type. An Orc resistant to fire takes
// half of a fire orb (the default) and all of a cold or thunder one
// ("as TYPE" before or after "level N"); necrotic, not among the six, is
// refused, as is a type for a spell whose caster chooses none.
func TestCastChromaticOrbType(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(3, map[int]int{1: 4, 2: 2}, "chromatic orb", "fire bolt")),
		foe("Orc", "F2", 10, hp(60), resist("fire")),
	))
	f.refuse("Wizard cast chromatic orb at Orc as necrotic", battle.CodeCannot)
	f.refuse("Wizard cast fire bolt at Orc as cold", battle.CodeCannot)
	evs := f.do("Wizard cast chromatic orb at Orc", 15, 4, 4, 4) // fire: 12, halved
	if d := one(t, evs, battle.EvDamage); d.DamageType != "fire" || n(d.Amount) != 6 {
		t.Errorf("default orb: %+v, want 6 fire", d)
	}
	if c := one(t, evs, battle.EvCast); !strings.Contains(c.Text, "Chromatic Orb (fire)") {
		t.Errorf("cast text %q", c.Text)
	}
	f.do("Wizard end turn")
	f.do("Orc end turn")
	evs = f.do("Wizard cast chromatic orb at Orc as cold level 2", 15, 4, 4, 4, 4) // 4d8 cold: 16
	if d := one(t, evs, battle.EvDamage); d.DamageType != "cold" || n(d.Amount) != 16 {
		t.Errorf("cold orb: %+v, want 16 cold", d)
	}
	f.do("Wizard end turn")
	f.do("Orc end turn")
	evs = f.do("Wizard cast chromatic orb at Orc level 2 as Thunder", 15, 1, 1, 1, 1)
	if d := one(t, evs, battle.EvDamage); d.DamageType != "thunder" || n(d.Amount) != 4 {
		t.Errorf("thunder orb: %+v, want 4 thunder", d)
	}
}
