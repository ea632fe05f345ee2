package tactics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/rules"
)

// A young red dragon that has bitten a knight 10 ft away (its bite
// reaches 10 ft) steps in and makes the two claw attacks its Multiattack
// has left (SRD 5.1 Young Red Dragon, "Multiattack: The dragon makes three
// attacks: one with its bite and two with its claws"; claws reach 5 ft).
// It used to count the spent bite's reach as its own, take the knight for
// a foe in reach, and end its turn with both claws unused.
func TestDragonStepsInToClawAfterItsBite(t *testing.T) {
	f := startAt(t, `
map: {size: 10x6}
combatants:
  - {template: young-red-dragon, side: dragon, at: C2, initiative: 20}
  - {name: Knight, kind: character, side: party, at: F2, ac: 30, hp: 300, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Young Red Dragon", 1)
	do(t, f, "Young Red Dragon attack Knight with bite")
	lines := turnOf(t, f, 0)
	claws := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "Young Red Dragon attack Knight with claw") {
			claws++
		}
	}
	if claws != 2 {
		t.Errorf("the dragon's turn after its bite: %q; want a step in and its two claws", lines)
	}
}

// A dragon (the SRD 5.1 Adult Red Dragon's Multiattack and Frightful
// Presence; its breath left out) beside three knights opens its Multiattack with its
// Frightful Presence, then makes its three attacks (SRD 5.1 Adult Red
// Dragon, "Multiattack: The dragon can use its Frightful Presence. It then
// makes three attacks"): the fear costs it nothing. The policy never
// offered it, so the knights fought it unafraid. Once the knights have
// been reached (frightened, or immune for 24 hours), it is not used
// again.
func TestDragonUsesItsFrightfulPresence(t *testing.T) {
	f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Dragon, side: dragon, at: C3, size: huge, ac: 19, hp: 256, initiative: 20,
     multiattack: [bite, claw, claw], frightful_presence: {range: 120, save: wis 19, multiattack: true},
     attacks: [{name: bite, bonus: 14, damage: "2d10+8[piercing]", reach: 10}, {name: claw, bonus: 14, damage: "2d6+8[slashing]"}]}
  - {name: Knight, kind: character, side: party, count: 3, at: [F3, F4, F5], ac: 30, hp: 300, initiative: 1,
     abilities: {wis: 10}, attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Dragon", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || lines[0] != "Dragon use frightful presence" {
		t.Fatalf("the dragon's turn: %q; want its Frightful Presence first", lines)
	}
	attacks := 0
	for _, l := range lines {
		if strings.Contains(l, " attack Knight") {
			attacks++
		}
	}
	if attacks != 3 {
		t.Errorf("the dragon's turn: %q; want its three attacks after the fear", lines)
	}
	for _, who := range []string{"Knight 1", "Knight 2", "Knight 3"} {
		do(t, f, who+" end turn")
	}
	if lines := turnOf(t, f, 0); len(lines) > 0 && strings.Contains(lines[0], "frightful presence") {
		t.Errorf("the dragon's next turn: %q; every knight has been reached: no second Frightful Presence", lines)
	}
}

// An orc frightened by a dragon's Frightful Presence, the dragon its only
// foe, stays where it is: a frightened creature can't willingly move
// closer to the source of its fear (seed 001 "Frightened"). The policy
// walked it toward the dragon to strike, a move the rules refuse, and a
// refused command costs a simulated creature its turn.
func TestFrightenedDoesNotWalkTowardItsFear(t *testing.T) {
	f := startAt(t, `
map: {size: 12x3}
combatants:
  - {name: Dragon, side: dragon, at: H2, ac: 19, hp: 256, initiative: 20, frightful_presence: {save: wis 19},
     attacks: [{name: claw, bonus: 14, damage: "2d6+8[slashing]"}]}
  - {name: Orc, side: orcs, at: A2, ac: 13, hp: 300, initiative: 1, abilities: {wis: 1},
     attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`, "Dragon", 1)
	do(t, f, "Dragon use frightful presence")
	do(t, f, "Dragon end turn")
	if !f.State.Combatants[1].Conds.Has(rules.Frightened) {
		t.Fatal("the orc (Wis 1, DC 19) is not frightened")
	}
	lines := turnOf(t, f, 1) // do fails the test on a refused command
	if f.State.Combatants[1].At.String() != "A2" {
		t.Errorf("the frightened orc's turn: %q; it moved from A2 to %s", lines, f.State.Combatants[1].At)
	}
}

// A minotaur that has run 30 ft straight at a knight gores it: the gore
// after a run of 10 ft or more deals an extra 2d8 and may push and knock
// the knight prone (SRD 5.1 Minotaur, Charge), some 22 hit points with the
// gore's own 2d8+4 against the greataxe's 17. The charge counted a flat 3,
// so it swung its greataxe and left the charge unused.
func TestMinotaurGoresAfterItsCharge(t *testing.T) {
	f := startAt(t, `
map: {size: 12x4}
combatants:
  - {template: minotaur, side: beasts, at: B2, initiative: 20}
  - {name: Knight, kind: character, side: party, at: I2, ac: 18, hp: 300, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Minotaur", 1)
	do(t, f, "Minotaur reckless") // advantage on both: the greataxe's edge is the larger
	do(t, f, "Minotaur move C2 D2 E2 F2 G2")
	if got := f.State.ChargeAttack(0, 1); got != "gore" {
		t.Fatalf("after its run the charge's attack is %q, want gore", got)
	}
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "Minotaur attack Knight with gore") {
		t.Errorf("the minotaur's turn after its run: %q; want a gore", lines)
	}
}

// A kobold 40 ft from a knight steps 10 ft in before it slings a stone:
// beyond the sling's normal range of 30 ft the shot has disadvantage
// (seed 001 "Range"; SRD 5.1 Kobold, "Sling ... range 30/120 ft."). It
// used to shoot from where it stood, at disadvantage, with all its
// movement left to bring the knight within 30 ft, well out of its reach.
func TestSlingerStepsIntoNormalRange(t *testing.T) {
	f := startAt(t, `
map: {size: 14x4}
combatants:
  - {template: kobold, side: kobolds, at: A2, initiative: 20}
  - {name: Knight, kind: character, side: party, at: I2, ac: 18, hp: 300, speed: 0, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Kobold", 1)
	lines := turnOf(t, f, 0)
	shot := slices.Contains(lines, "Kobold attack Knight with sling")
	if d := f.State.Distance(0, 1); !shot || d > 30 || d <= 5 {
		t.Errorf("the kobold's turn: %q, ending %d ft from the knight; want a step within 30 ft, out of reach, and a sling shot", lines, d)
	}
}

// A hobgoblin with an ally closes in on a knight rather than stay at
// range, its longsword and longbow both 1d8 + 1 (SRD 5.1 Hobgoblin): its
// Martial Advantage ("an extra 7 (2d6) damage to a creature it hits with
// a weapon attack if that creature is within 5 ft. of an ally of the
// hobgoblin") needs an ally beside the target, which no hobgoblin is
// while they all shoot from afar. Alone, it has no ally to stand beside
// anyone, and keeps to its longbow.
func TestHobgoblinsCloseInOnATie(t *testing.T) {
	for _, tc := range []struct {
		name, ally string
		closes     bool
	}{
		{"with an ally", `
  - {template: hobgoblin, name: Ally, side: hobgoblins, at: B5, initiative: 10}`, true},
		{"alone", "", false},
	} {
		f := startAt(t, `
map: {size: 20x8}
combatants:
  - {template: hobgoblin, side: hobgoblins, at: B2, initiative: 20}`+tc.ally+`
  - {name: Knight, kind: character, side: party, at: I3, ac: 18, hp: 300, speed: 0, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Hobgoblin", 1)
		lines := turnOf(t, f, 0)
		knight := len(f.State.Combatants) - 1
		if d := f.State.Distance(0, knight); (d <= 5) != tc.closes || len(lines) < 2 {
			t.Errorf("%s: the hobgoblin's turn: %q, ending %d ft from the knight; want it in melee %v", tc.name, lines, d, tc.closes)
		}
	}
}
