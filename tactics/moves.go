package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// The mover's movement flooded for a decision, kept while it holds
// (keep.go), and the flood round the foes' reach (aroundFor).

// moves is a mover's movement flooded for one decision and one speed.
type moves struct {
	decision    uint64 // the decision it serves, with seq (-1 once flooded further)
	used        uint64 // the decision that last used it, to evict the oldest
	seq         int    // the state's Seq when flooded
	budget      int    // the feet flooded, -1 for the whole map
	mover       int
	mode        string
	from        grid.Step
	cost        grid.Cost
	hs          []int      // the foes that threaten it
	reach       grid.Reach // every square by its cheapest way, once flooded (flooded)
	reachReady  bool       // reach is flooded
	n           int        // the mover's footprint, to flood it with
	around      grid.Reach // ... with the foes' reach made dear, flooded when first needed
	aroundReady bool
	threat      []bool    // by square: in a threatening foe's reach (aroundFor)
	dear        *dearCost // aroundFor's cost of a step, the threatened squares made dear
	stops       []int8    // by square: whether it may stop there (canStop), 0 not yet asked
	masks       []uint32  // by square: the threateners in reach there (provokes.go), for this decision
	path, alt   []grid.Step
	// What the flood was worked out from, to keep it for a later decision
	// (keep.go).
	spots []spot
	key   keyFor
	m     *grid.Map
}

// canStop is grid.Map.CanStop with the flood's cost, remembered by square
// for the decision: approachSafe asks it of every square of every way it
// weighs, and the ways share most of their squares.
func (mv *moves) canStop(s *battle.State, sq grid.Square, n int) bool {
	w, h := s.Map.W, s.Map.H
	if sq.Col < 0 || sq.Row < 0 || sq.Col >= w || sq.Row >= h {
		ok, _ := s.Map.CanStop(sq, n, mv.cost)
		return ok
	}
	if len(mv.stops) != w*h {
		mv.stops = make([]int8, w*h)
	}
	i := sq.Row*w + sq.Col
	if mv.stops[i] == 0 {
		mv.stops[i] = 1
		if ok, _ := s.Map.CanStop(sq, n, mv.cost); ok {
			mv.stops[i] = 2
		}
	}
	return mv.stops[i] == 2
}

// movesFor floods the mover's movement with a speed, once per decision:
// the policy asks it for every foe it might close in on.
func (p *Policy) movesFor(s *battle.State, mover int, mode string, need int) *moves {
	var cur, kept, slot *moves
	for k := range p.moves {
		m := &p.moves[k]
		if m.mover != mover || m.mode != mode {
			continue
		}
		switch {
		case m.decision == p.decision && m.seq == s.Seq:
			cur = m // this decision's flood
		case kept == nil && m.budget == need && m.still(s, mover):
			kept = m
		}
		if slot == nil && !m.still(s, mover) {
			slot = m // stale: its buffers serve another flood
		}
	}
	if cur != nil {
		if cur.budget < 0 || need >= 0 && cur.budget >= need {
			return cur // flooded far enough already
		}
		// Flooded again, further: the shorter flood is kept for a later
		// decision that asks it first.
		cur.seq = -1
		if kept == nil && cur.budget == need {
			kept = cur
		}
	}
	// From an earlier decision (keep.go): kept when nothing it depends on
	// has changed and it went exactly as far as this asks, as a flood of
	// this decision's own would.
	if kept != nil {
		p.renew(s, kept)
		return kept
	}
	mv := slot
	if mv == nil {
		mv = p.newMoves()
	}
	c := &s.Combatants[mover]
	mv.decision, mv.seq, mv.mover, mv.mode, mv.aroundReady, mv.budget = p.decision, s.Seq, mover, mode, false, need
	mv.used = p.decision
	mv.from = grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	mv.cost = s.ModeCost(mover, mode)
	// Only the foes whose reach a path of the flood (or of the way around
	// their reach, aroundFor: 60 ft more) could enter.
	mv.hs = s.ThreatenersNear(mover, threatFar(need), mv.hs[:0])
	clear(mv.stops) // another cost: every square asked anew
	clear(mv.masks)
	mv.record(s, mover)
	mv.n, mv.reachReady = c.Size.Squares(), false // flooded when first read (flooded)
	return mv
}

// flooded is mv's flood, flooded (or given back from an earlier fight:
// floods.go) when first read: an approach kept from an earlier fight
// (approach_keep.go) reads none. It is what it would have been at
// movesFor: what the flood depends on is mv's and unchanged while mv is
// the decision's (still).
func (p *Policy) flooded(s *battle.State, mv *moves) *grid.Reach {
	if !mv.reachReady {
		mv.reachReady = true
		p.floodMoves(s, mv, mv.n)
	}
	return &mv.reach
}

