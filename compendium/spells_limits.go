package compendium

import (
	"slices"
	"strings"
)

// What a spell may be cast on, beyond range and sight, as the SRD 5.1
// spell descriptions say it:
//
//   - creature_types: "Choose a humanoid" (hold person): a creature of
//     another type can't be targeted;
//   - no_effect_on: "This spell has no effect on undead or constructs"
//     (cure wounds, healing word);
//   - targets_within: "The humanoids must be within 30 feet of each other
//     when you target them" (hold person upcast), "two creatures within
//     range that are within 5 feet of each other" (acid splash);
//   - metal_armor_advantage: "You have advantage on the attack roll if the
//     target is wearing armor made of metal" (shocking grasp).
//
// A type is the first word of a stat block's type, "humanoid" in
// "humanoid (goblinoid)"; battle reads it from the combatant.

// CreatureTypes are the SRD 5.1 creature types ("Monsters", "Type").
var CreatureTypes = []string{"aberration", "beast", "celestial", "construct", "dragon", "elemental", "fey",
	"fiend", "giant", "humanoid", "monstrosity", "ooze", "plant", "undead"}

// SpellLimits are a spell's limits on its targets.
type SpellLimits struct {
	CreatureTypes []string // only creatures of these types; nil for any
	NoEffectOn    []string // creatures of these types are unaffected
	TargetsWithin int      // feet every target must be within of each other; 0 for no limit
	MetalArmorAdv bool     // advantage on the attack roll against a target in metal armor
}

// BaseType is the creature type a stat block's type names: "humanoid" in
// "humanoid (goblinoid)", lower case; "" for none.
func BaseType(t string) string {
	// The first word, lower-cased (ToLower allocates only when a letter
	// is upper case), with no slice of fields: the engine asks it of a
	// target's type for every spell it weighs.
	return strings.TrimRight(strings.ToLower(firstWord(t)), ",(")
}

func parseSpellLimits(e *entry, s *Spell) error {
	var err error
	types := func(key string) ([]string, error) {
		l, err := e.list(key)
		if err != nil {
			return nil, err
		}
		for _, t := range l {
			if !slices.Contains(CreatureTypes, t) {
				return nil, e.err(key, "%q%s is no creature type: use %s", t, suggest(t, CreatureTypes), strings.Join(CreatureTypes, ", "))
			}
		}
		return l, nil
	}
	if s.CreatureTypes, err = types("creature_types"); err != nil {
		return err
	}
	if s.NoEffectOn, err = types("no_effect_on"); err != nil {
		return err
	}
	for _, t := range s.NoEffectOn {
		if slices.Contains(s.CreatureTypes, t) {
			return e.err("no_effect_on", "%s is in creature_types too: a spell can't be only for a type and have no effect on it", t)
		}
	}
	if s.TargetsWithin, err = e.integer("targets_within", 5, 1000); err != nil {
		return err
	}
	if s.TargetsWithin%5 != 0 {
		return e.err("targets_within", "a multiple of 5 feet, not %d", s.TargetsWithin)
	}
	if s.MetalArmorAdv, err = e.boolean("metal_armor_advantage"); err != nil {
		return err
	}
	if s.MetalArmorAdv && s.Attack == "" {
		return e.err("metal_armor_advantage", "advantage is on an attack roll: give attack: melee or ranged")
	}
	return nil
}
