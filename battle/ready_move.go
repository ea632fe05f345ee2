package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// A readied move (seed 001 "Ready": "you choose to move up to your speed
// in response to it"; "If the goblin steps next to me, I move away").
//
// `ready move to SQUARE` walks the cheapest path there, as far as the
// creature's speed allows, ending on the last square of the way it may
// stop in. `ready move away` (or `ready move` alone) moves away from the
// creature that set it off as far as its speed allows, by the path
// Dissonant Whispers' flight takes (spell_flee.go): step by step into the
// neighbouring square farthest from it, never into ground it knows to be
// dangerous. Either way the speed is the creature's whole speed, not what
// its turn left (the move is outside its turn: a Disengage of its own
// turn does not cover it), a creature aloft flies and one on the ground
// walks, and the move is its own, made with its reaction: leaving a foe's
// reach provokes an opportunity attack, and other readied actions fire,
// as for any move. A frightened creature's way may not bring it closer to
// what it fears. With nowhere to go (no speed, the square reached
// already) the trigger is ignored and the readied move waits.

// readyMove readies "move [to SQUARE | away]".
func (d *decider) readyMove(cmd Command, words []string, r Readied) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	r.Kind = readyMove
	switch {
	case len(words) == 0 || len(words) == 1 && strings.EqualFold(words[0], "away"):
	case len(words) == 2 && strings.EqualFold(words[0], "to"):
		sq, err := grid.ParseSquare(words[1])
		if err != nil {
			return refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		if !s.Map.In(sq) {
			return refuse(CodeMovement, "%q: %s is off the map", cmd.Text, sq)
		}
		r.At = &sq
	default:
		return refuse(CodeSyntax, "%q: ready move to SQUARE, or ready move away: %s", cmd.Text, readyUsage)
	}
	where := "away from it"
	if r.At != nil {
		where = "to " + r.At.String()
	}
	ev := d.readyEvent(a, r, fmt.Sprintf("%s readies a move %s: when %s %s", c.Name, where, whoName(s, r.Who), triggerPhrase(r.Trigger)))
	if r.At != nil {
		ev.To = r.At.String()
	}
	d.emit(ev)
	return d.err
}

// readyPath is the way r's readied move would take if x set it off now,
// with each step's feet, whether it ends squeezed, and the mode; no steps
// when it can't move.
func (d *decider) readyPath(r, x int) ([]grid.Step, []int, bool, string) {
	s := d.st
	rc := &s.Combatants[r]
	rd := rc.Readied
	if !rc.Conds.CanMove() {
		return nil, nil, false, ""
	}
	mode := ""
	if rc.Alt > 0 {
		mode = "fly"
	}
	speed, _, _ := s.modeSpeed(r, mode)
	if speed <= 0 {
		return nil, nil, false, ""
	}
	var steps []grid.Step
	var costs []int
	var squeezed bool
	if rd.At == nil {
		steps, costs, squeezed = s.flightPath(r, x, mode, speed)
	} else {
		steps, costs, squeezed = s.readyRoute(r, *rd.At, mode, speed)
	}
	path := make([]grid.Square, len(steps))
	for k, st := range steps {
		path[k] = st.To
	}
	if len(steps) == 0 || d.fearCheck(r, path) != nil {
		return nil, nil, false, ""
	}
	if k := len(steps); d.walkRest != nil {
		if steps, costs = d.clearOfWalk(r, steps, costs, mode); len(steps) == 0 {
			return nil, nil, false, ""
		}
		if len(steps) < k { // cut back: whether it ends squeezed is the new end's
			squeezed, _ = s.Map.CheckStopSqueezed(steps[len(steps)-1].To, rc.Size.Squares(), s.ModeCost(r, mode))
		}
	}
	return steps, costs, squeezed, mode
}

// walkLeft is a walk under way when a readied action fires: the walker and
// the steps it has yet to take.
type walkLeft struct {
	walker int
	rest   []grid.Step
}

