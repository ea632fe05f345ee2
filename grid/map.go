package grid

import (
	"errors"
	"fmt"
)

// Map is a battle map of W x H squares and the terrain that is part of the
// map itself: difficult squares (rubble, undergrowth, shallow bog), walls
// and objects that give cover (see SetWall and SetObject). What
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

	// feat is row-major like difficult: a square's wall or object (see
	// featWall), nil until the first one is set. walls counts the walls, so
	// that a path search on a map without any skips the squeeze test.
	feat  []uint8
	walls int

	// The layers of terrain.go, nil until a square differs from the default.
	water []Water
	light []Light
	elev  []int16

	// diag is the rule for diagonals (diagonal.go).
	diag Diagonals
}

// A square's feature: its low bits are the cover it gives a line through
// it (TotalCover for a wall, the object's level for an object), featWall
// marks a wall. A square holds at most one feature.
const (
	featLevel uint8 = 3
	featWall  uint8 = 4
)

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

// NewMap returns an open map of w x h squares with no difficult terrain,
// walls or objects.
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

// SetWall makes s a wall: no creature can enter it (Path and StepCost treat
// it as blocked for every mover, and no diagonal step may squeeze between
// two walls that touch at a corner), and it blocks lines of sight and of
// effect: it gives total cover to whatever is wholly behind it (see Cover).
// A wall replaces an object in s. Squares off the map are ignored.
func (m *Map) SetWall(s Square) { m.setFeat(s, featWall|uint8(TotalCover)) }

// ClearWall makes the wall in s open ground (the door is opened, the wall
// knocked down). A square that is not a wall, or is off the map, is left
// as it is.
func (m *Map) ClearWall(s Square) {
	if m.Wall(s) {
		m.setFeat(s, 0)
	}
}

// Wall reports whether s is a wall. It is false off the map.
func (m *Map) Wall(s Square) bool {
	return m.feat != nil && m.In(s) && m.feat[s.Row*m.W+s.Col]&featWall != 0
}

// SetObject puts in s an object a creature can pass but that gives cover
// to a target behind it: c is the most cover it gives (HalfCover for a low
// wall, a table or a narrow tree trunk; ThreeQuartersCover for a thick
// trunk or a portcullis, per SRD 5.1 "Cover"). Its square is difficult
// terrain for movement. TotalCover makes an object that hides what is
// behind it but can be walked through, like a heavy curtain. NoCover
// removes the object. An object replaces a wall in s. Squares off the map
// are ignored; a level above TotalCover is a programming error and panics.
func (m *Map) SetObject(s Square, c CoverLevel) {
	if c > TotalCover {
		panic(fmt.Sprintf("grid.SetObject(%s, %d): no such cover level", s, c))
	}
	m.setFeat(s, uint8(c))
}

// Object is the cover the object in s gives, NoCover if there is none, if s
// is a wall, or off the map.
func (m *Map) Object(s Square) CoverLevel {
	if m.feat == nil || !m.In(s) {
		return NoCover
	}
	f := m.feat[s.Row*m.W+s.Col]
	if f&featWall != 0 {
		return NoCover
	}
	return CoverLevel(f & featLevel)
}

func (m *Map) setFeat(s Square, f uint8) {
	if !m.In(s) {
		return
	}
	if m.feat == nil {
		if f == 0 {
			return
		}
		m.feat = make([]uint8, m.W*m.H)
	}
	i := s.Row*m.W + s.Col
	if m.feat[i]&featWall != 0 {
		m.walls--
	}
	if f&featWall != 0 {
		m.walls++
	}
	m.feat[i] = f
}

// terrainCover is the cover the map's own feature in the on-map square
// (col, row) gives a line through it.
func (m *Map) terrainCover(col, row int) CoverLevel {
	if m.feat == nil {
		return NoCover
	}
	return CoverLevel(m.feat[row*m.W+col] & featLevel)
}

// wallAt reports whether the on-map square (col, row) is a wall.
func (m *Map) wallAt(col, row int) bool {
	return m.feat != nil && m.feat[row*m.W+col]&featWall != 0
}

// errOffMap says which square or space is off the map and how big the map
// is, which is usually what the user got wrong.
func (m *Map) errOffMap(what string, at Square, n int) error {
	if side(n) == 1 {
		return fmt.Errorf("%w: %s %s is outside the %dx%d map", ErrOffMap, what, at, m.W, m.H)
	}
	return fmt.Errorf("%w: %s a %dx%d space at %s does not fit on the %dx%d map", ErrOffMap, what, side(n), side(n), at, m.W, m.H)
}
