package dice

import "math"

// Keep/drop over a pool of identical dice, by dynamic programming over the
// die's outcomes as icepool does, never by listing rolls.
//
// Walk the outcomes from one end of the sorted order (say the highest). The
// state is a: how many dice took the outcomes seen so far, with the
// distribution of the kept score of those dice. The m = n-a remaining dice
// all lie at or below the current outcome v; how many equal v is
// Binomial(m, P(v)/P(<=v)), so every weight is a true probability and the
// products never overflow however many dice there are. Once a reaches the
// last kept position, the rest are dropped whatever they show: the state is
// finished at once (the "collapse"), which is what makes kh of a few out of
// many cheap.

// keepMemLimit bounds the DP's state arrays, in float64s (64 MB).
const keepMemLimit = 1 << 23

// keep is the distribution of the score of the dice at positions [lo, hi)
// of the ascending sorted pool of n independent dice distributed as die,
// each die scoring f(value) (its value when f is nil).
func (c *distCtx) keep(node Node, die *Dist, f scoreFunc, n, lo, hi int) (*Dist, error) {
	k := hi - lo
	if f == nil {
		// Fail before touching a million faces when the answer cannot fit.
		if err := checkSpan(node, "kept total", float64(k)*float64(die.Lo()), float64(k)*float64(die.Hi())); err != nil {
			return nil, err
		}
	}
	vals := make([]int, 0, len(die.P))
	probs := make([]float64, 0, len(die.P))
	for i, p := range die.P {
		if p > 0 {
			vals = append(vals, die.Min+i)
			probs = append(probs, p)
		}
	}
	scores := vals
	if f != nil {
		scores = make([]int, len(vals))
		for i, v := range vals {
			scores[i] = f(v)
		}
	}
	if len(vals) == 1 {
		return Constant(k * scores[0]), nil
	}
	fmin, fmax := scores[0], scores[0]
	for _, s := range scores {
		fmin, fmax = min(fmin, s), max(fmax, s)
	}
	if err := checkSpan(node, "kept total", float64(k)*float64(fmin), float64(k)*float64(fmax)); err != nil {
		return nil, err
	}
	// Walk from the end whose kept positions finish first.
	K, D := len(vals), fmax-fmin
	descCost, descMem := keepCost(K, D, n, n-hi, n-lo)
	ascCost, ascMem := keepCost(K, D, n, lo, hi)
	desc := descCost <= ascCost
	cost, mem := descCost, descMem
	if !desc {
		cost, mem = ascCost, ascMem
	}
	if mem > keepMemLimit {
		return nil, errf(CodeTooLarge, "%s is too large to compute exactly: keep/drop over %d dice needs %.2g states, above the limit of %d",
			termName(node), n, mem, keepMemLimit)
	}
	if err := c.charge(node, "keep/drop", cost); err != nil {
		return nil, err
	}
	sc, ps := scores, probs
	tlo, thi := lo, hi
	if desc {
		sc, ps = reversedCopy(scores), reversedCopy(probs)
		tlo, thi = n-hi, n-lo
	}
	res := keepDP(ps, sc, fmin, D, n, tlo, thi)
	return (&Dist{Min: k * fmin, P: res}).trim(), nil
}

func reversedCopy[T any](s []T) []T {
	r := make([]T, len(s))
	for i, x := range s {
		r[len(s)-1-i] = x
	}
	return r
}

// keepCost estimates the steps and the state floats of keepDP for K
// outcomes whose scores span D, n dice and kept positions [tlo, thi)
// counted from the end the walk starts at.
func keepCost(K, D, n, tlo, thi int) (cost, mem float64) {
	k := thi - tlo
	for a := range thi {
		w := float64(min(max(a-tlo, 0), k)*D + 1)
		tj := float64(min(n-a, thi-1-a))
		cost += float64(n-a) + (tj+2)*w
		mem += w
	}
	return cost * float64(K), mem + float64(k*D+1)
}

