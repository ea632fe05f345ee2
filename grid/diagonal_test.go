package grid

import "testing"

// DMG variant: Playing on a Grid, Diagonals: "the first diagonal square
// counts as 5 feet, but the second diagonal square counts as 10 feet", so
// the distance is 5 x (longer gap + half the shorter, rounded down). The
// default map keeps the Player's Handbook count, every diagonal 5 feet.
func TestMapDistance(t *testing.T) {
	tests := []struct {
		a, b     string
		phb, dmg int
	}{
		{"C3", "C3", 0, 0},
		{"C3", "D3", 5, 5},
		{"C3", "D4", 5, 5},    // one diagonal: 5 ft either way
		{"A1", "C3", 10, 15},  // 5 + 10
		{"A1", "D4", 15, 20},  // 5 + 10 + 5
		{"A1", "E5", 20, 30},  // 5 + 10 + 5 + 10
		{"A1", "E2", 20, 20},  // one diagonal and three straight
		{"A1", "E3", 20, 25},  // two diagonals (5 + 10) and two straight
		{"A1", "B7", 30, 30},  // one diagonal in six squares
		{"H8", "A1", 35, 50},  // seven diagonals: 4 x 5 + 3 x 10
		{"A1", "K7", 50, 65},  // ten across, six down: 10 + 3
		{"K7", "A1", 50, 65},  // either way round
		{"A1", "A13", 60, 60}, // straight lines are the same
	}
	phb := NewMap(30, 30)
	dmg := NewMap(30, 30)
	dmg.SetDiagonals(Diagonal5105)
	for _, tt := range tests {
		a, b := sq(tt.a), sq(tt.b)
		if got := phb.Distance(a, b); got != tt.phb || got != Distance(a, b) {
			t.Errorf("5-5-5 Map.Distance(%s, %s) = %d, want %d (and the free Distance %d)", tt.a, tt.b, got, tt.phb, Distance(a, b))
		}
		if got := dmg.Distance(a, b); got != tt.dmg {
			t.Errorf("5-10-5 Map.Distance(%s, %s) = %d, want %d", tt.a, tt.b, got, tt.dmg)
		}
		if got := dmg.Distance(b, a); got != tt.dmg {
			t.Errorf("5-10-5 Map.Distance(%s, %s) = %d, want %d (symmetry)", tt.b, tt.a, got, tt.dmg)
		}
	}
	if Distance(sq("A1"), sq("D4")) != 15 {
		t.Error("the free Distance must stay the 5-5-5 count")
	}
}

// Reach and range between creatures of any size are measured between their
// nearest squares (SRD 5.1 "Melee Attacks"), by the map's count.
func TestMapBetween(t *testing.T) {
	tests := []struct {
		a      string
		an     int
		b      string
		bn     int
		phb    int
		dmg    int
		reason string
	}{
		{"C3", 1, "D4", 1, 5, 5, "touching at a corner: within 5 ft under both rules"},
		{"C3", 1, "E5", 1, 10, 15, "two diagonals away: out of a 10-ft reach under 5-10-5"},
		{"A1", 2, "D4", 1, 10, 15, "a Large creature two diagonals from a Medium one"},
		{"A1", 2, "C3", 1, 5, 5, "a Large creature touching a Medium one at a corner"},
		{"A1", 3, "F6", 3, 15, 20, "two Huge creatures three diagonals apart"},
		{"B2", 1, "A1", 3, 0, 0, "overlapping spaces"},
		{"A1", 1, "A13", 1, 60, 60, "straight range is the same"},
		{"A1", 1, "M13", 1, 60, 90, "twelve diagonals: 60 ft on the PHB grid, 90 under 5-10-5"},
	}
	phb := NewMap(30, 30)
	dmg := NewMap(30, 30)
	dmg.SetDiagonals(Diagonal5105)
	for _, tt := range tests {
		a, b := sq(tt.a), sq(tt.b)
		if got := phb.Between(a, tt.an, b, tt.bn); got != tt.phb || got != Between(a, tt.an, b, tt.bn) {
			t.Errorf("%s: 5-5-5 Between = %d, want %d", tt.reason, got, tt.phb)
		}
		if got := dmg.Between(a, tt.an, b, tt.bn); got != tt.dmg {
			t.Errorf("%s: 5-10-5 Between = %d, want %d", tt.reason, got, tt.dmg)
		}
		if got := dmg.Between(b, tt.bn, a, tt.an); got != tt.dmg {
			t.Errorf("%s: 5-10-5 Between is not symmetric: %d", tt.reason, got)
		}
	}
}

// Span adds height: 5-5-5 takes the largest gap (the vertical one rounded
// up to whole squares), and 5-10-5 counts the two shorter gaps at half
// their squares (see Span's comment for why).
func TestSpan(t *testing.T) {
	tests := []struct {
		dc, dr, dz int
		phb, dmg   int
		reason     string
	}{
		{0, 0, 0, 0, 0, "no gap"},
		{2, 0, 0, 10, 10, "flat, straight"},
		{3, 3, 0, 15, 20, "flat: the map's 5-10-5 count"},
		{0, 0, 30, 30, 30, "straight up 30 ft"},
		{0, 0, 3, 5, 5, "3 ft up rounds to one square"},
		{0, 0, -12, 15, 15, "12 ft down rounds to three squares"},
		{2, 0, 10, 10, 15, "10 ft away, 10 ft up: one half-square more under 5-10-5"},
		{4, 0, 10, 20, 25, "20 ft away, 10 ft up"},
		{1, 1, 5, 5, 10, "a cube's diagonal: 8.7 ft in a straight line"},
		{2, 2, 10, 10, 20, "two cube diagonals: 17.3 ft in a straight line"},
		{-6, 2, 20, 30, 45, "signs do not matter; 6 + (2+4)/2 squares"},
		{1, 0, 40, 40, 40, "a flyer 40 ft above the next square"},
	}
	phb := NewMap(1, 1)
	dmg := NewMap(1, 1)
	dmg.SetDiagonals(Diagonal5105)
	for _, tt := range tests {
		if got := phb.Span(tt.dc, tt.dr, tt.dz); got != tt.phb {
			t.Errorf("%s: 5-5-5 Span(%d, %d, %d) = %d, want %d", tt.reason, tt.dc, tt.dr, tt.dz, got, tt.phb)
		}
		if got := dmg.Span(tt.dc, tt.dr, tt.dz); got != tt.dmg {
			t.Errorf("%s: 5-10-5 Span(%d, %d, %d) = %d, want %d", tt.reason, tt.dc, tt.dr, tt.dz, got, tt.dmg)
		}
	}
}

func TestDiagonalsSetting(t *testing.T) {
	m := NewMap(3, 3)
	if m.Diagonals() != Diagonal5 || m.Diagonals().String() != "5-5-5" {
		t.Errorf("a new map counts %v", m.Diagonals())
	}
	m.SetDiagonals(Diagonal5105)
	if m.Diagonals() != Diagonal5105 || m.Diagonals().String() != "5-10-5" {
		t.Errorf("after SetDiagonals: %v", m.Diagonals())
	}
	if got := Diagonals(7).String(); got != "Diagonals(7)" {
		t.Errorf("unknown rule prints %q", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("SetDiagonals with no such rule did not panic")
		}
	}()
	m.SetDiagonals(Diagonals(2))
}
