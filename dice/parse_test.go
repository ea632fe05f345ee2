package dice

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Tree builders for the expected ASTs below.

func num(v int) *Num                    { return &Num{Value: v} }
func neg(x Node) *Neg                   { return &Neg{X: x} }
func bin(op byte, l, r Node) *Binary    { return &Binary{Op: op, L: l, R: r} }
func lbl(x Node, name string) *Label    { return &Label{X: x, Name: name} }
func nd(count, sides int) *Dice         { return &Dice{Count: count, Sides: sides} }
func ip(v int) *int                     { return &v }
func cp(op CmpOp, n int) *Cmp           { return &Cmp{Op: op, N: n} }
func kh(n int) KeepOp                   { return KeepOp{Keep: true, Highest: true, N: n} }
func kl(n int) KeepOp                   { return KeepOp{Keep: true, Highest: false, N: n} }
func dh(n int) KeepOp                   { return KeepOp{Keep: false, Highest: true, N: n} }
func dl(n int) KeepOp                   { return KeepOp{Keep: false, Highest: false, N: n} }
func grp(brace bool, ms ...Node) *Group { return &Group{Brace: brace, Members: ms} }

// with applies modifiers to a dice term, for readable tables.
func with(d *Dice, f func(d *Dice)) *Dice { f(d); return d }

func withKeep(d *Dice, ops ...KeepOp) *Dice { d.Keep = ops; return d }

func gWith(g *Group, f func(g *Group)) *Group { f(g); return g }

