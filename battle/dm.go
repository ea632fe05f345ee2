package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// dm applies a DM ruling (DESIGN.md principle 3: the DM has the last
// word). Each is an ordinary event, so it replays and undoes like any.
func (d *decider) dm(cmd Command) error {
	s := d.st
	t := cmd.Target
	switch cmd.Verb {
	case "dm damage":
		typ := ""
		if cmd.Type != "" {
			dt, err := rules.ParseDamageType(cmd.Type)
			if err != nil {
				return refuse(CodeSyntax, "%q: %v", cmd.Text, err)
			}
			typ = string(dt)
		}
		r, err := dice.Roll(cmd.Amount.String(), d.src)
		if err != nil {
			return refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		for _, target := range cmd.Targets {
			d.hurt(target, []part{{typ: typ, rolled: r.Total}}, hitInfo{dice: r.Text, source: "the DM"})
		}
	case "dm heal":
		if s.Combatants[t].Dead {
			return refuse(CodeCannot, "%s is dead: the dead can't be healed", s.Combatants[t].Name)
		}
		d.heal(t, cmd.N, "the DM")
	case "dm hp":
		c := &s.Combatants[t]
		// The maximum in effect: exhaustion 4 halves it (seed 000 "EXHAUSTION").
		if limit := c.Conds.MaxHP(c.HP.Max); cmd.N > limit {
			return refuse(CodeCannot, "%s's maximum is %d HP; %d is above it", c.Name, limit, cmd.N)
		}
		was := c.HP.Current
		d.emit(Event{Type: EvHP, Target: c.Name, HP: ip(cmd.N), Text: fmt.Sprintf("the DM sets %s's hit points to %d", c.Name, cmd.N)})
		// Reaching or leaving 0 rules as damage and healing do (seed 001
		// "Dropping to 0 Hit Points", "Falling Unconscious").
		switch {
		case c.Dead:
		case was > 0 && cmd.N == 0:
			d.dropToZero(t, 0)
		case was == 0 && cmd.N > 0:
			d.condition(t, rules.Unconscious, false, "regains hit points")
		}
	case "dm condition":
		return d.dmConditions(cmd)
	case "dm advantage", "dm disadvantage":
		c := &s.Combatants[t]
		mode := strings.TrimPrefix(cmd.Verb, "dm ")
		d.emit(Event{Type: EvGrant, Actor: c.Name, Mode: mode, Text: fmt.Sprintf("the DM grants %s %s on its next attack roll", c.Name, mode)})
	case "dm initiative":
		return d.dmInitiative(cmd)
	case "dm cover":
		cov, err := parseCover(cmd.With)
		if err != nil {
			return refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		c := &s.Combatants[t]
		d.emit(Event{Type: EvCover, Target: c.Name, Cover: cov.String(),
			Text: fmt.Sprintf("the DM rules that %s has %s cover (+%d AC and Dexterity saves)", c.Name, cov, cov.Bonus())})
	}
	return d.err
}

// dmConditions checks every +NAME/-NAME first, so a bad one applies none.
func (d *decider) dmConditions(cmd Command) error {
	c := &d.st.Combatants[cmd.Target]
	type change struct {
		cond rules.Condition
		on   bool
		exh  bool
	}
	var changes []change
	exh := c.Conds.Exhaustion
	for _, w := range cmd.Conds {
		on, name := w[0] == '+', w[1:]
		if name == "exhaustion" {
			if on {
				exh++
			} else {
				exh--
			}
			if exh < 0 || exh > 6 {
				return refuse(CodeCannot, "%q: exhaustion runs from 0 to 6", cmd.Text)
			}
			changes = append(changes, change{exh: true})
			continue
		}
		cond, err := rules.ParseCondition(name)
		if err != nil {
			return refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		changes = append(changes, change{cond: cond, on: on})
	}
	for _, ch := range changes {
		switch {
		case ch.exh:
		case !ch.on:
			d.removeCondition(cmd.Target, ch.cond)
		case cmd.Dur != nil:
			d.addEffect(d.effectFor(cmd, ch.cond))
		default:
			d.condition(cmd.Target, ch.cond, true, "DM ruling")
		}
	}
	if exh != c.Conds.Exhaustion {
		d.emit(Event{Type: EvCondition, Target: c.Name, Condition: "exhaustion", On: bp(exh > 0), Level: ip(exh),
			Text: fmt.Sprintf("%s's exhaustion is now level %d (DM ruling)", c.Name, exh)})
		if limit := c.Conds.MaxHP(c.HP.Max); c.HP.Current > limit {
			d.emit(Event{Type: EvHP, Target: c.Name, HP: ip(limit),
				Text: fmt.Sprintf("%s's hit point maximum is halved by exhaustion: %d HP", c.Name, limit)})
		}
		if exh >= 6 {
			d.die(cmd.Target, "exhaustion level 6")
		}
	}
	return d.err
}

// removeCondition ends the effects that impose a condition, then the
// condition itself.
func (d *decider) removeCondition(t int, cond rules.Condition) {
	name := d.st.Combatants[t].Name
	var ids []int
	for _, ef := range d.st.Effects {
		if ef.Target == name && ef.Condition == cond.String() {
			ids = append(ids, ef.ID)
		}
	}
	for _, id := range ids {
		d.endEffect(id, "DM ruling")
	}
	d.condition(t, cond, false, "DM ruling")
}

// effectFor turns a duration clause into an effect whose end is a fixed
// point: the start or end of a creature's turn in a given round.
func (d *decider) effectFor(cmd Command, cond rules.Condition) Effect {
	s := d.st
	dur := cmd.Dur
	ef := Effect{Target: s.Combatants[cmd.Target].Name, Condition: cond.String(), Save: dur.Save, DC: dur.DC}
	if dur.Conc >= 0 {
		ef.Concentration = s.Combatants[dur.Conc].Name
	}
	if dur.By >= 0 {
		ef.Source = s.Combatants[dur.By].Name
	}
	switch {
	case dur.Rounds > 0:
		ef.Ends, ef.Of, ef.Round = "start", s.Combatants[s.Current()].Name, s.Round+dur.Rounds
	case dur.Ends != "":
		ef.Ends, ef.Of, ef.Round = dur.Ends, s.Combatants[dur.Of].Name, s.Round+1
		for pos, i := range s.Order {
			if i == dur.Of && (pos > s.Turn || pos == s.Turn && s.Waiting()) { // waiting at count 20 or a turn's end: its turn is yet to begin (lair.go)
				ef.Round = s.Round // its next turn comes later this round
			}
		}
	}
	return ef
}

// dmInitiative reorders the initiative: the new order must name every
// combatant once; the current creature keeps its turn.
func (d *decider) dmInitiative(cmd Command) error {
	s := d.st
	if len(cmd.Order) != len(s.Order) {
		return refuse(CodeSyntax, "%q: name all %d combatants in their new order", cmd.Text, len(s.Order))
	}
	seen := map[int]bool{}
	var names []string
	for _, i := range cmd.Order {
		if seen[i] {
			return refuse(CodeSyntax, "%q: %s is named twice", cmd.Text, s.Combatants[i].Name)
		}
		seen[i] = true
		names = append(names, s.Combatants[i].Name)
	}
	d.emit(Event{Type: EvOrder, Order: names, Text: "the DM reorders the initiative: " + strings.Join(names, ", ")})
	return d.err
}
