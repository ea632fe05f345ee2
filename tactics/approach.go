package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Closing in on a foe within this turn's reach of the flood: the squares
// from which the mover reaches it, weighed by the opportunity attacks of
// the way and its cost (far.go does the foes beyond).

// bestApproach is simple.go's bestApproach, with the opportunity attacks
// of each way counted: of the mover's speeds, the one that ends its move
// closest to a square from which a can attack t, by a path that provokes
// the fewest opportunity attacks on the part walked this turn.
func (p *Policy) bestApproach(s *battle.State, mover, a, t int) (grid.Square, string, int, int, []grid.Step, bool) {
	c := &s.Combatants[mover]
	var modes [3]string
	nm := 1
	switch {
	case c.Alt > 0:
		modes[0] = "fly"
	case c.Speeds.Fly > 0 && !c.Conds.Has(rules.Prone):
		modes[1], nm = "fly", 2
	}
	if c.Speeds.Swim > 0 && c.Alt == 0 && s.Map.WaterAt(c.At) != grid.Dry {
		modes[nm], nm = "swim", nm+1
	}
	var best grid.Square
	var bestPath []grid.Step
	bestMode, bestLeft, bestProv, found := "", 0, 0, false
	for _, mode := range modes[:nm] {
		sq, left, prov, path, ok := p.approachSafe(s, mover, a, t, mode)
		if ok && (!found || prov < bestProv || prov == bestProv && left < bestLeft) {
			best, bestMode, bestLeft, bestProv, bestPath, found = sq, mode, left, prov, path, true
		}
	}
	return best, bestMode, bestProv, bestLeft, bestPath, found
}

// approachSafe is approach (simple.go) weighing each square from which a
// reaches t by the opportunity attacks its path provokes on the part
// walked this turn, then by its cost: it steps around a foe's reach when
// a way around exists. The mover's movement is flooded once per decision
// and speed (grid.Flood, kept in p.moves), and once more with the foes'
// reach made dear when the cheapest way provokes, rather than a search
// per square; a flood made in an earlier fight is given back (floods.go).
func (p *Policy) approachSafe(s *battle.State, mover, a, t int, mode string) (grid.Square, int, int, []grid.Step, bool) {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	left := feetLeft(s, mover, mode)
	if left < 5 || !c.Conds.CanMove() {
		return grid.Square{}, 0, 0, nil, false
	}
	reach := reachNow(&s.Combatants[a])
	// Squeezed, a creature's space is one square narrower (SRD 5.1
	// "Squeezing into a Smaller Space"), and the engine measures its reach
	// from that space: a squeezed troll whose full space would touch a foe
	// took itself for in reach and stood still, turn after turn.
	gap := s.Map.Between(c.At, spaceOf(c), tc.At, spaceOf(tc))
	if gap <= reach && mover == a {
		return grid.Square{}, 0, 0, nil, false // in reach already: nowhere better to go
	}
	// Beyond this turn's movement and reach: only this turn's movement is
	// flooded, toward the square nearest t by the way (far.go).
	if gap > left+reach+farSlack && !p.fullFlood {
		if sq, togo, prov, path, ok, done := p.approachFar(s, mover, a, t, mode, left, reach); done {
			return sq, togo, prov, path, ok
		}
	}
	// The flood reaches as far as this foe is worth walking to: twice
	// the way as the crow flies; the whole map when no square from which
	// a reaches t lies within that but one lies beyond it (a wall between
	// them: the long way round). A foe hemmed in by others, or one no way
	// leads to (walled off), is not worth a flood of the whole map.
	need := 2*(s.Distance(mover, t)+reach) + 30
	r := p.approachOn(s, p.movesFor(s, mover, mode, need), mover, a, t, left, reach)
	if !r.ok && r.cut && p.reachable(s, mover, t, mode) {
		r = p.approachOn(s, p.movesFor(s, mover, mode, -1), mover, a, t, left, reach)
	}
	return r.sq, r.togo, r.prov, r.way, r.ok
}

// spaceOf is the side of the block of squares c occupies now: its size's
// footprint, one narrower while squeezing (as battle measures distance).
func spaceOf(c *battle.Combatant) int {
	n := c.Size.Squares()
	if c.Squeezing && n > 1 {
		return n - 1
	}
	return n
}

// approachOn is approachNear on the flood mv, or its answer kept from an
// earlier fight: the same flood, foes and target give the same way, and
// a simulation worker's policy keeps it (approach_keep.go).
func (p *Policy) approachOn(s *battle.State, mv *moves, mover, a, t, left, reach int) closing {
	return p.keptOr(s, mv, keyApproach, a, t, left, func() closing {
		return p.approachNear(s, mv, mover, a, t, left, reach)
	})
}

