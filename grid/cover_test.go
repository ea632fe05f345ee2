package grid

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// coverScene is a map drawn as rows of space-separated cells:
//
//	.  open ground          #  wall
//	o  object, half cover   O  object, three-quarters cover
//	%  object, total cover (a curtain: passable, hides what is behind)
//	c  creature (half cover, reported through the Blocker)
//	A  the attacker's space T  the target's space (a square block each)
type coverScene struct {
	m        *Map
	from, to Square
	fn, tn   int
	extra    Blocker
	creature map[Square]bool
}

func coverPicture(t testing.TB, rows ...string) *coverScene {
	t.Helper()
	var grid [][]string
	for _, r := range rows {
		grid = append(grid, strings.Fields(r))
	}
	sc := &coverScene{m: NewMap(len(grid[0]), len(grid)), creature: map[Square]bool{}}
	var as, ts []Square
	for r, cells := range grid {
		if len(cells) != sc.m.W {
			t.Fatalf("row %d has %d cells, want %d", r+1, len(cells), sc.m.W)
		}
		for c, cell := range cells {
			s := Square{Col: c, Row: r}
			switch cell {
			case ".":
			case "#":
				sc.m.SetWall(s)
			case "o":
				sc.m.SetObject(s, HalfCover)
			case "O":
				sc.m.SetObject(s, ThreeQuartersCover)
			case "%":
				sc.m.SetObject(s, TotalCover)
			case "c":
				sc.creature[s] = true
			case "A":
				as = append(as, s)
			case "T":
				ts = append(ts, s)
			default:
				t.Fatalf("unknown cell %q at %s", cell, s)
			}
		}
	}
	sc.from, sc.fn = space(t, as, "A")
	sc.to, sc.tn = space(t, ts, "T")
	sc.extra = func(s Square) CoverLevel {
		if sc.creature[s] {
			return HalfCover
		}
		return NoCover
	}
	return sc
}

// space is the top-left square and side of the square block sqs (row by
// row, as drawn).
func space(t testing.TB, sqs []Square, what string) (Square, int) {
	t.Helper()
	n := 1
	for n*n < len(sqs) {
		n++
	}
	if len(sqs) == 0 || n*n != len(sqs) {
		t.Fatalf("%s: %d squares do not make a square space", what, len(sqs))
	}
	for i, s := range sqs {
		if want := (Square{Col: sqs[0].Col + i%n, Row: sqs[0].Row + i/n}); s != want {
			t.Fatalf("%s: not a square block at %s", what, s)
		}
	}
	return sqs[0], n
}

