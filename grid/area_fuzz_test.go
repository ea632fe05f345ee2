package grid

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// FuzzParseArea: for any text, ParseArea never panics and fails only with
// ErrSyntax; an area it reads is valid, prints (String) to text that reads
// back as the same area, and covers only squares of the map, each once, in
// order, with any wall left out.
func FuzzParseArea(f *testing.F) {
	for _, s := range []string{
		"sphere 20 at E5", "cylinder 10 at E5.nw", "cube 15 from B2 toward E2", "cone 15 from B2 toward E2",
		"line 60 from A1 toward H8", "line 30x10 ft from A1.sw towards H1.se", "cube 10 from D3 toward A1",
		"cone 2000 from GR200.se toward A1", "sphere 5 at A1", "", "sphere", "cone 15 from B2 toward B2",
		"line 60x from A1 toward H8", "sphere 20 at E5.", "cube 15ft from b2 TOWARD e2", "cone 15 from B2.zz toward E2",
		"sphere 99999999 at A1", "sphere 20 at A99999999999", "line 5x2000 from A1 toward A2",
	} {
		f.Add(s)
	}
	m := NewMap(12, 9)
	m.SetWall(Square{Col: 5, Row: 4})
	m.SetWall(Square{Col: 6, Row: 4})
	m.SetObject(Square{Col: 3, Row: 3}, HalfCover)
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseArea(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseArea(%q): error %v does not wrap ErrSyntax", s, err)
			}
			if utf8.ValidString(s) && !utf8.ValidString(err.Error()) {
				t.Fatalf("ParseArea(%q): error is not valid UTF-8: %q", s, err)
			}
			return
		}
		if err := a.Validate(); err != nil {
			t.Fatalf("ParseArea(%q) = %+v, which Validate refuses: %v", s, a, err)
		}
		back, err := ParseArea(a.String())
		if err != nil || back != a {
			t.Fatalf("ParseArea(%q) = %+v prints %q, which reads back as %+v, %v", s, a, a.String(), back, err)
		}
		sqs := m.AreaSquares(a)
		for i, q := range sqs {
			if !m.In(q) || m.Wall(q) {
				t.Fatalf("%s covers %s: off the map or a wall", a, q)
			}
			if i > 0 && (sqs[i-1].Row > q.Row || sqs[i-1].Row == q.Row && sqs[i-1].Col >= q.Col) {
				t.Fatalf("%s: squares out of order: %s then %s", a, sqs[i-1], q)
			}
		}
		if (a.Shape == Sphere || a.Shape == Cylinder) && m.In(Square{Col: a.Origin.X >> 1, Row: a.Origin.Y >> 1}) &&
			a.Origin.X&1 == 1 && a.Origin.Y&1 == 1 && !m.Wall(Square{Col: a.Origin.X >> 1, Row: a.Origin.Y >> 1}) &&
			(len(sqs) == 0 || !containsSquare(sqs, Square{Col: a.Origin.X >> 1, Row: a.Origin.Y >> 1})) {
			t.Fatalf("%s: the origin's square is not in its sphere", a)
		}
	})
}

func containsSquare(sqs []Square, s Square) bool {
	for _, q := range sqs {
		if q == s {
			return true
		}
	}
	return false
}
