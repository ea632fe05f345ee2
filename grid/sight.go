package grid

import "sync"

// A line of sight or of effect on the map, and what blocks it.
//
// Lines run between points of the plane measured in half squares (see
// Point): a square (col, row) is the closed box [2col, 2col+2] x [2row,
// 2row+2], its corners are the lattice points with both coordinates even
// and its centre is (2col+1, 2row+1). Everything below is integer
// arithmetic on those coordinates, so a line that touches a corner touches
// it exactly, with no rounding either way.
//
// What blocks a line. Walls and objects are closed squares; so are the
// squares a Blocker reports (creatures). A line is blocked where
//
//   - it passes through the interior of a blocking square;
//   - it runs along an edge with a blocking square on both sides of it, or
//     passes through a corner where two blocking squares touch diagonally,
//     one on each side of it: two obstacles that meet leave no gap, so a
//     line may not slip through the seam of a thick wall or between two
//     walls that touch at a corner (as a creature may not squeeze between
//     them, see Path);
//   - it leaves its first corner, or reaches its last, only by such a seam:
//     an attacker boxed into a corner by two walls that touch there sees
//     nothing on the far side of that corner.
//
// A line that merely touches an obstacle, grazing its corner or running
// along one of its edges with open ground on the other side, is NOT
// blocked. Put exactly: the line is clear when a path from the attacker's
// space to the target's can stay as close to the line as you like without
// touching any blocking square. The attacker's and the target's own squares
// never block.
//
// How much a line is blocked is the most cover any of those blockages
// gives, where a seam or a corner between two squares gives the lesser of
// the two: a line squeezed between a wall and a creature is blocked as a
// creature blocks it.

// box is a creature's space as the tracer sees it: columns c0 to c1-1,
// rows r0 to r1-1. The zero box is empty: a line from a bare point.
type box struct{ c0, r0, c1, r1 int }

func spaceBox(at Square, n int) box {
	return box{c0: at.Col, r0: at.Row, c1: at.Col + n, r1: at.Row + n}
}

func (b box) has(col, row int) bool {
	return col >= b.c0 && col < b.c1 && row >= b.r0 && row < b.r1
}

// tracer is one query's view of what blocks a line: the map's walls and
// objects, the caller's extra blockers, and the two spaces that never
// block.
type tracer struct {
	m     *Map
	extra Blocker
	a, t  box

	// memo keeps level for the squares of the box at (mc, mr), mw wide and
	// mh high, as level+1 (0 for not yet asked): a query's lines cross the
	// same few squares again and again, and extra may be a closure over a
	// map. It lives in the tracer, on the caller's stack. mw and mh are 0
	// until remember sets them: nothing is remembered.
	mc, mr, mw, mh int
	memo           [memoSize]uint8

	// big is the memo for a box too large for memo, in a buffer the caller
	// takes from memoPool and sets: a shot across a large map crosses a
	// hundred squares and more, each asked about by a dozen lines, and the
	// Blocker may be a loop over every creature. Its box is at (bc, br), bw
	// wide and bh high; level looks in it, known does not (known stays
	// small enough to inline, and the common, small box fast).
	big            []uint8
	bc, br, bw, bh int
}

// memoSize is the most squares a tracer remembers in memo: enough for a
// Medium attacker and target a dozen squares apart.
const memoSize = 256

// memoPool holds buffers for big.
var memoPool = sync.Pool{New: func() any { return new([]uint8) }}

// memoLen is how many squares the memo of box b remembers: its own and one
// square round it.
func memoLen(b box) int {
	return max(b.c1-b.c0+2, 0) * max(b.r1-b.r0+2, 0)
}

