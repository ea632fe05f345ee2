package grid

import (
	"errors"
	"fmt"
	"strconv"
)

// Areas of effect as templates on the grid, after the PHB/SRD 5.1
// "Areas of Effect" (in the Spellcasting chapter, which is not among the
// seeds: this follows the published text) and the DMG's grid advice. The
// shapes are the true geometric shapes, measured in straight lines: the
// grid variant's 5-foot diagonals count movement and range, not the shape of
// a template, so a 20-foot sphere is round, not square.
//
// A square is in an area when the template covers the square's centre,
// boundary included: a square whose centre lies exactly on a cone's edge or
// at exactly the sphere's radius is in. Measuring to centres makes a
// template's reach agree with the grid's distance along a row: a 15-foot
// cone from a creature's square reaches 3 squares, a 60-foot line 12.
//
// And a square is in only if a straight line from the point of origin to
// its centre is not blocked by total cover (walls; see sight.go for what
// blocks a line): "If no unblocked straight line extends from the point of
// origin to a location within the area of effect, that location isn't
// included" (PHB "Areas of Effect").

// Point is a point of the map, in half squares, so that both a square's
// centre and a grid intersection are whole numbers: the intersection at the
// top-left corner of square (col, row) is (2*col, 2*row), the square's
// centre (2*col+1, 2*row+1). Use Centre and Corner rather than the numbers.
type Point struct{ X, Y int }

// Centre is the centre of square s.
func Centre(s Square) Point { return Point{X: 2*s.Col + 1, Y: 2*s.Row + 1} }

// Corner is the grid intersection at the top-left corner of square s: the
// point the DMG's grid rules use as an area's origin ("Choose an
// intersection of squares ... as the point of origin").
func Corner(s Square) Point { return Point{X: 2 * s.Col, Y: 2 * s.Row} }

// String writes the point as ParseArea reads it: a square's name for its
// centre ("E5"), or the square whose top-left corner it is with ".nw"
// ("E5.nw"). Any other point, like the middle of an edge or a point above
// or left of the map, has no such name and prints in half squares,
// "(9,8)/2".
func (p Point) String() string {
	switch {
	case p.X < 0 || p.Y < 0: // no square's name
	case p.X&1 == 1 && p.Y&1 == 1:
		return Square{Col: p.X >> 1, Row: p.Y >> 1}.String()
	case p.X&1 == 0 && p.Y&1 == 0:
		return Square{Col: p.X >> 1, Row: p.Y >> 1}.String() + ".nw"
	}
	return "(" + strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) + ")/2"
}

// Shape is the shape of an area of effect.
type Shape uint8

const (
	// Sphere: every point within Size feet (the radius) of the origin. "The
	// sphere's point of origin is included in the sphere's area of effect."
	Sphere Shape = iota + 1
	// Cylinder: on the map, the circle of radius Size round the origin, like
	// a sphere; its height is the caller's business.
	Cylinder
	// Cube: a square Size feet a side, its sides along the grid. "You select
	// a cube's point of origin, which lies anywhere on a face of the cubic
	// effect", and the cube's origin is not in it. See Area for where the
	// face is.
	Cube
	// Cone: from the origin toward Toward, Size feet long, and at any
	// distance along it as wide as that distance ("A cone's width at a given
	// point along its length is equal to that point's distance from the point
	// of origin"). The origin is not in it.
	Cone
	// Line: from the origin toward Toward, Size feet long and Width feet
	// wide, centred on the line. The origin is not in it.
	Line
)

var shapeNames = [...]string{Sphere: "sphere", Cylinder: "cylinder", Cube: "cube", Cone: "cone", Line: "line"}

// String is the shape's name as ParseArea reads it.
func (s Shape) String() string {
	if s >= Sphere && s <= Line {
		return shapeNames[s]
	}
	return "Shape(" + strconv.Itoa(int(s)) + ")"
}

// directed reports whether the shape points somewhere: a cube, cone or
// line has a Toward, a sphere or cylinder has not.
func (s Shape) directed() bool { return s == Cube || s == Cone || s == Line }

// MaxAreaFeet is the largest size or width of an area: far beyond any
// spell, and any map (MaxSide squares is 1,000 feet). It keeps the
// template arithmetic far from overflow.
const MaxAreaFeet = 2000

// ErrArea is wrapped by every error of Area.Validate.
var ErrArea = errors.New("bad area")

// Area is an area of effect: a Shape of Size feet at or from a point of
// origin, pointing toward another point for a cube, cone or line.
//
// A cube's sides run along the grid. Its direction is the one of the 8
// grid directions (along a row or column, or diagonal) nearest to Toward.
// Along a row or column the origin is the middle of the cube's near face;
// diagonally it is the cube's near corner, so "cube 15 from B2.nw toward
// C3" is the 3x3 block B2-D4. An origin at a square's centre means the
// square's edge: the cube starts next to that square, which is where its
// caster stands, so "cube 15 from B2 toward E2" is C1-E3. When the near
// face would straddle half a square (an even number of squares wide from a
// square, an odd number from an intersection) it moves half a square
// toward the side Toward lies on, and to the larger row or column when
// Toward is straight ahead.
type Area struct {
	Shape Shape
	// Size in feet: the radius of a sphere or cylinder, the side of a cube,
	// the length of a cone or line. A positive multiple of 5.
	Size int
	// Width of a line in feet, a positive multiple of 5; 0 means 5. Zero
	// for the other shapes.
	Width int
	// Origin is the point of origin: a square's centre or a grid
	// intersection, on the largest map (see Validate).
	Origin Point
	// Toward is where a cube, cone or line points, any point but Origin on
	// the largest map; zero for a sphere or cylinder.
	Toward Point
}

