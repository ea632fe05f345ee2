package battle

// The wait for legendary actions at the end of a turn. SRD 5.1
// "Legendary Creatures": "Only one legendary action option can be used at
// a time and only at the end of another creature's turn."
//
// The engine started the next creature's turn as the last one ended, and
// a legendary action was taken while the next creature had done nothing
// yet; but its start-of-turn business (effects ending, regeneration,
// recharge rolls, ongoing damage, a cloud's save, a death save) had
// already happened, so the legendary action came after the start of the
// next turn, not at the end of the last. Now, when some legendary
// creature could take a legendary action there — one with options and a
// pool left to spend (its own turn next or not: the pool comes back at the
// start of its turn, after the wait), not down, incapacitated or
// surprised, and not the creature whose turn just ended — the fight waits
// as it does at initiative count 20 (lair.go): a legend_wait event,
// State.LegendWait, the creature whose turn follows next (Current) but its
// turn not begun. Legendary actions and DM commands are taken then;
// `next turn` goes on, and so does any command of a creature, its turn
// begun first. With no such creature there is no wait: a fight without a
// legend plays as before, event for event. A wait at count 20 at that
// moment serves legendary actions too, and no second wait follows it.

import "fmt"

// EvLegendWait is the fight waiting at the end of a turn for legendary
// actions: Actor is the creature whose turn comes next, Reason names the
// turn that ended.
const EvLegendWait = "legend_wait"

// waitLegend stops the fight before the turn of creature next when the
// turn of ended (-1: none) has just ended and a legendary creature could
// act at its end; it reports whether it did.
func (d *decider) waitLegend(next, ended int) bool {
	s := d.st
	if ended < 0 || s.Over || !s.legendCould(ended) {
		return false
	}
	ev := Event{Type: EvLegendWait, Actor: s.Combatants[next].Name, Reason: "end of " + s.Combatants[ended].Name + "'s turn"}
	if !d.quiet {
		ev.Text = fmt.Sprintf("the end of %s's turn: legendary actions may be taken before %s's turn (next turn goes on)",
			s.Combatants[ended].Name, s.Combatants[next].Name)
	}
	d.emit(ev)
	return true
}

// legendCould reports whether some creature other than ended could take a
// legendary action at the end of ended's turn: not down, incapacitated or
// surprised, with its cheapest option within the pool it has left.
func (s *State) legendCould(ended int) bool {
	for u := range s.Combatants {
		c := &s.Combatants[u]
		if u == ended || c.Legend == nil || len(c.Legend.Options) == 0 || c.canLegend("") != nil {
			continue
		}
		left := c.Legend.PerRound - c.LegendPlay.Spent
		for _, f := range c.Legend.Options {
			if f.Cost <= left {
				return true
			}
		}
	}
	return false
}

// applyLegendWait folds the wait: the creature named is next, its turn
// not begun.
func (s *State) applyLegendWait(a, round int) {
	s.Round, s.LegendWait = round, true
	for k, i := range s.Order {
		if i == a {
			s.Turn = k
		}
	}
}
