package sim

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// playable is an encounter file the tactics can play from its start.
type playable struct {
	file string
	enc  *battle.Encounter
	s0   *battle.State
}

// playableEncounters loads the encounter files the globs match, as the
// tests that play every one of them want them: files of refusals
// (bad.yaml) left out, and a file's own script dropped, since a script of
// its own turns may not fit another seed's initiative: the policy plays.
func playableEncounters(t *testing.T, globs ...string) []playable {
	t.Helper()
	var out []playable
	for _, g := range globs {
		files, _ := filepath.Glob(g)
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			enc, err := battle.Load(filepath.Base(file), data)
			if err != nil {
				continue
			}
			if len(enc.Script) > 0 {
				cp := *enc
				cp.Script, cp.Rolls = nil, nil
				enc = &cp
			}
			s0, err := battle.New(enc)
			if err != nil {
				continue
			}
			out = append(out, playable{file: file, enc: enc, s0: s0})
		}
	}
	return out
}
