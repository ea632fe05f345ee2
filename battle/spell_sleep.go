package battle

// Waking from Sleep (SRD 5.1 "Sleep"): "Each creature affected by this
// spell falls unconscious until the spell ends, the sleeper takes damage,
// or someone uses an action to shake or slap the sleeper awake." The
// spell's effects carry Effect.Sleep; sleepWatch ends them on damage, and
// `NAME wake TARGET` is the action that shakes a sleeper within 5 ft.
// The sleeper stays prone: waking is not standing up.

import (
	"fmt"

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
