package grid

import "testing"

func TestTerrainLayers(t *testing.T) {
	m := NewMap(4, 3)
	b2, c3 := Square{Col: 1, Row: 1}, Square{Col: 2, Row: 2}
	if m.WaterAt(b2) != Dry || m.LightAt(b2) != Bright || m.Elevation(b2) != 0 {
		t.Fatal("a new map is dry, bright and flat")
	}
	m.SetWater(b2, Deep)
	m.SetLight(b2, Dark)
	m.SetLight(c3, Dim)
	m.SetElevation(c3, 10)
	m.SetElevation(Square{Col: 9, Row: 9}, 10) // off the map: ignored
	if m.WaterAt(b2) != Deep || m.WaterAt(c3) != Dry {
		t.Errorf("water: %v %v", m.WaterAt(b2), m.WaterAt(c3))
	}
	if m.LightAt(b2) != Dark || m.LightAt(c3) != Dim || m.LightAt(Square{Col: -1}) != Bright {
		t.Errorf("light: %v %v", m.LightAt(b2), m.LightAt(c3))
	}
	// A Large creature at B2 covers B2 (dark) and C3 (dim) and two bright
	// squares: it is seen by its best-lit square and stands on the highest.
	if got := m.LightOf(b2, 2); got != Bright {
		t.Errorf("LightOf Large at B2 = %v, want bright", got)
	}
	m.SetLight(Square{Col: 2, Row: 1}, Dark)
	m.SetLight(Square{Col: 1, Row: 2}, Dark)
	if got := m.LightOf(b2, 2); got != Dim {
		t.Errorf("LightOf Large at B2 = %v, want dim", got)
	}
	if got := m.ElevationOf(b2, 2); got != 10 {
		t.Errorf("ElevationOf Large at B2 = %d, want 10", got)
	}
	if got := m.Elevation(Square{Col: 9, Row: 9}); got != 0 {
		t.Errorf("off-map elevation = %d", got)
	}
}

func TestSetElevationBoundsPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("no panic on a height beyond MaxElevation")
		}
	}()
	NewMap(2, 2).SetElevation(Square{}, MaxElevation+1)
}
