package grid

import "fmt"

// Cost is how one mover sees the map for one move. The rules that decide it
// (whose space a creature may cross, whether it crawls or swims) live with
// the caller; grid only adds up feet. Every func may be nil, meaning "no
// square is". They describe everything but the mover itself: its own
// squares must not be reported Blocked or NoStop, or a Large creature could
// not step out of its own space.
//
// The cost of entering a square is 5 feet, plus 5 if the square is
// difficult terrain for the mover (the map's own difficult squares, unless
// IgnoreDifficult, or any square Difficult reports), plus Extra. Difficult
// terrain counts once however many things make a square difficult (SRD 5.1,
// "Difficult Terrain": "This rule is true even if multiple things in a space
// count as difficult terrain"), while Extra always adds: crawling through
// difficult terrain costs 3 feet per foot, 15 per square (SRD 5.1, "Being
// Prone"). So pass another creature's space through Difficult, and crawling,
// climbing, swimming and squeezing through Extra.
type Cost struct {
	// Blocked squares cannot be entered at all: a hostile creature's space
	// the mover may not cross ("Moving Around Other Creatures"), later walls.
	Blocked func(s Square) bool
	// Extra is further feet to enter s, on top of 5 and of difficult
	// terrain: +5 to crawl, climb, swim or squeeze. Negative values count as
	// 0, so a step never costs less than 5 feet.
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
}

// maxExtra caps Extra so that no caller's number can overflow a path's
// total: a million feet per square is impassable in any game.
const maxExtra = 1 << 20

// squareExtra is what entering s costs beyond the base 5 feet, or -1 if s
// is blocked: a wall of the map, or Blocked for this mover. An object of
// the map (see SetObject) is difficult terrain, like the map's difficult
// squares, and like them left out by IgnoreDifficult. s must be on the map.
func (m *Map) squareExtra(s Square, c *Cost) int32 {
	i := s.Row*m.W + s.Col
	var f uint8
	if m.feat != nil {
		f = m.feat[i]
	}
	if f&featWall != 0 || c.Blocked != nil && c.Blocked(s) {
		return -1
	}
	var e int32
	if !c.IgnoreDifficult && (f != 0 || m.difficult != nil && m.difficult[i]) ||
		c.Difficult != nil && c.Difficult(s) {
		e = SquareFeet
	}
	if c.Extra != nil {
		e += int32(min(max(c.Extra(s), 0), maxExtra))
	}
	return e
}

// Path finds the cheapest way for a creature of footprint n (squares per
// side, see Footprint) to move its top-left square from `from` to `to`. It
// returns the top-left squares the creature passes through, the start
// excluded and `to` included, and the total cost in feet; from == to is no
// move, a nil path and 0 feet.
//
// Each step goes to one of the 8 neighbouring squares and costs 5 feet,
// diagonal or not (the grid variant), plus the largest extra cost (see Cost)
// among the squares the creature's space newly covers. So a Large creature
// stepping into two difficult squares pays +5 once: the rule charges feet
// moved, not squares covered. Every newly covered square must be unblocked
// and the whole space must stay on the map; a Large creature does not fit
// through a gap one square wide (squeezing is not modelled yet).
//
// The map's walls (SetWall) are blocked for every mover, and a diagonal
// step may not squeeze between two walls that touch at a corner: a step
// from C2 to D3 is refused when D2 and C3 are both walls, though one wall
// alone does not stop it. For a larger creature the two squares are the
// ones its space's trailing corners sweep through (see squeezeWalls). The
// map's objects (SetObject) are difficult terrain.
//
// Of the cheapest paths Path picks the one with the fewest diagonal steps,
// since that is the path a player would trace, and breaks remaining ties by
// a fixed order, so the same inputs always give the same path.
//
// Errors wrap ErrOffMap (either space does not fit on the map), ErrBlocked
// (the destination space covers a wall or a Blocked square), ErrNoStop or
// ErrUnreachable.
func (m *Map) Path(from Square, n int, to Square, c Cost) ([]Square, int, error) {
	n = side(n)
	if !m.Fits(from, n) {
		return nil, 0, m.errOffMap("start", from, n)
	}
	if !m.Fits(to, n) {
		return nil, 0, m.errOffMap("destination", to, n)
	}
	if from == to {
		return nil, 0, nil
	}
	if err := m.checkStop(to, n, &c); err != nil {
		return nil, 0, err
	}
	s := getSearch(m, &c)
	defer putSearch(s)
	path, feet, ok := s.run(from, n, to)
	if !ok {
		what := ""
		if n > 1 {
			what = fmt.Sprintf(" for a %dx%d creature", n, n)
		}
		return nil, 0, fmt.Errorf("%w: every way from %s to %s is blocked%s", ErrUnreachable, from, to, what)
	}
	return path, feet, nil
}

