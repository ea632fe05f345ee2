package grid

import (
	"errors"
	"fmt"
)

// Map is a battle map of W x H squares and the terrain that is part of the
// map itself: difficult squares (rubble, undergrowth, shallow bog). What
// moves on the map, creatures and their spaces, is not stored here: it
// changes every turn and belongs to the caller, who describes it to each
// path search through a Cost.
//
// W and H are read-only after NewMap. A Map is safe for concurrent reads
// (Path, StepCost and the queries); changing terrain while another goroutine
// reads it is a data race, as with any Go value.
type Map struct {
	W, H int

	// difficult is row-major, W*H long: a flat slice keeps the terrain test
	// in the path search's hot loop to one index.
	difficult []bool
}

// Sentinel errors of the map and of movement on it. Every error grid returns
// for a square wraps one of them with fmt.Errorf("%w: ...") and names the
// square, so a caller can branch with errors.Is and still show the message.
var (
	ErrOffMap      = errors.New("off the map")
	ErrBlocked     = errors.New("blocked")
	ErrNoStop      = errors.New("can't end a move there")
	ErrUnreachable = errors.New("unreachable")
	ErrNotAdjacent = errors.New("not adjacent")
)

// NewMap returns an open map of w x h squares with no difficult terrain.
// Sides outside 1..MaxSide are a programming error (ParseDims checks user
// input against the same bounds), so NewMap panics on them rather than make
// every caller handle an error it has already ruled out.
func NewMap(w, h int) *Map {
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		panic(fmt.Sprintf("grid.NewMap(%d, %d): each side must be 1 to %d", w, h, MaxSide))
	}
	return &Map{W: w, H: h, difficult: make([]bool, w*h)}
}

// In reports whether s is a square of the map.
func (m *Map) In(s Square) bool {
	return s.Col >= 0 && s.Row >= 0 && s.Col < m.W && s.Row < m.H
}

// Fits reports whether a creature of footprint n (squares per side) with its
// top-left square at `at` lies wholly on the map: a Large creature cannot
// stand with half its space over the edge.
func (m *Map) Fits(at Square, n int) bool {
	n = side(n)
	return at.Col >= 0 && at.Row >= 0 && at.Col+n <= m.W && at.Row+n <= m.H
}

// SetDifficult marks s as difficult terrain. Squares off the map are
// ignored: nothing can enter them, so their terrain never matters.
func (m *Map) SetDifficult(s Square) { m.setDifficult(s, true) }

// ClearDifficult makes s ordinary terrain again (the web is burnt away, the
// rubble cleared). Squares off the map are ignored.
func (m *Map) ClearDifficult(s Square) { m.setDifficult(s, false) }

func (m *Map) setDifficult(s Square, v bool) {
	if !m.In(s) {
		return
	}
	if m.difficult == nil { // a Map built as a literal rather than by NewMap
		m.difficult = make([]bool, m.W*m.H)
	}
	m.difficult[s.Row*m.W+s.Col] = v
}

// Difficult reports whether s is difficult terrain of the map itself. It is
// false off the map. Difficult terrain a caller adds for one mover (another
// creature's space) is not included: see Cost.Difficult.
func (m *Map) Difficult(s Square) bool {
	return m.In(s) && m.difficult != nil && m.difficult[s.Row*m.W+s.Col]
}

// errOffMap says which square or space is off the map and how big the map
// is, which is usually what the user got wrong.
func (m *Map) errOffMap(what string, at Square, n int) error {
	if side(n) == 1 {
		return fmt.Errorf("%w: %s %s is outside the %dx%d map", ErrOffMap, what, at, m.W, m.H)
	}
	return fmt.Errorf("%w: %s a %dx%d space at %s does not fit on the %dx%d map", ErrOffMap, what, side(n), side(n), at, m.W, m.H)
}
