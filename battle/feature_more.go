package battle

// More class features in play (docs/commands.md "Class features"), by
// seed 000 "CLASS-SPECIFIC COMBAT RULES" and SRD 5.1's class text:
//
//   - Action Surge (fighter 2): on its turn, one more action; once a rest,
//     twice from 17th level, but only once on the same turn (SRD 5.1
//     "Action Surge"). The engine grants it once the action is spent: the
//     action is renewed, the Attack action's attacks with it.

import "fmt"

// Feature names of this file, as events write them in With.
const (
	FeatActionSurge = "action surge"
)

// FeatureUses is what a fight has spent of the features of this file.
type FeatureUses struct {
	SurgesUsed            int
	SurgeRound, SurgeTurn int // the turn of its last Action Surge
}

// actionSurge: "Fighter action surge".
func (d *decider) actionSurge(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	if err := needFeature(c, "action-surge", "Action Surge"); err != nil {
		return err
	}
	cs := &c.Class
	uses := cs.Def.Number("action-surge-uses", cs.Level)
	switch {
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
	case cs.SurgeRound == s.Round && cs.SurgeTurn == s.Turn && cs.SurgesUsed > 0:
		return refuse(CodeNoAction, "%s has used Action Surge this turn: only once on the same turn (SRD 5.1 \"Action Surge\")", c.Name)
	case cs.SurgesUsed >= uses:
		return refuse(CodeNoAction, "%s has used Action Surge %d times, all its level %d allows before a rest", c.Name, uses, cs.Level)
	case !c.Turn.Action:
		return refuse(CodeCannot, "%s has not used its action yet: take it, then Action Surge gives one more", c.Name)
	case c.Turn.Attacking && c.Turn.AttacksLeft > 0:
		return refuse(CodeCannot, "%s has %d attacks of its Attack action left: make them first", c.Name, c.Turn.AttacksLeft)
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatActionSurge,
		Text: fmt.Sprintf("%s uses Action Surge (%d of %d left): it takes one more action this turn", c.Name, uses-cs.SurgesUsed-1, uses)})
	return d.err
}

// applyMoreFeatures folds the events of this file's features.
func (s *State) applyMoreFeatures(a int, e Event) {
	c := &s.Combatants[a]
	cs := &c.Class
	switch e.With {
	case FeatActionSurge:
		cs.SurgesUsed++
		cs.SurgeRound, cs.SurgeTurn = s.Round, s.Turn
		c.Turn.Action, c.Turn.Attacking, c.Turn.AttacksLeft, c.Turn.Loaded = false, false, 0, false
	}
}
