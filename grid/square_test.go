package grid

import (
	"errors"
	"strings"
	"testing"
)

// Squares are named the way a battle mat is labelled for the "Playing on a
// Grid" variant: letters along one edge, numbers along the other.
func TestParseSquare(t *testing.T) {
	tests := []struct {
		in   string
		want Square
		str  string // String of the result: the canonical spelling
	}{
		{"A1", Square{0, 0}, "A1"},
		{"C3", Square{2, 2}, "C3"},
		{"c3", Square{2, 2}, "C3"},
		{"  b12 ", Square{1, 11}, "B12"},
		{"Z26", Square{25, 25}, "Z26"},
		{"AA1", Square{26, 0}, "AA1"},
		{"ab7", Square{27, 6}, "AB7"},
		{"AZ1", Square{51, 0}, "AZ1"},
		{"BA1", Square{52, 0}, "BA1"},
		{"GR200", Square{199, 199}, "GR200"}, // the far corner of the largest map
		{"ZZ1", Square{701, 0}, "ZZ1"},
		{"AAA1", Square{702, 0}, "AAA1"},
		{"A007", Square{0, 6}, "A7"}, // leading zeros are read, not printed
		{"A1000000", Square{0, MaxCoord}, "A1000000"},
	}
	for _, tt := range tests {
		got, err := ParseSquare(tt.in)
		if err != nil {
			t.Errorf("ParseSquare(%q): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("ParseSquare(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		if s := got.String(); s != tt.str {
			t.Errorf("ParseSquare(%q).String() = %q, want %q", tt.in, s, tt.str)
		}
		if back, err := ParseSquare(got.String()); err != nil || back != got {
			t.Errorf("round trip of %q: %+v, %v", tt.in, back, err)
		}
	}
}

func TestParseSquareErrors(t *testing.T) {
	tests := []struct {
		in   string
		want string // a piece of the message that tells the user what to do
	}{
		{"", "empty square: a square is column letters then a row number from 1, like B2"},
		{"   ", "empty square"},
		{"1A", `"1A": a square is column letters then a row number from 1, like B2`},
		{"A0", `"A0": rows are numbered from 1`},
		{"A00", "rows are numbered from 1"},
		{"A-3", `"A-3": a square is column letters`},
		{"@1", `"@1": a square is column letters`},
		{"A", `"A": a square is column letters then a row number`},
		{"12", `"12": a square is column letters`},
		{"A1B", `"A1B"`},
		{"A 1", `"A 1"`},
		{"A1.5", `"A1.5"`},
		{"é1", "a square is column letters"},
		{"A1000001", "row beyond 1000000"},
		{"A99999999999999999999999", "row beyond"},
		{"ZZZZZZ1", "column beyond"},
	}
	for _, tt := range tests {
		_, err := ParseSquare(tt.in)
		if err == nil {
			t.Errorf("ParseSquare(%q): no error", tt.in)
			continue
		}
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseSquare(%q): %v does not wrap ErrSyntax", tt.in, err)
		}
		if !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseSquare(%q) error %q does not say %q", tt.in, err, tt.want)
		}
	}
}

func TestSquareStringNegative(t *testing.T) {
	if got := (Square{-1, 2}).String(); got != "(-1,2)" {
		t.Errorf("String of a square off every map = %q, want (-1,2)", got)
	}
}

// Every column index maps to exactly one name and back: spreadsheet columns
// are bijective base 26, so there is no "A0"-like gap at Z/AA or ZZ/AAA.
func TestColumnNamesRoundTrip(t *testing.T) {
	for c := range 20000 {
		sq := Square{Col: c, Row: 4}
		got, err := ParseSquare(sq.String())
		if err != nil || got != sq {
			t.Fatalf("column %d: %q parses to %+v, %v", c, sq.String(), got, err)
		}
	}
}

// Ranges mark an area of terrain in one command ("difficult C3-D5"): the
// rectangle between two corners, inclusive, row by row.
func TestParseSquares(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"C3", "C3"},
		{"C3-D5", "C3 D3 C4 D4 C5 D5"},
		{"D5-C3", "C3 D3 C4 D4 C5 D5"},
		{"d3-c5", "C3 D3 C4 D4 C5 D5"},
		{" C3 - C3 ", "C3"},
		{"A1-C1", "A1 B1 C1"},
		{"Z1-AB1", "Z1 AA1 AB1"},
		{"B2-B4", "B2 B3 B4"},
	}
	for _, tt := range tests {
		got, err := ParseSquares(tt.in)
		if err != nil {
			t.Errorf("ParseSquares(%q): %v", tt.in, err)
			continue
		}
		if s := joinSquares(got); s != tt.want {
			t.Errorf("ParseSquares(%q) = %s, want %s", tt.in, s, tt.want)
		}
	}
	if got, err := ParseSquares("A1-GR200"); err != nil || len(got) != MaxSide*MaxSide {
		t.Errorf("ParseSquares(A1-GR200), the largest map: %d squares, %v", len(got), err)
	}
}

func TestParseSquaresErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "empty square"},
		{"C3-", `empty square: a square is column letters then a row number from 1, like B2 (in range "C3-"`},
		{"-C3", `(in range "-C3"; a range is two squares joined by "-", like C3-D5)`},
		{"C3-D0", "rows are numbered from 1"},
		{"C3-D5-E6", `"D5-E6"`},
		{"A1-GS1", "a range spans at most 200 squares each way"},
		{"A1-A201", "a range spans at most 200 squares each way"},
	}
	for _, tt := range tests {
		_, err := ParseSquares(tt.in)
		if err == nil || !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseSquares(%q) error = %v, want ErrSyntax saying %q", tt.in, err, tt.want)
		}
	}
}

func TestParseDims(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		ok   bool
	}{
		{"12x8", 12, 8, true},
		{"12X8", 12, 8, true},
		{" 20 x 14 ", 20, 14, true},
		{"1x1", 1, 1, true},
		{"200x200", 200, 200, true},
		{"201x10", 0, 0, false},
		{"0x5", 0, 0, false},
		{"-3x5", 0, 0, false},
		{"+3x5", 0, 0, false},
		{"12", 0, 0, false},
		{"12x", 0, 0, false},
		{"x8", 0, 0, false},
		{"12x8x2", 0, 0, false},
		{"12*8", 0, 0, false},
		{"1.5x2", 0, 0, false},
		{"99999999999999999999x1", 0, 0, false},
		{"", 0, 0, false},
	}
	for _, tt := range tests {
		w, h, err := ParseDims(tt.in)
		if tt.ok != (err == nil) || w != tt.w || h != tt.h {
			t.Errorf("ParseDims(%q) = %d, %d, %v; want %d, %d, ok=%v", tt.in, w, h, err, tt.w, tt.h, tt.ok)
		}
		if err != nil && (!errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), "like 12x8")) {
			t.Errorf("ParseDims(%q) error %q: want ErrSyntax and an example", tt.in, err)
		}
	}
}

// joinSquares prints squares separated by spaces, the way a user types a
// path ("move C2 C3 D4").
func joinSquares(sqs []Square) string {
	parts := make([]string, len(sqs))
	for i, s := range sqs {
		parts[i] = s.String()
	}
	return strings.Join(parts, " ")
}

// TestSquareNamesKept: the names written once are the names String
// writes, on both sides of the table's edge.
func TestSquareNamesKept(t *testing.T) {
	for row := range namedSide + 3 {
		for col := range namedSide + 3 {
			sq := Square{Col: col, Row: row}
			if got, want := sq.String(), squareName(sq); got != want {
				t.Fatalf("%v: %q, want %q", [2]int{col, row}, got, want)
			}
		}
	}
	if got := (Square{Col: 63, Row: 63}).String(); got != "BL64" {
		t.Fatalf("{63, 63} is %q, want BL64", got)
	}
}
