package sim_test

import (
	"context"
	"fmt"
	"os"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/sim"
)

// A study of a duel in which each hit kills: the first to act, hitting
// 55% of the time against the other's 65%, wins about 65% of the time
// (exactly 0.55 / (1 - 0.45·0.35) = 0.6528).
func ExampleRun() {
	data, _ := os.ReadFile("testdata/duel.yaml")
	enc, err := battle.Load("duel.yaml", data)
	if err != nil {
		fmt.Println(err)
		return
	}
	st, err := sim.Run(context.Background(), enc, sim.Config{N: 2000, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	win := st.Report().Sides[0].Win
	fmt.Printf("%s wins %.1f%% (95%% interval %.1f–%.1f%%)\n", st.Roster.Sides[0], 100*win.P, 100*win.Lo, 100*win.Hi)
	// Output: blue wins 66.0% (95% interval 63.9–68.1%)
}

// A trial's seed replays it alone: `skirmish run FILE --auto --seed S`.
// Neighbouring trials get unrelated seeds.
func ExampleTrialSeed() {
	fmt.Println(sim.TrialSeed(42, 0), sim.TrialSeed(42, 1))
	// Output: 13679457532755275413 2949826092126892291
}
