package tactics_test

import "testing"

// Shillelagh (SRD 5.1: 1 bonus action, a minute: "you can use your
// spellcasting ability instead of Strength for the attack and damage
// rolls of melee attacks using that weapon, and the weapon's damage die
// becomes a d8"): a druid (Str 10, Wis 16) with a quarterstaff and a
// goblin beside it casts it before its first blow, and strikes with it;
// with the goblin beyond its move and reach this turn, it keeps its bonus
// action for the turn it will melee.
func TestShillelaghBeforeTheBlow(t *testing.T) {
	for _, tc := range []struct {
		name, goblin string
		want         bool
	}{
		{"the goblin beside it", "D4", true},
		{"the goblin far off", "P4", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, `
map: {size: 20x8}
combatants:
  - {name: Druid, kind: character, side: party, at: C4, ac: 14, hp: 30, abilities: {str: 10, dex: 12, wis: 16}, initiative: 20,
     weapons: [quarterstaff],
     spellcasting: {ability: wis, level: 3, slots: {1: 4, 2: 2}, spells: [shillelagh]}}
  - {template: goblin, side: monsters, at: `+tc.goblin+`, initiative: 1}
`, "Druid", 1)
			lines := turnOf(t, f, 0)
			got := len(lines) > 0 && lines[0] == "Druid cast shillelagh on Druid"
			if got != tc.want || !tc.want && hasLine(lines, "Druid cast shillelagh") {
				t.Fatalf("the druid's turn: %q; want shillelagh first: %v", lines, tc.want)
			}
			if tc.want && !hasLine(lines, "Druid attack Goblin with quarterstaff") {
				t.Errorf("the druid's turn: %q; want its quarterstaff's blow after", lines)
			}
		})
	}
}

// A druid whose attack cantrip (Produce Flame: 1d8 fire at range, SRD
// 5.1) beats its plain quarterstaff (1d6) but not the quarterstaff as
// Shillelagh makes it (1d8 + its Wisdom modifier, 3) fights in melee
// with the spell: it casts it and strikes the goblin beside it. It used
// to weigh the plain staff, step out of reach and throw flame.
func TestShillelaghDruidFightsInMelee(t *testing.T) {
	f := startAt(t, `
map: {size: 20x8}
combatants:
  - {name: Druid, kind: character, side: party, at: C4, ac: 14, hp: 30, abilities: {str: 10, dex: 12, wis: 16}, initiative: 20,
     weapons: [quarterstaff],
     spellcasting: {ability: wis, level: 3, slots: {1: 4, 2: 2}, spells: [shillelagh, produce flame]}}
  - {template: goblin, side: monsters, at: D4, initiative: 1}
`, "Druid", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || lines[0] != "Druid cast shillelagh on Druid" || !hasLine(lines, "Druid attack Goblin with quarterstaff") {
		t.Errorf("the druid's turn: %q; want Shillelagh, then its quarterstaff on the goblin", lines)
	}
}
