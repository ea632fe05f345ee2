package battle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Tools (docs/encounters.md `tools`, docs/commands.md): an entry lists
// the tools its creature is proficient with, by compendium id
// (compendium/tools.go). Two commands use them:
//
//   - NAME utilize TOOL dc N [with ABILITY] (also `use`): an ability check
//     with the tool, adding the proficiency bonus when the creature is
//     proficient with it, against the DC the DM gives; what success means
//     (a lock opened, a trap disarmed) the DM tells, as for Influence and
//     Study. It takes the action: seed 002's Utilize ("Use a nonmagical
//     object"), the SRD 5.1's Use an Object under 2014 and OSR (seed 001
//     "Use an Object"; seed 000 line 31: "Pick a lock"), with the SRD 5.1
//     "Tools" rule for the bonus ("Proficiency with a tool allows you to
//     add your proficiency bonus to any ability check you make using that
//     tool"). No seed gives a tool's ability, so the command names it
//     unless the tool table does.
//   - NAME help ALLY with TOOL, under 2024: seed 002 "Help", "Give an ally
//     Advantage on their next check with one of your skills or tools": the
//     tool must be one of the helper's, and the advantage is for the
//     ally's next check with that tool. Under 2014 Help names no skill or
//     tool: `help ALLY` gives advantage on the ally's next ability check,
//     a tool check included (seed 001 "Help").
//
// A tool check's event carries the tool (Event.Tool), not a skill. Inside
// the engine a tool id stands where a skill's name would (checkReasons,
// Help.Skill): the ids of the two never meet.

// checkTools validates an entry's tools at file:line and writes them as
// ids.
func (l *loader) checkTools(c *CombatantSpec, p string) error {
	for i, name := range c.Tools {
		f := fmt.Sprintf("%s.tools[%d]", p, i)
		t, err := compendium.LookupTool(name)
		if err != nil {
			return l.cause(nil, f, err, "%v", err)
		}
		if slices.Contains(c.Tools[:i], t.ID) {
			return l.errf(f, "%s is listed twice", t.ID)
		}
		c.Tools[i] = t.ID
	}
	return nil
}

// buildTools gives a combatant being built its tools, as ids.
func buildTools(c *Combatant, spec *CombatantSpec) error {
	if len(spec.Tools) == 0 {
		return nil
	}
	c.Tools = make([]string, 0, len(spec.Tools))
	for _, name := range spec.Tools {
		t, err := compendium.LookupTool(name)
		if err != nil {
			return fmt.Errorf("tools: %w", err)
		}
		c.Tools = append(c.Tools, t.ID)
	}
	return nil
}

// toolBonus is a check's bonus with tool id: the ability modifier, plus
// the proficiency bonus when the creature has the tool's proficiency.
func (c *Combatant) toolBonus(id string, ab rules.Ability) int {
	b := c.Scores.Mod(ab)
	if slices.Contains(c.Tools, id) {
		b += c.Proficiency
	}
	return b
}

// toolList names a creature's tools for a refusal.
func toolList(c *Combatant) string {
	if len(c.Tools) == 0 {
		return "none"
	}
	return strings.Join(c.Tools, ", ")
}

// toolCheck is a tool check as a command writes it: TOOL dc N [with
// ABILITY].
type toolCheck struct {
	Tool    *compendium.Tool
	DC      int
	Ability rules.Ability
}

