package battle

import (
	"math/rand/v2"
	"testing"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// TestDistAtFast: distAt's short way (no riders, both on flat ground) is
// the long way's answer, and both are the distance between the nearest
// squares of the two spaces, for creatures of every size, squeezing or
// not, anywhere, under both rules for diagonals. Scenes with riders,
// heights or hills, which take the long way, are measured too, so that a
// short way taken where it must not be would show.
func TestDistAtFast(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	sq := func() grid.Square { return grid.Square{Col: rng.IntN(12), Row: rng.IntN(12)} }
	short := 0
	for round := range 600 {
		m := grid.NewMap(16, 16)
		m.SetDiagonals(grid.Diagonals(round % 2))
		hilly := round%5 == 4
		if hilly {
			for range 6 {
				m.SetElevation(sq(), 5*rng.IntN(4)-5)
			}
		}
		s := &State{Map: m, Combatants: make([]Combatant, 5)}
		for i := range s.Combatants {
			c := &s.Combatants[i]
			c.At, c.Size, c.Squeezing = sq(), rules.Size(rng.IntN(int(rules.Gargantuan)+1)), rng.IntN(4) == 0
			if rng.IntN(4) == 0 {
				c.Alt = 5 * rng.IntN(4)
			}
		}
		if round%3 == 2 {
			s.Rides = []Ride{{Rider: 0, Mount: 1, Controlled: true}}
		}
		for i := range s.Combatants {
			for j := range s.Combatants {
				at, alt := sq(), 0
				if rng.IntN(3) == 0 {
					alt = s.Combatants[i].Alt
				}
				got, want := s.distAt(i, at, alt, j), s.distAtAny(i, at, alt, j)
				if got != want {
					t.Fatalf("round %d: %d at %v %d ft up to %d (%+v): distAt %d, distAtAny %d", round, i, at, alt, j, s.Combatants[j], got, want)
				}
				if len(s.Rides) > 0 || alt != 0 || s.Combatants[j].Alt != 0 || hilly {
					continue
				}
				short++
				if near := nearestSquares(m, at, s.Combatants[i].space(), s.Combatants[j].At, s.Combatants[j].space()); got != near {
					t.Fatalf("round %d: %d at %v to %d (%+v): distAt %d, nearest squares %d ft apart", round, i, at, j, s.Combatants[j], got, near)
				}
			}
		}
	}
	if short < 2000 {
		t.Errorf("only %d pairs measured the short way", short)
	}
}

// nearestSquares is the least distance between a square of one space and
// a square of the other, found square by square.
func nearestSquares(m *grid.Map, a grid.Square, an int, b grid.Square, bn int) int {
	best := -1
	for _, p := range grid.Footprint(a, an) {
		for _, q := range grid.Footprint(b, bn) {
			if d := m.Distance(p, q); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}
