package battle

// Breaking free of a condition with an ability check, by the SRD 5.1
// Giant Spider's Web: "Hit: The target is restrained by webbing. As an
// action, the restrained target can make a DC 12 Strength check, bursting
// the webbing on a success." The check and its DC ride on the effect the
// hit left (on_hit escape: str 12), so the command needs no more than
// `NAME break free`, or `NAME escape` when no grapple holds it.
//
// "The webbing can also be attacked and destroyed (AC 10; hp 5;
// vulnerability to fire damage; immunity to bludgeoning, poison, and
// psychic damage)": the webbing is no creature on the map, so the DM
// rules it destroyed with `dm condition NAME -restrained`, which ends the
// effect.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// escapable is the first effect on creature i that a check ends, or nil.
func (s *State) escapable(i int) *Effect {
	name := s.Combatants[i].Name
	for k := range s.Effects {
		if ef := &s.Effects[k]; ef.Target == name && ef.EscapeDC > 0 {
			return ef
		}
	}
	return nil
}

// breakFree is the action that ends such an effect: the ability check
// against the effect's DC, the effect gone on a success.
func (d *decider) breakFree(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	if cmd.Target >= 0 && cmd.Target != cmd.Actor {
		return d.freeOther(cmd) // a net: another creature frees it (equipment_net.go)
	}
	ef := s.escapable(cmd.Actor)
	if ef == nil {
		return refuse(CodeCannot, "%s is held by nothing an ability check ends (a grapple is escaped with escape; the DM ends other conditions)", c.Name)
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	ab, err := rules.ParseAbility(ef.Escape)
	if err != nil {
		return err
	}
	id, cond, dc, src := ef.ID, ef.Condition, ef.EscapeDC, ef.Source
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "break free",
		Text: fmt.Sprintf("%s tries to break free (%s from %s: a DC %d %s check)", c.Name, cond, src, dc, title(ab.Long()))})
	total, err := d.check(cmd.Actor, "", ab, &dc)
	if err != nil {
		return err
	}
	if total >= dc {
		d.endEffect(id, fmt.Sprintf("%s broke free with a DC %d %s check", c.Name, dc, title(ab.Long())))
	}
	return d.err
}

// describeTrait says how the effects of trait_*.go end, for the log.
func (e *Effect) describeTrait() []string {
	var out []string
	if e.EscapeDC > 0 {
		long := e.Escape
		if ab, err := rules.ParseAbility(e.Escape); err == nil {
			long = title(ab.Long())
		}
		out = append(out, fmt.Sprintf("a DC %d %s check ends it, as %s's action (break free)", e.EscapeDC, long, e.Target))
		if e.Aid {
			out = append(out, "or as the action of another creature within reach of it (break free "+e.Target+")")
		}
	}
	if e.Tied > 0 {
		out = append(out, fmt.Sprintf("while effect %d lasts", e.Tied))
	}
	return out
}
