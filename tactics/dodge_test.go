package tactics_test

import (
	"strings"
	"testing"
)

// The Dodge action (seed 001 "Dodge": "any attack roll made against you
// has disadvantage if you can see the attacker") when nothing the creature
// has can hurt a foe: a rogue at 3 hit points beside a troll at 0, which
// will regenerate and stand (SRD 5.1 Troll, Regeneration), with no fire
// to stop it, dodged nothing and ended its turn. With a goblin in reach
// too it stabs the goblin; an aggressive rogue never dodges; and under
// the OSR rules, which have no Dodge (seed 004), it is never offered.
func TestDodgeWhenNothingElseHelps(t *testing.T) {
	const scene = `
RULES
map: {size: 10x8}
combatants:
  - {name: Rogue, kind: character, side: party, at: C3, ac: 14, hp: 30, initiative: 20, PRESET
     attacks: [{name: rapier, bonus: 6, damage: "1d8+3[piercing]"}]}
  - {template: troll, side: foes, at: D3, initiative: 2}
  - GOBLIN
`
	for _, tc := range []struct {
		name, rules, preset, goblin string
		want                        bool
	}{
		{"beside the downed troll", "", "", "{template: goblin, name: Goblin, side: foes, at: J8, initiative: 1}", true},
		{"a goblin in reach", "", "", "{template: goblin, name: Goblin, side: foes, at: C4, initiative: 1}", false},
		{"aggressive", "", "tactics: aggressive,", "{template: goblin, name: Goblin, side: foes, at: J8, initiative: 1}", false},
		{"osr", "ruleset: osr", "", "{template: goblin, name: Goblin, side: foes, at: J8, initiative: 1}", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			yaml := strings.NewReplacer("RULES", tc.rules, "PRESET", tc.preset, "GOBLIN", tc.goblin).Replace(scene)
			f := startAt(t, yaml, "Rogue", 1)
			do(t, f, "dm hp Rogue 3")
			do(t, f, "dm hp Troll 0")
			lines := turnOf(t, f, 0)
			if got := hasLine(lines, "Rogue dodge"); got != tc.want {
				t.Errorf("the rogue's turn: %q; want a Dodge: %v", lines, tc.want)
			}
			if tc.name == "a goblin in reach" && !hasLine(lines, "Rogue attack Goblin") {
				t.Errorf("the rogue's turn: %q; want the goblin stabbed", lines)
			}
		})
	}
}
