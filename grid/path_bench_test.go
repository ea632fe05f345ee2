package grid

import (
	"math/rand/v2"
	"testing"
)

// benchScene is a 20x14 battle map as a table would draw it: a wall of
// creatures and pillars the mover must go round, a bog and a rubble field,
// two allies in the way. The path from B3 to Q3 is 15 squares, around the
// wall's end and the bog.
func benchScene() *scene {
	return drawn(
		"....................",
		".......#............",
		".S.....#........E...",
		".......#..~~~.......",
		".......#..~~~.......",
		".......#..~~~.......",
		"..~~~..a............",
		"..~~~...............",
		".......#...a........",
		".......#............",
		"....~~~~............",
		"....................",
		"...........##.......",
		"....................",
	)
}

var benchFeet int

// BenchmarkPath is one move of one creature as the simulator will ask for
// it, closures over flat slices for the Cost as the battle package will
// build them. Reproduce with: go test ./grid -run '^$' -bench Path -benchmem
func BenchmarkPath(b *testing.B) {
	sc := benchScene()
	path, _, err := sc.m.Path(sc.from, 1, sc.to, sc.c)
	if err != nil || len(path) != 15 {
		b.Fatalf("bench path: %d squares, %v", len(path), err)
	}
	w := sc.m.W
	blocked := make([]bool, sc.m.W*sc.m.H)
	ally := make([]bool, len(blocked))
	for s := range sc.blocked {
		blocked[s.Row*w+s.Col] = true
	}
	for s := range sc.allies {
		ally[s.Row*w+s.Col] = true
	}
	c := Cost{
		Blocked:   func(s Square) bool { return blocked[s.Row*w+s.Col] },
		Difficult: func(s Square) bool { return ally[s.Row*w+s.Col] },
		NoStop:    func(s Square) bool { return ally[s.Row*w+s.Col] },
	}
	b.ReportAllocs()
	for b.Loop() {
		_, feet, err := sc.m.Path(sc.from, 1, sc.to, c)
		if err != nil {
			b.Fatal(err)
		}
		benchFeet += feet
	}
}

// BenchmarkPathLarge is the same move for a Large creature (2x2), which
// looks at up to three new squares a step.
func BenchmarkPathLarge(b *testing.B) {
	sc := benchScene()
	b.ReportAllocs()
	for b.Loop() {
		_, feet, err := sc.m.Path(sc.from, 2, sc.to, sc.c)
		if err != nil {
			b.Fatal(err)
		}
		benchFeet += feet
	}
}

