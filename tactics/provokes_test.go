package tactics

import (
	"math/rand/v2"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// TestProvokesIsProvokesBy: the opportunity attacks a way draws, counted
// from the threateners' reach remembered by square (provokes.go), are the
// engine's count (battle.State.ProvokesBy; seed 001 "Opportunity
// Attacks": leaving a hostile creature's reach, one reaction each), for
// random ways from every creature's square at every decision of whole
// fights, asked again and again in one decision as approachSafe asks.
func TestProvokesIsProvokesBy(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	asked, drawn := 0, 0
	p := New(0)
	eachDecision(t, []string{"../examples/*.yaml"}, 4, 400, func(file string, seed uint64, n int, s *battle.State, a int) {
		p.decision++
		mv := p.movesFor(s, a, "", 60)
		for range 12 {
			path := randomWay(rng, s, s.Combatants[a].At, 1+rng.IntN(8))
			want := s.ProvokesBy(a, path, mv.hs)
			if got := mv.provokes(s, a, path); got != want {
				t.Fatalf("%s seed %d command %d: %s along %v draws %d, ProvokesBy %d", file, seed, n, s.Combatants[a].Name, path, got, want)
			}
			asked++
			drawn += want
		}
	})
	if drawn == 0 {
		t.Fatalf("%d ways asked, none drawing an opportunity attack: the test proves nothing", asked)
	}
	t.Logf("%d ways, %d opportunity attacks drawn", asked, drawn)
}

// randomWay is k steps of a king's walk from `from`, on the map.
func randomWay(rng *rand.Rand, s *battle.State, from grid.Square, k int) []grid.Step {
	var path []grid.Step
	at := from
	for range k {
		next := grid.Square{Col: at.Col + rng.IntN(3) - 1, Row: at.Row + rng.IntN(3) - 1}
		if !s.Map.In(next) {
			continue
		}
		path = append(path, grid.Step{To: next})
		at = next
	}
	return path
}