// remember makes tr keep the levels of the squares of box b and of one
// square round it, in memo if they fit, else in big if the caller gave
// one long enough, which it clears. tr.a and tr.t must be set first: the
// levels depend on them.
func (tr *tracer) remember(b box) {
	w, h := b.c1-b.c0+2, b.r1-b.r0+2
	switch {
	case w <= 0 || h <= 0:
	case w*h <= memoSize:
		tr.mc, tr.mr, tr.mw, tr.mh = b.c0-1, b.r0-1, w, h
		clear(tr.memo[:w*h])
	case w*h <= len(tr.big):
		tr.bc, tr.br, tr.bw, tr.bh = b.c0-1, b.r0-1, w, h
		tr.big = tr.big[:w*h]
		clear(tr.big)
	default:
		tr.big = nil
	}
}

// boxClear reports whether no square of box b gives cover of at least
// level at (the attacker's and target's own give none).
func (tr *tracer) boxClear(b box, at CoverLevel) bool {
	// The map's walls and objects first, at no cost: if one blocks, extra
	// need not be asked about every square before it.
	if !tr.terrainClear(b, at) {
		return false
	}
	if tr.extra == nil {
		return true
	}
	for row := b.r0; row < b.r1; row++ {
		for col := b.c0; col < b.c1; col++ {
			l, ok := tr.known(col, row)
			if !ok {
				l = tr.level(col, row)
			}
			if l >= at {
				return false
			}
		}
	}
	return true
}

// terrainClear is boxClear with no extra blockers: a look at the map's
// own features, row by row, with no memo to fill.
func (tr *tracer) terrainClear(b box, at CoverLevel) bool {
	m := tr.m
	if m.feat == nil {
		return true
	}
	c0, c1 := max(b.c0, 0), min(b.c1, m.W) // off the map nothing blocks
	for row := max(b.r0, 0); row < min(b.r1, m.H); row++ {
		for col, f := range m.feat[row*m.W+c0 : row*m.W+c1] {
			if CoverLevel(f&featLevel) >= at && !tr.a.has(c0+col, row) && !tr.t.has(c0+col, row) {
				return false
			}
		}
	}
	return true
}

// level is the cover square (col, row) gives a line through it: the map's
// wall or object, or what extra reports, whichever is more. The attacker's
// and target's squares, and squares off the map, give none; extra is asked
// only about squares on the map.
func (tr *tracer) level(col, row int) CoverLevel {
	c, r := col-tr.mc, row-tr.mr
	if uint(c) < uint(tr.mw) && uint(r) < uint(tr.mh) {
		i := r*tr.mw + c
		if v := tr.memo[i]; v != 0 {
			return CoverLevel(v - 1)
		}
		l := tr.ask(col, row)
		tr.memo[i] = uint8(l) + 1
		return l
	}
	if tr.big != nil {
		return tr.levelBig(col, row)
	}
	return tr.ask(col, row)
}

// levelBig is level through big.
func (tr *tracer) levelBig(col, row int) CoverLevel {
	c, r := uint(col-tr.bc), uint(row-tr.br)
	if c >= uint(tr.bw) || r >= uint(tr.bh) {
		return tr.ask(col, row)
	}
	i := r*uint(tr.bw) + c
	if v := tr.big[i]; v != 0 {
		return CoverLevel(v - 1)
	}
	l := tr.ask(col, row)
	tr.big[i] = uint8(l) + 1
	return l
}

// known is level if the memo has it. It is small enough for the compiler
// to write out where it is called, which level is not: the hot loops
// (cross, setEnd, boxClear) look here before they call level, since the
// lines ask for every square they cross, nearly always remembered.
func (tr *tracer) known(col, row int) (CoverLevel, bool) {
	c, r := uint(col-tr.mc), uint(row-tr.mr)
	if c < uint(tr.mw) && r < uint(tr.mh) {
		if v := tr.memo[(r*uint(tr.mw)+c)%memoSize]; v != 0 {
			return CoverLevel(v - 1), true
		}
	}
	return 0, false
}

// ask is level, asked of the map and extra.
func (tr *tracer) ask(col, row int) CoverLevel {
	if tr.a.has(col, row) || tr.t.has(col, row) {
		return NoCover
	}
	m := tr.m
	if uint(col) >= uint(m.W) || uint(row) >= uint(m.H) {
		return NoCover
	}
	l := m.terrainCover(col, row)
	if l < TotalCover && tr.extra != nil {
		if e := tr.extra(Square{Col: col, Row: row}); e > l {
			l = min(e, TotalCover)
		}
	}
	return l
}

