package battle

// Keen senses (trait.go): "The troll has advantage on Wisdom (Perception)
// checks that rely on smell" (SRD 5.1 Troll; the Wolf's Keen Hearing and
// Smell, the Owlbear's Keen Sight and Smell, the Scout's Keen Hearing and
// Sight). The engine's Perception checks all look for hidden creatures —
// the Search action, a legendary Detect — and so do the passive ones that
// decide surprise and whether a hidden creature stays unnoticed: a
// creature is found by sight, sound or smell alike, so any keen sense it
// can use gives the advantage, and a passive Perception with advantage is
// 5 higher (SRD 5.1 "Passive Checks"). Keen sight is no use while blinded,
// keen hearing none while deafened.

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// keenNow are the keen senses creature c can use now.
func (c *Combatant) keenNow() []string {
	if len(c.Traits.Keen) == 0 {
		return nil
	}
	var out []string
	for _, k := range c.Traits.Keen {
		if k == "sight" && c.Conds.Has(rules.Blinded) || k == "hearing" && c.Conds.Has(rules.Deafened) {
			continue
		}
		out = append(out, k)
	}
	return out
}

// keenReasons is the advantage keen senses give a Wisdom (Perception) check.
func keenReasons(c *Combatant, skill string) rules.Reasons {
	var r rules.Reasons
	if skill != "perception" {
		return r
	}
	if k := c.keenNow(); len(k) > 0 {
		r.Add(true, "keen "+strings.Join(k, " and "))
	}
	return r
}

// keenPassive is what keen senses add to passive Perception: advantage is +5.
func (c *Combatant) keenPassive() int {
	if len(c.keenNow()) > 0 {
		return 5
	}
	return 0
}
