package compendium

import (
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// A spell whose caster chooses its damage type (seed 000 "chromatic orb
// (acid, cold, fire, lightning, poison, or thunder)"; PHB "Chromatic
// Orb": "You hurl a 4-inch-diameter sphere of energy ... choose acid,
// cold, fire, lightning, poison, or thunder for the type of orb you
// create"): `types` lists the choices, and `type` is the one the engine
// deals when the cast names none, which must be among them.

func parseSpellTypes(e *entry, s *Spell) error {
	names, err := e.list("types")
	if err != nil || len(names) == 0 {
		return err
	}
	if s.Damage == "" {
		return e.err("types", "a spell without damage has no damage type to choose")
	}
	if s.DamageTypes, err = rules.ParseDamageTypes(names); err != nil {
		return e.err("types", "%v", err)
	}
	if !slices.Contains(s.DamageTypes, s.DamageType) {
		var ns []string
		for _, t := range s.DamageTypes {
			ns = append(ns, string(t))
		}
		return e.err("types", "the default type %s is not among the choices %s", s.DamageType, strings.Join(ns, ", "))
	}
	return nil
}
