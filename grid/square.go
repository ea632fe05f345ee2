package grid

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Square is one square of the map, 0-based: column 0 is "A", row 0 is "1",
// so "A1" is {0, 0} and "C3" is {2, 2}. Columns go A..Z, then AA, AB, ...
// like a spreadsheet, because that is how players already read a battle mat
// with letters along one edge and numbers along the other.
type Square struct{ Col, Row int }

// MaxCoord is the largest 0-based column or row ParseSquare accepts. It only
// keeps arithmetic far from overflow: any map is much smaller (see MaxSide),
// and whether a square is on a given map is Map.In's to say.
const MaxCoord = 999_999

// ErrSyntax is wrapped by every error of ParseSquare, ParseSquares and
// ParseDims, so that a caller can tell "you typed it wrong" from a move the
// map refuses.
var ErrSyntax = errors.New("bad grid notation")

// squareForm is appended to every square parse error: it tells the user what
// to type instead, which is more useful than what went wrong.
const squareForm = "a square is column letters then a row number from 1, like B2"

// ParseSquare reads a square such as "C3" or "aa12". Case does not matter and
// surrounding spaces are ignored. Errors wrap ErrSyntax, quote the text and
// say the form expected.
func ParseSquare(s string) (Square, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return Square{}, fmt.Errorf("%w: empty square: %s", ErrSyntax, squareForm)
	}
	i, col := 0, 0
	for ; i < len(t) && isLetter(t[i]); i++ {
		col = col*26 + int(t[i]|0x20-'a') + 1 // bijective base 26: A=1 .. Z=26, AA=27
		if col > MaxCoord+1 {
			return Square{}, fmt.Errorf("%w: %q: column beyond %s, the largest this program reads", ErrSyntax, t, colName(MaxCoord))
		}
	}
	if i == 0 {
		return Square{}, fmt.Errorf("%w: %q: %s", ErrSyntax, t, squareForm)
	}
	j, row := i, 0
	for ; j < len(t) && t[j] >= '0' && t[j] <= '9'; j++ {
		row = row*10 + int(t[j]-'0')
		if row > MaxCoord+1 {
			return Square{}, fmt.Errorf("%w: %q: row beyond %d, the largest this program reads", ErrSyntax, t, MaxCoord+1)
		}
	}
	if j == i || j != len(t) {
		return Square{}, fmt.Errorf("%w: %q: %s", ErrSyntax, t, squareForm)
	}
	if row == 0 {
		return Square{}, fmt.Errorf("%w: %q: rows are numbered from 1, like B2", ErrSyntax, t)
	}
	return Square{Col: col - 1, Row: row - 1}, nil
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// String prints the square as ParseSquare reads it: upper-case column
// letters then the 1-based row ("C3"). A square with a negative coordinate
// has no such name and prints as "(col,row)", so a bug shows up in a message
// instead of hiding behind a plausible name.
func (s Square) String() string {
	if s.Col < 0 || s.Row < 0 {
		return "(" + strconv.Itoa(s.Col) + "," + strconv.Itoa(s.Row) + ")"
	}
	if s.Col < namedSide && s.Row < namedSide {
		return squareNames()[s.Row*namedSide+s.Col]
	}
	return squareName(s)
}

func squareName(s Square) string {
	var buf [32]byte
	b := appendCol(buf[:0], s.Col)
	b = strconv.AppendInt(b, int64(s.Row)+1, 10)
	return string(b)
}

// The names of the squares of maps up to namedSide a side are written once:
// every move event names each square of its path, and a simulation plays
// thousands of moves a second.
const namedSide = 64

var squareNames = sync.OnceValue(func() []string {
	t := make([]string, namedSide*namedSide)
	for row := range namedSide {
		for col := range namedSide {
			t[row*namedSide+col] = squareName(Square{Col: col, Row: row})
		}
	}
	return t
})

// appendSquare appends the name String gives s, for a message built in a
// buffer.
func appendSquare(b []byte, s Square) []byte {
	if s.Col < 0 || s.Row < 0 {
		b = append(b, '(')
		b = strconv.AppendInt(b, int64(s.Col), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(s.Row), 10)
		return append(b, ')')
	}
	b = appendCol(b, s.Col)
	return strconv.AppendInt(b, int64(s.Row)+1, 10)
}

// colName is the letters of 0-based column c.
func colName(c int) string { return string(appendCol(nil, c)) }

// appendCol appends the letters of 0-based column c >= 0: bijective base 26,
// most significant letter first.
func appendCol(b []byte, c int) []byte {
	var tmp [16]byte
	i := len(tmp)
	for n := c + 1; n > 0; n = (n - 1) / 26 {
		i--
		tmp[i] = byte('A' + (n-1)%26)
	}
	return append(b, tmp[i:]...)
}

// ParseSquares reads one square ("C3") or a range of two corners joined by
// "-" ("C3-D5", "D5-C3" alike): every square of the rectangle between them,
// corners included, row by row from the top-left. It is how a user marks
// terrain or an area in one go. A range spans at most MaxSide squares each
// way, the most any map holds.
func ParseSquares(s string) ([]Square, error) {
	t := strings.TrimSpace(s)
	dash := strings.IndexByte(t, '-')
	if dash < 0 {
		sq, err := ParseSquare(t)
		if err != nil {
			return nil, err
		}
		return []Square{sq}, nil
	}
	a, err := ParseSquare(t[:dash])
	if err != nil {
		return nil, fmt.Errorf("%w (in range %q; a range is two squares joined by \"-\", like C3-D5)", err, t)
	}
	b, err := ParseSquare(t[dash+1:])
	if err != nil {
		return nil, fmt.Errorf("%w (in range %q; a range is two squares joined by \"-\", like C3-D5)", err, t)
	}
	c0, c1 := min(a.Col, b.Col), max(a.Col, b.Col)
	r0, r1 := min(a.Row, b.Row), max(a.Row, b.Row)
	if c1-c0 >= MaxSide || r1-r0 >= MaxSide {
		return nil, fmt.Errorf("%w: %q: a range spans at most %d squares each way", ErrSyntax, t, MaxSide)
	}
	out := make([]Square, 0, (c1-c0+1)*(r1-r0+1))
	for r := r0; r <= r1; r++ {
		for c := c0; c <= c1; c++ {
			out = append(out, Square{Col: c, Row: r})
		}
	}
	return out, nil
}

// ParseDims reads a map size, width by height in squares: "12x8" (or
// "12X8", spaces allowed around the parts). Each side is 1 to MaxSide.
func ParseDims(s string) (w, h int, err error) {
	t := strings.TrimSpace(s)
	x := strings.IndexAny(t, "xX")
	if x < 0 {
		return 0, 0, fmt.Errorf("%w: %q: a map size is width x height in squares, like 12x8", ErrSyntax, t)
	}
	w, okW := parseSide(t[:x])
	h, okH := parseSide(t[x+1:])
	if !okW || !okH {
		return 0, 0, fmt.Errorf("%w: %q: a map size is width x height in squares, each 1 to %d, like 12x8", ErrSyntax, t, MaxSide)
	}
	return w, h, nil
}

// parseSide reads 1..MaxSide written in decimal digits only: no sign, since
// "+12x8" is more likely a typo than a size.
func parseSide(s string) (int, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 6 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n >= 1 && n <= MaxSide
}
