package battle_test

import (
	"fmt"
	"testing"

	"github.com/skirmish-rpg/skirmish/grid"
)

// HideSpot says where the map alone hides a creature: out of every foe's
// sight, or, under the 2014 rules, behind three-quarters cover from each
// (SRD 5.1 "Hiding": "You can't hide from a creature that can see you
// clearly"; the hide command's check, State.HideCheck); under the 2024
// rules (seed 002 "Hide") only out of sight. Where it says yes, the hide
// command's check agrees once the creature stands there.
func TestHideSpot(t *testing.T) {
	const scene = `
ruleset: %s
map: {size: 12x8, walls: [D1, D2, D3], objects: [{at: F5-F7, cover: three-quarters}]}
combatants:
  - {name: Rogue, kind: character, side: party, at: A8, ac: 14, hp: 20, initiative: 20}
  - {name: Orc, side: orcs, at: J6, ac: 13, hp: 15, initiative: 1, attacks: [{name: axe, bonus: 5, damage: "1d12+3[slashing]"}]}
`
	for _, tc := range []struct {
		ruleset string
		at      string
		want    bool
	}{
		{"5e-2014", "C2", true},  // behind the wall
		{"5e-2014", "E6", true},  // behind the crates (F5-F7), three-quarters cover
		{"5e-2014", "E4", false}, // in the open
		{"5e-2024", "C2", true},
		{"5e-2024", "E6", false}, // seen over the crates
	} {
		f := start(t, load(t, fmt.Sprintf(scene, tc.ruleset)))
		sq, err := grid.ParseSquare(tc.at)
		if err != nil {
			t.Fatal(err)
		}
		if got := f.State.HideSpot(0, sq); got != tc.want {
			t.Errorf("%s, the rogue at %s: HideSpot %v, want %v", tc.ruleset, tc.at, got, tc.want)
		}
		if tc.want {
			f.do("Rogue move to " + tc.at)
			if err := f.State.HideCheck(0); err != nil || !f.State.MayHide(0) {
				t.Errorf("%s, the rogue at %s: the hide check refuses (%v) where HideSpot said yes", tc.ruleset, tc.at, err)
			}
		}
	}
}
