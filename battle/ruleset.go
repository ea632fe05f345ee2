package battle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/ruleset"
)

// CodeRuleset refuses a command the encounter's ruleset doesn't have: a
// 2024 action in a 2014 fight.
const CodeRuleset Code = "ruleset"

// Rules returns the encounter's ruleset (package ruleset): the answers to
// the questions where 5e 2014, 5e 2024 and the OSR rules differ. New sets
// it; a State built by hand reads it from Ruleset.
func (s *State) Rules() *ruleset.Ruleset {
	if s.rs != nil {
		return s.rs
	}
	return ruleset.Of(s.Ruleset)
}

// allowed refuses a verb the ruleset has no action for (ruleset.Allows).
func (s *State) allowed(cmd Command) error {
	if err := s.Rules().Allows(cmd.Verb); err != nil {
		return refuse(CodeRuleset, "%q: %v", cmd.Text, err)
	}
	return nil
}

// anyAlly is the Ally of a Help whose distraction serves whichever ally
// attacks the enemy first (seed 002, "Help").
const anyAlly = -2

// helps reports whether help h is for creature a: the ally named, or under
// the 2024 rules any ally of the helper.
func (s *State) helps(h Help, a int) bool {
	return h.Ally == a || h.Ally == anyAlly && h.Helper != a && !s.Hostile(h.Helper, a)
}

// checkHelped reports whether help h gives advantage to creature a's
// check with skill: a Help aimed at no enemy, for a's checks, and under the
// 2024 rules only with the skill the helper chose (seed 002, "Help": "one
// of your skills or tools").
func (s *State) checkHelped(h Help, a int, skill string) bool {
	return h.Target < 0 && h.Ally == a && (h.Skill == "" || h.Skill == skill)
}

// help2024 is the Help action as seed 002 has it: "Give an ally Advantage
// on their next check with one of your skills or tools, or distract an
// enemy within 5 feet so an ally's next attack against it has Advantage";
// aimed at a dying ally it is the DC 10 Wisdom (Medicine) check that
// stabilises it (seed 002, "Dropping to 0 Hit Points"). The commands:
// NAME help ALLY with SKILL, NAME help against ENEMY (any ally's next
// attack), NAME help ALLY against ENEMY (the same: the ally named is the
// one the table has in mind, but any ally may use it), NAME help DYING.
func (d *decider) help2024(cmd Command) error {
	s := d.st
	if cmd.Target >= 0 {
		if t := &s.Combatants[cmd.Target]; t.HP.Current == 0 && !t.Dead && !t.Dying.Stable && !s.Hostile(cmd.Actor, cmd.Target) && cmd.Other < 0 {
			return d.stabilize(cmd)
		}
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	c := &s.Combatants[cmd.Actor]
	if cmd.Other >= 0 {
		enemy := &s.Combatants[cmd.Other]
		if !s.Hostile(cmd.Actor, cmd.Other) {
			return refuse(CodeCannot, "%s is not an enemy of %s: Help distracts an enemy", enemy.Name, c.Name)
		}
		if dist := s.Distance(cmd.Actor, cmd.Other); dist > 5 {
			return refuse(CodeOutOfReach, "%s is %d ft from %s: Help distracts an enemy within 5 ft", enemy.Name, dist, c.Name)
		}
		d.emit(Event{Type: EvAction, Actor: c.Name, Action: "help", With: enemy.Name,
			Text: fmt.Sprintf("%s distracts %s: the next attack of an ally of %s against it before %s's next turn has advantage", c.Name, enemy.Name, c.Name, c.Name)})
		return d.err
	}
	if cmd.Target < 0 {
		return refuse(CodeSyntax, "%q: help ALLY with SKILL, help against ENEMY, or help DYING-ALLY", cmd.Text)
	}
	ally := &s.Combatants[cmd.Target]
	if cmd.Target == cmd.Actor || s.Hostile(cmd.Actor, cmd.Target) {
		return refuse(CodeCannot, "%s can only help an ally, not %s", c.Name, ally.Name)
	}
	if ok, err := d.helpTool(cmd, cmd.Target); ok { // help ALLY with TOOL (tools.go)
		return err
	}
	skill := strings.ToLower(cmd.With)
	if skill == "" {
		return refuse(CodeSyntax, "%q: under the 2024 rules Help gives advantage on a check with one of your skills: help %s with SKILL", cmd.Text, ally.Name)
	}
	if _, ok := c.Skills[skill]; !ok {
		return refuse(CodeCannot, "%s has no %s skill to help with (its skills: %s)", c.Name, skill, skillList(c))
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Target: ally.Name, Action: "help", Skill: skill,
		Text: fmt.Sprintf("%s helps %s: advantage on its next %s check before %s's next turn", c.Name, ally.Name, title(skill), c.Name)})
	return d.err
}

