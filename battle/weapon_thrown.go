package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Thrown weapons leave the hand: seed 003 "Ranged Attacks" ("you fire a
// bow or a crossbow, hurl a handaxe"), the "Thrown" property of seeds 000
// and 001 ("you can throw the weapon to make a ranged attack").
//
//   - An attack that throws a compendium weapon — `thrown NAME` of a melee
//     weapon with the thrown property, or a weapon that is only thrown (a
//     dart, a net) — sends it from the hand, hit or miss. It lands on the
//     square of the target's space nearest the thrower (a miss lands by
//     its target too: the engine plays no scatter) and lies there as a
//     dropped weapon (a `weapon_dropped` event with action "thrown") until
//     `pick up` takes it back within 5 ft (osr_fumble.go).
//   - An entry's weapons list may name a thrown weapon several times (four
//     javelins, two handaxes): the first gives the attacks, each further
//     one is a spare (Combatant.Spares). Drawing the next is part of the
//     throw, as drawing ammunition is part of the attack (SRD 5.1
//     "Ammunition"; the 2024 rules' Thrown property says as much of thrown
//     weapons): while a spare is left the weapon's attacks stay, and the
//     Attack action's later attacks may throw it again. The last thrown,
//     its attacks, melee and thrown, are gone until one is picked up.
//   - Two of a light melee weapon are a pair for two-weapon fighting
//     (attack_offhand.go) while it holds two: throwing one leaves one.
//   - Whatever takes a weapon from the hand — a throw, a fumble's drop or
//     break, a stow, the critical-fail table's burning weapon — takes one
//     copy, a spare first; taking one back adds a spare when the weapon's
//     attacks are still there.
//   - A stat block's attack (no compendium weapon behind it: the orc's
//     javelin) is not counted: a stat block gives no count, and its
//     thrown attacks stay unlimited as written.

// throws reports whether an attack with w sends its weapon from the hand:
// a compendium weapon's ranged attack with the thrown property.
func (w *Attack) throws() bool {
	return w.Weapon != "" && w.Ranged && w.Has("thrown")
}

// copies is how many of the compendium weapon id creature c holds: none
// without its attacks, else one and its spares.
func (c *Combatant) copies(id string) int {
	if id == "" || !slices.ContainsFunc(c.Attacks, func(w Attack) bool { return w.Weapon == id }) {
		return 0
	}
	return 1 + timesListed(c.Spares, id)
}

// Throws is how many attacks creature a can make with its attack named
// name before the weapon is all thrown (the copies of it it holds), or -1
// when the attack throws nothing away (a blow, a bow's shot, a stat
// block's javelin). Policies ask it before throwing their last weapon.
func (s *State) Throws(a int, name string) int {
	c := &s.Combatants[a]
	w := c.attackNamed(name)
	if w == nil || !w.throws() {
		return -1
	}
	return c.copies(w.Weapon)
}

// land sends the weapon of creature a's thrown attack w to the square of
// target t's space nearest a, unless the attack itself already took it
// from the hand (fumbled away: had is how many it held before).
func (d *decider) land(a, t int, w *Attack, had int) {
	s := d.st
	c := &s.Combatants[a]
	if !w.throws() || c.copies(w.Weapon) < had || had == 0 {
		return
	}
	at := s.nearestOf(t, a)
	d.emit(Event{Type: EvWeaponDropped, Actor: c.Name, With: w.Name, To: at.String(), Action: "thrown",
		Reason: fmt.Sprintf("thrown at %s", s.Combatants[t].Name),
		Text: fmt.Sprintf("%s's %s lands at %s, by %s (a thrown weapon leaves the hand: seed 003 \"Ranged Attacks\"); %s",
			c.Name, strings.TrimPrefix(w.Name, thrownPrefix), at, s.Combatants[t].Name, throwLeft(c, had-1))})
}

// throwLeft says what a thrower still holds of the weapon it threw.
func throwLeft(c *Combatant, left int) string {
	if left > 0 {
		return fmt.Sprintf("%s draws the next as part of the attack (%d left)", c.Name, left)
	}
	return fmt.Sprintf("its attacks with it wait until %s picks it up", c.Name)
}

// nearestOf is the square of creature t's space nearest creature a's.
func (s *State) nearestOf(t, a int) grid.Square {
	at, n := s.space(t)
	best, bestD := at, -1
	for r := at.Row; r < at.Row+n; r++ {
		for col := at.Col; col < at.Col+n; col++ {
			sq := grid.Square{Col: col, Row: r}
			if dd := s.feetToSquare(a, sq); bestD < 0 || dd < bestD {
				best, bestD = sq, dd
			}
		}
	}
	return best
}

// release takes one of the weapon of its attack named name from creature
// c's hands, and returns that copy's attacks: a spare when it has one
// (its attacks stay), else the attacks themselves, and the other attacks
// of its compendium weapon (a dagger's thrown one) with them.
func (c *Combatant) release(name string) []Attack {
	w := c.attackNamed(name)
	if w == nil {
		return nil
	}
	weapon := w.Weapon
	var keep, gone []Attack
	for _, x := range c.Attacks {
		if x.Name == name || weapon != "" && x.Weapon == weapon {
			gone = append(gone, x)
			continue
		}
		keep = append(keep, x)
	}
	if k := slices.Index(c.Spares, weapon); weapon != "" && k >= 0 {
		c.Spares = slices.Delete(slices.Clone(c.Spares), k, k+1)
		return gone // copies: c.Attacks is left as it was
	}
	c.Attacks = keep
	return gone
}

// takeBack puts one weapon's attacks back in creature c's hands: a spare
// when it still holds that compendium weapon, else the attacks, in their
// stat block order.
func (c *Combatant) takeBack(atks []Attack) {
	if len(atks) == 0 {
		return
	}
	if id := atks[0].Weapon; c.copies(id) > 0 {
		c.Spares = append(slices.Clone(c.Spares), id)
		return
	}
	all := append(slices.Clone(c.Attacks), atks...)
	slices.SortStableFunc(all, func(x, y Attack) int { return x.Slot - y.Slot })
	c.Attacks = all
}

// droppedRefusal refuses an attack with a weapon creature c dropped or
// threw, nil when none of that name lies on the ground.
func droppedRefusal(c *Combatant, name string) error {
	for _, dw := range c.Dropped {
		for _, w := range dw.Attacks {
			if strings.EqualFold(w.Name, name) {
				return refuse(CodeCannot, "%s's %s lies at %s: it must pick it up first, within 5 ft (NAME pick up %s)", c.Name, w.Name, dw.At, dw.Attacks[0].Name)
			}
		}
	}
	return nil
}

// buildSpares gives a combatant being built the further copies of the
// weapons its entry lists more than once (checked by Load: pairOf).
func buildSpares(c *Combatant, spec *CombatantSpec) {
	for i, id := range spec.Weapons {
		if slices.Contains(spec.Weapons[:i], id) {
			c.Spares = append(c.Spares, id)
		}
	}
}
