package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Seed 001 "Conditions" (a condition lasts until countered or for the
// duration the effect gives): a condition the creature already had for
// good survives a timed effect of the same condition running out.
func TestTimedConditionOverPermanentOne(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20), foe("Orc", "D1", 10)))
	f.do("dm condition Orc +poisoned")
	f.do("dm condition Orc +poisoned for 1 rounds")
	f.do("Fighter end turn")
	f.do("Orc end turn") // round 2 begins: the timed poison runs out at the start of the Fighter's turn
	if !f.c("Orc").Conds.Has(rules.Poisoned) {
		t.Fatal("the Orc lost the poison it had before the timed effect")
	}
	if len(f.State.Effects) != 1 {
		t.Errorf("effects left: %+v, want only the permanent one", f.State.Effects)
	}
}

// Seed 001 "Grappling" (escaping: the grappler's Athletics): a grapple the
// DM imposes with "by NAME" has a grappler, so escape contests it.
func TestDMGrappleHasAGrappler(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 10), foe("Orc", "B1", 20)))
	evs := f.do("dm condition Fighter +grappled by Orc")
	last := evs[len(evs)-1]
	if last.Type != battle.EvCondition || last.Actor != "Orc" || last.Condition != "grappled" {
		t.Fatalf("last event %+v, want grappled with the Orc as grappler", last)
	}
	f.do("Orc end turn")
	f.do("Fighter escape", 15, 5) // Fighter 15+0 beats the Orc's 5+0
	if f.c("Fighter").Conds.Has(rules.Grappled) {
		t.Error("the Fighter is still grappled after beating the Orc's Athletics")
	}
}

// Seed 000 "EXHAUSTION": exhaustion given in the file acts from the start:
// level 4 halves the hit point maximum, level 6 is death.
func TestExhaustionFromTheFile(t *testing.T) {
	tired := hero("Tired", "A1", 20, hp(20))
	tired.Exhaustion = 4
	spent := hero("Spent", "A3", 15)
	spent.Exhaustion = 6
	f := start(t, encounter(tired, spent, foe("Orc", "D1", 10)))
	if hp := f.c("Tired").HP.Current; hp != 10 {
		t.Errorf("Tired starts with %d HP, want 10 (half of 20)", hp)
	}
	if !f.c("Spent").Dead {
		t.Error("Spent, at exhaustion 6, is not dead")
	}
}
