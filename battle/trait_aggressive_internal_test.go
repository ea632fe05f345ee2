package battle

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// towardOracle is toward as it was before towardRoute (issue 6): a route
// asked for every square within 5 ft of the target, the cheapest kept,
// then the straighter, then the first by rows and columns.
func (s *State) towardOracle(a, t, feet int, cost grid.Cost) ([]grid.Step, error) {
	c, tc := &s.Combatants[a], &s.Combatants[t]
	n := c.Size.Squares()
	tAt, tn := s.space(t)
	start := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var best []grid.Step
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
			if bestFeet < 0 || total < bestFeet || total == bestFeet && off < bestOff {
				best, bestFeet, bestOff = steps, total, off
			}
		}
	}
	if best == nil {
		return nil, refuse(CodeMovement, "%s finds no path to %s", c.Name, tc.Name)
	}
	prev, spent, k := s.Distance(a, t), 0, 0
	factor := s.dragFactor(a)
	for ; k < len(best); k++ {
		d := s.distAt(a, best[k].To, 0, t)
		if d >= prev || spent+best[k].Feet*factor > feet {
			break
		}
		prev, spent = d, spent+best[k].Feet*factor
	}
	for ; k > 0; k-- {
		if _, err := s.Map.CheckStopSqueezed(best[k-1].To, n, cost); err == nil {
			break
		}
	}
	if k == 0 {
		return nil, refuse(CodeMovement, "%s can't come any closer to %s with its speed of %d ft", c.Name, tc.Name, feet)
	}
	return best[:k], nil
}

// TestTowardIsOracle: toward, which asks for routes only to the squares
// that could still win, walks as towardOracle, which asks for every one,
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
		want, wantErr := s.towardOracle(a, tg, feet, cost)
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
		if gotErr == nil && towardTied(s, a, tg, cost) {
			ties++
		}
	}
	if walked < 300 || refused < 100 || ties < 30 {
		t.Fatalf("%d walks, %d refusals, %d ties broken: the scenes test too little", walked, refused, ties)
	}
}

// towardTied reports whether two squares by the target tie for the
// cheapest route from a, so that the straighter or the first had to be
// chosen.
func towardTied(s *State, a, t int, cost grid.Cost) bool {
	c := &s.Combatants[a]
	n := c.Size.Squares()
	tAt, tn := s.space(t)
	start := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	least, count := -1, 0
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
			switch {
			case least < 0 || total < least:
				least, count = total, 1
			case total == least:
				count++
			}
		}
	}
	return count > 1
}
