package grid

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPathOracle checks A* against a plain Dijkstra written from the rules
// in the most direct way (footprints as lists, no caching, no heuristic) on
// random maps: same verdict, same cost, the same number of diagonal steps
// (the tie-break), a path that is a chain of legal steps summing to its
// cost, and the same path on a second call. It covers every rule of Path at
// once: 5 ft a step diagonal or not, difficult terrain once per step
// (001 Difficult Terrain), blocked and no-stop squares (001 Moving Around
// Other Creatures), spaces larger than one square.
func TestPathOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	verdicts := map[error]int{}
	for trial := range 3000 {
		w, h := 3+rng.IntN(10), 3+rng.IntN(8)
		n := 1 + rng.IntN(3)
		if n > min(w, h) {
			n = 1
		}
		m := NewMap(w, h)
		blocked := make([]bool, w*h)
		ally := make([]bool, w*h)
		extra := make([]int, w*h)
		wall := 5 + rng.IntN(30) // percent of blocked squares
		for i := range w * h {
			s := Square{Col: i % w, Row: i / w}
			switch r := rng.IntN(100); {
			case r < wall:
				blocked[i] = true
			case r < wall+10:
				ally[i] = true
			}
			if rng.IntN(100) < 20 {
				m.SetDifficult(s)
			}
			if rng.IntN(100) < 10 {
				extra[i] = 5 * (1 + rng.IntN(2))
			}
		}
		randPos := func() Square { return Square{Col: rng.IntN(w - n + 1), Row: rng.IntN(h - n + 1)} }
		from, to := randPos(), randPos()
		for _, s := range Footprint(from, n) { // the mover's own squares are clear
			blocked[s.Row*w+s.Col], ally[s.Row*w+s.Col] = false, false
		}
		c := Cost{
			Blocked:         func(s Square) bool { return blocked[s.Row*w+s.Col] },
			Difficult:       func(s Square) bool { return ally[s.Row*w+s.Col] },
			NoStop:          func(s Square) bool { return ally[s.Row*w+s.Col] },
			Extra:           func(s Square) int { return extra[s.Row*w+s.Col] },
			IgnoreDifficult: rng.IntN(10) == 0,
		}

		wantFeet, wantDiag, wantErr := oraclePath(m, from, n, to, c)
		path, feet, err := m.Path(from, n, to, c)
		verdicts[kind(err)]++
		if wantErr != nil || err != nil {
			if kind(err) != kind(wantErr) {
				t.Fatalf("trial %d (%dx%d, n=%d, %s -> %s): error %v, oracle %v", trial, w, h, n, from, to, err, wantErr)
			}
			continue
		}
		if feet != wantFeet {
			t.Fatalf("trial %d (%dx%d, n=%d, %s -> %s): %d ft, oracle %d", trial, w, h, n, from, to, feet, wantFeet)
		}
		diag, sum, at := 0, 0, from
		for _, next := range path {
			sc, err := m.StepCost(at, next, n, c)
			if err != nil {
				t.Fatalf("trial %d: step %s -> %s of the path: %v", trial, at, next, err)
			}
			if at.Col != next.Col && at.Row != next.Row {
				diag++
			}
			sum, at = sum+sc, next
		}
		if from != to && at != to || sum != feet || diag != wantDiag {
			t.Fatalf("trial %d: path %s ends at %s, steps sum to %d ft (Path %d), %d diagonals (oracle %d)",
				trial, joinSquares(path), at, sum, feet, diag, wantDiag)
		}
		again, _, _ := m.Path(from, n, to, c)
		if !slices.Equal(path, again) {
			t.Fatalf("trial %d: second call gave %s, first %s", trial, joinSquares(again), joinSquares(path))
		}
	}
	// The random maps must exercise every verdict, paths most of all.
	t.Logf("verdicts: %v", verdicts)
	if verdicts[nil] < 1000 || verdicts[ErrUnreachable] < 30 || verdicts[ErrBlocked] < 50 || verdicts[ErrNoStop] < 50 {
		t.Errorf("random maps too one-sided: %v", verdicts)
	}
}

