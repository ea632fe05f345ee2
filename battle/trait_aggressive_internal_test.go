package battle

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// towardRouteOracle is towardRoute as it was (issue 6): a route asked
// for every square within 5 ft of the target, the cheapest kept, then the
// straighter, then the first by rows and columns; ties counts the squares
// whose routes cost as little as the best.
func (s *State) towardRouteOracle(a, t int, cost grid.Cost) (best []grid.Step, ties int) {
	c := &s.Combatants[a]
	n := c.Size.Squares()
	tAt, tn := s.space(t)
	start := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	bestFeet, bestOff := -1, 0
	for row := tAt.Row - n; row <= tAt.Row+tn; row++ {
		for col := tAt.Col - n; col <= tAt.Col+tn; col++ {
			sq := grid.Square{Col: col, Row: row}
			if !s.Map.In(sq) || s.distAt(a, sq, 0, t) > grid.SquareFeet {
				continue
			}
			steps, err := s.Map.Route(start, n, sq, cost)
			if err != nil || len(steps) == 0 {
				continue
			}
			total := 0
			for _, st := range steps {
				total += st.Feet
			}
			off := abs(sq.Col-c.At.Col) + abs(sq.Row-c.At.Row)
			switch {
			case bestFeet < 0 || total < bestFeet:
				ties = 1
			case total == bestFeet:
				ties++
			}
			if bestFeet < 0 || total < bestFeet || total == bestFeet && off < bestOff {
				best, bestFeet, bestOff = steps, total, off
			}
		}
	}
	return best, ties
}

// TestTowardIsOracle: toward, which asks for routes only to the squares
// that could still win, walks as toward did with towardRouteOracle, which
// asks for every one,
// on random scenes: maps of walls and difficult terrain under either rule
// for diagonals, walkers and targets of every size anywhere (squeezing or
// not, some diagonals behind them), other creatures in the way (a hostile
// one's space can't be crossed, SRD 5.1 "Moving Around Other
// Creatures"), speeds from 5 to 60 ft.
func TestTowardIsOracle(t *testing.T) {
	enc, err := Load("toward.yaml", []byte(crossScene))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(enc) // no memo: creatures are moved about by hand
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	walked, refused, ties := 0, 0, 0
	for round := range 3000 {
		m := grid.NewMap(5+rng.IntN(10), 4+rng.IntN(8))
		if rng.IntN(2) == 0 {
			m.SetDiagonals(grid.Diagonal5105)
		}
		for r := range m.H {
			for c := range m.W {
				switch sq := (grid.Square{Col: c, Row: r}); rng.IntN(10) {
				case 0:
					m.SetWall(sq)
				case 1, 2:
					m.SetDifficult(sq)
				}
			}
		}
		s.Map = m
		for i := range s.Combatants {
			c := &s.Combatants[i]
			c.Size = rules.Size(rng.IntN(int(rules.Gargantuan) + 1))
			n := c.Size.Squares()
			c.At = grid.Square{Col: rng.IntN(max(m.W-n+1, 1)), Row: rng.IntN(max(m.H-n+1, 1))}
			c.Squeezing = rng.IntN(8) == 0
			c.Turn.Diagonals = rng.IntN(3)
		}
		a := rng.IntN(len(s.Combatants))
		tg := rng.IntN(len(s.Combatants))
		if tg == a {
			continue
		}
		feet := 5 * (1 + rng.IntN(12))
		cost := s.ModeCost(a, "")
		got, gotErr := s.toward(a, tg, feet, cost)
		best, tied := s.towardRouteOracle(a, tg, cost)
		if route := s.towardRoute(a, tg, s.Combatants[a].Size.Squares(), cost); !slices.Equal(route, best) {
			t.Fatalf("round %d, %s (%v) toward %s (%v): route %v, the oracle's %v", round, s.Combatants[a].Name, s.Combatants[a].At, s.Combatants[tg].Name, s.Combatants[tg].At, route, best)
		}
		want, wantErr := s.towardAlong(a, tg, feet, cost, best)
		if !slices.Equal(got, want) || (gotErr == nil) != (wantErr == nil) || gotErr != nil && gotErr.Error() != wantErr.Error() {
			t.Fatalf("round %d, %s (%v) toward %s (%v), %d ft:\ngot  %v %v\nwant %v %v", round, s.Combatants[a].Name, s.Combatants[a].At, s.Combatants[tg].Name, s.Combatants[tg].At, feet, got, gotErr, want, wantErr)
		}
		var re *RuleError
		switch {
		case gotErr == nil:
			walked++
		case errors.As(gotErr, &re):
			refused++
		}
		if gotErr == nil && tied > 1 {
			ties++
		}
	}
	if walked < 300 || refused < 100 || ties < 30 {
		t.Fatalf("%d walks, %d refusals, %d ties broken: the scenes test too little", walked, refused, ties)
	}
}
