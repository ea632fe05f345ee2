package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// needAction refuses when the creature can't take an action now.
func (d *decider) needAction(a int) error {
	c := &d.st.Combatants[a]
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
	}
	if c.Turn.Action {
		return refuse(CodeNoAction, "%s has already used its action this turn", c.Name)
	}
	return nil
}

// simpleAction takes Dash (movement equal to its speed), Disengage (its
// movement provokes no opportunity attacks this turn) or Dodge (attacks
// against it have disadvantage until its next turn) — seed 001 "Actions in
// Combat".
func (d *decider) simpleAction(cmd Command) error {
	bonus := false
	if cmd.Verb == "disengage" || cmd.With == bonusAction { // Cunning Action (feature.go)
		var err error
		if bonus, err = d.actionOrNimble(cmd); err != nil { // Nimble Escape (monster.go)
			return err
		}
	} else if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	c := &d.st.Combatants[cmd.Actor]
	what := map[string]string{
		"dash":      "gains extra movement equal to its speed",
		"disengage": "its movement provokes no opportunity attacks this turn",
		"dodge":     "attacks against it have disadvantage and it has advantage on Dexterity saves until its next turn",
	}[cmd.Verb]
	e := Event{Type: EvAction, Actor: c.Name, Action: cmd.Verb, Text: fmt.Sprintf("%s takes the %s action: %s", c.Name, cmd.Verb, what)}
	nimbleEvent(&e, bonus, cmd)
	d.emit(e)
	return d.err
}

// help takes the Help action: with "against ENEMY" the ally's first attack
// on that enemy before the helper's next turn has advantage, if the enemy
// is within 5 ft of the helper (seed 001 "Help").
func (d *decider) help(cmd Command) error {
	s := d.st
	if s.Rules().HelpAnyAlly {
		return d.help2024(cmd) // the 2024 Help (ruleset.go)
	}
	if cmd.Target < 0 || cmd.With != "" {
		return refuse(CodeRuleset, "%q: under %s Help names the ally: help ALLY, or help ALLY against ENEMY", cmd.Text, s.Ruleset)
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	c, ally := &s.Combatants[cmd.Actor], &s.Combatants[cmd.Target]
	if cmd.Target == cmd.Actor || s.Hostile(cmd.Actor, cmd.Target) {
		return refuse(CodeCannot, "%s can only help an ally, not %s", c.Name, ally.Name)
	}
	e := Event{Type: EvAction, Actor: c.Name, Target: ally.Name, Action: "help"}
	if cmd.Other >= 0 {
		enemy := &s.Combatants[cmd.Other]
		if dist := s.Distance(cmd.Actor, cmd.Other); dist > 5 {
			return refuse(CodeOutOfReach, "%s is %d ft from %s: Help in an attack needs the enemy within 5 ft", enemy.Name, dist, c.Name)
		}
		e.With = enemy.Name
		e.Text = fmt.Sprintf("%s helps %s: advantage on %s's first attack against %s before %s's next turn", c.Name, ally.Name, ally.Name, enemy.Name, c.Name)
	} else {
		e.Text = fmt.Sprintf("%s helps %s: advantage on its next ability check", c.Name, ally.Name)
	}
	d.emit(e)
	return d.err
}

// prone handles "stand" (costs half its speed; impossible at speed 0 or
// without that much movement left) and "drop prone" (free) — seed 001
// "Being Prone".
func (d *decider) prone(cmd Command) error {
	a := cmd.Actor
	c := &d.st.Combatants[a]
	if cmd.Verb == "drop prone" {
		if c.Conds.Has(rules.Prone) {
			return refuse(CodeCannot, "%s is already prone", c.Name)
		}
		d.emit(Event{Type: EvAction, Actor: c.Name, Action: "drop prone", Text: c.Name + " drops prone (no movement)"})
		d.condition(a, rules.Prone, true, "dropped prone")
		return d.err
	}
	if !c.Conds.Has(rules.Prone) {
		return refuse(CodeCannot, "%s is not prone", c.Name)
	}
	speed := c.Conds.Speed(c.Speed)
	if speed == 0 || !c.Conds.CanMove() {
		return refuse(CodeCannot, "%s can't stand up: its speed is 0", c.Name)
	}
	cost := speed / 2
	left := speed*(1+c.Turn.Dashes) - c.Turn.Moved
	if left < cost {
		return refuse(CodeMovement, "standing up costs %d ft (half of %d); %s has %d ft left", cost, speed, c.Name, left)
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "stand", Cost: ip(cost), Text: fmt.Sprintf("%s stands up (%d ft of movement)", c.Name, cost)})
	d.condition(a, rules.Prone, false, "stood up")
	return d.err
}

