package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Moving Hunter's Mark (SRD 5.1 "Hunter's Mark"; seed 000 names the
// spell): "If the target drops to 0 hit points before this spell ends,
// you can use a bonus action on a subsequent turn of yours to mark a new
// creature." `NAME hunter's mark TARGET` (or `hunters mark`) does it: a
// bonus action on the caster's turn, while it concentrates on the spell
// and the marked creature is at 0 hit points (or dead), on a creature
// within the spell's 90 ft that is not behind total cover. The new mark
// keeps the spell's duration and concentration: it is the same spell.
// Moving it casts nothing, so it spends no slot and leaves the
// bonus-action spell rule alone.
//
// The mark's advantage on Wisdom (Perception) checks to find the target
// is played on the Search action (spell_mark_search.go); the engine makes
// no Survival check.

// markOf is the effect of caster a's hunter's mark, or nil.
func (s *State) markOf(a int) *Effect {
	name := s.Combatants[a].Name
	for i := range s.Effects {
		if ef := &s.Effects[i]; ef.Condition == "hunters-mark" && ef.Of == name {
			return ef
		}
	}
	return nil
}

// moveMark is `NAME hunter's mark TARGET`.
func (d *decider) moveMark(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c := &s.Combatants[a]
	if err := s.MarkCheck(a, t); err != nil {
		return err
	}
	mark := s.markOf(a)
	old, _ := s.Find(mark.Target)
	oc, tc := &s.Combatants[old], &s.Combatants[t]
	sp, err := compendium.LookupSpell("hunters-mark")
	if err != nil {
		return err
	}
	next := *mark
	next.ID, next.Target = 0, tc.Name
	d.emit(Event{Type: EvSpellMove, Actor: c.Name, Target: tc.Name, With: sp.Name, Action: "bonus",
		Text: fmt.Sprintf("%s moves its hunter's mark from %s (at 0 HP) to %s (its bonus action)", c.Name, oc.Name, tc.Name)})
	d.endEffect(mark.ID, "the mark moves to "+tc.Name)
	d.spellEffect(t, next, sp)
	return d.err
}

// MarkCheck says whether creature a could move its hunter's mark onto
// creature t now (`NAME hunter's mark TARGET`): every check the command
// makes, in the same order, nil when it would be accepted. A policy asks
// it before offering the move.
func (s *State) MarkCheck(a, t int) error {
	c := &s.Combatants[a]
	sp, err := compendium.LookupSpell("hunters-mark")
	if err != nil {
		return err
	}
	mark := s.markOf(a)
	if mark == nil {
		return refuse(CodeCannot, "%s has no hunter's mark to move: cast hunter's mark first", c.Name)
	}
	old, ok := s.Find(mark.Target)
	if !ok {
		return fmt.Errorf("battle: hunter's mark on %q, who is not in the fight", mark.Target)
	}
	oc, tc := &s.Combatants[old], &s.Combatants[t]
	switch {
	case oc.HP.Current > 0 && !oc.Dead:
		return refuse(CodeCannot, "%s's mark is on %s, at %d HP: it moves only when its target has dropped to 0 hit points (SRD 5.1 \"Hunter's Mark\")",
			c.Name, oc.Name, oc.HP.Current)
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take bonus actions", c.Name, c.Conds)
	case c.Turn.Bonus:
		return refuse(CodeNoAction, "%s has already used its bonus action this turn: moving hunter's mark takes a bonus action", c.Name)
	case t == old:
		return refuse(CodeCannot, "%s is marked already", tc.Name)
	case t == a:
		return refuse(CodeCannot, "%s can't mark itself", c.Name)
	case tc.Dead:
		return refuse(CodeCannot, "%s is dead", tc.Name)
	}
	if dist := s.Distance(a, t); dist > sp.Range {
		return refuse(CodeOutOfReach, "%s is %d ft from %s, beyond hunter's mark's range of %d ft", tc.Name, dist, c.Name, sp.Range)
	}
	if cov, why := s.coverOfMemo(a, t); cov == TotalCover {
		return refuse(CodeCannot, "%s has total cover: it can't be targeted (%s)", tc.Name, why)
	}
	return nil
}

// MarkOn is the creature creature a's hunter's mark is on, -1 for none.
func (s *State) MarkOn(a int) int {
	if mark := s.markOf(a); mark != nil {
		if t, ok := s.Find(mark.Target); ok {
			return t
		}
	}
	return -1
}