// Validate says what is wrong with an area, if anything; errors wrap
// ErrArea. ParseArea checks the same things as it reads.
func (a Area) Validate() error {
	if a.Shape < Sphere || a.Shape > Line {
		return fmt.Errorf("%w: unknown shape %d", ErrArea, a.Shape)
	}
	if err := checkFeet("size", a.Size); err != nil {
		return err
	}
	if a.Shape == Line && a.Width != 0 {
		if err := checkFeet("width", a.Width); err != nil {
			return err
		}
	} else if a.Shape != Line && a.Width != 0 {
		return fmt.Errorf("%w: only a line has a width, not a %s", ErrArea, a.Shape)
	}
	if !onLargestMap(a.Origin) {
		return fmt.Errorf("%w: origin %s is beyond %s, the far corner of the largest map", ErrArea, a.Origin, Point{2 * MaxSide, 2 * MaxSide})
	}
	if !a.Shape.directed() {
		if a.Toward != (Point{}) {
			return fmt.Errorf("%w: a %s has no direction, only an origin", ErrArea, a.Shape)
		}
		return nil
	}
	if !onLargestMap(a.Toward) {
		return fmt.Errorf("%w: %s points toward %s, beyond %s, the far corner of the largest map", ErrArea, a.Shape, a.Toward, Point{2 * MaxSide, 2 * MaxSide})
	}
	if a.Toward == a.Origin {
		return fmt.Errorf("%w: a %s must point toward somewhere other than its origin %s", ErrArea, a.Shape, a.Origin)
	}
	return nil
}

func checkFeet(what string, ft int) error {
	if msg := feetProblem(what, ft); msg != "" {
		return fmt.Errorf("%w: %s", ErrArea, msg)
	}
	return nil
}

// feetProblem says what is wrong with a size or width of ft feet, "" if
// nothing.
func feetProblem(what string, ft int) string {
	if ft < SquareFeet || ft > MaxAreaFeet || ft%SquareFeet != 0 {
		return fmt.Sprintf("%s %d ft: sizes are multiples of %d ft, from %d to %d", what, ft, SquareFeet, SquareFeet, MaxAreaFeet)
	}
	return ""
}

func onLargestMap(p Point) bool {
	return p.X >= 0 && p.Y >= 0 && p.X <= 2*MaxSide && p.Y <= 2*MaxSide
}

// String writes the area as ParseArea reads it: "sphere 20 at E5",
// "cone 15 from B2 toward E2", "line 60x10 from A1 toward H8".
func (a Area) String() string {
	b := make([]byte, 0, 48)
	b = append(b, a.Shape.String()...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(a.Size), 10)
	if a.Shape == Line && a.Width != 0 && a.Width != SquareFeet {
		b = append(b, 'x')
		b = strconv.AppendInt(b, int64(a.Width), 10)
	}
	if !a.Shape.directed() {
		b = append(b, " at "...)
		return string(append(b, a.Origin.String()...))
	}
	b = append(b, " from "...)
	b = append(b, a.Origin.String()...)
	b = append(b, " toward "...)
	return string(append(b, a.Toward.String()...))
}

// AreaSquares lists the squares of the map in area a, row by row from the
// top-left: those whose centre the template covers and that a straight
// line from the origin reaches without passing total cover (see the top of
// this file). An area that Validate refuses covers no square.
func (m *Map) AreaSquares(a Area) []Square {
	return m.AppendAreaSquares(nil, a)
}

// AppendAreaSquares is AreaSquares appending to dst, so that a caller
// that keeps dst allocates nothing once it is long enough; dst as it was
// when the area covers nothing.
func (m *Map) AppendAreaSquares(dst []Square, a Area) []Square {
	out, _ := m.appendAreaSquares(dst, a, true)
	return out
}

