package battle

// Lair actions. SRD 5.1 gives none of its own; the rule is the Monster
// Manual's "Lair Actions": "On initiative count 20 (losing all initiative
// ties), the dragon takes a lair action to cause one of the following
// effects; the dragon can't use the same effect two rounds in a row."
//
// The order holds creatures only, so initiative count 20 is the moment
// between the turn of the last creature at 20 or more and the turn of the
// first below 20 (with none below 20, before the first turn of the next
// round; with none at 20 or more, before the first turn of each round,
// round 1 included). When some creature could take a lair action there —
// one with lair actions that is not down, incapacitated or surprised and
// has not taken one this round — the fight waits at that moment: a
// count20 event, State.Count20 true, the creature whose turn follows next
// (Current) but its turn not begun. Its start-of-turn business (effects
// ending, regeneration, ongoing damage, a cloud's save, a death save, a
// rage that lapses) all comes after the lair action, as "losing all
// initiative ties" wants: the lair acts first. A cloud that lasts until
// count 20 is gone before the fight waits (zone.go).
//
// While it waits, `NAME lair ACTION [toward|at SQUARE]` is taken — once a
// round, never the action it took the round before — and legendary
// actions (the turn before has ended) and DM commands may be given too.
// `next turn` goes on: the next creature's turn begins. So does any other
// creature command, its turn begun first: a DM who lets the lair pass
// just goes on, and a script written without the lair plays as before
// (`Fighter attack Dragon` begins the fighter's turn, then attacks). A
// refused command changes nothing, the wait included.

import "fmt"

// EvCount20 is the fight waiting at initiative count 20 for a lair action:
// Actor is the creature whose turn comes next.
const EvCount20 = "count20"

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
	if !s.Count20 {
		return refuse(CodeNotYourTurn, "lair actions come on initiative count 20: right before the turn of the first creature whose initiative is below 20, which has begun")
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

// count20At reports whether initiative count 20 lies just before position
// pos of the order this round.
func (s *State) count20At(pos int) bool {
	p := len(s.Order)
	for k, i := range s.Order {
		if s.Combatants[i].Initiative < 20 {
			p = k
			break
		}
	}
	if p == len(s.Order) { // count 20 ends the round: before the next round's first turn
		return pos == 0 && s.Round >= 2
	}
	return pos == p
}

// lairWaits reports whether some creature could take a lair action at
// this round's initiative count 20.
func (s *State) lairWaits() bool {
	for u := range s.Combatants {
		c := &s.Combatants[u]
		if c.Legend != nil && len(c.Legend.Lair) > 0 && c.canLegend("") == nil && c.LegendPlay.LairRound != s.Round {
			return true
		}
	}
	return false
}

// waitCount20 stops the fight at initiative count 20 before position pos
// when a lair could act there, once a round (startTurn); it reports
// whether it did.
func (d *decider) waitCount20(pos int) bool {
	s := d.st
	if s.Count20Round >= s.Round || !s.count20At(pos) || !s.lairWaits() {
		return false
	}
	c := &s.Combatants[s.Order[pos]]
	ev := Event{Type: EvCount20, Actor: c.Name, Reason: "initiative count 20"}
	if !d.quiet { // a lean fight's waits go untold, as its turns
		ev.Text = fmt.Sprintf("round %d, initiative count 20: the lair may act before %s's turn (next turn goes on)", s.Round, c.Name)
	}
	d.emit(ev)
	return true
}

// NextTurn is the command `next turn`, parsed.
func NextTurn() Command {
	return Command{Text: "next turn", Verb: "next turn", Actor: -1, Target: -1, Other: -1}
}

// nextTurn is `next turn`: the fight waiting at initiative count 20 goes
// on to the turn of the creature after it.
func (d *decider) nextTurn() error {
	s := d.st
	if !s.Waiting() {
		return refuse(CodeNotYourTurn, "the fight is not waiting between turns (initiative count 20, or a turn's end for legendary actions): a creature ends its turn with NAME end turn")
	}
	return d.startTurn(s.Turn, -1)
}

// passCount20 begins the waiting turn before a creature's command (the
// file's comment); a command whose beginning ends the fight is refused,
// so that `next turn` shows it.
func (d *decider) passCount20() error {
	if !d.st.Waiting() {
		return nil
	}
	if err := d.nextTurn(); err != nil {
		return err
	}
	if d.checkEnd(); d.st.Over {
		return refuse(CodeOver, "the fight ends as the turn after the wait between turns begins: write next turn")
	}
	return d.err
}

// applyCount20 folds the wait at count 20: the creature named is next.
func (s *State) applyCount20(a, round int) {
	s.Round, s.Count20, s.Count20Round = round, true, round
	for k, i := range s.Order {
		if i == a {
			s.Turn = k
		}
	}
}
