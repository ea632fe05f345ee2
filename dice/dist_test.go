package dice

import (
	"math"
	"slices"
	"testing"
)

func mustDist(t *testing.T, expr string) *Dist {
	t.Helper()
	d, err := Distribution(expr)
	if err != nil {
		t.Fatalf("Distribution(%q): %v", expr, err)
	}
	return d
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-12 }

func TestDistributionKnownValues(t *testing.T) {
	tests := []struct {
		expr string
		stat string
		at   int
		want float64
	}{
		{"4d6kh3", "mean", 0, 15869.0 / 1296},
		{"2d20kh1", ">=", 11, 0.75},
		{"2d20kl1", ">=", 11, 0.25},
		{"2d20kh1", "=", 20, 39.0 / 400},
		{"1d20", "mean", 0, 10.5},
		{"1d20", "=", 7, 0.05},
		{"1d6", "sd", 0, math.Sqrt(35.0 / 12)},
		{"dF", "=", -1, 1.0 / 3},
		{"dF", "=", 0, 1.0 / 3},
		{"dF", "=", 1, 1.0 / 3},
		{"d%", "=", 1, 0.01},
		{"d%", "=", 100, 0.01},
		{"3d6", "=", 10, 27.0 / 216},
		{"3d6", "<=", 10, 0.5},
		{"3d6", "mean", 0, 10.5},
		// ro<3: a 1 or 2 stands with chance 1/3*1/6, 3..6 with 1/6+1/18.
		{"2d6ro<3", "mean", 0, 2 * 75.0 / 18},
		{"2d6ro<3", "=", 2, 1.0 / 324},
		// r1: P(1) = (1/6)^101 is negligible, the rest are 1/5 each.
		{"1d6r1", "=", 6, 0.2},
		// World of Darkness: each die of a chain counts; 10s explode.
		{"5d10>=8!", "mean", 0, 5 * 0.3 * 1.111},
		{"1d6!", "mean", 0, 3.5 * (1 + 1.0/6 + 1.0/36 + 1.0/216)},
		{"1d6!!p", "mean", 0, 3.5 + (2.5+(2.5+2.5/6)/6)/6},
		{"3d6>=5f1", "mean", 0, 3 * (2.0/6 - 1.0/6)},
		{"{1d20, 1d20}kh1", ">=", 11, 0.75},
		{"{1d20+5, 10}kh1", "=", 10, 0.25},
		{"1d6*1d6", "=", 36, 1.0 / 36},
		{"7/1d4", "=", 2, 0.25}, // 7/3 truncates to 2
		{"-7/1d4", "=", -3, 0.25},
		{"1d6min3", "=", 3, 0.5},
		{"1d6max2", "=", 2, 5.0 / 6},
	}
	for _, tc := range tests {
		d := mustDist(t, tc.expr)
		var got float64
		switch tc.stat {
		case "mean":
			got = d.Mean()
		case "sd":
			got = d.StdDev()
		case "=":
			got = d.Prob(tc.at)
		case ">=":
			got = d.AtLeast(tc.at)
		case "<=":
			got = d.AtMost(tc.at)
		}
		if !near(got, tc.want) {
			t.Errorf("%s %s %d = %.15g, want %.15g", tc.expr, tc.stat, tc.at, got, tc.want)
		}
	}
}

// TestSameDistributions lists expressions that must agree exactly.
func TestSameDistributions(t *testing.T) {
	for _, pair := range [][2]string{
		{"4d6kh3dl1", "4d6kh3"},        // both remove the lowest die
		{"4d6kh3dh1", "4d6dl1dh1"},     // the two middle dice
		{"2d20kh1", "2d20dl1"},         // advantage
		{"1d20 adv", "2d20kh1"},        // the parser's advantage word
		{"{1d20, 1d20}kh1", "2d20kh1"}, // identical members
		{"{1d20, 1d20, 1d20}kh2", "3d20kh2"},
		{"3d6!", "3d6!!"},   // plain and compound sums agree
		{"3d6!p", "3d6!!p"}, // so do penetrating ones
		{"2d6[fire]", "2d6"},
		{"--1d6", "1d6"},
		{"(1d6, 1d8)", "1d6+1d8"},
		{"{1d6, 1d8}>3", "(1d6>3)+(1d8>3)"},
	} {
		a, b := mustDist(t, pair[0]), mustDist(t, pair[1])
		if !sameDist(a, b) {
			t.Errorf("%s = %v, want the same as %s = %v", pair[0], a, pair[1], b)
		}
	}
}

