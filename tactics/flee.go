package tactics

import (
	"cmp"
	"slices"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// flee is a turned undead's turn (SRD 5.1 "Turn Undead": it "must spend
// its turns trying to move as far away from you as it can ... For its
// action, it can use only the Dash action ... If there's nowhere to move,
// the creature can use the Dodge action"): move to the square farthest
// from the cleric it can reach by a path the rules allow; with no
// movement left, Dash and go on; with nowhere to move at all, Dodge —
// each where the ruleset has that action, else its turn ends.
func flee(s *battle.State, a, by int) string {
	c := &s.Combatants[a]
	if sq, ok := fleeSquare(s, a, by); ok {
		verb := "move"
		if c.Alt > 0 {
			verb = "fly"
		}
		return c.Name + " " + verb + " to " + sq.String()
	}
	if c.Conds.CanAct() && !c.Turn.Action {
		verb := "dash" // then on, with the movement it gives
		if !s.CanFlee(a) {
			verb = "dodge"
		}
		// The OSR rules have neither (seed 004: "Move up to full speed"):
		// the engine's ruleset says so, and a refused command would end the
		// turn of a study's creature.
		if s.Rules().Allows(verb) == nil {
			return c.Name + " " + verb
		}
	}
	return c.Name + " end turn"
}

// fleeSquare is the square farther from `by` than a is now, as far as can
// be, that a can reach with the movement it has left along a path whose
// every step the turning allows.
func fleeSquare(s *battle.State, a, by int) (grid.Square, bool) {
	c := &s.Combatants[a]
	mode := ""
	if c.Alt > 0 {
		mode = "fly"
	}
	left := feetLeft(s, a, mode)
	if left < grid.SquareFeet || !c.Conds.CanMove() {
		return grid.Square{}, false
	}
	n := c.Size.Squares()
	cost := s.ModeCost(a, mode)
	now := s.Distance(a, by)
	type cand struct {
		sq   grid.Square
		dist int
	}
	var cands []cand
	r := left / grid.SquareFeet
	for dr := -r; dr <= r; dr++ {
		for dc := -r; dc <= r; dc++ {
			sq := grid.Square{Col: c.At.Col + dc, Row: c.At.Row + dr}
			if !s.Map.Fits(sq, n) {
				continue
			}
			if d := s.DistanceFrom(a, sq, by); d > now {
				cands = append(cands, cand{sq, d})
			}
		}
	}
	slices.SortStableFunc(cands, func(x, y cand) int { return cmp.Compare(y.dist, x.dist) })
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	for _, k := range cands {
		if ok, _ := s.Map.CanStop(k.sq, n, cost); !ok {
			continue
		}
		p, err := s.Map.Route(from, n, k.sq, cost)
		if err != nil || len(p) == 0 {
			continue
		}
		feet, prev, ok := 0, c.At, true
		for _, st := range p {
			feet += st.Feet
			if feet > left || !s.FleeStepOK(a, prev, st.To) {
				ok = false
				break
			}
			prev = st.To
		}
		if ok {
			return k.sq, true
		}
	}
	return grid.Square{}, false
}
