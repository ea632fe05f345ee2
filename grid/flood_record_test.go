package grid

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestRecordRestoreOracle: a Reach given back from a flood's record
// answers Feet and AppendRoute for every square of the map (and a few off
// it) exactly as the flood did, its nodes are the flood's, and its own
// record is the flood's; on random maps with every rule a flood honours
// (randomMover), with and without a budget. The restoring Reach served
// other maps and movers before, so stale memory of another size is
// checked too, and the diagonals behind the start may differ from the
// flood's in all but their parity.
func TestRecordRestoreOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var flood, back Reach
	var rec, again []uint32
	var a, b []Step
	states, bigs := 0, 0
	for trial := range 1500 {
		m, n, from, c := randomMover(rng)
		budget := -1
		if rng.IntN(3) == 0 {
			budget = 5 * rng.IntN(12)
		}
		if rng.IntN(10) == 0 { // dear steps: feet past a record word's 7 bits
			c.Extra = func(Square) int { return 200 }
		}
		where := fmt.Sprintf("trial %d (%dx%d, %s, n=%d, %+v, budget %d)", trial, m.W, m.H, m.Diagonals(), n, from, budget)
		m.FloodInto(&flood, from, n, budget, c)
		var ok bool
		rec, ok = flood.AppendRecord(rec[:0])
		if !ok {
			t.Fatalf("%s: no record", where)
		}
		diag := from.Diagonals + 2*rng.IntN(3)
		if !back.Restore(rec, diag) {
			t.Fatalf("%s: Restore refused the record", where)
		}
		states += len(flood.s.order)
		for _, w := range rec[recHeader:] {
			if w&recBigFeet == recBigFeet {
				bigs++
			}
		}
		for row := -1; row <= m.H; row++ {
			for col := -1; col <= m.W; col++ {
				sq := Square{Col: col, Row: row}
				f1, ok1 := flood.Feet(sq)
				f2, ok2 := back.Feet(sq)
				if f1 != f2 || ok1 != ok2 {
					t.Fatalf("%s: Feet(%s): flood %d %v, restored %d %v", where, sq, f1, ok1, f2, ok2)
				}
				a, b = flood.AppendRoute(a[:0], sq), back.AppendRoute(b[:0], sq)
				for i := range a { // the diagonals counted from the restored start's
					a[i].Diagonals += diag - from.Diagonals
				}
				if !slices.Equal(a, b) {
					t.Fatalf("%s: AppendRoute(%s): flood %s, restored %s", where, sq, showSteps(a), showSteps(b))
				}
			}
		}
		for _, i := range flood.s.order {
			if x, y := flood.s.node[i], back.s.node[i]; x.g != y.g || x.t != y.t || x.parent != y.parent || back.s.done[i] != back.s.gen {
				t.Fatalf("%s: state %d: flood %+v, restored %+v", where, i, x, y)
			}
		}
		again, ok = back.AppendRecord(again[:0])
		if !ok || !slices.Equal(again, rec) {
			t.Fatalf("%s: the restored Reach's record differs from the flood's", where)
		}
	}
	t.Logf("%d states restored, %d steps of more than %d ft", states, bigs, recBigFeet-1)
	if bigs == 0 {
		t.Errorf("no step past a record word's feet")
	}
}

// TestRestoreRefuses: a record of the wrong parity, cut short, or with a
// child before its parent is refused, and the Reach then reaches
// nothing.
func TestRestoreRefuses(t *testing.T) {
	m := NewMap(6, 5)
	m.SetDiagonals(Diagonal5105)
	from := Step{To: Square{Col: 2, Row: 2}, Diagonals: 1}
	var r Reach
	m.FloodInto(&r, from, 1, -1, Cost{})
	rec, ok := r.AppendRecord(nil)
	if !ok {
		t.Fatal("no record")
	}
	swapped := slices.Clone(rec)
	swapped[recHeader], swapped[recHeader+1] = swapped[recHeader+1], swapped[recHeader]
	for _, c := range []struct {
		name string
		rec  []uint32
		diag int
	}{
		{"other parity", rec, 2},
		{"cut short", rec[:len(rec)-1], 1},
		{"too long", append(slices.Clone(rec), 0), 1},
		{"no header", rec[:3], 1},
		{"child first", swapped, 1},
	} {
		var back Reach
		m.FloodInto(&back, from, 1, -1, Cost{})
		if back.Restore(c.rec, c.diag) {
			t.Errorf("%s: restored", c.name)
		}
		if _, ok := back.Feet(from.To); ok {
			t.Errorf("%s: the refused Reach still reaches its start", c.name)
		}
	}
	var back Reach
	if !back.Restore(rec, 3) {
		t.Fatal("the record itself refused")
	}
}

// TestRestoreAllocs: giving a record back to a Reach that has held a
// flood of the map allocates nothing.
func TestRestoreAllocs(t *testing.T) {
	m := NewMap(20, 20)
	from := Step{To: Square{Col: 3, Row: 4}}
	var r Reach
	m.FloodInto(&r, from, 2, -1, Cost{Squeeze: true})
	rec, _ := r.AppendRecord(nil)
	if n := testing.AllocsPerRun(20, func() { r.Restore(rec, 0) }); n != 0 {
		t.Errorf("Restore: %v allocations", n)
	}
}
