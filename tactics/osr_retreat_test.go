package tactics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Under the OSR rules an engaged creature may leave melee only by a
// fighting retreat it declared before the round (seed 004 "Retreating":
// "move backwards at 1/2 their normal movement rate ... while avoiding
// giving enemies a free attack"), or by a full retreat that gives each
// engaged foe a free attack at +2. An archer beside an orc declares the
// retreat for the next round, and in that round steps back without a
// free attack and shoots; a cautious swordsman below half its hit points
// declares a fighting retreat and defending (seed 004 "Defending": "Can
// be used with Fighting Retreat"). The policy declared nothing but
// spells, so archers took the free attacks or shot from melee.
func TestOSRDeclaresAFightingRetreat(t *testing.T) {
	const scene = `
ruleset: osr
map: {size: 12x8}
combatants:
  - {name: Archer, kind: character, side: party, at: E4, ac: 14, hp: 30, initiative: 20, abilities: {dex: 16}, %s}
  - {name: Orc, side: orcs, at: F4, ac: 13, hp: 80, initiative: 1, speed: 0, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`
	t.Run("the archer", func(t *testing.T) {
		f := startAt(t, strings.Replace(scene, "%s", "weapons: [longbow, dagger]", 1), "Archer", 1)
		lines := turnOf(t, f, 0)
		if len(lines) == 0 || lines[0] != "Archer declare retreat" {
			t.Fatalf("the archer's first turn: %q; want a fighting retreat declared first", lines)
		}
		if slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Archer move ") }) {
			t.Errorf("the archer's first turn: %q; it left melee by a full retreat, the free attack and all, before its declared one", lines)
		}
		for f.State.Combatants[f.State.Current()].Name != "Archer" {
			do(t, f, f.State.Combatants[f.State.Current()].Name+" end turn")
		}
		logged := len(f.Log)
		lines = turnOf(t, f, 0)
		if slices.Contains(lines, "Archer declare retreat") {
			t.Errorf("the archer's turn of the retreat: %q; it leaves melee now: no retreat to declare for the round after", lines)
		}
		shot := slices.Index(lines, "Archer attack Orc with longbow")
		if shot < 1 || !strings.HasPrefix(lines[shot-1], "Archer move ") {
			t.Errorf("the archer's turn of the retreat: %q; want a step back, then a shot (%v)", lines, f.State.Combatants[0].At)
		}
		for _, e := range f.Log[logged:] {
			if e.Type == battle.EvAttack && e.Actor == "Orc" {
				t.Errorf("the orc attacked the retreating archer: %s", e.Text)
			}
		}
	})
	t.Run("the cautious swordsman", func(t *testing.T) {
		f := startAt(t, strings.Replace(scene, "%s", "weapons: [longsword], tactics: cautious", 1), "Archer", 1)
		do(t, f, "dm hp Archer 10")
		if lines := turnOf(t, f, 0); len(lines) == 0 || lines[0] != "Archer declare defend retreat" {
			t.Errorf("the cautious swordsman's turn: %q; want a fighting retreat and defending declared", lines)
		}
	})
}
