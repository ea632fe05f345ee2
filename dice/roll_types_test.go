package dice

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// TestPropertyRollTypesIsRoll: for random expressions with labelled terms,
// RollTypes takes the same faces as Roll and gives the same total and the
// same totals by type, roll after roll of one program (its taps reused).
func TestPropertyRollTypesIsRoll(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		e := genExpr(t)
		p, err := Compile(e)
		if err != nil {
			t.Skip(err)
		}
		q, _ := Compile(e)
		seed := rapid.Uint64().Draw(t, "seed")
		a, b := NewPRNG(seed), NewPRNG(seed)
		var buf []TypeTotal
		for range 20 {
			r, err1 := p.Roll(a)
			total, types, err2 := q.RollTypes(b, buf[:0])
			buf = types
			if (err1 != nil) != (err2 != nil) || err1 != nil && !errors.Is(err2, err1) && err1.Error() != err2.Error() {
				t.Fatalf("%s: Roll err %v, RollTypes err %v", e, err1, err2)
			}
			if err1 != nil {
				return
			}
			if len(types) == 0 {
				types = nil
			}
			if total != r.Total || !cmp.Equal(types, r.Types) {
				t.Fatalf("%s: Roll %d %v, RollTypes %d %v", e, r.Total, r.Types, total, types)
			}
			x, _ := a.Face(1, 1000)
			if y, _ := b.Face(1, 1000); x != y {
				t.Fatalf("%s: the sources diverged: Roll and RollTypes took different faces", e)
			}
		}
	})
}

// TestRollTypesShared: a tree with a node in two places is rolled as Roll
// rolls it (the last value recorded for the node counts for both terms).
func TestRollTypesShared(t *testing.T) {
	d := &Dice{Count: 1, Sides: 6}
	e := &Expr{Root: &Binary{Op: '+', L: &Label{X: d, Name: "fire"}, R: &Label{X: d, Name: "cold"}}}
	p, q := mustCompileExpr(t, e), mustCompileExpr(t, e)
	r, _ := p.Roll(NewScript(2, 5))
	total, types, err := q.RollTypes(NewScript(2, 5), nil)
	if err != nil || total != r.Total || !cmp.Equal(types, r.Types) {
		t.Fatalf("RollTypes = %d %v %v, Roll %d %v", total, types, err, r.Total, r.Types)
	}
}

// TestRollTypesAllocs: once rolled, a program's RollTypes allocates
// nothing with a buffer kept by the caller.
func TestRollTypesAllocs(t *testing.T) {
	p := MustCompile("2d6[slashing] + 3 + 1d6[fire]")
	src := NewPRNG(1)
	buf := make([]TypeTotal, 0, 4)
	p.RollTypes(src, nil)
	if n := testing.AllocsPerRun(100, func() { _, buf, _ = p.RollTypes(src, buf[:0]) }); n != 0 {
		t.Errorf("RollTypes allocates %v times a roll", n)
	}
}

// mustCompileExpr compiles e or fails the test.
func mustCompileExpr(t *testing.T, e *Expr) *Program {
	p, err := Compile(e)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
