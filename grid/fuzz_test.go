package grid

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParseSquare: for any text, ParseSquare never panics, fails only with
// ErrSyntax and a message that quotes valid text back, and a square it
// reads prints (String) to a name that reads back as the same square.
func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{
		"A1", "c3", " Z26 ", "AA1", "GR200", "A007", "", "1A", "A0", "A-3", "@1", "A", "é1",
		"A1000000", "A1000001", "ZZZZZ1", "ZZZZZZZ1", "A99999999999999999999", "a\t1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := ParseSquare(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseSquare(%q): error %v does not wrap ErrSyntax", s, err)
			}
			if utf8.ValidString(s) && !utf8.ValidString(err.Error()) {
				t.Fatalf("ParseSquare(%q): error is not valid UTF-8: %q", s, err)
			}
			return
		}
		if sq.Col < 0 || sq.Row < 0 || sq.Col > MaxCoord || sq.Row > MaxCoord {
			t.Fatalf("ParseSquare(%q) = %+v, outside 0..MaxCoord", s, sq)
		}
		name := sq.String()
		back, err := ParseSquare(name)
		if err != nil || back != sq {
			t.Fatalf("ParseSquare(%q) = %+v prints %q, which reads back as %+v, %v", s, sq, name, back, err)
		}
		// The canonical name is the input, up to case, spaces and leading
		// zeros of the row.
		in := strings.ToUpper(strings.TrimSpace(s))
		if strings.TrimLeft(strings.TrimLeft(in, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "0") !=
			strings.TrimLeft(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
			t.Fatalf("ParseSquare(%q) prints as %q", s, name)
		}
	})
}

// FuzzParseSquares: a range never panics, reads as one rectangle of at most
// MaxSide squares a side, and lists each of its squares once, row by row.
func FuzzParseSquares(f *testing.F) {
	for _, s := range []string{"C3", "C3-D5", "D5-C3", "A1-GR200", "A1-GS1", "-", "C3-", "-C3", "A1--B2", "a1 - b2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sqs, err := ParseSquares(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseSquares(%q): error %v does not wrap ErrSyntax", s, err)
			}
			return
		}
		if len(sqs) == 0 || len(sqs) > MaxSide*MaxSide {
			t.Fatalf("ParseSquares(%q): %d squares", s, len(sqs))
		}
		first, last := sqs[0], sqs[len(sqs)-1]
		w := last.Col - first.Col + 1
		if w < 1 || len(sqs)%w != 0 {
			t.Fatalf("ParseSquares(%q): %d squares from %s to %s is not a rectangle", s, len(sqs), first, last)
		}
		for i, q := range sqs {
			if want := (Square{Col: first.Col + i%w, Row: first.Row + i/w}); q != want {
				t.Fatalf("ParseSquares(%q)[%d] = %s, want %s", s, i, q, want)
			}
		}
	})
}

// FuzzParseDims: a size never panics and is always 1..MaxSide a side.
func FuzzParseDims(f *testing.F) {
	for _, s := range []string{"12x8", "12X8", " 20 x 14 ", "200x200", "201x1", "0x5", "x", "12", "1x1x1", "-1x5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		w, h, err := ParseDims(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) || w != 0 || h != 0 {
				t.Fatalf("ParseDims(%q) = %d, %d, %v", s, w, h, err)
			}
			return
		}
		if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
			t.Fatalf("ParseDims(%q) = %d x %d, outside 1..%d", s, w, h, MaxSide)
		}
		NewMap(w, h) // must not panic for anything ParseDims accepts
	})
}
