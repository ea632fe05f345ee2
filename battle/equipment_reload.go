package battle

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Reload (seed 000 "MODERN WEAPONS", "FUTURISTIC WEAPONS": "reload [6
// shots]"; DMG "Firearms": "Reload. A limited number of shots can be made
// with a weapon that has the reload property. A character must then reload
// it using an action"): a compendium weapon with the reload property fires
// its `reload` shots, then refuses to fire until `NAME reload [WEAPON]`,
// which takes the action. The fight starts with every such weapon loaded.

// buildReload gives a combatant being built the capacity of each of its
// attacks from a compendium weapon with the reload property.
func buildReload(c *Combatant) {
	for _, a := range c.Attacks {
		if !a.Has("reload") {
			continue
		}
		n := strings.ToLower(a.Name)
		w, err := compendium.LookupWeapon(strings.ReplaceAll(n, " ", "-"))
		if err != nil || w.Reload == 0 {
			continue
		}
		if c.Ammo.Reload == nil {
			c.Ammo.Reload = map[string]int{}
		}
		c.Ammo.Reload[n] = w.Reload
	}
}

// loadedReady refuses a shot from a weapon whose shots are all fired.
func (s *State) loadedReady(a int, w *Attack) error {
	c := &s.Combatants[a]
	if len(c.Ammo.Reload) == 0 {
		return nil // no firearm: no name to lower for every attack weighed
	}
	n := strings.ToLower(w.Name)
	if shots := c.Ammo.Reload[n]; shots > 0 && c.Ammo.Fired[n] >= shots {
		return refuse(CodeCannot, "%s has fired its %d shots: %s reload %s (an action)", w.Name, shots, c.Name, n)
	}
	return nil
}

// fire folds an attack: a shot from a reload weapon.
func (s *State) fire(a int, with string) {
	c := &s.Combatants[a]
	n := strings.ToLower(with)
	if c.Ammo.Reload[n] == 0 {
		return
	}
	f := maps.Clone(c.Ammo.Fired)
	if f == nil {
		f = map[string]int{}
	}
	f[n]++
	c.Ammo.Fired = f
}

// applyReload folds a reload: the weapon is full again.
func (s *State) applyReload(a int, with string) {
	c := &s.Combatants[a]
	f := maps.Clone(c.Ammo.Fired)
	delete(f, strings.ToLower(with))
	c.Ammo.Fired = f
}

// reload is `NAME reload [WEAPON]`: the action reloads a weapon with the
// reload property; without WEAPON, its only one.
func (d *decider) reload(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	names := slices.Sorted(maps.Keys(c.Ammo.Reload))
	n := strings.ToLower(strings.TrimSpace(cmd.With))
	switch {
	case len(names) == 0:
		return refuse(CodeCannot, "%s has no weapon with the reload property", c.Name)
	case n == "" && len(names) > 1:
		return refuse(CodeSyntax, "%q: reload which? (%s)", cmd.Text, strings.Join(names, ", "))
	case n == "":
		n = names[0]
	case c.Ammo.Reload[n] == 0:
		return refuse(CodeCannot, "%s has no weapon %q with the reload property (%s)", c.Name, n, strings.Join(names, ", "))
	}
	if c.Ammo.Fired[n] == 0 {
		return refuse(CodeCannot, "%s's %s is loaded: it has fired none of its %d shots", c.Name, n, c.Ammo.Reload[n])
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "reload", With: n,
		Text: fmt.Sprintf("%s reloads its %s (%d shots)", c.Name, n, c.Ammo.Reload[n])})
	return d.err
}
