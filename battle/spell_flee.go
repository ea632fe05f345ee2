package battle

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Dissonant Whispers' flight (seed 000 names the spell, 3d6 psychic; the
// PHB's text, which SRD 5.1 lacks: "On a failed save, it takes 3d6
// psychic damage and must immediately use its reaction, if available, to
// move as far as its speed allows away from you. The creature doesn't
// move into obviously dangerous ground, such as a fire or a pit").
//
// The move is the creature's own, made with its reaction, not forced
// movement: seed 001 "Opportunity Attacks" spares only a creature moved
// "without using your movement, action, or reaction", and this one uses
// its reaction, so leaving a foe's reach provokes as any move does (the
// PHB's designers rule the same), readied actions fire, and caltrops
// bite. A Disengage taken on its own turn does not cover it: that lasted
// to the end of that turn.
//
// The path is the engine's, since no one types it: step by step, into
// the neighbouring square that takes it farthest from the caster (ties:
// the cheaper step, then the step straight away from the caster as it
// stood when the flight began, then the first in reading order), each step farther
// than the last, until its speed is spent or no step leads away. It stops
// before a hazard on the ground (caltrops, ball bearings), a cloud zone
// that calls for a save or imposes a condition, or a drop of 10 ft or
// more (a fall that hurts: SRD 5.1 "Falling") — the dangerous ground it
// knows of. It ends in the last square on the path where it may stop.
// A creature with no reaction, or one that can't take reactions
// (incapacitated, shocking grasp) or can't move, stays put; a creature
// aloft flies, on the ground walks. Its speed is its whole speed, not
// what its last turn left: the move is outside its turn, and it does not
// count against the next one.

// fleeAction is the action word of the event that spends the reaction.
const fleeAction = "flee"

// whisperFlight makes target t of caster a's dissonant whispers flee.
func (d *decider) whisperFlight(a, t int, spell string) error {
	s := d.st
	tc := &s.Combatants[t]
	if tc.Down() || !tc.Reaction || tc.Surprised || !tc.Conds.CanReact() || !s.canReact(t) || !tc.Conds.CanMove() {
		return d.err
	}
	mode, base, name := "", tc.Speed, "walking"
	if tc.Alt > 0 {
		mode, base, name = "fly", tc.Speeds.Fly, "flying"
	}
	speed := s.hazardSpeed(t, s.spellSpeed(t, tc.Conds.Speed(base)), name)
	steps, costs, squeezed := s.flightPath(t, a, mode, speed)
	d.emit(Event{Type: EvAction, Actor: tc.Name, Target: s.Combatants[a].Name, Action: fleeAction, Reaction: bp(true), With: spell,
		Text: fmt.Sprintf("%s uses its reaction to flee from %s (%s)", tc.Name, s.Combatants[a].Name, spell)})
	if len(steps) == 0 {
		return d.err
	}
	d.fleeing = true
	err := d.walk(t, steps, costs, mode, squeezed)
	d.fleeing = false
	return err
}

// flightPath is the path of creature t fleeing from creature a with its
// speed: see the top of this file.
func (s *State) flightPath(t, a int, mode string, speed int) ([]grid.Step, []int, bool) {
	tc := &s.Combatants[t]
	n := tc.Size.Squares()
	cost := s.ModeCost(t, mode)
	cur := grid.Step{To: tc.At, Squeezed: tc.Squeezing}
	ac := &s.Combatants[a]
	ax, ay := centreOf(ac.At, ac.space())
	tx, ty := centreOf(tc.At, tc.space())
	wc, wr := snapDir(tx-ax, ty-ay) // straight away from the caster, the tie's choice
	var steps []grid.Step
	spent := 0
	for {
		far := s.distAt(t, cur.To, tc.Alt, a)
		var best grid.Step
		bestDist, bestStraight, found := far, false, false
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				sq := grid.Square{Col: cur.To.Col + dc, Row: cur.To.Row + dr}
				if sq == cur.To {
					continue
				}
				st, err := s.Map.StepTo(cur, sq, n, cost)
				if err != nil || spent+st.Feet > speed || s.dangerous(t, cur.To, sq, mode) {
					continue
				}
				dist, straight := s.distAt(t, sq, tc.Alt, a), dc == wc && dr == wr
				better := dist > bestDist
				if found && dist == bestDist {
					better = st.Feet < best.Feet || st.Feet == best.Feet && straight && !bestStraight
				}
				if better {
					best, bestDist, bestStraight, found = st, dist, straight, true
				}
			}
		}
		if !found {
			break
		}
		steps = append(steps, best)
		spent += best.Feet
		cur = best
	}
	// It ends where it may stop: not in another creature's space.
	for len(steps) > 0 {
		last := steps[len(steps)-1].To
		if _, err := s.Map.CheckStopSqueezed(last, n, cost); err == nil {
			break
		}
		steps = steps[:len(steps)-1]
	}
	costs := make([]int, len(steps))
	for i, st := range steps {
		costs[i] = st.Feet
	}
	squeezed := false
	if len(steps) > 0 {
		squeezed, _ = s.Map.CheckStopSqueezed(steps[len(steps)-1].To, n, cost)
	}
	return steps, costs, squeezed
}

// dangerous reports whether stepping from cur to sq leads creature t into
// ground it knows to be dangerous: a hazard, a cloud that harms, a drop.
func (s *State) dangerous(t int, cur, sq grid.Square, mode string) bool {
	n := s.Combatants[t].Size.Squares()
	foot := grid.Footprint(sq, n)
	if mode != "fly" && s.inHazard(foot) { // equipment_careful.go
		return true
	}
	for i := range s.Zones {
		z := &s.Zones[i]
		if (z.DC > 0 || len(z.Conditions) > 0) && slices.ContainsFunc(foot, func(q grid.Square) bool { return slices.Contains(z.squares, q) }) {
			return true
		}
	}
	return mode != "fly" && s.Map.ElevationOf(cur, n)-s.Map.ElevationOf(sq, n) >= 10
}
