package sim_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/sim"
)

// TestTallyStaysFlat: a study's tally does not grow with its trials
// (issue 6: "Memory stays flat as n grows"). It keeps counts and sums by
// creature, side and round, and one trial of each badness (the party's
// deaths, downs and percent of hit points lost: at most (P+1)² × 101 of
// them for a party of P), never a record per trial. The answers its
// workers keep across trials are bounded by their own tests (battle
// TestCrossBounded, tactics TestKeptFloodsByteBound).
func TestTallyStaysFlat(t *testing.T) {
	enc := load(t, "skirmish.yaml")
	for _, n := range []int{100, 3000} {
		st := run(t, enc, sim.Config{N: n, Seed: 3, Workers: 2})
		party := 0
		for _, in := range st.Roster.Party {
			if in {
				party++
			}
		}
		bound := (party + 1) * (party + 1) * 101
		total := 0
		for _, b := range st.Bad {
			total += b.Count
		}
		if len(st.Bad) > bound || total != n {
			t.Errorf("%d trials: %d badness buckets holding %d trials, at most %d buckets for a party of %d", n, len(st.Bad), total, bound, party)
		}
		if len(st.Rounds) > sim.MaxRounds+2 {
			t.Errorf("%d trials: %d round bins, more than the %d rounds a fight may last", n, len(st.Rounds), sim.MaxRounds)
		}
		if len(st.Downs) != len(st.Roster.Names) || len(st.Spent) != len(st.Roster.Names) {
			t.Errorf("%d trials: tallies by creature of %d and %d, for %d creatures", n, len(st.Downs), len(st.Spent), len(st.Roster.Names))
		}
		t.Logf("%d trials: %d badness buckets (at most %d), %d round bins", n, len(st.Bad), bound, len(st.Rounds))
	}
}