// oraclePath is Dijkstra over (feet, diagonal steps) pairs, O(V^2).
func oraclePath(m *Map, from Square, n int, to Square, c Cost) (feet, diag int, err error) {
	if err := m.CheckStop(to, n, c); err != nil && from != to {
		return 0, 0, err
	}
	extraOf := func(s Square) (int, bool) {
		if c.Blocked(s) {
			return 0, false
		}
		e := c.Extra(s)
		if !c.IgnoreDifficult && m.Difficult(s) || c.Difficult(s) {
			e += 5
		}
		return e, true
	}
	type key struct{ feet, diag int }
	const inf = 1 << 60
	best := map[Square]key{from: {0, 0}}
	done := map[Square]bool{}
	for {
		cur, ck := Square{}, key{inf, inf}
		for s, k := range best {
			if !done[s] && (k.feet < ck.feet || k.feet == ck.feet && k.diag < ck.diag ||
				k == ck && (s.Row < cur.Row || s.Row == cur.Row && s.Col < cur.Col)) {
				cur, ck = s, k
			}
		}
		if ck.feet == inf {
			return 0, 0, ErrUnreachable
		}
		if cur == to {
			return ck.feet, ck.diag, nil
		}
		done[cur] = true
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				q := Square{Col: cur.Col + dc, Row: cur.Row + dr}
				if q == cur || !m.Fits(q, n) {
					continue
				}
				ext, ok := 0, true
				for _, s := range Footprint(q, n) {
					if Occupies(cur, n, s) {
						continue
					}
					e, can := extraOf(s)
					ok = ok && can
					ext = max(ext, e)
				}
				if !ok {
					continue
				}
				k := key{ck.feet + 5 + ext, ck.diag}
				if dc != 0 && dr != 0 {
					k.diag++
				}
				if old, seen := best[q]; !seen || k.feet < old.feet || k.feet == old.feet && k.diag < old.diag {
					best[q] = k
				}
			}
		}
	}
}

// kind is the sentinel an error wraps, so that two errors can be compared
// by what they mean rather than by their wording.
func kind(err error) error {
	for _, k := range []error{ErrOffMap, ErrBlocked, ErrNoStop, ErrUnreachable, ErrNotAdjacent} {
		if errors.Is(err, k) {
			return k
		}
	}
	return err
}

