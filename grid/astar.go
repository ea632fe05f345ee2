package grid

import (
	"math"
	"slices"
	"sync"
)

// The path search is A* over the states of a mover: the top-left square it
// occupies, whether it is squeezed (Cost.Squeeze), and under the 5-10-5
// rule the parity of the diagonals it has taken, which decides what the
// next one costs. The simulator calls it for every move of every creature
// in every trial, so its working memory is flat slices indexed by state,
// reused through a sync.Pool and invalidated by bumping a generation number
// rather than by clearing: a search that finds its way allocates only the
// path it returns.
//
// A state is numbered square<<lBits | layer, the layer being the parity in
// its low bit (under 5-10-5) and the squeeze above it (with Squeeze). With
// the default rule and no squeezing a state is its square, and the search
// touches no more memory than a search over squares.

// A path's key is its feet, then its tie-breaks t: the squeezed steps
// (tieSqueeze each), then the diagonal steps (1 each), so that of the
// cheapest paths the search finds the least squeezed, then the straightest.
// A path visits each state at most once, and there are at most 4 x 40,000
// of them, so each count stays below 1<<18.
const tieSqueeze = 1 << 18

// The heap compares two numbers per entry, which it does much faster than
// three (feet, t, h): A* on a grid meets many ties. Without squeezing, t
// is the diagonals alone and fits below the feet in one key, as the feet
// fit in the 44 bits above (a path of 80,000 states of at most 2 x (10 +
// maxExtra) + maxClimb x 2 x MaxElevation feet each is 2^38 feet); with
// squeezing the feet take the whole key and t goes in the second number,
// above the heuristic, which is below 1<<hBits: under 1,500 feet across
// the largest map.
const (
	tieBits = 20
	hBits   = 11
)

// step is one of the 8 moves, straight ones first: the search tries them in
// this fixed order, which with the heap's fixed rules makes ties come out
// the same way every time.
type step struct{ dc, dr int }

var steps = [8]step{
	{0, -1}, {-1, 0}, {1, 0}, {0, 1},
	{-1, -1}, {1, -1}, {-1, 1}, {1, 1},
}

// entry is one heap item: a state and its keys (see hBits), which order it
// by feet so far plus the heuristic (f), then by its tie-breaks t, then by
// the heuristic alone: of two entries equal in f and t, the one with more
// feet behind it, further along, comes first. When a state is first popped
// its key is final and in its node, so the entry need not carry it. Stale
// entries are skipped when popped.
type entry struct {
	key, key2 uint64
	i         int32
}

// entry is the heap entry of state i with g feet and tie-breaks t so far
// and heuristic h.
func (s *search) entry(i int32, g int64, t uint64, h int32) entry {
	f := uint64(g) + uint64(h)
	if s.k == 0 {
		return entry{key: f<<tieBits | t, key2: uint64(h), i: i}
	}
	return entry{key: f, key2: t<<hBits | uint64(h), i: i}
}

// node is what the search knows of a state. Its fields sit together
// because they are read together. Whether a state is settled is apart, in
// search.done: it is looked up for every neighbour, and a slice of 4-byte
// stamps stays in the fastest cache.
type node struct {
	g      int64  // feet so far
	t      uint64 // tie-breaks so far
	parent int32  // the state before, -1 for the start
	seen   uint32 // g, t and parent are set this run
}

// cell is a value cached for one run, valid when its stamp is the run's gen.
type cell struct {
	gen uint32
	v   int32
}

