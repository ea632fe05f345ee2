package dice

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks, for any text: Parse never panics and fails only with a
// *Error; what parses prints (String) to a canonical form that re-parses to
// an equal tree with the same form (print.go's promise); and compiling and
// rolling it never panics, with Roll and Total agreeing on a seeded PRNG.
// Rolling is bounded by MaxDice faces per evaluation and a small explode
// cap, so no input can make the fuzzer hang.
func FuzzParse(f *testing.F) {
	for _, s := range syntaxExamples {
		f.Add(s)
	}
	for _, s := range rollExamples {
		f.Add(s)
	}
	for _, s := range []string{
		"", "(", "{1d6,", "1d6[", "4d6r1ro2", "1d1!", "1d6min5max2", "2d20 adv", "1/0",
		strings.Repeat("(", 70) + "1" + strings.Repeat(")", 70), strings.Repeat("-", 70) + "1",
		"1234567890", "1d1234567", "999999999*999999999*999999999", "10000d2!",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := Parse(s)
		if err != nil {
			var de *Error
			if !errors.As(err, &de) {
				t.Fatalf("Parse(%q) error %T %v is not a *dice.Error", s, err, err)
			}
			if de.Code == "" || de.Pos < -1 || de.Pos > max(len(s), MaxExprLen) {
				t.Fatalf("Parse(%q): bad error %#v", s, de)
			}
			if utf8.ValidString(s) && !utf8.ValidString(err.Error()) {
				t.Fatalf("Parse(%q): error %q is not valid UTF-8", s, err)
			}
			return
		}
		checkRoundTrip(t, s, e)

		p, err := Compile(e)
		if err != nil {
			if !errors.Is(err, ErrTooManyDice) {
				t.Fatalf("Compile(%q): %v", s, err)
			}
			return
		}
		p.SetExplodeCap(3)
		q := p.Clone()
		r, rerr := p.Roll(NewPRNG(1))
		total, terr := q.Total(NewPRNG(1))
		if (rerr == nil) != (terr == nil) {
			t.Fatalf("%q: Roll error %v, Total error %v", s, rerr, terr)
		}
		if rerr != nil {
			var de *Error
			if !errors.As(rerr, &de) || !errors.Is(terr, de) {
				t.Fatalf("%q: Roll error %v, Total error %v", s, rerr, terr)
			}
			switch de.Code {
			case CodeDivZero, CodeTooManyDice, CodeInvalid:
			default:
				t.Fatalf("%q: unexpected roll error %v", s, rerr)
			}
			return
		}
		if r.Total != total {
			t.Fatalf("%q: Roll %d, Total %d", s, r.Total, total)
		}
		if r.Expr != e.String() {
			t.Fatalf("%q: Result.Expr %q, String %q", s, r.Expr, e.String())
		}
		checkResult(t, s, r)
	})
}
