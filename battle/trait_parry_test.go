package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

const knightDuel = `
map: {size: 12x8}
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 15, hp: 40, initiative: 10,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}, {name: bow, bonus: 5, damage: "1d8[piercing]", range: 80/320}]}
  - {template: knight, side: foes, at: C2, initiative: 5}
`

// SRD 5.1 Knight, Parry: "Reaction. The knight adds 2 to its AC against
// one melee attack that would hit it. To do so, the knight must see the
// attacker and be wielding a melee weapon." Against its AC 18: a 19 is
// parried (AC 20, a miss, its reaction spent); a ranged 19 is not; a 20
// hits whatever it does, so it keeps its reaction; its controller may
// decline.
func TestKnightParry(t *testing.T) {
	f := start(t, load(t, knightDuel))
	evs := f.do("Fighter attack Knight with sword", 14) // 14+5 = 19 hits AC 18; parried: AC 20
	wantTypes(t, evs, battle.EvTrait, battle.EvAttack)
	p, a := evs[0], evs[1]
	if p.Actor != "Knight" || p.Target != "Fighter" || p.With != "parry" || n(p.AC) != 20 {
		t.Errorf("parry %+v", p)
	}
	if o := outcome(a); o.AC != 20 || o.Hit != "false" || o.Total != 19 {
		t.Errorf("parried attack %+v", o)
	}
	if f.c("Knight").Reaction {
		t.Errorf("the parry spent no reaction")
	}
	f.do("Fighter end turn")
	f.do("Knight end turn") // its reaction came back at the start of its turn
	// A ranged attack is no melee attack (at 5 ft, with disadvantage).
	evs = f.do("Fighter attack Knight with bow", 14, 14, 1)
	if len(of(evs, battle.EvTrait)) != 0 || yes(one(t, evs, battle.EvAttack).Hit) != "true" {
		t.Errorf("a ranged attack parried:\n%s", texts(evs))
	}
	f.do("Fighter end turn")
	f.do("Knight end turn")
	// A 20 would hit AC 20 too: no parry offered, the reaction kept.
	evs = f.do("Fighter attack Knight with sword", 15, 1)
	if len(of(evs, battle.EvTrait)) != 0 || yes(one(t, evs, battle.EvAttack).Hit) != "true" || !f.c("Knight").Reaction {
		t.Errorf("a parry that changes nothing:\n%s", texts(evs))
	}
	f.do("Fighter end turn")
	f.do("Knight end turn")
	// The controller declines: asked with kind "parry".
	asked := ""
	f.React = func(_ *battle.State, reactor, trigger int, kind string) bool {
		asked = kind
		return false
	}
	evs = f.do("Fighter attack Knight with sword", 13, 1) // 18 hits AC 18
	if asked != battle.ReactParry || len(of(evs, battle.EvTrait)) != 0 || yes(one(t, evs, battle.EvAttack).Hit) != "true" {
		t.Errorf("declined parry (asked %q):\n%s", asked, texts(evs))
	}
}

// The knight "must see the attacker": blinded, it can't parry.
func TestKnightParryNeedsSight(t *testing.T) {
	f := start(t, load(t, knightDuel))
	f.do("dm condition Knight +blinded")
	evs := f.do("Fighter attack Knight with sword", 4, 14, 1) // advantage on the blinded: 19 hits AC 18
	if len(of(evs, battle.EvTrait)) != 0 || yes(one(t, evs, battle.EvAttack).Hit) != "true" {
		t.Errorf("a blinded knight parried:\n%s", texts(evs))
	}
}
