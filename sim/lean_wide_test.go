package sim

import (
	"errors"
	"reflect"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// TestLeanFightIsTheSameFightEverywhere is TestLeanFightIsTheSameFight
// over every example and test encounter (areas, sneak attack, the OSR and
// 2024 rulesets, lairs, mounts, walls), played the way a simulation worker
// plays them: trial after trial in the memory of the last (RestartLean:
// the memo, the decider's buffers, the policy's caches kept), each trial's
// events, captured as they happen and compared only at the end, equal to
// a fresh full fight's but for the prose a lean fight leaves out (Text,
// Dice).
func TestLeanFightIsTheSameFightEverywhere(t *testing.T) {
	trials := 0
	seen := map[string]int{}
	for _, pe := range playableEncounters(t, "../examples/*.yaml", "../cmd/skirmish/testdata/*.yaml", "../battle/testdata/encounters/*.yaml") {
		file, enc, s0 := pe.file, pe.enc, pe.s0
		pol := tactics.New(0)
		var last *battle.Fight
		var leanAll [][]battle.Event // every trial's events, kept until the end: a buffer reused later must not change them
		var fullAll [][]battle.Event
		for i := range 10 {
			seed := TrialSeed(11, i)
			var lean []battle.Event
			pol.Reseed(seed)
			f, err := playFrom(last, enc, s0, seed, nil, pol, func(e []battle.Event) { lean = append(lean, e...) })
			if err != nil && !errors.Is(err, ErrStalemate) {
				t.Fatalf("%s seed %d: %v", file, seed, err)
			}
			last = f
			full, err := battle.Start(enc, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range enc.Script {
				if full.State.Over {
					break
				}
				if _, err := full.Do(line); err != nil {
					t.Fatalf("%s: script %q: %v", file, line, err)
				}
			}
			if err := AutoplayPolicy(full, tactics.New(seed), nil); err != nil && !errors.Is(err, ErrStalemate) {
				t.Fatal(err)
			}
			leanAll, fullAll = append(leanAll, lean), append(fullAll, full.Log)
			for _, e := range lean {
				seen[e.Type]++
				seen[e.Type+" "+e.With]++
			}
			trials++
		}
		for i := range leanAll {
			lean, log := leanAll[i], fullAll[i]
			for k := range log {
				if k < len(lean) && lean[k].Text == "" {
					log[k].Text = ""
				}
				if k < len(lean) && lean[k].Dice == "" {
					log[k].Dice = ""
				}
			}
			if len(lean) != len(log) {
				t.Errorf("%s trial %d: %d lean events, %d full", file, i, len(lean), len(log))
				continue
			}
			for k := range log {
				if !reflect.DeepEqual(lean[k], log[k]) {
					t.Errorf("%s trial %d event %d:\nlean %+v\nfull %+v", file, i, k, lean[k], log[k])
					break
				}
			}
		}
	}
	t.Logf("%d trials compared", trials)
	// What the comparison must have met to mean something: areas with a
	// save, spells, Sneak Attack, Rage, the OSR tables, death saves.
	for _, k := range []string{battle.EvArea, battle.EvCast, battle.EvSave, battle.EvEffect, battle.EvOSRTable, battle.EvDeathSave,
		battle.EvFeature + " " + battle.FeatSneakAttack, battle.EvFeature + " rage"} {
		if seen[k] == 0 {
			t.Errorf("no %q event in %d trials: the comparison no longer covers it", k, trials)
		}
	}
}