// Around a lattice point, the four squares that share it are quadrants
// 0 NW, 1 NE, 2 SE, 3 SW, and the directions a line can take from it are
// 8 slots clockwise from the NW quadrant: even slots are the diagonals,
// through a quadrant's interior (slot 2k through quadrant k); odd slots
// are the four edges between quadrants (1 N, 3 E, 5 S, 7 W). Rows grow
// downwards, so north is -y.
//
// slotOf maps a direction's signs (sx, sy) to its slot, indexed by
// (sy+1)*3 + sx+1.
var slotOf = [9]int8{0, 1, 2, 7, -1, 3, 6, 5, 4}

func dirSlot(sx, sy int) int { return int(slotOf[(sy+1)*3+sx+1]) }

// quadrant k of lattice point (x, y), in square units.
func quadSquare(x, y, k int) Square {
	switch k {
	case 0:
		return Square{Col: x - 1, Row: y - 1}
	case 1:
		return Square{Col: x, Row: y - 1}
	case 2:
		return Square{Col: x, Row: y}
	}
	return Square{Col: x - 1, Row: y}
}

// end is one end of a line: its point in half squares and, when that point
// is a corner (a lattice point), the quadrants round it and which of them
// belong to the creature the line starts or ends at.
type end struct {
	x, y    int  // half squares
	ok      bool // set by endAt: the zero end is "not computed yet"
	lattice bool
	open    bool // lattice, and no quadrant blocks: nothing to check here
	mask    uint8
	q       [4]CoverLevel
}

// endAt describes the point (x, y), in half squares, as the end of a line
// at a creature with space b (the empty box for a bare point).
func (tr *tracer) endAt(x, y int, b box) end {
	var e end
	tr.setEnd(&e, x, y, b)
	return e
}

// setEnd is endAt, filling in *e.
func (tr *tracer) setEnd(e *end, x, y int, b box) {
	e.x, e.y, e.ok, e.lattice = x, y, true, x&1 == 0 && y&1 == 0
	e.open, e.mask, e.q = false, 0, [4]CoverLevel{}
	if !e.lattice {
		return
	}
	px, py := x>>1, y>>1
	e.q[0], e.q[1] = tr.level(px-1, py-1), tr.level(px, py-1)
	e.q[2], e.q[3] = tr.level(px, py), tr.level(px-1, py)
	e.open = e.q == [4]CoverLevel{}
	if b.has(px-1, py-1) {
		e.mask |= 1
	}
	if b.has(px, py-1) {
		e.mask |= 2
	}
	if b.has(px, py) {
		e.mask |= 4
	}
	if b.has(px-1, py) {
		e.mask |= 8
	}
}

// around is how blocked the way round a lattice point is from slot a to
// slot b: of the two ways, clockwise and anticlockwise, the lesser, each
// as blocked as the most blocking quadrant it passes (both ends included).
// It also returns that quadrant, -1 if the way is clear.
func around(q *[4]CoverLevel, a, b int) (CoverLevel, int) {
	cw, cwq := NoCover, -1
	for i := a; ; i = (i + 1) & 7 {
		if i&1 == 0 && q[i>>1] > cw {
			cw, cwq = q[i>>1], i>>1
		}
		if i == b {
			break
		}
	}
	ccw, ccwq := NoCover, -1
	for i := a; ; i = (i - 1) & 7 {
		if i&1 == 0 && q[i>>1] > ccw {
			ccw, ccwq = q[i>>1], i>>1
		}
		if i == b {
			break
		}
	}
	if cw <= ccw {
		return cw, cwq
	}
	return ccw, ccwq
}