// closing is approachSafe's answer: the square to make for, the feet
// still to go beyond this turn's part, the opportunity attacks that part
// provokes, and the way when it must be walked square by square.
type closing struct {
	sq         grid.Square
	togo, prov int
	way        []grid.Step
	ok         bool
	cut        bool // a square it could stop on, from which a reaches t, lies beyond the flood
}

// approachNear is approachSafe's weighing of the squares from which a
// reaches t, on the mover's flood mv: a square the flood does not reach
// is not weighed, and when none is found and one of them would do but
// for that, the answer says the flood was cut short.
func (p *Policy) approachNear(s *battle.State, mv *moves, mover, a, t, left, reach int) closing {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	n, tn := c.Size.Squares(), tc.Size.Squares()
	var best grid.Square
	detour := false // the best square's way is in p.detour
	bestCost, bestProv, bestStop := -1, 0, 0
	from, cost := mv.from, mv.cost
	flood := p.flooded(s, mv)
	tries, cut := 0, false
	for dc := -reach/5 - n; dc <= reach/5+tn; dc++ {
		for dr := -reach/5 - n; dr <= reach/5+tn; dr++ {
			sq := grid.Square{Col: tc.At.Col + dc, Row: tc.At.Row + dr}
			if sq == c.At || !s.Map.Fits(sq, n) || s.Map.Between(sq, n, tc.At, tn) > reach {
				continue
			}
			if _, ok := flood.Feet(sq); !ok {
				cut = cut || mv.budget >= 0 && mv.canStop(s, sq, n)
				continue
			}
			if !mv.canStop(s, sq, n) || n > 1 && s.Map.Between(sq, n-1, tc.At, tn) > reach && stopsSqueezed(s, mv, sq, n) {
				continue
			}
			path := flood.AppendRoute(mv.path[:0], sq)
			mv.path = path
			detoured := false
			// The opportunity attacks of the whole way, when counted: none
			// there, none on the part walked this turn either.
			whole := -1
			if len(mv.hs) > 0 && tries < 3 {
				whole = mv.provokes(s, mover, path)
			}
			if whole > 0 {
				// The cheapest way provokes: look for one around the foes'
				// reach, the squares they threaten made dearer (for the
				// first few squares only: each costs a retrace).
				tries++
				if around := p.aroundFor(s, mover, mv); around != nil {
					if _, ok := around.Feet(sq); ok {
						alt := around.AppendRoute(mv.alt[:0], sq)
						mv.alt = alt
						if alt, ok := realSteps(s, from, n, alt, cost); ok && mv.provokes(s, mover, alt) == 0 {
							path, detoured, whole = alt, true, 0
						}
					}
				}
			}
			// The part walked this turn: as far as the movement allows,
			// ending on a square where it may stop.
			k, spent, stop, stopSpent, over := 0, 0, -1, 0, false
			for i, st := range path {
				k += st.Feet
				if over || spent+st.Feet > left {
					over = true
					continue
				}
				spent += st.Feet
				if mv.canStop(s, st.To, n) {
					stop, stopSpent = i, spent
				}
			}
			if stop < 0 {
				continue
			}
			prov := 0
			if len(mv.hs) > 0 && whole != 0 { // a part provokes no more than the whole
				prov = mv.provokes(s, mover, path[:stop+1])
			}
			if bestCost < 0 || prov < bestProv || prov == bestProv && k < bestCost {
				best, bestCost, bestProv, bestStop = path[stop].To, k, prov, stopSpent
				detour = detoured || len(mv.hs) > 0
				if detour {
					// The squares it weighed, given one by one: `move to`
					// would let the engine pick another way of equal cost,
					// whose opportunity attacks were not counted.
					p.detour = append(p.detour[:0], path[:stop+1]...)
				}
			}
		}
	}
	if bestCost < 0 {
		return closing{cut: cut}
	}
	var way []grid.Step
	if detour {
		way = p.keepSteps(p.detour)
	}
	return closing{sq: best, togo: bestCost - bestStop, prov: bestProv, way: way, ok: true}
}

// stopsSqueezed is whether a mover of n squares would stop at sq squeezed,
// its full space not fitting there: the engine then measures its reach
// from the narrower space (battle's space), so a square whose full space
// would reach a foe may not reach it at all.
func stopsSqueezed(s *battle.State, mv *moves, sq grid.Square, n int) bool {
	squeezed, err := s.Map.CheckStopSqueezed(sq, n, mv.cost)
	return err == nil && squeezed
}