// TestParseTree pins the tree of every syntax element of the syntax
// list. Modifier meanings follow ast.go (Roll20 / rpg-dice-roller dialect).
func TestParseTree(t *testing.T) {
	tests := []struct {
		in   string
		want Node
	}{
		// Dice terms: NdM, dM (count 1), d% (1..100), dF (-1..+1).
		{"2d6", nd(2, 6)},
		{"d20", nd(1, 20)},
		{"1d1", nd(1, 1)},
		{"0d6", nd(0, 6)},
		{"d%", &Dice{Count: 1, Sides: 100, Kind: Percent}},
		{"3d%", &Dice{Count: 3, Sides: 100, Kind: Percent}},
		{"4dF", &Dice{Count: 4, Sides: 3, Kind: Fudge}},
		{"dF", &Dice{Count: 1, Sides: 3, Kind: Fudge}},
		{"1d100", nd(1, 100)}, // a d100 is not a d%: same faces, printed differently
		// Integer constants; 9 digits is the longest number.
		{"7", num(7)},
		{"0", num(0)},
		{"007", num(7)},
		{"999999999", num(999999999)},
		// Arithmetic: + - * / with the usual precedence, left associative.
		{"1+2", bin('+', num(1), num(2))},
		{"1-2-3", bin('-', bin('-', num(1), num(2)), num(3))},
		{"8/2/2", bin('/', bin('/', num(8), num(2)), num(2))},
		{"2*3+4", bin('+', bin('*', num(2), num(3)), num(4))},
		{"2+3*4", bin('+', num(2), bin('*', num(3), num(4)))},
		{"2d6+1d4-1", bin('-', bin('+', nd(2, 6), nd(1, 4)), num(1))},
		// Parentheses: plain parentheses build no node.
		{"(1+2)*3", bin('*', bin('+', num(1), num(2)), num(3))},
		{"8/(2/2)", bin('/', num(8), bin('/', num(2), num(2)))},
		{"(1d6)", nd(1, 6)},
		{"((((7))))", num(7)},
		// Unary minus (and a harmless unary plus).
		{"-3", neg(num(3))},
		{"--3", neg(neg(num(3)))},
		{"+3", num(3)},
		{"-1d4", neg(nd(1, 4))},
		{"-(1d4+1)", neg(bin('+', nd(1, 4), num(1)))},
		{"1--2", bin('-', num(1), neg(num(2)))},
		{"2*-3", bin('*', num(2), neg(num(3)))},
		{"-2*3", bin('*', neg(num(2)), num(3))},
		// Keep/drop: khN klN dhN dlN; kN is keep highest, dN drop lowest;
		// the count defaults to 1 after kh, kl, dh, dl and k.
		{"4d6kh3", withKeep(nd(4, 6), kh(3))},
		{"4d6kl1", withKeep(nd(4, 6), kl(1))},
		{"4d6dh1", withKeep(nd(4, 6), dh(1))},
		{"4d6dl1", withKeep(nd(4, 6), dl(1))},
		{"4d6k3", withKeep(nd(4, 6), kh(3))},
		{"4d6d1", withKeep(nd(4, 6), dl(1))},
		{"4d6k", withKeep(nd(4, 6), kh(1))},
		{"4d6kh", withKeep(nd(4, 6), kh(1))},
		{"4d6kl", withKeep(nd(4, 6), kl(1))},
		{"4d6dh", withKeep(nd(4, 6), dh(1))},
		{"4d6dl", withKeep(nd(4, 6), dl(1))},
		{"4d6kh3dl1", withKeep(nd(4, 6), kh(3), dl(1))},
		{"2d20kh1", withKeep(nd(2, 20), kh(1))},
		// Rerolls: r<cmp> (while matching), ro<cmp> (once), bare r/ro = the
		// lowest face, a bare number = equal to it, several points allowed.
		{"4d6r", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, 1}}} })},
		{"4dFr", with(&Dice{Count: 4, Sides: 3, Kind: Fudge}, func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, -1}}} })},
		{"4d6ro", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{Once: true, When: []Cmp{{Eq, 1}}} })},
		{"4d6r1", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, 1}}} })},
		{"4d6r<3", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Lt, 3}}} })},
		{"4d6r<=2", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Le, 2}}} })},
		{"4d6r>5", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Gt, 5}}} })},
		{"4d6r=2", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, 2}}} })},
		{"4d6r<>4", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Ne, 4}}} })},
		{"4d6r1r2", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, 1}, {Eq, 2}}} })},
		{"4d6ro<3", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{Once: true, When: []Cmp{{Lt, 3}}} })},
		{"4d6ro1ro2", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{Once: true, When: []Cmp{{Eq, 1}, {Eq, 2}}} })},
		{"4dFr=-1", with(&Dice{Count: 4, Sides: 3, Kind: Fudge}, func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, -1}}} })},
		// Explosions: ! (on the highest face), !<cmp>, compound !!,
		// penetrating !p, !!p.
		{"3d6!", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeAdd} })},
		{"3d6!>=5", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeAdd, When: cp(Ge, 5)} })},
		{"3d6!5", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeAdd, When: cp(Eq, 5)} })},
		{"3d6!!", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeCompound} })},
		{"3d6!!>4", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeCompound, When: cp(Gt, 4)} })},
		{"3d6!p", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodePenetrate} })},
		{"3d6!p<>3", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodePenetrate, When: cp(Ne, 3)} })},
		{"3d6!!p", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeCompoundPenetrate} })},
		{"3dF!=-1", with(&Dice{Count: 3, Sides: 3, Kind: Fudge}, func(d *Dice) { d.Explode = &Explode{When: cp(Eq, -1)} })},
		// Clamps: minN / maxN and Avrae's miN / maN, negative bounds allowed.
		{"4d6min2", with(nd(4, 6), func(d *Dice) { d.Min = ip(2) })},
		{"4d6max5", with(nd(4, 6), func(d *Dice) { d.Max = ip(5) })},
		{"4d6mi2", with(nd(4, 6), func(d *Dice) { d.Min = ip(2) })},
		{"4d6ma5", with(nd(4, 6), func(d *Dice) { d.Max = ip(5) })},
		{"4d6min2max5", with(nd(4, 6), func(d *Dice) { d.Min, d.Max = ip(2), ip(5) })},
		{"4dFmin0", with(&Dice{Count: 4, Sides: 3, Kind: Fudge}, func(d *Dice) { d.Min = ip(0) })},
		{"4dFmax-1", with(&Dice{Count: 4, Sides: 3, Kind: Fudge}, func(d *Dice) { d.Max = ip(-1) })},
		// Success counting (an operator is required) and failures fN / f<cmp>.
		{"10d10>=7", with(nd(10, 10), func(d *Dice) { d.Success = cp(Ge, 7) })},
		{"10d10>=7f1", with(nd(10, 10), func(d *Dice) { d.Success, d.Failure = cp(Ge, 7), cp(Eq, 1) })},
		{"10d10>7f<3", with(nd(10, 10), func(d *Dice) { d.Success, d.Failure = cp(Gt, 7), cp(Lt, 3) })},
		{"10d10<3", with(nd(10, 10), func(d *Dice) { d.Success = cp(Lt, 3) })},
		{"10d10<=3", with(nd(10, 10), func(d *Dice) { d.Success = cp(Le, 3) })},
		{"10d10=10", with(nd(10, 10), func(d *Dice) { d.Success = cp(Eq, 10) })},
		{"10d10<>5", with(nd(10, 10), func(d *Dice) { d.Success = cp(Ne, 5) })},
		{"4dF>0f=-1", with(&Dice{Count: 4, Sides: 3, Kind: Fudge}, func(d *Dice) { d.Success, d.Failure = cp(Gt, 0), cp(Eq, -1) })},
		// Modifiers in any order give the same tree (ast.go: the roll applies
		// them in a fixed order).
		{"4d6>=5kh3", with(nd(4, 6), func(d *Dice) { d.Keep, d.Success = []KeepOp{kh(3)}, cp(Ge, 5) })},
		{"4d6kh3>=5", with(nd(4, 6), func(d *Dice) { d.Keep, d.Success = []KeepOp{kh(3)}, cp(Ge, 5) })},
		{"4d6!kh3r1max5min2", with(nd(4, 6), func(d *Dice) {
			d.Explode, d.Keep, d.Reroll, d.Max, d.Min = &Explode{}, []KeepOp{kh(3)}, &Reroll{When: []Cmp{{Eq, 1}}}, ip(5), ip(2)
		})},
		{"4d6>=3!>=5", with(nd(4, 6), func(d *Dice) { d.Success, d.Explode = cp(Ge, 3), &Explode{When: cp(Ge, 5)} })},
		{"4d6!>=5>=3", with(nd(4, 6), func(d *Dice) { d.Success, d.Explode = cp(Ge, 3), &Explode{When: cp(Ge, 5)} })},
		// Groups {…} and sets (…) with keep/drop and success over members.
		{"{2d6, 1d8}kh1", gWith(grp(true, nd(2, 6), nd(1, 8)), func(g *Group) { g.Keep = []KeepOp{kh(1)} })},
		{"(3, 1d4, 2d6)kh1", gWith(grp(false, num(3), nd(1, 4), nd(2, 6)), func(g *Group) { g.Keep = []KeepOp{kh(1)} })},
		{"(3, 1d4, 2d6)", grp(false, num(3), nd(1, 4), nd(2, 6))},
		{"{1d6}", grp(true, nd(1, 6))},
		{"(1d6)kh1", gWith(grp(false, nd(1, 6)), func(g *Group) { g.Keep = []KeepOp{kh(1)} })},
		{"{1d20, 1d20, 1d20}>=10", gWith(grp(true, nd(1, 20), nd(1, 20), nd(1, 20)), func(g *Group) { g.Success = cp(Ge, 10) })},
		{"{1d6, 1d6}>3f1", gWith(grp(true, nd(1, 6), nd(1, 6)), func(g *Group) { g.Success, g.Failure = cp(Gt, 3), cp(Eq, 1) })},
		{"{1d6, 2}d1", gWith(grp(true, nd(1, 6), num(2)), func(g *Group) { g.Keep = []KeepOp{dl(1)} })},
		{"{1d6+1, 2*1d4}", grp(true, bin('+', nd(1, 6), num(1)), bin('*', num(2), nd(1, 4)))},
		{"{{1d6, 1d8}kh1, 1d10}kl1", gWith(grp(true, gWith(grp(true, nd(1, 6), nd(1, 8)), func(g *Group) { g.Keep = []KeepOp{kh(1)} }), nd(1, 10)),
			func(g *Group) { g.Keep = []KeepOp{kl(1)} })},
		// Labels: on the terms of the outermost sum, lower-cased and trimmed.
		{"2d6[fire]", lbl(nd(2, 6), "fire")},
		{"1d8+3[slashing] + 2d6[fire]", bin('+', bin('+', nd(1, 8), lbl(num(3), "slashing")), lbl(nd(2, 6), "fire"))},
		{"2d6 [ Cold Iron ]", lbl(nd(2, 6), "cold iron")},
		{"2*1d6[fire]", lbl(bin('*', num(2), nd(1, 6)), "fire")},
		{"1d6-1[necrotic_x]", bin('-', nd(1, 6), lbl(num(1), "necrotic_x"))},
		// Advantage words: the first plain 1d20 becomes 2d20kh1 / 2d20kl1.
		{"1d20+5 adv", bin('+', withKeep(nd(2, 20), kh(1)), num(5))},
		{"1d20+5 dis", bin('+', withKeep(nd(2, 20), kl(1)), num(5))},
		{"1d20 advantage", withKeep(nd(2, 20), kh(1))},
		{"1d20 disadvantage", withKeep(nd(2, 20), kl(1))},
		{"d20+1d20 adv", bin('+', withKeep(nd(2, 20), kh(1)), nd(1, 20))},
		{"2d20kh1+1d20 adv", bin('+', withKeep(nd(2, 20), kh(1)), withKeep(nd(2, 20), kh(1)))},
		{"{1d20+2, 15} adv", grp(true, bin('+', withKeep(nd(2, 20), kh(1)), num(2)), num(15))},
		{"1d20[piercing] adv", lbl(withKeep(nd(2, 20), kh(1)), "piercing")},
		{"1d20+5 adv  ", bin('+', withKeep(nd(2, 20), kh(1)), num(5))},
		// Case-insensitivity of every letter of the syntax.
		{"4D6KH3", withKeep(nd(4, 6), kh(3))},
		{"4D6DL1", withKeep(nd(4, 6), dl(1))},
		{"4DF", &Dice{Count: 4, Sides: 3, Kind: Fudge}},
		{"4D6R1", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{When: []Cmp{{Eq, 1}}} })},
		{"4D6RO1", with(nd(4, 6), func(d *Dice) { d.Reroll = &Reroll{Once: true, When: []Cmp{{Eq, 1}}} })},
		{"3D6!!P", with(nd(3, 6), func(d *Dice) { d.Explode = &Explode{Mode: ExplodeCompoundPenetrate} })},
		{"4D6MIN2MAX5", with(nd(4, 6), func(d *Dice) { d.Min, d.Max = ip(2), ip(5) })},
		{"4D6Mi2Ma5", with(nd(4, 6), func(d *Dice) { d.Min, d.Max = ip(2), ip(5) })},
		{"10D10>=7F1", with(nd(10, 10), func(d *Dice) { d.Success, d.Failure = cp(Ge, 7), cp(Eq, 1) })},
		{"1D20+5 ADV", bin('+', withKeep(nd(2, 20), kh(1)), num(5))},
		{"1d20 Dis", withKeep(nd(2, 20), kl(1))},
		{"2d6[FIRE]", lbl(nd(2, 6), "fire")},
		// Whitespace (spaces and tabs) between tokens, not inside a term.
		{"  1d6 +\t2 ", bin('+', nd(1, 6), num(2))},
		{"( 1d6 , 2 )kh1", gWith(grp(false, nd(1, 6), num(2)), func(g *Group) { g.Keep = []KeepOp{kh(1)} })},
		{"- 3", neg(num(3))},
		{"2 * ( 1 + 1 )", bin('*', num(2), bin('+', num(1), num(1)))},
	}
	for _, tt := range tests {
		e, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, e.Root); diff != "" {
			t.Errorf("Parse(%q) tree (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestParseErrors checks every parse-time error: its code (errors.Is with
// the sentinel), its position and a word of its message.
func TestParseErrors(t *testing.T) {
	const anyPos = -2
	longLabel := "[" + strings.Repeat("a", 41) + "]"
	tests := []struct {
		in   string
		want *Error // sentinel
		pos  int    // 0-based, -1 for none, anyPos to skip the check
		msg  string // a fragment of Error()
	}{
		// Syntax errors carry what was found and what was expected.
		{"", ErrSyntax, 0, "found end of expression"},
		{"   ", ErrSyntax, 3, "found end of expression"},
		{"abc", ErrSyntax, 0, `found "abc"`},
		{"1d6+", ErrSyntax, 4, "expected a number, a die"},
		{"1d6*", ErrSyntax, 4, "end of expression"},
		{"1d6//2", ErrSyntax, 4, `found "/"`},
		{"2d", ErrSyntax, 2, "number of sides"},
		{"2dx", ErrSyntax, 2, `found "x"`},
		{"1d6 x", ErrSyntax, 4, "an operator"},
		{"1 d6", ErrSyntax, 2, `found "d6"`},
		{"1d6)", ErrSyntax, 3, `found ")"`},
		{"(1d6", ErrSyntax, 4, `expected "," or ")"`},
		{"{1d6", ErrSyntax, 4, `expected "," or "}"`},
		{"{1d6)", ErrSyntax, 4, `expected "," or "}"`},
		{"()", ErrSyntax, 1, "expected a number"},
		{"{1d6,}", ErrSyntax, 5, "expected a number"},
		{"(1d6)!", ErrSyntax, 5, "an operator"},
		{"1d6 ✓", ErrSyntax, 4, `found "✓"`}, // a whole character, not a byte of it
		{"2d6×2", ErrSyntax, 3, `found "×"`},
		// Modifiers attach to their term: no space before them.
		{"4d6 kh3", ErrSyntax, 4, `found "kh3"`},
		{"(1d6, 2) kh1", ErrSyntax, 9, `found "kh1"`},
		{"10d10 >=7", ErrSyntax, 6, `found ">"`},
		{"1d6\n", ErrSyntax, 3, "an operator"},
		{"4d6>=", ErrSyntax, 5, "a number after the comparison"},
		{"4d6r<", ErrSyntax, 5, "a number after the comparison"},
		{"4d6!>", ErrSyntax, 5, "a number after the comparison"},
		{"4d6>=7f", ErrSyntax, 7, "a compare point after f"},
		{"4d6>=7fx", ErrSyntax, 7, "a compare point after f"},
		{"4d6min", ErrSyntax, 6, "a number"},
		{"4d6max-", ErrSyntax, 7, "a number"},
		{"4d6>=5>=3", ErrSyntax, 6, `found ">"`},
		{"{1d6}>3>4", ErrSyntax, 7, "one success comparison"},
		// Second modifiers of a kind that takes one.
		{"4d6!!5!", ErrSyntax, 6, "one explode modifier"},
		{"4d6min1min2", ErrSyntax, 7, "one min clamp"},
		{"4d6max1ma2", ErrSyntax, 7, "one max clamp"},
		{"4d6r1ro2", ErrSyntax, 5, "mix of r and ro"},
		{"4d6ro1r2", ErrSyntax, 6, "mix of r and ro"},
		// Labels: closed, valid, one per term, only on the outermost sum.
		{"1d6[fire", ErrSyntax, 3, `"[" without "]"`},
		{"1d6[]", ErrSyntax, 3, "label"},
		{"1d6[  ]", ErrSyntax, 3, "label"},
		{"1d6[fi$re]", ErrSyntax, 3, "label"},
		{"1d6" + longLabel, ErrSyntax, 3, "1 to 40"},
		{"1d6[a][b]", ErrSyntax, 6, "one label"},
		{"1d6[a] [b]", ErrSyntax, 7, "one label"},
		{"(1d6[fire])", ErrSyntax, 4, "outermost sum"},
		{"(1d6[fire])+1", ErrSyntax, 4, "outermost sum"},
		{"{1d6[fire], 2}", ErrSyntax, 4, "outermost sum"},
		{"2*(1d6[fire]+1)", ErrSyntax, 6, "outermost sum"},
		{"1d6[fire]*2", ErrSyntax, 9, "an operator"},
		// Meaningless expressions.
		{"1234567890", ErrInvalid, 0, "at most 9 digits"},
		{"1d1234567890", ErrInvalid, 2, "at most 9 digits"},
		{"1234567890d6", ErrInvalid, 0, "at most 9 digits"},
		{"4d6kh1234567890", ErrInvalid, 5, "at most 9 digits"},
		{"4d6>=1234567890", ErrInvalid, 5, "at most 9 digits"},
		{"1d0", ErrInvalid, 0, "at least 1 side"},
		{"2+0d0", ErrInvalid, 2, "at least 1 side"},
		// Reroll matching every face (r only: ro stops after one reroll).
		{"1d6r<7", ErrInvalid, 0, "reroll matches every face of d6"},
		{"1d6r1r2r3r4r5r6", ErrInvalid, 0, "every face"},
		{"1d6r<4r>3", ErrInvalid, 0, "every face"},
		{"1d1r", ErrInvalid, 0, "every face of d1"},
		{"4dFr<=1", ErrInvalid, 0, "every face of dF"},
		{"1d%r>=1", ErrInvalid, 0, "every face of d100"},
		{"1+2d6r<>0", ErrInvalid, 2, "every face"},
		// Explode matching every value, judged on the clamped base value.
		{"1d1!", ErrInvalid, 0, "explode condition matches every roll of d1"},
		{"1d6!<7", ErrInvalid, 0, "explode condition"},
		{"1d6!!>0", ErrInvalid, 0, "explode condition"},
		{"1d6!p<>0", ErrInvalid, 0, "explode condition"},
		{"1d6min6!", ErrInvalid, 0, "explode condition"},
		{"1d6max3!<=3", ErrInvalid, 0, "explode condition"},
		{"1d6min7!7", ErrInvalid, 0, "explode condition"},
		{"4dF!>=-1", ErrInvalid, 0, "explode condition matches every roll of dF"},
		// min above max.
		{"1d6min5max2", ErrInvalid, 0, "min 5 is above max 2"},
		{"3+4d6ma1mi2", ErrInvalid, 2, "min 2 is above max 1"},
		// Advantage needs a plain 1d20.
		{"2d20 adv", ErrInvalid, 5, `"adv" needs a plain 1d20`},
		{"1d20r1 adv", ErrInvalid, 7, "plain 1d20"},
		{"1d20kh1 dis", ErrInvalid, 8, `"dis" needs a plain 1d20`},
		{"2d20+5 disadvantage", ErrInvalid, 7, `"dis"`},
		{"d100 advantage", ErrInvalid, 5, `"adv"`},
		{"1 adv", ErrInvalid, 2, "plain 1d20"},
		{"1d20adv", ErrSyntax, 4, `found "adv"`},
		{"adv", ErrSyntax, 0, `found "adv"`},
		// Limits of size.
		{"1d1000001", ErrTooManySides, 0, "more than 1000000 sides"},
		{"2+3d999999999", ErrTooManySides, 2, "sides"},
		{"10001d6", ErrTooManyDice, 0, "limit of 10000"},
		{"1+999999999d2", ErrTooManyDice, 2, "limit of 10000"},
		{strings.Repeat("1+", 500) + "1", ErrTooLong, MaxExprLen, "1001 characters long"},
		{strings.Repeat("(", 70) + "1" + strings.Repeat(")", 70), ErrTooDeep, MaxDepth, "deeper than 64"},
		{strings.Repeat("-", 70) + "1", ErrTooDeep, MaxDepth, "deeper than 64"},
		{strings.Repeat("{", 65) + "1" + strings.Repeat("}", 65), ErrTooDeep, MaxDepth, "deeper than 64"},
		{strings.Repeat("-(", 33) + "1" + strings.Repeat(")", 33), ErrTooDeep, anyPos, "deeper than 64"},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q): no error, want %s", tt.in, tt.want.Code)
			continue
		}
		if !errors.Is(err, tt.want) {
			t.Errorf("Parse(%q) = %v: not errors.Is %s", tt.in, err, tt.want.Code)
		}
		var de *Error
		if !errors.As(err, &de) {
			t.Errorf("Parse(%q): %T is not *dice.Error", tt.in, err)
			continue
		}
		if tt.pos != anyPos && de.Pos != tt.pos {
			t.Errorf("Parse(%q): Pos %d, want %d (%v)", tt.in, de.Pos, tt.pos, err)
		}
		if !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Parse(%q) = %q, want it to mention %q", tt.in, err.Error(), tt.msg)
		}
		if !strings.HasPrefix(err.Error(), "dice: ") {
			t.Errorf("Parse(%q) = %q, want the \"dice: \" prefix", tt.in, err.Error())
		}
	}
}

