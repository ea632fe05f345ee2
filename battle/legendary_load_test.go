package battle

import (
	"testing"
)

// legendary_actions, lair and frightful_presence are checked like every
// other key (docs/encounters.md "Monster features"): at the value, with
// what to write.
func TestLegendLoadErrors(t *testing.T) {
	const pre = "combatants:\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}\n  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, attacks: [{name: tail, damage: 1d6}], "
	wantLoadErrors(t, []markedCase{
		{pre + "legendary_actions: {per_round: »9, options: [{name: swipe, attack: tail}]}}\n", "combatants[1].legendary_actions.per_round", "1 to 5"},
		{pre + "legendary_actions: {options: [{name: swipe, attack: »claw}]}}\n", "combatants[1].legendary_actions.options[0].attack", `"claw" is not one of Beast's attacks`},
		{pre + "legendary_actions: {options: [{name: swipe, cost: »4, attack: tail}]}}\n", "combatants[1].legendary_actions.options[0].cost", "1 to 3"},
		{pre + "legendary_actions: {options: [»{name: swipe, attack: tail, check: perception}]}}\n", "combatants[1].legendary_actions.options[0]", "exactly one of"},
		{pre + "legendary_actions: {options: [{name: look, check: »stealth}]}}\n", "combatants[1].legendary_actions.options[0].check", "only perception"},
		{pre + "legendary_actions: {options: [{name: wing, within: »7, save: dex 10, damage: 1d6}]}}\n", "combatants[1].legendary_actions.options[0].within", "multiple of 5"},
		{pre + "legendary_actions: {options: [{name: wing, within: 10, save: dex 10, condition: »sleepy}]}}\n", "combatants[1].legendary_actions.options[0].condition", "sleepy"},
		{pre + "lair: {actions: [{name: quake, cost: »1, within: 60, save: dex 15, condition: prone}]}}\n", "combatants[1].lair.actions[0].cost", "costs nothing"},
		{pre + "lair: {actions: [{name: magma, area: cone 15, range: »120, save: dex 15, damage: 6d6}]}}\n", "combatants[1].lair.actions[0].range", "no range"},
		{pre + "frightful_presence: {save: »wis}}\n", "combatants[1].frightful_presence.save", "give the ability and the DC"},
		{pre + "frightful_presence: {save: wis 10, multiattack: »true}}\n", "combatants[1].frightful_presence.multiattack", "give multiattack too"},
	})
}
