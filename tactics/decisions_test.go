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
	for _, ef := range encounterFiles(t, globs) {
		file, enc := ef.file, ef.enc
		if len(enc.Script) > 0 {
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
				playChoice(t, f, ch, a)
			}
		}
	}
}

// encounterFile is an encounter file loaded.
type encounterFile struct {
	file string
	enc  *battle.Encounter
}

// encounterFiles loads the encounter files the globs match, in order;
// files the loader refuses (the fixtures of refusals) are left out.
func encounterFiles(t *testing.T, globs []string) []encounterFile {
	t.Helper()
	var out []encounterFile
	for _, g := range globs {
		files, _ := filepath.Glob(g)
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if enc, err := battle.Load(filepath.Base(file), data); err == nil {
				out = append(out, encounterFile{file, enc})
			}
		}
	}
	return out
}

// playChoice runs creature a's choice as a study does (sim's autoplay):
// its command, or its line parsed, and a refusal ends a's turn instead.
func playChoice(t *testing.T, f *battle.Fight, ch Choice, a int) {
	t.Helper()
	var err error
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
