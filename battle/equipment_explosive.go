package battle

// Explosives (docs/encounters.md, `weapons`, `ammunition`): a bomb, a
// stick of dynamite, a grenade, a keg or horn of gunpowder (seed 000
// "EXPLOSIVES") goes off once. Each one an entry's `weapons` lists is an
// area attack counted like ammunition: 1 unless `ammunition` gives a count
// keyed by the weapon's id (`{dynamite: 3}`) or its attack's name
// (`{"dynamite (stick)": 3}`); each use spends one, none is recovered when
// the fight ends, and with none left the use is refused.

import (
	"maps"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// explosive reports whether a compendium weapon is used up when used.
func explosive(w *compendium.Weapon) bool {
	return w.Category == "explosive" && w.Area != ""
}

// explosiveOf is the explosive among an entry's weapons that an
// ammunition key names (its id, an alias, or its attack's name), nil if
// none.
func explosiveOf(weapons []string, key string) *compendium.Weapon {
	key = strings.ToLower(strings.TrimSpace(key))
	for _, id := range weapons {
		w, err := compendium.LookupWeapon(id)
		if err != nil || !explosive(w) {
			continue
		}
		if key == strings.ToLower(w.Name) {
			return w
		}
		if k, err := compendium.LookupWeapon(strings.ReplaceAll(key, " ", "-")); err == nil && k.ID == w.ID {
			return w
		}
	}
	return nil
}

// buildExplosives counts an entry's explosives, under their attacks' names.
func buildExplosives(c *Combatant, spec *CombatantSpec) {
	counts := map[string]int{}
	for _, id := range spec.Weapons {
		if w, err := compendium.LookupWeapon(id); err == nil && explosive(w) {
			counts[strings.ToLower(w.Name)] = 1
		}
	}
	if len(counts) == 0 {
		return
	}
	left, of, gone := maps.Clone(c.Ammo.Left), maps.Clone(c.Ammo.Of), map[string]bool{}
	if left == nil {
		left, of, c.Ammo.Spent = map[string]int{}, map[string]string{}, map[string]int{}
	}
	for k, v := range spec.Ammunition {
		if w := explosiveOf(spec.Weapons, k); w != nil {
			delete(left, strings.ToLower(strings.TrimSpace(k)))
			counts[strings.ToLower(w.Name)] = v
		}
	}
	for k, v := range counts {
		left[k], of[k], gone[k] = v, k, true
	}
	c.Ammo.Left, c.Ammo.Of, c.Ammo.UsedUp = left, of, gone
}

// explosiveReady refuses an area attack whose explosives are all used.
func (s *State) explosiveReady(a int, name string) error {
	c := &s.Combatants[a]
	k := c.Ammo.Of[strings.ToLower(name)]
	if k == "" || !c.Ammo.UsedUp[k] || c.Ammo.Left[k] > 0 {
		return nil
	}
	return refuse(CodeCannot, "%s has no %s left: an explosive goes off once, and %s has used every one it carried", c.Name, name, c.Name)
}

// usedUp reports whether the attack named with spends an explosive each
// time it goes off.
func (c *Combatant) usedUp(with string) bool {
	k := c.Ammo.Of[strings.ToLower(with)]
	return k != "" && c.Ammo.UsedUp[k]
}
