package battle

import (
	"fmt"
	"slices"
	"strings"
)

// Held and stowed weapons. A creature starts the fight holding every
// weapon its file gives it; NAME stow WEAPON puts one away (its attacks
// are gone until drawn), NAME draw WEAPON takes it back in hand. What each
// costs is the ruleset's:
//
//   - SRD 5.1 "Other Activity on Your Turn" (5e-2014, 5e-2024): drawing or
//     sheathing a weapon is an interaction with an object, free the first
//     each turn, the action for a second — as `interact` and `pick up`.
//   - Seed 004 "Readying Weapons" (osr): "Available weapons may be readied
//     for free while moving"; "Stowing held weapons takes a full action".
//     Drawing is free, no interaction spent, while the creature can still
//     move this turn; once it can't (it cast a spell, its speed is 0 or
//     spent) the seed has nothing to say and the SRD 5.1's interaction
//     stands.
//
// Stowing one of a pair (a weapons list's shortsword twice) stows one: the
// other stays in hand, no longer a pair (weapon_thrown.go).
//
// The verb is draw, not ready: `NAME ready attack ...` is the Ready action
// (ready.go).

// The events of drawing and stowing.
const (
	EvWeaponStowed = "weapon_stowed" // Actor put one of the weapon of the attack With away (weapon_thrown.go: release)
	EvWeaponDrawn  = "weapon_drawn"  // Actor holds the stowed attack With again; Reason the cost
)

// CodeStowed refuses an attack with a weapon the creature has stowed.
const CodeStowed Code = "stowed"

// StowedWeapon is a weapon a creature put away: its attacks, until drawn.
type StowedWeapon struct {
	Attacks []Attack
}

// stowCmd is NAME stow WEAPON.
func (d *decider) stowCmd(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	what := strings.TrimSpace(cmd.With)
	if what == "" {
		return refuse(CodeSyntax, "%q: stow which weapon? (NAME stow WEAPON)", cmd.Text)
	}
	w := c.attackNamedFold(what)
	if w == nil {
		return refuse(CodeUnknownName, "%s holds no weapon %q to stow (it holds %s)", c.Name, what, orNone(stowable(c)))
	}
	if !heldWeapon(c, w) || w.From != nil {
		return refuse(CodeCannot, "%s's %s is no weapon it holds in hand: it can't be stowed", c.Name, w.Name)
	}
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't stow a weapon", c.Name, c.Conds)
	}
	name := w.Name
	if s.Rules().StowAction {
		if err := d.needAction(cmd.Actor); err != nil {
			return err
		}
		d.emit(Event{Type: EvAction, Actor: c.Name, Action: "stow", With: name,
			Text: fmt.Sprintf("%s stows its %s: its action (seed 004 \"Readying Weapons\": stowing held weapons takes a full action)", c.Name, name)})
	} else if err := d.objectInteraction(cmd.Actor, "stow "+name); err != nil {
		return err
	}
	d.emit(Event{Type: EvWeaponStowed, Actor: c.Name, With: name, Text: fmt.Sprintf("%s's %s is stowed: it attacks with it again once drawn", c.Name, name)})
	return d.err
}

// drawCmd is NAME draw WEAPON.
func (d *decider) drawCmd(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	what := strings.TrimSpace(cmd.With)
	k := slices.IndexFunc(c.Stowed, func(sw StowedWeapon) bool {
		return what == "" || strings.EqualFold(sw.Attacks[0].Name, what)
	})
	if k < 0 {
		var ns []string
		for _, sw := range c.Stowed {
			ns = append(ns, sw.Attacks[0].Name)
		}
		return refuse(CodeCannot, "%s has no stowed weapon %q to draw (stowed: %s)", c.Name, what, orNone(ns))
	}
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't draw a weapon", c.Name, c.Conds)
	}
	name := c.Stowed[k].Attacks[0].Name
	cost := ""
	if s.Rules().DrawFree && s.canStillMove(cmd.Actor) {
		cost = "free while moving (seed 004 \"Readying Weapons\")"
	} else {
		if err := d.objectInteraction(cmd.Actor, "draw "+name); err != nil {
			return err
		}
		cost = "an object interaction"
	}
	d.emit(Event{Type: EvWeaponDrawn, Actor: c.Name, With: name, Reason: cost, Text: fmt.Sprintf("%s draws its %s (%s)", c.Name, name, cost)})
	return d.err
}

