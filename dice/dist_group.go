package dice

import (
	"encoding/binary"
	"maps"
	"math"
	"slices"
)

// Groups {a, b} and sets (a, b): the members are independent but, unlike
// the dice of one term, seldom identically distributed, so keep/drop needs
// its own methods unless they happen to be identical.

// maxGroupStates bounds the states of a keep/drop over members.
const maxGroupStates = 1 << 20

// mapStepCost is what one map operation counts against MaxWork: about as
// long as a hundred float operations.
const mapStepCost = 100

// group picks the cheapest exact method for the group's keep/drop: none
// (a convolution), identical members (the dice DP), a single kept position
// (an order statistic) or, failing those, tracked states.
func (c *distCtx) group(g *Group) (*Dist, error) {
	m := len(g.Members)
	ds := make([]*Dist, m)
	for i, x := range g.Members {
		d, err := c.node(x)
		if err != nil {
			return nil, err
		}
		ds[i] = d
	}
	f := scorer(g.Success, g.Failure)
	lo, hi := keptRange(g.Keep, m)
	switch {
	case lo >= hi:
		return Constant(0), nil
	case lo == 0 && hi == m:
		// Every member counts: the sum of independent scores.
		acc := Constant(0)
		for _, d := range ds {
			d = mapScore(d, f)
			if err := checkSpan(g, "sum", float64(acc.Lo())+float64(d.Lo()), float64(acc.Hi())+float64(d.Hi())); err != nil {
				return nil, err
			}
			if err := c.charge(g, "sum", float64(len(acc.P))*float64(len(d.P))); err != nil {
				return nil, err
			}
			acc = convolve(acc, d)
		}
		return acc, nil
	case identicalDists(ds):
		// {1d20, 1d20, 1d20}kh1 is 3d20kh1: the identical-dice DP applies.
		return c.keep(g, ds[0], f, m, lo, hi)
	case hi-lo == 1:
		d, err := c.orderStat(g, ds, lo)
		if err != nil {
			return nil, err
		}
		return mapScore(d, f), nil
	}
	return c.groupStates(g, ds, f, lo, hi)
}

// orderStat is the distribution of the r-th smallest member (from 0):
// X_(r) <= x exactly when at least r+1 members are <= x, a count of
// independent unequal chances that a short DP gives for each x. For kh1
// that is the product of the CDFs. The probabilities are differences of
// that CDF, whose rounding stays near 1e-16 since it never exceeds 1.
func (c *distCtx) orderStat(g *Group, ds []*Dist, r int) (*Dist, error) {
	m := len(ds)
	lo, hi := math.MaxInt, math.MinInt
	for _, d := range ds {
		lo, hi = min(lo, d.Lo()), max(hi, d.Hi())
	}
	if err := checkSpan(g, "kept member", float64(lo), float64(hi)); err != nil {
		return nil, err
	}
	if err := c.charge(g, "keep/drop", float64(hi-lo+1)*float64(m)*float64(m+2)); err != nil {
		return nil, err
	}
	cdf := make([]float64, m) // P(member i <= x) as x grows
	cnt := make([]float64, m+1)
	out := &Dist{Min: lo, P: make([]float64, hi-lo+1)}
	prev := 0.0
	for x := lo; x <= hi; x++ {
		for i, d := range ds {
			cdf[i] = min(cdf[i]+d.Prob(x), 1)
		}
		clear(cnt)
		cnt[0] = 1
		for i, p := range cdf {
			for j := i + 1; j > 0; j-- {
				cnt[j] = cnt[j]*(1-p) + cnt[j-1]*p
			}
			cnt[0] *= 1 - p
		}
		at := 0.0
		for j := m; j > r; j-- {
			at += cnt[j]
		}
		out.P[x-lo] = max(at-prev, 0)
		prev = at
	}
	return out.trim(), nil
}

