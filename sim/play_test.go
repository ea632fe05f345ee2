package sim_test

import (
	"os"
	"reflect"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/sim"
)

// A lean fight (no log, memory reused between commands, no prose for the
// busiest events) plays exactly the fight a full one plays: the same
// events, the same end. Lean is only a
// way of keeping memory, never a second engine (DESIGN.md principle 1).
func TestLeanFightIsTheSameFight(t *testing.T) {
	data, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		t.Fatal(err)
	}
	enc, err := battle.Load("bench-4v4.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 12 {
		seed := sim.TrialSeed(3, i)
		var lean []battle.Event
		lf, err := sim.Play(enc, seed, nil, func(evs []battle.Event) { lean = append(lean, evs...) })
		if err != nil {
			t.Fatal(err)
		}
		full, err := battle.Start(enc, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
		if err != nil {
			t.Fatal(err)
		}
		if err := sim.Autoplay(full, nil, nil); err != nil {
			t.Fatal(err)
		}
		for k := range full.Log { // a lean fight leaves the busiest events' prose out
			if k < len(lean) && lean[k].Text == "" {
				full.Log[k].Text = ""
			}
			if k < len(lean) && lean[k].Dice == "" {
				full.Log[k].Dice = ""
			}
		}
		if !reflect.DeepEqual(lean, full.Log) {
			t.Fatalf("seed %d: the lean fight's %d events differ from the full fight's %d", seed, len(lean), len(full.Log))
		}
		if !reflect.DeepEqual(lf.State.Combatants, full.State.Combatants) || lf.State.Winner != full.State.Winner {
			t.Fatalf("seed %d: the lean fight ended otherwise", seed)
		}
		if _, err := lf.Do("undo"); err == nil {
			t.Fatal("a lean fight undid a command it kept no log of")
		}
	}
}
