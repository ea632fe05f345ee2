package rules

import "testing"

// TestSizeSquares: SRD 5.1 "Creature Size" (cut from seed 003): a space of
// 5 ft for tiny (2½ ft, rounded up to a square), small and medium, 10 ft
// large, 15 ft huge, 20 ft gargantuan. Sizes order smallest first, so that
// seed 001's "two sizes larger or smaller" is a difference of 2.
func TestSizeSquares(t *testing.T) {
	tests := []struct {
		s       Size
		squares int
	}{
		{Tiny, 1}, {Small, 1}, {Medium, 1}, {Large, 2}, {Huge, 3}, {Gargantuan, 4},
	}
	for _, tt := range tests {
		if got := tt.s.Squares(); got != tt.squares {
			t.Errorf("%v.Squares() = %d, want %d", tt.s, got, tt.squares)
		}
	}
	if Huge-Medium != 2 || !(Tiny < Gargantuan) {
		t.Error("sizes do not count up from tiny")
	}
}