func TestCover(t *testing.T) {
	tests := []struct {
		name string
		rule string // the rule or choice the case checks
		pic  []string
		want CoverLevel
		why  string // a part of the reason
	}{
		{name: "open ground", rule: "DMG grid method: no line blocked, no cover",
			pic:  []string{"A . . . T"},
			want: NoCover, why: ""},
		{name: "pillar between", rule: "lines along the pillar's top and bottom edges only touch it: 2 of 4 blocked, half",
			pic: []string{
				". . . . .",
				"A . # . T",
				". . . . .",
			}, want: HalfCover, why: "wall at C2 blocks 2 of 4 lines"},
		{name: "wall three squares long", rule: "a line along the seam between two wall squares is blocked: total",
			pic: []string{
				". . # . .",
				"A . # . T",
				". . # . .",
			}, want: TotalCover, why: "block all 4 lines"},
		{name: "corner-touching line is clear", rule: "from A1's top-right corner a line grazes the pillar's corner to C3's bottom-right: 3 of 4 blocked",
			pic: []string{
				"A . .",
				". # .",
				". . T",
			}, want: ThreeQuartersCover, why: "wall at B2 blocks 3 of 4 lines"},
		{name: "walls touching at a corner seal it", rule: "squeezing between corners: no line passes the point where two walls meet",
			pic: []string{
				"A #",
				"# T",
			}, want: TotalCover, why: "all 4 lines"},
		{name: "one wall beside a shared corner", rule: "one wall leaves the corner open: the shared corner sees the target",
			pic: []string{
				"A #",
				". T",
			}, want: NoCover},
		{name: "creature in the way", rule: "SRD 5.1 Cover: a creature, enemy or friend, gives half cover",
			pic: []string{
				". . . . .",
				"A . c . T",
				". . . . .",
			}, want: HalfCover, why: "creature at C2 blocks 2 of 4 lines"},
		{name: "a rank of creatures", rule: "creatures give half cover at most, however many lines they block",
			pic: []string{
				". . c . .",
				"A . c . T",
				". . c . .",
			}, want: HalfCover, why: "half cover at most"},
		{name: "creatures touching at a corner", rule: "a seam between two creatures blocks as a creature does",
			pic: []string{
				"A c",
				"c T",
			}, want: HalfCover},
		{name: "low wall", rule: "SRD 5.1 Cover: a low wall gives half cover",
			pic: []string{
				". . o . .",
				"A . o . T",
				". . o . .",
			}, want: HalfCover, why: "objects at C1, C2 block all 4 lines"},
		{name: "portcullis", rule: "SRD 5.1 Cover: a portcullis gives three-quarters cover, not total",
			pic: []string{
				". . O . .",
				"A . O . T",
				". . O . .",
			}, want: ThreeQuartersCover, why: "block all 4 lines"},
		{name: "heavy curtain", rule: "an object of total cover hides the target though it can be walked through",
			pic: []string{
				". . % . .",
				"A . % . T",
				". . % . .",
			}, want: TotalCover},
		{name: "wall and creature do not add up", rule: "SRD 5.1 Cover: degrees aren't added together; the wall alone blocks 2 lines",
			pic: []string{
				". . c . .",
				"A . # . T",
				". . . . .",
			}, want: HalfCover},
		{name: "medium attacker behind a wall", rule: "from A1's bottom-left corner one line grazes the wall's corner at C3's top-left to E3's bottom-right",
			pic: []string{
				"A . # . .",
				". . # . .",
				". . . . T",
			}, want: ThreeQuartersCover, why: "wall at C2 blocks 3 of 4 lines"},
		{name: "large attacker sees round the wall", rule: "a Large attacker may pick any corner of its space: B2's bottom-right corner sees E3 clearly",
			pic: []string{
				"A A # . .",
				"A A # . .",
				". . . . T",
			}, want: NoCover},
		{name: "medium target behind a wall's end", rule: "from A2's bottom-right corner two lines pass under the wall",
			pic: []string{
				". . . # . .",
				"A . . # T .",
				". . . . . .",
			}, want: HalfCover},
		{name: "large target with a square in the open", rule: "the attacker picks the target's square that gives the least cover",
			pic: []string{
				". . . # . .",
				"A . . # T T",
				". . . . T T",
			}, want: NoCover},
		{name: "large behind a pillar", rule: "lines to E1 from the corners of B2",
			pic: []string{
				". . . . . .",
				"A A . # T T",
				"A A . . T T",
			}, want: NoCover},
		{name: "target in a closed room", rule: "total cover: completely concealed",
			pic: []string{
				"A . # # #",
				". . # T #",
				". . # # #",
			}, want: TotalCover, why: "all 4 lines"},
		{name: "adjacent", rule: "melee: touching spaces share corners",
			pic:  []string{"# A T #"},
			want: NoCover},
		{name: "along a wall's face", rule: "lines running along one side of a wall are not blocked",
			pic: []string{
				"A . . . T",
				"# # # # #",
			}, want: NoCover},
		{name: "the spaces' own squares never block", rule: "the Blocker may report every creature, the two at either end included",
			pic: []string{
				"A . . T",
			}, want: NoCover},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := coverPicture(t, tt.pic...)
			extra := sc.extra
			if tt.name == "the spaces' own squares never block" {
				extra = func(s Square) CoverLevel { // the two creatures report themselves
					if Occupies(sc.from, sc.fn, s) || Occupies(sc.to, sc.tn, s) {
						return HalfCover
					}
					return NoCover
				}
			}
			got, why := sc.m.Cover(sc.from, sc.fn, sc.to, sc.tn, extra)
			if got != tt.want || !strings.Contains(why, tt.why) || (got == NoCover) != (why == "") {
				t.Errorf("%s:\n%s\nCover(%s %d -> %s %d) = %s, %q; want %s, %q",
					tt.rule, strings.Join(tt.pic, "\n"), sc.from, sc.fn, sc.to, sc.tn, got, why, tt.want, tt.why)
			}
			if lv := sc.m.CoverLevelOf(sc.from, sc.fn, sc.to, sc.tn, extra); lv != got {
				t.Errorf("CoverLevelOf = %s, Cover = %s", lv, got)
			}
			// walls and total-cover objects alone decide line of sight
			walls, _ := sc.m.Cover(sc.from, sc.fn, sc.to, sc.tn, nil)
			if los := sc.m.LineOfSight(sc.from, sc.fn, sc.to, sc.tn); los != (walls != TotalCover) {
				t.Errorf("LineOfSight = %v, but cover from the map alone is %s", los, walls)
			}
		})
	}
}

