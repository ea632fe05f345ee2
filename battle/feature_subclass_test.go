package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

func subclass(id string) spec { return func(c *battle.CombatantSpec) { c.Subclass = id } }

// SRD 5.1 "Assassin" > Assassinate: advantage on attack rolls against a
// creature that hasn't taken a turn in the combat yet, and a hit against
// a surprised creature is a critical hit. The rogue hides (Stealth 18 + 5
// beats the Orc's passive Perception 10: seed 001 "Surprise").
func TestAssassinate(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 3), subclass("assassin"), stealthy(), skill("stealth", 5)),
		foe("Orc", "C2", 10, hp(100))), 18)
	if !f.c("Orc").Surprised {
		t.Fatal("the Orc is not surprised")
	}
	evs := f.do("Rogue attack Orc", 5, 12, 3, 4) // advantage: 12 + 5 hits; a critical hit: 2d8 + 3
	a := one(t, evs, battle.EvAttack)
	if a.Mode != "advantage" || !*a.Crit || f.c("Orc").HP.Current != 90 {
		t.Fatalf("the assassin's first attack:\n%s", texts(evs))
	}
	f.do("Rogue end turn")
	evs = f.do("Rogue attack Orc", 15, 4) // the surprised Orc's turn passed (seed 001 "Surprise"): a plain hit
	if a := one(t, evs, battle.EvAttack); a.Mode != "normal" || *a.Crit || f.c("Orc").HP.Current != 83 {
		t.Errorf("the second round's attack:\n%s", texts(evs))
	}
}

// A rogue with no subclass gets neither.
func TestAssassinateNeedsTheSubclass(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 3), stealthy(), skill("stealth", 5)),
		foe("Orc", "C2", 10, hp(100))), 18)
	evs := f.do("Rogue attack Orc", 15, 4)
	if a := one(t, evs, battle.EvAttack); a.Mode != "normal" || *a.Crit {
		t.Errorf("a plain rogue's attack:\n%s", texts(evs))
	}
}
