package grid

import (
	"fmt"
	"strings"
)

// areaForm is appended to area parse errors: what to type instead.
const areaForm = `an area is a shape, a size in feet and where it is, like "sphere 20 at E5", "cone 15 from B2 toward E2" or "line 60x10 from A1 toward H8"`

// ParseArea reads an area of effect as a user types it:
//
//	sphere 20 at E5                  radius 20 ft round the centre of E5
//	cylinder 10 at E5.nw             round the intersection at E5's top-left
//	cube 15 from B2 toward E2        a cube, a cone or a line points from its
//	cone 15 from B2 toward E2        origin toward a second point
//	line 60 from A1 toward H8        5 ft wide
//	line 30x10 from A1 toward H8     30 ft long, 10 ft wide
//
// A point is a square, meaning its centre, or a square and a corner,
// ".nw", ".ne", ".sw" or ".se", meaning that grid intersection. Sizes are
// in feet, multiples of 5 up to MaxAreaFeet, and may be followed by "ft";
// "towards" reads as "toward". Case and extra spaces do not matter. Errors
// wrap ErrSyntax (and ErrArea for a size or point out of range), quote the
// text, and say where in it the problem is and what was expected.
func ParseArea(s string) (Area, error) {
	p := areaParser{text: s, toks: tokens(s)}
	a, err := p.area()
	if err != nil {
		return Area{}, err
	}
	return a, nil
}

// token is a word of the text and where it starts (0-based byte offset).
type token struct {
	s   string
	pos int
}

// tokens splits s at ASCII spaces and tabs, keeping each word's offset.
func tokens(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		if j > i {
			out = append(out, token{s: s[i:j], pos: i})
		}
		i = j
	}
	return out
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

type areaParser struct {
	text string
	toks []token
	i    int
}

// errAt is a parse error at token t (or at the end of the text, if t is
// nil): the text, where, what went wrong and the form expected. The error
// also, if not nil, is a second sentinel the error wraps (ErrArea).
func (p *areaParser) errAt(t *token, also error, format string, args ...any) error {
	where := "at the end"
	if t != nil {
		where = fmt.Sprintf("at %q (character %d)", t.s, t.pos+1)
	}
	e := &areaError{
		msg:  fmt.Sprintf("%s: area %q, %s: %s; %s", ErrSyntax, p.text, where, fmt.Sprintf(format, args...), areaForm),
		errs: []error{ErrSyntax},
	}
	if also != nil {
		e.errs = append(e.errs, also)
	}
	return e
}

// areaError is a parse error of ParseArea: it wraps ErrSyntax and perhaps
// ErrArea, and says so once.
type areaError struct {
	msg  string
	errs []error
}

func (e *areaError) Error() string   { return e.msg }
func (e *areaError) Unwrap() []error { return e.errs }

// next is the next token, or nil at the end.
func (p *areaParser) next() *token {
	if p.i >= len(p.toks) {
		return nil
	}
	p.i++
	return &p.toks[p.i-1]
}

// word reads the next token, one of words (case-insensitive), and returns
// the index of the one it was.
func (p *areaParser) word(what string, words ...string) (int, error) {
	t := p.next()
	if t == nil {
		return 0, p.errAt(nil, nil, "expected %s", what)
	}
	for i, w := range words {
		if strings.EqualFold(t.s, w) {
			return i, nil
		}
	}
	return 0, p.errAt(t, nil, "expected %s", what)
}

func (p *areaParser) area() (Area, error) {
	if len(p.toks) == 0 {
		return Area{}, p.errAt(nil, nil, "empty area")
	}
	var a Area
	k, err := p.word(`a shape: sphere, cylinder, cube, cone or line`, shapeNames[1:]...)
	if err != nil {
		return Area{}, err
	}
	a.Shape = Shape(k + 1)
	if err := p.size(&a); err != nil {
		return Area{}, err
	}
	if !a.Shape.directed() {
		if _, err := p.word(fmt.Sprintf(`"at" and a point after a %s's size, like "%s 20 at E5"`, a.Shape, a.Shape), "at"); err != nil {
			return Area{}, err
		}
		if a.Origin, err = p.point("origin"); err != nil {
			return Area{}, err
		}
	} else {
		if _, err := p.word(fmt.Sprintf(`"from" and a point after a %s's size, like "%s 15 from B2 toward E2"`, a.Shape, a.Shape), "from"); err != nil {
			return Area{}, err
		}
		if a.Origin, err = p.point("origin"); err != nil {
			return Area{}, err
		}
		if _, err := p.word(fmt.Sprintf(`"toward" and the point the %s points at`, a.Shape), "toward", "towards"); err != nil {
			return Area{}, err
		}
		t := p.peek()
		if a.Toward, err = p.point("direction"); err != nil {
			return Area{}, err
		}
		if a.Toward == a.Origin {
			return Area{}, p.errAt(t, nil, "a %s must point toward a point other than its origin %s", a.Shape, a.Origin)
		}
	}
	if t := p.next(); t != nil {
		return Area{}, p.errAt(t, nil, "unexpected text after the area")
	}
	if err := a.Validate(); err != nil { // not reached: each part was checked as read
		return Area{}, fmt.Errorf("%w: area %q: %w", ErrSyntax, p.text, err)
	}
	return a, nil
}

