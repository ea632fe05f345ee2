package dice

import (
	"errors"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// genCmp draws a compare point around the faces lo..hi.
func genCmp(t *rapid.T, name string, lo, hi int) Cmp {
	op := CmpOp(rapid.IntRange(int(Eq), int(Ge)).Draw(t, name+"Op"))
	return Cmp{Op: op, N: rapid.IntRange(lo-1, hi+1).Draw(t, name+"N")}
}

// genDice draws a small dice term with any mix of the modifiers of ast.go.
func genDice(t *rapid.T) *Dice {
	d := &Dice{Count: rapid.IntRange(1, 3).Draw(t, "count")}
	switch rapid.IntRange(0, 5).Draw(t, "kind") {
	case 0:
		d.Kind, d.Sides = Fudge, 3
	case 1:
		d.Kind, d.Sides = Percent, 100
		d.Count = 1
	default:
		d.Sides = rapid.SampledFrom([]int{1, 2, 3, 4, 6}).Draw(t, "sides")
	}
	lo, hi := d.Lo(), d.Hi()
	if rapid.IntRange(0, 3).Draw(t, "reroll") == 0 {
		d.Reroll = &Reroll{Once: rapid.Bool().Draw(t, "once")}
		for range rapid.IntRange(1, 2).Draw(t, "rerolls") {
			d.Reroll.When = append(d.Reroll.When, genCmp(t, "reroll", lo, hi))
		}
	}
	if rapid.IntRange(0, 4).Draw(t, "min") == 0 {
		d.Min = ip(rapid.IntRange(lo-1, hi+1).Draw(t, "minN"))
	}
	if rapid.IntRange(0, 4).Draw(t, "max") == 0 {
		d.Max = ip(rapid.IntRange(lo-1, hi+1).Draw(t, "maxN"))
	}
	if rapid.IntRange(0, 2).Draw(t, "explode") == 0 {
		d.Explode = &Explode{Mode: ExplodeMode(rapid.IntRange(0, 3).Draw(t, "mode"))}
		if rapid.Bool().Draw(t, "explodeWhen") {
			c := genCmp(t, "explode", lo, hi)
			d.Explode.When = &c
		}
	}
	for range rapid.IntRange(0, 2).Draw(t, "keeps") {
		d.Keep = append(d.Keep, KeepOp{
			Keep: rapid.Bool().Draw(t, "keep"), Highest: rapid.Bool().Draw(t, "highest"),
			N: rapid.IntRange(0, d.Count+1).Draw(t, "keepN"),
		})
	}
	if rapid.IntRange(0, 3).Draw(t, "success") == 0 {
		c := genCmp(t, "success", lo, hi)
		d.Success = &c
		if rapid.Bool().Draw(t, "failure") {
			f := genCmp(t, "failure", lo, hi)
			d.Failure = &f
		}
	}
	return d
}

// genNode draws a small expression tree of the shape the parser builds.
func genNode(t *rapid.T, depth int) Node {
	choice := rapid.IntRange(0, 9).Draw(t, "node")
	if depth <= 0 {
		choice %= 3
	}
	switch choice {
	case 0:
		return num(rapid.IntRange(0, 6).Draw(t, "num"))
	case 1, 2:
		return genDice(t)
	case 3, 4, 5:
		op := rapid.SampledFrom([]byte("+-*")).Draw(t, "op")
		return bin(op, genNode(t, depth-1), genNode(t, depth-1))
	case 6:
		// Division by a non-zero constant: a divisor that can be 0 has no
		// distribution (and fails at roll time when it is).
		return bin('/', genNode(t, depth-1), num(rapid.IntRange(1, 3).Draw(t, "divisor")))
	case 7:
		return neg(genNode(t, depth-1))
	default:
		g := &Group{Brace: rapid.Bool().Draw(t, "brace")}
		for range rapid.IntRange(2, 3).Draw(t, "members") {
			g.Members = append(g.Members, genNode(t, depth-1))
		}
		for range rapid.IntRange(0, 1).Draw(t, "groupKeeps") {
			g.Keep = append(g.Keep, KeepOp{Keep: rapid.Bool().Draw(t, "gkeep"), Highest: rapid.Bool().Draw(t, "ghighest"), N: 1})
		}
		if rapid.IntRange(0, 3).Draw(t, "groupSuccess") == 0 {
			c := genCmp(t, "gsuccess", 0, 8)
			g.Success = &c
		}
		return g
	}
}

// genExpr draws an expression, with labels on some terms of its outermost
// sum.
func genExpr(t *rapid.T) *Expr {
	var root Node
	for i := range rapid.IntRange(1, 3).Draw(t, "terms") {
		term := genNode(t, 2)
		if rapid.IntRange(0, 3).Draw(t, "label") == 0 {
			term = lbl(term, rapid.SampledFrom([]string{"fire", "cold", "cold iron"}).Draw(t, "name"))
		}
		if i == 0 {
			root = term
		} else {
			root = bin(rapid.SampledFrom([]byte("+-")).Draw(t, "sumOp"), root, term)
		}
	}
	return &Expr{Root: root}
}

// TestPropertyRollsInSupport: for random small expressions, every total
// that rolling produces has positive probability in the exact distribution
// of the same game (explode cap = explode depth), and the printed form
// parses back to the generated tree.
func TestPropertyRollsInSupport(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		gen := genExpr(t)
		text := gen.String()
		e, err := Parse(text)
		if errors.Is(err, ErrInvalid) {
			t.Skip("meaningless modifiers:", err) // reroll every face, min above max, ...
		}
		if err != nil {
			t.Fatalf("Parse(%q) of a generated tree: %v", text, err)
		}
		if diff := cmp.Diff(gen, e); diff != "" {
			t.Fatalf("Parse(%q) differs from the generated tree (-gen +parsed):\n%s", text, diff)
		}
		depth := rapid.IntRange(1, 3).Draw(t, "depth")
		dist, err := DistributionOf(e, Options{ExplodeDepth: depth})
		if errors.Is(err, ErrTooLarge) {
			t.Skip("too large:", err)
		}
		if err != nil {
			t.Fatalf("DistributionOf(%q): %v", text, err)
		}
		sum := 0.0
		for _, p := range dist.P {
			sum += p
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("%q: probabilities add up to %v", text, sum)
		}
		p, err := Compile(e)
		if err != nil {
			t.Fatalf("Compile(%q): %v", text, err)
		}
		p.SetExplodeCap(depth)
		src := NewPRNG(rapid.Uint64().Draw(t, "seed"))
		for range 40 {
			v, err := p.Total(src)
			if err != nil {
				t.Fatalf("Total(%q): %v", text, err)
			}
			if dist.Prob(v) <= 0 {
				t.Fatalf("%q (depth %d) rolled %d, which its distribution %v gives probability %v",
					text, depth, v, dist, dist.Prob(v))
			}
		}
	})
}

