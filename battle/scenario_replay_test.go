package battle_test

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// autoplay lets tactics.Simple play every creature until the fight ends,
// as `skirmish run` does (cmd/skirmish/run.go).
func autoplay(t *testing.T, f *battle.Fight) {
	t.Helper()
	for n := 0; !f.State.Over; n++ {
		if n == 5000 {
			t.Fatal("the fight did not end after 5000 commands")
		}
		line := tactics.Simple(f.State, f.State.Current())
		if _, err := f.Do(line); err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%q: %v", line, err)
			}
			if _, err := f.Do(f.State.Combatants[f.State.Current()].Name + " end turn"); err != nil {
				t.Fatalf("end turn after %q was refused (%v): %v", line, re, err)
			}
		}
	}
}

// DESIGN.md "battle": "The state is a fold of its events; a roll's faces
// live in the event, so a log replays with no randomness." Whole fights
// played by the built-in policy, folded event by event through Apply onto
// battle.New, give the state the fight reached; sequence numbers run
// 1, 2, 3, ... and the log has its end event last.
func TestReplayWholeFights(t *testing.T) {
	encs := map[string]*battle.Encounter{}
	files, _ := filepath.Glob("testdata/encounters/*.yaml")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := battle.Load(filepath.Base(name), data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		encs[filepath.Base(name)] = enc
	}
	goblins := foe("Goblin", "", 0, noInit(), ability("dex", 14), size("small"), hp(7), ac(15))
	goblins.Count, goblins.At = 3, battle.Squares{"J2", "J4", "J6"}
	encs["built in Go"] = encounter(
		hero("Fighter", "B3", 0, noInit(), extraAttacks(1), hp(28), ac(18)),
		hero("Archer", "A5", 0, noInit(), ability("dex", 16), attacks(bow("longbow", 5, "1d8+3[piercing]", "150/600"))),
		hero("Rogue", "B6", 0, noInit(), stealthy(), skill("stealth", 7), hp(18)),
		goblins,
		foe("Ogre", "K4", 0, noInit(), size("large"), hp(59), ac(11), deathSaves(true),
			attacks(weapon("greatclub", 6, "2d8+4[bludgeoning]", 0))),
	)
	if len(encs) < 2 {
		t.Fatalf("no encounter files found beside the Go one")
	}
	for name, enc := range encs {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 20; seed++ {
				f, err := battle.Start(enc, dice.NewPRNG(seed))
				if err != nil {
					t.Fatal(err)
				}
				autoplay(t, f)
				for i, e := range f.Log {
					if e.Seq != i+1 {
						t.Fatalf("seed %d: event %d has seq %d", seed, i, e.Seq)
					}
				}
				if last := f.Log[len(f.Log)-1]; last.Type != battle.EvEnd || last.Winner == "" {
					t.Errorf("seed %d: the log ends with %+v", seed, last)
				}
				s, err := fold(enc, f.Log)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if d := stateDiff(s, f.State); d != "" {
					t.Fatalf("seed %d: the folded log differs (-replayed +fight):\n%s", seed, d)
				}
			}
		})
	}
}
