package tactics_test

import (
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
