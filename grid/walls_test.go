package grid

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// wallScene is a map drawn for movement with walls, one string per row:
//
//	.  open     #  wall (SetWall)     o  object, half cover (SetObject)
//	~  difficult terrain              S  the mover's top-left square, E its goal
func wallScene(art ...string) (m *Map, from, to Square) {
	m = NewMap(len(art[0]), len(art))
	for r, line := range art {
		for c, ch := range line {
			s := Square{Col: c, Row: r}
			switch ch {
			case '#':
				m.SetWall(s)
			case 'o':
				m.SetObject(s, HalfCover)
			case '~':
				m.SetDifficult(s)
			case 'S':
				from = s
			case 'E':
				to = s
			}
		}
	}
	return m, from, to
}

func TestPathWalls(t *testing.T) {
	tests := []struct {
		name, rule string
		art        []string
		n          int
		ignore     bool // Cost.IgnoreDifficult
		want       string
		feet       int
		err        error
	}{
		{name: "round a wall", rule: "a wall is blocked for every mover",
			art: []string{"S#E", "..."}, want: "B2 C1", feet: 10},
		{name: "no squeezing between corners", rule: "a diagonal step may not cut between two walls that touch at a corner",
			art: []string{"S#", "#E"}, err: ErrUnreachable},
		{name: "past one corner", rule: "one wall beside a diagonal step does not stop it",
			art: []string{"S#", ".E"}, want: "B2", feet: 5},
		{name: "the long way round a squeeze", rule: "squeezing refused, the path goes round",
			art: []string{"S#.", "#E.", "..."}, err: ErrUnreachable},
		{name: "diagonal wall line", rule: "a wall drawn diagonally is solid: corner-to-corner walls seal",
			art: []string{
				"S..#",
				"..#.",
				".#..",
				"#..E",
			}, err: ErrUnreachable},
		{name: "object is difficult terrain", rule: "an object giving cover can be passed as difficult terrain",
			art: []string{"SoE"}, want: "B1 C1", feet: 15},
		{name: "object ignored with difficult terrain", rule: "Cost.IgnoreDifficult leaves out the map's objects as its difficult terrain",
			art: []string{"SoE"}, ignore: true, want: "B1 C1", feet: 10},
		{name: "object and difficult count once", rule: "001 Difficult Terrain: multiple things in a space count once",
			art: []string{"S.E"}, want: "B1 C1", feet: 15}, // B1 set below
		{name: "large round a wall's end", rule: "a Large creature's space may not cover a wall",
			art: []string{
				"S.#...",
				"..#...",
				"....E.",
				"......",
			}, n: 2, want: "A2 B3 C3 D3 E3", feet: 25},
		{name: "large may not squeeze between corners", rule: "a Large creature's diagonal step sweeps the squares at its trailing corners, C1 and A3",
			art: []string{
				"S.#..",
				".E...",
				"#....",
				".....",
			}, n: 2, err: ErrUnreachable},
		{name: "large past one corner", rule: "one wall at a trailing corner does not stop the step",
			art: []string{
				"S.#..",
				".E...",
				".....",
				".....",
			}, n: 2, want: "B2", feet: 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, from, to := wallScene(tt.art...)
			if tt.name == "object and difficult count once" {
				m.SetDifficult(sq("B1"))
				m.SetObject(sq("B1"), HalfCover)
			}
			c := Cost{IgnoreDifficult: tt.ignore}
			path, feet, err := m.Path(from, tt.n, to, c)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("%s: Path = %s (%d ft), %v; want %v", tt.rule, joinSquares(path), feet, err, tt.err)
				}
				return
			}
			if err != nil || joinSquares(path) != tt.want || feet != tt.feet {
				t.Fatalf("%s: Path = %s (%d ft), %v; want %s (%d ft)", tt.rule, joinSquares(path), feet, err, tt.want, tt.feet)
			}
			sum, at := 0, from
			for _, next := range path {
				f, err := m.StepCost(at, next, tt.n, c)
				if err != nil {
					t.Fatalf("StepCost(%s, %s) along the path: %v", at, next, err)
				}
				sum, at = sum+f, next
			}
			if sum != feet {
				t.Errorf("steps sum to %d ft, Path says %d", sum, feet)
			}
		})
	}
}