// TestRouteOracle is TestPathOracle for every rule at once: walls and
// objects, blocked and no-stop squares, difficult terrain and Extra, both
// rules for diagonals (DMG variant: Playing on a Grid, for 5-10-5), heights
// and climbing (seed 000 "Climb"), and squeezing (SRD 5.1 "Squeezing into a
// Smaller Space"), for movers that may start squeezed or with a diagonal
// behind them. The oracle, oracleRoute, is a plain Dijkstra over the
// extended state (square, parity of diagonals, squeezed), its steps
// written from the rules with footprints as lists. Route must agree on the
// verdict and on the key of the cheapest route (feet, then squeezed steps,
// then diagonals), its steps must be the ones StepTo traces, and Path must
// be Route without the detail.
func TestRouteOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	verdicts := map[error]int{}
	var squeezes, climbs, longs int
	for trial := range 6000 {
		w, h := 3+rng.IntN(10), 3+rng.IntN(8)
		n := 1 + rng.IntN(3)
		if n > min(w, h) {
			n = 1
		}
		m := NewMap(w, h)
		if rng.IntN(2) == 0 {
			m.SetDiagonals(Diagonal5105)
		}
		blocked := make([]bool, w*h)
		ally := make([]bool, w*h)
		extra := make([]int, w*h)
		wall := rng.IntN(40) // percent of walls and of hostile squares
		for i := range w * h {
			s := Square{Col: i % w, Row: i / w}
			switch r := rng.IntN(100); {
			case r < wall/2:
				m.SetWall(s)
			case r < wall:
				blocked[i] = true
			case r < wall+8:
				ally[i] = true
			case r < wall+12:
				m.SetObject(s, HalfCover)
			}
			if rng.IntN(100) < 15 {
				m.SetDifficult(s)
			}
			if rng.IntN(100) < 8 {
				extra[i] = 5 * (1 + rng.IntN(2))
			}
		}
		if rng.IntN(3) > 0 { // a few raised patches: ledges, a pit
			for range 1 + rng.IntN(4) {
				at, ft := Square{Col: rng.IntN(w), Row: rng.IntN(h)}, 5*(rng.IntN(7)-2)
				for _, s := range Footprint(at, 1+rng.IntN(3)) {
					m.SetElevation(s, ft)
				}
			}
		}
		randPos := func() Square { return Square{Col: rng.IntN(w - n + 1), Row: rng.IntN(h - n + 1)} }
		from := Step{To: randPos(), Squeezed: rng.IntN(4) == 0}
		if rng.IntN(3) == 0 {
			from.Diagonals = rng.IntN(3)
		}
		to := randPos()
		own := Footprint(from.To, n) // the mover's own squares are clear
		if from.Squeezed {
			own = Footprint(from.To, n-1)
		}
		for _, s := range own {
			m.ClearWall(s)
			blocked[s.Row*w+s.Col], ally[s.Row*w+s.Col] = false, false
		}
		c := Cost{
			Blocked:         func(s Square) bool { return blocked[s.Row*w+s.Col] },
			Difficult:       func(s Square) bool { return ally[s.Row*w+s.Col] },
			NoStop:          func(s Square) bool { return ally[s.Row*w+s.Col] },
			Extra:           func(s Square) int { return extra[s.Row*w+s.Col] },
			IgnoreDifficult: rng.IntN(10) == 0,
			ClimbFactor:     rng.IntN(3),
			Squeeze:         rng.IntN(4) > 0,
		}

		want, wantErr := oracleRoute(m, from, n, to, c)
		steps, err := m.Route(from, n, to, c)
		verdicts[kind(err)]++
		where := fmt.Sprintf("trial %d (%dx%d, %s, n=%d, %+v -> %s, climb %d, squeeze %v)",
			trial, w, h, m.Diagonals(), n, from, to, c.ClimbFactor, c.Squeeze)
		if wantErr != nil || err != nil {
			if kind(err) != kind(wantErr) {
				t.Fatalf("%s: error %v, oracle %v", where, err, wantErr)
			}
			continue
		}
		var got routeKey
		at := from
		for i, st := range steps {
			traced, err := m.StepTo(at, st.To, n, c)
			if err != nil || traced != st {
				t.Fatalf("%s: step %d of %s: StepTo(%+v) = %+v, %v", where, i, showSteps(steps), at, traced, err)
			}
			got.feet += st.Feet
			if st.Squeezed {
				got.squeezed++
				squeezes++
			}
			at = st
		}
		got.diag = at.Diagonals - from.Diagonals
		if from.To != to && at.To != to || got != want {
			t.Fatalf("%s: route %s ends at %s, key %+v; oracle %+v", where, showSteps(steps), at.To, got, want)
		}
		if m.Diagonals() == Diagonal5105 && from.Diagonals%2+got.diag >= 2 {
			longs++ // a diagonal that counted 10 ft
		}
		if c.ClimbFactor > 0 && m.elev != nil {
			climbs++
		}
		if !from.Squeezed && from.Diagonals == 0 {
			path, feet, err := m.Path(from.To, n, to, c)
			if err != nil || feet != got.feet || len(path) != len(steps) {
				t.Fatalf("%s: Path = %s, %d ft, %v; Route %s", where, joinSquares(path), feet, err, showSteps(steps))
			}
			for i := range path {
				if path[i] != steps[i].To {
					t.Fatalf("%s: Path = %s; Route %s", where, joinSquares(path), showSteps(steps))
				}
			}
		}
	}
	t.Logf("verdicts: %v; %d squeezed steps, %d routes with climbing, %d with a 10-ft diagonal", verdicts, squeezes, climbs, longs)
	if verdicts[nil] < 1500 || verdicts[ErrUnreachable] < 100 || verdicts[ErrBlocked] < 100 || verdicts[ErrNoStop] < 50 ||
		squeezes < 500 || climbs < 500 || longs < 200 {
		t.Errorf("random maps too one-sided")
	}
}

// routeKey is what makes one route better than another: feet, then
// squeezed steps, then diagonal steps.
type routeKey struct{ feet, squeezed, diag int }

func (a routeKey) less(b routeKey) bool {
	if a.feet != b.feet {
		return a.feet < b.feet
	}
	if a.squeezed != b.squeezed {
		return a.squeezed < b.squeezed
	}
	return a.diag < b.diag
}

