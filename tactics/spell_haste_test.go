package tactics_test

import (
	"slices"
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

// The haste action's Dash and Disengage (SRD 5.1 Haste: "That action can
// be used only to take the Attack (one weapon attack only), Dash,
// Disengage, Hide, or Use an Object action"). A hasted fighter whose foe
// lies beyond its doubled speed Dashes with the haste action and strikes
// with its own; a hasted archer beside an orc Disengages with the haste
// action, steps away and shoots with its own; one whose foe is within its
// doubled speed walks there and strikes without a Dash (the policy
// counted the speed on its sheet). The policy offered the
// haste action only for an attack: the fighter spent its action on a
// Dash and the archer took the orc's blow or shot at disadvantage.
func TestHasteActionDashesAndDisengages(t *testing.T) {
	for _, tc := range []struct {
		name, hero, foe, want, not string
	}{
		{"dash", `{name: Hero, kind: character, side: party, at: A4, ac: 16, hp: 44, extra_attacks: 1, initiative: 10,
     attacks: [{name: greatsword, bonus: 6, damage: "2d6+3[slashing]"}]}`,
			"{template: ogre, side: monsters, at: X4, initiative: 1}", "Hero haste dash", "Hero dash"},
		{"doubled speed", `{name: Hero, kind: character, side: party, at: A4, ac: 16, hp: 44, extra_attacks: 1, initiative: 10,
     attacks: [{name: greatsword, bonus: 6, damage: "2d6+3[slashing]"}]}`,
			"{template: ogre, side: monsters, at: L4, initiative: 1}", "Hero move", "Hero haste dash"},
		{"disengage", `{name: Hero, kind: character, side: party, at: H4, ac: 14, hp: 44, extra_attacks: 1, initiative: 10,
     attacks: [{name: longbow, bonus: 7, damage: "1d8+4[piercing]", range: 150/600}, {name: club, bonus: 1, damage: "1d4-1[bludgeoning]"}]}`,
			"{template: orc, side: monsters, at: I4, initiative: 1}", "Hero haste disengage", "Hero disengage"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, `
map: {size: 30x8}
combatants:
  - {name: Wizard, kind: character, side: party, at: B6, ac: 12, hp: 24, abilities: {dex: 14, int: 16}, initiative: 20,
     attacks: [{name: dagger, bonus: 4, damage: "1d4+2[piercing]"}],
     spellcasting: {ability: int, level: 5, slots: {1: 4, 2: 3, 3: 2}, spells: [haste]}}
  - `+tc.hero+`
  - `+tc.foe+`
`, "Wizard", 1)
			do(t, f, "Wizard cast haste on Hero")
			do(t, f, "Wizard end turn")
			lines := turnOf(t, f, 1)
			if !hasLine(lines, tc.want) || hasLine(lines, tc.not) {
				t.Fatalf("the hasted hero's turn: %q; want %q, not %q", lines, tc.want, tc.not)
			}
			if !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Hero attack") }) {
				t.Errorf("the hasted hero's turn: %q; want its action's attack after the haste action", lines)
			}
		})
	}
}
