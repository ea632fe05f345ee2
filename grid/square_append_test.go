package grid

import "testing"

// TestSquareAppendIsString: Append writes what String returns, negative
// squares included.
func TestSquareAppendIsString(t *testing.T) {
	for _, sq := range []Square{{0, 0}, {2, 9}, {25, 0}, {26, 3}, {701, 99}, {-1, 4}, {3, -2}} {
		if got := string(sq.Append([]byte("x "))); got != "x "+sq.String() {
			t.Errorf("%#v: Append %q, String %q", sq, got, sq.String())
		}
	}
}
