package dice

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// syntaxExamples is every example of the syntax the tests use: the
// round-trip test below and the fuzz corpus both start from it.
var syntaxExamples = []string{
	"2d6", "d20", "d%", "3d%", "4dF", "dF", "1d100", "0d6", "1d1",
	"7", "0", "007", "999999999",
	"1+2", "1-2-3", "8/2/2", "2*3+4", "2+3*4", "2d6+1d4-1", "(1+2)*3", "8/(2/2)",
	"1-(2-3)", "2*(3*4)", "(2*3)*4", "(1-2)-3", "2-(3+4)", "2/(3*4)", "(1d6+2)*(1d4-1)",
	"(1d6)", "((((7))))", "-3", "--3", "+3", "-1d4", "-(1d4+1)", "1--2", "2*-3", "-2*3", "-(-3)",
	"4d6kh3", "4d6kl1", "4d6dh1", "4d6dl1", "4d6k3", "4d6d1", "4d6k", "4d6kh", "4d6dl", "4d6kh3dl1", "4d6kh3kl2",
	"2d20kh1", "2d20kl1",
	"4d6r", "4dFr", "4d6ro", "4d6r1", "4d6r<3", "4d6r<=2", "4d6r>5", "4d6r=2", "4d6r<>4", "4d6r1r2",
	"4d6ro<3", "4d6ro1ro2", "4dFr=-1", "1d6r1min3",
	"3d6!", "3d6!>=5", "3d6!5", "3d6!!", "3d6!!>4", "3d6!p", "3d6!p<>3", "3d6!!p", "3dF!=-1", "1d6!-1", "2d6!kh1",
	"4d6min2", "4d6max5", "4d6mi2", "4d6ma5", "4d6min2max5", "4dFmin0", "4dFmax-1", "4d6min3!<=3",
	"10d10>=7", "10d10>=7f1", "10d10>7f<3", "10d10<3", "10d10<=3", "10d10=10", "10d10<>5", "4dF>0f=-1",
	"4d6>=5kh3", "4d6!kh3r1max5min2", "4d6>=3!>=5", "4d6!>=5>=3", "3d6!>=5", "10d10>=7f1!",
	"{2d6, 1d8}kh1", "(3, 1d4, 2d6)kh1", "(3, 1d4, 2d6)", "{1d6}", "(1d6)kh1", "{1d20, 1d20, 1d20}>=10",
	"{1d6, 1d6}>3f1", "{1d6, 2}d1", "{1d6+1, 2*1d4}", "{{1d6, 1d8}kh1, 1d10}kl1", "((1d6, 2))kh1", "(2)d6",
	"2d6[fire]", "1d8+3[slashing] + 2d6[fire]", "1d8+3[slashing] + 2d6[fire] + 1d4", "2d6 [ Cold Iron ]",
	"2*1d6[fire]", "1d6-1[necrotic_x]", "-2d6[cold]", "1d6[a]-1d4[b]",
	"1d20+5 adv", "1d20+5 dis", "1d20 advantage", "1d20 disadvantage", "d20+1d20 adv", "{1d20+2, 15} adv",
	"1d20[piercing] adv",
	"4D6KH3", "4DF", "4D6R1", "3D6!!P", "4D6MIN2MAX5", "10D10>=7F1", "1D20+5 ADV", "2d6[FIRE]",
	"  1d6 +\t2 ", "( 1d6 , 2 )kh1", "- 3", "2 * ( 1 + 1 )",
	"7/2", "-7/2", "7/-2", "(1d6-4)/2", "1/0",
	"10000d2!", "1d1000000", "4d6r1r2r3r4r5", "20d6!!>=4kh5dl2>=10f3",
}

