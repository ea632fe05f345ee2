package battle

// Casts a creature's state forbids, checked after the targets are known
// (castCmd), before anything is spent:
//
//   - a raging creature casts nothing: SRD 5.1 "Rage": "If you are able to
//     cast spells, you can't cast them or concentrate on them while
//     raging" (rage itself ends the concentration, feature.go);
//   - a spell that sets a base armor class (Mage Armor) is for a creature
//     "who isn't wearing armor" (SRD 5.1 "Mage Armor"): one wearing armor
//     is refused. A shield is no armor: its +2 stays on top
//     (armorClass, spell_effects.go).

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// castForbidden refuses a cast its caster's or a target's state forbids.
func (s *State) castForbidden(a int, sp *compendium.Spell, p castPlan) error {
	c := &s.Combatants[a]
	if c.Class.Raging {
		return refuse(CodeCannot, "%s is raging: it can't cast spells while raging (SRD 5.1 \"Rage\")", c.Name)
	}
	if sp.ACBase > 0 {
		for _, t := range p.targets {
			if tc := &s.Combatants[t]; tc.Armor != "" {
				return refuse(CodeCannot, "%s wears %s: %s is for a creature who isn't wearing armor (SRD 5.1 %q)", tc.Name, tc.Armor, sp.Name, sp.Name)
			}
		}
	}
	return nil
}

// shieldAC is the armor class a carried shield adds (seed 000 "ARMOR
// CLASS": "Shield +2"), 0 without one.
func shieldAC(spec *CombatantSpec) (int, error) {
	if !spec.Shield {
		return 0, nil
	}
	sh, err := compendium.LookupArmor("shield")
	if err != nil {
		return 0, fmt.Errorf("shield: %w", err)
	}
	return sh.AC, nil
}
