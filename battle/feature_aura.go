package battle

// Class numbers the engine applies beyond the features in feature.go:
//
//   - Unarmored Movement (monk 2): "your speed increases by 10 feet while
//     you are not wearing armor or wielding a shield", more by the monk
//     table (unarmored-movement: +15 at 6th ... +30 at 18th);
//   - Fast Movement (barbarian 5): "your speed increases by 10 feet while
//     you aren't wearing heavy armor" (fast-movement);
//   - Aura of Protection (paladin 6): "whenever you or a friendly creature
//     within 10 feet of you must make a saving throw, the creature gains a
//     bonus to the saving throw equal to your Charisma modifier (with a
//     minimum bonus of +1). You must be conscious to grant this bonus. At
//     18th level, the range of this aura increases to 30 feet"
//     (aura-range). Two paladins' auras don't add up: the best one counts
//     (SRD 5.1 "Combining Game Effects").
//
// (SRD 5.1 "Unarmored Movement", "Fast Movement", "Aura of Protection".)
// The speed is added to the walking speed the entry gives or the file's
// default, after heavy armor's cost.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// classSpeed adds a monk's Unarmored Movement and a barbarian's Fast
// Movement to a combatant being built.
func classSpeed(c *Combatant) {
	cs := &c.Class
	if c.Speed == 0 {
		return // a creature that can't walk gains nothing to walk with
	}
	if cs.Has("unarmored-movement") && cs.Unarmored {
		c.Speed += cs.Def.Number("unarmored-movement", cs.Level)
	}
	if cs.Has("fast-movement") && !cs.Heavy {
		c.Speed += cs.Def.Number("fast-movement", cs.Level)
	}
}

// auraBonus is what a paladin's Aura of Protection adds to creature i's
// saving throw, and whose it is; 0 when no conscious paladin friendly to
// it is near enough.
func (s *State) auraBonus(i int) (int, string) {
	best, who := 0, ""
	for j := range s.Combatants {
		p := &s.Combatants[j]
		cs := &p.Class
		if !cs.Has("aura-of-protection") || p.Down() || p.Conds.Has(rules.Unconscious) || (j != i && s.Hostile(i, j)) {
			continue
		}
		if j != i && s.Distance(i, j) > cs.Def.Number("aura-range", cs.Level) {
			continue
		}
		if b := max(p.Scores.Mod(rules.Cha), 1); b > best {
			best, who = b, p.Name
		}
	}
	if best == 0 {
		return 0, ""
	}
	return best, fmt.Sprintf("%s's aura of protection %+d", who, best)
}