// TestParseLimits puts each hard limit of errors.go on its boundary: the
// limit itself is accepted, one more is refused.
func TestParseLimits(t *testing.T) {
	ok := []string{
		strings.Repeat("1+", 499) + "11", // exactly MaxExprLen characters
		strings.Repeat("(", MaxDepth) + "1" + strings.Repeat(")", MaxDepth),
		strings.Repeat("{", MaxDepth) + "1" + strings.Repeat("}", MaxDepth),
		strings.Repeat("-", MaxDepth) + "1",
		strings.Repeat("-(", MaxDepth/2) + "1" + strings.Repeat(")", MaxDepth/2),
		"1d1000000",
		"10000d6",
		"999999999",
		"1d6min-999999999",
	}
	if n := len(ok[0]); n != MaxExprLen {
		t.Fatalf("test setup: %d characters, want %d", n, MaxExprLen)
	}
	for _, s := range ok {
		if _, err := Parse(s); err != nil {
			t.Errorf("Parse(%.40q…): %v", s, err)
		}
	}
	bad := []struct {
		in   string
		want error
	}{
		{ok[0] + "1", ErrTooLong},
		{ok[0] + " ", ErrTooLong}, // the limit counts every byte, spaces included
		{strings.Repeat("(", MaxDepth+1) + "1" + strings.Repeat(")", MaxDepth+1), ErrTooDeep},
		{strings.Repeat("{", MaxDepth+1) + "1" + strings.Repeat("}", MaxDepth+1), ErrTooDeep},
		{strings.Repeat("-", MaxDepth+1) + "1", ErrTooDeep},
		{strings.Repeat("+", MaxDepth+1) + "1", ErrTooDeep},
		{"1d1000001", ErrTooManySides},
		{"10001d6", ErrTooManyDice},
		{"1000000000", ErrInvalid},
	}
	for _, tt := range bad {
		if _, err := Parse(tt.in); !errors.Is(err, tt.want) {
			t.Errorf("Parse(%.40q…) = %v, want %v", tt.in, err, tt.want.(*Error).Code)
		}
	}
	// MaxDice counts the dice of the whole expression: each term may be
	// within the limit and the sum not. Compile refuses it.
	e := MustParse("5000d6+5001d6")
	if _, err := Compile(e); !errors.Is(err, ErrTooManyDice) {
		t.Errorf("Compile(5000d6+5001d6) = %v, want too-many-dice", err)
	}
	if _, err := Compile(MustParse("{5000d6, 5000d6}kh1")); err != nil {
		t.Errorf("Compile({5000d6, 5000d6}kh1) = %v, want it within MaxDice", err)
	}
	if _, err := Roll("{5000d6, 5001d6}kh1", NewPRNG(1)); !errors.Is(err, ErrTooManyDice) {
		t.Errorf("Roll({5000d6, 5001d6}kh1) = %v, want too-many-dice", err)
	}
}

