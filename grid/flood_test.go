package grid

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// randomMover is a random map and mover as TestRouteOracle draws them:
// walls and objects, hostile creatures (Blocked) and allies (Difficult and
// NoStop), difficult terrain, Extra, water the mover swims through (+5 ft a
// square through Extra, as the battle package prices swimming without a
// swimming speed), raised patches and a pit, either rule for diagonals,
// and a mover of footprint 1 to 3 that may squeeze, climb, start squeezed
// or with diagonals behind it.
func randomMover(rng *rand.Rand) (m *Map, n int, from Step, c Cost) {
	w, h := 3+rng.IntN(10), 3+rng.IntN(8)
	n = 1 + rng.IntN(3)
	if n > min(w, h) {
		n = 1
	}
	m = NewMap(w, h)
	if rng.IntN(2) == 0 {
		m.SetDiagonals(Diagonal5105)
	}
	blocked, ally, extra := make([]bool, w*h), make([]bool, w*h), make([]int, w*h)
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
		if rng.IntN(100) < 6 {
			m.SetWater(s, Shallow)
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
	from = Step{To: Square{Col: rng.IntN(w - n + 1), Row: rng.IntN(h - n + 1)}, Squeezed: rng.IntN(4) == 0}
	if rng.IntN(3) == 0 {
		from.Diagonals = rng.IntN(3)
	}
	own := Footprint(from.To, n) // the mover's own squares are clear
	if from.Squeezed {
		own = Footprint(from.To, n-1)
	}
	for _, s := range own {
		m.ClearWall(s)
		blocked[s.Row*w+s.Col], ally[s.Row*w+s.Col] = false, false
	}
	c = Cost{
		Blocked:         func(s Square) bool { return blocked[s.Row*w+s.Col] },
		Difficult:       func(s Square) bool { return ally[s.Row*w+s.Col] },
		NoStop:          func(s Square) bool { return ally[s.Row*w+s.Col] },
		IgnoreDifficult: rng.IntN(10) == 0,
		ClimbFactor:     rng.IntN(3),
		Squeeze:         rng.IntN(4) > 0,
	}
	swim := rng.IntN(2) == 0
	c.Extra = func(s Square) int {
		e := extra[s.Row*w+s.Col]
		if swim && m.WaterAt(s) != Dry {
			e += 5
		}
		return e
	}
	return m, n, from, c
}

// checkFlood compares one flood with Route to every position of the map:
// Route finds a way exactly when the flood reached the square within the
// budget (its own cost being no more than the budget) and the mover may
// stop there; Feet is Route's cost; and the route the flood rebuilds is a
// chain of the steps StepTo traces, ending at the square, with Route's key
// (feet, squeezed steps, diagonals). It returns how many squares Route
// reached and how many of those the budget cut off.
func checkFlood(t *testing.T, where string, m *Map, r *Reach, from Step, n, budget int, c Cost) (reached, cut int) {
	t.Helper()
	var buf []Step
	for row := 0; row <= m.H-n; row++ {
		for col := 0; col <= m.W-n; col++ {
			to := Square{Col: col, Row: row}
			steps, err := m.Route(from, n, to, c)
			feet, ok := r.Feet(to)
			if err != nil {
				if ok && kind(err) == ErrUnreachable {
					t.Fatalf("%s: Route to %s: %v; Flood reached it for %d ft", where, to, err, feet)
				}
				if ok && to != from.To {
					if _, stop := m.CheckStopSqueezed(to, n, c); stop == nil {
						t.Fatalf("%s: Route to %s: %v; Flood reached it and CheckStopSqueezed allows it", where, to, err)
					}
				}
				continue
			}
			want := keyOf(steps, from)
			reached++
			if budget >= 0 && want.feet > budget {
				cut++
				if ok {
					t.Fatalf("%s: Flood reached %s for %d ft, beyond its budget of %d (Route %d)", where, to, feet, budget, want.feet)
				}
				continue
			}
			if !ok || feet != want.feet {
				t.Fatalf("%s: Flood to %s: %d ft, %v; Route %s, %d ft", where, to, feet, ok, showSteps(steps), want.feet)
			}
			buf = r.AppendRoute(buf[:0], to)
			at := from
			for i, st := range buf {
				traced, err := m.StepTo(at, st.To, n, c)
				if err != nil || traced != st {
					t.Fatalf("%s: to %s, step %d of %s: StepTo(%+v) = %+v, %v", where, to, i, showSteps(buf), at, traced, err)
				}
				at = st
			}
			if got := keyOf(buf, from); at.To != to || got != want {
				t.Fatalf("%s: Flood's route %s ends at %s, key %+v; Route %s, key %+v", where, showSteps(buf), at.To, got, showSteps(steps), want)
			}
		}
	}
	return reached, cut
}

// keyOf is a route's key: its feet, squeezed steps and diagonals.
func keyOf(steps []Step, from Step) routeKey {
	k := routeKey{diag: 0}
	for _, st := range steps {
		k.feet += st.Feet
		if st.Squeezed {
			k.squeezed++
		}
	}
	if len(steps) > 0 {
		k.diag = steps[len(steps)-1].Diagonals - from.Diagonals
	}
	return k
}

// TestFloodOracle checks Flood against Route, itself checked against a
// plain Dijkstra written from the rules (TestRouteOracle), on random maps
// with every rule Route honours: walls, objects and corners, hostile and
// allied spaces (SRD 5.1 "Moving Around Other Creatures"), difficult
// terrain once per step (001 "Difficult Terrain"), water and Extra, heights
// and climbing (seed 000 "Climb"), squeezing (SRD 5.1 "Squeezing into a
// Smaller Space"), both rules for diagonals (DMG variant, "Playing on a
// Grid") with diagonals carried into the move, with and without a budget.
// One Reach serves every trial, so reuse across maps of other sizes and
// movers of other footprints is checked too.
func TestFloodOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	var r Reach
	var reached, cut, squeezes, longs int
	for trial := range 1500 {
		m, n, from, c := randomMover(rng)
		budget := -1
		if rng.IntN(3) == 0 {
			budget = 5 * rng.IntN(12)
		}
		m.FloodInto(&r, from, n, budget, c)
		where := fmt.Sprintf("trial %d (%dx%d, %s, n=%d, %+v, budget %d, climb %d, squeeze %v)",
			trial, m.W, m.H, m.Diagonals(), n, from, budget, c.ClimbFactor, c.Squeeze)
		if feet, ok := r.Feet(from.To); !ok || feet != 0 || r.Route(from.To) != nil {
			t.Fatalf("%s: the start: %d ft, %v, route %s", where, feet, ok, showSteps(r.Route(from.To)))
		}
		got, gotCut := checkFlood(t, where, m, &r, from, n, budget, c)
		reached, cut = reached+got, cut+gotCut
		for row := 0; row <= m.H-n; row++ {
			for col := 0; col <= m.W-n; col++ {
				for _, st := range r.Route(Square{Col: col, Row: row}) {
					if st.Squeezed {
						squeezes++
					}
				}
			}
		}
		if m.Diagonals() == Diagonal5105 {
			longs++
		}
	}
	t.Logf("%d squares reached, %d beyond the budget; %d squeezed steps; %d floods under 5-10-5", reached, cut, squeezes, longs)
	if reached < 30000 || cut < 2000 || squeezes < 2000 || longs < 500 {
		t.Errorf("random maps too one-sided")
	}
}

