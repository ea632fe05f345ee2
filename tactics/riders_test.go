package tactics_test

import (
	"slices"
	"testing"
)

// An attack is worth what its hit deals, riders included: a rogue's Sneak
// Attack (seed 000 "ROGUES: SNEAK ATTACK": a finesse or ranged weapon,
// once a turn, when "another enemy of the target is within 5 feet of it"
// and the attack has no disadvantage), a ranger's hunter's mark (seed 000
// "Hunter's Mark": 1d6 on each weapon hit on the marked creature), a
// hobgoblin's Martial Advantage (SRD 5.1 Hobgoblin: 2d6 once a turn on a
// creature within 5 ft of its ally). Each scene puts the rider's target
// beside an easier one; weighed by the weapon's dice alone, the attacker
// shot the easier foe and left its 3d6 or 1d6 unrolled.
func TestAttackWorthCountsItsRiders(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, who, want string
		setup                 []string
	}{
		{
			name: "the rogue's Sneak Attack on the orc beside the fighter",
			yaml: `
map: {size: 12x8}
combatants:
  - {name: Rogue, kind: character, class: rogue, level: 5, side: party, at: B2, initiative: 20,
     abilities: {str: 10, dex: 17, con: 14, int: 12, wis: 12, cha: 10}, weapons: [shortbow], armor: studded-leather}
  - {name: Fighter, kind: character, side: party, at: H6, ac: 30, hp: 300, initiative: 2,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {template: orc, name: Hard, side: orcs, at: I6, initiative: 1, ac: 15, hp: 60}
  - {template: orc, name: Easy, side: orcs, at: I2, initiative: 1, ac: 11, hp: 60}
`,
			who: "Rogue", want: "Rogue attack Hard with shortbow",
		},
		{
			name: "the ranger's hunter's mark",
			yaml: `
map: {size: 14x8}
combatants:
  - {name: Ranger, kind: character, class: ranger, level: 5, side: party, at: B4, initiative: 20,
     abilities: {str: 12, dex: 17, con: 14, int: 10, wis: 14, cha: 8}, weapons: [longbow], armor: studded-leather,
     spellcasting: {ability: wis, spells: [hunter's mark]}}
  - {template: orc, name: Marked, side: orcs, at: J3, initiative: 1, ac: 15, hp: 60, speed: 0}
  - {template: orc, name: Easy, side: orcs, at: J5, initiative: 1, ac: 12, hp: 60, speed: 0}
`,
			who: "Ranger", want: "Ranger attack Marked with longbow",
			setup: []string{"Ranger cast hunter's mark on Marked"},
		},
		{
			name: "the hobgoblin's Martial Advantage on the knight beside its ally",
			yaml: `
map: {size: 12x8}
combatants:
  - {template: hobgoblin, name: Hob, side: hobs, at: E4, initiative: 20}
  - {template: hobgoblin, name: Pal, side: hobs, at: G2, initiative: 2, speed: 0}
  - {name: Hard, kind: character, side: party, at: F3, ac: 15, hp: 60, initiative: 1, speed: 0,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Easy, kind: character, side: party, at: F5, ac: 11, hp: 60, initiative: 1, speed: 0,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`,
			who: "Hob", want: "Hob attack Hard with longsword",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, tc.yaml, tc.who, 1)
			for _, c := range tc.setup {
				do(t, f, c)
			}
			if lines := turnOf(t, f, 0); !slices.Contains(lines, tc.want) {
				t.Errorf("%s's turn: %q; want %q", tc.who, lines, tc.want)
			}
		})
	}
}
