package tactics

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// eachDecision plays whole fights of the encounter files the globs match
// (files of refusals, and files that start with a script of their own,
// left out), seeds 0 to seeds-1, at most max commands each, with the
// default policy, and calls visit at each decision before it is taken.
// The tests that check a shortcut of the policy against the engine's own
// answer at every decision share it.
func eachDecision(t *testing.T, globs []string, seeds uint64, max int, visit func(file string, seed uint64, n int, s *battle.State, a int)) {
	t.Helper()
	var files []string
	for _, g := range globs {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := battle.Load(filepath.Base(file), data)
		if err != nil || len(enc.Script) > 0 {
			continue
		}
		for seed := range seeds {
			f, err := battle.Start(enc, dice.NewPRNG(seed))
			if err != nil {
				break
			}
			pol := New(seed)
			f.React = pol.React
			for n := 0; n < max && !f.State.Over; n++ {
				a := f.State.Current()
				visit(file, seed, n, f.State, a)
				ch := pol.Choose(f.State, a)
				if ch.Cmd.Verb != "" {
					_, err = f.Run(ch.Cmd)
				} else {
					_, err = f.Do(ch.Line)
				}
				if err != nil {
					if _, err := f.Run(EndTurn(f.State, a)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
