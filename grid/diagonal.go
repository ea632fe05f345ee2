package grid

import "fmt"

// Diagonals is how a map counts a diagonal step: the rule every distance,
// reach and path on it follows.
type Diagonals uint8

// The two ways of counting diagonals on a grid.
const (
	// Diagonal5 counts every diagonal step as 5 feet, like a straight one,
	// so distance is the larger of the column and row gaps: the Player's
	// Handbook's "Playing on a Grid", and the default of every map.
	Diagonal5 Diagonals = iota
	// Diagonal5105 is the Dungeon Master's Guide variant ("Playing on a
	// Grid": Diagonals): the first diagonal square counts 5 feet, the
	// second 10, the third 5 again, and so on, "even if you move
	// horizontally or vertically between different bits of diagonal
	// movement". It is closer to the straight-line distance.
	Diagonal5105
)

// String names the rule as tables do, by what the first three diagonals cost.
func (d Diagonals) String() string {
	switch d {
	case Diagonal5:
		return "5-5-5"
	case Diagonal5105:
		return "5-10-5"
	}
	return fmt.Sprintf("Diagonals(%d)", uint8(d))
}

// SetDiagonals sets the map's rule for diagonals. Like the terrain setters
// it is a write: set it before the map is shared. A rule other than the
// two constants is a programming error and panics.
func (m *Map) SetDiagonals(d Diagonals) {
	if d > Diagonal5105 {
		panic(fmt.Sprintf("grid.SetDiagonals(%d): no such rule", uint8(d)))
	}
	m.diag = d
}

// Diagonals is the map's rule for diagonals: Diagonal5 unless SetDiagonals
// said otherwise.
func (m *Map) Diagonals() Diagonals { return m.diag }

// Distance is the distance in feet between the centres of two squares by
// the map's rule for diagonals. With Diagonal5 it is the free function
// Distance; with Diagonal5105 the shorter gap is walked diagonally and
// every second of those diagonals counts 10 feet: 5 x (longer gap + half
// the shorter, rounded down).
func (m *Map) Distance(a, b Square) int {
	return m.flat(abs(a.Col-b.Col), abs(a.Row-b.Row))
}

// flat is Span with no height, of gaps dc, dr >= 0: small enough for the
// compiler to write out in Distance and Between.
func (m *Map) flat(dc, dr int) int {
	n := max(dc, dr)
	if m.diag != Diagonal5 {
		n += min(dc, dr) / 2
	}
	return n * SquareFeet
}

// Between is the distance in feet between two creatures, as the free
// function Between measures it (between their nearest occupied squares, 0
// if their spaces overlap), counted by the map's rule for diagonals.
func (m *Map) Between(a Square, an int, b Square, bn int) int {
	dc := gap(a.Col, side(an), b.Col, side(bn))
	dr := gap(a.Row, side(an), b.Row, side(bn))
	return m.flat(dc, dr)
}

// Span is the distance in feet of a gap of dc columns and dr rows across
// the map and dzFeet up or down: how far a flyer is from a creature on the
// ground, or a creature on a balcony from one below it. The height is
// rounded up to whole squares of 5 feet, so that a gap of 3 feet up is one
// square like a gap of 5. Signs do not matter.
//
// With Diagonal5 it is the largest of the three gaps, in squares, times 5:
// a step up and across at once costs a square like any other. With
// Diagonal5105 the rules speak only of the flat grid, so Span generalises:
// with the three gaps in squares sorted a >= b >= c, it is
// 5 x (a + (b+c)/2, rounded down): each of the two shorter gaps adds half
// its squares, as the shorter gap alone does on the flat grid. It is the
// map's 5-10-5 count when any gap is 0, never less than the longest gap,
// and grows like the straight-line distance: n squares each way counts 10n
// feet against 8.7n (on the flat grid, 7.5n against 7.1n).
func (m *Map) Span(dc, dr, dzFeet int) int {
	// The two shorter gaps together are the three less the longest: so
	// written, with no sorting, Span is small enough for the compiler to
	// write out where it is called, and the battle package measures
	// distances by the thousand a fight.
	a, b, c := abs(dc), abs(dr), (abs(dzFeet)+SquareFeet-1)/SquareFeet
	n := max(a, b, c)
	if m.diag != Diagonal5 {
		n += (a + b + c - n) / 2
	}
	return n * SquareFeet
}
