package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Your Turn": "you can move a distance up to your speed and take
// one action"; seed 003 'Actions in Combat' > Attack: "With this action,
// you make one melee or ranged attack." A second action is refused.
func TestOneActionPerTurn(t *testing.T) {
	t.Run("a second Attack action", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.do("Fighter attack Orc", 2) // 7 misses AC 12
		f.refuse("Fighter attack Orc", battle.CodeNoAction)
		f.refuse("Fighter dash", battle.CodeNoAction)
		f.refuse("Fighter dodge", battle.CodeNoAction)
		f.refuse("Fighter disengage", battle.CodeNoAction)
	})
	t.Run("an attack after another action", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.do("Fighter dodge")
		f.refuse("Fighter attack Orc", battle.CodeNoAction)
		f.refuse("Fighter dash", battle.CodeNoAction)
	})
	t.Run("the action comes back next turn", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.do("Fighter attack Orc", 2)
		f.do("Fighter end turn")
		f.do("Orc end turn")
		f.do("Fighter attack Orc", 2)
	})
}

// Seed 000 "MULTIPLE ATTACKS" and "FIGHTERS, BARBARIANS, PALADINS, RANGERS
// EXTRA ATTACKS"; seed 001 "Attack": Extra Attack makes more than one
// attack with the Attack action, and seed 001 "Breaking Up Your Move" lets
// the creature move between them.
func TestExtraAttackAndMovingBetweenAttacks(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "A2", 20, extraAttacks(1)),
		foe("Orc", "C3", 10, hp(30)),
		foe("Wolf", "C4", 5, hp(30)),
	))
	if e := f.do("Fighter move to B2"); n(e[0].Cost) != 5 { // before the action
		t.Errorf("first move cost %d, want 5", n(e[0].Cost))
	}
	f.do("Fighter attack Orc", 2) // first attack, a miss
	if c := f.c("Fighter"); !c.Turn.Action || c.Turn.AttacksLeft != 1 {
		t.Errorf("after one attack: action %v, attacks left %d; want true, 1", c.Turn.Action, c.Turn.AttacksLeft)
	}
	f.do("Fighter move to B3")     // between the attacks, within both foes' reach
	f.do("Fighter attack Wolf", 3) // the extra attack
	re := f.refuse("Fighter attack Orc", battle.CodeNoAction)
	if !strings.Contains(re.Msg, "2 attacks") {
		t.Errorf("message %q does not say the 2 attacks are spent", re.Msg)
	}
	f.do("Fighter move to B4") // after the action
	if m := f.c("Fighter").Turn.Moved; m != 15 {
		t.Errorf("moved %d ft over the turn, want 15", m)
	}
}

// Seed 001 "Your Turn" and "Dash"; seed 003 'Actions in Combat' > Dash:
// movement up to the speed, and the Dash action adds the speed again.
func TestMovementBudgetAndDash(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20), foe("Orc", "L8", 10)))
	f.do("Fighter move to D1") // 15 ft
	re := f.refuse("Fighter move to H1", battle.CodeMovement)
	if !strings.Contains(re.Msg, "20 ft") || !strings.Contains(re.Msg, "15 ft") {
		t.Errorf("message %q should say 20 ft needed and 15 ft left", re.Msg)
	}
	f.do("Fighter move to G1") // 30 ft in all
	f.refuse("Fighter move to H1", battle.CodeMovement)
	evs := f.do("Fighter dash")
	wantTypes(t, evs, battle.EvAction)
	if evs[0].Action != "dash" {
		t.Errorf("action %q, want dash", evs[0].Action)
	}
	f.do("Fighter move to L1") // 25 ft more
	f.do("Fighter move to L2") // 60 ft: all of speed 30 twice
	f.refuse("Fighter move to L3", battle.CodeMovement)
	f.refuse("Fighter dash", battle.CodeNoAction)
}

// Seed 001 "Dash": "Any increase or decrease to your speed changes this
// additional movement by the same amount"; seed 000 "EXHAUSTION" level 2:
// speed halved.
func TestDashAddsTheReducedSpeed(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20, func(c *battle.CombatantSpec) { c.Exhaustion = 2 }), foe("Orc", "L8", 10)))
	f.refuse("Fighter move to E1", battle.CodeMovement) // 20 ft, speed 15
	f.do("Fighter move to D1")
	f.do("Fighter dash")
	f.do("Fighter move to G1")
	f.refuse("Fighter move to H1", battle.CodeMovement)
}

// Seed 001 "Your Turn": only the creature whose turn it is acts.
func TestNotYourTurn(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10)))
	for _, line := range []string{"Orc attack Fighter", "Orc move to D2", "Orc end turn", "Orc dodge", "Orc stand"} {
		re := f.refuse(line, battle.CodeNotYourTurn)
		if !strings.Contains(re.Msg, "Fighter's turn") {
			t.Errorf("%q: message %q should name whose turn it is", line, re.Msg)
		}
	}
}

// DESIGN.md principle 2 ("A refused command says which rule refused
// it") and battle's contract (a refusal changes nothing): every refusal
// names its rule by code and leaves the fight as it was.
func TestRefusalCodes(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, attacks(weapon("sword", 5, "1d8+3[slashing]", 0), bow("bow", 5, "1d8[piercing]", "20/40"))),
		foe("Orc", "C2", 10),
		foe("Troll", "L2", 5),
		foe("Wraith", "D4", 3, cover("total")),
	))
	tests := []struct {
		line string
		code battle.Code
	}{
		{"Fighter attack Orc with axe", battle.CodeUnknownName},
		{"Fighter attack Troll with sword", battle.CodeOutOfReach},
		{"Fighter attack Troll with bow", battle.CodeOutOfReach}, // 50 ft: beyond the long range of 40
		{"Fighter attack Wraith", battle.CodeCannot},
		{"Fighter attack Fighter", battle.CodeCannot},
		{"Fighter move to C2", battle.CodeMovement},
		{"Fighter move to M1", battle.CodeMovement},
		{"Fighter stand", battle.CodeCannot},
		{"Fighter help Orc", battle.CodeCannot},
		{"Fighter stabilize Orc", battle.CodeCannot},
		{"Orc attack Fighter", battle.CodeNotYourTurn},
		{"undo", battle.CodeNothingToUndo},
	}
	for _, tt := range tests {
		f.refuse(tt.line, tt.code)
	}
}
