package battle

// Sunlight Sensitivity, by the SRD 5.1 Kobold and Wight: "While in
// sunlight, the kobold has disadvantage on attack rolls, as well as on
// Wisdom (Perception) checks that rely on sight" (traits:
// {sunlight_sensitivity: true}). The map's light levels say how bright a
// square is, not what the light is: the encounter option `sunlight` makes
// its bright light sunlight (a fight outdoors by day), and its dim and
// dark squares (shade, a cave mouth) are out of it. A creature is in
// sunlight when any square of its space is. Every Perception check the
// engine rolls is one of sight (Search, a dragon's Detect, the passive
// Perception that notices a hidden creature, at -5 for the disadvantage
// as SRD 5.1 "Passive Checks" has it).

import (
	"slices"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// inSunlight reports whether creature i stands in sunlight.
func (s *State) inSunlight(i int) bool {
	if !slices.Contains(s.Options, OptSunlight) {
		return false
	}
	at, n := s.space(i)
	return s.Map.LightOf(at, n) == grid.Bright
}

// sunlightAttack is the disadvantage Sunlight Sensitivity gives attacker a.
func (s *State) sunlightAttack(a int) rules.Reasons {
	var r rules.Reasons
	if s.Combatants[a].Traits.Sunlight && s.inSunlight(a) {
		r.Add(false, "sunlight sensitivity: in sunlight")
	}
	return r
}

// sunlightSight is the disadvantage Sunlight Sensitivity gives creature
// i's check of skill: Perception, which in the engine relies on sight.
func (s *State) sunlightSight(i int, skill string) rules.Reasons {
	var r rules.Reasons
	if skill == "perception" && s.Combatants[i].Traits.Sunlight && s.inSunlight(i) {
		r.Add(false, "sunlight sensitivity: in sunlight")
	}
	return r
}
