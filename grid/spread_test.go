package grid

import (
	"slices"
	"testing"
)

// The Monster Manual red dragon's volcanic gases: "The sphere spreads
// around corners". In the open a spreading sphere is the plain template.
func TestSpreadOpenIsTemplate(t *testing.T) {
	m := NewMap(20, 20)
	for _, feet := range []int{5, 10, 20, 30} {
		a := Area{Shape: Sphere, Size: feet, Origin: Centre(Square{Col: 9, Row: 9})}
		if got, want := m.SpreadSquares(a), m.AreaSquares(a); !slices.Equal(got, want) {
			t.Errorf("sphere %d: spread %v, template %v", feet, got, want)
		}
	}
}

// Behind a wall the straight template stops, the spreading cloud flows
// round the wall's end; through a closed wall it never goes.
func TestSpreadAroundCorner(t *testing.T) {
	m := NewMap(20, 20)
	m.SetWall(Square{Col: 9, Row: 7}) // J8, one square east of the origin's neighbour
	a := Area{Shape: Sphere, Size: 30, Origin: Centre(Square{Col: 7, Row: 7})}
	behind := Square{Col: 10, Row: 7} // K8, right behind the wall
	if slices.Contains(m.AreaSquares(a), behind) {
		t.Fatalf("the template should leave out %v behind the wall", behind)
	}
	got := m.SpreadSquares(a)
	if !slices.Contains(got, behind) {
		t.Errorf("the spreading sphere should reach %v round the wall: %v", behind, got)
	}
	if slices.Contains(got, Square{Col: 9, Row: 7}) {
		t.Errorf("a wall square is never in the cloud")
	}
	for _, s := range m.AreaSquares(a) {
		if !slices.Contains(got, s) {
			t.Errorf("%v is in the template but not the spreading sphere", s)
		}
	}

	// A closed room: nothing outside its walls, however near.
	r := NewMap(20, 20)
	for i := 4; i <= 10; i++ {
		for _, s := range []Square{{Col: i, Row: 4}, {Col: i, Row: 10}, {Col: 4, Row: i}, {Col: 10, Row: i}} {
			r.SetWall(s)
		}
	}
	for _, s := range r.SpreadSquares(Area{Shape: Sphere, Size: 30, Origin: Centre(Square{Col: 7, Row: 7})}) {
		if s.Col <= 4 || s.Col >= 10 || s.Row <= 4 || s.Row >= 10 {
			t.Errorf("%v is outside the closed room", s)
		}
	}
}
