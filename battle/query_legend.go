package battle

// Read-only queries about legendary and lair actions, for a policy that
// offers them between turns (package tactics): the same checks as
// legendaryCmd and lairCmd (legendary.go, lair.go) before an option is
// picked, so that a command built from their answers is not refused for
// its timing or its pool.

// LegendaryLeft is how many legendary actions creature u could spend at
// this moment: 0 when it can take none now — no moment between turns is
// open, the turn that just ended was its own, it took one at this turn's
// end already, or it is down, incapacitated or surprised.
func (s *State) LegendaryLeft(u int) int {
	c := &s.Combatants[u]
	if c.Legend == nil || len(c.Legend.Options) == 0 || c.canLegend("") != nil {
		return 0
	}
	id, ended, err := s.legendWindow()
	if err != nil || ended < 0 || ended == u || c.LegendPlay.At == id {
		return 0
	}
	if s.begun(u) {
		return c.Legend.PerRound - c.LegendPlay.Before
	}
	return c.Legend.PerRound - c.LegendPlay.Spent
}

// LairDue reports whether creature u could take a lair action now
// (the fight waits at initiative count 20, its lair not yet acted this
// round: lair.go), and the one it
// took the round before, which it may not take again.
func (s *State) LairDue(u int) (bool, string) {
	c := &s.Combatants[u]
	if c.Legend == nil || len(c.Legend.Lair) == 0 || c.canLegend("") != nil {
		return false, ""
	}
	if !s.Count20 || c.LegendPlay.LairRound == s.Round {
		return false, ""
	}
	last := ""
	if c.LegendPlay.LairRound == s.Round-1 {
		last = c.LegendPlay.LairLast
	}
	return true, last
}

// InReach reports whether creature u's attack named attack could be made
// against t now (range, reach, sight, a spent recharge): a legendary
// attack option's check (legendary_feature.go's planFeature).
func (s *State) InReach(u, t int, attack string) bool {
	c := &s.Combatants[u]
	w := c.attackNamed(attack)
	if w == nil || c.charged(w.Name, w.Slot, w.Recharge) != nil {
		return false
	}
	_, _, err := s.canAttack(u, t, w)
	return err == nil
}

// Within lists the creatures a `within` option of creature u would
// reach: every other creature not dead within feet of it (on the ground
// only, when ground), as legendary_feature.go finds them.
func (s *State) Within(u int, f *Feature, buf []int) []int {
	p, err := (&decider{st: s}).planFeature(u, f, nil, "")
	if err != nil {
		return buf
	}
	return append(buf, p.caught...)
}

// AreaReady reports whether creature u could use its area attack named
// name now (`NAME use ATTACK toward|at SQUARE`, area.go): its action
// free, the attack recharged, an explosive left. Where it goes is
// AreaCaught's question.
func (s *State) AreaReady(u int, name string) bool {
	c := &s.Combatants[u]
	a := c.areaNamed(name)
	if a == nil || c.Turn.Action || !c.Conds.CanAct() || c.Dead {
		return false
	}
	return c.charged(a.Name, a.Slot, a.Recharge) == nil && s.explosiveReady(u, a.Name) == nil
}

// legendsWait reports whether a creature other than i could take a
// legendary action at the end of i's turn: one not down or incapacitated,
// with some of its pool unspent (counted before its own turn too, when
// that comes next). A lair action has its own wait, at count 20 (lair.go).
func (s *State) legendsWait(i int) bool {
	for u := range s.Combatants {
		c := &s.Combatants[u]
		if u == i || c.Legend == nil || c.canLegend("") != nil {
			continue
		}
		if n := c.Legend.PerRound; len(c.Legend.Options) > 0 && (c.LegendPlay.Spent < n || c.LegendPlay.Before < n) {
			return true
		}
	}
	return false
}