func TestStepCostWalls(t *testing.T) {
	medium, _, _ := wallScene(
		"..#.",
		".#..",
		"....",
		"#...",
	)
	large, _, _ := wallScene(
		"..#..",
		".....",
		"#....",
		".....",
	)
	tests := []struct {
		m    *Map
		a, b string
		n    int
		want string // the error, or "" for a legal step
		feet int
	}{
		{medium, "B1", "C2", 1, "blocked: B1 to C2 squeezes between the walls at C1 and B2, which touch at a corner", 0},
		{medium, "C2", "B1", 1, "blocked: C2 to B1 squeezes between the walls at B2 and C1, which touch at a corner", 0},
		{medium, "A1", "B2", 1, "blocked: B2 is a wall", 0},
		{medium, "C2", "D1", 1, "", 5}, // beside C1's corner only
		{medium, "A2", "B3", 1, "", 5}, // beside B2's corner only
		{medium, "B3", "A2", 2, "blocked: B2, in the 2x2 space at A2, is a wall", 0},
		{large, "A1", "B2", 2, "blocked: A1 to B2 squeezes between the walls at C1 and A3, which touch at a corner", 0},
		{large, "B2", "A1", 2, "blocked: B2 to A1 squeezes between the walls at A3 and C1, which touch at a corner", 0},
		{large, "A2", "B1", 2, "blocked: C1, in the 2x2 space at B1, is a wall", 0},
		{large, "B3", "C2", 2, "", 5},
	}
	for _, tt := range tests {
		feet, err := tt.m.StepCost(sq(tt.a), sq(tt.b), tt.n, Cost{})
		if tt.want == "" {
			if err != nil || feet != tt.feet {
				t.Errorf("StepCost(%s, %s, %d) = %d, %v; want %d", tt.a, tt.b, tt.n, feet, err, tt.feet)
			}
			continue
		}
		if err == nil || err.Error() != tt.want || !errors.Is(err, ErrBlocked) {
			t.Errorf("StepCost(%s, %s, %d) = %d, %v; want %q", tt.a, tt.b, tt.n, feet, err, tt.want)
		}
	}
	// The corner squares of a Large creature's diagonal step: the corners
	// of the 3x3 box round both spaces that neither covers.
	for _, tt := range []struct {
		a      string
		dc, dr int
		w1, w2 string
	}{
		{"B2", 1, 1, "D2", "B4"},
		{"B2", -1, 1, "A2", "C4"},
		{"B2", 1, -1, "D3", "B1"},
		{"B2", -1, -1, "A3", "C1"},
	} {
		w1, w2 := cornerSquares(sq(tt.a), tt.dc, tt.dr, 2)
		if w1.String() != tt.w1 || w2.String() != tt.w2 {
			t.Errorf("cornerSquares(%s, %d, %d, 2) = %s, %s; want %s, %s", tt.a, tt.dc, tt.dr, w1, w2, tt.w1, tt.w2)
		}
	}
}

func TestWallsAndObjects(t *testing.T) {
	m := NewMap(4, 3)
	m.SetWall(sq("B2"))
	m.SetObject(sq("C2"), ThreeQuartersCover)
	m.SetWall(sq("Z9")) // off the map: ignored
	if !m.Wall(sq("B2")) || m.Wall(sq("C2")) || m.Wall(sq("Z9")) || m.Object(sq("C2")) != ThreeQuartersCover || m.Object(sq("B2")) != NoCover {
		t.Fatal("SetWall/SetObject and Wall/Object disagree")
	}
	if err := m.CheckStop(sq("B2"), 1, Cost{}); err == nil || err.Error() != "blocked: B2 is a wall" {
		t.Errorf("CheckStop on a wall: %v", err)
	}
	if err := m.CheckStop(sq("A1"), 2, Cost{}); err == nil || err.Error() != "blocked: B2, in the 2x2 space at A1, is a wall" {
		t.Errorf("CheckStop over a wall: %v", err)
	}
	if err := m.CheckStop(sq("C2"), 1, Cost{}); err != nil {
		t.Errorf("CheckStop on an object: %v", err)
	}
	m.SetObject(sq("B2"), HalfCover) // replaces the wall
	if m.Wall(sq("B2")) || m.Object(sq("B2")) != HalfCover || m.walls != 0 {
		t.Errorf("an object over a wall: wall %v, object %s, %d walls", m.Wall(sq("B2")), m.Object(sq("B2")), m.walls)
	}
	m.SetWall(sq("C2")) // replaces the object
	m.ClearWall(sq("B2"))
	if m.Object(sq("B2")) != HalfCover || !m.Wall(sq("C2")) || m.walls != 1 {
		t.Error("ClearWall on an object, or a wall over an object")
	}
	m.ClearWall(sq("C2"))
	m.SetObject(sq("B2"), NoCover)
	if m.Wall(sq("C2")) || m.Object(sq("B2")) != NoCover || m.walls != 0 {
		t.Error("clearing walls and objects")
	}
	lit := &Map{W: 2, H: 2} // not built by NewMap
	if lit.Wall(sq("A1")) || lit.Object(sq("A1")) != NoCover {
		t.Error("literal map has walls")
	}
	lit.SetWall(sq("B2"))
	if !lit.Wall(sq("B2")) {
		t.Error("SetWall on a literal map")
	}
	defer func() {
		if recover() == nil {
			t.Error("SetObject with no such level did not panic")
		}
	}()
	m.SetObject(sq("A1"), TotalCover+1)
}