// search is the scratch of one path search, or of one traced step. State
// slices are indexed as above, square slices by row*w + col; an element
// counts only when its stamp equals gen.
type search struct {
	m   *Map
	c   Cost // a copy: a pointer to the caller's would make it escape
	w   int
	ht  int // the map's height: a flood's record keeps it (flood_record.go)
	gen uint32

	n, k  int   // the mover's footprint, and its squeezed one (0: no squeezing)
	long  bool  // the 5-10-5 rule
	climb int64 // feet per foot of height; 0 when heights don't count
	pBits uint  // 1 under 5-10-5: the bits of the layer that hold the parity
	lBits uint  // the bits of the layer
	to    Square

	node []node   // by state
	done []uint32 // by state: settled, its key final, if the run's gen
	cell []cell   // by square: squareExtra
	fit  []cell   // by top-left square: 1 if the full space is free, else 0
	el   []cell   // by top-left square i: [2i] the full space's height, [2i+1] the squeezed one's

	heap  []entry
	fheap []fentry // flood1's (flood_walk.go)
	// order is the states a flood settled, in the order it settled them
	// (parents before children): what a Reach's record keeps
	// (flood_record.go). Only floods write it.
	order []int32
}

var searchPool = sync.Pool{New: func() any { return new(search) }}

// getSearch returns a search ready for one run on m with c for a creature
// of footprint n (at least 1).
func getSearch(m *Map, c *Cost, n int) *search {
	s := searchPool.Get().(*search)
	s.reset(m, c, n)
	return s
}

// reset makes s ready for one run on m with c for a creature of footprint
// n, keeping its memory: a pooled search, or the one a Reach owns.
func (s *search) reset(m *Map, c *Cost, n int) {
	s.m, s.c, s.w, s.ht, s.n = m, *c, m.W, m.H, n
	s.k = 0
	if c.Squeeze && n >= 2 {
		s.k = n - 1
	}
	s.long = m.diag == Diagonal5105
	s.climb = 0
	if m.elev != nil && c.ClimbFactor > 0 {
		s.climb = int64(min(c.ClimbFactor, maxClimb))
	}
	s.pBits, s.lBits = 0, 0
	if s.long {
		s.pBits, s.lBits = 1, 1
	}
	if s.k > 0 {
		s.lBits++
	}
	size := m.W * m.H
	states := size << s.lBits
	s.node, s.done, s.cell = grow(s.node, states), grow(s.done, states), grow(s.cell, size)
	if s.k > 0 {
		s.fit = grow(s.fit, size)
	}
	if s.climb > 0 && n > 1 {
		s.el = grow(s.el, 2*size)
	}
	s.nextGen()
	s.heap = s.heap[:0]
	s.order = s.order[:0]
}

// nextGen starts a new generation: every stamp of the last run is void.
func (s *search) nextGen() {
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could collide with the new gen
		clear(s.node)
		clear(s.done)
		clear(s.cell)
		clear(s.fit)
		clear(s.el)
		s.gen = 1
	}
}

// grow returns a slice of at least n elements: x itself if it is long
// enough, else a new zeroed one, whose zero stamps match no generation.
func grow[T any](x []T, n int) []T {
	if len(x) < n {
		return make([]T, n)
	}
	return x
}

// putSearch drops the references to the caller's map and funcs, so the pool
// does not keep them alive, and returns s to the pool.
func putSearch(s *search) {
	s.m, s.c = nil, Cost{}
	searchPool.Put(s)
}

// extraAt is squareExtra of an on-map square, evaluated once per search:
// with a Large mover every square is looked at from several positions.
func (s *search) extraAt(col, row int) int32 {
	i := row*s.w + col
	if c := s.cell[i]; c.gen == s.gen {
		return c.v
	}
	return s.fillExtra(i, col, row)
}

// fillExtra is extraAt's first look at square i, apart so that run can
// write the cached look out inline.
func (s *search) fillExtra(i, col, row int) int32 {
	e := s.squareExtra(i, col, row)
	s.cell[i] = cell{s.gen, e}
	return e
}