// TestGoodnessOfFit rolls a few expressions 100,000 times with a fixed seed
// and compares the counts with the exact distribution by a chi-square test.
// The seed is fixed, so the test cannot flake; a p-value under 1e-6 means
// the roller and the distribution describe different games.
func TestGoodnessOfFit(t *testing.T) {
	const n = 100000
	for _, tt := range []struct {
		expr  string
		depth int
	}{
		{"4d6kh3", 0},
		{"2d20kh1", 0},
		{"3d6!", 3},
		{"10d10>=7", 0},
		{"10d10>=7f1", 0},
		{"3d6!!p", 2},
		{"3d6!kl1", 2}, // exploded dice join the pool that keep/drop sorts
		{"2d6!dl2", 2},
		{"4dF+2d6r<3", 0},
		{"{2d6, 1d8}kh1", 0},
		{"(1d6-4)/2*1d4", 0},
	} {
		e := MustParse(tt.expr)
		dist, err := DistributionOf(e, Options{ExplodeDepth: tt.depth})
		if err != nil {
			t.Fatalf("DistributionOf(%q): %v", tt.expr, err)
		}
		p, err := Compile(e)
		if err != nil {
			t.Fatal(err)
		}
		if tt.depth > 0 {
			p.SetExplodeCap(tt.depth)
		}
		pv, err := chiSquareP(p, NewPRNG(20260101), dist, n)
		if err != nil {
			t.Fatalf("%s: %v", tt.expr, err)
		}
		if pv < 1e-6 {
			t.Errorf("%s: rolls do not fit the exact distribution %v: p = %.3g", tt.expr, dist, pv)
		}
	}
	// The test has power: dice that show their maximum 2% more often than
	// they should are caught.
	dist, _ := Distribution("4d6kh3")
	pv, err := chiSquareP(MustCompile("4d6kh3"), &loadedDie{NewPRNG(20260101), 0}, dist, n)
	if err != nil {
		t.Fatal(err)
	}
	if pv > 1e-6 {
		t.Errorf("loaded dice passed the goodness-of-fit test: p = %.3g", pv)
	}
}

