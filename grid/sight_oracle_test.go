package grid

import (
	"math/rand/v2"
	"testing"
)

// The oracle for what blocks a line states the definition in sight.go
// directly, with none of the tracer's reasoning about corners and seams: a
// line is clear if a path can go from the attacker's space to the target's
// staying as close to the line as you like and touching no blocking square.
//
// For a small enough tube round the line, the places such a path can be
// are the cells (open squares, open edges, corner points) whose closure the
// line meets; a cell is free when no blocking square's closed box contains
// it; and a path moves between two such cells when one lies in the other's
// closure. In half squares every cell is one integer point: a square's
// centre (odd, odd), an edge's middle (one odd), a corner (even, even); a
// cell's neighbours are the points one step away along an axis, and a
// corner's are also the four squares round it. So the oracle is a flood
// fill over a few dozen points, tested with exact integer geometry.

// oracleBlocked reports whether the line from a to b (half squares) is
// blocked at cover l or more. The path starts in the squares of src that
// the line meets, or at a itself if src is empty (a bare point, which is
// never blocked itself if it is a corner); it ends in the squares of dst
// the line meets, or at b if dst is empty.
func oracleBlocked(tr *tracer, ax, ay, bx, by int, src, dst box, l CoverLevel) bool {
	x0, x1 := min(ax, bx)-2, max(ax, bx)+2
	y0, y1 := min(ay, by)-2, max(ay, by)+2
	w := x1 - x0 + 1
	meets := func(x, y int) bool {
		// the cell's closure as a box of half squares
		bx0, bx1, by0, by1 := x, x, y, y
		if x&1 != 0 {
			bx0, bx1 = x-1, x+1
		}
		if y&1 != 0 {
			by0, by1 = y-1, y+1
		}
		return segmentMeetsBox(ax, ay, bx, by, bx0, by0, bx1, by1)
	}
	// the squares whose closed box contains the cell
	squares := func(x, y int) (c0, c1, r0, r1 int) {
		c0, c1 = x>>1, x>>1
		if x&1 == 0 {
			c0 = x>>1 - 1
		}
		r0, r1 = y>>1, y>>1
		if y&1 == 0 {
			r0 = y>>1 - 1
		}
		return
	}
	free := func(x, y int) bool {
		c0, c1, r0, r1 := squares(x, y)
		for c := c0; c <= c1; c++ {
			for r := r0; r <= r1; r++ {
				if tr.level(c, r) >= l {
					return false
				}
			}
		}
		return true
	}
	isFace := func(x, y int) bool { return x&1 == 1 && y&1 == 1 }
	inBox := func(b box, x, y int) bool { return isFace(x, y) && b.has(x>>1, y>>1) }
	empty := func(b box) bool { return b.c0 == b.c1 }

	seen := make([]bool, w*(y1-y0+1))
	var queue [][2]int
	push := func(x, y int) {
		if x < x0 || x > x1 || y < y0 || y > y1 || seen[(y-y0)*w+x-x0] {
			return
		}
		seen[(y-y0)*w+x-x0] = true
		queue = append(queue, [2]int{x, y})
	}
	if empty(src) {
		if ax&1 == 0 && ay&1 == 0 || free(ax, ay) {
			push(ax, ay)
		}
	} else {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				if inBox(src, x, y) && meets(x, y) {
					push(x, y)
				}
			}
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		x, y := p[0], p[1]
		if empty(dst) && x == bx && y == by || !empty(dst) && inBox(dst, x, y) {
			return false
		}
		next := [][2]int{{x + 1, y}, {x - 1, y}, {x, y + 1}, {x, y - 1}}
		if x&1 == 0 && y&1 == 0 {
			next = append(next, [2]int{x + 1, y + 1}, [2]int{x - 1, y + 1}, [2]int{x + 1, y - 1}, [2]int{x - 1, y - 1})
		}
		if isFace(x, y) {
			// a square reaches the corners in its closure, as they reach it
			next = append(next, [2]int{x + 1, y + 1}, [2]int{x - 1, y + 1}, [2]int{x + 1, y - 1}, [2]int{x - 1, y - 1})
		}
		for _, q := range next {
			if q[0] >= x0 && q[0] <= x1 && q[1] >= y0 && q[1] <= y1 && meets(q[0], q[1]) && free(q[0], q[1]) {
				push(q[0], q[1])
			}
		}
	}
	return true
}