func (p *areaParser) peek() *token {
	if p.i >= len(p.toks) {
		return nil
	}
	return &p.toks[p.i]
}

// size reads the size, a line's "LENGTHxWIDTH", and an optional unit, glued
// on ("15ft") or as the next word ("15 ft", "15 feet").
func (p *areaParser) size(a *Area) error {
	t := p.next()
	if t == nil {
		return p.errAt(nil, nil, "expected the %s's size in feet, like 15", a.Shape)
	}
	s := t.s
	for _, unit := range []string{"feet", "foot", "ft"} {
		if len(s) > len(unit) && strings.EqualFold(s[len(s)-len(unit):], unit) {
			s = s[:len(s)-len(unit)]
			break
		}
	}
	length, width, hasX := strings.Cut(strings.ToLower(s), "x")
	if hasX && a.Shape != Line {
		return p.errAt(t, nil, "only a line has a width; a %s's size is one number of feet, like 15", a.Shape)
	}
	n, ok := feet(length)
	if !ok {
		return p.errAt(t, nil, "expected the %s's size in feet, like 15", a.Shape)
	}
	if msg := feetProblem("size", n); msg != "" {
		return p.errAt(t, ErrArea, "%s", msg)
	}
	a.Size = n
	if a.Shape == Line {
		a.Width = SquareFeet
		if hasX {
			w, ok := feet(width)
			if !ok {
				return p.errAt(t, nil, "expected a line's length and width in feet, like 60x10")
			}
			if msg := feetProblem("width", w); msg != "" {
				return p.errAt(t, ErrArea, "%s", msg)
			}
			a.Width = w
		}
	}
	if u := p.peek(); u != nil {
		for _, unit := range []string{"ft", "feet", "foot"} {
			if strings.EqualFold(u.s, unit) {
				p.i++
				break
			}
		}
	}
	return nil
}

// feet reads a number of feet: decimal digits only, at most 6 of them.
func feet(s string) (int, bool) {
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
	return n, true
}

// point reads a point: a square (its centre) or a square and ".nw", ".ne",
// ".sw" or ".se" (that corner), on the largest map.
func (p *areaParser) point(what string) (Point, error) {
	t := p.next()
	if t == nil {
		return Point{}, p.errAt(nil, nil, "expected the %s, a square like B2 or a corner like B2.nw", what)
	}
	name, corner, hasDot := strings.Cut(t.s, ".")
	sq, err := ParseSquare(name)
	if err != nil {
		return Point{}, p.errAt(t, nil, "the %s must be a square like B2 or a corner like B2.nw: %s", what, strings.TrimPrefix(err.Error(), ErrSyntax.Error()+": "))
	}
	pt := Centre(sq)
	if hasDot {
		pt = Corner(sq)
		switch strings.ToLower(corner) {
		case "nw":
		case "ne":
			pt.X += 2
		case "sw":
			pt.Y += 2
		case "se":
			pt.X, pt.Y = pt.X+2, pt.Y+2
		default:
			return Point{}, p.errAt(t, nil, "unknown corner %q: after the \".\" use nw, ne, sw or se (top-left, top-right, bottom-left, bottom-right)", corner)
		}
	}
	if !onLargestMap(pt) {
		return Point{}, p.errAt(t, ErrArea, "the %s is beyond %s, the far corner of the largest map", what, Square{Col: MaxSide - 1, Row: MaxSide - 1})
	}
	return pt, nil
}
