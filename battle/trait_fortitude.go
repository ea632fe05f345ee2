package battle

// Traits that keep a creature from 0 hit points (trait.go):
//
//   - Undead Fortitude (SRD 5.1 Zombie): "If damage reduces the zombie to 0
//     hit points, it must make a Constitution saving throw with a DC of
//     5+the damage taken, unless the damage is radiant or from a critical
//     hit. On a success, the zombie drops to 1 hit point instead." The
//     damage taken is the hit's total after resistances; a hit with any
//     radiant part is "radiant damage" and gets no save.
//   - Relentless (SRD 5.1 Boar): "If the boar takes 7 damage or less that
//     would reduce it to 0 hit points, it is reduced to 1 hit point
//     instead." It recharges after a short or long rest, so it works once
//     a fight.
//
// Both rule before anything that 0 hit points does: a monster's death, a
// knock-out. The creature never drops, so nothing of dropping follows.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// holdOn rules on a creature that damage has just brought to 0 hit points
// from above: it reports whether a trait left it at 1 hit point instead.
func (d *decider) holdOn(i int, parts []part, total int, hi hitInfo) bool {
	c := &d.st.Combatants[i]
	if c.Traits.UndeadFortitude {
		if ok := d.undeadFortitude(i, parts, total, hi); ok || d.err != nil {
			return ok
		}
	}
	if n := c.Traits.Relentless; n > 0 && !c.Trait.RelentlessUsed && total <= n {
		d.emit(Event{Type: EvTrait, Actor: c.Name, With: TraitRelentless, Amount: ip(total), HP: ip(1), Success: bp(true),
			Text: fmt.Sprintf("%s's Relentless: %d damage is %d or less, so it is reduced to 1 hit point instead of 0 (once until it rests)", c.Name, total, n)})
		return true
	}
	return false
}

// undeadFortitude makes the save, or says why there is none.
func (d *decider) undeadFortitude(i int, parts []part, total int, hi hitInfo) bool {
	c := &d.st.Combatants[i]
	why := ""
	switch {
	case hi.crit:
		why = "the damage is from a critical hit"
	case radiant(parts):
		why = "the damage is radiant"
	}
	if why != "" {
		d.emit(Event{Type: EvTrait, Actor: c.Name, With: TraitUndeadFortitude, Success: bp(false), Reason: why,
			Text: fmt.Sprintf("%s's Undead Fortitude: no save, %s", c.Name, why)})
		return false
	}
	dc := 5 + total
	ok, err := d.save(i, rules.Con, dc, fmt.Sprintf("for Undead Fortitude (DC 5 + %d damage)", total))
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return false
	}
	e := Event{Type: EvTrait, Actor: c.Name, With: TraitUndeadFortitude, DC: ip(dc), Success: bp(ok),
		Text: fmt.Sprintf("%s's Undead Fortitude: the DC %d Constitution save fails, it drops to 0 hit points", c.Name, dc)}
	if ok {
		e.HP = ip(1)
		e.Text = fmt.Sprintf("%s's Undead Fortitude: the DC %d Constitution save succeeds, it drops to 1 hit point instead", c.Name, dc)
	}
	d.emit(e)
	return ok
}

// radiant reports whether any of a hit's damage is radiant.
func radiant(parts []part) bool {
	for _, p := range parts {
		if p.typ == string(rules.Radiant) && p.rolled > 0 {
			return true
		}
	}
	return false
}
