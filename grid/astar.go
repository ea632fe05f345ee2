package grid

import "sync"

// The path search is A* over the top-left squares a creature can occupy.
// The simulator calls it for every move of every creature in every trial,
// so its working memory is flat slices indexed by square, reused through a
// sync.Pool and invalidated by bumping a generation number rather than by
// clearing: a search that finds its way allocates only the path it returns.

// diagBits is where a path's key keeps its diagonal-step count, below its
// feet: comparing keys compares feet first and diagonals second, so of the
// cheapest paths the search finds the straightest. A path visits each
// square at most once, and 20 bits count the 40,000 squares of the largest
// map with room to spare; the feet above them have 43 bits, more than
// 40,000 steps of 5+maxExtra feet need.
const diagBits = 20

// step is one of the 8 moves, straight ones first: the search tries them in
// this fixed order, which with the heap's fixed rules makes ties come out
// the same way every time.
type step struct{ dc, dr int }

var steps = [8]step{
	{0, -1}, {-1, 0}, {1, 0}, {0, 1},
	{-1, -1}, {1, -1}, {-1, 1}, {1, 1},
}

// entry is one heap item: a square's index, its key so far (g) and its key
// plus the heuristic (f). Stale entries are skipped when popped.
type entry struct {
	f, g int64
	i    int32
}

// search is the scratch of one path search. Slices are indexed by
// row*w + col; an element counts only when its stamp equals gen.
type search struct {
	m   *Map
	c   Cost // a copy: a pointer to the caller's would make it escape
	w   int
	gen uint32

	seen   []uint32 // g and parent are set this run
	done   []uint32 // settled: its g is final
	g      []int64
	parent []int32

	sqGen   []uint32 // sqExtra is cached this run
	sqExtra []int32  // squareExtra, -1 for blocked

	heap []entry
}

var searchPool = sync.Pool{New: func() any { return new(search) }}

// getSearch returns a search ready for one run on m with c.
func getSearch(m *Map, c *Cost) *search {
	s := searchPool.Get().(*search)
	size := m.W * m.H
	if len(s.seen) < size {
		s.seen = make([]uint32, size)
		s.done = make([]uint32, size)
		s.g = make([]int64, size)
		s.parent = make([]int32, size)
		s.sqGen = make([]uint32, size)
		s.sqExtra = make([]int32, size)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 { // wrapped: old stamps could collide with the new gen
		clear(s.seen)
		clear(s.done)
		clear(s.sqGen)
		s.gen = 1
	}
	s.m, s.c, s.w = m, *c, m.W
	s.heap = s.heap[:0]
	return s
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
	if s.sqGen[i] == s.gen {
		return s.sqExtra[i]
	}
	e := s.m.squareExtra(Square{Col: col, Row: row}, &s.c)
	s.sqGen[i], s.sqExtra[i] = s.gen, e
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
	var best int32
	if dc != 0 {
		col := q.Col
		if dc > 0 {
			col += n - 1
		}
		for r := q.Row; r < q.Row+n; r++ {
			e := s.extraAt(col, r)
			if e < 0 {
				return -1
			}
			best = max(best, e)
		}
	}
	if dr != 0 {
		row := q.Row
		if dr > 0 {
			row += n - 1
		}
		for c := q.Col; c < q.Col+n; c++ {
			e := s.extraAt(c, row)
			if e < 0 {
				return -1
			}
			best = max(best, e)
		}
	}
	return best
}

// run searches from `from` to `to` (both fitting the map, different) and
// returns the path, the start excluded, and its cost in feet.
func (s *search) run(from Square, n int, to Square) ([]Square, int, bool) {
	w := s.w
	maxCol, maxRow := s.m.W-n, s.m.H-n
	start, goal := int32(from.Row*w+from.Col), int32(to.Row*w+to.Col)
	h := func(col, row int) int64 {
		return int64(max(abs(col-to.Col), abs(row-to.Row))*SquareFeet) << diagBits
	}
	s.seen[start], s.g[start], s.parent[start] = s.gen, 0, -1
	s.push(entry{f: h(from.Col, from.Row), g: 0, i: start})
	for len(s.heap) > 0 {
		e := s.pop()
		if s.done[e.i] == s.gen {
			continue // a stale entry: a cheaper one settled this square
		}
		s.done[e.i] = s.gen
		if e.i == goal {
			return s.trace(goal, n), int(e.g >> diagBits), true
		}
		pr := int(e.i) / w
		pc := int(e.i) - pr*w
		for k, d := range steps {
			qc, qr := pc+d.dc, pr+d.dr
			if qc < 0 || qr < 0 || qc > maxCol || qr > maxRow {
				continue
			}
			qi := int32(qr*w + qc)
			if s.done[qi] == s.gen {
				continue
			}
			x := s.stepExtra(Square{Col: qc, Row: qr}, d.dc, d.dr, n)
			if x < 0 {
				continue
			}
			if k >= 4 && s.m.walls > 0 {
				w1, w2 := squeezeSquares(Square{Col: pc, Row: pr}, d.dc, d.dr, n)
				if s.m.wallAt(w1.Col, w1.Row) && s.m.wallAt(w2.Col, w2.Row) {
					continue // squeezing between two walls that touch at a corner
				}
			}
			g := e.g + int64(SquareFeet+x)<<diagBits
			if k >= 4 {
				g++ // one more diagonal step
			}
			if s.seen[qi] != s.gen || g < s.g[qi] {
				s.seen[qi], s.g[qi], s.parent[qi] = s.gen, g, e.i
				s.push(entry{f: g + h(qc, qr), g: g, i: qi})
			}
		}
	}
	return nil, 0, false
}

// trace walks the parents back from goal and returns the path forwards, the
// start left out: the one allocation of a search.
func (s *search) trace(goal int32, n int) []Square {
	steps := 0
	for i := goal; s.parent[i] >= 0; i = s.parent[i] {
		steps++
	}
	path := make([]Square, steps)
	for i := goal; s.parent[i] >= 0; i = s.parent[i] {
		steps--
		path[steps] = Square{Col: int(i) % s.w, Row: int(i) / s.w}
	}
	return path
}

// less orders the heap by f, then by larger g: of two equally promising
// squares, settle the one further along, which reaches the goal sooner.
func less(a, b entry) bool {
	return a.f < b.f || a.f == b.f && a.g > b.g
}

// push and pop are a hand-written binary heap: container/heap would box
// every entry in an interface and allocate.
func (s *search) push(e entry) {
	s.heap = append(s.heap, e)
	h := s.heap
	for i := len(h) - 1; i > 0; {
		p := (i - 1) / 2
		if !less(h[i], h[p]) {
			break
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
}

func (s *search) pop() entry {
	h := s.heap
	top := h[0]
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		l := 2*i + 1
		if l >= len(h) {
			break
		}
		c := l
		if r := l + 1; r < len(h) && less(h[r], h[l]) {
			c = r
		}
		if !less(h[c], h[i]) {
			break
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
	s.heap = h
	return top
}