// TestPathOracleWalls is TestPathOracle's check on maps with walls and
// objects: the oracle (oraclePathWalls) knows walls block, objects are
// difficult terrain, and a diagonal step may not pass between two walls at
// the corners of the box round both spaces.
func TestPathOracleWalls(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	verdicts := map[error]int{}
	for trial := range 2000 {
		w, h := 3+rng.IntN(10), 3+rng.IntN(8)
		n := 1 + rng.IntN(2)
		m := NewMap(w, h)
		wall := 10 + rng.IntN(35)
		for i := range w * h {
			s := Square{Col: i % w, Row: i / w}
			switch r := rng.IntN(100); {
			case r < wall:
				m.SetWall(s)
			case r < wall+8:
				m.SetObject(s, CoverLevel(1+rng.IntN(3)))
			case r < wall+20:
				m.SetDifficult(s)
			}
		}
		randPos := func() Square { return Square{Col: rng.IntN(w - n + 1), Row: rng.IntN(h - n + 1)} }
		from, to := randPos(), randPos()
		for _, s := range Footprint(from, n) {
			m.ClearWall(s)
		}
		c := Cost{IgnoreDifficult: rng.IntN(8) == 0}
		wantFeet, wantDiag, wantErr := oraclePathWalls(m, from, n, to, c)
		path, feet, err := m.Path(from, n, to, c)
		verdicts[kind(err)]++
		if wantErr != nil || err != nil {
			if kind(err) != kind(wantErr) {
				t.Fatalf("trial %d (%dx%d, n=%d, %s -> %s): error %v, oracle %v", trial, w, h, n, from, to, err, wantErr)
			}
			continue
		}
		diag, sum, at := 0, 0, from
		for _, next := range path {
			f, err := m.StepCost(at, next, n, c)
			if err != nil {
				t.Fatalf("trial %d: step %s -> %s of the path: %v", trial, at, next, err)
			}
			if at.Col != next.Col && at.Row != next.Row {
				diag++
			}
			sum, at = sum+f, next
		}
		if feet != wantFeet || sum != feet || diag != wantDiag || from != to && at != to {
			t.Fatalf("trial %d: path %s, %d ft (steps %d), %d diagonals; oracle %d ft, %d diagonals",
				trial, joinSquares(path), feet, sum, diag, wantFeet, wantDiag)
		}
		again, _, _ := m.Path(from, n, to, c)
		if !slices.Equal(again, path) {
			t.Fatalf("trial %d: second call gave another path", trial)
		}
	}
	t.Logf("verdicts: %v", verdicts)
	if verdicts[nil] < 600 || verdicts[ErrUnreachable] < 100 || verdicts[ErrBlocked] < 100 {
		t.Errorf("random maps too one-sided: %v", verdicts)
	}
}

// oraclePathWalls is oraclePath's Dijkstra for maps with walls, written
// from the rules: every square of the new space off a wall, objects
// difficult like the map's difficult squares, and for a diagonal step the
// two corners of the (n+1)x(n+1) box round both spaces that neither covers
// not both walls.
func oraclePathWalls(m *Map, from Square, n int, to Square, c Cost) (feet, diag int, err error) {
	for _, s := range Footprint(to, n) {
		if m.Wall(s) && from != to {
			return 0, 0, ErrBlocked
		}
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
				ok, ext := true, 0
				for _, s := range Footprint(q, n) {
					if Occupies(cur, n, s) {
						continue
					}
					ok = ok && !m.Wall(s)
					if !c.IgnoreDifficult && (m.Difficult(s) || m.Object(s) != NoCover) {
						ext = 5
					}
				}
				if ok && dc != 0 && dr != 0 {
					c0, r0 := min(cur.Col, q.Col), min(cur.Row, q.Row)
					var free []Square // the box's corners neither space covers
					for _, s := range []Square{{c0, r0}, {c0 + n, r0}, {c0, r0 + n}, {c0 + n, r0 + n}} {
						if !Occupies(cur, n, s) && !Occupies(q, n, s) {
							free = append(free, s)
						}
					}
					ok = !(len(free) == 2 && m.Wall(free[0]) && m.Wall(free[1]))
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
