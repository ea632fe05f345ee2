package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// check rolls an ability check for creature i with a skill, with
// disadvantage from its conditions (poisoned, frightened, exhaustion), and
// emits it. dc is nil in a contest; dis are further reasons for
// disadvantage the caller knows of (a search into dim light).
func (d *decider) check(i int, skill string, ab rules.Ability, dc *int, dis ...string) (int, error) {
	r := d.checkReasons(i, skill, ab, dis)
	faces, nat, err := d.d20(r.Mode())
	if err != nil {
		return 0, err
	}
	return d.checkEvent(i, skill, ab, dc, r, faces, nat)
}

// checkReasons are the advantage and disadvantage of creature i's check,
// dis the caller's own reasons for disadvantage.
func (d *decider) checkReasons(i int, skill string, ab rules.Ability, dis []string) rules.Reasons {
	c := &d.st.Combatants[i]
	var r rules.Reasons
	for _, why := range dis {
		r.Add(false, why)
	}
	for _, why := range c.Conds.CheckDisadvantage(d.st.fearInSight(i)) {
		r.Add(false, why)
	}
	r = r.Merge(rageAdvantage(c, ab)).Merge(c.unskilled(ab)).Merge(keenReasons(c, skill)) // feature.go, equipment_prof.go, keen senses (trait_keen.go)
	r = r.Merge(d.st.sunlightSight(i, skill))                                             // Sunlight Sensitivity (trait_sunlight.go)
	for _, h := range d.st.Helps {
		if d.st.checkHelped(h, i, skill) {
			r.Add(true, helpReason) // Help: advantage on the ally's next ability check
			break
		}
	}
	return r
}

// checkEvent records creature i's check rolled with faces (nat the one
// that counts) and returns its total.
func (d *decider) checkEvent(i int, skill string, ab rules.Ability, dc *int, r rules.Reasons, faces []int, nat int) (int, error) {
	c := &d.st.Combatants[i]
	bonus, label := c.skill(skill, ab), title(skill)
	tb, tool := toolOf(c, skill, ab) // a check with a tool (tools.go)
	if tool != nil {
		bonus, label = tb, tool.Name
	}
	pen, note := exhaustionNote(c)            // 2024 exhaustion (ruleset.go)
	if n, why := d.st.osrPenalty(i); n != 0 { // seed 004's fumble 9 (osr_fumble.go)
		pen, note = pen+n, joinNote(note, why)
	}
	bonus += pen
	total := nat + bonus
	e := Event{Type: EvCheck, Actor: c.Name, Ability: ab.String(), Skill: skill, D20: faces, Mode: r.Mode().String(),
		Reasons: append(append([]string{}, r.Adv...), r.Dis...), Bonus: ip(bonus), Total: ip(total), DC: dc}
	if tool != nil {
		e.Skill, e.Tool = "", skill
	}
	e.Text = fmt.Sprintf("%s: %s (%s) d20 %v %+d = %d", c.Name, title(ab.Long()), label, faces, bonus, total)
	if skill == "" { // a plain ability check: a web's Strength check (trait_web.go)
		e.Text = fmt.Sprintf("%s: %s check d20 %v %+d = %d", c.Name, title(ab.Long()), faces, bonus, total)
	}
	if note != "" {
		e.Text += " (" + note + ")"
	}
	if dc != nil {
		ok := total >= *dc
		e.Success = bp(ok)
		e.Text += fmt.Sprintf(" vs DC %d: %s", *dc, map[bool]string{true: "success", false: "failure"}[ok])
	}
	d.emit(e)
	return total, d.err
}

// helpReason marks a check made with an ally's Help, which the check uses up.
const helpReason = "ally's Help"

// contest pits an Athletics check of the initiator against the target's
// Athletics or Acrobatics, whichever is better; a tie leaves things as they
// were, so the initiator wins only by beating the target (seed 001
// "Contests").
func (d *decider) contest(a, t int, targetAthleticsOnly bool) (bool, error) {
	mine, err := d.check(a, "athletics", rules.Str, nil)
	if err != nil {
		return false, err
	}
	tc := &d.st.Combatants[t]
	skill, ab := "athletics", rules.Str
	if !targetAthleticsOnly && tc.skill("acrobatics", rules.Dex) > tc.skill("athletics", rules.Str) {
		skill, ab = "acrobatics", rules.Dex
	}
	theirs, err := d.check(t, skill, ab, nil)
	return mine > theirs, err
}

