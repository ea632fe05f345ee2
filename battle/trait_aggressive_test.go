package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Orc, Aggressive: "As a bonus action, the orc can move up to its
// speed toward a hostile creature that it can see." From 30 ft it walks
// 25 ft to the Fighter's side with its bonus action, and still has its
// own 30 ft of movement.
func TestOrcAggressive(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: orc, side: foes, at: H2, initiative: 20}
`)))
	evs := f.do("Orc aggressive Fighter")
	wantTypes(t, evs, battle.EvMove, battle.EvTrait)
	if m := evs[0]; m.To != "C2" || n(m.Cost) != 25 {
		t.Errorf("move %+v", m)
	}
	if tr := evs[1]; tr.With != "aggressive" || tr.Target != "Fighter" || n(tr.Cost) != 25 {
		t.Errorf("trait %+v", tr)
	}
	if c := f.c("Orc"); c.Turn.Moved != 0 || !c.Turn.Bonus || c.Turn.Action {
		t.Errorf("turn %+v", c.Turn)
	}
	f.refuse("Orc aggressive Fighter", battle.CodeNoAction) // its bonus action is spent
	f.do("Orc move C3 B3 A3 A2 A1 B1")                      // its own 30 ft, all within the Fighter's reach
	f.refuse("Orc move to C1", battle.CodeMovement)
	f.do("Orc end turn")
	f.do("Fighter end turn")
	f.refuse("Orc aggressive Fighter", battle.CodeMovement) // already within 5 ft
}

// "Toward": every step brings it closer. A line of the Fighter's allies
// from D1 to D7, whose spaces the orc can't cross: the cheapest way
// around, by D8, goes on from F4 to F5, no closer to the Fighter, so the
// orc stops at F4, 10 ft on.
func TestOrcAggressiveOnlyToward(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: orc, side: foes, at: H2, initiative: 20}
  - {name: Guard, side: party, count: 7, at: [D1, D2, D3, D4, D5, D6, D7], ac: 10, hp: 10, initiative: 1}
`)))
	evs := f.do("Orc aggressive Fighter")
	if m := one(t, evs, battle.EvMove); m.To != "F4" || n(m.Cost) != 10 {
		t.Errorf("moved %d ft to %s:\n%s", n(m.Cost), m.To, texts(evs))
	}
	f.do("Orc end turn")
	f.do("dm condition Fighter +invisible")
	f.do("Fighter end turn")
	for range 7 {
		f.do(f.current() + " end turn")
	}
	f.refuse("Orc aggressive Fighter", battle.CodeCannot) // it can't see the Fighter
	f.refuse("Orc aggressive Orc", battle.CodeSyntax)     // not a hostile creature
}

// AggressiveCheck gives the command's own answer without the walk: nil
// where it would walk, its refusal where the way round the Fighter's
// guards brings the orc no closer (the line D1 to D7 of
// TestOrcAggressiveOnlyToward, the orc already at F4), so that a policy
// never offers a walk the rules refuse (a refused command costs a
// simulated creature its turn).
func TestAggressiveCheck(t *testing.T) {
	guards := `
  - {name: Guard, side: party, count: 7, at: [D1, D2, D3, D4, D5, D6, D7], ac: 10, hp: 10, initiative: 1}
`
	f := start(t, load(t, fighterVs(`
  - {template: orc, side: foes, at: H2, initiative: 20}
`+guards)))
	orc, _ := f.State.Find("Orc")
	if err := f.State.AggressiveCheck(orc, 0); err != nil {
		t.Errorf("from H2: %v; want the walk allowed", err)
	}
	f = start(t, load(t, fighterVs(`
  - {template: orc, side: foes, at: F4, initiative: 20}
`+guards)))
	err := f.State.AggressiveCheck(orc, 0)
	re := f.refuse("Orc aggressive Fighter", battle.CodeMovement)
	if err == nil || err.Error() != re.Error() {
		t.Errorf("from F4: AggressiveCheck %v; the command refuses: %v", err, re)
	}
	if c := f.c("Orc"); c.At.String() != "F4" || c.Turn.Bonus {
		t.Errorf("the check moved the orc or spent its bonus action: %+v", c.Turn)
	}
}
