package grid

import "fmt"

// Water, light and height: the map's terrain beyond walls and objects. Each
// layer is a flat row-major slice, allocated at its first non-default value,
// so a map without water or darkness pays nothing for them. What they mean
// for a creature (swimming costs, what it can see, how far it falls) is the
// rules' business; grid only stores them.

// Water is what a square holds: dry ground, water a creature swims in, or
// deep water in which it is fully immersed.
type Water uint8

// Kinds of water.
const (
	Dry Water = iota
	Shallow
	Deep
)

func (w Water) String() string {
	return [...]string{"dry", "water", "deep water"}[w]
}

// Light is how brightly a square is lit (SRD 5.1, "Light"): bright light,
// dim light (a lightly obscured area), or darkness (heavily obscured).
type Light uint8

// Light levels, bright first: the zero value of a square is bright light.
const (
	Bright Light = iota
	Dim
	Dark
)

func (l Light) String() string {
	return [...]string{"bright", "dim", "dark"}[l]
}

// MaxElevation bounds a square's height, in feet, either way: a mile up or
// down is beyond any battle map, and it keeps sums of heights far from
// overflow.
const MaxElevation = 5280

// SetWater makes s dry ground, water or deep water. Squares off the map are
// ignored.
func (m *Map) SetWater(s Square, w Water) {
	if !m.In(s) || w > Deep {
		return
	}
	if m.water == nil {
		if w == Dry {
			return
		}
		m.water = make([]Water, m.W*m.H)
	}
	m.water[s.Row*m.W+s.Col] = w
}

// WaterAt is the water in s: Dry off the map.
func (m *Map) WaterAt(s Square) Water {
	if m.water == nil || !m.In(s) {
		return Dry
	}
	return m.water[s.Row*m.W+s.Col]
}

// SetLight sets how brightly s is lit. Squares off the map are ignored.
func (m *Map) SetLight(s Square, l Light) {
	if !m.In(s) || l > Dark {
		return
	}
	if m.light == nil {
		if l == Bright {
			return
		}
		m.light = make([]Light, m.W*m.H)
	}
	m.light[s.Row*m.W+s.Col] = l
}

// LightAt is how brightly s is lit: Bright off the map and by default.
func (m *Map) LightAt(s Square) Light {
	if m.light == nil || !m.In(s) {
		return Bright
	}
	return m.light[s.Row*m.W+s.Col]
}

// LightOf is the best light on any square of a footprint-n space: a Large
// creature half in the torchlight can be seen by the half that is lit.
func (m *Map) LightOf(at Square, n int) Light {
	best := Dark
	n = side(n)
	for r := at.Row; r < at.Row+n; r++ {
		for c := at.Col; c < at.Col+n; c++ {
			best = min(best, m.LightAt(Square{Col: c, Row: r}))
		}
	}
	return best
}

// SetElevation sets the height of the ground in s, in feet (a ledge, a
// balcony, a pit when negative). It panics on a height beyond
// ±MaxElevation, which the caller must have refused as bad input. Squares
// off the map are ignored.
func (m *Map) SetElevation(s Square, feet int) {
	if feet < -MaxElevation || feet > MaxElevation {
		panic(fmt.Sprintf("grid.SetElevation(%s, %d): beyond ±%d ft", s, feet, MaxElevation))
	}
	if !m.In(s) {
		return
	}
	if m.elev == nil {
		if feet == 0 {
			return
		}
		m.elev = make([]int16, m.W*m.H)
	}
	m.elev[s.Row*m.W+s.Col] = int16(feet)
}

// Elevation is the height of the ground in s, in feet: 0 off the map.
func (m *Map) Elevation(s Square) int {
	if m.elev == nil || !m.In(s) {
		return 0
	}
	return int(m.elev[s.Row*m.W+s.Col])
}

// Flat reports whether the map has no heights at all (no SetElevation):
// every distance on it is on one level, for creatures on the ground.
func (m *Map) Flat() bool { return m.elev == nil }

// ElevationOf is the highest ground under a footprint-n space: a creature
// stands on the highest part of the ground it covers.
func (m *Map) ElevationOf(at Square, n int) int {
	n = side(n)
	best := m.Elevation(at)
	for r := at.Row; r < at.Row+n; r++ {
		for c := at.Col; c < at.Col+n; c++ {
			best = max(best, m.Elevation(Square{Col: c, Row: r}))
		}
	}
	return best
}