// through is how blocked a line is where it leaves (or reaches) the lattice
// point e along slot r: the easiest way round e between the creature's
// quadrants and the line. A bare point has no quadrants of its own: the
// line is blocked there only by what it runs into, the quadrant of a
// diagonal or both sides of an edge.
func (e *end) through(r int) (CoverLevel, int) {
	if e.mask == 0 {
		if r&1 == 0 {
			return e.q[r>>1], r >> 1
		}
		k1, k2 := ((r-1)&7)>>1, ((r+1)&7)>>1
		if e.q[k1] <= e.q[k2] {
			return e.q[k1], k1
		}
		return e.q[k2], k2
	}
	best, bq := TotalCover+1, -1
	for k := range 4 {
		if e.mask&(1<<k) == 0 {
			continue
		}
		if l, qk := around(&e.q, 2*k, r); l < best {
			best, bq = l, qk
		}
	}
	return best, bq
}

// line is how blocked the straight line from a to b is, and the square
// that blocks it most (the first met, for a tie). It stops looking once
// the line is blocked at stop or more, and then the level it returns is at
// least stop: the caller has learnt all it wanted.
func (tr *tracer) line(a, b *end, stop CoverLevel) (lv CoverLevel, at Square) {
	dx, dy := b.x-a.x, b.y-a.y
	if dx == 0 && dy == 0 {
		return tr.point(a, b)
	}
	sx, sy := sgn(dx), sgn(dy)
	if a.lattice && !a.open {
		if l, k := a.through(dirSlot(sx, sy)); l > lv {
			lv, at = l, quadSquare(a.x>>1, a.y>>1, k)
			if lv >= stop {
				return lv, at
			}
		}
	}
	if b.lattice && !b.open {
		if l, k := b.through(dirSlot(-sx, -sy)); l > lv {
			lv, at = l, quadSquare(b.x>>1, b.y>>1, k)
			if lv >= stop {
				return lv, at
			}
		}
	}
	var l CoverLevel
	var s Square
	if dx == 0 && a.x&1 == 0 {
		l, s = tr.edge(a.x>>1, a.y, b.y, true, stop)
	} else if dy == 0 && a.y&1 == 0 {
		l, s = tr.edge(a.y>>1, a.x, b.x, false, stop)
	} else {
		l, s = tr.cross(a.x, a.y, dx, dy, b.x, b.y, stop)
	}
	if l > lv {
		lv, at = l, s
	}
	return lv, at
}

// cross walks the squares whose interior the open segment from (ax, ay) to
// (bx, by) crosses, in order (Amanatides and Woo's traversal, in integers:
// ex and ey are the distances to the next vertical and horizontal grid
// line, each scaled by the other axis's extent, so comparing them says
// which line the segment meets first, or that it meets both at a corner).
// At a corner it passes through, the two squares on either side are a
// seam: the line is blocked there as much as the lesser of them.
func (tr *tracer) cross(ax, ay, dx, dy, bx, by int, stop CoverLevel) (lv CoverLevel, at Square) {
	sx, sy := sgn(dx), sgn(dy)
	adx, ady := abs(dx), abs(dy)
	col, row := cellOf(ax, sx), cellOf(ay, sy)
	lastCol, lastRow := cellOf(bx, -sx), cellOf(by, -sy)
	const never = 1 << 62
	ex, ey := never, never
	switch {
	case sx > 0:
		ex = (2*(col+1) - ax) * ady
	case sx < 0:
		ex = (ax - 2*col) * ady
	}
	switch {
	case sy > 0:
		ey = (2*(row+1) - ay) * adx
	case sy < 0:
		ey = (ay - 2*row) * adx
	}
	// The walk takes at most one step per grid line crossed; the bound only
	// guards against a bug turning into an endless loop.
	for n := (adx+ady)/2 + 2; n > 0; n-- {
		l, ok := tr.known(col, row)
		if !ok {
			l = tr.level(col, row)
		}
		if l > lv {
			lv, at = l, Square{Col: col, Row: row}
			if lv >= stop {
				return lv, at
			}
		}
		if col == lastCol && row == lastRow {
			break
		}
		switch {
		case ex < ey:
			col += sx
			ex += 2 * ady
		case ey < ex:
			row += sy
			ey += 2 * adx
		default: // through the corner shared by four squares
			l1, l2 := tr.level(col+sx, row), tr.level(col, row+sy)
			if l := min(l1, l2); l > lv {
				lv, at = l, Square{Col: col + sx, Row: row}
				if l2 < l1 {
					at = Square{Col: col, Row: row + sy}
				}
				if lv >= stop {
					return lv, at
				}
			}
			col, row = col+sx, row+sy
			ex += 2 * ady
			ey += 2 * adx
		}
	}
	return lv, at
}