// skillList names a creature's skills for a refusal.
func skillList(c *Combatant) string {
	var out []string
	for k := range c.Skills {
		out = append(out, k)
	}
	if len(out) == 0 {
		return "none"
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}

// checkAction is one of the 2024 actions that is an ability check with a
// DC the DM sets (seed 002, "Actions"): Influence (Charisma, or Wisdom for
// Animal Handling), Study (Intelligence). NAME influence TARGET dc N [with
// SKILL], NAME study [TARGET] dc N [with SKILL]; the skill is one of the
// action's (ruleset.Action.Skills), the first when none is named. The
// engine rolls and rules on the check; what success means — an attitude
// swayed, a weakness recalled — the DM tells.
func (d *decider) checkAction(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	s := d.st
	act := s.Rules().ActionOf(cmd.Verb)
	if act == nil || len(act.Skills) == 0 {
		return refuse(CodeRuleset, "%q: %s is not a check under %s", cmd.Text, cmd.Verb, s.Ruleset)
	}
	skill := strings.ToLower(cmd.With)
	if skill == "" {
		skill = act.Skills[0]
	}
	if !slices.Contains(act.Skills, skill) {
		return refuse(CodeSyntax, "%q: %s uses %s, not %q", cmd.Text, act.Name, strings.Join(act.Skills, ", "), skill)
	}
	ab := act.Check
	if skill == "animal-handling" || skill == "insight" || skill == "medicine" || skill == "perception" || skill == "survival" {
		ab = rules.Wis // seed 002: Influence is "a Charisma or Wisdom check"
	}
	c := &s.Combatants[cmd.Actor]
	e := Event{Type: EvAction, Actor: c.Name, Action: cmd.Verb, With: skill, Text: fmt.Sprintf("%s takes the %s action", c.Name, act.Name)}
	if cmd.Target >= 0 {
		e.Target = s.Combatants[cmd.Target].Name
		e.Text += " on " + e.Target
	}
	d.emit(e)
	dc := cmd.N
	_, err := d.check(cmd.Actor, skill, ab, &dc)
	return err
}

// parseCheckAction reads the tail of influence and study: [TARGET] dc N
// [with SKILL].
func parseCheckAction(s *State, cmd Command, rest []string) (Command, error) {
	usage := fmt.Sprintf("%s [TARGET] dc N [with SKILL]", cmd.Verb)
	if len(rest) >= 2 && strings.EqualFold(rest[len(rest)-2], "with") {
		cmd.With = strings.ToLower(rest[len(rest)-1])
		rest = rest[:len(rest)-2]
	}
	k := slices.IndexFunc(rest, func(w string) bool { return strings.EqualFold(w, "dc") })
	if k < 0 || k != len(rest)-2 {
		return cmd, refuse(CodeSyntax, "%q: the DM gives the DC: %s", cmd.Text, usage)
	}
	n, err := strconv.Atoi(rest[k+1])
	if err != nil || n < 1 || n > 40 {
		return cmd, refuse(CodeSyntax, "%q: %q is not a DC from 1 to 40", cmd.Text, rest[k+1])
	}
	cmd.N = n
	if k > 0 {
		t, m := matchName(s, rest[:k])
		if t < 0 || m != k {
			return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.Join(rest[:k], " "), names(s))
		}
		cmd.Target = t
	}
	return cmd, nil
}

// parseHelpAgainst reads "help against ENEMY", the 2024 distraction with
// no ally named.
func parseHelpAgainst(s *State, cmd Command, rest []string) (Command, error) {
	o, m := matchName(s, rest)
	if o < 0 || m != len(rest) {
		return cmd, refuse(CodeUnknownName, "%q: help against whom? (%s)", cmd.Text, names(s))
	}
	cmd.Other = o
	return cmd, nil
}

// hideDC applies the Hide action's DC under the 2024 rules (seed 002,
// "Hide": "make a DC 15 Dexterity (Stealth) check. On a success you're
// Invisible while hidden, and your total is the DC to find you"): a total
// below it leaves the creature unhidden. It reports whether the creature
// hides.
func (d *decider) hideDC(i, total int) bool {
	dc := d.st.Rules().HideDC
	if dc == 0 || total >= dc {
		return true
	}
	c := &d.st.Combatants[i]
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "hide", Total: ip(total), DC: ip(dc),
		Text: fmt.Sprintf("%s fails to hide: Stealth %d is below DC %d", c.Name, total, dc)})
	return false
}

// exhaustionNote explains the 2024 exhaustion penalty on a roll, "" when
// there is none.
func exhaustionNote(c *Combatant) (int, string) {
	p := c.Conds.D20Penalty()
	if p == 0 {
		return 0, ""
	}
	return p, fmt.Sprintf("exhaustion %d %+d", c.Conds.Exhaustion, p)
}

// initiative2024 rolls the initiative of a creature with advantage,
// disadvantage or a penalty on it — a barbarian's Feral Instinct
// (feature_barbarian.go), or what the 2024 conditions give: advantage
// while invisible, disadvantage while incapacitated, -2 a level of
// exhaustion (seed 002, "Invisible", "Incapacitated", "Exhaustion"). It
// rolls on its own, not with its group: its roll is not theirs.
func (d *decider) initiative2024(i int, r rules.Reasons) error {
	c := &d.st.Combatants[i]
	faces, f, err := d.d20(r.Mode())
	if err != nil {
		return err
	}
	dex := c.Scores.Mod(rules.Dex)
	pen, note := exhaustionNote(c)
	bonus := dex + pen
	e := Event{Type: EvInitiative, Actor: c.Name, D20: faces, Bonus: ip(bonus), Total: ip(f + bonus),
		Text: fmt.Sprintf("%s rolls initiative: d20 %v→%d, %s %+d = %d", c.Name, faces, f, r, bonus, f+bonus)}
	if r.Mode() != rules.Normal {
		e.Mode, e.Reasons = r.Mode().String(), append(append([]string{}, r.Adv...), r.Dis...)
	}
	if note != "" {
		e.Text += " (" + note + ")"
	}
	d.emit(e)
	return d.err
}
