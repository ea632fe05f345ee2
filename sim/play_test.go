package sim_test

import (
	"errors"
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
	enc := load(t, "../examples/bench-4v4.yaml")
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

// Initiative count 20 of round 1 comes before a first creature at 15: the
// lair action is taken before anyone acts (SRD 5.1 "Lair Actions": on
// initiative count 20, losing ties), not after the first turn.
func TestLairActionBeforeFirstTurn(t *testing.T) {
	enc := load(t, "lair.yaml")
	var evs []battle.Event
	if _, err := sim.Play(enc, 3, nil, func(e []battle.Event) { evs = append(evs, e...) }); err != nil && !errors.Is(err, sim.ErrStalemate) {
		t.Fatal(err)
	}
	for _, e := range evs {
		switch {
		case e.Type == battle.EvLair:
			return
		case e.Type == battle.EvMove || e.Type == battle.EvAttack:
			t.Fatalf("%s acted (%q) before the lair action of round 1", e.Actor, e.Text)
		}
	}
	t.Fatal("no lair action at all")
}
