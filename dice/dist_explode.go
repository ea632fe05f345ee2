package dice

import (
	"maps"
	"math"
	"slices"
)

// Plain explosions (! and !p) add dice to the pool, so the pool has a
// random size. Without keep/drop that does not matter: the term is the sum
// over original dice of what each chain scores. With keep/drop the pool is
// split by kind of die: the first roll of a chain that exploded (E0) or not
// (N0), and added rolls that exploded (E1) or not (N1); without
// penetration E1 is E0 and N1 is N0. Given how many dice of each kind the
// pool holds (its composition), the dice are independent and each kind is
// identically distributed. When the kinds' values do not interleave (the
// usual case: exploding faces are the top faces), the sorted pool is one
// block per kind, and the kept score is the sum over blocks of an ordinary
// keep/drop, mixed over the compositions.

// chainKind is the composition vector of one chain with its probability.
type chainKind struct {
	counts [4]int
	p      float64
}

func (c *distCtx) plainExplode(d *Dice, base *Dist, f scoreFunc) (*Dist, error) {
	n := d.Count
	if !keepMatters(d.Keep, n, n*(c.depth+1)) {
		ch, err := c.chain(d, base, f)
		if err != nil {
			return nil, err
		}
		return c.power(d, ch, n)
	}
	pen := 0
	kindOf := [4]int{0, 1, 0, 1} // N0 E0 N1 E1, merged without penetration
	if d.Explode.Mode.Penetrating() {
		pen = -1
		kindOf = [4]int{0, 1, 2, 3}
	}
	e0, n0 := splitExplode(d, base, 0)
	e1, n1 := splitExplode(d, base, pen)
	q := 0.0
	for _, p := range e0.P {
		q += p
	}
	kinds := []*Dist{normalised(n0), normalised(e0), normalised(n1), normalised(e1)}
	used := []int{0, 1}
	if pen != 0 {
		used = []int{0, 1, 2, 3}
	}
	slices.SortStableFunc(used, func(a, b int) int { return kinds[a].Lo() - kinds[b].Lo() })
	for i := 1; i < len(used); i++ {
		if kinds[used[i-1]].Hi() > kinds[used[i]].Lo() {
			return nil, errf(CodeTooLarge, "%s: keep/drop over plain explosions has no exact method here, because exploded and other dice interleave in sorted order; compound explosions (!! or !!p) keep one value per die and are exact",
				termName(d))
		}
	}
	comp, err := c.compositions(d, chainKinds(c.depth, q, kindOf), n)
	if err != nil {
		return nil, err
	}
	type block struct{ kind, count, lo, hi int }
	memo := map[block]*Dist{}
	var out distMixer
	// Sorted keys make the float sums, and so the result, reproducible.
	keys := slices.Sorted(maps.Keys(comp))
	for _, key := range keys {
		p := comp[key]
		counts := unpackCounts(key)
		total := 0
		for _, ct := range counts {
			total += ct
		}
		lo, hi := keptRange(d.Keep, total)
		acc := Constant(0)
		o := 0
		for _, t := range used {
			ct := counts[t]
			b := block{t, ct, max(lo, o) - o, min(hi, o+ct) - o}
			o += ct
			if b.lo >= b.hi {
				continue
			}
			part, ok := memo[b]
			if !ok {
				if b.lo == 0 && b.hi == ct {
					part, err = c.power(d, mapScore(kinds[t], f), ct)
				} else {
					part, err = c.keep(d, kinds[t], f, ct, b.lo, b.hi)
				}
				if err != nil {
					return nil, err
				}
				memo[b] = part
			}
			if err := c.charge(d, "exploding pool", float64(len(acc.P))*float64(len(part.P))); err != nil {
				return nil, err
			}
			acc = convolve(acc, part)
		}
		out.add(p, acc)
	}
	return out.dist(), nil
}

// distMixer accumulates a mixture part by part, so that thousands of parts
// need not be held at once.
type distMixer struct {
	min int
	p   []float64
}

