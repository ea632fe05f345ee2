package battle

// Legendary actions (docs/encounters.md "Monster features"), by SRD 5.1
// "Legendary Creatures" and the Adult Red Dragon's stat block:
//
//	"A legendary creature can take a certain number of special actions —
//	called legendary actions — outside its turn. Only one legendary action
//	option can be used at a time and only at the end of another creature's
//	turn. A creature regains spent legendary actions at the start of its
//	turn. It can't use them while incapacitated or otherwise unable to take
//	actions."
//
// The engine starts the next creature's turn as the last one ends, so
// "at the end of another creature's turn" is the moment between two
// turns: `NAME legendary OPTION ...` is taken while the creature whose
// turn it now is has done nothing yet (no movement, action, bonus action
// or object interaction) and the turn that ended before it was another
// creature's; one option per such moment (LegendPlay.At). That includes
// the moment right before the legendary creature's own turn, which the
// engine has already begun: a legendary action taken then, while its turn
// is untouched, comes before "the start of its turn" by the rules, so it
// is charged to the pool it had before (LegendPlay.Before), and the pool
// that came back (LegendPlay.Spent, reset as its turn starts) is whole
// for the round to come. Without that, a legend facing a single foe
// would never act: the only end of another's turn is right before its
// own.
// While the fight waits at initiative count 20 (lair.go) the next turn
// has not begun at all: a legendary action then is taken at the end of
// the turn before, from the pool as it stands (begun).
//
// What legendary actions, lair actions (lair.go) and Frightful Presence
// (presence.go) share is in legendary_spec.go (their keys, their checks at
// load, a Feature, one thing such an option does) and legendary_feature.go
// (running one option).

import (
	"fmt"
	"slices"
)

// Event types of legendary creatures.
const (
	EvLegendary         = "legendary"          // a legendary action taken: its option, cost and what is left
	EvLair              = "lair"               // a lair action on initiative count 20 (lair.go)
	EvFrightfulPresence = "frightful_presence" // Frightful Presence used: who must save, who is immune (presence.go)
)

// legendWindow is the moment between two turns that legendary and lair
// actions use: a number naming it, and the creature whose turn ended at
// it (-1 at the start of the fight). It is open while the creature whose
// turn it is has done nothing yet.
func (s *State) legendWindow() (id, ended int, err error) {
	cur := s.Current()
	if cur < 0 {
		return 0, -1, refuse(CodeNotYourTurn, "no turn is under way")
	}
	cc := &s.Combatants[cur]
	if !s.Waiting() && cc.Turn != (TurnState{}) { // waiting at count 20 or a turn's end, its turn has not begun (lair.go, legendary_wait.go)
		return 0, -1, refuse(CodeNotYourTurn, "%s has begun its turn: legendary and lair actions come between turns, before the next creature does anything",
			cc.Name)
	}
	id = s.Round*(len(s.Order)+1) + s.Turn + 1
	ended = -1
	for k, r := s.Turn-1, s.Round; ; k-- {
		if k < 0 {
			k, r = len(s.Order)-1, r-1
		}
		if r < 1 || k == s.Turn && r < s.Round {
			break
		}
		i := s.Order[k]
		if s.controlledBy(i) >= 0 || s.Combatants[i].Dead {
			continue // no turn of its own, or none since it died
		}
		ended = i
		break
	}
	return id, ended, nil
}

// canLegend refuses a legendary or lair action of a creature that is
// dead, down or can't take actions (SRD 5.1: not while incapacitated).
func (c *Combatant) canLegend(what string) error {
	switch {
	case c.Down():
		return refuse(CodeCannot, "%s is down: it takes no %s", c.Name, what)
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take %s while incapacitated", c.Name, c.Conds, what)
	case c.Surprised:
		return refuse(CodeCannot, "%s is surprised: no %s until its first turn ends", c.Name, what)
	}
	return nil
}