// TestErrorSentinels checks the contract of errors.go: each sentinel
// matches every *Error of its code and no other.
func TestErrorSentinels(t *testing.T) {
	sentinels := map[Code]*Error{
		CodeSyntax: ErrSyntax, CodeTooLong: ErrTooLong, CodeTooDeep: ErrTooDeep,
		CodeTooManyDice: ErrTooManyDice, CodeTooManySides: ErrTooManySides,
		CodeTooLarge: ErrTooLarge, CodeInvalid: ErrInvalid, CodeBadFace: ErrBadFace,
		CodeNoFaces: ErrNoFaces, CodeDivZero: ErrDivZero,
	}
	if len(sentinels) != 10 {
		t.Fatalf("%d distinct codes, want 10", len(sentinels))
	}
	for code, s := range sentinels {
		if s.Code != code || s.Pos != -1 {
			t.Errorf("sentinel %v: Code %q Pos %d", s, s.Code, s.Pos)
		}
		e := &Error{Code: code, Pos: 3, Msg: "x"}
		for other, o := range sentinels {
			if got := errors.Is(e, o); got != (other == code) {
				t.Errorf("errors.Is(%s error, Err %s) = %v", code, other, got)
			}
		}
		wrapped := errors.Join(errors.New("context"), e)
		if !errors.Is(wrapped, s) {
			t.Errorf("a wrapped %s error does not match its sentinel", code)
		}
		if s.Error() != "dice: "+string(code) {
			t.Errorf("sentinel Error() = %q", s.Error())
		}
	}
	if errors.Is(ErrSyntax, errors.New("syntax")) {
		t.Error("an *Error matches a non-*Error target")
	}
	// Error() reports positions 1-based, for people.
	for _, tt := range []struct {
		e    *Error
		want string
	}{
		{&Error{Code: CodeSyntax, Pos: 0, Found: `"x"`, Expected: "a number"}, `dice: at position 1: found "x", expected a number`},
		{&Error{Code: CodeInvalid, Pos: 4, Msg: "min 5 is above max 2"}, "dice: at position 5: min 5 is above max 2"},
		{&Error{Code: CodeDivZero, Pos: -1, Msg: "division by zero"}, "dice: division by zero"},
		{&Error{Code: CodeNoFaces, Pos: -1}, "dice: no-faces"},
	} {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

// TestParseSyntaxErrorFields checks the Found and Expected fields a caller
// can show next to a caret.
func TestParseSyntaxErrorFields(t *testing.T) {
	_, err := Parse("2d6 + * 3")
	var de *Error
	if !errors.As(err, &de) {
		t.Fatalf("Parse: %v", err)
	}
	want := &Error{Code: CodeSyntax, Pos: 6, Found: `"*"`, Expected: `a number, a die such as d20, "(" or "{"`}
	if diff := cmp.Diff(want, de); diff != "" {
		t.Errorf("error (-want +got):\n%s", diff)
	}
	// Found shows at most a short word of the input.
	_, err = Parse("1d6 abcdefghijklmnop")
	if !errors.As(err, &de) || de.Found != `"abcdefgh"` {
		t.Errorf("Found = %q, want a word cut at 8 characters", de.Found)
	}
}

// TestMustParse checks that MustParse panics with the *Error.
func TestMustParse(t *testing.T) {
	defer func() {
		r := recover()
		if err, ok := r.(error); !ok || !errors.Is(err, ErrSyntax) {
			t.Errorf("MustParse panicked with %v, want a syntax *Error", r)
		}
	}()
	MustParse("1d")
	t.Error("MustParse(1d) did not panic")
}

// TestCheckDiceBruteForce compares the parser's "matches every face" and
// "explodes on every value" checks (which try only the values next to the
// compare points) with counting every face, over many random dice.
func TestCheckDiceBruteForce(t *testing.T) {
	r := NewPRNG(99)
	rnd := func(lo, hi int) int { v, _ := r.Face(lo, hi); return v }
	ops := []string{"=", "<>", "<", "<=", ">", ">="}
	cmpText := func() string { return ops[rnd(0, 5)] + itoa(rnd(-2, 9)) }
	for range 20000 {
		die := []string{"d1", "d2", "d3", "d6", "dF"}[rnd(0, 4)]
		expr := "1" + die
		for range rnd(1, 3) {
			expr += "r" + cmpText()
		}
		if rnd(0, 1) == 1 {
			expr += "min" + itoa(rnd(-2, 7))
		}
		if rnd(0, 1) == 1 {
			expr += "max" + itoa(rnd(-2, 7))
		}
		expr += "!"
		if rnd(0, 1) == 1 {
			expr += cmpText()
		}
		e, err := Parse(expr)
		if errors.Is(err, ErrInvalid) && strings.Contains(err.Error(), "min") {
			continue // min above max
		}
		// Brute force over the faces and the base values.
		d := MustParseNoCheck(t, expr)
		rerollAll := true
		for v := d.Lo(); v <= d.Hi(); v++ {
			rerollAll = rerollAll && d.Reroll.Matches(v)
		}
		explodeAll := true
		for v := d.Lo(); v <= d.Hi(); v++ {
			b := v
			if d.Min != nil {
				b = max(b, *d.Min)
			}
			if d.Max != nil {
				b = min(b, *d.Max)
			}
			explodeAll = explodeAll && explodes(d, b)
		}
		switch {
		case rerollAll:
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "reroll") {
				t.Fatalf("Parse(%q) = %v, want the reroll refused", expr, err)
			}
		case explodeAll:
			if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "explode") {
				t.Fatalf("Parse(%q) = %v, want the explosion refused", expr, err)
			}
		default:
			if err != nil || e == nil {
				t.Fatalf("Parse(%q) = %v, want it accepted", expr, err)
			}
		}
	}
}

// MustParseNoCheck builds the dice term of expr without checkDice, for
// the brute force above.
func MustParseNoCheck(t *testing.T, expr string) *Dice {
	t.Helper()
	p := &parser{src: expr}
	start := p.pos
	n, err := p.parseInt()
	if err != nil {
		t.Fatal(err)
	}
	p.pos++ // the 'd'
	d := &Dice{Count: n}
	if p.peekLower() == 'f' {
		p.pos++
		d.Kind, d.Sides = Fudge, 3
	} else if d.Sides, err = p.parseInt(); err != nil {
		t.Fatal(err)
	}
	for {
		more, err := p.parseDiceMod(d)
		if err != nil {
			t.Fatalf("%q at %d: %v", expr, start, err)
		}
		if !more {
			return d
		}
	}
}
