package battle

// Lair actions. SRD 5.1 gives none of its own; the rule is the Monster
// Manual's "Lair Actions": "On initiative count 20 (losing all initiative
// ties), the dragon takes a lair action to cause one of the following
// effects; the dragon can't use the same effect two rounds in a row."
//
// The order holds creatures only, so initiative count 20 is the moment
// between the turn of the last creature at 20 or more and the turn of the
// first below 20 (with none below 20, before the first turn of the next
// round). `NAME lair ACTION [toward|at SQUARE]` is taken there: while the
// creature whose turn follows count 20 has done nothing yet — creatures
// between them that took no turn (dead, at 0 hit points, controlled
// mounts) are passed over — once a round, never the action it took the
// round before, and not while the creature is down or incapacitated. A
// DM who lets the lair pass just goes on.

import "fmt"

// lairCmd is `NAME lair ACTION ...`.
func (d *decider) lairCmd(cmd Command) error {
	s := d.st
	u := cmd.Actor
	c := &s.Combatants[u]
	if c.Legend == nil || len(c.Legend.Lair) == 0 {
		return refuse(CodeCannot, "%s has no lair actions", c.Name)
	}
	f, rest, err := pickFeature(c.Legend.Lair, cmd, "lair action")
	if err != nil {
		return err
	}
	if err := c.canLegend("lair actions"); err != nil {
		return err
	}
	if _, _, err := s.legendWindow(); err != nil {
		return err
	}
	if !s.atCount20() {
		return refuse(CodeNotYourTurn, "lair actions come on initiative count 20: right before the turn of the first creature whose initiative is below 20")
	}
	switch lp := c.LegendPlay; {
	case lp.LairRound == s.Round:
		return refuse(CodeNoAction, "%s's lair has acted this round (%s): one lair action a round", c.Name, lp.LairLast)
	case lp.LairRound == s.Round-1 && lp.LairLast == f.Name:
		return refuse(CodeCannot, "%s used %s last round: the same lair action can't be used two rounds in a row", c.Name, f.Name)
	}
	plan, err := d.planFeature(u, f, rest, cmd.Text)
	if err != nil {
		return err
	}
	head := Event{Type: EvLair, Actor: c.Name, With: f.Name, Reason: "initiative count 20",
		Text: fmt.Sprintf("initiative count 20: %s's lair action: %s", c.Name, f.Name)}
	return d.runFeature(u, f, plan, head)
}

// atCount20 reports whether initiative count 20 lies just before the
// current turn: every creature between count 20 and it took no turn.
func (s *State) atCount20() bool {
	p := len(s.Order)
	for k, i := range s.Order {
		if s.Combatants[i].Initiative < 20 {
			p = k
			break
		}
	}
	from := p
	if p == len(s.Order) { // count 20 ends the round: before the next round's first turn
		if s.Round < 2 {
			return false
		}
		from = 0
	}
	if s.Turn < from {
		return false
	}
	for k := from; k < s.Turn; k++ {
		i := s.Order[k]
		if s.controlledBy(i) < 0 && !s.Combatants[i].Down() {
			return false
		}
	}
	return true
}
