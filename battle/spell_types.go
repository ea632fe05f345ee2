package battle

import (
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// A spell whose caster chooses its damage type (compendium `types`:
// chromatic orb's acid, cold, fire, lightning, poison or thunder, seed 000
// "3d8 … chromatic orb"): `cast chromatic orb at Orc as cold`. Without
// "as TYPE" the spell deals its entry's `type` (fire); a type outside its
// choices, or a choice for a spell that has none, is refused.

// castTypeWord takes a trailing "as TYPE" off a cast command's words.
func castTypeWord(cmd *Command, rest []string) []string {
	if n := len(rest); n >= 2 && strings.EqualFold(rest[n-2], "as") {
		cmd.Type = strings.ToLower(rest[n-1])
		return rest[:n-2]
	}
	return rest
}

// castType is the spell as cast with the type the command chose: a copy
// dealing that type, or the spell itself when none was chosen.
func castType(sp *compendium.Spell, typ string) (*compendium.Spell, error) {
	if typ == "" {
		return sp, nil
	}
	if len(sp.DamageTypes) == 0 {
		return nil, refuse(CodeCannot, "%s's caster chooses no damage type: \"as %s\" is for a spell like chromatic orb", sp.Name, typ)
	}
	t, err := rules.ParseDamageType(typ)
	if err != nil || !slices.Contains(sp.DamageTypes, t) {
		var ns []string
		for _, x := range sp.DamageTypes {
			ns = append(ns, string(x))
		}
		return nil, refuse(CodeCannot, "%s is %s, not %s", sp.Name, strings.Join(ns, ", "), typ)
	}
	if t == sp.DamageType {
		return sp, nil
	}
	cp := *sp
	cp.DamageType = t
	return &cp, nil
}
