package sim

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// TestMemoIsFresh: what a lean fight's memo remembers between moves — the
// cover each creature has against each other, its reason, each line of
// sight, kept while the creatures that moved stood nowhere near
// (battle/memo_box.go) — is at every decision of whole fights what
// working it out afresh gives (SRD 5.1 "Cover": walls and creatures in
// the way), over every example and test encounter, trial after trial in
// one worker's memory as a study plays them.
func TestMemoIsFresh(t *testing.T) {
	checks := 0
	for _, pe := range playableEncounters(t, "../examples/*.yaml", "../cmd/skirmish/testdata/*.yaml", "../battle/testdata/encounters/*.yaml", "testdata/*.yaml") {
		file, enc, s0 := pe.file, pe.enc, pe.s0
		if filepath.Base(file) == "bigmap.yaml" {
			continue // 50 creatures: the checks would take minutes
		}
		pol := tactics.New(0)
		var f *battle.Fight
		for i := range 6 {
			seed := TrialSeed(17, i)
			pol.Reseed(seed)
			var err error
			if f, err = battle.RestartLean(f, enc, s0, &dice.Script{Then: dice.NewPRNG(seed)}); err != nil {
				t.Fatal(err)
			}
			f.React = pol.React
			check := func(s *battle.State, when string) {
				checks++
				if err := s.MemoCheck(); err != nil {
					t.Fatalf("%s trial %d, %s: %v", file, i, when, err)
				}
			}
			next := func(s *battle.State, a int) tactics.Choice {
				check(s, "before a decision")
				ch := pol.Choose(s, a)
				check(s, "after it")
				return ch
			}
			if err := autoplay(f, next, nil, pol.Between, nil); err != nil && !errors.Is(err, ErrStalemate) {
				t.Fatalf("%s trial %d: %v", file, i, err)
			}
		}
	}
	if checks < 1000 {
		t.Fatalf("only %d checks", checks)
	}
	t.Logf("%d checks", checks)
}
