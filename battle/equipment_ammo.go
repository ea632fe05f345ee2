package battle

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Ammunition (docs/encounters.md, `ammunition`): seed 000 "Weapon
// properties": "Ammunition: Recover half expended ammunition at end of
// battle"; SRD 5.1 "Ammunition": "Each time you attack with the weapon,
// you expend one piece of ammunition ... At the end of the battle, you can
// recover half your expended ammunition".
//
//   - An entry's `ammunition` counts pieces by kind (`arrows`, `bolts`,
//     `sling-bullets`, `needles`, `bullets`, `shells`, `energy-cells`), or
//     by the name of one of its attacks (`{hand crossbow: 5}`, for an
//     attack written by hand with the ammunition property).
//   - An attack with the ammunition property uses the count keyed by its
//     own name, else its compendium weapon's kind. A kind the entry does not
//     list is not counted (a creature with no `ammunition` never runs out).
//   - Each attack with it (the `attack` event) spends one; with none left
//     the attack is refused, naming the weapon and the kind.
//   - When the fight ends, an `ammunition` event per creature and kind
//     gives back half the pieces it spent, rounded down.

// EvAmmo records spent ammunition recovered at the end of the fight:
// actor, with (the kind), amount (pieces recovered) and total (pieces it
// then has).
const EvAmmo = "ammunition"

// ammoKinds is the ammunition each compendium weapon with the property
// shoots.
var ammoKinds = map[string]string{
	"shortbow": "arrows", "longbow": "arrows",
	"light-crossbow": "bolts", "hand-crossbow": "bolts", "heavy-crossbow": "bolts",
	"sling": "sling-bullets", "blowgun": "needles",
	"pistol": "bullets", "musket": "bullets", "automatic-pistol": "bullets", "revolver": "bullets",
	"hunting-rifle": "bullets", "automatic-rifle": "bullets", "shotgun": "shells",
	"laser-pistol": "energy-cells", "antimatter-rifle": "energy-cells", "laser-rifle": "energy-cells",
}

// AmmoState is a creature's ammunition: pieces left and spent by kind, and
// the kind each of its attacks shoots. The maps are never changed in place
// (a State's Clone shares them): Apply replaces them.
type AmmoState struct {
	Left, Spent map[string]int
	Of          map[string]string // attack name (lower case) -> kind
	// Firearms with the reload property (equipment_reload.go): shots
	// between reloads and shots fired since, by attack name (lower case).
	Reload, Fired map[string]int
	// Kinds used up for good when used: explosives (equipment_explosive.go),
	// which nothing recovers.
	UsedUp map[string]bool
}

// ammoKind is the kind an attack of an entry shoots, "" when it isn't
// counted.
func ammoKind(counts map[string]int, name string, props []string) string {
	if !slices.Contains(props, "ammunition") {
		return ""
	}
	n := strings.ToLower(strings.TrimSpace(name))
	if _, ok := counts[n]; ok {
		return n
	}
	if w, err := compendium.LookupWeapon(strings.ReplaceAll(n, " ", "-")); err == nil {
		if k := ammoKinds[w.ID]; k != "" {
			if _, ok := counts[k]; ok {
				return k
			}
		}
	}
	return ""
}

// buildAmmo gives a combatant being built the entry's ammunition.
func buildAmmo(c *Combatant, spec *CombatantSpec) {
	buildReload(c)                 // equipment_reload.go
	defer buildExplosives(c, spec) // equipment_explosive.go
	if len(spec.Ammunition) == 0 {
		return
	}
	counts := map[string]int{}
	for k, v := range spec.Ammunition {
		counts[strings.ToLower(strings.TrimSpace(k))] = v
	}
	c.Ammo.Left, c.Ammo.Spent, c.Ammo.Of = counts, map[string]int{}, map[string]string{}
	for _, a := range c.Attacks {
		if k := ammoKind(counts, a.Name, a.Properties); k != "" {
			c.Ammo.Of[strings.ToLower(a.Name)] = k
		}
	}
}

