package battle

// Waking from Sleep (SRD 5.1 "Sleep"): "Each creature affected by this
// spell falls unconscious until the spell ends, the sleeper takes damage,
// or someone uses an action to shake or slap the sleeper awake." The
// spell's effects carry Effect.Sleep; sleepWatch ends them on damage, and
// `NAME wake TARGET` is the action that shakes a sleeper within 5 ft.
// The sleeper stays prone: waking is not standing up.

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// sleepProof says why Sleep passes a creature by, "" when it doesn't:
// undead and creatures immune to being charmed (the SRD's words), and one
// immune to being unconscious, which the spell could not affect either.
func sleepProof(c *Combatant) string {
	switch {
	case c.isUndead():
		return "undead"
	case c.Traits.Immune.Has(rules.Charmed):
		return "immune to being charmed"
	case c.Traits.Immune.Has(rules.Unconscious):
		return "immune to being unconscious"
	}
	return ""
}

// sleepCaught appends to buf the creatures in Sleep's squares that the
// spell weighs, in the order of the combatants: any square of a
// creature's space in the area, "ignoring unconscious creatures" (SRD 5.1
// "Sleep"): one at 0 hit points, or asleep already. The unaffected
// (sleepProof) are among them: the cast names them.
func (s *State) sleepCaught(squares []grid.Square, buf []int) []int {
	for i := range s.Combatants {
		o := &s.Combatants[i]
		if o.gone() || o.HP.Current == 0 || o.Conds.Has(rules.Unconscious) {
			continue
		}
		at, n := s.space(i)
		for _, q := range squares {
			if grid.Occupies(at, n, q) {
				buf = append(buf, i)
				break
			}
		}
	}
	return buf
}

// sleepSort orders creatures as the pool goes over them: "in ascending
// order of their current hit points", ties in the order of the
// combatants.
func (s *State) sleepSort(caught []int) {
	slices.SortStableFunc(caught, func(x, y int) int { return s.Combatants[x].HP.Current - s.Combatants[y].HP.Current })
}

// SleepOrder appends to buf the creatures creature a's Sleep, cast at
// square sq, would spend its pool on, in the order it would (the weakest
// first): the creatures the cast would weigh, less those it passes over
// (undead, the charm-immune). Each falls asleep when its current hit
// points are no more than what is left of the pool, and the pool stops at
// the first that has more. It refuses a point as the cast would (range, a
// wall, no clear path). A policy reads it to weigh the cast before giving
// it: the sleepers of its roll, and whether an ally could be one.
func (s *State) SleepOrder(a int, sp *compendium.Spell, sq grid.Square, buf []int) ([]int, error) {
	aa := SpellArea(sp)
	if aa == nil {
		return buf, refuse(CodeCannot, "%s has no area", sp.Name)
	}
	area, err := s.placeArea(a, aa, sq, false)
	if err != nil {
		return buf, err
	}
	from := len(buf)
	buf = s.sleepCaught(s.areaSquares(area), buf)
	keep := buf[:from]
	for _, i := range buf[from:] {
		if sleepProof(&s.Combatants[i]) == "" {
			keep = append(keep, i)
		}
	}
	s.sleepSort(keep[from:])
	return keep, nil
}

// Asleep reports whether creature i sleeps under a Sleep spell: it wakes
// when damaged, or when shaken awake (`wake`, an action).
func (s *State) Asleep(i int) bool {
	name := s.Combatants[i].Name
	for _, ef := range s.Effects {
		if ef.Sleep && ef.Target == name {
			return true
		}
	}
	return false
}

// sleepEffects are the ids of the Sleep effects on a creature.
func (s *State) sleepEffects(name string) []int {
	var ids []int
	for _, ef := range s.Effects {
		if ef.Sleep && ef.Target == name {
			ids = append(ids, ef.ID)
		}
	}
	return ids
}

// sleepWatch wakes a sleeper that takes damage.
func (d *decider) sleepWatch(e Event) {
	if e.Type != EvDamage || deref(e.Amount) <= 0 || len(d.st.Effects) == 0 {
		return
	}
	for _, id := range d.st.sleepEffects(e.Target) {
		d.endEffect(id, "it took damage and wakes (SRD 5.1 \"Sleep\")")
	}
}

// wake: "NAME wake TARGET", an action to shake or slap a sleeper within
// 5 ft awake.
func (d *decider) wake(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	if err := d.needAction(a); err != nil {
		return err
	}
	c, tc := &s.Combatants[a], &s.Combatants[t]
	ids := s.sleepEffects(tc.Name)
	switch {
	case len(ids) == 0:
		return refuse(CodeCannot, "%s is not asleep under a Sleep spell: only a magical sleep ends with a shake (SRD 5.1 \"Sleep\")", tc.Name)
	case s.Distance(a, t) > 5:
		return refuse(CodeOutOfReach, "%s is %d ft away: shaking a sleeper awake needs it within 5 ft", tc.Name, s.Distance(a, t))
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Target: tc.Name, Action: "wake",
		Text: fmt.Sprintf("%s uses its action to shake %s awake (SRD 5.1 \"Sleep\")", c.Name, tc.Name)})
	for _, id := range ids {
		d.endEffect(id, "shaken awake by "+c.Name)
	}
	return d.err
}