func TestDistMethods(t *testing.T) {
	d := mustDist(t, "3d6")
	if d.Lo() != 3 || d.Hi() != 18 || d.Len() != 16 {
		t.Errorf("3d6: Lo %d Hi %d Len %d", d.Lo(), d.Hi(), d.Len())
	}
	if d.Prob(2) != 0 || d.Prob(19) != 0 || d.AtLeast(19) != 0 || d.AtMost(2) != 0 {
		t.Error("3d6: mass outside [3, 18]")
	}
	if !near(d.AtLeast(3), 1) || !near(d.AtMost(18), 1) || !near(d.AtLeast(11)+d.AtMost(10), 1) {
		t.Error("3d6: AtLeast and AtMost do not add up")
	}
	for _, tc := range []struct {
		q    float64
		want int
	}{{0, 3}, {1.0 / 216, 3}, {0.01, 4}, {0.5, 10}, {0.50001, 11}, {1, 18}, {2, 18}} {
		if got := d.Quantile(tc.q); got != tc.want {
			t.Errorf("3d6 Quantile(%g) = %d, want %d", tc.q, got, tc.want)
		}
	}
	if c := Constant(-4); c.Lo() != -4 || c.Hi() != -4 || c.Mean() != -4 || c.StdDev() != 0 || c.Quantile(0.3) != -4 {
		t.Errorf("Constant(-4) = %v", c)
	}
}

func TestDistCombinators(t *testing.T) {
	d6 := mustDist(t, "1d6")
	sum := d6.Add(Constant(2))
	if sum.Lo() != 3 || sum.Hi() != 8 || !near(sum.Mean(), 5.5) {
		t.Errorf("1d6+2 = %v", sum)
	}
	if got, want := d6.Add(d6), mustDist(t, "2d6"); !sameDist(got, want) {
		t.Errorf("1d6 Add 1d6 = %v, want %v", got, want)
	}
	if got, want := d6.Sub(mustDist(t, "1d4")), mustDist(t, "1d6-1d4"); !sameDist(got, want) {
		t.Errorf("1d6 Sub 1d4 = %v, want %v", got, want)
	}
	neg := mustDist(t, "1d4+1").Neg()
	if neg.Lo() != -5 || neg.Hi() != -2 || !near(neg.Prob(-5), 0.25) {
		t.Errorf("Neg = %v", neg)
	}
	// An attack: 60% to hit for 1d8+3, else nothing.
	hit := mustDist(t, "1d8+3")
	m := Mix([]float64{0.6, 0.4}, []*Dist{hit, Constant(0)})
	if m.Lo() != 0 || m.Hi() != 11 || !near(m.Prob(0), 0.4) || m.Prob(2) != 0 || !near(m.Mean(), 0.6*7.5) {
		t.Errorf("Mix = %v", m)
	}
	if m := Mix([]float64{1, 3}, []*Dist{Constant(0), Constant(10)}); !near(m.Prob(10), 0.75) {
		t.Errorf("Mix does not normalise its weights: %v", m.P)
	}
	defer func() {
		if recover() == nil {
			t.Error("Mix with mismatched slices did not panic")
		}
	}()
	Mix([]float64{1}, nil)
}

func sameDist(a, b *Dist) bool {
	if a.Min != b.Min || len(a.P) != len(b.P) {
		return false
	}
	for i := range a.P {
		if !near(a.P[i], b.P[i]) {
			return false
		}
	}
	return true
}