// TestFloodOffMap: a start whose space does not fit the map reaches
// nothing, and squares off the map are never reached.
func TestFloodOffMap(t *testing.T) {
	m := NewMap(4, 4)
	r := m.Flood(Step{To: Square{Col: 3, Row: 3}}, 2, -1, Cost{})
	if _, ok := r.Feet(Square{Col: 3, Row: 3}); ok {
		t.Error("a Large creature at D4 of a 4x4 map reached its own square")
	}
	r = m.Flood(Step{}, 2, -1, Cost{})
	for _, s := range []Square{{Col: 3, Row: 0}, {Col: -1, Row: 0}, {Col: 0, Row: 4}} {
		if feet, ok := r.Feet(s); ok {
			t.Errorf("%s reached for %d ft by a 2x2 creature on a 4x4 map", s, feet)
		}
	}
	if feet, ok := r.Feet(Square{Col: 2, Row: 2}); !ok || feet != 10 {
		t.Errorf("C3: %d ft, %v; want 10 ft", feet, ok)
	}
}

// TestFloodAllocs: flooding again into a Reach, and rebuilding a route
// into a kept slice, allocate nothing: a policy floods for every decision.
func TestFloodAllocs(t *testing.T) {
	m := bench50()
	var r Reach
	var buf []Step
	c := Cost{Blocked: func(s Square) bool { return s.Col == 10 && s.Row < 40 }}
	to := Square{Col: 49, Row: 49}
	allocs := testing.AllocsPerRun(20, func() {
		m.FloodInto(&r, Step{}, 1, -1, c)
		buf = r.AppendRoute(buf[:0], to)
	})
	if allocs != 0 || len(buf) == 0 {
		t.Errorf("%v allocations a flood, route of %d steps", allocs, len(buf))
	}
}

// FuzzFlood: for any small map the bytes describe (FuzzRoute's format),
// Flood never panics and agrees with Route on every square of the map. A
// last byte, if any, is a budget in 5-ft squares.
func FuzzFlood(f *testing.F) {
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
		from.Squeezed = flags&0x08 != 0
		if flags&0x10 != 0 {
			from.Diagonals = 1
		}
		budget := -1
		if len(data) > 8+w*h {
			budget = 5 * int(data[len(data)-1]%16)
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
			if b&8 != 0 {
				m.SetWater(s, Shallow)
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
			Blocked:   func(s Square) bool { return blocked[s.Row*w+s.Col] },
			Difficult: func(s Square) bool { return ally[s.Row*w+s.Col] },
			NoStop:    func(s Square) bool { return ally[s.Row*w+s.Col] },
			Extra: func(s Square) int {
				if flags&0x20 != 0 && m.WaterAt(s) != Dry {
					return 5 // swimming without a swimming speed
				}
				return 0
			},
			Squeeze:     flags&0x02 != 0,
			ClimbFactor: 2 * int(flags>>2&1),
		}
		r := m.Flood(from, n, budget, c)
		checkFlood(t, fmt.Sprintf("flood from %+v, n=%d, budget %d", from, n, budget), m, r, from, n, budget, c)
	})
}
