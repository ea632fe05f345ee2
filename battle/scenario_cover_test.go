package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Cover" with the DMG's grid method (lines from a corner of the
// attacker's square to the corners of the target's): walls give cover by
// how many lines they block, a wall in every line is total cover, and a
// creature in the way gives half cover.
func TestCoverFromTheMap(t *testing.T) {
	load := func(t *testing.T, walls string, extra string) *battle.Encounter {
		t.Helper()
		enc, err := battle.Load("cover.yaml", []byte(`
map: {size: 8x5, walls: [`+walls+`]}
combatants:
  - {name: Archer, kind: character, side: party, at: A3, ac: 15, hp: 20, initiative: 20,
     attacks: [{name: shortbow, bonus: 5, damage: "1d6+3[piercing]", range: 80/320}]}
  - {name: Orc, side: orcs, at: F3, ac: 13, hp: 30, initiative: 10,
     attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`+extra))
		if err != nil {
			t.Fatal(err)
		}
		return enc
	}
	t.Run("a wall across every line: total cover", func(t *testing.T) {
		f := start(t, load(t, "C1-C5", ""))
		err := f.refuse("Archer attack Orc", battle.CodeCannot)
		if !strings.Contains(err.Error(), "total cover") {
			t.Errorf("refusal %q does not name total cover", err)
		}
	})
	t.Run("a wall across some lines", func(t *testing.T) {
		f := start(t, load(t, "C2-C3", ""))
		evs := f.do("Archer attack Orc", 2)
		if e := evs[0]; e.Cover == "" || n(e.AC) <= 13 || !strings.Contains(e.CoverReason, "C") {
			t.Errorf("attack cover %q (%s) AC %d: want the wall's cover added to AC 13", e.Cover, e.CoverReason, n(e.AC))
		}
	})
	t.Run("no wall in the way: no cover", func(t *testing.T) {
		f := start(t, load(t, "H5", ""))
		evs := f.do("Archer attack Orc", 2)
		if e := evs[0]; e.Cover != "" || n(e.AC) != 13 {
			t.Errorf("attack cover %q AC %d: want none and AC 13", e.Cover, n(e.AC))
		}
	})
	t.Run("a creature in the way: half cover", func(t *testing.T) {
		ally := "  - {name: Squire, kind: character, side: party, at: D3, ac: 12, hp: 10, initiative: 15, attacks: [{name: club, bonus: 2, damage: \"1d4[bludgeoning]\"}]}\n"
		f := start(t, load(t, "H5", ally))
		evs := f.do("Archer attack Orc", 2)
		if e := evs[0]; e.Cover != "half" || n(e.AC) != 15 {
			t.Errorf("attack cover %q (%s) AC %d: want half cover from the Squire, AC 15", e.Cover, e.CoverReason, n(e.AC))
		}
	})
}

// Seed 000 "MOVEMENT IN COMBAT" with the map's walls: a wall can't be
// entered; the path goes around it.
func TestWallsBlockMovement(t *testing.T) {
	enc, err := battle.Load("walls.yaml", []byte(`
map: {size: 8x5, walls: [C1-C4]}
combatants:
  - {name: Fighter, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20, attacks: [{name: sword, bonus: 5, damage: "1d8+3"}]}
  - {name: Orc, side: orcs, at: H5, ac: 13, hp: 30, initiative: 10, attacks: [{name: axe, bonus: 5, damage: "1d12+3"}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	f := start(t, enc)
	f.refuse("Fighter move to C2", battle.CodeMovement)
	f.refuse("Fighter move B1 C1", battle.CodeMovement)
	// Around the wall's end: A1 B2 B3 B4 C5 D4 D3 D2 D1 is 40 ft, over the 30.
	if err := f.refuse("Fighter move to D1", battle.CodeMovement); !strings.Contains(err.Error(), "needs 40 ft") {
		t.Errorf("refusal %q: want the 40 ft way round the wall", err)
	}
	evs := f.do("Fighter move to C5")
	if e := evs[0]; n(e.Cost) != 20 || e.To != "C5" || strings.Contains(strings.Join(e.Path, " "), "C") && e.Path[len(e.Path)-1] != "C5" {
		t.Errorf("move %v (%d ft), want four steps round the wall to C5 for 20 ft", e.Path, n(e.Cost))
	}
}
