package battle

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// TestCoverOfMemoAfterPreview: the engine's attack asks coverOfMemo for
// the cover and its reason after the tactics' preview asked
// coverLevelMemo for the level alone, in the same state; the answer is
// the one worked out afresh — walls, objects, creatures in the way and
// the DM's cover — with no cover answered from the level alone (its
// reason is "").
func TestCoverOfMemoAfterPreview(t *testing.T) {
	s := leanScene(t, "cover.yaml", crossScene)
	rng := rand.New(rand.NewPCG(3, 4))
	none, some := 0, 0
	for range 200 {
		for i := range s.Combatants {
			c := &s.Combatants[i]
			c.At = grid.Square{Col: rng.IntN(s.Map.W - 1), Row: rng.IntN(s.Map.H - 1)}
			c.Cover = NoCover
			if rng.IntN(8) == 0 {
				c.Cover = HalfCover // given by the file or the DM
			}
		}
		s.Seq++ // the memo's answers are for the state as it was
		for a := range s.Combatants {
			for b := range s.Combatants {
				if a == b {
					continue
				}
				lvl := s.coverLevelMemo(a, b)
				cov, why := s.coverOfMemo(a, b)
				s.memo.crossOff = true
				fcov, fwhy := s.coverOf(a, b)
				s.memo.crossOff = false
				if lvl != fcov || cov != fcov || why != fwhy {
					t.Fatalf("%s against %s: level %s, then %s (%q); afresh %s (%q)", s.Combatants[b].Name, s.Combatants[a].Name, lvl, cov, why, fcov, fwhy)
				}
				if fcov == NoCover {
					none++
				} else {
					some++
				}
			}
		}
	}
	if none == 0 || some == 0 {
		t.Errorf("%d pairs without cover, %d with: the scene measures too little", none, some)
	}
}

// Decide on a lean fight's state (a policy trying a move on the side:
// tactics/fear.go) leaves the fight's memo as it was: the copy it decides
// on keeps none, so the memo never answers for squares the fight's
// creatures do not stand on at a Seq the fight is yet to reach.
func TestDecideLeavesTheMemo(t *testing.T) {
	s := leanScene(t, "cover.yaml", crossScene)
	s.coverLevelMemo(0, 2) // the memo in use, for the state as it is
	m := s.memo
	seq, geo := m.seq, slices.Clone(m.geo)
	evs, next, err := Decide(s, Command{Text: "Ann move to A2", Actor: 0, Verb: "move", Target: -1, Other: -1, To: []grid.Square{{Col: 0, Row: 1}}}, dice.NewPRNG(1))
	if err != nil || len(evs) == 0 {
		t.Fatalf("the move: %v (%d events)", err, len(evs))
	}
	if next.memo != nil || s.memo != m || m.seq != seq || !slices.Equal(m.geo, geo) {
		t.Errorf("after Decide on the side: copy's memo %p, fight's memo seq %d (was %d), geo changed %v", next.memo, m.seq, seq, !slices.Equal(m.geo, geo))
	}
}