// edge follows a segment that runs along grid line g (a column boundary x
// = g if vertical, a row boundary y = g otherwise) from u0 to u1 half
// squares along it. Each stretch of edge is blocked as much as the lesser
// of the squares on its two sides; each corner between two stretches as
// much as the easier of the two sides, each side as blocked as the more
// blocking of its two squares.
func (tr *tracer) edge(g, u0, u1 int, vertical bool, stop CoverLevel) (lv CoverLevel, at Square) {
	su := sgn(u1 - u0)
	first, last := cellOf(u0, su), cellOf(u1, -su)
	sq := func(side, k int) Square { // side 0 before the line, 1 after
		if vertical {
			return Square{Col: g - 1 + side, Row: k}
		}
		return Square{Col: k, Row: g - 1 + side}
	}
	var pl, pr CoverLevel
	for k := first; ; k += su {
		s0, s1 := sq(0, k), sq(1, k)
		l0, l1 := tr.level(s0.Col, s0.Row), tr.level(s1.Col, s1.Row)
		if l := min(l0, l1); l > lv {
			lv, at = l, s0
			if l1 < l0 {
				at = s1
			}
		}
		if k != first { // the corner between this stretch and the last
			a, as := pl, sq(0, k-su)
			if l0 > a {
				a, as = l0, s0
			}
			b, bs := pr, sq(1, k-su)
			if l1 > b {
				b, bs = l1, s1
			}
			if b < a {
				a, as = b, bs
			}
			if a > lv {
				lv, at = a, as
			}
		}
		if lv >= stop || k == last {
			return lv, at
		}
		pl, pr = l0, l1
	}
}

// point is a line of no length, from a creature's corner to a corner of a
// target that shares it. It is blocked only when the two creatures meet at
// that corner alone and two blocking squares seal it off between them.
func (tr *tracer) point(a, b *end) (CoverLevel, Square) {
	if !a.lattice {
		c, r := a.x>>1, a.y>>1
		if a.x&1 == 0 && a.y&1 == 1 { // on a vertical edge: the lesser side
			if l0, l1 := tr.level(c-1, r), tr.level(c, r); l0 < l1 {
				return l0, Square{Col: c - 1, Row: r}
			}
		} else if a.x&1 == 1 && a.y&1 == 0 {
			if l0, l1 := tr.level(c, r-1), tr.level(c, r); l0 < l1 {
				return l0, Square{Col: c, Row: r - 1}
			}
		}
		return tr.level(c, r), Square{Col: c, Row: r}
	}
	if a.open || a.mask == 0 || b.mask == 0 {
		return NoCover, Square{}
	}
	best, bq := TotalCover+1, -1
	for i := range 4 {
		for j := range 4 {
			if a.mask&(1<<i) == 0 || b.mask&(1<<j) == 0 {
				continue
			}
			if l, k := around(&a.q, 2*i, 2*j); l < best {
				best, bq = l, k
			}
		}
	}
	if bq < 0 {
		return best, Square{}
	}
	return best, quadSquare(a.x>>1, a.y>>1, bq)
}

// cellOf is the column (or row) of the square a line just after coordinate
// x (half squares) lies in, the line heading in direction s: on a grid line
// that depends on the direction.
func cellOf(x, s int) int {
	if x&1 == 0 {
		if s < 0 {
			return x>>1 - 1
		}
		return x >> 1
	}
	return x >> 1 // floor, also for negative x
}

func sgn(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
