package dice

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"
)

// oracleCases are small expressions covering each modifier and their
// combinations; every probability of Distribution must be within 1e-12 of
// the brute-force oracle. Exploding ones run at depths 1, 2 and 3.
var oracleCases = []string{
	// sums, arithmetic, negation, fudge, percent, labels
	"1d6", "3d6", "2d4+1", "1d4-1d6", "2d3*1d3", "1d6/1d3", "7/1d4", "-1d6/2",
	"1d6/-1d2", "-(2d4kh1)", "4dF", "3dF+1d4", "2d%kh1", "1d6[fire]+1d4[cold]",
	"(1d6+1)*(1d4-2)", "1d10/(1d3*2-3)", "0d6+1",
	// rerolls and clamps
	"2d6r1", "2d6r<3", "1d4r>=2", "3d4ro1", "2d6ro<3", "2d6r1r6", "3d4ro1ro4",
	"3d6min2", "3d6max4", "2d6min2max5", "2d6r1min3", "2dFr-1", "2d4ro<2max3",
	// keep and drop
	"4d6kh3", "4d6kl1", "5d6dh1dl1", "5d6kh3kl2", "4d6d1", "3d6kh5", "3d6dh3",
	"5d4kh2dh1", "6d3kl4kh3", "4dFkh2", "4d6r1kh3", "4d6ro<3kl2", "4d6min3kh2",
	"2d20kh1", "2d20kl1",
	// success counting
	"5d6>=5", "5d6>=5f1", "6d6>4f<3kh4", "4d6=6f=6", "3dF>0", "4d6<3kl2",
	"4d8>=5f<=2dl1dh1",
	// explosions of every mode, on their own and with keep/success
	"2d6!", "2d6!!", "2d6!p", "2d6!!p", "2d4!>=3", "3d4!!>3", "2d6!1",
	"3d4>=3!", "3d6>=5!>=5", "2d10>=8!!", "3d6>4!p", "3d4<2!!p",
	"3d6!kh2", "3d4!kl2", "3d4!>=3dh1", "3d4!1kh2", "2d2!pkh1",
	"3d6!!kh2", "3d4!!pkl1", "3d4!!pdl1dh1", "3d4!>=3kh2>=3", "2d6r1!", "2d6min2!!",
	"2d6max5!>=5kh1", "2d4ro1!p", "2d4!dl2", "2d4!kl1dh2", "0d6!kh1", "2d4!kh9", "2d4!!dl2",
	// groups and sets
	"{1d6, 1d8}kh1", "{1d6, 1d4+1, 2d3}kh2", "{1d6, 1d4, 1d8, 1d3}dl1dh1",
	"{1d4, 1d6, 1d8}>3", "{2d4, 1d8, 1d6}>=4f1kh2", "(1d6, 1d8)", "{1d6, 1d6, 1d6, 1d6}kl3",
	"{1d4, 1d4, 1d6, 1d6}kh2dl1", "{1d6, 2, 1d4}kh1", "{1d6, 1d8}kh1+{1d4, 3}kl1",
	"{1d4!, 1d6}kh1", "{2d4kh1, 1d4, 1d6-1, 1d3*2}kl2", "{1d4, -1d4, 1d3}dh1>0f<0",
	"{1d3, 1d3, 1d3, 1d3, 1d3}kh2kl1",
}

// hasExplode reports whether a tree explodes anywhere.
func hasExplode(n Node) bool {
	switch n := n.(type) {
	case *Dice:
		return n.Explode != nil
	case *Label:
		return hasExplode(n.X)
	case *Neg:
		return hasExplode(n.X)
	case *Binary:
		return hasExplode(n.L) || hasExplode(n.R)
	case *Group:
		for _, m := range n.Members {
			if hasExplode(m) {
				return true
			}
		}
	}
	return false
}

func TestDistributionMatchesOracle(t *testing.T) {
	for _, expr := range oracleCases {
		e, err := Parse(expr)
		if err != nil {
			t.Errorf("Parse(%q): %v", expr, err)
			continue
		}
		depths := []int{3}
		if hasExplode(e.Root) {
			depths = []int{1, 2, 3}
		}
		for _, depth := range depths {
			want, ok := oracle(e.Root, depth)
			if !ok {
				t.Fatalf("%s: oracle divides by zero; test case is wrong", expr)
			}
			got, err := DistributionOf(e, Options{ExplodeDepth: depth})
			if err != nil {
				t.Errorf("%s depth %d: %v", expr, depth, err)
				continue
			}
			compareExact(t, fmt.Sprintf("%s depth %d", expr, depth), got, want)
		}
	}
}