// legendaryCmd is `NAME legendary OPTION [TARGET | toward|at SQUARE]`.
func (d *decider) legendaryCmd(cmd Command) error {
	s := d.st
	u := cmd.Actor
	c := &s.Combatants[u]
	if c.Legend == nil || len(c.Legend.Options) == 0 {
		return refuse(CodeCannot, "%s has no legendary actions", c.Name)
	}
	f, rest, err := pickFeature(c.Legend.Options, cmd, "legendary action")
	if err != nil {
		return err
	}
	if err := c.canLegend("legendary actions"); err != nil {
		return err
	}
	id, ended, err := s.legendWindow()
	if err != nil {
		return err
	}
	switch {
	case ended < 0:
		return refuse(CodeNotYourTurn, "no creature's turn has ended yet: legendary actions are taken at the end of another creature's turn")
	case ended == u:
		return refuse(CodeNotYourTurn, "the turn that just ended was %s's own: legendary actions are taken at the end of another creature's turn", c.Name)
	case c.LegendPlay.At == id:
		return refuse(CodeNoAction, "%s has taken a legendary action at the end of %s's turn: one at a time, one per turn's end", c.Name, s.Combatants[ended].Name)
	}
	// Before its own turn the pool it spends is the one from before the
	// start of that turn (the file's comment).
	own := s.begun(u)
	left := c.Legend.PerRound - c.LegendPlay.Spent
	if own {
		left = c.Legend.PerRound - c.LegendPlay.Before
	}
	if f.Cost > left {
		return refuse(CodeNoAction, "%s costs %d legendary actions and %s has %d of %d left: they come back at the start of its turn", f.Name, f.Cost, c.Name, left, c.Legend.PerRound)
	}
	plan, err := d.planFeature(u, f, rest, cmd.Text)
	if err != nil {
		return err
	}
	head := Event{Type: EvLegendary, Actor: c.Name, With: f.Name, Cost: ip(f.Cost), Total: ip(left - f.Cost), Reason: "after " + s.Combatants[ended].Name + "'s turn",
		Text: fmt.Sprintf("%s takes a legendary action at the end of %s's turn: %s (costs %d; %d of %d left)",
			c.Name, s.Combatants[ended].Name, f.Name, f.Cost, left-f.Cost, c.Legend.PerRound)}
	if own {
		head.Text = fmt.Sprintf("%s takes a legendary action at the end of %s's turn, before its own: %s (costs %d; %d of %d left, then all %d come back)",
			c.Name, s.Combatants[ended].Name, f.Name, f.Cost, left-f.Cost, c.Legend.PerRound, c.Legend.PerRound)
	}
	return d.runFeature(u, f, plan, head)
}

// begun reports whether creature a's turn is under way: it is the current
// creature and the fight is not waiting at count 20 before its turn
// (lair.go), when its legendary actions have not come back yet.
func (s *State) begun(a int) bool {
	return s.Current() == a && !s.Waiting()
}

// legendTurn: a legendary creature regains its spent legendary actions at
// the start of its turn (SRD 5.1 "Legendary Actions"); what it had spent
// stays in Before for the moment before its turn (legendaryCmd).
func (s *State) legendTurn(a int) {
	lp := &s.Combatants[a].LegendPlay
	lp.Before, lp.Spent = lp.Spent, 0
}

// applyLegend folds the events of legendary creatures.
func (s *State) applyLegend(a int, e Event) {
	c := &s.Combatants[a]
	switch e.Type {
	case EvLegendary:
		if s.begun(a) { // before its own turn: the pool from before it (legendaryCmd)
			c.LegendPlay.Before += deref(e.Cost)
		} else {
			c.LegendPlay.Spent += deref(e.Cost)
		}
		c.LegendPlay.At = s.Round*(len(s.Order)+1) + s.Turn + 1
	case EvLair:
		c.LegendPlay.LairRound, c.LegendPlay.LairLast = e.Round, e.With
	case EvFrightfulPresence:
		c.LegendPlay.Met = append(slices.Clip(c.LegendPlay.Met), e.Caught...)
		c.Turn.Action = true
		if e.Action == "multiattack" && !c.Turn.Attacking {
			c.Turn.Attacking, c.Turn.AttacksLeft = true, 1+c.ExtraAttacks
		}
	}
}
