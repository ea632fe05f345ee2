package battle

import (
	"slices"
	"strings"
)

// Stat-block attacks (an entry's `attacks`) that are two attacks in one,
// played as the compendium's weapons are (equipment.go), so that the
// rules see one kind of attack at a time:
//
//   - "Melee or Ranged Weapon Attack" (SRD 5.1 Guard: "Spear. Melee or
//     Ranged Weapon Attack: +3 to hit, reach 5 ft. or range 20/60 ft."),
//     written with the `thrown` property and a range, is NAME, a melee
//     attack within its reach, and "thrown NAME", a ranged attack at its
//     range: opportunity attacks, disadvantage within 5 ft, Sneak Attack
//     and the underwater rules each see the use that is made. An attack
//     whose name already starts with "thrown " is the thrown use alone,
//     written apart because its damage differs (SRD 5.1 Bugbear's
//     javelin: 2d6 + 2 in melee, 1d6 + 2 at range).
//   - A versatile attack's `versatile` damage ("5 (1d8 + 1) piercing
//     damage if used with two hands to make a melee attack") is its melee
//     damage when the creature carries no shield (`shield`), as for a
//     compendium weapon (seed 000 "Versatile"); a thrown use deals the
//     one-handed damage.
//
// The split is made as the combatant is built; the entry keeps one attack,
// which a multiattack or a legendary action names for its melee use. Both
// uses share the entry's slot: its recharge and on_hit.

// thrownPrefix names the thrown use of a melee-or-ranged attack.
const thrownPrefix = "thrown "

// meleeOrRanged reports whether a stat-block attack is both a melee and a
// thrown attack.
func meleeOrRanged(a *AttackSpec) bool {
	return a.Range != "" && hasProp(a.Properties, "thrown") &&
		!strings.HasPrefix(strings.ToLower(strings.TrimSpace(a.Name)), thrownPrefix)
}

func hasProp(list []string, p string) bool {
	return slices.ContainsFunc(list, func(x string) bool { return strings.EqualFold(strings.TrimSpace(x), p) })
}

// statBlockSpecs is the attack entries a stat-block attack gives a
// creature that does or doesn't carry a shield: itself, or its melee and
// thrown uses; a versatile damage chosen.
func statBlockSpecs(a AttackSpec, shield bool) []AttackSpec {
	melee := a
	melee.Versatile = ""
	if a.Versatile != "" && !shield {
		melee.Damage = a.Versatile
	}
	if !meleeOrRanged(&a) {
		return []AttackSpec{melee}
	}
	melee.Range = ""
	melee.Properties = slices.DeleteFunc(slices.Clone(a.Properties), func(p string) bool { return strings.EqualFold(p, "thrown") })
	thrown := a
	thrown.Versatile = ""
	thrown.Name = thrownPrefix + a.Name
	return []AttackSpec{melee, thrown}
}

// statBlockNames are the attack names a stat-block attack gives.
func statBlockNames(a *AttackSpec) []string {
	if meleeOrRanged(a) {
		return []string{a.Name, thrownPrefix + a.Name}
	}
	return []string{a.Name}
}

// checkStatBlock checks an attack's versatile damage and that its thrown
// use's name is free among all, the entry's attacks, at file:line.
func (l *loader) checkStatBlock(a *AttackSpec, p string, all []AttackSpec) error {
	if a.Versatile != "" {
		switch {
		case isAreaAttack(a):
			return l.errf(p+".versatile", "an area attack makes no attack roll: it has no versatile damage")
		case !hasProp(a.Properties, "versatile"):
			return l.errf(p+".versatile", "the versatile damage (used with two hands) goes with the versatile property: add versatile to properties")
		case a.Range != "" && !meleeOrRanged(a):
			return l.errf(p+".versatile", "%s is a ranged attack: the versatile damage is for a melee attack made with two hands", a.Name)
		}
		if err := l.checkDamage(a.Versatile, p+".versatile"); err != nil {
			return err
		}
	}
	if !meleeOrRanged(a) {
		return nil
	}
	twin := thrownPrefix + a.Name
	for _, b := range all {
		if strings.EqualFold(strings.TrimSpace(b.Name), twin) {
			return l.errf(p+".name", "%s is a melee-or-ranged (thrown) attack: it gives the attack %q, which the entry also lists; write one of them",
				a.Name, twin)
		}
	}
	return nil
}