// compareExact checks every probability of got against the exact want,
// and that got's support is exactly want's.
func compareExact(t *testing.T, name string, got *Dist, want ratDist) {
	t.Helper()
	// Totals rarer than 1e-290 (four 1s on 4d6r1 need 101 rerolls each)
	// may fall below float64's range; every other total must be there.
	lo, hi := math.MaxInt, math.MinInt
	floor := big.NewRat(1, 1)
	floor.SetFloat64(1e-290)
	for v, p := range want {
		if p.Cmp(floor) >= 0 {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if got.Lo() > lo || got.Hi() < hi {
		t.Errorf("%s: support [%d, %d], want [%d, %d]", name, got.Lo(), got.Hi(), lo, hi)
	}
	for i, p := range got.P {
		if _, ok := want[got.Min+i]; p != 0 && !ok {
			t.Errorf("%s: P(%d) = %g for an impossible total", name, got.Min+i, p)
		}
	}
	worst, at := 0.0, 0
	for v := min(lo, got.Lo()); v <= max(hi, got.Hi()); v++ {
		w := 0.0
		if p, ok := want[v]; ok {
			w, _ = p.Float64()
		}
		if d := math.Abs(got.Prob(v) - w); d > worst {
			worst, at = d, v
		}
	}
	if worst > 1e-12 {
		w := 0.0
		if p, ok := want[at]; ok {
			w, _ = p.Float64()
		}
		t.Errorf("%s: P(%d) = %.17g, want %.17g (error %.3g)", name, at, got.Prob(at), w, worst)
	}
}

// treeSource hands out faces along one path of the tree of all face
// sequences; next moves to the following path, odometer fashion.
type treeSource struct {
	faces []int
	his   []int
	pos   int
	p     *big.Rat
}

func (s *treeSource) Face(lo, hi int) (int, error) {
	if s.pos == len(s.faces) {
		s.faces = append(s.faces, lo)
		s.his = append(s.his, hi)
	}
	s.p.Mul(s.p, big.NewRat(1, int64(hi-lo+1)))
	f := s.faces[s.pos]
	s.pos++
	return f, nil
}

func (s *treeSource) next() bool {
	s.faces, s.his = s.faces[:s.pos], s.his[:s.pos]
	for i := len(s.faces) - 1; i >= 0; i-- {
		if s.faces[i] < s.his[i] {
			s.faces[i]++
			s.faces, s.his = s.faces[:i+1], s.his[:i+1]
			return true
		}
	}
	return false
}

// rollerCases avoid rerolls that match more than one face: the roller may
// reroll 100 times, and the tree of such sequences is too wide to walk.
var rollerCases = []string{
	"3d6", "4d6kh3", "1d6r1+1d4", "3d4ro<3", "2d6min2max5", "3d4!kh2", "2d4!p",
	"3d4!!pkl1", "2d6>=5!", "3d4>=3!kh2", "{1d4, 1d6, 1d3+1}kh2", "2d4!1kl1",
	"1d6/1d3", "4dF>0f<0", "5d4dl1dh1", "{1d4, 1d4, 1d4}>2",
}

// TestDistributionMatchesRoller walks every face sequence the roller can
// consume, so the distribution and the roller (written apart) must agree
// on what each modifier means, explosions capped at the same depth.
func TestDistributionMatchesRoller(t *testing.T) {
	for _, expr := range rollerCases {
		for _, depth := range []int{1, 3} {
			prog := MustCompile(expr)
			prog.SetExplodeCap(depth)
			want := ratDist{}
			src := &treeSource{}
			for {
				src.pos, src.p = 0, big.NewRat(1, 1)
				v, err := prog.Total(src)
				if err != nil {
					t.Fatalf("%s: roll: %v", expr, err)
				}
				want.add(v, src.p)
				if !src.next() {
					break
				}
			}
			got, err := DistributionOf(prog.Expr(), Options{ExplodeDepth: depth})
			if err != nil {
				t.Errorf("%s: %v", expr, err)
				continue
			}
			compareExact(t, fmt.Sprintf("%s depth %d (roller)", expr, depth), got, want)
		}
	}
}

// TestRandomTermsMatchOracle draws small dice terms with random modifier
// mixes (fixed seed) and checks each against the oracle, to reach the
// combinations no one thought to list.
func TestRandomTermsMatchOracle(t *testing.T) {
	rng := NewPRNG(7)
	pick := func(lo, hi int) int { v, _ := rng.Face(lo, hi); return v }
	cmp := func(sides int) string {
		ops := []string{"", "=", "<", "<=", ">", ">="}
		return ops[pick(0, len(ops)-1)] + fmt.Sprint(pick(1, sides))
	}
	checked, refused := 0, 0
	for range 500 {
		sides := pick(2, 5)
		expr := fmt.Sprintf("%dd%d", pick(1, 3), sides)
		if pick(0, 3) == 0 {
			expr += [...]string{"r", "ro"}[pick(0, 1)] + cmp(sides)
		}
		if pick(0, 3) == 0 {
			expr += fmt.Sprintf("min%d", pick(1, sides))
		}
		if pick(0, 3) == 0 {
			expr += fmt.Sprintf("max%d", pick(1, sides))
		}
		for range pick(0, 2) {
			expr += [...]string{"kh", "kl", "dh", "dl"}[pick(0, 3)] + fmt.Sprint(pick(1, 3))
		}
		if pick(0, 2) == 0 {
			expr += ">=" + fmt.Sprint(pick(1, sides))
			if pick(0, 1) == 0 {
				expr += "f" + cmp(sides)
			}
		}
		if pick(0, 1) == 0 {
			expr += [...]string{"!", "!!", "!p", "!!p"}[pick(0, 3)]
			if pick(0, 1) == 0 {
				expr += cmp(sides)
			}
		}
		e, err := Parse(expr)
		if err != nil {
			continue // an invalid mix the parser refuses
		}
		depth := pick(1, 3)
		d := e.Root.(*Dice)
		if chain := oracleChain(d, oracleBase(d), depth, false); math.Pow(float64(len(chain)), float64(d.Count)) > 2e4 {
			continue // too many pools for the oracle to list quickly
		}
		got, err := DistributionOf(e, Options{ExplodeDepth: depth})
		if errors.Is(err, ErrTooLarge) && strings.Contains(err.Error(), "!!") {
			refused++ // keep/drop over interleaving plain explosions
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", expr, err)
			continue
		}
		want, _ := oracle(e.Root, depth)
		compareExact(t, fmt.Sprintf("%s depth %d", expr, depth), got, want)
		checked++
	}
	if checked < 200 {
		t.Errorf("only %d random terms checked (%d refused)", checked, refused)
	}
	t.Logf("%d random terms checked, %d refused", checked, refused)
}

// TestRandomGroupsMatchOracle does the same for groups, whose keep/drop
// takes a different road for each shape (sum, one order statistic,
// identical members, tracked states from either end or both).
func TestRandomGroupsMatchOracle(t *testing.T) {
	rng := NewPRNG(11)
	pick := func(lo, hi int) int { v, _ := rng.Face(lo, hi); return v }
	for range 300 {
		m := pick(2, 5)
		var members []string
		for range m {
			s := pick(2, 4)
			members = append(members, [...]string{
				fmt.Sprintf("1d%d", s), fmt.Sprintf("1d%d+%d", s, pick(-2, 2)), fmt.Sprintf("2d%dkh1", s),
				fmt.Sprint(pick(0, 4)), "1d3", "1d3",
			}[pick(0, 5)])
		}
		expr := "{" + strings.Join(members, ", ") + "}"
		for range pick(0, 2) {
			expr += [...]string{"kh", "kl", "dh", "dl"}[pick(0, 3)] + fmt.Sprint(pick(1, m))
		}
		if pick(0, 2) == 0 {
			expr += ">=" + fmt.Sprint(pick(1, 4))
			if pick(0, 1) == 0 {
				expr += "f<" + fmt.Sprint(pick(1, 3))
			}
		}
		e := MustParse(expr)
		got, err := DistributionOf(e, Options{})
		if err != nil {
			t.Errorf("%s: %v", expr, err)
			continue
		}
		want, _ := oracle(e.Root, 3)
		compareExact(t, expr, got, want)
	}
}