// segmentMeetsBox reports whether the closed segment from (ax, ay) to (bx,
// by) meets the closed box [x0, x1] x [y0, y1], possibly flat: by the
// separating axis test, on the box's two axes and the segment's normal.
func segmentMeetsBox(ax, ay, bx, by, x0, y0, x1, y1 int) bool {
	if max(ax, bx) < x0 || min(ax, bx) > x1 || max(ay, by) < y0 || min(ay, by) > y1 {
		return false
	}
	nx, ny := -(by - ay), bx-ax
	s := nx*ax + ny*ay
	lo, hi := nx*x0+ny*y0, nx*x0+ny*y0
	for _, c := range [][2]int{{x1, y0}, {x0, y1}, {x1, y1}} {
		v := nx*c[0] + ny*c[1]
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo <= s && s <= hi
}

// randomScene is a small map with walls, objects and creatures (through
// the Blocker) of every level, thick enough that lines often graze them.
func randomScene(rng *rand.Rand) (*Map, Blocker) {
	w, h := 3+rng.IntN(8), 3+rng.IntN(8)
	m := NewMap(w, h)
	extra := make([]CoverLevel, w*h)
	density := 10 + rng.IntN(40)
	for r := range h {
		for c := range w {
			s := Square{Col: c, Row: r}
			switch k := rng.IntN(100); {
			case k < density/2:
				m.SetWall(s)
			case k < density*3/4:
				m.SetObject(s, CoverLevel(1+rng.IntN(3)))
			case k < density:
				extra[r*w+c] = CoverLevel(1 + rng.IntN(3))
			}
		}
	}
	return m, func(s Square) CoverLevel { return extra[s.Row*w+s.Col] }
}

func TestLineOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var blocked [TotalCover + 1]int
	check := func(trial int, tr *tracer, a, b *end, src, dst box, what string) {
		t.Helper()
		lv, at := tr.line(a, b, TotalCover)
		for l := HalfCover; l <= TotalCover; l++ {
			want := oracleBlocked(tr, a.x, a.y, b.x, b.y, src, dst, l)
			if got := lv >= l; got != want {
				t.Fatalf("trial %d (%s, %dx%d map): line (%d,%d)->(%d,%d) half squares, attacker %v target %v: level %s, oracle says blocked at %s: %v\n%s",
					trial, what, tr.m.W, tr.m.H, a.x, a.y, b.x, b.y, src, dst, lv, l, want, dumpScene(tr))
			}
			if want {
				blocked[l]++
			}
		}
		if lv > NoCover && tr.level(at.Col, at.Row) != lv {
			t.Fatalf("trial %d: line (%d,%d)->(%d,%d) is blocked at %s but names %s, which gives %s",
				trial, a.x, a.y, b.x, b.y, lv, at, tr.level(at.Col, at.Row))
		}
	}
	for trial := range 20000 {
		m, extra := randomScene(rng)
		tr := tracer{m: m, extra: extra}
		if rng.IntN(4) == 0 {
			tr.extra = nil
		}
		switch trial % 3 {
		case 0, 1: // creature to creature, corner to corner: Cover's lines
			fn, tn := 1+rng.IntN(2), 1+rng.IntN(2)
			from := Square{Col: rng.IntN(m.W - fn + 1), Row: rng.IntN(m.H - fn + 1)}
			to := Square{Col: rng.IntN(m.W - tn + 1), Row: rng.IntN(m.H - tn + 1)}
			tr.a, tr.t = spaceBox(from, fn), spaceBox(to, tn)
			if overlap(tr.a, tr.t) {
				continue
			}
			px, py := from.Col+rng.IntN(fn+1), from.Row+rng.IntN(fn+1)
			ts := Square{Col: to.Col + rng.IntN(tn), Row: to.Row + rng.IntN(tn)}
			qx, qy := ts.Col+rng.IntN(2), ts.Row+rng.IntN(2)
			a, b := tr.endAt(2*px, 2*py, tr.a), tr.endAt(2*qx, 2*qy, tr.t)
			check(trial, &tr, &a, &b, tr.a, tr.t, "cover")
		case 2: // a bare point to a square's centre: an area's lines
			o := Point{X: rng.IntN(2*m.W + 1), Y: rng.IntN(2*m.H + 1)}
			if rng.IntN(2) == 0 {
				o = Point{X: o.X &^ 1, Y: o.Y &^ 1} // an intersection
			} else {
				o = Point{X: o.X | 1, Y: o.Y | 1} // a centre
				if o.X >= 2*m.W {
					o.X -= 2
				}
				if o.Y >= 2*m.H {
					o.Y -= 2
				}
			}
			c := Square{Col: rng.IntN(m.W), Row: rng.IntN(m.H)}
			a, b := tr.endAt(o.X, o.Y, box{}), tr.endAt(2*c.Col+1, 2*c.Row+1, box{})
			check(trial, &tr, &a, &b, box{}, box{}, "area")
		}
	}
	t.Logf("lines blocked at half, three-quarters, total: %v", blocked[1:])
	if blocked[HalfCover] < 3000 || blocked[TotalCover] < 1000 {
		t.Errorf("random scenes block too few lines to test much: %v", blocked)
	}
}

// dumpScene draws a scene for a failure message: # wall, 1-3 an object or
// creature of that cover, A and T the two spaces.
func dumpScene(tr *tracer) string {
	var b []byte
	for r := range tr.m.H {
		for c := range tr.m.W {
			ch := byte('.')
			switch {
			case tr.a.has(c, r):
				ch = 'A'
			case tr.t.has(c, r):
				ch = 'T'
			case tr.m.wallAt(c, r):
				ch = '#'
			default:
				if l := tr.level(c, r); l > 0 {
					ch = '0' + byte(l)
				}
			}
			b = append(b, ch, ' ')
		}
		b = append(b, '\n')
	}
	return string(b)
}
