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

// TestSqueezedClosesIn: a Large troll squeezed into one square of a gap
// (SRD 5.1 "Squeezing into a Smaller Space": it occupies a space for a
// creature one size smaller) measures its reach from that square, as the
// engine does. Its full 2x2 space at H6 would touch the wizard at H8; the
// squeezed H6 is 10 ft from her. It took itself for in reach and stood
// still every turn: under `ruleset: osr` a regenerating troll held a fight
// open for 100 rounds (examples/troll-bridge.yaml), and under 5e a squeezed
// dire wolf dashed on the spot beside its prey.
func TestSqueezedClosesIn(t *testing.T) {
	for _, rs := range []string{"5e-2014", "osr"} {
		t.Run(rs, func(t *testing.T) {
			src := "ruleset: " + rs + `
map: {size: 16x10, walls: [F7, K7]}
combatants:
  - {template: troll, side: bridge, at: H4, initiative: 20}
  - {name: Brakka, kind: character, side: party, at: H7, ac: 15, hp: 55, initiative: 15, attacks: [{name: axe, bonus: 5, damage: "1d12+3[slashing]"}]}
  - {name: Tam, kind: character, side: party, at: I7, ac: 14, hp: 38, initiative: 14, attacks: [{name: rapier, bonus: 5, damage: "1d8+3[piercing]"}]}
  - {name: Ilse, kind: character, side: party, at: H8, ac: 12, hp: 32, initiative: 13, attacks: [{name: dagger, bonus: 4, damage: "1d4+2[piercing]"}]}
`
			enc, err := battle.Load("squeeze.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			f, err := battle.Start(enc, dice.NewPRNG(1))
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range []string{"dm damage Brakka 55", "dm damage Tam 38", "Troll move to H6", "Troll end turn"} {
				if _, err := f.Do(line); err != nil {
					t.Fatalf("%q: %v", line, err)
				}
			}
			troll := 0
			if !f.State.Combatants[troll].Squeezing {
				t.Fatal("the troll is not squeezed at H6: the scene does not test what it should")
			}
			// Round 2: the three at 0 HP end their turns at once, and the
			// troll's comes round again.
			for n := 0; f.State.Current() != troll; n++ {
				if n > 10 {
					t.Fatal("the troll's turn never came")
				}
				if _, err := f.Do(f.State.Combatants[f.State.Current()].Name + " end turn"); err != nil {
					t.Fatal(err)
				}
			}
			p := New(1)
			ch := p.Next(f.State, troll)
			if _, err := f.Do(ch.Line); err != nil {
				t.Fatalf("%q: %v", ch.Line, err)
			}
			if d := f.State.Distance(troll, 3); d > 5 {
				t.Fatalf("the troll chose %q (%s) and is %d ft from Ilse: it must close in to strike", ch.Line, ch.Why, d)
			}
		})
	}
}