// newMoves is a slot for another flood: a new one while there are few,
// else the one the longest unused, its buffers reused.
func (p *Policy) newMoves() *moves {
	if len(p.moves) < maxMoves {
		k := len(p.moves)
		if k < cap(p.moves) {
			p.moves = p.moves[:k+1] // the slot's buffers are reused
		} else {
			p.moves = append(p.moves, moves{})
		}
		return &p.moves[k]
	}
	old := &p.moves[0]
	for k := range p.moves {
		if p.moves[k].used < old.used {
			old = &p.moves[k]
		}
	}
	return old
}

// maxMoves bounds the floods kept: a fight's creatures, by speed and by
// how far they were flooded.
const maxMoves = 32

// aroundFor floods the way around the foes' reach, once per decision.
// Which squares the foes reach is worked out once for the map, not for
// every step the search weighs.
func (p *Policy) aroundFor(s *battle.State, mover int, mv *moves) *grid.Reach {
	if mv.aroundReady {
		return &mv.around
	}
	mv.aroundReady = true
	fc := &p.floods // floods.go: kept from an earlier fight, with the same threateners
	if fc.keyOf(s.Map, mv, keyAround) {
		if rec, ok := fc.lookup(); ok && mv.around.Restore(rec, mv.from.Diagonals) {
			if p.checkFlood != nil {
				p.checkFlood(s, mv, true)
			}
			return &mv.around
		}
	}
	safe, budget := p.aroundCost(s, mover, mv)
	s.Map.FloodInto(&mv.around, mv.from, s.Combatants[mover].Size.Squares(), budget, safe)
	fc.store(&mv.around)
	return &mv.around
}

// aroundCost is the cost of aroundFor's flood, the squares the
// threatening foes reach made dear, and how far it floods.
func (p *Policy) aroundCost(s *battle.State, mover int, mv *moves) (grid.Cost, int) {
	w, h := s.Map.W, s.Map.H
	if cap(mv.threat) < w*h {
		mv.threat = make([]bool, w*h)
	}
	threat := mv.threat[:w*h]
	clear(threat)
	// Only as far as the flood goes: a few detour squares more than the
	// flood of the plain way (each threatened square costs 15 ft more).
	budget := -1
	c0, r0, c1, r1 := 0, 0, w-1, h-1
	if mv.budget >= 0 {
		budget = mv.budget + 60
		k := budget/grid.SquareFeet + 1
		c0, r0 = max(mv.from.To.Col-k, 0), max(mv.from.To.Row-k, 0)
		c1, r1 = min(mv.from.To.Col+k+4, w-1), min(mv.from.To.Row+k+4, h-1)
	}
	side := moverSide(s, mover)
	for _, f := range mv.hs {
		// Only the squares near f can be in its reach: a square more
		// than its reach away across (columns or rows alone) is out of
		// it whatever the heights. A rider's space is its mount's:
		// every square is asked.
		fc0, fr0, fc1, fr1 := c0, r0, c1, r1
		if s.MountOf(f) < 0 {
			fc, k := &s.Combatants[f], s.Combatants[f].Reach()/grid.SquareFeet
			fc0, fr0 = max(c0, fc.At.Col-side-k), max(r0, fc.At.Row-side-k)
			fc1, fr1 = min(c1, fc.At.Col+fc.Size.Squares()+k), min(r1, fc.At.Row+fc.Size.Squares()+k)
		}
		for row := fr0; row <= fr1; row++ {
			for col := fc0; col <= fc1; col++ {
				if !threat[row*w+col] && s.InReachOf(mover, grid.Square{Col: col, Row: row}, f) {
					threat[row*w+col] = true
				}
			}
		}
	}
	if mv.dear == nil {
		mv.dear = &dearCost{}
		mv.dear.fn = mv.dear.extra // the method value made once for the slot, not per flood
	}
	*mv.dear = dearCost{base: mv.cost.Extra, threat: threat, w: w, h: h, fn: mv.dear.fn}
	safe := mv.cost
	safe.Extra = mv.dear.fn
	return safe, budget
}

// dearCost is the extra cost of a step for aroundFor's flood: the
// flood's own, and 15 ft more into a square a foe threatens. It is a
// moves slot's, kept with its method value, so that a flood around the
// foes' reach makes no closure.
type dearCost struct {
	base   func(grid.Square) int // the cost's own Extra, nil for none
	threat []bool                // by square, w by h
	w, h   int
	fn     func(grid.Square) int // extra, bound to this dearCost
}

func (d *dearCost) extra(sq grid.Square) int {
	e := 0
	if d.base != nil {
		e = d.base(sq)
	}
	if sq.Col >= 0 && sq.Row >= 0 && sq.Col < d.w && sq.Row < d.h && d.threat[sq.Row*d.w+sq.Col] {
		return e + 15
	}
	return e
}

// moverSide is the most squares a side of the mover's space may take:
// its own, or its mount's when it rides.
func moverSide(s *battle.State, a int) int {
	n := s.Combatants[a].Size.Squares()
	if m := s.MountOf(a); m >= 0 {
		n = max(n, s.Combatants[m].Size.Squares())
	}
	return max(n, 1)
}
