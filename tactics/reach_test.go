package tactics

import (
	"os"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// approachByRoutes is approach as it was before grid.Flood: a Route to
// every square from which a's melee reaches t, the cheapest first in the
// same order, then as far along it as the movement allows. It is the
// oracle of TestApproachFloodOracle.
func approachByRoutes(s *battle.State, mover, a, t int, mode string) (grid.Square, int, bool) {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	base := c.Speed
	switch mode {
	case "fly":
		base = c.Speeds.Fly
	case "swim":
		base = c.Speeds.Swim
	}
	left := c.Conds.Speed(base)*(1+c.Turn.Dashes) - c.Turn.Moved
	if left < 5 || !c.Conds.CanMove() {
		return grid.Square{}, 0, false
	}
	reach := s.Combatants[a].Reach()
	cost := s.ModeCost(mover, mode)
	n, tn := c.Size.Squares(), tc.Size.Squares()
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var best []grid.Step
	bestCost := -1
	for dc := -reach/5 - n; dc <= reach/5+tn; dc++ {
		for dr := -reach/5 - n; dr <= reach/5+tn; dr++ {
			sq := grid.Square{Col: tc.At.Col + dc, Row: tc.At.Row + dr}
			if !s.Map.Fits(sq, n) || s.Map.Between(sq, n, tc.At, tn) > reach {
				continue
			}
			if _, err := s.Map.CheckStopSqueezed(sq, n, cost); err != nil {
				continue
			}
			p, err := s.Map.Route(from, n, sq, cost)
			if err != nil || len(p) == 0 {
				continue
			}
			k := 0
			for _, st := range p {
				k += st.Feet
			}
			if bestCost < 0 || k < bestCost {
				best, bestCost = p, k
			}
		}
	}
	if best == nil {
		return grid.Square{}, 0, false
	}
	spent, stop, stopSpent := 0, -1, 0
	for i, st := range best {
		if spent+st.Feet > left {
			break
		}
		spent += st.Feet
		if _, err := s.Map.CheckStopSqueezed(st.To, n, cost); err == nil {
			stop, stopSpent = i, spent
		}
	}
	if stop < 0 {
		return grid.Square{}, 0, false
	}
	return best[stop].To, bestCost - stopSpent, true
}

// TestApproachFloodOracle: approach, which floods the map once, chooses
// as approachByRoutes did with a Route per square. At every decision of
// three fights of examples/bench-4v4.yaml (walls, rubble, a Large ogre
// and dire wolf), for every creature and every foe, both
// agree on whether the creature can close in, on the feet still to go
// after the move, and on what the move costs: the square may differ only
// where two routes tie (the same feet, squeezed steps and diagonals).
func TestApproachFloodOracle(t *testing.T) {
	data, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bench, err := battle.Load("bench-4v4.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	var checked, moved, other int
	for seed := uint64(1); seed <= 3; seed++ {
		f, err := battle.Start(bench, dice.NewPRNG(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := New(seed)
		for n := 0; !f.State.Over && n < 400; n++ {
			s := f.State
			for a := range s.Combatants {
				if s.Combatants[a].Down() {
					continue
				}
				for j := range s.Combatants {
					if !s.Hostile(a, j) || s.Combatants[j].Down() {
						continue
					}
					sq, left, ok := approach(s, a, a, j, "")
					wsq, wleft, wok := approachByRoutes(s, a, a, j, "")
					checked++
					if ok != wok || left != wleft {
						t.Fatalf("seed %d, %s to %s: approach %s, %d ft to go, %v; by routes %s, %d, %v",
							seed, s.Combatants[a].Name, s.Combatants[j].Name, sq, left, ok, wsq, wleft, wok)
					}
					if !ok {
						continue
					}
					moved++
					if sq == wsq {
						continue
					}
					other++
					c := &s.Combatants[a]
					from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
					cost := s.ModeCost(a, "")
					got, err1 := s.Map.Route(from, c.Size.Squares(), sq, cost)
					want, err2 := s.Map.Route(from, c.Size.Squares(), wsq, cost)
					if err1 != nil || err2 != nil || feetOf(got) != feetOf(want) {
						t.Fatalf("seed %d, %s to %s: approach stops at %s (%d ft), by routes at %s (%d ft)",
							seed, c.Name, s.Combatants[j].Name, sq, feetOf(got), wsq, feetOf(want))
					}
				}
			}
			if _, err := f.Do(p.Line(s, s.Current())); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	t.Logf("%d approaches checked, %d with a move, %d to another square of equal cost", checked, moved, other)
	if moved < 1000 { // fights are short when the wizard has a fireball: enough to cover the map
		t.Errorf("only %d approaches with a move", moved)
	}
}

func feetOf(steps []grid.Step) int {
	k := 0
	for _, st := range steps {
		k += st.Feet
	}
	return k
}
