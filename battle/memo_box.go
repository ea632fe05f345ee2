package battle

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Which of the memo's answers a move makes stale. The cover one creature
// has against another is worked out from the lines between their spaces
// (grid.Map.Cover), which never leave the box the two spaces span, and
// from the creatures standing in that box; the line of sight between two
// spaces from the map's walls and objects alone. So when creatures move
// (or die, grow, squeeze, flee, take cover), an answer is forgotten only
// if one of its two creatures is among them, or, for cover, if one of
// them stood or stands in its box; the rest still hold, and the tactics,
// which ask the cover between every attacker and every foe at every
// decision, no longer work them all out again after every step anyone
// takes. With riders about (a rider's space is its mount's), or another
// map, every answer is forgotten, as before.

// box is the squares from (c0, r0) to (c1, r1), both included.
type box struct{ c0, r0, c1, r1 int }

// spaceBox is the box of a space of n squares a side at `at`.
func spaceBox(at grid.Square, n int) box {
	n = max(n, 1)
	return box{at.Col, at.Row, at.Col + n - 1, at.Row + n - 1}
}

func (b box) meets(o box) bool {
	return b.c0 <= o.c1 && o.c0 <= b.c1 && b.r0 <= o.r1 && o.r0 <= b.r1
}

// pairBox is the box the cover between a and t looks at: both their
// spaces and what lies between, a square wider all round to be safe.
func (s *State) pairBox(a, t int) box {
	aAt, an := s.space(a)
	tAt, tn := s.space(t)
	x, y := spaceBox(aAt, an), spaceBox(tAt, tn)
	return box{min(x.c0, y.c0) - 1, min(x.r0, y.r0) - 1, max(x.c1, y.c1) + 1, max(x.r1, y.r1) + 1}
}

// placedOf is what of creature c the memo's answers depend on.
func placedOf(c *Combatant) placed {
	return placed{at: c.At, alt: c.Alt, size: c.Size, squeezing: c.Squeezing, dead: c.Dead, out: c.OSR.Out != "", cover: c.Cover}
}

// refresh forgets the answers the creatures' changes since the memo was
// last refreshed may have made stale, and records how they stand now.
func (m *memo) refresh(s *State) {
	all := m.m != s.Map || len(m.geo) != len(s.Combatants) || !slices.Equal(m.rides, s.Rides) || len(s.Rides) > 0
	if len(m.geo) != len(s.Combatants) {
		m.geo = make([]placed, len(s.Combatants))
	}
	m.moved = m.moved[:0]
	for i := range s.Combatants {
		p := placedOf(&s.Combatants[i])
		if m.geo[i] != p {
			m.moved = append(m.moved, movedFrom{i: i, was: m.geo[i]})
			m.geo[i] = p
		}
	}
	m.m = s.Map
	m.rides = append(m.rides[:0], s.Rides...)
	switch {
	case all:
		clear(m.cover)
		clear(m.sight)
	case len(m.moved) > 0:
		m.forget()
	}
}

// movedFrom is a creature that changed, and how it stood before.
type movedFrom struct {
	i   int
	was placed
}

// forget drops the answers m.moved touch: both boxes of each mover, where
// it was and where it is.
func (m *memo) forget() {
	n := m.n
	for _, mv := range m.moved {
		was := spaceBox(mv.was.at, mv.was.size.Squares())
		is := spaceBox(m.geo[mv.i].at, m.geo[mv.i].size.Squares())
		for k := range n {
			m.sight[mv.i*n+k], m.sight[k*n+mv.i] = 0, 0
			m.cover[mv.i*n+k], m.cover[k*n+mv.i] = memoCover{}, memoCover{}
		}
		for k := range m.cover {
			if e := &m.cover[k]; e.known && (e.box.meets(was) || e.box.meets(is)) {
				*e = memoCover{}
			}
		}
	}
}

// MemoCheck compares every answer a lean fight's memo holds now with the
// answer worked out afresh — the cover each creature has against each
// other, with its reason, and each line of sight — and says which differs
// first (the answers kept across trials, memo_cross.go, are so checked
// too: afresh is not from them); nil when they all agree or the state keeps no memo. For tests
// (sim's TestMemoIsFresh asks it at every decision of whole fights).
func (s *State) MemoCheck() error {
	m := s.memoNow()
	if m == nil {
		return nil
	}
	// Afresh means afresh: not from the answers kept across trials
	// (memo_cross.go), which are checked here with the memo's.
	m.crossOff = true
	defer func() { m.crossOff = false }()
	n := m.n
	for a := range n {
		for t := range n {
			if a == t {
				continue
			}
			if e := m.cover[a*n+t]; e.known {
				cov, why := s.coverOf(a, t)
				if e.cov != cov || (e.whyKnown || e.cov == NoCover) && e.why != why { // no cover's reason is "" (coverOfMemo)
					return fmt.Errorf("seq %d: memo says %s has %s cover (%q) against %s, afresh %s (%q)",
						s.Seq, s.Combatants[t].Name, e.cov, e.why, s.Combatants[a].Name, cov, why)
				}
			}
			if e := m.sight[a*n+t]; e != 0 {
				oc, tc := &s.Combatants[a], &s.Combatants[t]
				if fresh := s.Map.LineOfSight(oc.At, oc.space(), tc.At, tc.space()); fresh != (e == 2) {
					return fmt.Errorf("seq %d: memo says %s sees %s: %v, afresh %v", s.Seq, oc.Name, tc.Name, e == 2, fresh)
				}
			}
		}
	}
	return nil
}