func TestHandBuiltTrees(t *testing.T) {
	kh3 := &Dice{Count: 4, Sides: 6, Keep: []KeepOp{{Keep: true, Highest: true, N: 3}}}
	d, err := NodeDistribution(kh3, Options{})
	if err != nil || !near(d.Mean(), 15869.0/1296) {
		t.Fatalf("4d6kh3 by hand: %v, %v", d, err)
	}
	// A subtree of a parsed expression, as the attack calculator uses it.
	e := MustParse("1d20+5 + 2d6[fire]")
	left := e.Root.(*Binary).L
	d, err = NodeDistribution(left, Options{})
	if err != nil || d.Lo() != 6 || d.Hi() != 25 {
		t.Fatalf("subtree 1d20+5: %v, %v", d, err)
	}
	// Labels are transparent.
	if d, _ := NodeDistribution(&Label{X: kh3, Name: "fire"}, Options{}); !near(d.Mean(), 15869.0/1296) {
		t.Errorf("label changes the distribution: %v", d)
	}
	// Reroll-once of every face is allowed: the second face stands.
	all := []Cmp{{Op: Ge, N: 1}}
	d, err = NodeDistribution(&Dice{Count: 1, Sides: 4, Reroll: &Reroll{Once: true, When: all}}, Options{})
	if err != nil || !near(d.Prob(1), 0.25) || !near(d.Prob(4), 0.25) {
		t.Errorf("1d4ro>=1: %v, %v", d, err)
	}
	// 0d6 is an empty sum.
	if d, err := NodeDistribution(&Dice{Count: 0, Sides: 6}, Options{}); err != nil || d.Lo() != 0 || d.Hi() != 0 {
		t.Errorf("0d6: %v, %v", d, err)
	}
}

func TestExplodeDepth(t *testing.T) {
	e := MustParse("1d6!")
	def, _ := DistributionOf(e, Options{})
	three, _ := DistributionOf(e, Options{ExplodeDepth: 3})
	if !sameDist(def, three) {
		t.Error("ExplodeDepth 0 is not the default of 3")
	}
	for depth := 1; depth <= 6; depth++ {
		d, err := DistributionOf(e, Options{ExplodeDepth: depth})
		if err != nil {
			t.Fatal(err)
		}
		want := 0.0
		for k := 0; k <= depth; k++ {
			want += 3.5 * math.Pow(1.0/6, float64(k))
		}
		if !near(d.Mean(), want) || d.Hi() != 6*(depth+1) {
			t.Errorf("1d6! depth %d: mean %.15g hi %d, want %.15g and %d", depth, d.Mean(), d.Hi(), want, 6*(depth+1))
		}
	}
}

// TestKeepAgainstMultisets checks pools too large for the rolling oracle
// by listing the multisets of faces with their multinomial weights.
func TestKeepAgainstMultisets(t *testing.T) {
	for _, expr := range []string{
		"10d10kh5", "8d6dl2dh1", "12d4>=3kh6", "20d3kh10", "6d20kh3", "15d6kl4",
		"10d6r1kh4", "9d8ro<3dl3", "7dFkh3", "10d10>=7f1dh2", "16d6min2max5kl8",
	} {
		e := MustParse(expr)
		d := e.Root.(*Dice)
		faces := map[int]float64{}
		for v, p := range oracleBase(d) {
			faces[v], _ = p.Float64()
		}
		want := ratDistFloat{}
		values := slices.Sorted(func(yield func(int) bool) {
			for v := range faces {
				if !yield(v) {
					return
				}
			}
		})
		multisets(values, d.Count, func(pool []int, counts []int) {
			p := 1.0
			left := d.Count
			for i, c := range counts {
				p *= binomial(left, c) * math.Pow(faces[values[i]], float64(c))
				left -= c
			}
			want[oracleScore(pool, d.Keep, d.Success, d.Failure)] += p
		})
		got := mustDist(t, expr)
		for v, p := range want {
			if math.Abs(got.Prob(v)-p) > 1e-12 {
				t.Errorf("%s: P(%d) = %.17g, want %.17g", expr, v, got.Prob(v), p)
			}
		}
		if !near(got.AtLeast(got.Lo()), 1) {
			t.Errorf("%s: total mass %.17g", expr, got.AtLeast(got.Lo()))
		}
	}
}

type ratDistFloat map[int]float64

// multisets calls fn with every sorted pool of n values and the count of
// each value in it.
func multisets(values []int, n int, fn func(pool, counts []int)) {
	counts := make([]int, len(values))
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == len(values)-1 {
			counts[i] = left
			var pool []int
			for j, c := range counts {
				for range c {
					pool = append(pool, values[j])
				}
			}
			fn(pool, counts)
			return
		}
		for c := 0; c <= left; c++ {
			counts[i] = c
			rec(i+1, left-c)
		}
	}
	rec(0, n)
}

func binomial(n, k int) float64 {
	r := 1.0
	for i := range k {
		r = r * float64(n-i) / float64(i+1)
	}
	return r
}
