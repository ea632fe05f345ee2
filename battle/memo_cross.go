package battle

import (
	"github.com/skirmish-rpg/skirmish/grid"
)

// Cover and sight kept from one trial to the next. A simulation worker
// plays trial after trial of one encounter in one lean fight's memory
// (RestartLean), on one map that no command changes, and its creatures
// stand on the same squares again and again — every trial begins where
// the file puts them, and the tactics walk them by the same ways — so the
// same lines are traced in trial after trial (issue 6: cover tracing was
// an eighth of a simulation's time). What the level of cover between two
// spaces depends on is the map, the two spaces and the squares of the
// box round them (pairBox) that creatures in the way hold; whether one
// space sees another, on the map alone (grid.Map.LineOfSight). So the
// answers are kept by exactly that, for as long as the map is the same,
// across trials: the memo (memo.go) keeps them by pair within a trial,
// this keeps them by place. Its size is bounded: at crossMax answers it
// starts again empty, so memory stays flat however many trials are run.

// crossHeld is the most squares held by creatures in the way that a key
// lists: a crowded box is worked out afresh every time.
const crossHeld = 8

// crossMax is how many answers of each kind are kept before starting
// again: at most some 5 MB of cover or point cover with their reasons,
// 1 MB of sight, 5 MB of areas (and their squares, crossSquares).
const crossMax = 1 << 15

// coverKey is what the level of cover from one space to another depends
// on, the map aside: the spaces (their top-left squares as row*W+col, and
// sides), and the squares of the box round them that creatures in the way
// hold, ascending, -1 after the last.
type coverKey struct {
	a, t   int32
	an, tn int8
	held   [crossHeld]int16
}

// sightKey is what the line of sight from one space to another depends
// on, the map aside.
type sightKey struct {
	a, t   int32
	an, tn int8
}

// cross is the memo's answers kept across trials, for the map m.
type cross struct {
	m     *grid.Map
	cover map[coverKey]crossCover
	point map[pointKey]crossCover
	sight map[sightKey]bool
	// walls is the cover the map alone gives (no creature in the way),
	// by the same key as sight: the places a policy looks for to hide
	// (stealth.go, HideSpot).
	walls map[sightKey]grid.CoverLevel
	// The squares of areas (Map.AreaSquares), which depend on the area
	// and the map's walls alone, as runs of one buffer.
	areas   map[grid.Area]span
	areaBuf []grid.Square
}

// span is a run of cross.areaBuf.
type span struct{ from, to int32 }

// crossSquares is how many squares of areas are kept before starting
// again: some 2 MB.
const crossSquares = 1 << 17

// areaSquares is m.AreaSquares(a), kept across trials; the squares are
// the cache's own, to be read, never changed.
func (x *cross) areaSquares(m *grid.Map, a grid.Area) []grid.Square {
	if sp, ok := x.areas[a]; ok {
		return x.areaBuf[sp.from:sp.to:sp.to]
	}
	// Bounded by squares, and by areas too: an area of no squares (all
	// behind walls) takes none of the buffer, and a map of many small
	// ones would otherwise hold some 140 bytes an area.
	if len(x.areaBuf) >= crossSquares || len(x.areas) >= crossMax {
		clear(x.areas)
		x.areaBuf = x.areaBuf[:0]
	}
	from := len(x.areaBuf)
	x.areaBuf = m.AppendAreaSquares(x.areaBuf, a)
	x.areas[a] = span{int32(from), int32(len(x.areaBuf))}
	return x.areaBuf[from:len(x.areaBuf):len(x.areaBuf)]
}

// crossCover is a level of cover, and its reason once asked (whyKnown).
type crossCover struct {
	lvl      grid.CoverLevel
	whyKnown bool
	why      string
}

