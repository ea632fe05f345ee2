package grid

import "fmt"

// Squeezing (SRD 5.1, "Squeezing into a Smaller Space"): "A creature can
// squeeze through a space that is large enough for a creature one size
// smaller than it. ... while squeezing through a space, a creature must
// spend 1 extra foot for every foot it moves there." On the grid a creature
// of footprint n >= 2 squeezed takes footprint n-1 at its top-left square.
// Map edges are not something to squeeze past: the full space stays on
// the map, squeezed or not, so a squeezed creature's positions are its
// unsqueezed ones.
//
// A creature squeezes only for a step it cannot make in its full space and
// spreads out again as soon as its full space is free; both changes are
// free, as the rule charges feet moved. So where its full space fits a
// creature never walks squeezed to shave a cost (a Huge creature keeping
// its bulk off a pillar it would otherwise climb), and whether it is
// squeezed at a square is a fact of the map, not a choice a search could
// game.

// FitsFull reports whether a creature of footprint n may take its full
// space with its top-left square at `at`: the space on the map, and no
// square of it a wall or Blocked. NoStop squares do not matter: a creature
// passes through its ally's space in its full space.
func (m *Map) FitsFull(at Square, n int, c Cost) bool {
	n = side(n)
	if !m.Fits(at, n) {
		return false
	}
	for r := at.Row; r < at.Row+n; r++ {
		for col := at.Col; col < at.Col+n; col++ {
			if m.wallAt(col, r) || c.Blocked != nil && c.Blocked(Square{Col: col, Row: r}) {
				return false
			}
		}
	}
	return true
}

// CheckStopSqueezed is CheckStop for a mover that may squeeze: it may end
// its move at `at` in its full space if CheckStop allows it, and if not,
// with c.Squeeze and a footprint of 2 or more, squeezed into footprint n-1
// at the same top-left square, if no square of that space is a wall,
// Blocked or NoStop. A creature that ends beside an ally can so squeeze
// out of the ally's space rather than stop in it. squeezed says which it
// ends in. The error, when neither will do, is the one for the squeezed
// space if the full one is blocked (the squeezed space is the last resort
// and the answer to "why not there"), else the full one's. Errors wrap
// ErrOffMap, ErrBlocked or ErrNoStop.
func (m *Map) CheckStopSqueezed(at Square, n int, c Cost) (squeezed bool, err error) {
	n = side(n)
	if !m.Fits(at, n) {
		return false, m.errOffMap("destination", at, n)
	}
	return m.checkStopSqueezed(at, n, &c)
}

// checkStopSqueezed is CheckStopSqueezed for a space known to fit the map.
func (m *Map) checkStopSqueezed(at Square, n int, c *Cost) (bool, error) {
	err := m.checkStop(at, n, c)
	if err == nil || !c.Squeeze || n < 2 {
		return false, err
	}
	k := n - 1
	errSq := m.checkStop(at, k, c)
	if errSq == nil {
		return true, nil
	}
	if m.FitsFull(at, n, *c) {
		return false, err // the full space is free: its NoStop is the answer
	}
	return false, fmt.Errorf("%w, even for a %dx%d creature squeezed to %dx%d", errSq, n, n, k, k)
}

// startSqueezed is whether a mover that says it is squeezed at `at` still
// is: it spreads out at the start of its move if its full space is free.
func (s *search) startSqueezed(at Square, squeezed bool) bool {
	return squeezed && s.k > 0 && !s.fitsFull(at.Col, at.Row)
}

// fitsFull is FitsFull for an on-map top-left square, once per search.
func (s *search) fitsFull(col, row int) bool {
	i := row*s.w + col
	if f := s.fit[i]; f.gen == s.gen {
		return f.v != 0
	}
	fits := int32(1)
	for r := row; r < row+s.n && fits != 0; r++ {
		for c := col; c < col+s.n; c++ {
			if s.extraAt(c, r) < 0 {
				fits = 0
				break
			}
		}
	}
	s.fit[i] = cell{s.gen, fits}
	return fits != 0
}

// squeezeMove is move's step made squeezed, by a mover in its full space
// that cannot make it so, or by one already squeezed. The step is made in
// the squeezed space, so that space's trailing corners must not cut
// between two walls. What it pays for, and what must be free, are the
// squares of its space after the step (full if that is free, else
// squeezed) that its space before the step did not cover; climbing is from
// the height of the one to the other's.
func (s *search) squeezeMove(pc, pr int, sq bool, dc, dr int, mul int64) (feet int64, squeezed, after, ok bool) {
	if dc != 0 && dr != 0 && s.cornerWalled(pc, pr, dc, dr, s.k) {
		return 0, false, false, false
	}
	qc, qr := pc+dc, pr+dr
	before, now := s.n, s.k
	if sq {
		before = s.k
	}
	if s.fitsFull(qc, qr) {
		now = s.n
	}
	x := s.spaceExtra(qc, qr, now, pc, pr, before)
	if x < 0 {
		return 0, false, false, false
	}
	feet = mul * int64(2*SquareFeet+x) // 1 extra foot per foot: +5 a square
	if s.climb != 0 {
		feet += s.climbFeet(pc, pr, before, qc, qr, now)
	}
	return feet, true, now == s.k, true
}

// spaceExtra is the largest extra cost among the squares of the
// footprint-nq space at (qc, qr) that the footprint-np space at (pc, pr)
// does not cover, or -1 if one of them is blocked. For two spaces of one
// size one step apart it is stepExtra.
func (s *search) spaceExtra(qc, qr, nq, pc, pr, np int) int32 {
	if nq == np {
		return s.stepExtra(Square{Col: qc, Row: qr}, qc-pc, qr-pr, nq)
	}
	var best int32
	for r := qr; r < qr+nq; r++ {
		for c := qc; c < qc+nq; c++ {
			if c >= pc && c < pc+np && r >= pr && r < pr+np {
				continue
			}
			e := s.extraAt(c, r)
			if e < 0 {
				return -1
			}
			best = max(best, e)
		}
	}
	return best
}
