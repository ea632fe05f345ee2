package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Legendary Creatures": a legendary action is used "only at the
// end of another creature's turn". The fight waits at the end of the
// Fighter's turn, before the dying Cleric's begins; the dragon's
// legendary action comes there, before the Cleric's death saving throw
// "at the start of each of its turns" (seed 001 "Death Saving Throws"),
// which `next turn` brings (legendary_wait.go). The engine began the
// Cleric's turn, death save and all, as the Fighter's ended.
func TestLegendaryWaitBeforeStartOfTurn(t *testing.T) {
	f := start(t, load(t, party(legendDragon)))
	f.do("dm damage Cleric 40") // 0 HP: dying
	if evs := f.do("Dragon end turn"); len(of(evs, battle.EvLegendWait)) != 0 {
		t.Errorf("a wait after the dragon's own turn: %v", types(evs)) // no other legend to act
	}
	evs := f.do("Fighter end turn")
	w := one(t, evs, battle.EvLegendWait)
	if w.Actor != "Cleric" || w.Reason != "end of Fighter's turn" || len(of(evs, battle.EvDeathSave)) != 0 {
		t.Fatalf("the wait %+v in %v", w, types(evs))
	}
	if !f.State.Waiting() || f.current() != "Cleric" || f.c("Cleric").Dying.Successes != 0 {
		t.Fatalf("waiting %v, current %s, dying %+v", f.State.Waiting(), f.current(), f.c("Cleric").Dying)
	}
	leg := one(t, f.do("Dragon legendary detect", 10), battle.EvLegendary)
	evs = f.do("next turn", 12) // the Cleric's turn begins: its death save, 12, a success
	ds := one(t, evs, battle.EvDeathSave)
	if ds.Seq < leg.Seq || f.c("Cleric").Dying.Successes != 1 {
		t.Errorf("legendary action #%d, death save #%d, dying %+v", leg.Seq, ds.Seq, f.c("Cleric").Dying)
	}
	// The dying Cleric's turn ends at once, and its end is a moment too.
	if w := one(t, evs, battle.EvLegendWait); w.Actor != "Wizard" || w.Reason != "end of Cleric's turn" {
		t.Errorf("the wait after the Cleric's turn: %+v", w)
	}
}

// Without a legendary creature that could act, the fight does not wait:
// the next turn begins as the last ends, as before (legendary_wait.go).
// A dragon whose pool is spent does not hold the fight either.
func TestLegendaryWaitOnlyWhenALegendCouldAct(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {name: Goblin, side: foes, at: C2, ac: 13, hp: 7, initiative: 5, attacks: [{name: scimitar, bonus: 4, damage: "1d6+2[slashing]"}]}
`)))
	evs := f.do("Fighter end turn")
	if len(of(evs, battle.EvLegendWait)) != 0 || f.current() != "Goblin" || f.State.Waiting() {
		t.Errorf("a wait without a legend: %v", types(evs))
	}
	g := start(t, load(t, party(legendDragon)))
	g.do("Dragon end turn")
	g.do("Fighter end turn")
	g.do("Dragon legendary tail attack Fighter", 1) // a natural 1 misses
	g.do("next turn")
	g.do("Cleric end turn")
	g.do("Dragon legendary detect", 10)
	g.do("next turn")
	g.do("Wizard end turn")
	g.do("Dragon legendary tail attack Fighter", 1) // the last of its pool
	g.do("next turn")
	if evs := g.do("Rogue end turn"); len(of(evs, battle.EvLegendWait)) != 0 || g.current() != "Dragon" || g.State.Waiting() {
		t.Errorf("a wait for a dragon with no legendary action left: %v", types(evs))
	}
}