// stepExtra is the extra feet of the step that brings a footprint-n
// creature's top-left square to q by (dc, dr): the largest extra among the
// squares it newly covers (a column on the side it moved towards, a row
// likewise, both for a diagonal step), or -1 if one of them is blocked.
func (s *search) stepExtra(q Square, dc, dr, n int) int32 {
	if n == 1 { // the common case: the one square stepped into
		return s.extraAt(q.Col, q.Row)
	}
	// extraAt, written out: the squares of a Large mover's step are looked
	// at several times each, nearly always found in the cache.
	w, gen, cells := s.w, s.gen, s.cell
	var best int32
	if dc != 0 {
		col := q.Col
		if dc > 0 {
			col += n - 1
		}
		for r := q.Row; r < q.Row+n; r++ {
			i := r*w + col
			c := cells[i]
			if c.gen != gen {
				c.v = s.fillExtra(i, col, r)
			}
			if c.v < 0 {
				return -1
			}
			best = max(best, c.v)
		}
	}
	if dr != 0 {
		row := q.Row
		if dr > 0 {
			row += n - 1
		}
		for col := q.Col; col < q.Col+n; col++ {
			i := row*w + col
			c := cells[i]
			if c.gen != gen {
				c.v = s.fillExtra(i, col, row)
			}
			if c.v < 0 {
				return -1
			}
			best = max(best, c.v)
		}
	}
	return best
}

// cornerWalled reports whether a diagonal step by (dc, dr) of a footprint-f
// space from (pc, pr) would cut between two walls that touch at a corner.
func (s *search) cornerWalled(pc, pr, dc, dr, f int) bool {
	if s.m.walls == 0 {
		return false
	}
	w1, w2 := cornerSquares(Square{Col: pc, Row: pr}, dc, dr, f)
	return s.m.wallAt(w1.Col, w1.Row) && s.m.wallAt(w2.Col, w2.Row)
}

// move is the step of the mover from top-left (pc, pr), squeezed or not, by
// (dc, dr); mul is 2 for a diagonal the 5-10-5 rule counts as 10 feet. It
// returns what the step costs, whether the mover made it squeezed, and
// whether it is still squeezed after it; ok is false if it cannot make the
// step at all. StepTo steps through here and run writes the same steps out
// inline, so a traced move and a found one cost the same (TestRouteOracle
// checks that they do).
//
// A mover in its full space steps in it if it can. Only if it cannot (a
// square of its new space is blocked, or the step cuts between two walls)
// and it may squeeze does it step squeezed, and a squeezed mover steps
// squeezed until its full space is free again.
func (s *search) move(pc, pr int, sq bool, dc, dr int, mul int64) (feet int64, squeezed, after, ok bool) {
	qc, qr := pc+dc, pr+dr
	diag := dc != 0 && dr != 0
	if !sq {
		x := s.stepExtra(Square{Col: qc, Row: qr}, dc, dr, s.n)
		if x >= 0 && !(diag && s.cornerWalled(pc, pr, dc, dr, s.n)) {
			feet = mul * int64(SquareFeet+x)
			if s.climb != 0 {
				feet += s.climbFeet(pc, pr, s.n, qc, qr, s.n)
			}
			return feet, false, false, true
		}
	}
	if s.k == 0 {
		return 0, false, false, false
	}
	return s.squeezeMove(pc, pr, sq, dc, dr, mul)
}

// run searches from `from` (its square fitting the map, different from
// `to`, which fits too) and returns the goal state it settles first.
func (s *search) run(from Step, to Square) (int32, bool) {
	s.to = to
	return s.walk(from, to.Row*s.w+to.Col, math.MaxInt64, true)
}