// BenchmarkPathUnreachable is the worst case on the same map: the goal is
// walled in, so the search settles every square before giving up.
func BenchmarkPathUnreachable(b *testing.B) {
	sc := benchScene()
	for _, s := range Footprint(Square{Col: 15, Row: 1}, 3) {
		if s != sc.to {
			sc.blocked[s] = true
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := sc.m.Path(sc.from, 1, sc.to, sc.c); err == nil {
			b.Fatal("reached a walled-in square")
		}
	}
}

// BenchmarkPath200 crosses the largest map corner to corner round a long
// wall: the bound on one search.
func BenchmarkPath200(b *testing.B) {
	m := NewMap(MaxSide, MaxSide)
	c := Cost{Blocked: func(s Square) bool { return s.Col == 100 && s.Row < 190 }}
	from, to := Square{}, Square{Col: 199, Row: 0}
	b.ReportAllocs()
	for b.Loop() {
		_, feet, err := m.Path(from, 1, to, c)
		if err != nil {
			b.Fatal(err)
		}
		benchFeet += feet
	}
}

// bench50 is a 50x50 map with obstacles: 60 wall segments of 2 to 7
// squares, across or down, 40 pillars, and patches of rubble, from one
// fixed seed. The mover crosses it corner to corner, A1 to AX50.
func bench50() *Map {
	m := NewMap(50, 50)
	rng := rand.New(rand.NewPCG(50, 50))
	for range 60 {
		at := Square{Col: rng.IntN(50), Row: rng.IntN(50)}
		across, n := rng.IntN(2) == 0, 2+rng.IntN(6)
		for i := range n {
			s := at
			if across {
				s.Col += i
			} else {
				s.Row += i
			}
			m.SetWall(s)
		}
	}
	for range 40 {
		m.SetWall(Square{Col: rng.IntN(50), Row: rng.IntN(50)})
	}
	for range 25 {
		at := Square{Col: rng.IntN(48), Row: rng.IntN(48)}
		for _, s := range Footprint(at, 3) {
			if !m.Wall(s) {
				m.SetDifficult(s)
			}
		}
	}
	m.ClearWall(Square{})
	m.ClearWall(Square{Col: 49, Row: 49})
	return m
}

// BenchmarkPath50 is A* across a 50x50 map with walls and rubble, corner
// to corner, the target ≤ 50 µs. Reproduce with:
//
//	go test ./grid -run '^$' -bench Path50 -benchmem
func BenchmarkPath50(b *testing.B) {
	m := bench50()
	from, to := Square{}, Square{Col: 49, Row: 49}
	path, feet, err := m.Path(from, 1, to, Cost{})
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d steps, %d ft", len(path), feet)
	b.ReportAllocs()
	for b.Loop() {
		_, feet, err := m.Path(from, 1, to, Cost{})
		if err != nil {
			b.Fatal(err)
		}
		benchFeet += feet
	}
}

// BenchmarkPath50DMG is BenchmarkPath50 under the DMG's 5-10-5 rule for
// diagonals, where the search's state is a square and the parity of the
// diagonals so far: up to twice the states.
func BenchmarkPath50DMG(b *testing.B) {
	m := bench50()
	m.SetDiagonals(Diagonal5105)
	benchPath50(b, m, 1, Cost{})
}

// BenchmarkPath50Climb is BenchmarkPath50 over hills, ledges and a pit,
// for a creature without a climbing speed.
func BenchmarkPath50Climb(b *testing.B) {
	m := bench50()
	rng := rand.New(rand.NewPCG(7, 7))
	for range 30 {
		at, ft := Square{Col: rng.IntN(46), Row: rng.IntN(46)}, 5*(rng.IntN(7)-2)
		for _, s := range Footprint(at, 2+rng.IntN(4)) {
			m.SetElevation(s, ft)
		}
	}
	benchPath50(b, m, 1, Cost{ClimbFactor: 2})
}

// BenchmarkPath50Squeeze is a Large creature crossing the same map, allowed
// to squeeze between walls: a state is a square and whether it squeezes.
func BenchmarkPath50Squeeze(b *testing.B) {
	benchPath50(b, bench50(), 2, Cost{Squeeze: true})
}

// BenchmarkRoute50 is BenchmarkPath50 through Route, with each step's cost.
func BenchmarkRoute50(b *testing.B) {
	m := bench50()
	from, to := Step{}, Square{Col: 49, Row: 49}
	b.ReportAllocs()
	for b.Loop() {
		steps, err := m.Route(from, 1, to, Cost{})
		if err != nil {
			b.Fatal(err)
		}
		benchFeet += len(steps)
	}
}

// benchPath50 times Path from A1 to the free space nearest the far corner.
func benchPath50(b *testing.B, m *Map, n int, c Cost) {
	from, to := Square{}, Square{Col: 50 - n, Row: 50 - n}
	for !m.FitsFull(to, n, c) {
		to.Col--
	}
	path, feet, err := m.Path(from, n, to, c)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d steps, %d ft", len(path), feet)
	b.ReportAllocs()
	for b.Loop() {
		_, feet, err := m.Path(from, n, to, c)
		if err != nil {
			b.Fatal(err)
		}
		benchFeet += feet
	}
}
