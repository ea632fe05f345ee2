package tactics

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// TestStepsAroundReach: closing in on a far goblin, a fighter walks around
// the reach of an orc in between rather than through it, when the way
// around fits its speed: leaving the orc's reach would provoke (seed 001
// "Opportunity Attacks"). The straight way (D4, E4 is the orc's ...)
// passes its reach; the way by row 2 doesn't.
func TestStepsAroundReach(t *testing.T) {
	v5 := 5
	sword := []battle.AttackSpec{{Name: "longsword", Bonus: &v5, Damage: "1d8+3[slashing]"}}
	speed := 40
	enc := &battle.Encounter{
		Map: battle.MapSpec{Size: "12x8"},
		Combatants: []battle.CombatantSpec{
			{Name: "Fighter", Kind: "character", Side: "party", At: battle.Squares{"C4"}, AC: 16, HP: 30, Speed: &battle.SpeedSpec{Walk: &speed}, Attacks: sword},
			{Name: "Orc", Side: "orcs", At: battle.Squares{"E4"}, AC: 13, HP: 15, Attacks: sword},
			{Name: "Goblin", Side: "orcs", At: battle.Squares{"H4"}, AC: 13, HP: 7, Attacks: sword},
		},
	}
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	s := f.State
	sq, _, prov, _, _, ok := New(1).bestApproach(s, 0, 0, 2)
	if !ok || prov != 0 {
		t.Fatalf("approach to %s provokes %d (ok %v)", sq, prov, ok)
	}
	if d := s.DistanceFrom(0, sq, 2); d > 5 {
		t.Fatalf("it stops at %s, %d ft from the goblin", sq, d)
	}
	// The engine agrees: the policy's move draws no opportunity attack.
	ch := New(1).Next(s, 0)
	if ch.Line == "Fighter move to "+sq.String() {
		t.Fatalf("%q: the cheapest way provokes; the policy must trace the way around", ch.Line)
	}
	evs, err := f.Do(ch.Line)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range evs {
		if e.Type == battle.EvAttack {
			t.Fatalf("the move drew an attack: %s", e.Text)
		}
	}
}

// TestWorthUp: bringing back a dying ally is worth more than a stable
// one, more with each failed death save, and nothing for one on its feet.
func TestWorthUp(t *testing.T) {
	v5 := 5
	sword := []battle.AttackSpec{{Name: "longsword", Bonus: &v5, Damage: "1d8+3[slashing]"}}
	enc := &battle.Encounter{
		Map: battle.MapSpec{Size: "12x8"},
		Combatants: []battle.CombatantSpec{
			{Name: "Cleric", Kind: "character", Side: "party", At: battle.Squares{"A1"}, AC: 16, HP: 30, Attacks: sword},
			{Name: "Fighter", Kind: "character", Side: "party", At: battle.Squares{"A2"}, AC: 16, HP: 30, Attacks: sword},
			{Name: "Orc", Side: "orcs", At: battle.Squares{"L8"}, AC: 13, HP: 15, Attacks: sword},
		},
	}
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	p := New(1)
	v := p.look(f.State, 0)
	if w := p.worthUp(v, 1); w != 0 {
		t.Fatalf("an ally on its feet is worth %v", w)
	}
	f.State.Combatants[1].HP.Current = 0
	dying := p.worthUp(v, 1)
	f.State.Combatants[1].Dying.Failures = 2
	worse := p.worthUp(v, 1)
	f.State.Combatants[1].Dying.Stable = true
	stable := p.worthUp(v, 1)
	if !(worse > dying && dying > stable && stable > 0) {
		t.Fatalf("dying %v, two failures %v, stable %v", dying, worse, stable)
	}
	// More than the best blow on the orc: an ally back outweighs a swing.
	if dying < 20 {
		t.Fatalf("a dying ally is worth only %v", dying)
	}
}