// walk is the search itself, for run and for Flood (flood.go): from
// `from` it settles states cheapest first until it settles one on square
// goal (row*w + col), or, with goal -1, until every state within budget
// feet is settled. astar says whether to steer by the heuristic towards
// s.to; without it the search is Dijkstra's, which settles every state at
// its cheapest key (feet, then tie-breaks) as A* settles the goal's. A
// state dearer than budget is never recorded, so every state the walk
// records is settled when it ends.
func (s *search) walk(from Step, goal int, budget int64, astar bool) (int32, bool) {
	// The fields the loop reads, in locals: the compiler cannot keep them
	// in registers across the writes through s.
	w, n, k0, gen, lBits := s.w, s.n, s.k, s.gen, s.lBits
	nodes, done, cells, walls, feat := s.node, s.done, s.cell, s.m.walls > 0, s.m.feat
	maxCol, maxRow := s.m.W-n, s.m.H-n
	pMask := int(s.pBits) // 1 under 5-10-5: the parity bit
	sqBit := 1 << s.pBits // the layer's squeezed bit
	var l0 int
	if s.long {
		l0 = from.Diagonals & 1
	}
	if s.startSqueezed(from.To, from.Squeezed) {
		l0 |= sqBit
	}
	start := int32((from.To.Row*w+from.To.Col)<<lBits | l0)
	nodes[start] = node{parent: -1, seen: gen}
	var h0 int32
	if astar {
		h0 = s.h(from.To.Col, from.To.Row, l0&pMask)
	}
	s.push(s.entry(start, 0, 0, h0))
	for len(s.heap) > 0 {
		e := s.pop()
		if done[e.i] == gen {
			continue // a stale entry: a cheaper one settled this state
		}
		done[e.i] = gen
		sqi := int(e.i) >> lBits
		if sqi == goal {
			return e.i, true
		}
		if goal < 0 {
			s.order = append(s.order, e.i) // a flood's (FloodInto falling back on walk)
		}
		l := int(e.i) & (1<<lBits - 1)
		parity, sq := l&pMask, l&sqBit != 0
		eg, et := nodes[e.i].g, nodes[e.i].t
		pr := sqi / w
		pc := sqi - pr*w
		for k := range steps {
			dc, dr := steps[k].dc, steps[k].dr
			qc, qr := pc+dc, pr+dr
			if qc < 0 || qr < 0 || qc > maxCol || qr > maxRow {
				continue
			}
			diag := k >= 4
			ql, mul := parity, int64(1)
			if diag {
				ql ^= pMask // one more diagonal
				mul += int64(parity)
			}
			qsq := qr*w + qc
			base := qsq << lBits
			if k0 > 0 && done[base|ql] == gen && done[base|ql|sqBit] == gen {
				// A squeezing mover's step lands in one of the two states
				// of the square, squeezed or not: both settled, nothing
				// to price (the relaxation below would skip either).
				continue
			}
			// move, with its full step written out: this is the hot loop.
			var feet int64
			squeezed, after := false, false
			x := int32(-1)
			if !sq {
				if k0 == 0 && done[base|ql] == gen {
					continue // the state is known before the step is priced
				}
				if n == 1 { // extraAt, written out
					if c := cells[qsq]; c.gen == gen {
						x = c.v
					} else {
						x = s.fillExtra(qsq, qc, qr)
					}
				} else {
					x = s.stepExtra(Square{Col: qc, Row: qr}, dc, dr, n)
				}
				if x >= 0 && diag && walls {
					w1, w2 := cornerSquares(Square{Col: pc, Row: pr}, dc, dr, n)
					if feat[w1.Row*w+w1.Col]&featWall != 0 && feat[w2.Row*w+w2.Col]&featWall != 0 {
						x = -1 // cutting between two walls that touch at a corner
					}
				}
			}
			if x >= 0 {
				feet = mul * int64(SquareFeet+x)
				if s.climb != 0 {
					feet += s.climbFeet(pc, pr, n, qc, qr, n)
				}
			} else {
				if k0 == 0 {
					continue
				}
				var ok bool
				feet, squeezed, after, ok = s.squeezeMove(pc, pr, sq, dc, dr, mul)
				if !ok {
					continue
				}
				if after {
					ql |= sqBit
				}
			}
			qi := int32(base | ql)
			if k0 > 0 && done[qi] == gen {
				continue
			}
			q := &nodes[qi]
			g, t := eg+feet, et
			if diag {
				t++
			}
			if squeezed {
				t += tieSqueeze
			}
			if g > budget {
				continue
			}
			if q.seen != gen || g < q.g || g == q.g && t < q.t {
				*q = node{g: g, t: t, parent: e.i, seen: gen}
				var h int32
				if astar {
					h = s.h(qc, qr, ql&pMask)
				}
				s.push(s.entry(qi, g, t, h))
			}
		}
	}
	return 0, false
}

