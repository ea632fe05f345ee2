package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// What a spell may be cast on, from its data (compendium/spells_limits.go),
// by the SRD 5.1 spell descriptions:
//
//   - Hold Person: "Choose a humanoid": a creature of another type is
//     refused; upcast, "The humanoids must be within 30 feet of each other
//     when you target them" (and Acid Splash's two targets within 5 ft);
//   - Cure Wounds, Healing Word: "This spell has no effect on undead or
//     constructs": the cast is refused, so that a slot is not spent on
//     nothing (a refusal changes nothing);
//   - Shocking Grasp: "advantage on the attack roll if the target is
//     wearing armor made of metal": the armor a combatant wears is its
//     `armor` entry (a monster's from its stat block), metal as the
//     compendium marks it.
//
// A creature's type is the first word of its `type`. A character with no
// type is humanoid: every SRD 5.1 race is. A monster with no type written
// is none of them: the limits that name a type don't refuse it, as the
// file doesn't say what it is.

// baseType is creature i's type: "humanoid" for "humanoid (goblinoid)";
// "" when the file gives none and it is no character.
func (c *Combatant) baseType() string {
	if t := compendium.BaseType(c.CreatureType); t != "" {
		return t
	}
	if c.Kind == Character || c.Class.Def != nil {
		return "humanoid"
	}
	return ""
}

// spellLimits refuses targets the spell can't affect: a creature of a
// type it is not for, or one it has no effect on, and targets too far
// apart.
func (s *State) spellLimits(a int, sp *compendium.Spell, targets []int) error {
	for _, t := range targets {
		tc := &s.Combatants[t]
		typ := tc.baseType()
		if typ == "" {
			continue
		}
		if len(sp.CreatureTypes) > 0 && !slices.Contains(sp.CreatureTypes, typ) {
			return refuse(CodeCannot, "%s is %s: %s affects only %s (SRD 5.1 %q)", tc.Name, article(typ), sp.Name, plural(sp.CreatureTypes), sp.Name)
		}
		if slices.Contains(sp.NoEffectOn, typ) {
			return refuse(CodeCannot, "%s is %s: %s has no effect on %s (SRD 5.1 %q)", tc.Name, article(typ), sp.Name, plural(sp.NoEffectOn), sp.Name)
		}
	}
	if sp.TargetsWithin > 0 {
		for i, t := range targets {
			for _, u := range targets[i+1:] {
				if t == u {
					continue
				}
				if dist := s.Distance(t, u); dist > sp.TargetsWithin {
					return refuse(CodeOutOfReach, "%s and %s are %d ft apart: %s's targets must be within %d ft of each other (SRD 5.1 %q)",
						s.Combatants[t].Name, s.Combatants[u].Name, dist, sp.Name, sp.TargetsWithin, sp.Name)
				}
			}
		}
	}
	return nil
}

// metalArmor is the advantage a spell's attack roll has against creature
// t when the spell says so and t wears metal armor.
func (s *State) metalArmor(t int, sp *compendium.Spell) rules.Reasons {
	var r rules.Reasons
	tc := &s.Combatants[t]
	if !sp.MetalArmorAdv || tc.Armor == "" {
		return r
	}
	if ar, err := compendium.LookupArmor(tc.Armor); err == nil && ar.Metal {
		r.Add(true, fmt.Sprintf("%s wears metal armor (%s)", tc.Name, strings.ToLower(ar.Name)))
	}
	return r
}

// article is "an undead", "a humanoid".
func article(typ string) string {
	if strings.ContainsRune("aeiou", rune(typ[0])) {
		return "an " + typ
	}
	return "a " + typ
}

// plural names creature types for a message: "humanoids", "undead or
// constructs".
func plural(types []string) string {
	out := make([]string, len(types))
	for i, t := range types {
		if t == "undead" {
			out[i] = t
		} else {
			out[i] = t + "s"
		}
	}
	return strings.Join(out, " or ")
}