// oracleRoute is Dijkstra, O(V^2), over (square, parity, squeezed), with
// each step taken straight from the rules:
//
//   - a step is 5 ft, or 10 for a diagonal after an odd number of them under
//     5-10-5; difficult terrain (the map's, its objects', Difficult's; once),
//     Extra and squeezing each add 5 ft per 5 ft of the step, for the worst
//     square the mover's space newly covers;
//   - a mover in its full space steps in it if every newly covered square is
//     off walls and Blocked and it cuts between no two walls at the
//     corners of the box round both spaces;
//   - if not, a mover that may squeeze steps squeezed (footprint n-1, same
//     top-left) under the same conditions for the squeezed space, into its
//     full space if that is free at the new square, else squeezed;
//   - climbing adds ClimbFactor feet per foot between the heights of the
//     spaces before and after the step.
func oracleRoute(m *Map, from Step, n int, to Square, c Cost) (routeKey, error) {
	free := func(s Square) bool { return !m.Wall(s) && !c.Blocked(s) }
	extraOf := func(s Square) int {
		e := max(c.Extra(s), 0)
		if !c.IgnoreDifficult && (m.Difficult(s) || m.Object(s) != NoCover) || c.Difficult(s) {
			e += 5
		}
		return e
	}
	allFree := func(sqs []Square) bool {
		for _, s := range sqs {
			if !free(s) {
				return false
			}
		}
		return true
	}
	k := 0
	if c.Squeeze && n >= 2 {
		k = n - 1
	}
	// Where the mover may stop: its full space, or squeezed.
	stopErr := func(f int) error {
		for _, s := range Footprint(to, f) {
			if !free(s) {
				return ErrBlocked
			}
		}
		for _, s := range Footprint(to, f) {
			if c.NoStop(s) {
				return ErrNoStop
			}
		}
		return nil
	}
	if from.To != to {
		if err := stopErr(n); err != nil {
			if k == 0 {
				return routeKey{}, err
			}
			if errSq := stopErr(k); errSq != nil {
				if allFree(Footprint(to, n)) {
					return routeKey{}, err
				}
				return routeKey{}, errSq
			}
		}
	}
	// The squares of space (at, f) that (p, pf) does not cover.
	newly := func(at Square, f int, p Square, pf int) []Square {
		var out []Square
		for _, s := range Footprint(at, f) {
			if !Occupies(p, pf, s) {
				out = append(out, s)
			}
		}
		return out
	}
	cornerWalls := func(p, q Square, f int) bool {
		c0, r0 := min(p.Col, q.Col), min(p.Row, q.Row)
		var outside []Square
		for _, s := range []Square{{c0, r0}, {c0 + f, r0}, {c0, r0 + f}, {c0 + f, r0 + f}} {
			if !Occupies(p, f, s) && !Occupies(q, f, s) {
				outside = append(outside, s)
			}
		}
		return len(outside) == 2 && m.Wall(outside[0]) && m.Wall(outside[1])
	}
	type state struct {
		at       Square
		parity   int
		squeezed bool
	}
	start := state{at: from.To}
	if m.Diagonals() == Diagonal5105 {
		start.parity = from.Diagonals % 2
	}
	start.squeezed = from.Squeezed && k > 0 && !allFree(Footprint(from.To, n))
	const inf = 1 << 60
	best := map[state]routeKey{start: {}}
	done := map[state]bool{}
	for {
		var cur state
		ck := routeKey{inf, inf, inf}
		for s, key := range best {
			if !done[s] && key.less(ck) {
				cur, ck = s, key
			}
		}
		if ck.feet == inf {
			return routeKey{}, ErrUnreachable
		}
		if cur.at == to {
			return ck, nil
		}
		done[cur] = true
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				q := Square{Col: cur.at.Col + dc, Row: cur.at.Row + dr}
				if q == cur.at || !m.Fits(q, n) {
					continue
				}
				diag := dc != 0 && dr != 0
				length := 1 // in 5-ft squares
				next := state{at: q, parity: cur.parity}
				if diag && m.Diagonals() == Diagonal5105 {
					length += cur.parity
					next.parity = 1 - cur.parity
				}
				before, after, surcharge := n, n, 0
				ok := false
				if !cur.squeezed {
					ok = allFree(newly(q, n, cur.at, n)) && !(diag && cornerWalls(cur.at, q, n))
				}
				if !ok && k > 0 {
					if cur.squeezed {
						before = k
					}
					after = k
					if allFree(Footprint(q, n)) {
						after = n
					}
					ok = allFree(newly(q, after, cur.at, before)) && !(diag && cornerWalls(cur.at, q, k))
					surcharge = 5
					next.squeezed = after == k
				}
				if !ok {
					continue
				}
				worst := 0
				for _, s := range newly(q, after, cur.at, before) {
					worst = max(worst, extraOf(s))
				}
				climb := c.ClimbFactor * abs(m.ElevationOf(q, after)-m.ElevationOf(cur.at, before))
				key := routeKey{ck.feet + length*(5+worst+surcharge) + climb, ck.squeezed, ck.diag}
				if surcharge > 0 {
					key.squeezed++
				}
				if diag {
					key.diag++
				}
				if old, seen := best[next]; !seen || key.less(old) {
					best[next] = key
				}
			}
		}
	}
}

