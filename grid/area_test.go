package grid

import (
	"errors"
	"strings"
	"testing"
)

// areaPicture draws the expected squares of an area on its map, one row a
// string of space-separated cells: "*" in the area, "#" a wall, "." neither.
func areaPicture(t *testing.T, rows []string) (*Map, map[Square]bool) {
	t.Helper()
	var cells [][]string
	for _, r := range rows {
		cells = append(cells, strings.Fields(r))
	}
	m := NewMap(len(cells[0]), len(cells))
	want := map[Square]bool{}
	for r, row := range cells {
		for c, cell := range row {
			s := Square{Col: c, Row: r}
			switch cell {
			case "*":
				want[s] = true
			case "#":
				m.SetWall(s)
			case ".":
			default:
				t.Fatalf("unknown cell %q at %s", cell, s)
			}
		}
	}
	return m, want
}

// drawArea is the picture AreaSquares' answer makes, for a failure message.
func drawArea(m *Map, got []Square) string {
	in := map[Square]bool{}
	for _, s := range got {
		in[s] = true
	}
	var b strings.Builder
	for r := range m.H {
		for c := range m.W {
			s := Square{Col: c, Row: r}
			switch {
			case in[s]:
				b.WriteString("* ")
			case m.Wall(s):
				b.WriteString("# ")
			default:
				b.WriteString(". ")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestAreaSquares(t *testing.T) {
	tests := []struct {
		area, rule string
		pic        []string
	}{
		{"sphere 10 at C3", "PHB Sphere: a radius from the point; a square's centre within 10 ft of C3's centre, the origin included",
			[]string{
				". . * . .",
				". * * * .",
				"* * * * *",
				". * * * .",
				". . * . .",
			}},
		{"sphere 10 at C3.nw", "DMG: an intersection as the origin gives the even template, 4x4 less its corners",
			[]string{
				". * * . .",
				"* * * * .",
				"* * * * .",
				". * * . .",
				". . . . .",
			}},
		{"sphere 20 at E5.nw", "the fireball: 20 ft round an intersection, 52 squares",
			[]string{
				". . * * * * . . .",
				". * * * * * * . .",
				"* * * * * * * * .",
				"* * * * * * * * .",
				"* * * * * * * * .",
				"* * * * * * * * .",
				". * * * * * * . .",
				". . * * * * . . .",
				". . . . . . . . .",
			}},
		{"cylinder 5 at B2", "a cylinder is its circle on the map: 5 ft round B2's centre",
			[]string{
				". * . .",
				"* * * .",
				". * . .",
			}},
		{"sphere 10 at C3", "PHB: no unblocked straight line from the origin, no effect; walls themselves are never in",
			[]string{
				". . * . .",
				". * * # .",
				"* * * # .",
				". * * # .",
				". . * . .",
			}},
		{"cube 15 from B2 toward E2", "PHB Cube: the origin on a face; from a square, the cube starts at its edge",
			[]string{
				". . * * * .",
				". . * * * .",
				". . * * * .",
				". . . . . .",
			}},
		{"cube 10 from B2 toward E2", "an even cube from a square's centre moves half a square to the larger row",
			[]string{
				". . . . . .",
				". . * * . .",
				". . * * . .",
				". . . . . .",
			}},
		{"cube 10 from B3 toward E2", "... or toward the side the target point is on",
			[]string{
				". . . . . .",
				". . * * . .",
				". . * * . .",
				". . . . . .",
			}},
		{"cube 15 from B2.nw toward C3", "a diagonal cube has the origin at its near corner",
			[]string{
				". . . . .",
				". * * * .",
				". * * * .",
				". * * * .",
			}},
		{"cube 10 from D3 toward A1", "toward the top-left, from a square: the block diagonally next to it",
			[]string{
				". * * . .",
				". * * . .",
				". . . . .",
			}},
		{"cone 15 from B2 toward E2", "PHB Cone: as wide as far; D1 and D3 are exactly on its edges, and the origin is not in it",
			[]string{
				". . . * * .",
				". . * * * .",
				". . . * * .",
				". . . . . .",
			}},
		{"cone 15 from A1 toward D4", "a diagonal cone",
			[]string{
				". . . . .",
				". * * * .",
				". * * . .",
				". * . . .",
				". . . . .",
			}},
		{"cone 15 from B2 toward E2", "a pillar in a cone shades the square behind it; lines past its corners are clear",
			[]string{
				". . . * * .",
				". . * # . .",
				". . . * * .",
				". . . . . .",
			}},
		{"cone 15 from B2 toward E2", "a wall next to the origin shades most of the cone",
			[]string{
				". . . . . .",
				". . # . . .",
				". . . . . .",
				". . . . . .",
			}},
		{"line 30 from A1 toward F1", "PHB Line: 30 ft is 6 squares along a row, the origin not in it",
			[]string{
				". * * * * * * .",
				". . . . . . . .",
			}},
		{"line 60 from A1 toward H8", "a true diagonal: 60 ft reaches 8 diagonal squares (8.5 diagonals), not 12",
			[]string{
				". . . . . . . . . .",
				". * . . . . . . . .",
				". . * . . . . . . .",
				". . . * . . . . . .",
				". . . . * . . . . .",
				". . . . . * . . . .",
				". . . . . . * . . .",
				". . . . . . . * . .",
				". . . . . . . . * .",
				". . . . . . . . . .",
			}},
		{"line 20x10 from A1.sw toward E1.sw", "a line 10 ft wide along a grid line covers two rows",
			[]string{
				"* * * * .",
				"* * * * .",
				". . . . .",
			}},
		{"line 20x10 from A2 toward E2", "from a square's centre, 10 ft wide reaches exactly the centres of the rows beside: three rows",
			[]string{
				". * * * * .",
				". * * * * .",
				". * * * * .",
			}},
		{"line 20 from A1 toward E1", "a wall stops a line",
			[]string{
				". * # . . .",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.area, func(t *testing.T) {
			a, err := ParseArea(tt.area)
			if err != nil {
				t.Fatal(err)
			}
			m, want := areaPicture(t, tt.pic)
			got := m.AreaSquares(a)
			ok := len(got) == len(want)
			for i, s := range got {
				ok = ok && want[s] && (i == 0 || got[i-1].Row < s.Row || got[i-1].Row == s.Row && got[i-1].Col < s.Col)
			}
			if !ok {
				t.Errorf("%s: %s covers\n%swant\n%s", tt.rule, tt.area, drawArea(m, got), strings.Join(tt.pic, "\n"))
			}
		})
	}
}

func TestAreaOffTheMap(t *testing.T) {
	m := NewMap(4, 4)
	a, _ := ParseArea("sphere 10 at A1")
	if got := joinSquares(m.AreaSquares(a)); got != "A1 B1 C1 A2 B2 A3" {
		t.Errorf("sphere at the corner: %s", got)
	}
	a, _ = ParseArea("cone 30 from D4 toward Z26")
	if got := m.AreaSquares(a); len(got) != 0 {
		t.Errorf("cone pointing off the map: %s", joinSquares(got))
	}
	if got := m.AreaSquares(Area{Shape: Sphere, Size: 7}); got != nil {
		t.Errorf("an invalid area covers %s", joinSquares(got))
	}
}

func TestParseArea(t *testing.T) {
	tests := []struct {
		in   string
		want Area
		str  string
	}{
		{"sphere 20 at E5", Area{Shape: Sphere, Size: 20, Origin: Centre(sq("E5"))}, "sphere 20 at E5"},
		{"  Sphere  20ft  AT  e5.NW ", Area{Shape: Sphere, Size: 20, Origin: Corner(sq("E5"))}, "sphere 20 at E5.nw"},
		{"cylinder 10 ft at E5.se", Area{Shape: Cylinder, Size: 10, Origin: Corner(sq("F6"))}, "cylinder 10 at F6.nw"},
		{"cone 15 from B2 toward E2", Area{Shape: Cone, Size: 15, Origin: Centre(sq("B2")), Toward: Centre(sq("E2"))}, "cone 15 from B2 toward E2"},
		{"cube 15 feet from B2.ne towards E2", Area{Shape: Cube, Size: 15, Origin: Corner(sq("C2")), Toward: Centre(sq("E2"))}, "cube 15 from C2.nw toward E2"},
		{"line 60 from A1 toward H8", Area{Shape: Line, Size: 60, Width: 5, Origin: Centre(sq("A1")), Toward: Centre(sq("H8"))}, "line 60 from A1 toward H8"},
		{"line 30x10ft from A1.sw toward H1.sw", Area{Shape: Line, Size: 30, Width: 10, Origin: Corner(sq("A2")), Toward: Corner(sq("H2"))}, "line 30x10 from A2.nw toward H2.nw"},
		{"line 30X5 from A1 toward B1", Area{Shape: Line, Size: 30, Width: 5, Origin: Centre(sq("A1")), Toward: Centre(sq("B1"))}, "line 30 from A1 toward B1"},
		{"sphere 2000 at GR200.se", Area{Shape: Sphere, Size: 2000, Origin: Point{400, 400}}, "sphere 2000 at GS201.nw"},
	}
	for _, tt := range tests {
		a, err := ParseArea(tt.in)
		if err != nil || a != tt.want || a.String() != tt.str {
			t.Errorf("ParseArea(%q) = %+v (%q), %v; want %+v (%q)", tt.in, a, a.String(), err, tt.want, tt.str)
		}
	}
}

func TestParseAreaErrors(t *testing.T) {
	tests := []struct {
		in, want string // a part of the message
		area     bool   // wraps ErrArea too
	}{
		{"", "empty area", false},
		{"circle 20 at E5", `at "circle" (character 1): expected a shape: sphere, cylinder, cube, cone or line`, false},
		{"sphere", "at the end: expected the sphere's size in feet", false},
		{"sphere twenty at E5", `at "twenty" (character 8): expected the sphere's size in feet, like 15`, false},
		{"sphere 7 at E5", "size 7 ft: sizes are multiples of 5 ft, from 5 to 2000", true},
		{"sphere 0 at E5", "size 0 ft", true},
		{"sphere 2005 at E5", "size 2005 ft", true},
		{"sphere 20 from E5", `at "from" (character 11): expected "at" and a point after a sphere's size, like "sphere 20 at E5"`, false},
		{"cone 15 at B2", `expected "from" and a point after a cone's size, like "cone 15 from B2 toward E2"`, false},
		{"cone 15 form B2 toward E2", `at "form" (character 9): expected "from"`, false},
		{"cone 15 from B2 to E2", `at "to" (character 17): expected "toward"`, false},
		{"cone 15 from B2 toward", "at the end: expected the direction, a square like B2 or a corner like B2.nw", false},
		{"cone 15 from B2 toward B2", "a cone must point toward a point other than its origin B2", false},
		{"cone 15 from 2B toward E2", `at "2B" (character 14): the origin must be a square like B2`, false},
		{"cone 15 from B0 toward E2", "rows are numbered from 1", false},
		{"cone 15 from B2.up toward E2", `unknown corner "up": after the "." use nw, ne, sw or se`, false},
		{"cone 15 from B2. toward E2", `unknown corner ""`, false},
		{"cone 15 from GS1 toward E2", "the origin is beyond GR200, the far corner of the largest map", true},
		{"cone 15x5 from B2 toward E2", "only a line has a width", false},
		{"line 60x from A1 toward H8", "expected a line's length and width in feet, like 60x10", false},
		{"line 60x3 from A1 toward H8", "width 3 ft", true},
		{"sphere 20 at E5 please", `at "please" (character 17): unexpected text after the area`, false},
	}
	for _, tt := range tests {
		_, err := ParseArea(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrSyntax) || errors.Is(err, ErrArea) != tt.area {
			t.Errorf("ParseArea(%q): error %v; want one containing %q (ErrArea %v)", tt.in, err, tt.want, tt.area)
		}
		if err != nil && !strings.Contains(err.Error(), `like "sphere 20 at E5"`) {
			t.Errorf("ParseArea(%q): error %q does not show the form", tt.in, err)
		}
	}
}

func TestAreaValidate(t *testing.T) {
	tests := []struct {
		a    Area
		want string
	}{
		{Area{Shape: Sphere, Size: 20, Origin: Centre(sq("E5"))}, ""},
		{Area{Shape: 9, Size: 20}, "unknown shape 9"},
		{Area{Shape: Sphere, Size: 22}, "size 22 ft"},
		{Area{Shape: Sphere, Size: 20, Width: 5}, "only a line has a width, not a sphere"},
		{Area{Shape: Line, Size: 20, Width: 3, Toward: Point{1, 1}}, "width 3 ft"},
		{Area{Shape: Sphere, Size: 20, Origin: Point{-1, 3}}, "origin (-1,3)/2 is beyond GS201.nw"},
		{Area{Shape: Sphere, Size: 20, Toward: Point{3, 3}}, "a sphere has no direction"},
		{Area{Shape: Cone, Size: 20, Origin: Point{3, 3}, Toward: Point{3, 3}}, "must point toward somewhere other than its origin B2"},
		{Area{Shape: Cone, Size: 20, Toward: Point{999, 3}}, "points toward SF2, beyond"},
	}
	for _, tt := range tests {
		err := tt.a.Validate()
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrArea)) {
			t.Errorf("Validate(%+v) = %v, want %q", tt.a, err, tt.want)
		}
	}
	if s := Shape(9).String(); s != "Shape(9)" {
		t.Errorf("Shape(9) = %q", s)
	}
}

// CoverFrom an area's origin: a target behind a low wall gets half cover
// against the blast, SRD 5.1 "Cover" applying to Dexterity saving throws.
func TestCoverFrom(t *testing.T) {
	sc := coverPicture(t,
		". . . . .",
		". . o . T",
		". . o . .",
		"A . . . .",
	)
	c, why := sc.m.CoverFrom(Centre(sq("A2")), sc.to, 1, nil)
	if c != HalfCover || why != "object at C2 blocks all 4 lines: half cover at most" {
		t.Errorf("CoverFrom(A2) = %s, %q", c, why)
	}
	if c, _ := sc.m.CoverFrom(Corner(sq("D1")), sc.to, 1, nil); c != NoCover {
		t.Errorf("CoverFrom(D1.nw) = %s", c)
	}
}
