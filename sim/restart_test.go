package sim

import (
	"os"
	"reflect"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// TestRestartIsAFreshFight: a trial played in the memory of the worker's
// last one (battle.RestartLean: its states, events and memo reused) is
// the trial a fresh fight plays, event for event — no answer of the last
// fight's memo and no part of its states carries over.
func TestRestartIsAFreshFight(t *testing.T) {
	data, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		t.Fatal(err)
	}
	enc, err := battle.Load("bench-4v4.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	s0, err := battle.New(enc)
	if err != nil {
		t.Fatal(err)
	}
	play := func(prev *battle.Fight, seed uint64) (*battle.Fight, []battle.Event) {
		var evs []battle.Event
		f, err := playFrom(prev, enc, s0, seed, nil, tactics.New(seed), func(e []battle.Event) { evs = append(evs, e...) })
		if err != nil {
			t.Fatal(err)
		}
		return f, evs
	}
	var last *battle.Fight
	for i := range 8 {
		seed := TrialSeed(5, i)
		_, fresh := play(nil, seed)
		f, reused := play(last, seed)
		if i > 0 && f != last {
			t.Fatalf("trial %d: RestartLean made a new fight rather than reuse the last", i)
		}
		if !reflect.DeepEqual(fresh, reused) {
			t.Fatalf("trial %d (seed %d): %d events in a fresh fight, %d differing in the last one's memory", i, seed, len(fresh), len(reused))
		}
		last = f
	}
}
