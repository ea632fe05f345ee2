package tactics_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// TestKeptLinesAcrossFights: one policy reused for fight after fight of
// every example and test encounter, as a simulation worker reuses it
// (lines.go keeps the lines it gives most often), chooses at every
// decision the line and the reason a new policy chooses, and its Command
// is its line parsed: a kept line is never another fight's.
func TestKeptLinesAcrossFights(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.yaml")
	more, _ := filepath.Glob("../cmd/skirmish/testdata/*.yaml")
	kept := tactics.New(0)
	decisions := 0
	for _, file := range append(files, more...) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := battle.Load(filepath.Base(file), data)
		if err != nil || len(enc.Script) > 0 {
			continue // a file of refusals (bad.yaml), or one that starts with a script
		}
		for seed := range uint64(3) {
			f, err := battle.Start(enc, dice.NewPRNG(seed))
			if err != nil {
				break
			}
			fresh := tactics.New(seed)
			kept.Reseed(seed)
			f.React = fresh.React
			for n := 0; n < 400 && !f.State.Over; n++ {
				a := f.State.Current()
				want, got := fresh.Next(f.State, a), kept.Next(f.State, a)
				if got.Line != want.Line || got.Why != want.Why {
					t.Fatalf("%s seed %d, command %d: the reused policy chose %q (%s), a new one %q (%s)", file, seed, n, got.Line, got.Why, want.Line, want.Why)
				}
				sameCmd(t, f.State, got)
				decisions++
				if _, err := f.Do(got.Line); err != nil {
					if _, err := f.Run(tactics.EndTurn(f.State, a)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	if decisions < 100 {
		t.Errorf("only %d decisions: the test no longer covers much", decisions)
	}
}