// groupStates computes keep/drop over members by walking them one at a
// time with the few values that can still change which members are kept:
//
//   - "both ends": the lo lowest and the m-hi highest seen so far; a value
//     pushed out of both is kept for sure, so only its score is carried;
//   - "top": the m-lo highest, the kept ones being their lowest hi-lo;
//   - "bottom": the hi lowest, the kept ones being their highest hi-lo.
//
// The one with the fewest tracked values is used. States are merged by
// their contents, so the work is the number of distinct states, not of
// rolls.
func (c *distCtx) groupStates(g *Group, ds []*Dist, f scoreFunc, lo, hi int) (*Dist, error) {
	m, k := len(ds), hi-lo
	capL, capU, scoreMid := lo, m-hi, true
	if m-lo < capL+capU {
		capL, capU, scoreMid = 0, m-lo, false
	}
	if hi < capL+capU {
		capL, capU, scoreMid = hi, 0, false
	}
	scoreOf := func(v int) int {
		if f == nil {
			return v
		}
		return f(v)
	}
	if est := groupStatesCost(ds, f, capL+capU, scoreMid); est > 4*c.work {
		// The estimate is an upper bound, hence the slack; far beyond it,
		// fail now rather than after spending the budget.
		return nil, c.charge(g, "keep/drop", est)
	}
	states := map[string]float64{"": 1}
	vals := make([]int, 0, capL+capU)
	bufL, bufU := make([]int, 0, capL+1), make([]int, 0, capU+1)
	var kb []byte
	for i, d := range ds {
		if err := c.charge(g, "keep/drop", mapStepCost*float64(len(states))*float64(len(d.P))); err != nil {
			return nil, err
		}
		nL := min(i, capL)
		next := make(map[string]float64, len(states))
		for _, key := range slices.Sorted(maps.Keys(states)) {
			p := states[key]
			var mid0 int
			vals, mid0 = decodeState(vals[:0], key, min(i, capL+capU))
			for j, q := range d.P {
				if q == 0 {
					continue
				}
				L := append(bufL[:0], vals[:nL]...)
				U := append(bufU[:0], vals[nL:]...)
				x, mid, placed := d.Min+j, mid0, false
				if capL > 0 {
					// x joins the lowest; the largest of them moves on.
					if L = insertSorted(L, x); len(L) > capL {
						x, L = L[capL], L[:capL]
					} else {
						placed = true
					}
				}
				if !placed && capU > 0 {
					// x joins the highest; the smallest of them moves on.
					if U = insertSorted(U, x); len(U) > capU {
						x, U = U[0], U[1:]
					} else {
						placed = true
					}
				}
				if !placed && scoreMid {
					mid += scoreOf(x)
				}
				kb = encodeState(kb[:0], L, U, mid)
				next[string(kb)] += p * q
			}
		}
		if len(next) > maxGroupStates {
			return nil, errf(CodeTooLarge, "%s is too large to compute exactly: keep/drop over its members needs more than %d states",
				termName(g), maxGroupStates)
		}
		states = next
	}
	out := map[int]float64{}
	for _, key := range slices.Sorted(maps.Keys(states)) {
		vals, mid := decodeState(vals[:0], key, capL+capU)
		s := mid
		switch {
		case scoreMid:
		case capU > 0: // top: the lowest k of the m-lo highest
			for _, v := range vals[:k] {
				s += scoreOf(v)
			}
		default: // bottom: the highest k of the hi lowest
			for _, v := range vals[len(vals)-k:] {
				s += scoreOf(v)
			}
		}
		out[s] += states[key]
	}
	return distFromMap(out), nil
}

// insertSorted inserts x into the ascending s.
func insertSorted(s []int, x int) []int {
	i, _ := slices.BinarySearch(s, x)
	return slices.Insert(s, i, x)
}

// encodeState packs the tracked values and the carried score into a key.
func encodeState(b []byte, L, U []int, mid int) []byte {
	for _, v := range L {
		b = binary.AppendVarint(b, int64(v))
	}
	for _, v := range U {
		b = binary.AppendVarint(b, int64(v))
	}
	return binary.AppendVarint(b, int64(mid))
}

// decodeState reads n tracked values and the score back from a key.
func decodeState(vals []int, key string, n int) ([]int, int) {
	b := []byte(key)
	for range n {
		v, w := binary.Varint(b)
		vals = append(vals, int(v))
		b = b[w:]
	}
	mid, _ := binary.Varint(b)
	return vals, int(mid)
}

func distFromMap(m map[int]float64) *Dist {
	lo, hi := math.MaxInt, math.MinInt
	for v := range m {
		lo, hi = min(lo, v), max(hi, v)
	}
	out := &Dist{Min: lo, P: make([]float64, hi-lo+1)}
	for v, p := range m {
		out.P[v-lo] += p
	}
	return out.trim()
}

// identicalDists reports whether all distributions are the same.
func identicalDists(ds []*Dist) bool {
	for _, d := range ds[1:] {
		if d.Min != ds[0].Min || !slices.Equal(d.P, ds[0].P) {
			return false
		}
	}
	return true
}

// groupStatesCost bounds the work of groupStates: after i members there
// are at most as many states as ordered combinations of their values, and
// at most the multisets of t tracked values times the spread of the carried
// score.
func groupStatesCost(ds []*Dist, f scoreFunc, t int, scoreMid bool) float64 {
	lo, hi := math.MaxInt, math.MinInt
	for _, d := range ds {
		lo, hi = min(lo, d.Lo()), max(hi, d.Hi())
	}
	width := float64(hi) - float64(lo) + 1
	spread := width - 1
	if f != nil {
		spread = 2
	}
	est, combos := 0.0, 1.0
	for i, d := range ds {
		tracked := min(i, t)
		multisets := 1.0 // C(width+tracked-1, tracked)
		for j := range tracked {
			multisets = multisets * (width + float64(j)) / float64(j+1)
		}
		if scoreMid {
			multisets *= float64(max(i-t, 0))*spread + 1
		}
		est += min(combos, multisets) * float64(len(d.P)) * mapStepCost
		combos *= float64(len(d.P))
	}
	return est
}
