package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
)

// Check tells whether tallies read from a file hold together, so that a
// damaged or hand-edited shard is refused with the field at fault rather
// than merged into a wrong report (or a crash).
func (st *Stats) Check() error {
	r := &st.Roster
	n, sides := len(r.Names), len(r.Sides)
	switch {
	case st.Format != FormatVersion:
		return fmt.Errorf("format %d: this skirmish reads format %d", st.Format, FormatVersion)
	case st.N < 1 || st.M < 1 || st.M > st.N:
		return fmt.Errorf("n %d in %d shards: want n ≥ 1 and 1 ≤ m ≤ n", st.N, st.M)
	case st.Trials < 0 || st.Trials > st.N:
		return fmt.Errorf("trials %d: want 0 to n (%d)", st.Trials, st.N)
	case len(r.Side) != n || len(r.Party) != n:
		return fmt.Errorf("roster: %d names, %d sides, %d party marks: want one of each per creature", n, len(r.Side), len(r.Party))
	case len(st.Wins) != sides:
		return fmt.Errorf("wins: %d, want one per side (%d)", len(st.Wins), sides)
	case len(st.Downs) != n || len(st.Deaths) != n || len(st.Dealt) != n || len(st.Taken) != n || len(st.Spent) != n:
		return fmt.Errorf("per-creature tallies: want %d of each (downs, deaths, dealt, taken, spent)", n)
	}
	for i, s := range r.Side {
		if s < 0 || s >= sides {
			return fmt.Errorf("roster: creature %d's side %d: want 0 to %d", i, s, sides-1)
		}
	}
	for i, sp := range st.Spent {
		if len(sp) != len(Resources) {
			return fmt.Errorf("spent: creature %d has %d resources, want %d", i, len(sp), len(Resources))
		}
	}
	if len(st.Shards) == 0 {
		return fmt.Errorf("shards: none named")
	}
	for i, k := range st.Shards {
		if k < 0 || k >= st.M || i > 0 && st.Shards[i-1] >= k {
			return fmt.Errorf("shards %v: want distinct shards 0 to %d in order", st.Shards, st.M-1)
		}
	}
	return st.checkCounts()
}

// checkCounts: every tally is a count of trials between 0 and Trials,
// and the histograms add up to Trials.
func (st *Stats) checkCounts() error {
	t := st.Trials
	in := func(v int) bool { return v >= 0 && v <= t }
	sum := st.NoWinner + st.Stalemates
	for _, w := range st.Wins {
		if !in(w) {
			return fmt.Errorf("wins %v: want 0 to %d each", st.Wins, t)
		}
		sum += w
	}
	if sum != t {
		return fmt.Errorf("wins, no winner and stalemates add to %d, not the %d trials", sum, t)
	}
	rounds := 0
	for _, k := range st.Rounds {
		if !in(k) {
			return fmt.Errorf("rounds: a count %d outside 0 to %d", k, t)
		}
		rounds += k
	}
	bad := 0
	for i, b := range st.Bad {
		if !in(b.Count) || b.Badness < 0 || i > 0 && st.Bad[i-1].Badness >= b.Badness || b.Trial < 0 || b.Trial >= st.N {
			return fmt.Errorf("bad: bucket %d (%+v) out of order or out of range", i, b)
		}
		bad += b.Count
	}
	if rounds != t-st.Stalemates || bad != t {
		return fmt.Errorf("the rounds (%d) and badness (%d) histograms must each add to the %d trials", rounds, bad, t)
	}
	counts := slices.Concat(st.Downs, st.Deaths, []int{st.PartyDown, st.PartyDeath, st.AllDown})
	for _, k := range counts {
		if !in(k) {
			return fmt.Errorf("a count of trials %d outside 0 to %d", k, t)
		}
	}
	return nil
}

// ParseStats reads a shard's JSON (what `skirmish sim --shard` prints)
// strictly: unknown fields are refused, and so are tallies that do not
// hold together (Check).
func ParseStats(data []byte) (*Stats, error) {
	var st Stats
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&st); err != nil {
		return nil, fmt.Errorf("not a shard of skirmish sim --shard: %v", err)
	}
	if err := st.Check(); err != nil {
		return nil, err
	}
	return &st, nil
}
