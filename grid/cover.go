package grid

import (
	"strconv"
)

// CoverLevel is how much of a target an obstacle hides, the three degrees
// of SRD 5.1 "Cover" (seed 001_330ad3810c5ee5a3): half cover ("an obstacle blocks at least
// half of its body": a low wall, furniture, a narrow tree trunk, a
// creature), three-quarters cover (a portcullis, an arrow slit, a thick
// trunk) and total cover ("completely concealed": it can't be targeted
// directly). The values are ordered, so max and min compare them.
type CoverLevel uint8

const (
	NoCover CoverLevel = iota
	HalfCover
	ThreeQuartersCover
	TotalCover
)

// String is the level as the rules and the battle log name it: "none",
// "half", "three-quarters" or "total".
func (c CoverLevel) String() string {
	switch c {
	case NoCover:
		return "none"
	case HalfCover:
		return "half"
	case ThreeQuartersCover:
		return "three-quarters"
	case TotalCover:
		return "total"
	}
	return "CoverLevel(" + strconv.Itoa(int(c)) + ")"
}

// Blocker reports what, besides the map's walls and objects, stands in a
// square and blocks lines through it, as the most cover it gives: for a
// creature, HalfCover ("the obstacle might be ... a creature, whether that
// creature is an enemy or a friend", SRD 5.1 "Cover"). NoCover for a square
// with nothing in it. A nil Blocker reports nothing. It is asked only about
// squares on the map, and never about the attacker's or the target's own
// squares, so a caller may report every creature's space; it may be asked
// about a square more than once in a query, and must answer the same.
type Blocker func(s Square) CoverLevel

// Cover is the cover a target of footprint tn, top-left square `to`, has
// against an attacker of footprint fn at `from`, by the grid method of the
// Dungeon Master's Guide (2014, p. 251, "Cover" under "Playing on a Grid";
// the DMG is not among the seeds, so this follows its published text):
// "choose a corner of the attacker's square and trace imaginary lines from
// that corner to every corner of any one square the target occupies. If
// none of the lines are blocked by an obstacle (including a creature), the
// target has no cover. If one or two lines are blocked, the target has half
// cover. If three or four lines are blocked but the attack can still reach
// the target (such as when the target is behind an arrow slit), the target
// has three-quarters cover."
//
// The attacker chooses: Cover is the least cover over every corner of every
// square of the attacker's space and every square of the target's. What
// blocks a line is defined in sight.go: walls, objects and the squares extra
// reports, with a line that only touches a corner or runs along an edge
// NOT blocked. From one corner to one target square, counting the lines
// blocked by something of a given cover or more, the target has
//
//   - total cover when all 4 lines are blocked by total cover (walls): no
//     line reaches the target at all (the DMG's grid text stops at
//     three-quarters; this is SRD 5.1's "completely concealed");
//   - three-quarters when at least 3 are blocked by three-quarters cover or
//     more;
//   - half when at least 1 is blocked by anything;
//   - none otherwise.
//
// So an obstacle never gives more cover than its own degree: creatures and
// low objects in the way give half cover at most however many lines they
// block, and degrees from different obstacles are not added together (SRD
// 5.1 "Cover": "only the most protective degree of cover applies"). Cover
// is TotalCover exactly when LineOfSight is false, unless extra or an
// object gives total cover.
//
// The reason names the obstacles that decide the level, like "wall at F3
// blocks 2 of 4 lines"; it is "" for no cover. Spaces that overlap give no
// cover; a space off the map gives total cover, with a reason that says so.
// The work grows with (fn+1)^2 x tn^2 corner-to-square pairs, but a pair
// stops as soon as it cannot beat the best so far, and the corners facing
// the target go first.
func (m *Map) Cover(from Square, fn int, to Square, tn int, extra Blocker) (CoverLevel, string) {
	var w why
	c := m.cover(from, fn, to, tn, nil, extra, &w)
	return c, m.reason(c, &w)
}

// CoverLevelOf is Cover without the reason: the level only, and no
// allocation, for a simulation that asks it on every attack.
func (m *Map) CoverLevelOf(from Square, fn int, to Square, tn int, extra Blocker) CoverLevel {
	return m.cover(from, fn, to, tn, nil, extra, nil)
}

// CoverFrom is the cover a target has against an effect that starts at a
// point rather than in a creature's space, like the point of origin of an
// area (see Area): the same method as Cover, with lines from p alone. The
// SRD 5.1 "Cover" bonus applies to Dexterity saving throws, so this is the
// cover a target of a fireball gets from the blast's origin.
func (m *Map) CoverFrom(p Point, to Square, tn int, extra Blocker) (CoverLevel, string) {
	var w why
	c := m.cover(Square{}, 0, to, tn, &p, extra, &w)
	return c, m.reason(c, &w)
}

