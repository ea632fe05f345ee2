package battle

// Leadership, by the SRD 5.1 Knight: "Leadership (Recharges after a Short
// or Long Rest). For 1 minute, the knight can utter a special command or
// warning whenever a nonhostile creature that it can see within 30 feet
// of it makes an attack roll or a saving throw. The creature can add a d4
// to its roll provided it can hear and understand the knight. A creature
// can benefit from only one Leadership die at a time. This effect ends if
// the knight is incapacitated." (traits: {leadership: true})
//
//   - `NAME leadership` takes its action, once a fight (a fight has no
//     rest), and starts an effect on the knight, `leadership`, that lasts
//     until the start of its turn 10 rounds on (1 minute).
//   - While it lasts, each creature of the knight's side other than the
//     knight, within 30 ft of it and seen by it, adds 1d4 to its attack
//     rolls and saving throws, unless it is deafened (it can't hear the
//     knight; language is not modelled). The die is rolled after the d20,
//     as Bless's is (spell_effects.go), and the roll's text names it.
//     With two knights' Leadership in reach, one die only.
//   - The effect ends as soon as the knight is incapacitated (or at 0 hit
//     points), and does not come back when it recovers.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// leadershipEffect is the Condition of Leadership's effect: no condition
// of the rules, a name like a spell's.
const leadershipEffect = "leadership"

// leadership is the Leadership action.
func (d *decider) leadership(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	switch {
	case !c.Traits.Leadership:
		return refuse(CodeCannot, "%s has no Leadership", c.Name)
	case c.Trait.LeadershipUsed:
		return refuse(CodeCannot, "%s has used its Leadership this fight: it recharges after a short or long rest", c.Name)
	}
	if err := d.needAction(a); err != nil {
		return err
	}
	d.emit(Event{Type: EvTrait, Actor: c.Name, With: TraitLeadership, Action: "action",
		Text: fmt.Sprintf("%s takes command: for 1 minute its allies it sees within 30 ft add a d4 to their attack rolls and saving throws", c.Name)})
	d.addEffect(Effect{Target: c.Name, Condition: leadershipEffect, Source: c.Name, Ends: "start", Of: c.Name, Round: s.Round + 10})
	return d.err
}

// leadershipDie rolls the Leadership die creature i adds to an attack roll
// or a save, if a knight's Leadership reaches it: 0 when none does.
func (d *decider) leadershipDie(i int) (int, string, error) {
	s := d.st
	c := &s.Combatants[i]
	if c.Conds.Has(rules.Deafened) {
		return 0, "", nil
	}
	for _, ef := range s.Effects {
		if ef.Condition != leadershipEffect {
			continue
		}
		k, ok := s.Find(ef.Target)
		if !ok || k == i || s.Hostile(k, i) || s.Combatants[k].Down() || s.Combatants[k].Conds.Incapacitated() ||
			s.Distance(k, i) > 30 || !s.sees(k, i) {
			continue
		}
		f, err := d.face(4)
		if err != nil {
			return 0, "", err
		}
		return f, fmt.Sprintf("%s's leadership 1d4 %+d", ef.Target, f), nil
	}
	return 0, "", nil
}

// endLeadership ends the Leadership of a knight that is incapacitated or
// down: "This effect ends if the knight is incapacitated."
func (d *decider) endLeadership() {
	var ended []Effect // endEffect rewrites the list: collect first
	for _, ef := range d.st.Effects {
		if ef.Condition != leadershipEffect {
			continue
		}
		if k, ok := d.st.Find(ef.Target); ok {
			if kc := &d.st.Combatants[k]; kc.Down() || kc.Conds.Incapacitated() {
				ended = append(ended, ef)
			}
		}
	}
	for _, ef := range ended {
		d.endEffect(ef.ID, ef.Target+" is incapacitated")
	}
}
