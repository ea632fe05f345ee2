package grid

import "fmt"

// Step is one step of a move, and where the mover stands after it: the
// top-left square it moves to, what the step cost, whether it was made
// squeezed, and the diagonal steps of the move so far. A Step is also how
// a move starts: Step{To: at} for a creature at `at`, Squeezed if it ended
// its last move squeezed (see CheckStopSqueezed), Diagonals carried over
// if the move goes on after an action ("Breaking Up Your Move") and the
// 5-10-5 count should go on with it.
type Step struct {
	// To is the mover's top-left square after the step.
	To Square
	// Feet is the step's cost: 5 feet, 10 for every second diagonal under
	// the 5-10-5 rule, with difficult terrain, Extra, squeezing and
	// climbing (see Cost).
	Feet int
	// Squeezed is whether the step was made squeezed (see Cost.Squeeze), so
	// that Feet includes 1 extra foot per foot. The mover is still
	// squeezed at To unless its full space is free there (FitsFull): the
	// step out of a narrow gap is made squeezed, and the mover spreads out
	// at its end.
	Squeezed bool
	// Diagonals counts the diagonal steps of the move up to and including
	// this one: under the 5-10-5 rule the next diagonal costs 10 feet when
	// it is odd.
	Diagonals int
}

// Route is Path for a mover in a given state, with each step's detail: it
// finds the cheapest way for a creature of footprint n from from.To to
// `to`, starting squeezed if from.Squeezed (it spreads out at once if its
// full space is free) and, under the 5-10-5 rule, with from.Diagonals
// diagonals already behind it; from.Feet is not used. It returns the steps
// in order, each with its own cost (their sum is what Path reports), the
// start excluded and `to` included; from.To == to is no move and no steps.
//
// The steps are the ones StepTo would give, one after another: a creature
// squeezes only for a step it cannot make in its full space (see
// Cost.Squeeze). Of the cheapest routes Route picks the one with the fewest
// squeezed steps, then the fewest diagonals, then a fixed order.
//
// The mover ends in its full space if it may stop there in it, else
// squeezed: CheckStopSqueezed says which, and refuses the move when
// neither will do. Errors wrap ErrOffMap, ErrBlocked, ErrNoStop or
// ErrUnreachable.
func (m *Map) Route(from Step, n int, to Square, c Cost) ([]Step, error) {
	n = side(n)
	if done, err := m.checkEnds(from.To, n, to, &c); done || err != nil {
		return nil, err
	}
	s := getSearch(m, &c, n)
	defer putSearch(s)
	goal, ok := s.run(from, to)
	if !ok {
		return nil, errUnreachable(from.To, n, to)
	}
	return s.traceSteps(goal, from.Diagonals), nil
}

// StepTo is one step a user traces ("move C2 C3 D4"): a creature of
// footprint n standing as `from` says (its square, whether it is squeezed,
// its diagonals so far) steps to `to`, one of the 8 neighbours of
// from.To. It returns the step as Route would: its cost under the map's
// rule for diagonals, and whether it was made squeezed, which it is only if
// c.Squeeze and the full space cannot make it. Feed the result to the next
// StepTo, and check where the move ends with CheckStopSqueezed: StepTo
// does not check NoStop, since passing through is allowed.
// Errors wrap ErrNotAdjacent, ErrOffMap or ErrBlocked.
func (m *Map) StepTo(from Step, to Square, n int, c Cost) (Step, error) {
	n = side(n)
	a := from.To
	if !Adjacent(a, to) {
		return Step{}, fmt.Errorf("%w: %s to %s is not a step to a neighbouring square", ErrNotAdjacent, a, to)
	}
	if !m.Fits(a, n) {
		return Step{}, m.errOffMap("start", a, n)
	}
	if !m.Fits(to, n) {
		return Step{}, m.errOffMap("step to", to, n)
	}
	s := getSearch(m, &c, n)
	defer putSearch(s)
	sq := s.startSqueezed(a, from.Squeezed)
	dc, dr := to.Col-a.Col, to.Row-a.Row
	diag := dc != 0 && dr != 0
	mul := int64(1)
	if diag && s.long && from.Diagonals&1 == 1 {
		mul = 2
	}
	feet, squeezed, _, ok := s.move(a.Col, a.Row, sq, dc, dr, mul)
	if !ok {
		return Step{}, s.stepError(a, sq, to)
	}
	st := Step{To: to, Feet: int(feet), Squeezed: squeezed, Diagonals: from.Diagonals}
	if diag {
		st.Diagonals++
	}
	return st, nil
}

// stepError says why move refused the step from a to b: the first blocked
// square of the new space, or the two walls it cuts between, for the
// squeezed space if the mover tried it.
func (s *search) stepError(a Square, sq bool, b Square) error {
	dc, dr := b.Col-a.Col, b.Row-a.Row
	f, before, now := s.n, s.n, s.n
	if s.k > 0 { // squeezing was the last thing tried
		f, now = s.k, s.k
		if sq {
			before = s.k
		}
	}
	for _, q := range Footprint(b, now) {
		if Occupies(a, before, q) || s.extraAt(q.Col, q.Row) >= 0 {
			continue
		}
		var err error
		if s.m.Wall(q) {
			err = s.m.errWall(q, b, now)
		} else {
			err = s.m.errBlocked(q, b, now)
		}
		return s.squeezedError(err)
	}
	w1, w2 := cornerSquares(a, dc, dr, f)
	return s.squeezedError(fmt.Errorf("%w: %s to %s squeezes between the walls at %s and %s, which touch at a corner", ErrBlocked, a, b, w1, w2))
}

// squeezedError says, for a mover that may squeeze, that err stopped it
// even squeezed.
func (s *search) squeezedError(err error) error {
	if s.k == 0 {
		return err
	}
	return fmt.Errorf("%w, even for a %dx%d creature squeezed to %dx%d", err, s.n, s.n, s.k, s.k)
}

// climbFeet is what climbing costs between the footprint-np space at
// (pc, pr) and the footprint-nq space at (qc, qr): ClimbFactor feet per
// foot between the heights they stand on (Map.ElevationOf), up or down.
func (s *search) climbFeet(pc, pr, np, qc, qr, nq int) int64 {
	d := s.elevOf(qc, qr, nq) - s.elevOf(pc, pr, np)
	return s.climb * int64(abs(int(d)))
}

// elevOf is ElevationOf for an on-map space of footprint f, the mover's full
// or squeezed one, worked out once per search: each position is stepped
// to and from from up to 8 neighbours.
func (s *search) elevOf(col, row, f int) int32 {
	i := row*s.w + col
	if f == 1 {
		return int32(s.m.elev[i])
	}
	j := 2 * i
	if f != s.n {
		j++
	}
	if e := s.el[j]; e.gen == s.gen {
		return e.v
	}
	best := int32(s.m.elev[i])
	for r := row; r < row+f; r++ {
		for c := col; c < col+f; c++ {
			best = max(best, int32(s.m.elev[r*s.w+c]))
		}
	}
	s.el[j] = cell{s.gen, best}
	return best
}