// loadedDie turns one face in 50 into the highest.
type loadedDie struct {
	r *PRNG
	i int
}

func (l *loadedDie) Face(lo, hi int) (int, error) {
	l.i++
	if l.i%50 == 0 {
		return hi, nil
	}
	return l.r.Face(lo, hi)
}

// chiSquareP rolls p n times and returns the p-value of Pearson's
// chi-square test of the counts against dist. Totals are pooled from each
// end until every bin expects at least 5 rolls.
func chiSquareP(p *Program, src Source, dist *Dist, n int) (float64, error) {
	counts := map[int]int{}
	for range n {
		v, err := p.Total(src)
		if err != nil {
			return 0, err
		}
		counts[v]++
	}
	var obs, exp []float64
	o, x := 0.0, 0.0
	for v := dist.Lo(); v <= dist.Hi(); v++ {
		o += float64(counts[v])
		x += dist.Prob(v) * float64(n)
		delete(counts, v)
		if x >= 5 {
			obs, exp = append(obs, o), append(exp, x)
			o, x = 0, 0
		}
	}
	if len(counts) > 0 {
		return 0, errors.New("totals outside the distribution's range: " + itoa(len(counts)))
	}
	if len(obs) == 0 {
		return 1, nil
	}
	obs[len(obs)-1] += o // the last few totals join the last bin
	exp[len(exp)-1] += x
	chi2 := 0.0
	for i := range obs {
		d := obs[i] - exp[i]
		chi2 += d * d / exp[i]
	}
	if len(obs) < 2 {
		return 1, nil
	}
	return chiSquareSurvival(chi2, float64(len(obs)-1)), nil
}

// chiSquareSurvival is P(X >= x) for X chi-square with k degrees of
// freedom: the regularized upper incomplete gamma Q(k/2, x/2).
func chiSquareSurvival(x, k float64) float64 {
	a, x := k/2, x/2
	if x <= 0 {
		return 1
	}
	lead := math.Exp(-x + a*math.Log(x) - lgamma(a))
	if x < a+1 {
		// Series for the lower function P, then Q = 1 - P.
		sum, del := 1/a, 1/a
		for ap := a + 1; math.Abs(del) > math.Abs(sum)*1e-16; ap++ {
			del *= x / ap
			sum += del
		}
		return 1 - sum*lead
	}
	// Continued fraction for Q (modified Lentz).
	const tiny = 1e-300
	b := x + 1 - a
	c, d := 1/tiny, 1/b
	h := d
	for i := 1.0; i < 1000; i++ {
		an := -i * (i - a)
		b += 2
		d = an*d + b
		if math.Abs(d) < tiny {
			d = tiny
		}
		c = b + an/c
		if math.Abs(c) < tiny {
			c = tiny
		}
		d = 1 / d
		del := d * c
		h *= del
		if math.Abs(del-1) < 1e-16 {
			break
		}
	}
	return lead * h
}

func lgamma(x float64) float64 {
	v, _ := math.Lgamma(x)
	return v
}

// TestChiSquareSurvival checks the p-value function against closed forms:
// with 2 degrees of freedom Q = exp(-x/2); with 1, erfc(sqrt(x/2)).
func TestChiSquareSurvival(t *testing.T) {
	for _, x := range []float64{0.1, 1, 2.5, 10, 27.6, 60} {
		if got, want := chiSquareSurvival(x, 2), math.Exp(-x/2); math.Abs(got-want) > 1e-12*max(1, want) && math.Abs(got/want-1) > 1e-9 {
			t.Errorf("Q(x=%v, k=2) = %v, want %v", x, got, want)
		}
		if got, want := chiSquareSurvival(x, 1), math.Erfc(math.Sqrt(x/2)); math.Abs(got/want-1) > 1e-9 {
			t.Errorf("Q(x=%v, k=1) = %v, want %v", x, got, want)
		}
	}
	// A textbook value: the 0.05 critical value of 10 degrees of freedom.
	if got := chiSquareSurvival(18.307, 10); math.Abs(got-0.05) > 1e-4 {
		t.Errorf("Q(18.307, 10) = %v, want 0.05", got)
	}
}