// TestStringCanonical pins the canonical form of print.go: lower case, no
// spaces (but ", " between members), modifiers in the fixed order reroll,
// min, max, keep, success, explode, and parentheses only where needed.
func TestStringCanonical(t *testing.T) {
	tests := []struct{ in, want string }{
		{"d20", "1d20"},
		{"d%", "1d%"},
		{"1d100", "1d100"},
		{"dF", "1dF"},
		{"007", "7"},
		{" 1 + 2 ", "1+2"},
		{"4D6KH3", "4d6kh3"},
		{"4d6k3", "4d6kh3"},
		{"4d6k", "4d6kh1"},
		{"4d6d1", "4d6dl1"},
		{"4d6dh", "4d6dh1"},
		{"4d6r", "4d6r1"},
		{"4dFr", "4dFr=-1"},
		{"4d6ro", "4d6ro1"},
		{"4d6r=2", "4d6r2"},
		{"4d6mi2ma5", "4d6min2max5"},
		{"4d6max5min2", "4d6min2max5"},
		{"4d6>=5kh3", "4d6kh3>=5"},
		{"4d6!kh3r1max5min2", "4d6r1min2max5kh3!"},
		// A success comparison is printed before the explosion so that it is
		// not read as the explode condition.
		{"4d6!>=5>=3", "4d6>=3!>=5"},
		{"10d10>=7f=1", "10d10>=7f1"},
		{"3d6!=5", "3d6!5"},
		{"3D6!!P", "3d6!!p"},
		{"{2d6,1d8}KH1", "{2d6, 1d8}kh1"},
		{"( 3 ,1d4 , 2d6 )kh1", "(3, 1d4, 2d6)kh1"},
		{"(1d6)", "1d6"},
		{"((1+2))*3", "(1+2)*3"},
		{"((1d6, 2))kh1", "((1d6, 2))kh1"},
		{"(2)d6", "(2)dl6"},
		{"1-(2-3)", "1-(2-3)"},
		{"(1-2)-3", "1-2-3"},
		{"1+(2+3)", "1+(2+3)"},
		{"(1+2)+3", "1+2+3"},
		{"2*(3*4)", "2*(3*4)"},
		{"(2*3)*4", "2*3*4"},
		{"8/(2/2)", "8/(2/2)"},
		{"2-(3*4)", "2-3*4"},
		{"(2-3)*4", "(2-3)*4"},
		{"-(-3)", "--3"},
		{"-(1d4+1)", "-(1d4+1)"},
		{"-(2*3)", "-(2*3)"},
		{"1 - -2", "1--2"},
		{"+3", "3"},
		{"2d6 [ Cold Iron ]", "2d6[cold iron]"},
		{"1d8 + 3 [Slashing] + 2d6 [fire]", "1d8+3[slashing]+2d6[fire]"},
		{"1d20+5 adv", "2d20kh1+5"},
		{"1d20 + 5 DIS", "2d20kl1+5"},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := e.String(); got != tt.want {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestStringRoundTrip checks the promise of print.go on every example: the
// canonical form parses back to the same tree and prints the same again.
func TestStringRoundTrip(t *testing.T) {
	for _, s := range syntaxExamples {
		e, err := Parse(s)
		if err != nil {
			t.Errorf("Parse(%q): %v", s, err)
			continue
		}
		checkRoundTrip(t, s, e)
	}
}

// checkRoundTrip fails t unless e's canonical form re-parses to an equal
// tree with the same canonical form.
func checkRoundTrip(t testing.TB, in string, e *Expr) {
	t.Helper()
	s1 := e.String()
	if len(s1) > MaxExprLen {
		// The canonical form may be longer than the input ("d6" is "1d6"),
		// and then over the limit; that is the one permitted failure.
		return
	}
	e2, err := Parse(s1)
	if err != nil {
		t.Fatalf("Parse(%q) ok, but its String %q does not parse: %v", in, s1, err)
	}
	if s2 := e2.String(); s2 != s1 {
		t.Fatalf("Parse(%q).String() = %q, which prints as %q", in, s1, s2)
	}
	if diff := cmp.Diff(e, e2); diff != "" {
		t.Fatalf("Parse(%q) and Parse(%q) differ (-first +second):\n%s", in, s1, diff)
	}
}

// TestStringTrees prints trees the parser never builds from the text in
// that shape (built by hand, as a caller of the AST may), checking that the
// printer adds exactly the parentheses precedence needs.
func TestStringTrees(t *testing.T) {
	tests := []struct {
		n    Node
		want string
	}{
		{bin('-', num(1), bin('+', num(2), num(3))), "1-(2+3)"},
		{bin('+', num(1), bin('-', num(2), num(3))), "1+(2-3)"},
		{bin('*', bin('+', num(1), num(2)), bin('-', num(3), num(4))), "(1+2)*(3-4)"},
		{bin('/', num(8), bin('*', num(2), num(2))), "8/(2*2)"},
		{bin('*', num(2), neg(num(3))), "2*-3"},
		{neg(bin('*', num(2), num(3))), "-(2*3)"},
		{neg(neg(nd(1, 6))), "--1d6"},
		{bin('+', lbl(nd(1, 6), "fire"), lbl(nd(1, 4), "cold")), "1d6[fire]+1d4[cold]"},
		{lbl(bin('*', num(2), nd(1, 6)), "fire"), "2*1d6[fire]"},
		{grp(true, bin('+', nd(1, 6), num(1))), "{1d6+1}"},
		{gWith(grp(false, nd(1, 6)), func(g *Group) { g.Success = cp(Eq, 6) }), "(1d6)=6"},
		{with(nd(1, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, -2}}} }), "1d6r=-2"},
		{with(nd(1, 6), func(d *Dice) { d.Success, d.Failure = cp(Eq, 6), cp(Eq, -1) }), "1d6=6f=-1"},
	}
	for _, tt := range tests {
		if got := (&Expr{Root: tt.n}).String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
	}
}

// TestCmpString checks the compare point printer: always with an operator.
func TestCmpString(t *testing.T) {
	for _, tt := range []struct {
		c    Cmp
		want string
	}{
		{Cmp{Eq, 3}, "=3"}, {Cmp{Ne, 3}, "<>3"}, {Cmp{Lt, 3}, "<3"}, {Cmp{Le, 3}, "<=3"},
		{Cmp{Gt, 3}, ">3"}, {Cmp{Ge, -3}, ">=-3"},
	} {
		if got := tt.c.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.c, got, tt.want)
		}
	}
}

// TestCmpMatch checks the compare points: < and > are strict, as in
// rpg-dice-roller (ast.go).
func TestCmpMatch(t *testing.T) {
	for _, tt := range []struct {
		c    Cmp
		hits []int // of -1..7
	}{
		{Cmp{Eq, 3}, []int{3}},
		{Cmp{Ne, 3}, []int{-1, 0, 1, 2, 4, 5, 6, 7}},
		{Cmp{Lt, 3}, []int{-1, 0, 1, 2}},
		{Cmp{Le, 3}, []int{-1, 0, 1, 2, 3}},
		{Cmp{Gt, 3}, []int{4, 5, 6, 7}},
		{Cmp{Ge, 3}, []int{3, 4, 5, 6, 7}},
	} {
		var got []int
		for v := -1; v <= 7; v++ {
			if tt.c.Match(v) {
				got = append(got, v)
			}
		}
		if diff := cmp.Diff(tt.hits, got); diff != "" {
			t.Errorf("%s matches (-want +got):\n%s", tt.c, diff)
		}
	}
}
