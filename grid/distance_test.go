package grid

import "testing"

func sq(s string) Square {
	q, err := ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// "Playing on a Grid" (the variant the engine uses): every square is 5 feet
// and a diagonal step counts as one square, so distance is Chebyshev x 5.
func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"C3", "C3", 0},
		{"C3", "D3", 5},
		{"C3", "C4", 5},
		{"C3", "D4", 5}, // diagonal: 5 ft, not 7.5 or 10
		{"C3", "B2", 5},
		{"A1", "D4", 15},
		{"A1", "E2", 20},
		{"A1", "B7", 30},
		{"H8", "A1", 35},
	}
	for _, tt := range tests {
		if got := Distance(sq(tt.a), sq(tt.b)); got != tt.want {
			t.Errorf("Distance(%s, %s) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if got := Distance(sq(tt.b), sq(tt.a)); got != tt.want {
			t.Errorf("Distance(%s, %s) = %d, want %d (symmetry)", tt.b, tt.a, got, tt.want)
		}
	}
}

func TestAdjacent(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"C3", "C3", false},
		{"C3", "C4", true},
		{"C3", "D4", true},
		{"C3", "B2", true},
		{"C3", "E3", false},
		{"C3", "A1", false},
	}
	for _, tt := range tests {
		if got := Adjacent(sq(tt.a), sq(tt.b)); got != tt.want {
			t.Errorf("Adjacent(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// SRD 5.1 "Space" (Creature Size): a Large creature controls a 10 by 10 ft
// space, 2x2 squares; Huge 15 by 15, 3x3.
func TestFootprint(t *testing.T) {
	tests := []struct {
		at   string
		n    int
		want string
	}{
		{"C3", 1, "C3"},
		{"C3", 0, "C3"}, // Tiny still takes a square on a grid
		{"C3", 2, "C3 D3 C4 D4"},
		{"A1", 3, "A1 B1 C1 A2 B2 C2 A3 B3 C3"},
	}
	for _, tt := range tests {
		fp := Footprint(sq(tt.at), tt.n)
		if got := joinSquares(fp); got != tt.want {
			t.Errorf("Footprint(%s, %d) = %s, want %s", tt.at, tt.n, got, tt.want)
		}
		for _, s := range fp {
			if !Occupies(sq(tt.at), tt.n, s) {
				t.Errorf("Occupies(%s, %d, %s) = false for a square of its footprint", tt.at, tt.n, s)
			}
		}
	}
	if Occupies(sq("C3"), 2, sq("E3")) || Occupies(sq("C3"), 2, sq("C5")) || Occupies(sq("C3"), 2, sq("B3")) {
		t.Error("Occupies reports a square outside a 2x2 footprint")
	}
}

// Reach and range are measured between the nearest squares of the two
// spaces, so a creature with 5-foot reach can attack whatever it touches,
// whatever its size (SRD 5.1 "Melee Attacks": most creatures have 5-foot
// reach; a Large ogre next to a Medium fighter is within 5 feet of it).
func TestBetween(t *testing.T) {
	tests := []struct {
		name   string
		a      string
		an     int
		b      string
		bn     int
		want   int
		within bool // within 5 ft: touching, as reach 5 needs
	}{
		{"medium neighbours", "C3", 1, "C4", 1, 5, true},
		{"medium diagonal neighbours", "C3", 1, "D4", 1, 5, true},
		{"medium two apart", "C3", 1, "C5", 1, 10, false},
		{"medium same square", "C3", 1, "C3", 1, 0, false},
		{"large beside medium, right", "C3", 2, "E4", 1, 5, true},
		{"large beside medium, left", "C3", 2, "B3", 1, 5, true},
		{"large diagonal to medium", "C3", 2, "E5", 1, 5, true},
		{"large, medium two away", "C3", 2, "F3", 1, 10, false},
		{"medium beside large", "E4", 1, "C3", 2, 5, true},
		{"large vs large", "A1", 2, "C2", 2, 5, true},
		{"large vs large apart", "A1", 2, "D1", 2, 10, false},
		{"huge reaches 10 ft", "A1", 3, "E2", 1, 10, false},
		{"huge beside medium", "A1", 3, "D3", 1, 5, true},
		{"huge vs huge", "A1", 3, "D4", 3, 5, true},
		{"medium inside huge", "B2", 1, "A1", 3, 0, false},
		{"overlapping larges", "A1", 2, "B2", 2, 0, false},
		{"long range", "A1", 1, "A13", 1, 60, false},
		{"long range from a large", "A1", 2, "A14", 1, 60, false},
	}
	for _, tt := range tests {
		got := Between(sq(tt.a), tt.an, sq(tt.b), tt.bn)
		if got != tt.want {
			t.Errorf("%s: Between(%s/%d, %s/%d) = %d, want %d", tt.name, tt.a, tt.an, tt.b, tt.bn, got, tt.want)
		}
		if rev := Between(sq(tt.b), tt.bn, sq(tt.a), tt.an); rev != got {
			t.Errorf("%s: Between is not symmetric: %d and %d", tt.name, got, rev)
		}
		if tch := Touching(sq(tt.a), tt.an, sq(tt.b), tt.bn); tch != tt.within {
			t.Errorf("%s: Touching = %v, want %v", tt.name, tch, tt.within)
		}
	}
}