func (m *distMixer) add(w float64, d *Dist) {
	if len(m.p) == 0 {
		m.min = d.Min
	}
	if lo := min(m.min, d.Lo()); lo < m.min {
		m.p = append(make([]float64, m.min-lo, m.min-lo+len(m.p)), m.p...)
		m.min = lo
	}
	if need := d.Hi() - m.min + 1; need > len(m.p) {
		m.p = append(m.p, make([]float64, need-len(m.p))...)
	}
	o := m.p[d.Min-m.min:]
	for i, x := range d.P {
		o[i] += w * x
	}
}

func (m *distMixer) dist() *Dist {
	return (&Dist{Min: m.min, P: m.p}).trim()
}

// keepMatters reports whether the keep ops drop a die from some pool of
// nmin to nmax dice.
func keepMatters(ops []KeepOp, nmin, nmax int) bool {
	if len(ops) == 0 {
		return false
	}
	for n := nmin; n <= nmax; n++ {
		if lo, hi := keptRange(ops, n); lo != 0 || hi != n {
			return true
		}
	}
	return false
}

func normalised(d *Dist) *Dist {
	s := 0.0
	for _, p := range d.P {
		s += p
	}
	out := &Dist{Min: d.Min, P: make([]float64, len(d.P))}
	if s > 0 {
		for i, p := range d.P {
			out.P[i] = p / s
		}
	}
	return out
}

// chainKinds lists the compositions one chain can have: it explodes k
// times with chance q^k(1-q), and at the depth its last roll stops whether
// it would explode (E1) or not (N1).
func chainKinds(depth int, q float64, kindOf [4]int) []chainKind {
	var out []chainKind
	add := func(p float64, n0, e0, n1, e1 int) {
		var ck chainKind
		ck.p = p
		ck.counts[kindOf[0]] += n0
		ck.counts[kindOf[1]] += e0
		ck.counts[kindOf[2]] += n1
		ck.counts[kindOf[3]] += e1
		out = append(out, ck)
	}
	add(1-q, 1, 0, 0, 0)
	for k := 1; k <= depth; k++ {
		add(math.Pow(q, float64(k))*(1-q), 0, 1, 1, k-1)
	}
	add(math.Pow(q, float64(depth+1)), 0, 1, 0, depth)
	return out
}

// compositions is the distribution of the pool's composition over n
// independent chains, keyed by packed counts.
func (c *distCtx) compositions(d *Dice, kinds []chainKind, n int) (map[uint64]float64, error) {
	if n*(c.depth+1) >= 1<<16 {
		return nil, errf(CodeTooLarge, "%s is too large to compute exactly: its exploding pool can hold %d dice", termName(d), n*(c.depth+1))
	}
	// The i-th step holds about i*(i*depth)/2 compositions without
	// penetration and far more with it: refuse at once what cannot finish.
	nf, df := float64(n), float64(c.depth)
	if est := mapStepCost * nf * nf * nf * df / 6 * float64(len(kinds)); est > c.work {
		return nil, c.charge(d, "exploding pool", est)
	}
	cur := map[uint64]float64{0: 1}
	for range n {
		if err := c.charge(d, "exploding pool", mapStepCost*float64(len(cur))*float64(len(kinds))); err != nil {
			return nil, err
		}
		next := make(map[uint64]float64, len(cur)*2)
		for key, p := range cur {
			for _, k := range kinds {
				if k.p > 0 {
					next[key+packCounts(k.counts)] += p * k.p
				}
			}
		}
		cur = next
	}
	return cur, nil
}

// packCounts packs four counts below 2^16 into one key; adding keys adds
// the counts.
func packCounts(c [4]int) uint64 {
	return uint64(c[0]) | uint64(c[1])<<16 | uint64(c[2])<<32 | uint64(c[3])<<48
}

func unpackCounts(k uint64) [4]int {
	return [4]int{int(k & 0xffff), int(k >> 16 & 0xffff), int(k >> 32 & 0xffff), int(k >> 48)}
}