// The diagonal pillar, line by line: the one clear line from A1's top-right
// corner grazes the pillar's corner, and the corner the pillar touches sees
// nothing. A table, checked against the picture's result above.
func TestCoverLines(t *testing.T) {
	sc := coverPicture(t,
		"A . .",
		". # .",
		". . T",
	)
	tr := tracer{m: sc.m, a: spaceBox(sc.from, 1), t: spaceBox(sc.to, 1)}
	tests := []struct {
		px, py, qx, qy int // corners, in squares
		want           CoverLevel
	}{
		{1, 0, 3, 2, NoCover},    // through B2's top-right corner: touching
		{1, 0, 2, 2, TotalCover}, // through B2
		{1, 0, 2, 3, TotalCover},
		{1, 0, 3, 3, TotalCover},
		{1, 1, 3, 2, TotalCover}, // from the pillar's own corner, into it
		{0, 1, 2, 3, NoCover},    // grazing B2's bottom-left corner
	}
	for _, tt := range tests {
		a, b := tr.endAt(2*tt.px, 2*tt.py, tr.a), tr.endAt(2*tt.qx, 2*tt.qy, tr.t)
		if got, _ := tr.line(&a, &b, TotalCover); got != tt.want {
			t.Errorf("line (%d,%d)-(%d,%d) = %s, want %s", tt.px, tt.py, tt.qx, tt.qy, got, tt.want)
		}
	}
}

func TestCoverOffMap(t *testing.T) {
	m := NewMap(5, 5)
	c, why := m.Cover(sq("A1"), 1, sq("F1"), 1, nil)
	if c != TotalCover || !strings.Contains(why, "F1") || !strings.Contains(why, "off the map") {
		t.Errorf("target off the map: %s, %q", c, why)
	}
	c, why = m.Cover(sq("E4"), 2, sq("A1"), 1, nil)
	if c != TotalCover || !strings.Contains(why, "2x2 space at E4") {
		t.Errorf("Large attacker off the map: %s, %q", c, why)
	}
	if m.LineOfSight(sq("A1"), 1, sq("A6"), 1) {
		t.Error("LineOfSight to a square off the map")
	}
	if c, _ := m.Cover(sq("B2"), 2, sq("C3"), 1, nil); c != NoCover {
		t.Errorf("overlapping spaces: %s", c)
	}
}

func TestCoverLevelString(t *testing.T) {
	for c, want := range []string{"none", "half", "three-quarters", "total", "CoverLevel(4)"} {
		if got := CoverLevel(c).String(); got != want {
			t.Errorf("CoverLevel(%d) = %q, want %q", c, got, want)
		}
	}
}