// specialAttack checks what grapple and shove share: each replaces one
// attack of the Attack action, against a creature within reach and no
// more than one size larger (seed 001 "Grappling", "Shoving a Creature").
func (d *decider) specialAttack(cmd Command) error {
	s := d.st
	c, tc := &s.Combatants[cmd.Actor], &s.Combatants[cmd.Target]
	switch {
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
	case c.Turn.Attacking && c.Turn.AttacksLeft == 0:
		return refuse(CodeNoAction, "%s has made all %d attacks of its Attack action this turn", c.Name, c.actionAttacks())
	case !c.Turn.Attacking && c.Turn.Action:
		return refuse(CodeNoAction, "%s has already used its action this turn", c.Name)
	case cmd.Actor == cmd.Target || tc.Dead:
		return refuse(CodeCannot, "%s can't %s %s", c.Name, cmd.Verb, tc.Name)
	case int(tc.Size) > int(c.Size)+1:
		return refuse(CodeCannot, "%s is %s: more than one size larger than %s (%s)", tc.Name, tc.Size, c.Name, c.Size)
	}
	if dist := s.Distance(cmd.Actor, cmd.Target); dist > c.Reach() {
		return refuse(CodeOutOfReach, "%s is %d ft away, beyond %s's reach of %d ft", tc.Name, dist, c.Name, c.Reach())
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Target: tc.Name, Action: cmd.Verb,
		Text: fmt.Sprintf("%s tries to %s %s (one attack of its Attack action)", c.Name, cmd.Verb, tc.Name)})
	return d.err
}

// grapple: Athletics against Athletics or Acrobatics; success grapples.
func (d *decider) grapple(cmd Command) error {
	if err := d.specialAttack(cmd); err != nil {
		return err
	}
	won, err := d.contest(cmd.Actor, cmd.Target, false)
	if err != nil || !won {
		return err
	}
	c, tc := &d.st.Combatants[cmd.Actor], &d.st.Combatants[cmd.Target]
	d.emit(Event{Type: EvCondition, Actor: c.Name, Target: tc.Name, Condition: rules.Grappled.String(), On: bp(true),
		Reason: "grappled by " + c.Name, Text: fmt.Sprintf("%s is grappled by %s: speed 0", tc.Name, c.Name)})
	return d.err
}

// escape: the grappled creature's action, Athletics or Acrobatics against
// the grappler's Athletics.
func (d *decider) escape(cmd Command) error {
	if c := &d.st.Combatants[cmd.Actor]; !c.Conds.Has(rules.Grappled) && d.st.escapable(cmd.Actor) != nil {
		return d.breakFree(cmd) // a web's Strength check (trait_web.go)
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	c := &d.st.Combatants[cmd.Actor]
	g := c.GrappledBy
	if !c.Conds.Has(rules.Grappled) || g < 0 {
		return refuse(CodeCannot, "%s is not grappled", c.Name)
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "escape", Text: c.Name + " tries to escape the grapple"})
	// The escapee initiates: it must beat the grappler's Athletics.
	skill, ab := "athletics", rules.Str
	if c.skill("acrobatics", rules.Dex) > c.skill("athletics", rules.Str) {
		skill, ab = "acrobatics", rules.Dex
	}
	mine, err := d.check(cmd.Actor, skill, ab, nil)
	if err != nil {
		return err
	}
	theirs, err := d.check(g, "athletics", rules.Str, nil)
	if err != nil {
		return err
	}
	if mine > theirs {
		d.condition(cmd.Actor, rules.Grappled, false, "escaped")
	}
	return d.err
}

// shove: Athletics against Athletics or Acrobatics; success knocks the
// target prone or pushes it 5 ft away (if there is room).
func (d *decider) shove(cmd Command) error {
	if err := d.specialAttack(cmd); err != nil {
		return err
	}
	won, err := d.contest(cmd.Actor, cmd.Target, false)
	if err != nil || !won {
		return err
	}
	if cmd.With == "prone" {
		d.condition(cmd.Target, rules.Prone, true, "shoved")
		return d.err
	}
	return d.push(cmd.Actor, cmd.Target)
}

// push moves t 5 ft directly away from a: forced movement (forced.go),
// which provokes no opportunity attacks (seed 001).
func (d *decider) push(a, t int) error {
	s := d.st
	if s.MountOf(t) >= 0 {
		return d.pushRider(a, t) // seed 003: out of the saddle (mount.go)
	}
	cAt, cn := s.space(a) // a rider shoves from its mount's space (seed 003, mount.go)
	dc, dr := s.awayFrom(cAt, cn, t)
	return d.force(t, dc, dr, 5, "shoved by "+s.Combatants[a].Name)
}

// endGrapples ends each grapple whose grappler is incapacitated or no
// longer has the grappled creature within reach (seed 001 "Grappled").
func (d *decider) endGrapples() {
	s := d.st
	for i := range s.Combatants {
		c := &s.Combatants[i]
		g := c.GrappledBy
		if !c.Conds.Has(rules.Grappled) || g < 0 {
			continue
		}
		gc := &s.Combatants[g]
		switch {
		case gc.Down() || gc.Conds.Incapacitated():
			d.condition(i, rules.Grappled, false, gc.Name+" is incapacitated")
		case s.Distance(g, i) > gc.Reach():
			d.condition(i, rules.Grappled, false, "out of "+gc.Name+"'s reach")
		}
	}
}