// appendAreaSquares is AppendAreaSquares; with shortcut, it traces no line
// when nothing of total cover stands where a line could meet it (see
// below), and says whether it traced. TestAreaShortcut checks that the
// shortcut changes no answer.
func (m *Map) appendAreaSquares(dst []Square, a Area, shortcut bool) (out []Square, traced bool) {
	out = dst
	if a.Validate() != nil {
		return out, false
	}
	o := a.Origin
	size := 2 * a.Size / SquareFeet // in half squares
	var c0, r0, c1, r1 int          // the squares worth testing, inclusive
	if a.Shape == Cube {
		x0, y0, x1, y1 := cubeBox(a)
		c0, r0, c1, r1 = x0>>1, y0>>1, x1>>1-1, y1>>1-1
	} else {
		reach := size // the farthest a covered point can be from the origin
		switch a.Shape {
		case Cone: // sqrt(1 + 1/4) of its length, to the corners of its end
			reach = size + size/8 + 1
		case Line:
			reach = size + 2*lineWidth(a)/SquareFeet
		}
		// centres 2c+1 within reach of o
		c0, c1 = floorDiv(o.X-reach, 2), floorDiv(o.X+reach, 2)
		r0, r1 = floorDiv(o.Y-reach, 2), floorDiv(o.Y+reach, 2)
	}
	c0, r0 = max(c0, 0), max(r0, 0)
	c1, r1 = min(c1, m.W-1), min(r1, m.H-1)
	if c0 > c1 || r0 > r1 {
		return out, false
	}
	t := template{a: a, size: size, dx: a.Toward.X - o.X, dy: a.Toward.Y - o.Y}
	t.d2 = t.dx*t.dx + t.dy*t.dy
	if a.Shape == Line {
		t.width = 2 * lineWidth(a) / SquareFeet
	}
	tr := tracer{m: m}
	// A line from the origin to a square's centre asks only about squares
	// between the two and those round the origin, all in the box from the
	// candidates to the squares that share the origin's corner or edge.
	// With nothing of total cover in that box no line is blocked: the
	// common case of a blast in the open, a line traced per square saved.
	ox, oy := o.X>>1, o.Y>>1 // floor, also off the map
	trace := !shortcut || !tr.terrainClear(box{c0: min(c0, ox-1), r0: min(r0, oy-1), c1: max(c1, ox) + 1, r1: max(r1, oy) + 1}, TotalCover)
	var from end
	if trace {
		from = tr.endAt(o.X, o.Y, box{})
	}
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			cx, cy := 2*c+1, 2*r+1
			if a.Shape != Cube && !t.covers(cx-o.X, cy-o.Y) {
				continue
			}
			to := end{x: cx, y: cy}
			if trace {
				if l, _ := tr.line(&from, &to, TotalCover); l >= TotalCover {
					continue // behind total cover from the origin
				}
			}
			out = append(out, Square{Col: c, Row: r})
		}
	}
	return out, trace
}

func lineWidth(a Area) int {
	if a.Width == 0 {
		return SquareFeet
	}
	return a.Width
}

// template is an area ready for testing points, all in half squares: size
// is the radius or length, (dx, dy) the direction and d2 its squared
// length, width a line's width.
type template struct {
	a           Area
	size, width int
	dx, dy, d2  int
}

// covers reports whether the template covers the point v from the origin,
// exactly: it squares lengths rather than taking roots, and with both
// points on the largest map every product stays below about 10^12. A point at distance along the
// direction dot/|d| and across it cross/|d|.
func (t *template) covers(vx, vy int) bool {
	switch t.a.Shape {
	case Sphere, Cylinder:
		return vx*vx+vy*vy <= t.size*t.size
	}
	dot := vx*t.dx + vy*t.dy
	if dot <= 0 { // the origin, and what lies beside or behind it
		return false
	}
	if dot*dot > t.size*t.size*t.d2 { // beyond the far end
		return false
	}
	cross := abs(vx*t.dy - vy*t.dx)
	if t.a.Shape == Cone {
		return 2*cross <= dot // as wide as far: half-width = distance / 2
	}
	return 4*cross*cross <= t.width*t.width*t.d2 // Line: within width / 2
}

// cubeBox is the cube of a as a box of half squares, x0 <= x < x1 and y0 <=
// y < y1, every bound even: whole squares, see Area.
func cubeBox(a Area) (x0, y0, x1, y1 int) {
	side := 2 * a.Size / SquareFeet
	o := a.Origin
	dx, dy := a.Toward.X-o.X, a.Toward.Y-o.Y
	ux, uy := snap8(dx, dy)
	// along the direction: from the near face, moved off an origin that is
	// a square's centre to that square's edge
	span := func(o, u, d int) (int, int) {
		switch {
		case u > 0:
			lo := o + o&1
			return lo, lo + side
		case u < 0:
			hi := o - o&1
			return hi - side, hi
		}
		lo := o - side/2 // across: centred, or half a square toward d
		if lo&1 != 0 {
			if d < 0 {
				lo--
			} else {
				lo++
			}
		}
		return lo, lo + side
	}
	x0, x1 = span(o.X, ux, dx)
	y0, y1 = span(o.Y, uy, dy)
	return x0, y0, x1, y1
}

// snap8 is the grid direction (each -1, 0 or 1) nearest to (dx, dy): along
// an axis when the other component is less than tan 22.5 = sqrt 2 - 1 of
// it, tested exactly as (minor + major)^2 < 2 major^2.
func snap8(dx, dy int) (int, int) {
	ax, ay := abs(dx), abs(dy)
	switch {
	case ay < ax && (ay+ax)*(ay+ax) < 2*ax*ax:
		return sgn(dx), 0
	case ax < ay && (ax+ay)*(ax+ay) < 2*ay*ay:
		return 0, sgn(dy)
	}
	return sgn(dx), sgn(dy)
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}
