package grid

import "fmt"

// Cost is how one mover sees the map for one move. The rules that decide it
// (whose space a creature may cross, whether it crawls or swims) live with
// the caller; grid only adds up feet. Every func may be nil, meaning "no
// square is". They describe everything but the mover itself: its own
// squares must not be reported Blocked or NoStop, or a Large creature could
// not step out of its own space. The zero Cost is a walker that climbs
// nothing and never squeezes.
//
// The cost of a step is 5 feet, plus 5 if a square it enters is difficult
// terrain for the mover (the map's own difficult squares, unless
// IgnoreDifficult, or any square Difficult reports), plus Extra, plus 5 if
// the mover squeezes (see Squeeze); under the 5-10-5 rule a diagonal the
// rule counts as 10 feet pays all of these twice, since each is a cost per
// foot moved. Climbing is added on top (see ClimbFactor). Difficult terrain
// counts once however many things make a square difficult (SRD 5.1,
// "Difficult Terrain": "This rule is true even if multiple things in a space
// count as difficult terrain"), while Extra always adds: crawling through
// difficult terrain costs 3 feet per foot, 15 per square (SRD 5.1, "Being
// Prone"). So pass another creature's space through Difficult, and
// crawling and swimming through Extra.
type Cost struct {
	// Blocked squares cannot be entered at all: a hostile creature's space
	// the mover may not cross ("Moving Around Other Creatures"), later walls.
	Blocked func(s Square) bool
	// Extra is further feet to enter s, per 5 feet moved, on top of 5 and
	// of difficult terrain: +5 to crawl or swim. Negative values count as
	// 0, so a step never costs less than its length.
	Extra func(s Square) int
	// NoStop squares may be passed through but not ended on: "Whether a
	// creature is a friend or an enemy, you can't willingly end your move in
	// its space" (SRD 5.1, "Moving Around Other Creatures").
	NoStop func(s Square) bool
	// IgnoreDifficult leaves out the map's own difficult terrain, for a
	// mover that is not slowed by it. Squares Difficult reports still count.
	IgnoreDifficult bool
	// Difficult squares are difficult terrain for this mover on top of the
	// map's: "The space of another creature, whether hostile or not, also
	// counts as difficult terrain" (SRD 5.1, "Difficult Terrain").
	Difficult func(s Square) bool
	// ClimbFactor is the feet of movement each foot of height costs between
	// two positions (see Map.ElevationOf), up or down, since climbing down a
	// ledge is climbing too: 2 for a creature without a climbing speed
	// ("Climb: moving 1 foot costs 2 feet of speed", seed 000; SRD 5.1
	// "Climbing, Swimming, and Crawling"), 1 for one with a climbing speed,
	// 0, the zero value, to ignore heights: a flyer, or a caller for whom
	// the map is flat. Negative values count as 0, values above 64 as 64.
	ClimbFactor int
	// Squeeze lets a creature of footprint 2 or more squeeze into the space
	// of a creature one size smaller, footprint n-1 at the same top-left
	// square, to get where its full space does not fit (SRD 5.1, "Squeezing
	// into a Smaller Space"; "Squeezing Space: half speed", seed 000). It
	// squeezes only for a step it cannot make in its full space, pays 1
	// extra foot per foot for every step made squeezed, and spreads out
	// again, at no cost, as soon as its full space is free. See Route.
	Squeeze bool
}

// maxExtra caps Extra, and maxClimb ClimbFactor, so that no caller's number
// can overflow a path's total (see tieBits): a million feet per square, or
// 64 feet per foot up a cliff, is impassable in any game.
const (
	maxExtra = 1 << 20
	maxClimb = 64
)

// squareExtra is what entering square i, (col, row), costs beyond the base
// 5 feet, or -1 if it is blocked: a wall of the map, or Blocked for this
// mover. An object of the map (see SetObject) is difficult terrain, like
// the map's difficult squares, and like them left out by IgnoreDifficult.
// The square must be on the map. It is a search's method, not the map's,
// so that fillExtra can write it out: it is called for every square a
// search reaches, and was a call within a call.
func (s *search) squareExtra(i, col, row int) int32 {
	m, c, sq := s.m, &s.c, Square{Col: col, Row: row}
	var f uint8
	if m.feat != nil {
		f = m.feat[i]
	}
	if f&featWall != 0 || c.Blocked != nil && c.Blocked(sq) {
		return -1
	}
	var e int32
	if !c.IgnoreDifficult && (f != 0 || m.difficult != nil && m.difficult[i]) ||
		c.Difficult != nil && c.Difficult(sq) {
		e = SquareFeet
	}
	if c.Extra != nil {
		e += int32(min(max(c.Extra(sq), 0), maxExtra))
	}
	return e
}

