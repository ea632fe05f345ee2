package grid

import "testing"

// benchCoverScene is an archer at C3 shooting at a goblin at H6 across a
// room as a table would draw it: a short wall and a pillar near the line, a
// table (half cover), two other creatures about. The creatures come through
// a Blocker over a flat slice, as the battle package will build it. The
// goblin has half cover: from C3's bottom-left corner the pillar at G5
// blocks 2 of the 4 lines, and one of the others grazes its corner.
func benchCoverScene(t testing.TB) *coverScene {
	sc := coverPicture(t,
		". . . . . . . . . . . .",
		". . . . # . . . . . . .",
		". . A . # . . . . c . .",
		". . . . . . . o . . . .",
		". . . . . . # . . . . .",
		". . c . . . . T . . . .",
		". . . . . . . . . . . .",
		". . . . . . . . . . . .",
	)
	w := sc.m.W
	flat := make([]CoverLevel, w*sc.m.H)
	for s := range sc.creature {
		flat[s.Row*w+s.Col] = HalfCover
	}
	sc.extra = func(s Square) CoverLevel { return flat[s.Row*w+s.Col] }
	return sc
}

var benchCover CoverLevel

// BenchmarkCover is one Medium-against-Medium cover query with a few walls
// nearby, the target ≤ 1 µs. Reproduce with:
//
//	go test ./grid -run '^$' -bench Cover -benchmem
func BenchmarkCover(b *testing.B) {
	sc := benchCoverScene(b)
	if c, why := sc.m.Cover(sc.from, 1, sc.to, 1, sc.extra); c != HalfCover || why != "wall at G5 blocks 2 of 4 lines" {
		b.Fatalf("bench scene: %s (%s), want half cover", c, why)
	}
	b.ReportAllocs()
	for b.Loop() {
		c, _ := sc.m.Cover(sc.from, 1, sc.to, 1, sc.extra)
		benchCover += c
	}
}

// BenchmarkCoverLevelOf is the same query without the reason: what the
// simulator asks on every attack.
func BenchmarkCoverLevelOf(b *testing.B) {
	sc := benchCoverScene(b)
	b.ReportAllocs()
	for b.Loop() {
		benchCover += sc.m.CoverLevelOf(sc.from, 1, sc.to, 1, sc.extra)
	}
}

// BenchmarkCoverClear is a query with nothing in the way: the first corner
// tried settles it.
func BenchmarkCoverClear(b *testing.B) {
	sc := benchCoverScene(b)
	to := sq("F7")
	if c, why := sc.m.Cover(sc.from, 1, to, 1, sc.extra); c != NoCover {
		b.Fatalf("bench scene: %s (%s), want no cover", c, why)
	}
	b.ReportAllocs()
	for b.Loop() {
		c, _ := sc.m.Cover(sc.from, 1, to, 1, sc.extra)
		benchCover += c
	}
}

// BenchmarkCoverLarge is a Large attacker against a Huge target (9
// corners, 9 squares) through the same room.
func BenchmarkCoverLarge(b *testing.B) {
	sc := benchCoverScene(b)
	from, to := sq("B2"), sq("H6")
	b.ReportAllocs()
	for b.Loop() {
		c, _ := sc.m.Cover(from, 2, to, 3, sc.extra)
		benchCover += c
	}
}

// BenchmarkLineOfSight is walls only, the question a creature asks before
// it picks a target.
func BenchmarkLineOfSight(b *testing.B) {
	sc := benchCoverScene(b)
	b.ReportAllocs()
	for b.Loop() {
		if !sc.m.LineOfSight(sc.from, 1, sc.to, 1) {
			b.Fatal("no line of sight")
		}
	}
}

var benchSquares int

// BenchmarkAreaSquares is a fireball (a 20-foot sphere round an
// intersection) in the same room, a wall and a pillar shading part of it.
func BenchmarkAreaSquares(b *testing.B) {
	sc := benchCoverScene(b)
	a, err := ParseArea("sphere 20 at F4.nw")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		benchSquares += len(sc.m.AreaSquares(a))
	}
}

// BenchmarkCoverFar is a shot across a 100x100 field (as
// sim/testdata/bigmap.yaml has it: some fifty creatures, the Blocker a
// loop over them, as the battle package's is), 70 squares and more away
// with a few creatures near the line: too far for the tracer's memo on
// the stack.
func BenchmarkCoverFar(b *testing.B) {
	m := NewMap(100, 100)
	var crowd []Square
	for i := range 50 { // scattered, a few of them in the way
		crowd = append(crowd, Square{Col: (i * 37) % 100, Row: (i * 53) % 100})
	}
	crowd = append(crowd, Square{Col: 40, Row: 33}, Square{Col: 41, Row: 33})
	extra := func(s Square) CoverLevel {
		for _, c := range crowd {
			if c == s {
				return HalfCover
			}
		}
		return NoCover
	}
	from, to := Square{Col: 5, Row: 5}, Square{Col: 75, Row: 60}
	want := m.CoverLevelOf(from, 1, to, 1, extra)
	b.ReportAllocs()
	for b.Loop() {
		if c := m.CoverLevelOf(from, 1, to, 1, extra); c != want {
			b.Fatalf("cover %s, then %s", want, c)
		}
	}
}
