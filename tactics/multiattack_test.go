package tactics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/tactics"
)

// An adult red dragon beside a lone knight: its Multiattack makes a bite
// and two claws (SRD 5.1 Adult Red Dragon, "Multiattack": "one with its
// bite and two with its claws"), some 49 hit points at the knight's AC,
// while its fire breath (18d6, DC 21 Dexterity, half on a success) is
// worth some 60. Weighed as three bites (69), the Multiattack won and the
// breath waited for a crowd that never came.
func TestMultiattackWeighsItsOwnAttacks(t *testing.T) {
	f := startAt(t, `
map: {size: 16x12}
combatants:
  - {template: adult-red-dragon, side: dragon, at: H2, initiative: 20}
  - {name: Knight, kind: character, side: party, at: H5, ac: 18, hp: 200, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
`, "Adult Red Dragon", 1)
	ch := tactics.New(1).Next(f.State, 0)
	if !strings.Contains(ch.Line, "fire breath") {
		t.Errorf("the dragon's first command: %q (%s); want its fire breath on the knight", ch.Line, ch.Why)
	}
}

// A hill giant throws a rock at a foe it can't reach this turn, and walks
// in to club a foe it can reach (SRD 5.1 Hill Giant: "Multiattack. The
// giant makes two greatclub attacks", some 37 hit points, and "Rock", one
// throw of some 22, an action of its own). The engine refused the rock,
// its Multiattack not naming it, so a giant with nothing in reach stood
// idle or walked.
func TestHillGiantThrowsRocksOnlyOutOfReach(t *testing.T) {
	for _, tc := range []struct {
		name, speed, want string
	}{
		{"rooted to the spot", "speed: 0", "Hill Giant attack Fighter with rock"},
		{"free to walk in", "speed: 40", "Hill Giant attack Fighter with greatclub"},
	} {
		f := startAt(t, `
map: {size: 20x6}
combatants:
  - {template: hill-giant, side: giants, at: B2, initiative: 20, `+tc.speed+`}
  - {name: Fighter, kind: character, side: party, at: L3, ac: 16, hp: 300, initiative: 1,
     attacks: [{name: longbow, bonus: 5, damage: "1d8+3[piercing]", range: 150/600}]}
`, "Hill Giant", 1)
		lines := turnOf(t, f, 0)
		if !slices.Contains(lines, tc.want) {
			t.Errorf("%s: the giant's turn: %q; want %q", tc.name, lines, tc.want)
		}
	}
}

// A dragon 15 ft from a knight steps in to bite and claw it rather than
// swing its tail from where it stands (SRD 5.1 Adult Red Dragon: "Tail.
// Melee Weapon Attack: ... reach 15 ft.", an action of its own beside the
// Multiattack's bite and two claws, some 13 hit points against some 37).
// Once the tail could be made alone, its reach counted as the dragon's
// own: the knight was taken for a foe in reach, and the dragon stood and
// swung its tail. Rooted to the spot, the tail is what it has.
func TestDragonStepsInRatherThanTail(t *testing.T) {
	for _, tc := range []struct {
		name, speed string
		tail        bool
	}{
		{"free to step in", "", false},
		{"rooted to the spot", "speed: 0, ", true},
	} {
		f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Dragon, side: dragon, at: B2, size: huge, ac: 19, hp: 256, initiative: 20, `+tc.speed+`multiattack: [bite, claw, claw],
     attacks: [{name: bite, bonus: 14, damage: "2d10+8[piercing]", reach: 10}, {name: claw, bonus: 14, damage: "2d6+8[slashing]"},
               {name: tail, bonus: 14, damage: "2d8+8[bludgeoning]", reach: 15}]}
  - {name: Knight, kind: character, side: party, at: G3, ac: 18, hp: 300, initiative: 1,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
`, "Dragon", 1)
		lines := turnOf(t, f, 0)
		tail, bite := slices.Contains(lines, "Dragon attack Knight with tail"), slices.Contains(lines, "Dragon attack Knight with bite")
		if tail != tc.tail || bite == tc.tail {
			t.Errorf("%s: the dragon's turn: %q; want a tail %v, a bite %v", tc.name, lines, tc.tail, !tc.tail)
		}
	}
}

// A hill giant 90 ft from a fighter, too far to club it this turn, walks
// its 40 ft first and throws its rock from 50 ft, within the rock's
// normal range of 60 ft (SRD 5.1 Hill Giant, "Rock ... range 60/240
// ft."), rather than throw it at long range, with disadvantage (seed 001
// "Range"), and walk after.
func TestHillGiantWalksBeforeItThrows(t *testing.T) {
	f := startAt(t, `
map: {size: 24x6}
combatants:
  - {template: hill-giant, side: giants, at: B2, initiative: 20}
  - {name: Fighter, kind: character, side: party, at: T2, ac: 16, hp: 300, speed: 0, initiative: 1,
     attacks: [{name: longbow, bonus: 5, damage: "1d8+3[piercing]", range: 150/600}]}
`, "Hill Giant", 1)
	lines := turnOf(t, f, 0)
	k := slices.Index(lines, "Hill Giant attack Fighter with rock")
	if k < 1 || !strings.HasPrefix(lines[0], "Hill Giant move") || f.State.Distance(0, 1) > 60 {
		t.Errorf("the giant's turn: %q, ending %d ft from the fighter; want a walk, then the rock from within 60 ft", lines, f.State.Distance(0, 1))
	}
}

// A scout shoots twice from afar and stabs twice in melee (SRD 5.1 Scout:
// "The scout makes two melee attacks or two ranged attacks", its longbow
// 1d8+2 and shortsword 1d6+2). Its longbow was an action of its own, one
// arrow, and its Attack action from afar one shot; weighed by the first
// sequence, a first arrow counted two stabs after it, and a scout beside
// its foe shot twice with disadvantage.
func TestScoutShootsTwiceOrStabsTwice(t *testing.T) {
	for _, tc := range []struct {
		name, at, want string
	}{
		{"from afar", "L3", "Scout attack Fighter with longbow"},
		{"in melee", "C3", "Scout attack Fighter with shortsword"},
	} {
		f := startAt(t, `
map: {size: 20x6}
combatants:
  - {template: scout, name: Scout, side: scouts, at: `+tc.at+`, initiative: 20, speed: 0}
  - {name: Fighter, kind: character, side: party, at: B3, ac: 12, hp: 300, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Scout", 1)
		lines := turnOf(t, f, 0)
		n := 0
		for _, l := range lines {
			if l == tc.want {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%s: the scout's turn: %q; want %q twice", tc.name, lines, tc.want)
		}
	}
}

// Its two arrows shot (SRD 5.1 Scout: "two melee attacks or two ranged
// attacks"), a scout 55 ft from the fighter stays where its longbow
// reaches: the longbow, not ready again this turn, was not counted, the
// scout found nothing in range and walked toward the fighter it had just
// shot at, into its reach the next round.
func TestScoutStaysAtRangeAfterItsArrows(t *testing.T) {
	f := startAt(t, `
map: {size: 20x6}
combatants:
  - {template: scout, name: Scout, side: scouts, at: M3, initiative: 20}
  - {name: Fighter, kind: character, side: party, at: B3, ac: 12, hp: 300, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Scout", 1)
	lines := turnOf(t, f, 0)
	want := []string{"Scout attack Fighter with longbow", "Scout attack Fighter with longbow", "Scout end turn"}
	if !slices.Equal(lines, want) {
		t.Errorf("the scout's turn: %q; want %q", lines, want)
	}
}
