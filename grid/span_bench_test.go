package grid

import "testing"

var benchSpan int

// BenchmarkSpan is the battle package's distance between two creatures,
// asked for every pair several times a decision: Span, Distance and
// Between over a few gaps, under both rules for diagonals.
func BenchmarkSpan(b *testing.B) {
	m5, m10 := NewMap(12, 12), NewMap(12, 12)
	m10.SetDiagonals(Diagonal5105)
	b.ReportAllocs()
	for b.Loop() {
		for i := range 16 {
			for _, m := range []*Map{m5, m10} {
				benchSpan += m.Span(i-7, 3-i/2, 5*(i%3))
				benchSpan += m.Distance(Square{Col: i % 12, Row: 2}, Square{Col: 5, Row: i % 7})
				benchSpan += m.Between(Square{Col: i % 12, Row: 2}, 1+i%2, Square{Col: 5, Row: i % 7}, 1)
			}
		}
	}
}
