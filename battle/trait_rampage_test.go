package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// gnollFight: the SRD gnoll at D2 beside a Squire of 5 HP at C2, the
// Fighter 20 ft off at H2.
func gnollFight(t *testing.T) *fight {
	return start(t, load(t, `
map: {size: 12x8}
combatants:
  - {template: gnoll, side: foes, at: D2, initiative: 20}
  - {name: Squire, kind: character, side: party, at: C2, ac: 10, hp: 5, initiative: 10}
  - {name: Fighter, kind: character, side: party, at: H2, ac: 15, hp: 40, initiative: 5}
`))
}

// SRD 5.1 Gnoll, Rampage: "When the gnoll reduces a creature to 0 hit
// points with a melee attack on its turn, the gnoll can take a bonus
// action to move up to half its speed and make a bite attack." Its bite
// drops the Squire; it walks 15 ft (half its 30) to G2 beside the Fighter
// and bites it, its own movement untouched.
func TestGnollRampage(t *testing.T) {
	f := gnollFight(t)
	f.refuse("Gnoll rampage Fighter", battle.CodeCannot) // nothing dropped yet
	evs := f.do("Gnoll attack Squire with bite", 10, 3)  // 10+4 hits AC 10; 1d4 3 +2 = 5: 0 HP
	if tr := one(t, evs, battle.EvTrait); tr.With != battle.TraitRampage || tr.Action != "offer" || tr.Target != "Squire" {
		t.Fatalf("offer %+v\n%s", tr, texts(evs))
	}
	if !f.State.RampageOffered(0) {
		t.Fatal("RampageOffered is false after the offer")
	}
	evs = f.do("Gnoll rampage Fighter", 12, 2) // 15 ft to G2; bite 12+4 = 16 hits AC 15; 2+2
	wantTypes(t, evs, battle.EvMove, battle.EvTrait, battle.EvAttack, battle.EvDamage)
	if m := evs[0]; m.To != "G2" || n(m.Cost) != 15 {
		t.Errorf("move %+v", m)
	}
	if a := evs[2]; a.Action != "bonus" || a.With != "bite" || yes(a.Hit) != "true" || f.c("Fighter").HP.Current != 36 {
		t.Errorf("bite %+v", outcome(a))
	}
	if c := f.c("Gnoll"); c.Turn.Moved != 0 || !c.Turn.Bonus || c.At.String() != "G2" {
		t.Errorf("gnoll at %s, turn %+v", c.At, c.Turn)
	}
	f.refuse("Gnoll rampage Fighter", battle.CodeCannot) // taken
}

// Half its speed and no more: from D2 the Fighter is 20 ft off; with the
// Fighter at I2 the walk toward it ends 15 ft on at G2, 10 ft short, and
// the bite's reach refuses the whole command. "from SQUARE" walks to the
// square given, within the 15 ft.
func TestGnollRampageHalfSpeed(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {template: gnoll, side: foes, at: D2, initiative: 20}
  - {name: Squire, kind: character, side: party, at: C2, ac: 10, hp: 5, initiative: 10}
  - {name: Fighter, kind: character, side: party, at: I2, ac: 15, hp: 40, initiative: 5}
`))
	f.do("Gnoll attack Squire with bite", 10, 3)
	f.refuse("Gnoll rampage Fighter", battle.CodeOutOfReach)
	f.refuse("Gnoll rampage Fighter from H3", battle.CodeMovement) // 20 ft
	f.refuse("Gnoll rampage Fighter from nowhere", battle.CodeSyntax)
	evs := f.do("Gnoll rampage Squire from C3", 1, 1) // 5 ft, then a bite with advantage on the unconscious Squire: 1 and 1 miss
	if m := one(t, evs, battle.EvMove); m.To != "C3" || n(m.Cost) != 5 {
		t.Errorf("move %+v", m)
	}
}

// Only a melee attack on its own turn: the gnoll's thrown spear (a ranged
// attack in its stat block) drops the Squire and offers nothing.
func TestGnollRampageNotRanged(t *testing.T) {
	f := gnollFight(t)
	evs := f.do("Gnoll attack Squire with thrown spear", 15, 15, 4) // thrown, disadvantage within 5 ft: 15 +4 hits; 1d6 4 +2 = 6
	if len(of(evs, battle.EvTrait)) != 0 || f.c("Squire").HP.Current != 0 {
		t.Fatalf("a ranged attack offered Rampage:\n%s", texts(evs))
	}
	f.refuse("Gnoll rampage Fighter", battle.CodeCannot)
}
