package grid

import "testing"

// The question a policy asks before it moves: of the squares from which its
// reach touches a foe, which is the cheapest to get to? BenchmarkFlood*
// answer it with one flood; BenchmarkApproachRoutes* with a Route to each
// square, as tactics did before. Reproduce with:
//
//	go test ./grid -run '^$' -bench 'Flood|ApproachRoutes' -benchmem

// bench12 is examples/bench-4v4.yaml's 12x12 map, its rubble (E5-F7) and
// pillars (H3, H4, D9), with the fighter at B5 about to close in on the
// bugbear at K6: its allies' squares are difficult and no place to stop,
// the monsters' are blocked.
func bench12() (m *Map, from Step, target Square, c Cost) {
	m = NewMap(12, 12)
	for r := 4; r <= 6; r++ { // E5-F7
		for col := 4; col <= 5; col++ {
			m.SetDifficult(Square{Col: col, Row: r})
		}
	}
	for _, s := range []Square{{Col: 7, Row: 2}, {Col: 7, Row: 3}, {Col: 3, Row: 8}} {
		m.SetWall(s)
	}
	ally, foe := make([]bool, 144), make([]bool, 144)
	for _, s := range []Square{{Col: 1, Row: 6}, {Col: 0, Row: 5}, {Col: 0, Row: 7}} {
		ally[s.Row*12+s.Col] = true
	}
	for _, s := range []Square{{Col: 10, Row: 3}, {Col: 10, Row: 5}, {Col: 9, Row: 7}, {Col: 10, Row: 9}, {Col: 11, Row: 9}, {Col: 10, Row: 10}, {Col: 11, Row: 10}} {
		foe[s.Row*12+s.Col] = true
	}
	c = Cost{
		Blocked:   func(s Square) bool { return foe[s.Row*12+s.Col] },
		Difficult: func(s Square) bool { return ally[s.Row*12+s.Col] },
		NoStop:    func(s Square) bool { return ally[s.Row*12+s.Col] },
	}
	return m, Step{To: Square{Col: 1, Row: 4}}, Square{Col: 10, Row: 5}, c
}

// ring is the squares within one step of target (a 5-ft reach), target
// left out.
func ring(target Square) []Square {
	var out []Square
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dc != 0 || dr != 0 {
				out = append(out, Square{Col: target.Col + dc, Row: target.Row + dr})
			}
		}
	}
	return out
}

// benchFlood floods from `from` and reads the cost of every square of the
// ring round target, keeping the cheapest's route.
func benchFlood(b *testing.B, m *Map, from Step, target Square, c Cost) {
	var r Reach
	var route []Step
	sqs := ring(target)
	b.ReportAllocs()
	for b.Loop() {
		m.FloodInto(&r, from, 1, -1, c)
		best, bestFeet := Square{}, -1
		for _, sq := range sqs {
			if feet, ok := r.Feet(sq); ok && (bestFeet < 0 || feet < bestFeet) {
				best, bestFeet = sq, feet
			}
		}
		route = r.AppendRoute(route[:0], best)
		benchFeet += bestFeet
	}
}

// benchRoutes is benchFlood with a Route to every square of the ring.
func benchRoutes(b *testing.B, m *Map, from Step, target Square, c Cost) {
	sqs := ring(target)
	b.ReportAllocs()
	for b.Loop() {
		var best []Step
		bestFeet := -1
		for _, sq := range sqs {
			steps, err := m.Route(from, 1, sq, c)
			if err != nil {
				continue
			}
			feet := 0
			for _, st := range steps {
				feet += st.Feet
			}
			if bestFeet < 0 || feet < bestFeet {
				best, bestFeet = steps, feet
			}
		}
		benchFeet += bestFeet + len(best)
	}
}

// BenchmarkFlood12 is the fighter's question on the 4v4 map, one flood.
func BenchmarkFlood12(b *testing.B) {
	m, from, target, c := bench12()
	benchFlood(b, m, from, target, c)
}

// BenchmarkApproachRoutes12 is the same question, a Route per square.
func BenchmarkApproachRoutes12(b *testing.B) {
	m, from, target, c := bench12()
	benchRoutes(b, m, from, target, c)
}

// BenchmarkFlood50 floods the whole 50x50 map with walls and rubble
// (bench50) from A1 and asks about the squares round AV47.
func BenchmarkFlood50(b *testing.B) {
	benchFlood(b, bench50(), Step{}, Square{Col: 47, Row: 46}, Cost{})
}

// BenchmarkApproachRoutes50 is BenchmarkFlood50 with a Route per square.
func BenchmarkApproachRoutes50(b *testing.B) {
	benchRoutes(b, bench50(), Step{}, Square{Col: 47, Row: 46}, Cost{})
}

// BenchmarkFlood50Budget is BenchmarkFlood50 cut to one turn's dash, 60
// ft: the flood stops where the budget does.
func BenchmarkFlood50Budget(b *testing.B) {
	m := bench50()
	var r Reach
	b.ReportAllocs()
	for b.Loop() {
		m.FloodInto(&r, Step{}, 1, 60, Cost{})
		feet, _ := r.Feet(Square{Col: 8, Row: 8})
		benchFeet += feet
	}
}

// BenchmarkFlood12Large is BenchmarkFlood12 for a Large mover that may
// squeeze (the ogre and the dire wolf of bench-4v4.yaml): twice the
// states, and a step priced over two squares.
func BenchmarkFlood12Large(b *testing.B) {
	m, from, target, c := bench12()
	c.Squeeze = true
	var r Reach
	b.ReportAllocs()
	for b.Loop() {
		m.FloodInto(&r, from, 2, -1, c)
		feet, _ := r.Feet(target)
		benchFeet += feet
	}
}

// BenchmarkFlood12LargeBudget is BenchmarkFlood12Large with a budget, 60
// ft, as the simulator floods for a move: the budget is the dash the mover
// has left.
func BenchmarkFlood12LargeBudget(b *testing.B) {
	m, from, target, c := bench12()
	c.Squeeze = true
	var r Reach
	b.ReportAllocs()
	for b.Loop() {
		m.FloodInto(&r, from, 2, 60, c)
		feet, _ := r.Feet(target)
		benchFeet += feet
	}
}

// BenchmarkFlood12Budget is BenchmarkFlood12 with a budget, 60 ft, as the
// simulator floods for a move.
func BenchmarkFlood12Budget(b *testing.B) {
	m, from, target, c := bench12()
	var r Reach
	b.ReportAllocs()
	for b.Loop() {
		m.FloodInto(&r, from, 1, 60, c)
		feet, _ := r.Feet(target)
		benchFeet += feet
	}
}