// TestCoverOracle checks Cover, with its pruning, against the rule applied
// by brute force with the line oracle: every corner of the attacker's
// space, every square of the target's, four lines each.
func TestCoverOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	var got [TotalCover + 1]int
	for trial := range 3000 {
		m, extra := randomScene(rng)
		fn, tn := 1+rng.IntN(3), 1+rng.IntN(3)
		if fn > min(m.W, m.H) || tn > min(m.W, m.H) {
			fn, tn = 1, 1
		}
		from := Square{Col: rng.IntN(m.W - fn + 1), Row: rng.IntN(m.H - fn + 1)}
		to := Square{Col: rng.IntN(m.W - tn + 1), Row: rng.IntN(m.H - tn + 1)}
		if rng.IntN(3) == 0 {
			extra = nil
		}
		want := oracleCover(m, from, fn, to, tn, extra)
		c, why := m.Cover(from, fn, to, tn, extra)
		if c != want {
			tr := tracer{m: m, extra: extra, a: spaceBox(from, fn), t: spaceBox(to, tn)}
			t.Fatalf("trial %d: Cover(%s %d -> %s %d) = %s (%s), oracle %s\n%s", trial, from, fn, to, tn, c, why, want, dumpScene(&tr))
		}
		got[c]++
		// The level alone is the level with its reason: the engine asks
		// the one for a preview, the other for the attack itself.
		if lv := m.CoverLevelOf(from, fn, to, tn, extra); lv != c {
			t.Fatalf("trial %d: CoverLevelOf(%s %d -> %s %d) = %s, Cover = %s (%s)", trial, from, fn, to, tn, lv, c, why)
		}
		// More blockers never mean less cover.
		if extra != nil {
			if bare := m.CoverLevelOf(from, fn, to, tn, nil); bare > c {
				t.Fatalf("trial %d: cover %s with creatures, %s without", trial, c, bare)
			}
		}
	}
	t.Logf("none, half, three-quarters, total: %v", got)
	for c, n := range got {
		if n < 100 {
			t.Errorf("random scenes gave %s cover only %d times: %v", CoverLevel(c), n, got)
		}
	}
}

func oracleCover(m *Map, from Square, fn int, to Square, tn int, extra Blocker) CoverLevel {
	tr := tracer{m: m, extra: extra, a: spaceBox(from, fn), t: spaceBox(to, tn)}
	if overlap(tr.a, tr.t) {
		return NoCover
	}
	best := TotalCover
	for _, ts := range Footprint(to, tn) {
		for y := from.Row; y <= from.Row+fn; y++ {
			for x := from.Col; x <= from.Col+fn; x++ {
				var n [TotalCover + 1]int
				for _, q := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
					qx, qy := 2*(ts.Col+q[0]), 2*(ts.Row+q[1])
					for l := HalfCover; l <= TotalCover; l++ {
						if oracleBlocked(&tr, 2*x, 2*y, qx, qy, tr.a, tr.t, l) {
							n[l]++
						}
					}
				}
				best = min(best, pairCover(&n))
			}
		}
	}
	return best
}

// CoverFrom measures from a bare point, an area's origin: the same oracle
// with the point as the only corner.
func TestCoverFromOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for trial := range 2000 {
		m, extra := randomScene(rng)
		to := Square{Col: rng.IntN(m.W), Row: rng.IntN(m.H)}
		p := Corner(Square{Col: rng.IntN(m.W + 1), Row: rng.IntN(m.H + 1)})
		if rng.IntN(2) == 0 {
			p = Centre(Square{Col: rng.IntN(m.W), Row: rng.IntN(m.H)})
		}
		c, _ := m.CoverFrom(p, to, 1, extra)
		tr := tracer{m: m, extra: extra, t: spaceBox(to, 1)}
		var n [TotalCover + 1]int
		for _, q := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			for l := HalfCover; l <= TotalCover; l++ {
				if oracleBlocked(&tr, p.X, p.Y, 2*(to.Col+q[0]), 2*(to.Row+q[1]), box{}, tr.t, l) {
					n[l]++
				}
			}
		}
		if want := pairCover(&n); c != want {
			t.Fatalf("trial %d: CoverFrom(%s, %s) = %s, oracle %s\n%s", trial, p, to, c, want, dumpScene(&tr))
		}
	}
}

// A Cover query allocates nothing but its reason, and CoverLevelOf nothing
// at all.
func TestCoverAllocs(t *testing.T) {
	sc := benchCoverScene(t)
	if n := testing.AllocsPerRun(100, func() {
		sc.m.CoverLevelOf(sc.from, 1, sc.to, 1, sc.extra)
	}); n != 0 {
		t.Errorf("CoverLevelOf: %v allocations", n)
	}
	if n := testing.AllocsPerRun(100, func() {
		sc.m.Cover(sc.from, 1, sc.to, 1, sc.extra)
	}); n > 1 {
		t.Errorf("Cover: %v allocations, want the reason's only", n)
	}
}