// Path finds the cheapest way for a creature of footprint n (squares per
// side, see Footprint) to move its top-left square from `from` to `to`. It
// returns the top-left squares the creature passes through, the start
// excluded and `to` included, and the total cost in feet; from == to is no
// move, a nil path and 0 feet. It is Route for a creature that starts the
// move unsqueezed, without the cost and the squeezing of each step.
//
// Each step goes to one of the 8 neighbouring squares and costs 5 feet, or
// by the map's rule for diagonals (see SetDiagonals) 10 for every second
// diagonal, plus the largest extra cost (see Cost) among the squares the
// creature's space newly covers. So a Large creature stepping into two
// difficult squares pays +5 once: the rule charges feet moved, not
// squares covered. Every newly covered square must be unblocked and the
// whole space must stay on the map; a Large creature does not fit through
// a gap one square wide unless it may squeeze (Cost.Squeeze).
//
// The map's walls (SetWall) are blocked for every mover, and a diagonal
// step may not cut between two walls that touch at a corner: a step from
// C2 to D3 is refused when D2 and C3 are both walls, though one wall alone
// does not stop it. For a larger creature the two squares are the ones its
// space's trailing corners sweep through (see cornerSquares). The map's
// objects (SetObject) are difficult terrain.
//
// Of the cheapest paths Path picks the one with the fewest squeezed steps,
// then the fewest diagonal steps, since that is the path a player would
// trace, and breaks remaining ties by a fixed order, so the same inputs
// always give the same path.
//
// Errors wrap ErrOffMap (either space does not fit on the map), ErrBlocked
// (the destination space covers a wall or a Blocked square), ErrNoStop or
// ErrUnreachable.
func (m *Map) Path(from Square, n int, to Square, c Cost) ([]Square, int, error) {
	n = side(n)
	if done, err := m.checkEnds(from, n, to, &c); done || err != nil {
		return nil, 0, err
	}
	s := getSearch(m, &c, n)
	defer putSearch(s)
	goal, ok := s.run(Step{To: from}, to)
	if !ok {
		return nil, 0, errUnreachable(from, n, to)
	}
	return s.traceSquares(goal), int(s.node[goal].g), nil
}

// checkEnds checks the two ends of a move of footprint n: both on the map,
// and the creature allowed to stop at `to`. done says there is nothing to
// search, the move being no move.
func (m *Map) checkEnds(from Square, n int, to Square, c *Cost) (done bool, err error) {
	if !m.Fits(from, n) {
		return true, m.errOffMap("start", from, n)
	}
	if !m.Fits(to, n) {
		return true, m.errOffMap("destination", to, n)
	}
	if from == to {
		return true, nil
	}
	_, err = m.checkStopSqueezed(to, n, c)
	return err != nil, err
}

func errUnreachable(from Square, n int, to Square) error {
	what := ""
	if n > 1 {
		what = fmt.Sprintf(" for a %dx%d creature", n, n)
	}
	return fmt.Errorf("%w: every way from %s to %s is blocked%s", ErrUnreachable, from, to, what)
}

// StepCost is the cost in feet of one step of a creature of footprint n from
// top-left square a to b, one of its 8 neighbours, by the same count as
// Path, the step taken as the first of a move: under the 5-10-5 rule a
// diagonal costs 5 feet here, and a move traced square by square must carry
// its diagonals from step to step with StepTo. With the default rule the
// cost of a path is the sum of its steps. It serves a move the user traces
// square by square ("move C2 C3 D4"). It does not check NoStop: passing
// through is allowed, so check the last square with CheckStop.
// Errors wrap ErrNotAdjacent, ErrOffMap or ErrBlocked.
func (m *Map) StepCost(a, b Square, n int, c Cost) (int, error) {
	st, err := m.StepTo(Step{To: a}, b, n, c)
	return st.Feet, err
}