// LineOfSight reports whether some line from a corner of the attacker's
// space (footprint fn at `from`) reaches a corner of the target's (tn at
// `to`) without being blocked by a wall or by an object of total cover.
// Creatures and lesser objects never hide a target completely; ask Cover
// for them. It is false if either space is off the map.
func (m *Map) LineOfSight(from Square, fn int, to Square, tn int) bool {
	fn, tn = side(fn), side(tn)
	if !m.Fits(from, fn) || !m.Fits(to, tn) {
		return false
	}
	tr := tracer{m: m, a: spaceBox(from, fn), t: spaceBox(to, tn)}
	if overlap(tr.a, tr.t) {
		return true
	}
	// No wall in the box round both spaces: every line is clear (see cover).
	u := box{c0: min(tr.a.c0, tr.t.c0), r0: min(tr.a.r0, tr.t.r0), c1: max(tr.a.c1, tr.t.c1), r1: max(tr.a.r1, tr.t.r1)}
	if tr.boxClear(u, TotalCover) {
		return true
	}
	// Every corner of one space to every corner of the other: which square
	// a corner belongs to does not matter when one clear line will do. The
	// target's corners are worked out once, when first needed (ok).
	nt := tn + 1
	var tbuf [25]end // enough for Gargantuan spaces, the largest in the rules
	tEnds := tbuf[:]
	if nt*nt > len(tbuf) {
		tEnds = make([]end, nt*nt)
	}
	for y := from.Row; y <= from.Row+fn; y++ {
		for x := from.Col; x <= from.Col+fn; x++ {
			a := tr.endAt(2*x, 2*y, tr.a)
			for ty := range nt {
				for tx := range nt {
					b := &tEnds[ty*nt+tx]
					if !b.ok {
						tr.setEnd(b, 2*(to.Col+tx), 2*(to.Row+ty), tr.t)
					}
					if l, _ := tr.line(&a, b, TotalCover); l < TotalCover {
						return true
					}
				}
			}
		}
	}
	return false
}

// why is what Cover learnt about its answer, for the reason: the lines from
// the attacker's best corner to the target's best square.
type why struct {
	hits [4]hit
	off  string // a space off the map
}

// hit is one line: how blocked, and by which square.
type hit struct {
	lv CoverLevel
	at Square
}

// cover is Cover, from a creature's space or, if p is not nil, from the
// point p; w, if not nil, records why.
func (m *Map) cover(from Square, fn int, to Square, tn int, p *Point, extra Blocker, w *why) CoverLevel {
	fn, tn = side(fn), side(tn)
	if !m.Fits(to, tn) || p == nil && !m.Fits(from, fn) {
		if w != nil {
			if !m.Fits(to, tn) {
				w.off = m.errOffMap("target", to, tn).Error()
			} else {
				w.off = m.errOffMap("attacker", from, fn).Error()
			}
		}
		return TotalCover
	}
	tr := tracer{m: m, extra: extra, t: spaceBox(to, tn)}
	u := tr.t // every line lies in the box round both spaces (or the point)
	if p != nil {
		u.c0, u.r0 = min(u.c0, floorDiv(p.X, 2)), min(u.r0, floorDiv(p.Y, 2))
		u.c1, u.r1 = max(u.c1, floorDiv(p.X, 2)+1), max(u.r1, floorDiv(p.Y, 2)+1)
	} else {
		tr.a = spaceBox(from, fn)
		if overlap(tr.a, tr.t) {
			return NoCover
		}
		u.c0, u.r0 = min(u.c0, tr.a.c0), min(u.r0, tr.a.r0)
		u.c1, u.r1 = max(u.c1, tr.a.c1), max(u.r1, tr.a.r1)
	}
	if n := memoLen(u); n > memoSize { // a long shot: big, from the pool
		buf := memoPool.Get().(*[]uint8)
		if cap(*buf) < n {
			*buf = make([]uint8, n)
		}
		tr.big = (*buf)[:n]
		defer memoPool.Put(buf)
	}
	tr.remember(u)
	// Every line lies in the box, and only a square a line passes through
	// blocks it: with nothing in the box but the two spaces, no line is
	// blocked (the common case of two creatures side by side in the open).
	if tr.boxClear(u, HalfCover) {
		return NoCover
	}
	// The ends of lines, computed when first needed (ok): the corners of
	// the attacker's space, or the point, and of the target's, row by row.
	na, nt := fn+1, tn+1
	if p != nil {
		na = 1
	}
	var abuf, tbuf [25]end // enough for Gargantuan spaces, the largest in the rules
	aEnds, tEnds := abuf[:], tbuf[:]
	if na*na > len(abuf) {
		aEnds = make([]end, na*na)
	}
	if nt*nt > len(tbuf) {
		tEnds = make([]end, nt*nt)
	}
	// Try first the attacker's corners nearest the target, which most often
	// see it best: a good answer early cuts the other corners short.
	x0, dx := 0, 1
	if 2*to.Col+tn > 2*from.Col+fn {
		x0, dx = na-1, -1
	}
	y0, dy := 0, 1
	if 2*to.Row+tn > 2*from.Row+fn {
		y0, dy = na-1, -1
	}
	best := TotalCover + 1 // worse than any answer: the first pair sets it
	for iy, y := 0, y0; iy < na; iy, y = iy+1, y+dy {
		for ix, x := 0, x0; ix < na; ix, x = ix+1, x+dx {
			a := &aEnds[y*na+x]
			if !a.ok {
				if p != nil {
					tr.setEnd(a, p.X, p.Y, box{})
				} else {
					tr.setEnd(a, 2*(from.Col+x), 2*(from.Row+y), tr.a)
				}
			}
			for r := range tn {
				for c := range tn {
					var hits [4]hit
					var n [TotalCover + 1]int // n[l]: lines blocked at l or more
					lower := NoCover          // the least this pair can give
					for k := range 4 {
						ti := (r+k>>1)*nt + c + k&1
						b := &tEnds[ti]
						if !b.ok {
							tr.setEnd(b, 2*(to.Col+c+k&1), 2*(to.Row+r+k>>1), tr.t)
						}
						// Levels at or past best make no difference: stop there.
						l, at := tr.line(a, b, min(best, TotalCover))
						hits[k] = hit{lv: l, at: at}
						for j := HalfCover; j <= min(l, TotalCover); j++ {
							n[j]++
						}
						lower = pairCover(&n)
						if lower >= best {
							break
						}
					}
					if lower < best { // all 4 lines traced, and better
						best = lower
						if w != nil {
							w.hits = hits
						}
						if best == NoCover {
							return NoCover
						}
					}
				}
			}
		}
	}
	return best
}