// crossFor is the memo's cross-trial answers for s's map, emptied when the
// map is another; nil when s keeps no memo or the map is too large for
// the keys' square numbers (more than 32,768 squares).
func (s *State) crossFor() *cross {
	m := s.memo
	if m == nil || m.crossOff || s.Map.W*s.Map.H > 1<<15 {
		return nil
	}
	x := &m.cross
	if x.m != s.Map {
		x.m = s.Map
		if x.cover == nil {
			x.cover = make(map[coverKey]crossCover)
			x.point = make(map[pointKey]crossCover)
			x.sight = make(map[sightKey]bool)
			x.walls = make(map[sightKey]grid.CoverLevel)
			x.areas = make(map[grid.Area]span)
		}
		clear(x.cover)
		clear(x.point)
		clear(x.sight)
		clear(x.walls)
		clear(x.areas)
		x.areaBuf = x.areaBuf[:0]
	}
	return x
}

// coverCached is coverFrom's question of the map — its Cover, or its
// CoverLevelOf when needWhy is false, with creatures coverFrom's blocker
// (a, t, lo, hi) — kept across trials (see above).
func (s *State) coverCached(a int, aAt grid.Square, an, lo, hi, t int, tAt grid.Square, tn int, creatures grid.Blocker, needWhy bool) (grid.CoverLevel, string) {
	ask := func() (grid.CoverLevel, string) {
		if needWhy {
			return s.Map.Cover(aAt, an, tAt, tn, creatures)
		}
		return s.Map.CoverLevelOf(aAt, an, tAt, tn, creatures), ""
	}
	x := s.crossFor()
	if x == nil {
		return ask()
	}
	k, ok := s.coverKeyOf(a, aAt, an, lo, hi, t, tAt, tn)
	if !ok {
		return ask()
	}
	e, ok := x.cover[k]
	if ok && (e.whyKnown || !needWhy) {
		return e.lvl, e.why
	}
	lvl, why := ask()
	if len(x.cover) >= crossMax {
		clear(x.cover)
	}
	x.cover[k] = crossCover{lvl: lvl, whyKnown: needWhy, why: why}
	return lvl, why
}

// coverKeyOf is the key of coverFrom's question; ok is false when the
// spaces are off the map (whose answer depends on how far off) or more
// than crossHeld squares of the box are held.
func (s *State) coverKeyOf(a int, aAt grid.Square, an, lo, hi, t int, tAt grid.Square, tn int) (coverKey, bool) {
	w := s.Map.W
	if !s.Map.Fits(aAt, an) || !s.Map.Fits(tAt, tn) || an > 127 || tn > 127 {
		return coverKey{}, false
	}
	k := coverKey{a: int32(aAt.Row*w + aAt.Col), t: int32(tAt.Row*w + tAt.Col), an: int8(an), tn: int8(tn)}
	// The box the lines lie in, a square wider all round, as pairBox.
	x, y := spaceBox(aAt, an), spaceBox(tAt, tn)
	b := box{min(x.c0, y.c0) - 1, min(x.r0, y.r0) - 1, max(x.c1, y.c1) + 1, max(x.r1, y.r1) + 1}
	ok := s.heldIn(&k.held, b, func(j int) bool {
		return j != a && j != t && s.inBand(j, lo, hi)
	})
	return k, ok
}

// heldIn lists in held, ascending and then -1, the squares of box b on
// the map that the creatures not gone for which in is true hold — what a
// cover question's blocker reports HalfCover for, as far as its lines go;
// false when they are more than crossHeld.
func (s *State) heldIn(held *[crossHeld]int16, b box, in func(j int) bool) bool {
	w := s.Map.W
	b = box{max(b.c0, 0), max(b.r0, 0), min(b.c1, w-1), min(b.r1, s.Map.H-1)}
	n := 0
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if o.gone() {
			continue
		}
		ob := spaceBox(o.At, o.space())
		if !ob.meets(b) || !in(j) {
			continue
		}
		// The blocker, square by square: the part of o's space in the box.
		for r := max(ob.r0, b.r0); r <= min(ob.r1, b.r1); r++ {
			for c := max(ob.c0, b.c0); c <= min(ob.c1, b.c1); c++ {
				if n == crossHeld {
					return false
				}
				held[n] = int16(r*w + c)
				n++
			}
		}
	}
	// Ascending, so that the same squares held by other creatures, or
	// listed in another order, make the same key. Squares held twice (a
	// rider over its mount) are listed twice: the key is then finer than
	// it need be, never coarser.
	h := held[:n]
	for i := 1; i < len(h); i++ {
		for j := i; j > 0 && h[j] < h[j-1]; j-- {
			h[j], h[j-1] = h[j-1], h[j]
		}
	}
	for i := n; i < crossHeld; i++ {
		held[i] = -1
	}
	return true
}