// parseToolCheck reads the words after use or utilize. ok is false when
// they name no tool and set no DC: some other object, for Use an Object.
// A tool with no DC, a DC with no tool, or no ability where the tool
// table gives none is refused (code syntax).
func parseToolCheck(with string) (tc toolCheck, ok bool, err error) {
	words := strings.Fields(with)
	k := slices.IndexFunc(words, func(w string) bool { return strings.EqualFold(w, "dc") })
	if k < 0 {
		if len(words) > 0 && compendium.IsTool(compendium.ToolID(with)) {
			return tc, true, refuse(CodeSyntax, "%q: a check with a tool needs the DM's DC: TOOL dc N with ABILITY", with)
		}
		return tc, false, nil
	}
	usage := "TOOL dc N [with ABILITY]"
	if k == 0 {
		return tc, true, refuse(CodeSyntax, "%q: which tool? %s", with, usage)
	}
	t, lerr := compendium.LookupTool(strings.Join(words[:k], " "))
	if lerr != nil {
		return tc, true, refuse(CodeSyntax, "%q: %v", with, lerr)
	}
	tc.Tool = t
	rest := words[k+1:]
	if len(rest) == 0 {
		return tc, true, refuse(CodeSyntax, "%q: the DM gives the DC: %s", with, usage)
	}
	n, cerr := strconv.Atoi(rest[0])
	if cerr != nil || n < 1 || n > 40 {
		return tc, true, refuse(CodeSyntax, "%q: %q is not a DC from 1 to 40", with, rest[0])
	}
	tc.DC, rest = n, rest[1:]
	ab := t.Ability
	switch {
	case len(rest) == 2 && strings.EqualFold(rest[0], "with"):
		ab = rest[1]
	case len(rest) != 0:
		return tc, true, refuse(CodeSyntax, "%q: unexpected %q: %s", with, strings.Join(rest, " "), usage)
	}
	if ab == "" {
		return tc, true, refuse(CodeSyntax, "%q: no rules text gives the ability a check with %s uses: the DM names it, with ABILITY (dex, int, wis ...)", with, strings.ToLower(t.Name))
	}
	if tc.Ability, err = rules.ParseAbility(ab); err != nil {
		return tc, true, refuse(CodeSyntax, "%q: %v", with, err)
	}
	return tc, true, nil
}

// toolUse plays `use TOOL dc N [with ABILITY]` and its 2024 form
// `utilize ...`; handled is false when the command names no tool.
func (d *decider) toolUse(cmd Command) (handled bool, err error) {
	tc, ok, err := parseToolCheck(cmd.With)
	if !ok || err != nil {
		return ok, err
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return true, err
	}
	s := d.st
	c := &s.Combatants[cmd.Actor]
	act := "Use an Object"
	if a := s.Rules().ActionOf("use"); a != nil {
		act = a.Name // Utilize under 2024
	}
	prof := "not proficient: no proficiency bonus"
	if slices.Contains(c.Tools, tc.Tool.ID) {
		prof = "proficient"
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "use", With: tc.Tool.ID, Tool: tc.Tool.ID,
		Text: fmt.Sprintf("%s takes the %s action: a check with %s (%s)", c.Name, act, strings.ToLower(tc.Tool.Name), prof)})
	if d.err != nil {
		return true, d.err
	}
	dc := tc.DC
	_, err = d.check(cmd.Actor, tc.Tool.ID, tc.Ability, &dc) // contest.go reads the tool id (toolOf)
	return true, err
}

// toolOf is the tool a check's "skill" names, with the check's bonus:
// the ability's modifier plus the proficiency bonus when proficient; nil
// for a skill's check (contest.go).
func toolOf(c *Combatant, id string, ab rules.Ability) (int, *compendium.Tool) {
	if !compendium.IsTool(id) {
		return 0, nil
	}
	t, _ := compendium.LookupTool(id)
	return c.toolBonus(id, ab), t
}

// helpTool is the 2024 Help with a tool: advantage on the ally's next
// check with it, when it is one of the helper's tools. handled is false
// when the word names no tool.
func (d *decider) helpTool(cmd Command, ally int) (handled bool, err error) {
	if !compendium.IsTool(compendium.ToolID(cmd.With)) {
		return false, nil
	}
	t, _ := compendium.LookupTool(cmd.With)
	s := d.st
	c, a := &s.Combatants[cmd.Actor], &s.Combatants[ally]
	if !slices.Contains(c.Tools, t.ID) {
		return true, refuse(CodeCannot, "%s has no proficiency with %s to help with (its tools: %s; seed 002 \"Help\": \"one of your skills or tools\")",
			c.Name, strings.ToLower(t.Name), toolList(c))
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Target: a.Name, Action: "help", Tool: t.ID,
		Text: fmt.Sprintf("%s helps %s: advantage on its next check with %s before %s's next turn", c.Name, a.Name, strings.ToLower(t.Name), c.Name)})
	return true, d.err
}