// objectInteraction spends creature a's interaction with an object: free
// the first each turn, the action for a second (seed 001 "Other Activity
// on Your Turn": "draw or sheathe a sword").
func (d *decider) objectInteraction(a int, what string) error {
	c := &d.st.Combatants[a]
	cost := "free: its one object interaction this turn"
	if c.Turn.Object {
		if err := d.needAction(a); err != nil {
			return refuse(CodeNoAction, "%s has used its free object interaction this turn, and a second takes its action: %v", c.Name, err)
		}
		cost = "a second interaction takes its action"
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "interact", With: what, Text: fmt.Sprintf("%s: %s (%s)", c.Name, what, cost)})
	return d.err
}

// canStillMove reports whether creature a may still move on its turn:
// it can move, has feet of its walking speed left, and (OSR) has cast no
// spell this turn (seed 004: "Spellcasters can't move after casting").
func (s *State) canStillMove(a int) bool {
	if s.Combatants[a].Turn.CastOSR {
		return false
	}
	_, err := s.movementLeft(a, "")
	return err == nil
}

// stowable names the weapons creature c holds that it could stow.
func stowable(c *Combatant) []string {
	var ns []string
	for i := range c.Attacks {
		if w := &c.Attacks[i]; heldWeapon(c, w) && w.From == nil {
			ns = append(ns, w.Name)
		}
	}
	return ns
}

// attackNamedFold is its attack of that name in any case, nil if none.
func (c *Combatant) attackNamedFold(name string) *Attack {
	for i := range c.Attacks {
		if strings.EqualFold(c.Attacks[i].Name, name) {
			return &c.Attacks[i]
		}
	}
	return nil
}

// stowedRefusal refuses an attack with a weapon creature c has stowed,
// nil when it has none by that name.
func stowedRefusal(c *Combatant, name string) error {
	for _, sw := range c.Stowed {
		for _, w := range sw.Attacks {
			if strings.EqualFold(w.Name, name) {
				return refuse(CodeStowed, "%s's %s is stowed: it must draw it first (NAME draw %s)", c.Name, w.Name, sw.Attacks[0].Name)
			}
		}
	}
	return nil
}

// applyWeapons folds weapon_stowed and weapon_drawn.
func (s *State) applyWeapons(a int, e Event) error {
	if a < 0 {
		return fmt.Errorf("battle: event %d (%s): no actor", e.Seq, e.Type)
	}
	c := &s.Combatants[a]
	if e.Type == EvWeaponStowed {
		c.stow(e.With)
		return nil
	}
	c.draw(e.With)
	return nil
}

// stow puts one of the weapon of the named attack away: a spare when it
// holds two (one of a pair), else its attacks, and the other attacks of
// its compendium weapon (a dagger's thrown one) with them
// (weapon_thrown.go).
func (c *Combatant) stow(name string) {
	if c.attackNamed(name) == nil {
		return
	}
	gone := c.release(name)
	c.Stowed = append(slices.Clone(c.Stowed), StowedWeapon{Attacks: gone})
}

// draw puts a stowed weapon back in hand (takeBack).
func (c *Combatant) draw(name string) {
	k := slices.IndexFunc(c.Stowed, func(sw StowedWeapon) bool { return sw.Attacks[0].Name == name })
	if k < 0 {
		return
	}
	c.takeBack(c.Stowed[k].Attacks)
	c.Stowed = slices.Delete(slices.Clone(c.Stowed), k, k+1)
}
