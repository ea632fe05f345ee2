package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Squeezing into a Smaller Space": a Large creature squeezes
// through a corridor one square wide, every foot costing 1 extra foot;
// while squeezing it has disadvantage on attack rolls and Dexterity saves,
// and attacks against it have advantage. It spreads out again where there
// is room.
func TestSqueezing(t *testing.T) {
	src := `
map: {size: 10x5, walls: [C1-J1, C3-D5, F3-J5]}
combatants:
  - {name: Ogre, side: giants, at: A2, size: large, ac: 11, hp: 59, initiative: 20, speed: 80,
     attacks: [{name: club, bonus: 6, damage: "2d8+4[bludgeoning]"}]}
  - {name: Scout, kind: character, side: party, at: E5, ac: 13, hp: 16, initiative: 10, saves: {dex: 2},
     attacks: [{name: shortsword, bonus: 4, damage: "1d6+2[piercing]"}]}
`
	// The map: the Ogre's 2x2 space fits in the room at A2-B5, but east of
	// it row 2 is a corridor one square high, with a one-wide shaft down
	// at E3-E5.
	//     A B C D E F G H I J
	//   1 . . # # # # # # # #
	//   2 O O . . . . . . . .
	//   3 O O # # . # # # # #
	//   4 . . # # . # # # # #
	//   5 . . # # S # # # # #
	f := start(t, load(t, src))
	evs := f.do("Ogre move to C2")
	// Two steps, each 5 ft + 5 ft for squeezing (the first leaves the
	// room: its full space would cover the wall at C3).
	if e := evs[0]; n(e.Cost) != 20 || yes(e.Squeezing) != "true" {
		t.Fatalf("squeezing two squares: %d ft, squeezing %s; want 20 ft, squeezed", n(e.Cost), yes(e.Squeezing))
	}
	f.do("Ogre move to E4")
	if !f.c("Ogre").Squeezing {
		t.Fatal("the Ogre should still be squeezed in the shaft")
	}
	f.do("Ogre end turn")
	// The Scout attacks the squeezed Ogre: advantage.
	evs = f.do("Scout attack Ogre", 3, 2) // the higher, 3+4 = 7, misses AC 11
	if evs[0].Mode != "advantage" || !slices.Contains(evs[0].Reasons, "target squeezing") {
		t.Errorf("attack on a squeezing Ogre: %s %q", evs[0].Mode, evs[0].Reasons)
	}
	f.do("Scout end turn")
	evs = f.do("Ogre attack Scout", 18, 2) // disadvantage: 2+6 = 8 misses
	if evs[0].Mode != "disadvantage" || !slices.Contains(evs[0].Reasons, "attacker squeezing") {
		t.Errorf("attack by a squeezing Ogre: %s %q", evs[0].Mode, evs[0].Reasons)
	}
	evs = f.do("dm area sphere 5 at E4 save dex 10 damage 1[fire]", 15, 4, 10)
	for _, e := range evs {
		if e.Type == battle.EvSave && e.Actor == "Ogre" && (e.Mode != "disadvantage" || !slices.Contains(e.Reasons, "squeezing")) {
			t.Errorf("Ogre's Dex save: %s %q", e.Mode, e.Reasons)
		}
	}
	// Back into the room, it spreads out again.
	f.do("Ogre end turn")
	f.do("Scout end turn")
	f.do("Ogre move to A2", 2, 3) // the Scout's opportunity attack misses
	if f.c("Ogre").Squeezing {
		t.Error("back in the room the Ogre is still squeezed")
	}
}

// A Large creature that squeezes through a gap spreads out where its whole
// space fits again, and pays the extra foot only for the squeezed steps.
func TestSqueezeThroughAGap(t *testing.T) {
	f := start(t, load(t, `
map: {size: 8x4, walls: [D1, D3-D4]}
combatants:
  - {name: Ogre, side: giants, at: A2, size: large, ac: 11, hp: 59, initiative: 20, speed: 40}
  - {name: Scout, kind: character, side: party, at: H4, ac: 13, hp: 16, initiative: 10}
`))
	//     A B C D E F G H
	//   1 . . . # . . . .
	//   2 O O . . . . . .
	//   3 O O . # . . . .
	//   4 . . . # . . . S
	evs := f.do("Ogre move to E2")
	last := evs[len(evs)-1]
	if o := f.c("Ogre"); o.At.String() != "E2" || o.Squeezing {
		t.Fatalf("Ogre at %s squeezing %v:\n%s", o.At, o.Squeezing, texts(evs))
	}
	// B2 (5), C2 (5, squeezed: 10), D2 (squeezed: 10), E2 (the step out is
	// made squeezed: 10): 35 ft.
	if total := f.c("Ogre").Turn.Moved; total != 35 {
		t.Errorf("through the gap: %d ft, want 35\n%s", total, texts(evs))
	}
	if yes(last.Squeezing) != "unset" && yes(last.Squeezing) != "false" {
		t.Errorf("the last move event says squeezing %s", yes(last.Squeezing))
	}
}

