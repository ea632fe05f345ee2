package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// sunny is fighterVs with the encounter option sunlight and a patch of
// shade (dim light) at C3.
func sunny(monsters string) string {
	return strings.Replace(fighterVs(monsters), "map: {size: 12x8}", "options: [sunlight]\nmap: {size: 12x8, dim: [C3]}", 1)
}

const sunReason = "sunlight sensitivity: in sunlight"

// SRD 5.1 Kobold, Sunlight Sensitivity: "While in sunlight, the kobold
// has disadvantage on attack rolls, as well as on Wisdom (Perception)
// checks that rely on sight." In the sun it attacks and searches with
// disadvantage; from the shade at C3 it attacks as usual.
func TestKoboldSunlightSensitivity(t *testing.T) {
	f := start(t, load(t, sunny(`
  - {template: kobold, side: foes, at: C2, initiative: 20}
`)))
	a := one(t, f.do("Kobold attack Fighter with dagger", 15, 3), battle.EvAttack) // 3+4: miss
	if a.Mode != "disadvantage" || !slices.Contains(a.Reasons, sunReason) || yes(a.Hit) != "false" {
		t.Errorf("in the sun: %s %v", a.Mode, a.Reasons)
	}
	f.do("Kobold move to C3")
	f.do("Kobold end turn")
	f.do("Fighter end turn")
	a = one(t, f.do("Kobold attack Fighter with dagger", 15, 1), battle.EvAttack) // 15+4 = 19 hits AC 15
	if a.Mode != "normal" || yes(a.Hit) != "true" {
		t.Errorf("in the shade: %s %v", a.Mode, a.Reasons)
	}
	f.do("Kobold move to C2")
	f.do("Kobold end turn")
	f.do("Fighter end turn")
	c := one(t, f.do("Kobold search", 12, 4), battle.EvCheck)
	if c.Skill != "perception" || c.Mode != "disadvantage" || !slices.Contains(c.Reasons, sunReason) || n(c.Total) != 4-2 {
		t.Errorf("search in the sun: %+v", c)
	}
}

// Without the option the map's bright light is not sunlight: the kobold
// attacks as usual.
func TestKoboldNoSunlight(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: kobold, side: foes, at: C2, initiative: 20}
`)))
	if a := one(t, f.do("Kobold attack Fighter with dagger", 15, 1), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("indoors: %s %v", a.Mode, a.Reasons)
	}
}
