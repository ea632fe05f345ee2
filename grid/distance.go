package grid

// Distance is the distance in feet between the centres of two squares, by
// the grid variant's count: every step, straight or diagonal, is one square
// of 5 feet, so it is the larger of the column and row differences times 5.
func Distance(a, b Square) int {
	return max(abs(a.Col-b.Col), abs(a.Row-b.Row)) * SquareFeet
}

// Adjacent reports whether a and b touch, along an edge or at a corner. A
// square is not adjacent to itself: a step from a to a is no step.
func Adjacent(a, b Square) bool {
	dc, dr := abs(a.Col-b.Col), abs(a.Row-b.Row)
	return dc <= 1 && dr <= 1 && dc+dr > 0
}

// Footprint lists the squares a creature of footprint n occupies when its
// top-left square is at: n squares per side (1 for Medium and smaller, 2 for
// Large, 3 for Huge, 4 for Gargantuan; the size-to-footprint table is the
// rules' business). A Tiny creature still needs a square on a grid, so
// n < 1 counts as 1. Squares come row by row from the top-left.
func Footprint(at Square, n int) []Square {
	n = side(n)
	out := make([]Square, 0, n*n)
	for r := at.Row; r < at.Row+n; r++ {
		for c := at.Col; c < at.Col+n; c++ {
			out = append(out, Square{Col: c, Row: r})
		}
	}
	return out
}

// Occupies reports whether a creature of footprint n at top-left square at
// occupies s, without building its footprint.
func Occupies(at Square, n int, s Square) bool {
	n = side(n)
	return s.Col >= at.Col && s.Col < at.Col+n && s.Row >= at.Row && s.Row < at.Row+n
}

// Between is the distance in feet between two creatures, creature a of
// footprint an at top-left square a and b likewise: the distance between
// their nearest occupied squares, 0 if their spaces overlap. Reach and range
// are measured this way, so a creature with 5-foot reach can hit anything
// with Between <= 5, whatever either creature's size.
func Between(a Square, an int, b Square, bn int) int {
	dc := gap(a.Col, side(an), b.Col, side(bn))
	dr := gap(a.Row, side(an), b.Row, side(bn))
	return max(dc, dr) * SquareFeet
}

// Touching reports whether two creatures stand next to each other, their
// spaces sharing an edge or a corner but not overlapping: Between is exactly
// one square. This is "within 5 feet" for most rules.
func Touching(a Square, an int, b Square, bn int) bool {
	return Between(a, an, b, bn) == SquareFeet
}

// Gap is the number of steps between the intervals [a, a+an-1] and
// [b, b+bn-1] on one axis: 0 when they overlap. Between measures two
// spaces with it, column and row; a caller with a third axis (height, in
// 5-foot steps) measures that the same way.
func Gap(a, an, b, bn int) int { return gap(a, an, b, bn) }

// gap is Gap for the package, without the exported name's indirection.
func gap(a, an, b, bn int) int {
	switch {
	case b > a+an-1:
		return b - (a + an - 1)
	case a > b+bn-1:
		return a - (b + bn - 1)
	}
	return 0
}

// side is a footprint's squares per side, at least 1.
func side(n int) int { return max(n, 1) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
