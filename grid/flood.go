package grid

// Flood answers "where can this creature get to, and at what cost" for
// every square at once: one Dijkstra search from the mover's state over
// the same states and the same steps as Route's A* (astar.go), rather than
// one A* per square asked about. A policy choosing where to stand (any
// square from which its reach touches a foe, the cheapest of them) asks
// about a dozen squares or more per decision; the flood is one search for
// all of them, and a Reach kept by the caller makes it allocate nothing
// after the first.

// Reach is the result of a flood: for every position a creature of one
// footprint can reach from one start within a budget, the cheapest feet
// to get there and the route. It keeps the search's working memory, so a
// caller that floods again into the same Reach (FloodInto) reuses it. The
// zero Reach is ready for FloodInto and reaches nothing. A Reach is not
// safe for concurrent floods; reading one from several goroutines once it
// is flooded is.
type Reach struct {
	s      search
	from   Step
	n      int
	maxCol int // the largest top-left column and row that fit the map;
	maxRow int // -1 when the flood reaches nothing
}

// Flood searches from `from` over every position a creature of footprint n
// can reach by spending at most budget feet (a negative budget is no
// limit), with the same steps, costs and tie-breaks as Route: c's Blocked,
// Extra, Difficult, IgnoreDifficult, ClimbFactor and Squeeze, the map's
// walls, objects, difficult terrain, heights and corners, its rule for
// diagonals with from.Diagonals behind the mover under 5-10-5, and
// from.Squeezed. Where the mover may end its move is left to the caller
// (CheckStopSqueezed, as Route checks it): a flood goes through NoStop
// squares as a move does. A start whose space is off the map reaches
// nothing.
func (m *Map) Flood(from Step, n, budget int, c Cost) *Reach {
	r := new(Reach)
	m.FloodInto(r, from, n, budget, c)
	return r
}

// FloodInto is Flood into r, reusing its memory: what r held before is
// forgotten.
func (m *Map) FloodInto(r *Reach, from Step, n, budget int, c Cost) {
	n = side(n)
	r.from, r.n = from, n
	r.maxCol, r.maxRow = -1, -1
	s := &r.s
	s.reset(m, &c, n)
	if states := len(s.done); cap(s.order) < states {
		// Room for every state at once: grown step by step, the list
		// would be a dozen allocations for each new Reach on a large map.
		s.order = make([]int32, 0, states)
	}
	if m.Fits(from.To, n) {
		r.maxCol, r.maxRow = m.W-n, m.H-n
		b := int64(budget)
		if budget < 0 {
			b = 1<<63 - 1
		}
		// walk's loop, written out for the two kinds of mover
		// (flood_walk.go); walk itself if the feet outgrow floodN's keys.
		if n == 1 {
			s.flood1(from, b)
		} else if !s.floodN(from, b) {
			s.reset(m, &c, n)
			s.walk(from, -1, b, false)
		}
	}
	// The answers need only the states: let go of the caller's map and
	// funcs, which a Reach kept for reuse would otherwise keep alive.
	s.m, s.c = nil, Cost{}
}

// best is the cheapest state of the flood on the top-left square sq, by
// Route's key (feet, then squeezed steps, then diagonals), the first
// layer on ties; ok is false if the flood did not reach sq.
func (r *Reach) best(sq Square) (i int32, ok bool) {
	if sq.Col < 0 || sq.Row < 0 || sq.Col > r.maxCol || sq.Row > r.maxRow {
		return 0, false
	}
	s := &r.s
	base := (sq.Row*s.w + sq.Col) << s.lBits
	for l := range 1 << s.lBits {
		j := int32(base | l)
		if s.done[j] != s.gen {
			continue
		}
		if !ok || s.node[j].g < s.node[i].g || s.node[j].g == s.node[i].g && s.node[j].t < s.node[i].t {
			i, ok = j, true
		}
	}
	return i, ok
}

// Feet is the cost in feet of the cheapest route to the position with
// top-left square sq, what the steps of Route(from, n, sq, c) add up to,
// and whether the flood reached it within its budget: 0 and true for the
// start itself. Whether the mover may stop there is the caller's question
// (CheckStopSqueezed).
func (r *Reach) Feet(sq Square) (int, bool) {
	i, ok := r.best(sq)
	if !ok {
		return 0, false
	}
	return int(r.s.node[i].g), true
}

// Route is the cheapest route to sq as Route would give it: its steps in
// order, each with its cost, squeeze and running count of diagonals, the
// start excluded and sq included; nil if the flood did not reach sq, or if
// sq is the start. Of routes equal in feet, squeezed steps and diagonals
// it may pick another than Route does.
func (r *Reach) Route(sq Square) []Step {
	return r.AppendRoute(nil, sq)
}

// AppendRoute is Route appending the steps to dst, so that a caller that
// keeps dst allocates nothing once it is long enough; dst unchanged if the
// flood did not reach sq.
func (r *Reach) AppendRoute(dst []Step, sq Square) []Step {
	i, ok := r.best(sq)
	if !ok {
		return dst
	}
	return r.s.appendSteps(dst, i, r.from.Diagonals)
}
