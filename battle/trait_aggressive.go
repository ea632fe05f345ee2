package battle

// Aggressive, by the SRD 5.1 Orc: "As a bonus action, the orc can move up
// to its speed toward a hostile creature that it can see" (traits:
// {aggressive: true}). `NAME aggressive TARGET` walks the cheapest path to
// a square within 5 ft of the target, as far as its walking speed goes,
// and only while every step brings it closer ("toward": a step that
// doesn't, around a wall, ends the move there). The feet are the bonus
// action's, not its speed's: after it, the orc still has its own
// movement. Leaving a foe's reach on the way provokes opportunity attacks
// as any move does.

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/grid"
)

// aggressive is the Aggressive bonus action.
func (d *decider) aggressive(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	if t < 0 || t == a {
		return refuse(CodeSyntax, "%q: Aggressive moves toward a hostile creature: name it", cmd.Text)
	}
	steps, path, costs, err := d.aggressiveWalk(a, t)
	if err != nil {
		return err
	}
	c := &s.Combatants[a]
	cost := s.ModeCost(a, "")
	squeezed, _ := s.Map.CheckStopSqueezed(path[len(path)-1], c.Size.Squares(), cost)
	before := c.Turn.Moved
	if err := d.walk(a, steps, costs, "", squeezed); err != nil {
		return err
	}
	c = &d.st.Combatants[a]
	moved := c.Turn.Moved - before
	d.emit(Event{Type: EvTrait, Actor: c.Name, Target: s.Combatants[t].Name, With: traitAggressive, Cost: ip(moved),
		Text: fmt.Sprintf("%s moved %d ft toward %s with Aggressive, its bonus action: the feet don't count against its speed", c.Name, moved, s.Combatants[t].Name)})
	return d.err
}

// AggressiveCheck makes the checks of `NAME aggressive TARGET` without
// the walk: nil when creature a's Aggressive would take it closer to t
// now, else the refusal the command would give. Policies ask it before
// offering the walk, which the rules may refuse when the way is blocked.
func (s *State) AggressiveCheck(a, t int) error {
	if t < 0 || t == a || t >= len(s.Combatants) {
		return refuse(CodeSyntax, "Aggressive moves toward a hostile creature: name it")
	}
	_, _, _, err := (&decider{st: s}).aggressiveWalk(a, t)
	return err
}

// aggressiveWalk is what Aggressive would walk for creature a toward t
// (t a creature other than a), or the rule that refuses it: the steps,
// their squares and their costs.
func (d *decider) aggressiveWalk(a, t int) ([]grid.Step, []grid.Square, []int, error) {
	s := d.st
	c := &s.Combatants[a]
	switch {
	case !c.Traits.Aggressive:
		return nil, nil, nil, refuse(CodeCannot, "%s has no Aggressive trait", c.Name)
	case !c.Conds.CanAct():
		return nil, nil, nil, refuse(CodeCannot, "%s is %s: it can't take bonus actions", c.Name, c.Conds)
	case c.Turn.Bonus:
		return nil, nil, nil, refuse(CodeNoAction, "%s has already used its bonus action this turn", c.Name)
	case !s.Hostile(a, t) || s.Combatants[t].Dead:
		return nil, nil, nil, refuse(CodeCannot, "%s is not a hostile creature: Aggressive moves toward one", s.Combatants[t].Name)
	case !s.sees(a, t):
		return nil, nil, nil, refuse(CodeCannot, "%s can't see %s: Aggressive moves toward a hostile creature it can see", c.Name, s.Combatants[t].Name)
	case c.Alt > 0 || s.MountOf(a) >= 0:
		return nil, nil, nil, refuse(CodeMovement, "%s is aloft or mounted: Aggressive is a walk", c.Name)
	case !c.Conds.CanMove():
		return nil, nil, nil, refuse(CodeCannot, "%s is %s: it can't move", c.Name, c.Conds)
	case s.Distance(a, t) <= grid.SquareFeet:
		return nil, nil, nil, refuse(CodeMovement, "%s is already within 5 ft of %s", c.Name, s.Combatants[t].Name)
	}
	speed := s.hazardSpeed(a, s.spellSpeed(a, c.Conds.Speed(c.Speed)), "walking")
	if speed == 0 {
		return nil, nil, nil, refuse(CodeCannot, "%s's walking speed is 0", c.Name)
	}
	cost := s.ModeCost(a, "")
	steps, err := s.toward(a, t, speed, cost)
	if err != nil {
		return nil, nil, nil, err
	}
	path := make([]grid.Square, len(steps))
	costs := make([]int, len(steps))
	factor := s.dragFactor(a)
	for i, st := range steps {
		path[i], costs[i] = st.To, st.Feet*factor
	}
	if err := d.fearCheck(a, path); err != nil {
		return nil, nil, nil, err
	}
	if err := d.dragCheck(a, path); err != nil {
		return nil, nil, nil, err
	}
	return steps, path, costs, nil
}

