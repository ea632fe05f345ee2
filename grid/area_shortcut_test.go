package grid

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestAreaShortcut: AreaSquares' shortcut, no line traced when nothing of
// total cover stands near (appendAreaSquares), changes no answer. Random
// maps with a few walls and total-cover objects and some lesser cover,
// random areas of every shape from centres, corners and edges, on and off
// the map: the squares with the shortcut are the squares without it.
func TestAreaShortcut(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 11))
	shortcuts := 0
	for trial := range 4000 {
		w, h := 3+rng.IntN(14), 3+rng.IntN(12)
		m := NewMap(w, h)
		for range rng.IntN(4) {
			sq := Square{Col: rng.IntN(w), Row: rng.IntN(h)}
			switch rng.IntN(3) {
			case 0:
				m.SetWall(sq)
			case 1:
				m.SetObject(sq, TotalCover)
			default:
				m.SetObject(sq, CoverLevel(1+rng.IntN(2)))
			}
		}
		pt := func() Point { return Point{X: rng.IntN(2*w+6) - 3, Y: rng.IntN(2*h+6) - 3} }
		a := Area{Shape: Shape(1 + rng.IntN(5)), Size: 5 * (1 + rng.IntN(6)), Origin: pt()}
		if a.Shape.directed() {
			for a.Toward = pt(); a.Toward == a.Origin; a.Toward = pt() {
			}
		}
		if a.Shape == Line && rng.IntN(2) == 0 {
			a.Width = 5 * (1 + rng.IntN(2))
		}
		if a.Validate() != nil {
			continue
		}
		want, _ := m.appendAreaSquares(nil, a, false)
		got, traced := m.appendAreaSquares(nil, a, true)
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d, %dx%d map, %+v: with the shortcut %v, without %v", trial, w, h, a, got, want)
		}
		if len(want) > 0 && !traced && hasTotal(m) {
			shortcuts++ // total cover on the map, but none near
		}
	}
	t.Logf("%d areas answered without tracing on maps with total cover", shortcuts)
	if shortcuts < 500 {
		t.Errorf("the shortcut was taken %d times: too few to test it", shortcuts)
	}
}

// hasTotal reports whether some square of m gives total cover.
func hasTotal(m *Map) bool {
	for r := range m.H {
		for c := range m.W {
			if m.terrainCover(c, r) >= TotalCover {
				return true
			}
		}
	}
	return false
}

// BenchmarkAreaSquaresOpen is a fireball in the open, a pillar in a far
// corner of the room: no line from the origin need be traced.
func BenchmarkAreaSquaresOpen(b *testing.B) {
	m := NewMap(12, 12)
	m.SetWall(Square{Col: 11, Row: 11})
	a, err := ParseArea("sphere 20 at F6.nw")
	if err != nil {
		b.Fatal(err)
	}
	var out []Square
	b.ReportAllocs()
	for b.Loop() {
		out = m.AppendAreaSquares(out[:0], a)
		benchSquares += len(out)
	}
}
