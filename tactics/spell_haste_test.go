package tactics_test

import (
	"strings"
	"testing"
)

// Haste (SRD 5.1: 1 action, range 30 ft, concentration: "the target's
// speed is doubled, it gains a +2 bonus to AC, it has advantage on
// Dexterity saving throws, and it gains an additional action on each of
// its turns. That action can be used only to take the Attack (one weapon
// attack only), Dash, Disengage, Hide, or Use an Object action") goes on
// the fighter with the greatsword, whose extra blow each round is worth
// the most, not on the cleric with a mace nor the wizard with a dagger;
// and the fighter takes its haste action, one greatsword attack, on its
// turn. With the fight nearly won (a goblin with 2 hit points left), the
// level 3 slot is kept: the wizard casts its fire bolt.
func TestHasteOnTheFighter(t *testing.T) {
	const scene = `
map: {size: 14x8}
combatants:
  - {name: Wizard, kind: character, side: party, at: B4, ac: 12, hp: 24, abilities: {dex: 14, int: 16}, initiative: 20,
     attacks: [{name: dagger, bonus: 4, damage: "1d4+2[piercing]"}],
     spellcasting: {ability: int, level: 5, slots: {1: 4, 2: 3, 3: 2}, spells: [fire bolt, haste]}}
  - {name: Fighter, kind: character, side: party, at: G4, ac: 16, hp: 44, extra_attacks: 1, initiative: 10,
     attacks: [{name: greatsword, bonus: 6, damage: "2d6+3[slashing]"}]}
  - {name: Cleric, kind: character, side: party, at: G6, ac: 16, hp: 30, initiative: 9,
     attacks: [{name: mace, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
  - FOES
`
	for _, tc := range []struct {
		name, foes string
		want       bool
	}{
		{"two ogres", "{template: ogre, side: monsters, count: 2, at: [H3, H6], initiative: 1}", true},
		{"a goblin nearly down", "{template: goblin, side: monsters, at: H4, hp: 2, initiative: 1}", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, strings.Replace(scene, "FOES", tc.foes, 1), "Wizard", 1)
			lines := turnOf(t, f, 0)
			if got := hasLine(lines, "Wizard cast haste on Fighter"); got != tc.want || hasLine(lines, "Wizard cast haste on Cleric") || hasLine(lines, "Wizard cast haste on Wizard") {
				t.Fatalf("the wizard's turn: %q; want haste on the fighter: %v", lines, tc.want)
			}
			if !tc.want {
				if !hasLine(lines, "Wizard cast fire bolt") {
					t.Errorf("the wizard's turn: %q; want its fire bolt", lines)
				}
				return
			}
			for f.State.Current() != 1 {
				do(t, f, f.State.Combatants[f.State.Current()].Name+" end turn")
			}
			if lines := turnOf(t, f, 1); !hasLine(lines, "Fighter haste attack Ogre") {
				t.Errorf("the hasted fighter's turn: %q; want its haste action's attack", lines)
			}
		})
	}
}
