package tactics_test

import (
	"strings"
	"testing"
)

// Action Surge (SRD 5.1: "you can take one additional action on top of
// your regular action", once a rest, a fight here) is kept when the Attack
// action it would repeat is worth less than half what the fighter's best
// weapon deals, while the fight is reckoned to last: a fighter 50 ft from
// an ogre behind a low wall shoots its two arrows and keeps the surge for
// its greatsword; beside the ogre it surges. Before, it surged in the
// first round for two more arrows.
func TestActionSurgeKeptForABetterMoment(t *testing.T) {
	for _, tc := range []struct {
		name, ogre string
		want       bool
	}{
		{"far, behind cover", "L3", false},
		{"beside it", "C3", true},
	} {
		f := startAt(t, strings.Replace(`
map: {size: 16x6, objects: [{at: K1-K6, cover: three-quarters}]}
combatants:
  - {name: Fighter, kind: character, class: fighter, level: 5, side: party, at: B3, initiative: 20, speed: 0,
     abilities: {str: 18, dex: 12, con: 16, int: 10, wis: 10, cha: 8},
     weapons: [greatsword, longbow], armor: plate}
  - {template: ogre, name: Ogre, side: ogres, at: OGRE, initiative: 1, hp: 200}
`, "OGRE", tc.ogre, 1), "Fighter", 1)
		lines := turnOf(t, f, 0)
		if got := hasLine(lines, "Fighter action surge"); got != tc.want {
			t.Errorf("%s: the fighter's turn %q; want Action Surge: %v", tc.name, lines, tc.want)
		}
	}
}