// toward is the longest start of the cheapest path from creature a to a
// square within 5 ft of t that costs at most feet, whose every step
// brings a closer to t, and that ends where a may stop.
func (s *State) toward(a, t, feet int, cost grid.Cost) ([]grid.Step, error) {
	return s.towardAlong(a, t, feet, cost, s.towardRoute(a, t, s.Combatants[a].Size.Squares(), cost))
}

// towardAlong is toward's walk along best, the cheapest route to a square
// within 5 ft of t (nil when there is none): its longest start that costs
// at most feet, brings a closer at every step, and ends where a may stop.
func (s *State) towardAlong(a, t, feet int, cost grid.Cost, best []grid.Step) ([]grid.Step, error) {
	c, tc := &s.Combatants[a], &s.Combatants[t]
	n := c.Size.Squares()
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
	for ; k > 0; k-- { // back off to a square it may end on
		if _, err := s.Map.CheckStopSqueezed(best[k-1].To, n, cost); err == nil {
			break
		}
	}
	if k == 0 {
		return nil, refuse(CodeMovement, "%s can't come any closer to %s with its speed of %d ft", c.Name, tc.Name, feet)
	}
	return best[:k], nil
}

// towardEnd is a square within 5 ft of the target that toward may walk
// to: least is the fewest feet a route there can cost, 5 ft a square of
// the larger of its column and row gaps from the walker (a step moves
// a square at most each way and costs at least 5 ft: grid.Map.Route); off
// its column and row gaps added; k its place in the order of rows and
// columns.
type towardEnd struct {
	sq            grid.Square
	least, off, k int
}

// towardRoute is the cheapest route from creature a (of side n) to a
// square within 5 ft of t; of routes that cost the same, the straighter,
// to the square fewer rows and columns away, and then the first by rows
// and columns; nil when there is none. Route, an A* search, is asked
// only for squares that could still win (issue 6: a search for each
// square round the target was some 3% of a fight), nearest first: one
// whose least cost, straightness and place cannot beat the best found
// so far is not asked, nor is any after it.
func (s *State) towardRoute(a, t, n int, cost grid.Cost) []grid.Step {
	c := &s.Combatants[a]
	tAt, tn := s.space(t)
	start := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var buf [25]towardEnd // (n+tn+1)² squares: two Large creatures without allocating
	ends := buf[:0]
	for row := tAt.Row - n; row <= tAt.Row+tn; row++ {
		for col := tAt.Col - n; col <= tAt.Col+tn; col++ {
			sq := grid.Square{Col: col, Row: row}
			if !s.Map.In(sq) || s.distAt(a, sq, 0, t) > grid.SquareFeet {
				continue
			}
			dc, dr := abs(col-c.At.Col), abs(row-c.At.Row)
			ends = append(ends, towardEnd{sq: sq, least: grid.SquareFeet * max(dc, dr), off: dc + dr, k: len(ends)})
		}
	}
	slices.SortFunc(ends, compareTowardEnds)
	var best []grid.Step
	var won towardEnd // the best's cost (as least), straightness and place
	for _, e := range ends {
		if best != nil && compareTowardEnds(e, won) > 0 {
			break // its route costs least at least: it, and those after, lose
		}
		steps, err := s.Map.Route(start, n, e.sq, cost)
		if err != nil || len(steps) == 0 {
			continue
		}
		total := 0
		for _, st := range steps {
			total += st.Feet
		}
		if got := (towardEnd{least: total, off: e.off, k: e.k}); best == nil || compareTowardEnds(got, won) < 0 {
			best, won = steps, got
		}
	}
	return best
}

// compareTowardEnds orders ends by cost (least), then straightness, then
// place.
func compareTowardEnds(x, y towardEnd) int {
	return cmp.Or(cmp.Compare(x.least, y.least), cmp.Compare(x.off, y.off), cmp.Compare(x.k, y.k))
}
