package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Dissonant Whispers (seed 000: 3d6 psychic; the PHB text): "On a failed
// save, it takes 3d6 psychic damage and must immediately use its
// reaction, if available, to move as far as its speed allows away from
// you." The move is the Orc's own, with its reaction, so leaving a foe's
// reach provokes (seed 001 "Opportunity Attacks" spares only a creature
// moved "without using your movement, action, or reaction"): it runs its
// 30 ft straight away, C2 to I2, the Bard striking as it leaves B2's reach
// and the Fighter as it leaves D3's; a Disengage of its own last turn
// does not cover it. An Orc that has spent its reaction stays put.
func TestDissonantWhispersFlight(t *testing.T) {
	f := start(t, encounter(
		hero("Bard", "B2", 20, caster(1, map[int]int{1: 2}, "dissonant whispers")),
		hero("Fighter", "D3", 15),
		foe("Orc", "C2", 10, hp(40)),
	))
	f.do("Bard end turn")
	f.do("Fighter end turn")
	f.do("Orc disengage")
	f.do("Orc end turn")
	// Save 5 vs DC 13 fails; 3d6 = 9; the Bard's OA hits (10+5) for 4+3, the Fighter's misses.
	evs := f.do("Bard cast dissonant whispers at Orc", 5, 2, 3, 4, 10, 4, 1)
	flee := of(evs, battle.EvAction)
	if len(flee) != 1 || flee[0].Action != "flee" || yes(flee[0].Reaction) != "true" {
		t.Fatalf("the flight's reaction:\n%s", texts(evs))
	}
	atks := of(evs, battle.EvAttack)
	if len(atks) != 2 || atks[0].Actor != "Bard" || atks[1].Actor != "Fighter" || yes(atks[0].Reaction) != "true" {
		t.Fatalf("opportunity attacks:\n%s", texts(evs))
	}
	var path []string
	for _, m := range of(evs, battle.EvMove) {
		path = append(path, m.Path...)
	}
	if want := []string{"D2", "E2", "F2", "G2", "H2", "I2"}; !slices.Equal(path, want) {
		t.Errorf("the flight went %v, want %v", path, want)
	}
	if o := f.c("Orc"); o.At.String() != "I2" || o.Reaction || o.HP.Current != 40-9-7 {
		t.Errorf("the Orc at %s, reaction %v, HP %d", o.At, o.Reaction, o.HP.Current)
	}

	// No reaction left: the Orc's went on the Fighter walking away.
	g := start(t, encounter(
		hero("Fighter", "D3", 20),
		hero("Bard", "B2", 15, caster(1, map[int]int{1: 2}, "dissonant whispers")),
		foe("Orc", "C2", 10, hp(40)),
	))
	g.do("Fighter move E4 F5", 1) // leaves the Orc's reach: its opportunity attack misses
	g.do("Fighter end turn")
	evs = g.do("Bard cast dissonant whispers at Orc", 5, 2, 3, 4)
	if len(of(evs, battle.EvMove)) != 0 || g.c("Orc").At.String() != "C2" {
		t.Errorf("an Orc with no reaction fled:\n%s", texts(evs))
	}
}
