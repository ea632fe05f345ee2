package grid

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// floodRef is FloodInto as it was before its fast loops (flood_walk.go):
// walk for every mover. It keeps the map and the cost in the search.
func floodRef(m *Map, from Step, n, budget int, c Cost) *search {
	s := new(search)
	n = side(n)
	s.reset(m, &c, n)
	if m.Fits(from.To, n) {
		b := int64(budget)
		if budget < 0 {
			b = 1<<63 - 1
		}
		s.walk(from, -1, b, false)
	}
	return s
}

// logCost wraps c's funcs so that every question a search asks of them is
// appended to *log, in order.
func logCost(c Cost, log *[]string) Cost {
	blocked, difficult, extra := c.Blocked, c.Difficult, c.Extra
	c.Blocked = func(s Square) bool { *log = append(*log, "b"+s.String()); return blocked(s) }
	c.Difficult = func(s Square) bool { *log = append(*log, "d"+s.String()); return difficult(s) }
	c.Extra = func(s Square) int { *log = append(*log, "e"+s.String()); return extra(s) }
	return c
}

// TestFloodWalkOracle checks Flood's fast loops against walk, the search
// they stand in for, on random maps and movers (randomMover) and on open
// maps where many routes tie: every state settled or not alike, with the
// same feet, tie-breaks and parent (which of several equal routes the
// flood keeps depends on the order equal entries leave the heap, so this
// checks that order too), and the cost's funcs asked the same questions
// in the same order. The simulator's results depend on all of it.
func TestFloodWalkOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 4))
	var r Reach
	var settled, ties, bigTies int
	for trial := range 3000 {
		m, n, from, c := randomMover(rng)
		if trial%3 == 0 { // open ground, few obstacles: ties everywhere
			m, from = NewMap(m.W, m.H), Step{To: from.To, Diagonals: from.Diagonals}
			if rng.IntN(2) == 0 {
				m.SetDiagonals(Diagonal5105)
			}
			for range rng.IntN(6) {
				m.SetDifficult(Square{Col: rng.IntN(m.W), Row: rng.IntN(m.H)})
			}
		}
		budget := -1
		switch rng.IntN(3) {
		case 0:
			budget = 5 * rng.IntN(12)
		case 1: // large, but below floodBudgetLimit: floodN for a squeezing mover too
			budget = 1 << 20
		}
		where := fmt.Sprintf("trial %d (%dx%d, %s, n=%d, %+v, budget %d, climb %d, squeeze %v)",
			trial, m.W, m.H, m.Diagonals(), n, from, budget, c.ClimbFactor, c.Squeeze)
		var wantLog, gotLog []string
		want := floodRef(m, from, n, budget, logCost(c, &wantLog))
		m.FloodInto(&r, from, n, budget, logCost(c, &gotLog))
		if !slices.Equal(gotLog, wantLog) {
			t.Fatalf("%s: the cost's funcs were asked\n%v\nwalk asks\n%v", where, gotLog, wantLog)
		}
		got := &r.s
		states := (m.W * m.H) << want.lBits
		if got.lBits != want.lBits {
			t.Fatalf("%s: %d layer bits, walk %d", where, got.lBits, want.lBits)
		}
		for i := range states {
			wd, gd := want.done[i] == want.gen, got.done[i] == got.gen
			if wd != gd {
				t.Fatalf("%s: state %d settled %v, walk %v", where, i, gd, wd)
			}
			if !wd {
				continue
			}
			settled++
			wn, gn := want.node[i], got.node[i]
			if wn.g != gn.g || wn.t != gn.t || wn.parent != gn.parent {
				t.Fatalf("%s: state %d: %d ft, t %d, parent %d; walk %d ft, t %d, parent %d",
					where, i, gn.g, gn.t, gn.parent, wn.g, wn.t, wn.parent)
			}
			if want.n == 1 {
				ties += equalParents(want, int32(i))
			} else {
				bigTies += equalParents(want, int32(i))
			}
		}
	}
	t.Logf("%d states settled, %d with another parent as cheap, %d of them for movers of footprint 2 or 3", settled, ties+bigTies, bigTies)
	if ties < 1000 || bigTies < 1000 {
		t.Errorf("too few ties between routes to test their order: %d, %d", ties, bigTies)
	}
}

// equalParents is 1 if settled state i of s had, besides its parent,
// another settled neighbour with the parent's feet, tie-breaks and layer,
// the step from it diagonal or straight as the parent's: a state whose
// parent, but for corners and heights, the order of equal entries in the
// heap decided.
func equalParents(s *search, i int32) int {
	pi := s.node[i].parent
	if pi < 0 {
		return 0
	}
	sq, ps := s.square(i), s.square(pi)
	pDiag := sq.Col != ps.Col && sq.Row != ps.Row
	mask := int32(1)<<s.lBits - 1
	for _, st := range steps {
		c, r := sq.Col-st.dc, sq.Row-st.dr
		if c < 0 || r < 0 || c >= s.w || (r*s.w+c)<<s.lBits >= len(s.done) {
			continue
		}
		j := int32((r*s.w+c)<<s.lBits) | pi&mask
		if j == pi || s.done[j] != s.gen || (st.dc != 0 && st.dr != 0) != pDiag {
			continue
		}
		if s.node[j].g == s.node[pi].g && s.node[j].t == s.node[pi].t {
			return 1
		}
	}
	return 0
}

// TestFloodNFeetLimit: a squeezing Large mover whose feet outgrow floodN's
// keys (a corridor 200 squares out and 200 back at a million feet a square,
// pinched to one square wide here and there) is flooded by walk instead,
// with walk's answers.
func TestFloodNFeetLimit(t *testing.T) {
	m := NewMap(200, 7)
	for col := range 198 { // rows 0-2 out, round the end, rows 4-6 back
		m.SetWall(Square{Col: col, Row: 3})
	}
	for col := 20; col < 190; col += 40 {
		m.SetWall(Square{Col: col, Row: 0})
		m.SetWall(Square{Col: col, Row: 2})
	}
	c := Cost{Squeeze: true, Extra: func(Square) int { return maxExtra }}
	from := Step{To: Square{Col: 0, Row: 0}}
	want := floodRef(m, from, 2, -1, c)
	r := m.Flood(from, 2, -1, c)
	got := &r.s
	far := false
	for i := range (m.W * m.H) << want.lBits {
		wd, gd := want.done[i] == want.gen, got.done[i] == got.gen
		if wd != gd {
			t.Fatalf("state %d settled %v, walk %v", i, gd, wd)
		}
		if !wd {
			continue
		}
		wn, gn := want.node[i], got.node[i]
		if wn.g != gn.g || wn.t != gn.t || wn.parent != gn.parent {
			t.Fatalf("state %d: %d ft, t %d, parent %d; walk %d ft, t %d, parent %d",
				i, gn.g, gn.t, gn.parent, wn.g, wn.t, wn.parent)
		}
		far = far || wn.g >= feetLimit
	}
	if !far {
		t.Fatalf("no state of %d ft or more: the test does not reach the limit", feetLimit)
	}
	s := new(search)
	s.reset(m, &c, 2)
	if s.floodN(from, 1<<63-1) {
		t.Errorf("floodN went on past %d ft", feetLimit)
	}
	if feet, ok := r.Feet(Square{Col: 0, Row: 5}); !ok || feet < feetLimit {
		t.Errorf("the far end: %d ft, %v", feet, ok)
	}
}
