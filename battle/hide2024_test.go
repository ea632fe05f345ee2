package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Seed 002 (002_1112e67bf83bb532.txt), "Actions", Hide: "While Heavily
// Obscured or behind three-quarters or total cover and out of enemies'
// sight, make a DC 15 Dexterity (Stealth) check. On a success you're
// Invisible while hidden, and your total is the DC to find you."

// The precondition: every enemy standing must not see the creature, and
// the creature must be heavily obscured to it or behind three-quarters or
// total cover from it. Three-quarters cover in plain sight is no longer
// enough (it is under the SRD 5.1: TestHide); darkness is not heavily
// obscured to a foe with darkvision; an invisible creature in the open
// has nothing to hide behind.
func TestHide2024Precondition(t *testing.T) {
	for _, c := range []struct {
		what  string
		rogue []spec
		orc   []spec
		dark  bool
		why   string
	}{
		{"three-quarters cover, seen", []spec{cover("three-quarters")}, nil, false, "Orc sees it"},
		{"darkness, darkvision", nil, []spec{senses(map[string]int{"darkvision": 60})}, true, "Orc sees it"},
		{"invisible in the open", []spec{conds("invisible")}, nil, false, "neither heavily obscured"},
	} {
		t.Run(c.what, func(t *testing.T) {
			enc := r2024(encounter(
				hero("Rogue", "B2", 20, append([]spec{skill("stealth", 5)}, c.rogue...)...),
				foe("Orc", "C2", 10, c.orc...)))
			if c.dark {
				enc.Map.Dark = []string{"B2"}
			}
			f := start(t, enc)
			if re := f.refuse("Rogue hide", battle.CodeCannot); !strings.Contains(re.Error(), c.why) || !strings.Contains(re.Error(), "seed 002") {
				t.Errorf("refusal %q, want it to say %q and cite seed 002", re, c.why)
			}
		})
	}
}

// Hidden behind a wall (out of the Orc's line of sight: total cover), the
// Rogue has the Invisible condition while hidden. The Orc walks around
// the wall: the Rogue stays unseen (invisible), but a search looks past
// the invisibility of hiding, and a Perception total of 17 reaches the
// Rogue's 17: found, the Rogue is visible again.
func TestHide2024InvisibleWhileHidden(t *testing.T) {
	enc := r2024(encounter(
		hero("Rogue", "B2", 20, skill("stealth", 5)),
		foe("Orc", "E2", 10, hp(40))))
	enc.Map.Walls = []string{"D1-D4"}
	f := start(t, enc)
	evs := f.do("Rogue hide", 12) // 12+5 = 17
	if c := one(t, evs, battle.EvCondition); c.Condition != "invisible" || !f.c("Rogue").Conds.Has(rules.Invisible) {
		t.Fatalf("after hiding: %v\n%s", f.c("Rogue").Conds, texts(evs))
	}
	f.do("Rogue end turn")
	f.do("Orc move to C5")
	evs = f.do("Orc search", 17)
	if h := one(t, evs, battle.EvHidden); h.Actor != "Rogue" || f.c("Rogue").Hidden != 0 || f.c("Rogue").Conds.Has(rules.Invisible) {
		t.Fatalf("after the search: hidden %d, %v\n%s", f.c("Rogue").Hidden, f.c("Rogue").Conds, texts(evs))
	}
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvHidden, battle.EvEffectEnd, battle.EvCondition)
}

// "Invisible while hidden": an attack gives the hider away (seed 001
// "Unseen Attackers and Targets"), and its Invisible ends with the hiding.
// The attack itself is made unseen, with advantage.
func TestHide2024AttackEndsInvisible(t *testing.T) {
	enc := r2024(encounter(
		hero("Rogue", "B2", 20, skill("stealth", 5)),
		foe("Orc", "C2", 10, hp(40))))
	enc.Map.Dark = []string{"B2"}
	f := start(t, enc)
	f.do("Rogue hide", 12)
	f.do("Rogue end turn")
	f.do("Orc end turn")
	evs := f.do("Rogue attack Orc", 15, 3, 4)
	if at := one(t, evs, battle.EvAttack); at.Mode != "advantage" {
		t.Errorf("attack mode %q, want advantage (unseen attacker)", at.Mode)
	}
	if c := f.c("Rogue"); c.Hidden != 0 || c.Conds.Has(rules.Invisible) {
		t.Fatalf("after the attack: hidden %d, %v\n%s", c.Hidden, c.Conds, texts(evs))
	}
}