// h is the heuristic: the feet from (col, row) to the goal on an open map,
// with parity 1 if the next diagonal counts 10 feet. It is the exact cost
// there, so it never overestimates, and it changes by no more than a step
// costs, so A* settles every state at its final key.
func (s *search) h(col, row, parity int) int32 {
	a, b := abs(col-s.to.Col), abs(row-s.to.Row)
	if a < b {
		a, b = b, a
	}
	if !s.long {
		return int32(a * SquareFeet)
	}
	return int32((a + (b+parity)/2) * SquareFeet)
}

// traceSquares walks the parents back from goal and returns the squares of
// the path forwards, the start left out: the one allocation of a search.
func (s *search) traceSquares(goal int32) []Square {
	steps := 0
	for i := goal; s.node[i].parent >= 0; i = s.node[i].parent {
		steps++
	}
	path := make([]Square, steps)
	for i := goal; s.node[i].parent >= 0; i = s.node[i].parent {
		steps--
		path[steps] = s.square(i)
	}
	return path
}

// traceSteps is traceSquares with each step's cost, squeeze and count of
// diagonals, which starts from diag, the diagonals of the move before it.
func (s *search) traceSteps(goal int32, diag int) []Step {
	return s.appendSteps(nil, goal, diag)
}

// appendSteps is traceSteps appending to dst, so that a caller that keeps
// dst allocates nothing once it is long enough.
func (s *search) appendSteps(dst []Step, goal int32, diag int) []Step {
	n := 0
	for i := goal; s.node[i].parent >= 0; i = s.node[i].parent {
		n++
	}
	dst = slices.Grow(dst, n)
	path := dst[len(dst) : len(dst)+n]
	dst = dst[:len(dst)+n]
	for i := goal; s.node[i].parent >= 0; i = s.node[i].parent {
		n--
		p := s.node[i].parent
		dt := s.node[i].t - s.node[p].t
		// Diagonals holds this step's own diagonal (0 or 1) until the
		// counts are summed forwards below.
		path[n] = Step{To: s.square(i), Feet: int(s.node[i].g - s.node[p].g), Squeezed: dt >= tieSqueeze, Diagonals: int(dt & 1)}
	}
	for i := range path {
		diag += path[i].Diagonals
		path[i].Diagonals = diag
	}
	return dst
}

// square is the top-left square of state i.
func (s *search) square(i int32) Square {
	sqi := int(i) >> s.lBits
	return Square{Col: sqi % s.w, Row: sqi / s.w}
}

// less orders the heap by its keys (see entry).
func less(a, b entry) bool {
	return a.key < b.key || a.key == b.key && a.key2 < b.key2
}

// push and pop are a hand-written binary heap: container/heap would box
// every entry in an interface and allocate. Both move a hole rather than
// swap, since an entry is 24 bytes.
func (s *search) push(e entry) {
	s.heap = append(s.heap, e)
	s.up(len(s.heap)-1, e)
}

func (s *search) up(i int, e entry) {
	h := s.heap
	for i > 0 {
		p := (i - 1) / 2
		if !less(e, h[p]) {
			break
		}
		h[i] = h[p]
		i = p
	}
	h[i] = e
}

func (s *search) pop() entry {
	h := s.heap
	top := h[0]
	last := len(h) - 1
	e := h[last]
	h = h[:last]
	s.heap = h
	if last == 0 {
		return top
	}
	i := 0
	for {
		c := 2*i + 1
		if c >= last {
			break
		}
		if r := c + 1; r < last && less(h[r], h[c]) {
			c = r
		}
		if !less(h[c], e) {
			break
		}
		h[i] = h[c]
		i = c
	}
	h[i] = e
	return top
}
