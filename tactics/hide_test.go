package tactics_test

import (
	"slices"
	"strings"
	"testing"
)

// A rogue hides with its Cunning Action (seed 000 "ROGUES": Cunning
// Action; SRD 5.1 "Cunning Action": "Dash, Disengage, or Hide action"),
// where no foe sees it, and so attacks with advantage (seed 001 "Unseen
// Attackers and Targets": "When you attack a target that can't see you,
// you have advantage"), which brings its Sneak Attack (seed 000 "ROGUES:
// SNEAK ATTACK") with no ally beside the orc. Behind the wall it hides
// before it steps out to shoot; in the open, once it has shot, it walks
// behind the wall to hide for its next shot. The policy never hid.
func TestRogueHides(t *testing.T) {
	const scene = `
map: {size: 12x8, walls: [D1, D2, D3]}
combatants:
  - {name: Rogue, kind: character, class: rogue, level: 5, side: party, at: %s, initiative: 20,
     abilities: {str: 10, dex: 17, con: 14, int: 12, wis: 12, cha: 10}, weapons: [shortbow], armor: studded-leather}
  - {template: orc, name: Orc, side: orcs, at: J2, initiative: 1, hp: 60, speed: 0}
`
	t.Run("behind the wall: hide, then shoot", func(t *testing.T) {
		f := startAt(t, strings.Replace(scene, "%s", "C2", 1), "Rogue", 1)
		lines := turnOf(t, f, 0)
		hide, shot := slices.Index(lines, "Rogue cunning action hide"), slices.Index(lines, "Rogue attack Orc with shortbow")
		if hide < 0 || shot < hide {
			t.Errorf("the rogue's turn: %q; want it to hide, then shoot", lines)
		}
	})
	t.Run("in the open: shoot, then walk behind the wall and hide", func(t *testing.T) {
		f := startAt(t, strings.Replace(scene, "%s", "C5", 1), "Rogue", 1)
		lines := turnOf(t, f, 0)
		shot, hide := slices.Index(lines, "Rogue attack Orc with shortbow"), slices.Index(lines, "Rogue cunning action hide")
		if shot < 0 || hide < shot || !strings.HasPrefix(lines[hide-1], "Rogue move ") {
			t.Errorf("the rogue's turn: %q; want a shot, a walk behind the wall, and a hide", lines)
		}
		if c := f.State.Combatants[0]; c.At.Col > 2 || c.At.Row > 2 {
			t.Errorf("the rogue ended its turn at %v, in the orc's sight: %q", c.At, lines)
		}
	})
}