// FuzzRoute: for any small map the bytes describe, Route never panics and
// agrees with oracleRoute on the verdict and on the key of the cheapest
// route, and StepTo traces its steps. The bytes are the map's width and
// height, the mover's footprint, a byte of flags (5-10-5, Squeeze, climbing
// factor, starting squeezed, a diagonal behind it), the two ends, then one
// byte a square: its low bits a wall, a hostile creature or an ally, then
// difficult terrain, then its height in 5-ft steps.
func FuzzRoute(f *testing.F) {
	f.Add([]byte{6, 3, 2, 0x02, 0, 1, 4, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1})
	f.Add([]byte{4, 4, 1, 0x09, 0, 0, 3, 3, 0, 0x40, 0, 0, 0, 0x80, 0x20, 0, 0, 0, 0, 0})
	f.Add([]byte{5, 4, 3, 0x1f, 0, 0, 2, 1, 2, 0, 0, 3, 0, 0, 0x10, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 8 {
			return
		}
		w, h, n, flags := 1+int(data[0])%8, 1+int(data[1])%8, 1+int(data[2])%3, data[3]
		if n > min(w, h) {
			return
		}
		m := NewMap(w, h)
		if flags&1 != 0 {
			m.SetDiagonals(Diagonal5105)
		}
		from := Step{To: Square{Col: int(data[4]) % (w - n + 1), Row: int(data[5]) % (h - n + 1)}}
		to := Square{Col: int(data[6]) % (w - n + 1), Row: int(data[7]) % (h - n + 1)}
		from.Squeezed = flags&0x08 != 0
		if flags&0x10 != 0 {
			from.Diagonals = 1
		}
		blocked, ally := make([]bool, w*h), make([]bool, w*h)
		for i, b := range data[8:min(len(data), 8+w*h)] {
			s := Square{Col: i % w, Row: i / w}
			switch b & 3 {
			case 1:
				m.SetWall(s)
			case 2:
				blocked[i] = true
			case 3:
				ally[i] = true
			}
			if b&4 != 0 {
				m.SetDifficult(s)
			}
			m.SetElevation(s, 5*int(b>>4)-20)
		}
		own := Footprint(from.To, n)
		if from.Squeezed && n > 1 {
			own = Footprint(from.To, n-1)
		}
		for _, s := range own {
			m.ClearWall(s)
			blocked[s.Row*w+s.Col], ally[s.Row*w+s.Col] = false, false
		}
		c := Cost{
			Blocked:     func(s Square) bool { return blocked[s.Row*w+s.Col] },
			Difficult:   func(s Square) bool { return ally[s.Row*w+s.Col] },
			NoStop:      func(s Square) bool { return ally[s.Row*w+s.Col] },
			Extra:       func(Square) int { return 0 },
			Squeeze:     flags&0x02 != 0,
			ClimbFactor: 2 * int(flags>>2&1),
		}
		want, wantErr := oracleRoute(m, from, n, to, c)
		steps, err := m.Route(from, n, to, c)
		if kind(err) != kind(wantErr) {
			t.Fatalf("error %v, oracle %v", err, wantErr)
		}
		if err != nil {
			return
		}
		var got routeKey
		at := from
		for _, st := range steps {
			traced, err := m.StepTo(at, st.To, n, c)
			if err != nil || traced != st {
				t.Fatalf("step of %s: StepTo(%+v) = %+v, %v", showSteps(steps), at, traced, err)
			}
			got.feet += st.Feet
			if st.Squeezed {
				got.squeezed++
			}
			at = st
		}
		got.diag = at.Diagonals - from.Diagonals
		if got != want || from.To != to && at.To != to {
			t.Fatalf("route %s, key %+v; oracle %+v", showSteps(steps), got, want)
		}
	})
}