// stabilize takes an action to make a DC 10 Wisdom (Medicine) check on a
// dying creature within reach; success makes it stable (seed 001
// "Stabilizing a Creature").
func (d *decider) stabilize(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	s := d.st
	c, t := &s.Combatants[cmd.Actor], &s.Combatants[cmd.Target]
	switch {
	case t.Dead:
		return refuse(CodeCannot, "%s is dead", t.Name)
	case t.HP.Current > 0 || t.Dying.Stable:
		return refuse(CodeCannot, "%s is not dying", t.Name)
	}
	if dist := s.Distance(cmd.Actor, cmd.Target); dist > 5 {
		return refuse(CodeOutOfReach, "%s is %d ft away: stabilizing needs it within 5 ft", t.Name, dist)
	}
	if kit := strings.ToLower(cmd.With); kit != "" {
		it, err := s.kitReady(cmd.Actor, kit) // counted uses (equipment_items.go)
		if err != nil {
			return err
		}
		d.emit(Event{Type: EvAction, Actor: c.Name, Target: t.Name, Action: "stabilize", With: "healer's kit",
			Text: fmt.Sprintf("%s uses a healer's kit on %s: it always works", c.Name, t.Name)})
		d.spendItem(cmd.Actor, it)
		d.emit(Event{Type: EvStable, Target: t.Name, Text: t.Name + " is stable"})
		return d.err
	}
	f, err := d.face(20)
	if err != nil {
		return err
	}
	bonus := c.skill("medicine", rules.Wis)
	ok := f+bonus >= 10
	what := fmt.Sprintf("%s tends to %s", c.Name, t.Name)
	if s.Rules().HelpStabilizes { // seed 002: "with the Help action and a DC 10 Wisdom (Medicine) check"
		what = fmt.Sprintf("%s takes the Help action to stabilise %s", c.Name, t.Name)
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Target: t.Name, Action: "stabilize", Text: what})
	d.emit(Event{Type: EvCheck, Actor: c.Name, Ability: "wis", Skill: "medicine", D20: oneFace(f), Bonus: ip(bonus), Total: ip(f + bonus),
		DC: ip(10), Success: bp(ok), Text: fmt.Sprintf("%s: Wisdom (Medicine) d20 %d %+d = %d vs DC 10: %s", c.Name, f, bonus, f+bonus, map[bool]string{true: "success", false: "failure"}[ok])})
	if ok {
		d.emit(Event{Type: EvStable, Target: t.Name, Text: t.Name + " is stable"})
	}
	return d.err
}

// interact is an interaction with an object (draw a weapon, open a door):
// the first each turn is free, a second takes the action (seed 001
// "Other Activity on Your Turn").
func (d *decider) interact(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	what := strings.TrimSpace(cmd.With)
	if what == "" {
		return refuse(CodeSyntax, "%q: interact with what? (NAME interact draw longsword)", cmd.Text)
	}
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't interact with objects", c.Name, c.Conds)
	}
	cost := "free: its one object interaction this turn"
	if c.Turn.Object {
		if c.Turn.Action {
			return refuse(CodeNoAction, "%s has used its free object interaction and its action this turn", c.Name)
		}
		cost = "a second interaction takes its action"
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "interact", With: what, Text: fmt.Sprintf("%s: %s (%s)", c.Name, what, cost)})
	return d.err
}
