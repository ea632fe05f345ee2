package sim_test

import (
	"errors"
	"reflect"
	"strings"
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

// A dying knight's turn ends like any other, and its end is a moment for
// the dragon's legendary actions (SRD 5.1 Adult Red Dragon, "Legendary
// Actions": "only at the end of another creature's turn"). The engine
// ended such turns at once, inside the command that ended the turn
// before, and the dragon of a study lost those moments: the autoplay holds
// them open (battle.Fight.HoldDownedTurns) and the policy ends them.
func TestLegendaryActionAfterADyingTurn(t *testing.T) {
	enc := load(t, "lair.yaml")
	after := 0
	for seed := range uint64(30) {
		f, err := battle.Start(enc, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
		if err != nil {
			t.Fatal(err)
		}
		if err := sim.Autoplay(f, nil, nil); err != nil && !errors.Is(err, sim.ErrStalemate) {
			t.Fatal(err)
		}
		// By knight, the last round it rolled a death save. A legendary
		// action at the end of a dying knight's turn while the next knight
		// in the order is dying too: without the held turns, both turns
		// ended in one command, and only the second's end was a moment.
		// The legendary action now comes before the next knight's death
		// save (battle/legendary_wait.go): counted when that save follows
		// in the same round.
		dying, pending := map[string]int{}, map[string]int{}
		for _, e := range f.Log {
			switch e.Type {
			case battle.EvDeathSave:
				if len(e.D20) == 1 && e.D20[0] < 20 { // a natural 20 brings it back
					dying[e.Actor] = e.Round
					if pending[e.Actor] == e.Round {
						after++
					}
				}
			case battle.EvLegendary:
				for k, next := range []string{"Knight 2", "Knight 3"} {
					who := []string{"Knight 1", "Knight 2"}[k]
					if strings.Contains(e.Text, "at the end of "+who+"'s turn") && dying[who] == e.Round {
						pending[next] = e.Round
					}
				}
			}
		}
	}
	if after == 0 {
		t.Error("in 30 fights the dragon took no legendary action at the end of a dying knight's turn followed by another's")
	}
	t.Logf("%d legendary actions at the end of a dying knight's turn followed by another's", after)
}