// keepDP runs the walk over outcomes in the order given: probs[i] is the
// chance of the i-th outcome and scores[i] its score, fmin the least score
// and D the spread of scores. It returns the distribution of the summed
// scores of positions [tlo, thi) in walk order, indexed from k*fmin.
func keepDP(probs []float64, scores []int, fmin, D, n, tlo, thi int) []float64 {
	k := thi - tlo
	kc := func(a int) int { return min(max(a-tlo, 0), k) } // kept among the first a
	// State a holds scores kc(a)*fmin + x at index x of buf[off[a]:].
	off := make([]int, thi+1)
	for a := range thi {
		off[a+1] = off[a] + kc(a)*D + 1
	}
	buf := make([]float64, off[thi])
	nzlo := make([]int, thi) // the non-zero part of state a is [nzlo, nzhi)
	nzhi := make([]int, thi)
	for a := range nzlo {
		nzlo[a] = math.MaxInt
	}
	buf[0], nzlo[0], nzhi[0] = 1, 0, 1
	res := make([]float64, k*D+1)
	// tail[i] is the chance of the i-th outcome or a later one.
	tail := make([]float64, len(probs))
	s := 0.0
	for i := len(probs) - 1; i >= 0; i-- {
		s += probs[i]
		tail[i] = s
	}
	row := make([]float64, n+1)
	for i, p := range probs {
		// The chance of "below" comes from the tail itself, not from 1-r:
		// next to a likely outcome, 1-r would round a rare one away.
		r, below := min(p/tail[i], 1), 0.0
		if i+1 < len(probs) {
			below = min(tail[i+1]/tail[i], 1)
		}
		fs := scores[i] - fmin // index shift per kept die of this outcome
		// Descending a lets the update run in place: state a only feeds
		// states above it, which have already been advanced.
		for a := thi - 1; a >= 0; a-- {
			if nzlo[a] >= nzhi[a] {
				continue
			}
			m := n - a
			jlo, jhi := binomRow(row, m, r, below)
			src := buf[off[a]+nzlo[a] : off[a]+nzhi[a]]
			ka := kc(a)
			for j := max(jlo, 1); j <= jhi && a+j < thi; j++ {
				t := a + j
				sh := (kc(t) - ka) * fs
				lo, hi := nzlo[a]+sh, nzhi[a]+sh
				axpy(buf[off[t]+lo:off[t]+hi], src, row[j])
				nzlo[t], nzhi[t] = min(nzlo[t], lo), max(nzhi[t], hi)
			}
			if jc := max(thi-a, jlo); jc <= jhi {
				w := 0.0
				for j := jc; j <= jhi; j++ {
					w += row[j]
				}
				sh := (k - ka) * fs
				axpy(res[nzlo[a]+sh:nzhi[a]+sh], src, w)
			}
			switch {
			case jlo > 0:
				clear(src)
				nzlo[a], nzhi[a] = math.MaxInt, 0
			case row[0] != 1:
				w := row[0]
				for x := range src {
					src[x] *= w
				}
			}
		}
	}
	return res
}

// axpy adds w*src to dst, which has src's length.
func axpy(dst, src []float64, w float64) {
	dst = dst[:len(src)]
	for x, v := range src {
		dst[x] += w * v
	}
}

// binomRow fills row[jlo..jhi] with the Binomial(m, r) probabilities above
// 1e-300 of the largest; s is 1-r, given apart so that it keeps its
// precision when tiny. It starts at the mode with 1, walks outwards by
// the ratio of neighbouring terms, and divides by the total: no factorial
// or power is formed, so nothing overflows and the only rounding is a few
// ulps per term.
func binomRow(row []float64, m int, r, s float64) (jlo, jhi int) {
	if s <= 0 {
		row[m] = 1
		return m, m
	}
	if r <= 0 || m == 0 {
		row[0] = 1
		return 0, 0
	}
	mode := min(int(float64(m+1)*r), m)
	row[mode] = 1
	sum := 1.0
	up, down := r/s, s/r
	jlo, jhi = mode, mode
	for j := mode + 1; j <= m; j++ {
		v := row[j-1] * (float64(m-j+1) / float64(j)) * up
		if v < 1e-300 {
			break
		}
		row[j], jhi = v, j
		sum += v
	}
	for j := mode - 1; j >= 0; j-- {
		v := row[j+1] * (float64(j+1) / float64(m-j)) * down
		if v < 1e-300 {
			break
		}
		row[j], jlo = v, j
		sum += v
	}
	inv := 1 / sum
	for j := jlo; j <= jhi; j++ {
		row[j] *= inv
	}
	return jlo, jhi
}