// cornerSquares are the two squares a diagonal step by (dc, dr) of a
// footprint-n creature from top-left square a cuts across without either
// footprint covering them: for one square, the two orthogonal neighbours
// both squares share, like D2 and C3 for the step from C2 to D3. For a
// larger space they are the squares its two trailing corners sweep, the
// corners of the (n+1)x(n+1) box round both footprints that neither covers.
// Both are on the map whenever both footprints are.
func cornerSquares(a Square, dc, dr, n int) (Square, Square) {
	newCol, oldCol := a.Col+n, a.Col // the column entered and the one left
	if dc < 0 {
		newCol, oldCol = a.Col-1, a.Col+n-1
	}
	newRow, oldRow := a.Row+n, a.Row
	if dr < 0 {
		newRow, oldRow = a.Row-1, a.Row+n-1
	}
	return Square{Col: newCol, Row: oldRow}, Square{Col: oldCol, Row: newRow}
}

// CheckStop says whether a creature of footprint n may end its move with its
// top-left square at `at` in its full space: its whole space on the map,
// and no square of it a wall, Blocked or NoStop. It ignores c.Squeeze; for
// a mover that may end squeezed, see CheckStopSqueezed. Errors wrap
// ErrOffMap, ErrBlocked or ErrNoStop.
func (m *Map) CheckStop(at Square, n int, c Cost) error {
	n = side(n)
	if !m.Fits(at, n) {
		return m.errOffMap("destination", at, n)
	}
	return m.checkStop(at, n, &c)
}

// checkStop is CheckStop for a space known to fit on the map.
func (m *Map) checkStop(at Square, n int, c *Cost) error {
	switch k, sq := m.stopBlock(at, n, c); k {
	case stopWall:
		return m.errWall(sq, at, n)
	case stopBlocked:
		return m.errBlocked(sq, at, n)
	case stopNoStop:
		if n == 1 {
			return fmt.Errorf("%w: %s may be passed through but not stopped in", ErrNoStop, sq)
		}
		return fmt.Errorf("%w: %s, in the %dx%d space at %s, may be passed through but not stopped in", ErrNoStop, sq, n, n, at)
	}
	return nil
}

// What keeps a creature from ending its move in a space (stopBlock).
const (
	stopOK = iota
	stopWall
	stopBlocked
	stopNoStop
)

// stopBlock is checkStop's ruling and the square that decides it, without
// a message: policies ask it of many squares (CanStop).
func (m *Map) stopBlock(at Square, n int, c *Cost) (int, Square) {
	// Blocked first: "you can't go there at all" is the more useful answer.
	if c.Blocked != nil || m.walls > 0 {
		for r := at.Row; r < at.Row+n; r++ {
			for col := at.Col; col < at.Col+n; col++ {
				sq := Square{Col: col, Row: r}
				if m.wallAt(col, r) {
					return stopWall, sq
				}
				if c.Blocked != nil && c.Blocked(sq) {
					return stopBlocked, sq
				}
			}
		}
	}
	if c.NoStop == nil {
		return stopOK, Square{}
	}
	for r := at.Row; r < at.Row+n; r++ {
		for col := at.Col; col < at.Col+n; col++ {
			if sq := (Square{Col: col, Row: r}); c.NoStop(sq) {
				return stopNoStop, sq
			}
		}
	}
	return stopOK, Square{}
}

// CanStop is CheckStopSqueezed as a yes or no, with no error built: may a
// creature of footprint n end its move at `at`, and is it squeezed there.
func (m *Map) CanStop(at Square, n int, c Cost) (ok, squeezed bool) {
	n = side(n)
	if !m.Fits(at, n) {
		return false, false
	}
	if k, _ := m.stopBlock(at, n, &c); k == stopOK {
		return true, false
	}
	if !c.Squeeze || n < 2 {
		return false, false
	}
	if k, _ := m.stopBlock(at, n-1, &c); k == stopOK {
		return true, true
	}
	return false, false
}

func (m *Map) errWall(sq, at Square, n int) error {
	if n == 1 {
		return fmt.Errorf("%w: %s is a wall", ErrBlocked, sq)
	}
	return fmt.Errorf("%w: %s, in the %dx%d space at %s, is a wall", ErrBlocked, sq, n, n, at)
}

func (m *Map) errBlocked(sq, at Square, n int) error {
	if n == 1 {
		return fmt.Errorf("%w: %s can't be entered", ErrBlocked, sq)
	}
	return fmt.Errorf("%w: %s, in the %dx%d space at %s, can't be entered", ErrBlocked, sq, n, n, at)
}
