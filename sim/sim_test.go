package sim_test

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/sim"
)

func load(t testing.TB, name string) *battle.Encounter {
	t.Helper()
	path := name
	if !strings.Contains(name, "/") {
		path = "testdata/" + name
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := battle.Load(filepath.Base(name), data)
	if err != nil {
		t.Fatal(err)
	}
	return enc
}

func run(t testing.TB, enc *battle.Encounter, cfg sim.Config) *sim.Stats {
	t.Helper()
	st, err := sim.Run(context.Background(), enc, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// The same file, seed and n give the same tallies on any number of
// workers: each trial has its own seed, and tallies are sums.
func TestSameReportAnyWorkers(t *testing.T) {
	enc := load(t, "skirmish.yaml")
	one := run(t, enc, sim.Config{N: 200, Seed: 7, Workers: 1})
	for _, w := range []int{2, 5} {
		if got := run(t, enc, sim.Config{N: 200, Seed: 7, Workers: w}); !reflect.DeepEqual(got, one) {
			t.Errorf("%d workers: the tallies differ from one worker's", w)
		}
	}
	if other := run(t, enc, sim.Config{N: 200, Seed: 8, Workers: 1}); reflect.DeepEqual(other.Rounds, one.Rounds) && reflect.DeepEqual(other.Wins, one.Wins) {
		t.Error("seeds 7 and 8 gave identical tallies: the seed does not reach the dice")
	}
	if one.Trials != 200 || one.Wins[0]+one.Wins[1]+one.NoWinner+one.Stalemates != 200 {
		t.Errorf("200 trials tallied as %d: wins %v, no winner %d, stalemates %d", one.Trials, one.Wins, one.NoWinner, one.Stalemates)
	}
	var dealt, taken int64
	for i := range one.Dealt {
		dealt, taken = dealt+one.Dealt[i], taken+one.Taken[i]
	}
	if dealt != taken || dealt == 0 {
		t.Errorf("damage dealt %d, taken %d: every hit here has a dealer, so they must match", dealt, taken)
	}
	if one.Wins[0] == 0 || one.Wins[1] == 0 || one.PartyDown == 0 || one.Deaths[2] == 0 {
		t.Errorf("a fixture meant to go both ways: wins %v, party down %d, orc 1 deaths %d", one.Wins, one.PartyDown, one.Deaths[2])
	}
}

// Shards run apart and merged give exactly the one run's tallies.
func TestShardsMergeToOneRun(t *testing.T) {
	enc := load(t, "skirmish.yaml")
	one := run(t, enc, sim.Config{N: 150, Seed: 3, Digest: "d"})
	var merged *sim.Stats
	for _, k := range []int{2, 0, 1} {
		part := run(t, enc, sim.Config{N: 150, Seed: 3, Digest: "d", Shard: k, Shards: 3})
		if merged == nil {
			merged = part
			continue
		}
		if err := merged.Merge(part); err != nil {
			t.Fatal(err)
		}
	}
	if len(merged.Report().Missing) != 0 {
		t.Errorf("all three shards merged, missing %v", merged.Report().Missing)
	}
	a, b := one.Report(), merged.Report()
	a.Shards, b.Shards = 0, 0
	if !reflect.DeepEqual(a, b) {
		t.Errorf("merged shards report\n%+v\none run\n%+v", b, a)
	}
}

func TestMergeRefusesOtherStudies(t *testing.T) {
	enc := load(t, "duel.yaml")
	base := func() *sim.Stats { return run(t, enc, sim.Config{N: 20, Seed: 1, Digest: "x", Shards: 2}) }
	for name, other := range map[string]sim.Config{
		"other file":    {N: 20, Seed: 1, Digest: "y", Shard: 1, Shards: 2},
		"other seed":    {N: 20, Seed: 2, Digest: "x", Shard: 1, Shards: 2},
		"other n":       {N: 40, Seed: 1, Digest: "x", Shard: 1, Shards: 2},
		"same shard":    {N: 20, Seed: 1, Digest: "x", Shard: 0, Shards: 2},
		"other slicing": {N: 20, Seed: 1, Digest: "x", Shard: 1, Shards: 4},
	} {
		st := base()
		if err := st.Merge(run(t, enc, other)); err == nil {
			t.Errorf("%s: merged", name)
		}
		if st.Trials != 10 {
			t.Errorf("%s: a refused merge changed the tallies (%d trials)", name, st.Trials)
		}
	}
}

// A duel in which each hit kills: the first creature's win probability
// is exact, from the dice package's attack odds (seed 001 "Attack Rolls",
// "Rolling 1 or 20"), and the simulated figure's interval holds it.
func TestDuelMatchesExactOdds(t *testing.T) {
	pa := hitChance(t, "1d20+5", 15)
	pb := hitChance(t, "1d20+4", 12)
	exact := pa / (1 - (1-pa)*(1-pb))
	st := run(t, load(t, "duel.yaml"), sim.Config{N: 4000, Seed: 11})
	win := st.Report().Sides[0].Win
	if exact < win.Lo || exact > win.Hi {
		t.Errorf("the Duelist won %.4f (95%% interval %.4f–%.4f); the exact chance is %.4f", win.P, win.Lo, win.Hi, exact)
	}
	if win.Hi-win.Lo > 0.04 {
		t.Errorf("interval %.4f wide for 4000 trials: want under 0.04", win.Hi-win.Lo)
	}
}

func hitChance(t *testing.T, attack string, ac int) float64 {
	o, err := rules.Attack(dice.MustParse(attack), ac, nil, dice.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return o.Hit
}

// A percentile night replays from its seed alone, as the report says.
func TestNightsReplayBySeed(t *testing.T) {
	enc := load(t, "skirmish.yaml")
	st := run(t, enc, sim.Config{N: 100, Seed: 5})
	nights := st.Report().Nights
	if len(nights) != len(sim.Percentiles) {
		t.Fatalf("%d nights, want %d", len(nights), len(sim.Percentiles))
	}
	for k := 1; k < len(nights); k++ {
		a, b := nights[k-1], nights[k]
		if b.Deaths < a.Deaths || b.Deaths == a.Deaths && b.Downs < a.Downs {
			t.Errorf("the %dth night (%+v) is better than the %dth (%+v)", b.Percentile, b, a.Percentile, a)
		}
	}
	worst := nights[len(nights)-1]
	if worst.Seed != sim.TrialSeed(5, worst.Trial-1) {
		t.Fatalf("night seed %d is not trial %d's", worst.Seed, worst.Trial)
	}
	f, err := sim.Play(enc, worst.Seed, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	deaths := 0
	for i := range f.State.Combatants {
		if c := &f.State.Combatants[i]; c.Side == "party" && c.Dead {
			deaths++
		}
	}
	if deaths != worst.Deaths {
		t.Errorf("replaying seed %d: %d of the party dead, the report says %d", worst.Seed, deaths, worst.Deaths)
	}
}

// An interrupted study returns what it finished, with the context's error.
func TestInterruptKeepsResults(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	done := 0
	st, err := sim.Run(ctx, load(t, "skirmish.yaml"), sim.Config{N: 100000, Seed: 1, Workers: 1,
		Progress: func(n int) {
			if done += n; done >= 64 {
				cancel()
			}
		}})
	if err != context.Canceled {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	if st == nil || st.Trials < 64 || st.Trials >= 100000 {
		t.Fatalf("an interrupted study kept %v trials, want the 64 or so finished", st)
	}
	if r := st.Report(); !r.StoppedEarly || !strings.Contains(r.Text(), "stopped early") {
		t.Errorf("an interrupted study's report is not marked: stopped_early %v\n%s", r.StoppedEarly, r.Text())
	}
}

// Shards merged while one is still missing are not a study stopped early:
// the report names the missing shard and says nothing of stopping, and
// stopped_early is kept for shards that did not finish their slice.
func TestMissingShardIsNotStoppedEarly(t *testing.T) {
	enc := load(t, "duel.yaml")
	st := run(t, enc, sim.Config{N: 31, Seed: 1, Digest: "x", Shards: 3})
	if err := st.Merge(run(t, enc, sim.Config{N: 31, Seed: 1, Digest: "x", Shard: 2, Shards: 3})); err != nil {
		t.Fatal(err)
	}
	r := st.Report()
	if !slices.Equal(r.Missing, []int{2}) || r.StoppedEarly || strings.Contains(r.Text(), "stopped early") {
		t.Errorf("shards 1 and 3 of 3 (%d trials): missing %v, stopped early %v\n%s", r.Trials, r.Missing, r.StoppedEarly, r.Text())
	}
	st.Trials-- // as if shard 3 had been interrupted one trial short
	if r := st.Report(); !r.StoppedEarly {
		t.Errorf("%d trials of shards 1 and 3 (21 to play): not marked stopped early", r.Trials)
	}
}

func TestConfigErrors(t *testing.T) {
	enc := load(t, "duel.yaml")
	for _, cfg := range []sim.Config{{N: 0}, {N: 10, Shard: 3, Shards: 3}, {N: 2, Shards: 3}, {N: 10, Shard: -1, Shards: 2}} {
		if _, err := sim.Run(context.Background(), enc, cfg); err == nil {
			t.Errorf("%+v: no error", cfg)
		}
	}
}

// With the house tables on, creatures join some fights (seed 001's giant
// rats): the study tallies the file's creatures and never trips on the
// newcomers.
func TestStudyWithHouseTables(t *testing.T) {
	st := run(t, load(t, "house.yaml"), sim.Config{N: 400, Seed: 2})
	if st.Trials != 400 || len(st.Downs) != 5 {
		t.Fatalf("%d trials, %d creatures tallied; want 400 and the file's 5", st.Trials, len(st.Downs))
	}
}

// Two creatures a wall apart can't reach each other: every trial is a
// stalemate, stopped after sim.MaxRounds, and the report says so.
func TestStalemates(t *testing.T) {
	st := run(t, load(t, "walled.yaml"), sim.Config{N: 20, Seed: 1})
	if st.Stalemates != 20 || st.Report().Stalemate.P != 1 {
		t.Errorf("%d stalemates of 20 (%+v)", st.Stalemates, st.Report().Stalemate)
	}
	// A fight stopped unfinished ended in no round: the rounds histogram
	// holds the fights that ended, none here, and the text says how many
	// were stopped.
	if n := slices.Max(append([]int{0}, st.Rounds...)); n != 0 {
		t.Errorf("stalemates counted in the rounds histogram: %v", st.Rounds)
	}
	r := st.Report()
	if r.Rounds.Mean != 0 || !strings.Contains(r.Text(), "stopped unfinished after 100 rounds") {
		t.Errorf("the report's rounds: %+v\n%s", r.Rounds, r.Text())
	}
	if err := st.Check(); err != nil {
		t.Errorf("the tallies don't check: %v", err)
	}
}

// Damage taken counts what a blow took away, not its overkill: no
// creature of a fight without healing takes more than its hit points.
func TestNoOverkill(t *testing.T) {
	st := run(t, load(t, "skirmish.yaml"), sim.Config{N: 200, Seed: 4})
	maxHP := []int64{24, 24, 15, 15, 15}
	for i, m := range maxHP {
		if st.Taken[i] > m*int64(st.Trials) {
			t.Errorf("%s took %d over %d trials, more than its %d hit points each time", st.Roster.Names[i], st.Taken[i], st.Trials, m)
		}
	}
}

// A file with fixed rolls and no script: trials leave the rolls out, and
// the replay command says --no-script so that it does too.
func TestReplayLeavesRollsOut(t *testing.T) {
	enc := load(t, "skirmish.yaml")
	enc.Rolls = []int{20, 1, 20, 20, 20, 20}
	r := run(t, enc, sim.Config{N: 20, Seed: 1, File: "f.yaml"}).Report()
	if r.RollsSkipped != 6 || !strings.Contains(r.Replay, "--no-script") {
		t.Errorf("rolls skipped %d, replay %q", r.RollsSkipped, r.Replay)
	}
}

// The replay command is printed to be pasted into a shell: a file name
// with a space or a quote in it is quoted, or the pasted command would
// name other files (or none).
func TestReplayQuotesTheFile(t *testing.T) {
	enc := load(t, "duel.yaml")
	for file, want := range map[string]string{
		"enc.yaml":             "skirmish run enc.yaml --auto --seed SEED",
		"../maps/a-b_c+1.yaml": "skirmish run ../maps/a-b_c+1.yaml --auto --seed SEED",
		"my duel.yaml":         "skirmish run 'my duel.yaml' --auto --seed SEED",
		"it's $HOME.yaml":      `skirmish run 'it'\''s $HOME.yaml' --auto --seed SEED`,
	} {
		if got := run(t, enc, sim.Config{N: 1, Seed: 1, File: file}).Report().Replay; got != want {
			t.Errorf("file %q: replay %q, want %q", file, got, want)
		}
	}
}