// pairCover is the cover from one corner to one target square, given n[l],
// the number of its lines blocked at cover l or more: see Cover. With fewer
// than 4 lines counted it is the least the rest can make it.
func pairCover(n *[TotalCover + 1]int) CoverLevel {
	switch {
	case n[TotalCover] == 4:
		return TotalCover
	case n[ThreeQuartersCover] >= 3:
		return ThreeQuartersCover
	case n[HalfCover] >= 1:
		return HalfCover
	}
	return NoCover
}

func overlap(a, b box) bool {
	return a.c0 < b.c1 && b.c0 < a.c1 && a.r0 < b.r1 && b.r0 < a.r1
}

// reason says which obstacles give cover c: those blocking the lines that
// count for it (see Cover), each named once, in the order the lines meet
// them, like "walls at F3, F4 block 3 of 4 lines".
func (m *Map) reason(c CoverLevel, w *why) string {
	if w.off != "" {
		return w.off
	}
	if c == NoCover {
		return ""
	}
	var names [4]Square
	nn, lines := 0, 0
	for _, h := range w.hits {
		if h.lv < c {
			continue
		}
		lines++
		seen := false
		for _, s := range names[:nn] {
			seen = seen || s == h.at
		}
		if !seen {
			names[nn] = h.at
			nn++
		}
	}
	var buf [128]byte
	b := buf[:0]
	same := true
	for _, s := range names[1:nn] {
		same = same && m.blockerKind(s) == m.blockerKind(names[0])
	}
	for i, s := range names[:nn] {
		switch {
		case i == 0:
		case i == nn-1 && !same:
			b = append(b, " and "...)
		default:
			b = append(b, ", "...)
		}
		if i == 0 || !same { // "walls at F3, F4", "wall at F3 and creature at E4"
			b = append(b, m.blockerKind(s)...)
			if same && nn > 1 {
				b = append(b, 's')
			}
			b = append(b, " at "...)
		}
		b = appendSquare(b, s)
	}
	if nn == 1 {
		b = append(b, " blocks "...)
	} else {
		b = append(b, " block "...)
	}
	if lines == 4 {
		b = append(b, "all 4 lines"...)
	} else {
		b = strconv.AppendInt(b, int64(lines), 10)
		b = append(b, " of 4 lines"...)
	}
	if c == HalfCover && lines >= 3 { // the count alone would give more
		b = append(b, ": half cover at most"...)
	}
	return string(b)
}

// blockerKind names what blocks lines in s: the map's wall or object, or
// else what the caller's Blocker reported, a creature as far as grid knows.
func (m *Map) blockerKind(s Square) string {
	switch {
	case m.Wall(s):
		return "wall"
	case m.Object(s) != NoCover:
		return "object"
	}
	return "creature"
}
