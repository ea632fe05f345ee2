package compendium

import (
	"fmt"
	"slices"
	"strings"
)

// Proficiencies: what a list of weapon and armor proficiencies covers (a
// class's `weapons` and `armor`, and an encounter entry's
// `proficiencies`, package battle). SRD 5.1 "Proficiency Bonus", "Weapon
// Proficiency" and "Armor Proficiency" give the rules; the words are
//
//   - simple, martial: the SRD's two weapon categories (simple-melee and
//     simple-ranged, martial-melee and martial-ranged);
//   - firearm: seed 000's renaissance, modern and futuristic firearms. SRD
//     5.1 has no firearms and gives no class proficiency with them (the
//     DMG leaves it to the DM), so here no class has it: an entry gets it
//     with `proficiencies: [firearm]`, or one gun by its id;
//   - a weapon's id (longsword, hand-crossbow): that weapon alone;
//   - light, medium, heavy, shields: the armor categories.
//
// Explosives and siege engines need none: an explosive calls for a save
// against its own DC, and a siege engine attacks with its own bonus, so no
// proficiency bonus is at stake.

// WeaponGroups are the proficiency words that name a group of weapons.
var WeaponGroups = []string{"simple", "martial", "firearm"}

// ArmorGroups are the proficiency words for armor, as classes write them.
var ArmorGroups = []string{"light", "medium", "heavy", "shields"}

// WeaponGroup is the proficiency group a weapon belongs to: "simple",
// "martial" or "firearm"; "" for explosives and siege engines, which need
// no proficiency.
func (w *Weapon) WeaponGroup() string {
	switch {
	case strings.HasPrefix(w.Category, "simple-"):
		return "simple"
	case strings.HasPrefix(w.Category, "martial-"):
		return "martial"
	case w.Category == "firearm":
		return "firearm"
	}
	return ""
}

// ProficientWeapon reports whether a list of proficiencies covers w: by
// its group or its id. A weapon of no group (an explosive, a siege engine)
// is always covered.
func ProficientWeapon(profs []string, w *Weapon) bool {
	g := w.WeaponGroup()
	return g == "" || slices.Contains(profs, g) || slices.Contains(profs, w.ID)
}

// ProficientArmor reports whether a list of proficiencies covers armor a
// (a shield by "shields").
func ProficientArmor(profs []string, a *Armor) bool {
	want := a.Category
	if want == "shield" {
		want = "shields"
	}
	return slices.Contains(profs, want)
}

// ParseProficiency reads one word of a proficiency list, in any case: a
// weapon group, an armor group, or a weapon's id or alias, which it
// returns as the weapon's id.
func ParseProficiency(p string) (string, error) {
	p = strings.ToLower(strings.TrimSpace(p))
	if slices.Contains(WeaponGroups, p) || slices.Contains(ArmorGroups, p) {
		return p, nil
	}
	if p == "shield" {
		return "shields", nil
	}
	w, err := LookupWeapon(p)
	if err != nil {
		return "", fmt.Errorf("proficiency %q: use %s, %s, or a weapon's id (%v)", p,
			strings.Join(WeaponGroups, ", "), strings.Join(ArmorGroups, ", "), err)
	}
	return w.ID, nil
}
