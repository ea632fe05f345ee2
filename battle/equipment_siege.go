package battle

// Siege engines' minimum range (seed 000 "SEIGE EQUIPMENT": "Mangonel ...
// range 200/800 (min. 60 ft.)", the trebuchet likewise): a compendium
// weapon's min_range is kept on its attack, and an attack at a target
// nearer than that is refused, citing it.

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// buildSiege gives the attacks of an entry's siege engines their minimum
// range.
func buildSiege(c *Combatant, spec *CombatantSpec) {
	for _, id := range spec.Weapons {
		w, err := compendium.LookupWeapon(id)
		if err != nil || w.MinRange == 0 {
			continue
		}
		for i := range c.Attacks {
			if strings.EqualFold(c.Attacks[i].Name, w.Name) {
				c.Attacks[i].MinRange = w.MinRange
			}
		}
	}
}

// tooNear refuses an attack at a target within the weapon's minimum range.
func tooNear(c, tc *Combatant, w *Attack, dist int) error {
	if w.MinRange == 0 || dist >= w.MinRange {
		return nil
	}
	return refuse(CodeCannot, "%s is %d ft from %s: a %s can't hit within its minimum range of %d ft (seed 000 \"SEIGE EQUIPMENT\")",
		tc.Name, dist, c.Name, w.Name, w.MinRange)
}
