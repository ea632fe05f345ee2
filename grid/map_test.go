package grid

import "testing"

func TestMap(t *testing.T) {
	m := NewMap(12, 8)
	for _, tt := range []struct {
		s  string
		in bool
	}{{"A1", true}, {"L8", true}, {"M1", false}, {"A9", false}} {
		if got := m.In(sq(tt.s)); got != tt.in {
			t.Errorf("In(%s) = %v on a 12x8 map", tt.s, got)
		}
	}
	if m.In(Square{-1, 0}) || m.In(Square{0, -1}) {
		t.Error("In accepts a negative square")
	}
	if !m.Fits(sq("K7"), 2) || m.Fits(sq("L7"), 2) || m.Fits(sq("K8"), 2) {
		t.Error("Fits: a Large creature must lie wholly on the map")
	}
	m.SetDifficult(sq("C3"))
	m.SetDifficult(sq("Z99")) // ignored: off the map
	if !m.Difficult(sq("C3")) || m.Difficult(sq("C4")) || m.Difficult(sq("Z99")) {
		t.Error("SetDifficult/Difficult disagree")
	}
	m.ClearDifficult(sq("C3"))
	if m.Difficult(sq("C3")) {
		t.Error("ClearDifficult left C3 difficult")
	}
	lit := &Map{W: 3, H: 3} // not built by NewMap: must still work
	if lit.Difficult(sq("A1")) {
		t.Error("literal map has difficult terrain")
	}
	lit.SetDifficult(sq("B2"))
	if !lit.Difficult(sq("B2")) {
		t.Error("SetDifficult on a literal map")
	}
	for _, d := range [][2]int{{0, 5}, {5, 0}, {201, 5}, {5, 201}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewMap(%d, %d) did not panic", d[0], d[1])
				}
			}()
			NewMap(d[0], d[1])
		}()
	}
}
