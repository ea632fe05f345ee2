package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Haste (SRD 5.1), beyond its +2 AC (spell_effects.go): while it holds a
// creature,
//
//   - its speeds are doubled (spellSpeed, spell_riders.go);
//   - it has advantage on Dexterity saves (hasteSave);
//   - it gains an additional action on each of its turns, used with
//     `NAME haste VERB ...`: only to Attack (one weapon attack only),
//     Dash, Disengage, Hide or Use an Object (`use` of an item, not an
//     area attack);
//   - when the spell ends, it can't move or take actions until after its
//     next turn, "as a wave of lethargy sweeps over it": the engine makes
//     it incapacitated until the end of its next turn and its speed 0
//     (incapacitated also takes its reactions, which lethargy doesn't:
//     a small difference, for the sake of one rule for "no actions").

// EvHaste is the hasted creature's additional action: Action "start"
// before the action's own events, "end" after them. Between the two its
// regular action is set aside (TurnState.Held) so that the action's
// events spend the haste action instead.
const EvHaste = "haste"

// HeldAction is a creature's regular action, set aside while it takes
// its haste action.
type HeldAction struct {
	Action, Attacking bool
	AttacksLeft       int
}

// lethargy is the Source of haste's lethargy effect.
const lethargy = "haste's lethargy"

// hasteVerbs are the actions the haste action may take, and their
// handlers (decide.go's table would make an initialization cycle).
var hasteVerbs = map[string]func(*decider, Command) error{
	"attack": (*decider).attackCmd, "dash": (*decider).simpleAction, "disengage": (*decider).simpleAction,
	"hide": (*decider).hide, "use": (*decider).useCmd,
}

// hasteReady refuses creature a's haste action now: not hasted, unable
// to act, or its haste action spent this turn.
func (s *State) hasteReady(a int) error {
	c := &s.Combatants[a]
	switch {
	case len(s.Effects) == 0 || !s.hasSpell(a, "haste"):
		return refuse(CodeCannot, "%s is not hasted: it has no additional action", c.Name)
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
	case c.Turn.Hasted:
		return refuse(CodeNoAction, "%s has already used its haste action this turn", c.Name)
	}
	return nil
}

// MayHasteAction reports whether creature a may take haste's additional
// action now (`NAME haste VERB ...`): a policy asks before it offers a
// haste attack, Dash or Disengage; the inner action's own rules are
// checked when it is taken.
// It builds no refusal: a policy asks it at every decision.
func (s *State) MayHasteAction(a int) bool {
	c := &s.Combatants[a]
	return len(s.Effects) > 0 && !c.Turn.Hasted && c.Conds.CanAct() && s.hasSpell(a, "haste")
}

// hasteCmd is `NAME haste VERB ...`: the additional action of haste.
func (d *decider) hasteCmd(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	if err := s.hasteReady(a); err != nil {
		return err
	}
	inner, err := ParseCommand(s, c.Name+" "+cmd.With)
	if err != nil {
		return err
	}
	act := hasteVerbs[inner.Verb]
	if act == nil || inner.Offhand || inner.Verb == "use" && (inner.Area != nil || isPresence(s, inner)) {
		return refuse(CodeCannot, "%q: haste's action is only Attack (one weapon attack), Dash, Disengage, Hide or Use an Object (SRD 5.1 Haste)", cmd.Text)
	}
	d.emit(Event{Type: EvHaste, Actor: c.Name, Action: "start", With: inner.Verb,
		Text: fmt.Sprintf("%s takes its haste action: %s", c.Name, inner.Verb)})
	if err := act(d, inner); err != nil {
		return err
	}
	d.emit(Event{Type: EvHaste, Actor: c.Name, Action: "end", With: inner.Verb,
		Text: fmt.Sprintf("%s's haste action is spent", c.Name)})
	return d.err
}

// applyHaste folds a haste event.
func (s *State) applyHaste(a int, e Event) {
	t := &s.Combatants[a].Turn
	if e.Action == "start" {
		t.Held = HeldAction{t.Action, t.Attacking, t.AttacksLeft}
		t.Action, t.Attacking, t.AttacksLeft = false, false, 0
		return
	}
	t.Action, t.Attacking, t.AttacksLeft = t.Held.Action, t.Held.Attacking, t.Held.AttacksLeft
	t.Held, t.Hasted = HeldAction{}, true
}

// hasteSave is haste's advantage on Dexterity saves.
func (s *State) hasteSave(i int, ab rules.Ability) rules.Reasons {
	var r rules.Reasons
	if ab == rules.Dex && len(s.Effects) > 0 && s.hasSpell(i, "haste") {
		r.Add(true, "haste")
	}
	return r
}

// hasteEnds is the lethargy after haste ends on creature t (unless the
// spell was cast on it again).
func (d *decider) hasteEnds(target, cond, why string) {
	s := d.st
	if cond != "haste" || strings.Contains(why, "cast again") {
		return
	}
	t, ok := s.Find(target)
	if !ok || s.Combatants[t].Dead {
		return
	}
	round := s.Round
	if s.actedThisRound(t) {
		round++
	}
	d.addEffect(Effect{Target: target, Condition: rules.Incapacitated.String(), Ends: "end", Of: target, Round: round, Source: lethargy})
}

// lethargic reports whether haste's lethargy holds creature i: its speed
// is 0.
func (s *State) lethargic(i int) bool {
	name := s.Combatants[i].Name
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Source == lethargy {
			return true
		}
	}
	return false
}
