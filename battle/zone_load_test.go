package battle

import (
	"testing"
)

// A lair action's zone is checked like every other key (docs/encounters.md
// "Legendary actions, Frightful Presence, lair actions"): at the value,
// with what to write.
func TestZoneLoadErrors(t *testing.T) {
	const pre = "combatants:\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}\n  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, attacks: [{name: tail, damage: 1d6}], "
	const gas = "ends: next count 20, save: con 13, conditions: [poisoned]"
	wantLoadErrors(t, []markedCase{
		{pre + "legendary_actions: {options: [{name: gas, area: sphere 20, zone: »{" + gas + "}}]}}\n", "combatants[1].legendary_actions.options[0].zone", "only a lair action"},
		{pre + "lair: {actions: [{name: gas, within: 10, zone: »{" + gas + "}}]}}\n", "combatants[1].lair.actions[0].zone", "give the option an area"},
		{pre + "lair: {actions: [{name: gas, area: sphere 20, damage: »1d6, zone: {" + gas + "}}]}}\n", "combatants[1].lair.actions[0].damage", "start of each creature's turn"},
		{pre + "lair: {actions: [{name: gas, area: »cone 20, zone: {" + gas + "}}]}}\n", "combatants[1].lair.actions[0].area", "placed at a point"},
		{pre + "lair: {actions: [{name: gas, area: sphere 20, zone: {ends: »1 minute, save: con 13, conditions: [poisoned]}}]}}\n", "combatants[1].lair.actions[0].zone.ends", "only \"next count 20\""},
		{pre + "lair: {actions: [{name: gas, area: sphere 20, zone: {ends: next count 20, obscures: »thickly}}]}}\n", "combatants[1].lair.actions[0].zone.obscures", "use lightly or heavily"},
		{pre + "lair: {actions: [{name: gas, area: sphere 20, zone: »{ends: next count 20, save: con 13}}]}}\n", "combatants[1].lair.actions[0].zone.conditions", "missing"},
		{pre + "lair: {actions: [{name: gas, area: sphere 20, zone: {ends: next count 20, save: con 13, conditions: [»sleepy]}}]}}\n", "combatants[1].lair.actions[0].zone.conditions[0]", "sleepy"},
		{pre + "lair: {actions: [{name: gas, area: sphere 20, zone: »{ends: next count 20}}]}}\n", "combatants[1].lair.actions[0].zone", "does nothing"},
	})
}
