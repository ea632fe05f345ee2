package battle_test

import (
	"os"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// A snapshot taken after any event, read back and folded on, gives what
// folding the whole log gives: the scripted fights of the fixtures (their
// zones, effects, dice expressions and rulesets), cut at every event.
func TestSnapshotAtEveryEvent(t *testing.T) {
	for _, file := range []string{
		"testdata/encounters/dragon.yaml", "testdata/encounters/example.yaml",
		"../cmd/skirmish/testdata/ruleset_2014.yaml", "../cmd/skirmish/testdata/ruleset_2024.yaml",
		"../cmd/skirmish/testdata/ruleset_osr.yaml", "../cmd/skirmish/testdata/scripted.yaml", "../examples/troll-bridge.yaml",
	} {
		t.Run(file, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			enc, err := battle.Load(file, data)
			if err != nil {
				t.Fatal(err)
			}
			f, err := battle.Start(enc, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(1)})
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range enc.Script {
				if _, err := f.Do(line); err != nil {
					break
				}
			}
			log := f.Log
			want, err := battle.Replay(enc, log)
			if err != nil {
				t.Fatal(err)
			}
			for k := 0; k <= len(log); k++ {
				s, err := battle.Replay(enc, log[:k])
				if err != nil {
					t.Fatal(err)
				}
				b, err := s.Snapshot()
				if err != nil {
					t.Fatalf("snapshot after %d events: %v", k, err)
				}
				got, err := battle.RestoreSnapshot(enc, b)
				if err != nil {
					t.Fatalf("restore after %d events: %v", k, err)
				}
				for _, e := range log[k:] {
					if err := battle.Apply(got, e); err != nil {
						t.Fatalf("after a snapshot at %d, event %d: %v", k, e.Seq, err)
					}
				}
				if d := stateDiff(got, want); d != "" {
					t.Fatalf("snapshot after %d of %d events, folded on, differs (-snapshot +fold):\n%s", k, len(log), d)
				}
			}
		})
	}
}

func TestSnapshotRefusesGarbage(t *testing.T) {
	enc := encounter(hero("Fighter", "A1", 15), foe("Orc", "H1", 5))
	for _, b := range [][]byte{nil, []byte("nonsense"), {0x0f, 0xff, 0x00}} {
		if _, err := battle.RestoreSnapshot(enc, b); err == nil {
			t.Errorf("%q read as a snapshot", b)
		}
	}
}