// StepCost is the cost in feet of one step of a creature of footprint n from
// top-left square a to b, one of its 8 neighbours, by the same count as
// Path; the cost of a path is the sum of its steps. It serves a move the
// user traces square by square ("move C2 C3 D4"). It does not check NoStop:
// passing through is allowed, so check the last square with CheckStop.
// Errors wrap ErrNotAdjacent, ErrOffMap or ErrBlocked.
func (m *Map) StepCost(a, b Square, n int, c Cost) (int, error) {
	n = side(n)
	if !Adjacent(a, b) {
		return 0, fmt.Errorf("%w: %s to %s is not a step to a neighbouring square", ErrNotAdjacent, a, b)
	}
	if !m.Fits(a, n) {
		return 0, m.errOffMap("start", a, n)
	}
	if !m.Fits(b, n) {
		return 0, m.errOffMap("step to", b, n)
	}
	s := getSearch(m, &c)
	defer putSearch(s)
	dc, dr := b.Col-a.Col, b.Row-a.Row
	e := s.stepExtra(b, dc, dr, n)
	if e < 0 {
		for _, sq := range Footprint(b, n) {
			if Occupies(a, n, sq) {
				continue
			}
			if m.Wall(sq) {
				return 0, m.errWall(sq, b, n)
			}
			if c.Blocked != nil && c.Blocked(sq) {
				return 0, m.errBlocked(sq, b, n)
			}
		}
		return 0, m.errBlocked(b, b, n) // not reached: stepExtra saw a blocked square
	}
	if dc != 0 && dr != 0 && m.walls > 0 {
		if w1, w2 := squeezeSquares(a, dc, dr, n); m.Wall(w1) && m.Wall(w2) {
			return 0, fmt.Errorf("%w: %s to %s squeezes between the walls at %s and %s, which touch at a corner", ErrBlocked, a, b, w1, w2)
		}
	}
	return SquareFeet + int(e), nil
}

// squeezeSquares are the two squares a diagonal step by (dc, dr) of a
// footprint-n creature from top-left square a cuts across without either
// footprint covering them: for one square, the two orthogonal neighbours
// both squares share, like D2 and C3 for the step from C2 to D3. For a
// larger space they are the squares its two trailing corners sweep, the
// corners of the (n+1)x(n+1) box round both footprints that neither covers.
// Both are on the map whenever both footprints are.
func squeezeSquares(a Square, dc, dr, n int) (Square, Square) {
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
// top-left square at `at`: its whole space on the map, and no square of it
// a wall, Blocked or NoStop. Errors wrap ErrOffMap, ErrBlocked or ErrNoStop.
func (m *Map) CheckStop(at Square, n int, c Cost) error {
	n = side(n)
	if !m.Fits(at, n) {
		return m.errOffMap("destination", at, n)
	}
	return m.checkStop(at, n, &c)
}

// checkStop is CheckStop for a space known to fit on the map.
func (m *Map) checkStop(at Square, n int, c *Cost) error {
	// Blocked first: "you can't go there at all" is the more useful answer.
	if c.Blocked != nil || m.walls > 0 {
		for r := at.Row; r < at.Row+n; r++ {
			for col := at.Col; col < at.Col+n; col++ {
				sq := Square{Col: col, Row: r}
				if m.wallAt(col, r) {
					return m.errWall(sq, at, n)
				}
				if c.Blocked != nil && c.Blocked(sq) {
					return m.errBlocked(sq, at, n)
				}
			}
		}
	}
	if c.NoStop == nil {
		return nil
	}
	for r := at.Row; r < at.Row+n; r++ {
		for col := at.Col; col < at.Col+n; col++ {
			if sq := (Square{Col: col, Row: r}); c.NoStop(sq) {
				if n == 1 {
					return fmt.Errorf("%w: %s may be passed through but not stopped in", ErrNoStop, sq)
				}
				return fmt.Errorf("%w: %s, in the %dx%d space at %s, may be passed through but not stopped in", ErrNoStop, sq, n, n, at)
			}
		}
	}
	return nil
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