// Seed 000 "Climb: Half speed" (SRD 5.1 "Climbing, Swimming, and
// Crawling"): stepping up or down the map's heights is climbing, each foot
// costing 1 extra without a climbing speed; a flyer keeps its height over
// the ground and pays a foot of flying per foot it rises (seed 001
// "Flying Movement").
func TestClimbingHeights(t *testing.T) {
	enc := func(speed string) *battle.Encounter {
		return load(t, `
map: {size: 6x1, elevation: {C1-F1: 10}}
combatants:
  - {name: Hero, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20, speed: `+speed+`}
  - {name: Goblin, side: gobs, at: F1, ac: 13, hp: 7, initiative: 10}
`)
	}
	cases := []struct {
		speed, line string
		cost        int
	}{
		{"40", "Hero move to C1", 30},                    // B1 5; C1 5 + 10 ft climbed x2
		{"{walk: 30, climb: 30}", "Hero move to C1", 20}, // 5 + 5 + 10 climbed
		{"{walk: 30, fly: 30}", "Hero fly to C1", 20},    // rising 10 ft with the ground: a foot of flying a foot
	}
	for _, tc := range cases {
		t.Run(tc.line+" "+tc.speed, func(t *testing.T) {
			f := start(t, enc(tc.speed))
			if evs := f.do(tc.line); n(evs[0].Cost) != tc.cost {
				t.Errorf("%d ft, want %d", n(evs[0].Cost), tc.cost)
			}
		})
	}
	t.Run("not enough movement to climb", func(t *testing.T) {
		f := start(t, enc("25"))
		if err := f.refuse("Hero move to C1", battle.CodeMovement); !strings.Contains(err.Error(), "needs 30 ft") {
			t.Errorf("%v", err)
		}
	})
}

// The DMG's variant "Playing on a Grid", option diagonal-5-10-5: every
// second diagonal costs 10 ft, for movement (counted over the whole turn,
// a move broken up by an action included) and for reach and range.
func TestDiagonal5105(t *testing.T) {
	src := `
options: [diagonal-5-10-5]
combatants:
  - {name: Hero, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20,
     attacks: [{name: glaive, bonus: 5, damage: "1d10+3[slashing]", reach: 10}]}
  - {name: Goblin, side: gobs, at: H8, ac: 13, hp: 7, initiative: 10}
`
	f := start(t, load(t, src))
	if evs := f.do("Hero move B2 C3"); n(evs[0].Cost) != 15 {
		t.Errorf("two diagonals: %d ft, want 5 + 10", n(evs[0].Cost))
	}
	if evs := f.do("Hero move D4"); n(evs[0].Cost) != 5 {
		t.Errorf("the third diagonal of the turn: %d ft, want 5", n(evs[0].Cost))
	}
	if evs := f.do("Hero move E5"); n(evs[0].Cost) != 10 {
		t.Errorf("the fourth diagonal of the turn: %d ft, want 10", n(evs[0].Cost))
	}
	// From E5 the Goblin at G7 is two diagonals away: 15 ft, beyond a
	// glaive's 10 ft (it would be 10 ft by the default count).
	f.do("Hero end turn")
	f.do("Goblin move to G7")
	f.do("Goblin end turn")
	if err := f.refuse("Hero attack Goblin", battle.CodeOutOfReach); !strings.Contains(err.Error(), "15 ft") {
		t.Errorf("two diagonals away: %v", err)
	}
	if got := f.c("Hero").Turn.Moved; got != 0 {
		t.Errorf("a new turn: moved %d", got)
	}
}
