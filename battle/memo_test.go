package battle

import (
	"math/rand/v2"
	"testing"

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