// checkAmmo validates an entry's ammunition: whole numbers from 0, keyed
// by a kind or the name of an attack of the entry.
func (l *loader) checkAmmo(c *CombatantSpec, p string) error {
	kinds := map[string]bool{}
	for _, k := range ammoKinds {
		kinds[k] = true
	}
	for _, a := range c.Attacks {
		kinds[strings.ToLower(strings.TrimSpace(a.Name))] = true
	}
	for _, k := range slices.Sorted(maps.Keys(c.Ammunition)) {
		f := p + ".ammunition." + k
		if !kinds[strings.ToLower(strings.TrimSpace(k))] && explosiveOf(c.Weapons, k) == nil {
			return l.errf(f, "%q is no kind of ammunition (arrows, bolts, sling-bullets, needles, bullets, shells, energy-cells), nor an attack of the entry, nor an explosive among its weapons", k)
		}
		if c.Ammunition[k] < 0 {
			return l.errf(f, "%d pieces: want 0 or more", c.Ammunition[k])
		}
	}
	return nil
}

// AmmoReady reports whether creature a's named attack has what it
// shoots: a piece of its ammunition left and, for a firearm with
// `reload`, a shot loaded (the attack command's own refusals). The
// policies ask it before counting on a bow with no arrows left.
func (s *State) AmmoReady(a int, attack string) bool {
	c := &s.Combatants[a]
	if len(c.Ammo.Of) == 0 && len(c.Ammo.Reload) == 0 {
		return true // nothing counted
	}
	w := c.attackNamed(attack)
	return w == nil || s.ammoReady(a, w) == nil
}

// ammoReady refuses an attack with a weapon whose ammunition is spent.
func (s *State) ammoReady(a int, w *Attack) error {
	c := &s.Combatants[a]
	if err := s.loadedReady(a, w); err != nil { // equipment_reload.go
		return err
	}
	if len(c.Ammo.Of) == 0 {
		return nil // nothing counted: no name to lower for every attack weighed
	}
	k := c.Ammo.Of[strings.ToLower(w.Name)]
	if k == "" || c.Ammo.Left[k] > 0 {
		return nil
	}
	return refuse(CodeCannot, "%s is out of %s: %s has none left to shoot", w.Name, k, c.Name)
}

// spendAmmo folds an attack with a counted weapon: one piece spent.
func (s *State) spendAmmo(a int, with string) {
	c := &s.Combatants[a]
	s.fire(a, with) // equipment_reload.go
	k := c.Ammo.Of[strings.ToLower(with)]
	if k == "" {
		return
	}
	left, spent := maps.Clone(c.Ammo.Left), maps.Clone(c.Ammo.Spent)
	left[k] = max(left[k]-1, 0)
	if !c.Ammo.UsedUp[k] {
		spent[k]++ // recovered in part when the fight ends
	}
	c.Ammo.Left, c.Ammo.Spent = left, spent
}

// applyAmmo folds an ammunition event: the pieces recovered are back, and
// nothing of that kind is counted as spent any more.
func (s *State) applyAmmo(a int, e Event) {
	c := &s.Combatants[a]
	left, spent := maps.Clone(c.Ammo.Left), maps.Clone(c.Ammo.Spent)
	if left == nil {
		left = map[string]int{}
	}
	left[e.With] += deref(e.Amount)
	delete(spent, e.With)
	c.Ammo.Left, c.Ammo.Spent = left, spent
}

// recoverAmmo emits, when the fight ends, the half of each creature's
// spent ammunition it recovers.
func (d *decider) recoverAmmo() {
	for i := range d.st.Combatants {
		c := &d.st.Combatants[i]
		for _, k := range slices.Sorted(maps.Keys(c.Ammo.Spent)) {
			spent := c.Ammo.Spent[k]
			if spent == 0 {
				continue
			}
			back := spent / 2
			d.emit(Event{Type: EvAmmo, Actor: c.Name, With: k, Amount: ip(back), Total: ip(c.Ammo.Left[k] + back),
				Text: fmt.Sprintf("%s recovers %d of the %d %s it shot (half, rounded down): %d left", c.Name, back, spent, k, c.Ammo.Left[k]+back)})
		}
	}
}
