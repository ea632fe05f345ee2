package tactics_test

import (
	"strings"
	"testing"
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