// pointKey is what the cover of a space against a point (an area's
// origin) depends on, the map aside: the point, the space, and the
// squares of the box round them that creatures in the way hold.
type pointKey struct {
	x, y int16
	t    int32
	tn   int8
	held [crossHeld]int16
}

// coverFromPointCached is s.Map.CoverFrom(p, tAt, tn, creatures), with
// creatures coverFromPoint's blocker — those not t, in the band lo..hi,
// not touching p — kept across trials.
func (s *State) coverFromPointCached(p grid.Point, t int, tAt grid.Square, tn, lo, hi int, creatures grid.Blocker) (grid.CoverLevel, string) {
	x := s.crossFor()
	m := s.Map
	if x == nil || !m.Fits(tAt, tn) || tn > 127 || p.X < 0 || p.Y < 0 || p.X > 2*m.W || p.Y > 2*m.H {
		return m.CoverFrom(p, tAt, tn, creatures)
	}
	k := pointKey{x: int16(p.X), y: int16(p.Y), t: int32(tAt.Row*m.W + tAt.Col), tn: int8(tn)}
	// The squares the point touches, and the target's box, a square wider
	// all round.
	tb := spaceBox(tAt, tn)
	b := box{min(tb.c0, (p.X-1)>>1) - 1, min(tb.r0, (p.Y-1)>>1) - 1, max(tb.c1, p.X>>1) + 1, max(tb.r1, p.Y>>1) + 1}
	if !s.heldIn(&k.held, b, func(j int) bool {
		o := &s.Combatants[j]
		return j != t && !touchesPoint(o.At, o.space(), p) && s.inBand(j, lo, hi)
	}) {
		return m.CoverFrom(p, tAt, tn, creatures)
	}
	if e, ok := x.point[k]; ok {
		return e.lvl, e.why
	}
	lvl, why := m.CoverFrom(p, tAt, tn, creatures)
	if len(x.point) >= crossMax {
		clear(x.point)
	}
	x.point[k] = crossCover{lvl: lvl, whyKnown: true, why: why}
	return lvl, why
}

// lineOfSightCached is s.Map.LineOfSight, kept across trials.
func (s *State) lineOfSightCached(at grid.Square, n int, to grid.Square, tn int) bool {
	x := s.crossFor()
	if x == nil || !s.Map.Fits(at, n) || !s.Map.Fits(to, tn) || n > 127 || tn > 127 {
		return s.Map.LineOfSight(at, n, to, tn)
	}
	w := s.Map.W
	k := sightKey{a: int32(at.Row*w + at.Col), t: int32(to.Row*w + to.Col), an: int8(n), tn: int8(tn)}
	if v, ok := x.sight[k]; ok {
		return v
	}
	v := s.Map.LineOfSight(at, n, to, tn)
	if len(x.sight) >= crossMax {
		clear(x.sight)
	}
	x.sight[k] = v
	return v
}

// wallCoverCached is the cover the map's walls and objects alone give a
// space of tn squares at to from one of n squares at at
// (Map.CoverLevelOf with no creature in the way), kept across trials.
func (s *State) wallCoverCached(at grid.Square, n int, to grid.Square, tn int) grid.CoverLevel {
	x := s.crossFor()
	if x == nil || !s.Map.Fits(at, n) || !s.Map.Fits(to, tn) || n > 127 || tn > 127 {
		return s.Map.CoverLevelOf(at, n, to, tn, nil)
	}
	w := s.Map.W
	k := sightKey{a: int32(at.Row*w + at.Col), t: int32(to.Row*w + to.Col), an: int8(n), tn: int8(tn)}
	if v, ok := x.walls[k]; ok {
		return v
	}
	v := s.Map.CoverLevelOf(at, n, to, tn, nil)
	if len(x.walls) >= crossMax {
		clear(x.walls)
	}
	x.walls[k] = v
	return v
}