// fireAmid fires r's readied action, set off by walker a with the steps
// rest still to take: a readied move must leave that way clear.
func (d *decider) fireAmid(r, a int, rest []grid.Step) error {
	was := d.walkRest
	d.walkRest = &walkLeft{walker: a, rest: rest}
	err := d.fire(r, a)
	d.walkRest = was
	return err
}

// clearOfWalk cuts a readied move of creature r back to its last square
// that lies off the rest of the walk that set it off, and where it may
// stop: the walk was approved square by square before the trigger, and a
// readier that stopped on its way — or where it ends — would leave the
// walker to pass through, or end in, an occupied space.
func (d *decider) clearOfWalk(r int, steps []grid.Step, costs []int, mode string) ([]grid.Step, []int) {
	w := d.walkRest
	if w == nil || len(w.rest) == 0 {
		return steps, costs
	}
	s := d.st
	n, wn := s.Combatants[r].Size.Squares(), s.Combatants[w.walker].Size.Squares()
	cost := s.ModeCost(r, mode)
	for len(steps) > 0 {
		end := steps[len(steps)-1].To
		_, err := s.Map.CheckStopSqueezed(end, n, cost)
		if err == nil && !onWay(end, n, w.rest, wn) {
			break
		}
		steps, costs = steps[:len(steps)-1], costs[:len(costs)-1]
	}
	return steps, costs
}

// onWay reports whether a space of n squares at sq overlaps the space of
// wn squares at any square of the way.
func onWay(sq grid.Square, n int, way []grid.Step, wn int) bool {
	for _, st := range way {
		at := st.To
		if sq.Col < at.Col+wn && at.Col < sq.Col+n && sq.Row < at.Row+wn && at.Row < sq.Row+n {
			return true
		}
	}
	return false
}

// readyRoute is the cheapest way from r's square toward sq, cut where its
// speed runs out, back to the last square it may stop in.
func (s *State) readyRoute(r int, sq grid.Square, mode string, speed int) ([]grid.Step, []int, bool) {
	rc := &s.Combatants[r]
	n, cost := rc.Size.Squares(), s.ModeCost(r, mode)
	steps, err := s.Map.Route(grid.Step{To: rc.At, Squeezed: rc.Squeezing}, n, sq, cost)
	if err != nil {
		return nil, nil, false
	}
	spent, k := 0, 0
	for k < len(steps) && spent+steps[k].Feet <= speed {
		spent += steps[k].Feet
		k++
	}
	steps = steps[:k]
	for len(steps) > 0 {
		if _, err := s.Map.CheckStopSqueezed(steps[len(steps)-1].To, n, cost); err == nil {
			break
		}
		steps = steps[:len(steps)-1]
	}
	if len(steps) == 0 {
		return nil, nil, false
	}
	costs := make([]int, len(steps))
	for k, st := range steps {
		costs[k] = st.Feet
	}
	squeezed, _ := s.Map.CheckStopSqueezed(steps[len(steps)-1].To, n, cost)
	return steps, costs, squeezed
}

// fireMove makes r's readied move with its reaction, set off by x.
func (d *decider) fireMove(r, x int) error {
	s := d.st
	rc := &s.Combatants[r]
	steps, costs, squeezed, mode := d.readyPath(r, x)
	if len(steps) == 0 || !d.wants(r, x, ReactReadiedMove) {
		return nil
	}
	d.emit(Event{Type: EvAction, Actor: rc.Name, Action: "readied", Target: s.Combatants[x].Name, Reaction: bp(true), Mode: readyMove,
		Text: fmt.Sprintf("%s moves with its readied reaction: %s %s", rc.Name, s.Combatants[x].Name, triggerPhrase(rc.Readied.Trigger))})
	was := d.fleeing
	d.fleeing = true // a reaction outside its turn: its Disengage doesn't cover it
	err := d.walk(r, steps, costs, mode, squeezed)
	d.fleeing = was
	return err
}
