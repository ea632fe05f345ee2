package grid

import "testing"

// BenchmarkLineOfSightBlocked is a creature behind a wall: no line gets
// through, so every corner is tried against every corner.
func BenchmarkLineOfSightBlocked(b *testing.B) {
	m := NewMap(12, 8)
	for r := range 8 {
		m.SetWall(Square{Col: 5, Row: r})
	}
	from, to := Square{Col: 2, Row: 3}, Square{Col: 8, Row: 4}
	if m.LineOfSight(from, 1, to, 1) {
		b.Fatal("a line through the wall")
	}
	b.ReportAllocs()
	for b.Loop() {
		if m.LineOfSight(from, 1, to, 1) {
			b.Fatal("a line through the wall")
		}
	}
}
