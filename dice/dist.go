package dice

import (
	"fmt"
	"math"
)

// Dist is an exact probability distribution over integer totals: P[i] is
// the probability of the total Min+i. Both ends of P are non-zero (a Dist
// from this package never carries zero tails), so Min and Min+len(P)-1 are
// the lowest and highest possible totals.
//
// "Exact" means every probability is within 1e-12 of the true rational
// value: the engine only multiplies and adds non-negative float64 terms, so
// rounding errors stay near the float64 epsilon instead of cancelling.
// Totals rarer than about 1e-300 (four 1s on 4d6r1, each after 100
// rerolls) may be missing, as float64 cannot hold them.
type Dist struct {
	Min int
	P   []float64
}

// quantileSlack absorbs float64 rounding in Quantile: P(<=x) that is
// 0.49999999999999994 for a true 1/2 must still count as reaching 0.5.
const quantileSlack = 1e-12

// Constant is the distribution of a total that is always v.
func Constant(v int) *Dist {
	return &Dist{Min: v, P: []float64{1}}
}

// Len is the number of totals from Lo to Hi, impossible ones inside
// the range included.
func (d *Dist) Len() int { return len(d.P) }

// Lo is the lowest possible total.
func (d *Dist) Lo() int { return d.Min }

// Hi is the highest possible total.
func (d *Dist) Hi() int { return d.Min + len(d.P) - 1 }

// Prob is P(total = x).
func (d *Dist) Prob(x int) float64 {
	i := x - d.Min
	if i < 0 || i >= len(d.P) {
		return 0
	}
	return d.P[i]
}

// AtLeast is P(total >= x). It sums the tail itself rather than taking
// 1-AtMost(x-1), so that small tail probabilities keep their precision.
func (d *Dist) AtLeast(x int) float64 {
	i := max(x-d.Min, 0)
	s := 0.0
	for j := len(d.P) - 1; j >= i; j-- {
		s += d.P[j]
	}
	return s
}

// AtMost is P(total <= x), summed directly for the same reason as AtLeast.
func (d *Dist) AtMost(x int) float64 {
	i := min(x-d.Min, len(d.P)-1)
	s := 0.0
	for j := 0; j <= i; j++ {
		s += d.P[j]
	}
	return s
}

// Mean is the expected total.
func (d *Dist) Mean() float64 {
	// Summing offsets from Min keeps the products small when totals are
	// large (a 1d1000000+999999999 must not lose digits).
	s := 0.0
	for i, p := range d.P {
		s += float64(i) * p
	}
	return float64(d.Min) + s
}

// StdDev is the standard deviation of the total.
func (d *Dist) StdDev() float64 {
	m := d.Mean() - float64(d.Min)
	v := 0.0
	for i, p := range d.P {
		x := float64(i) - m
		v += x * x * p
	}
	return math.Sqrt(v)
}

// Quantile is the smallest total x with P(total <= x) >= q. Rounding
// slack of 1e-12 is allowed, so the median of 3d6 is 10, not 11. For q > 1
// it returns Hi.
func (d *Dist) Quantile(q float64) int {
	s := 0.0
	for i, p := range d.P {
		s += p
		if s >= q-quantileSlack {
			return d.Min + i
		}
	}
	return d.Hi()
}

// String summarises the distribution for debugging and test failures.
func (d *Dist) String() string {
	return fmt.Sprintf("Dist[%d..%d mean %.6g sd %.6g]", d.Lo(), d.Hi(), d.Mean(), d.StdDev())
}

// Add is the distribution of the sum of two independent totals.
func (d *Dist) Add(o *Dist) *Dist {
	return convolve(d, o)
}

// Sub is the distribution of d minus an independent o.
func (d *Dist) Sub(o *Dist) *Dist {
	return convolve(d, o.Neg())
}

// Neg is the distribution of minus the total.
func (d *Dist) Neg() *Dist {
	n := len(d.P)
	p := make([]float64, n)
	for i, x := range d.P {
		p[n-1-i] = x
	}
	return &Dist{Min: -d.Hi(), P: p}
}

// Mix is the mixture that takes ds[i] with probability weights[i], as an
// attack roll chooses between hit damage and miss damage. The weights are
// normalised by their sum, so they may be given as counts. Mix panics when
// the slices differ in length, a weight is negative or all are zero: those
// are mistakes of the caller, not properties of dice.
func Mix(weights []float64, ds []*Dist) *Dist {
	if len(weights) != len(ds) {
		panic("dice.Mix: weights and distributions differ in length")
	}
	sum := 0.0
	for _, w := range weights {
		if w < 0 || math.IsNaN(w) {
			panic("dice.Mix: negative weight")
		}
		sum += w
	}
	if sum <= 0 || math.IsInf(sum, 0) {
		panic("dice.Mix: weights must have a positive finite sum")
	}
	lo, hi := math.MaxInt, math.MinInt
	for i, d := range ds {
		if weights[i] > 0 && len(d.P) > 0 {
			lo, hi = min(lo, d.Lo()), max(hi, d.Hi())
		}
	}
	out := &Dist{Min: lo, P: make([]float64, hi-lo+1)}
	for i, d := range ds {
		w := weights[i] / sum
		if w == 0 {
			continue
		}
		o := out.P[d.Min-lo:]
		for j, p := range d.P {
			o[j] += w * p
		}
	}
	return out.trim()
}

// trim drops zero probabilities from both ends, so that Lo and Hi are
// possible totals. A distribution with no mass left keeps one zero entry.
func (d *Dist) trim() *Dist {
	i, j := 0, len(d.P)
	for i < j && d.P[i] == 0 {
		i++
	}
	for j > i && d.P[j-1] == 0 {
		j--
	}
	if i == j {
		d.P = d.P[:min(len(d.P), 1)]
		return d
	}
	d.Min += i
	d.P = d.P[i:j]
	return d
}

// convolve is the distribution of the sum of independent a and b.
func convolve(a, b *Dist) *Dist {
	if len(a.P) < len(b.P) {
		a, b = b, a // the longer one outside keeps the inner loop long
	}
	if len(b.P) == 0 {
		return &Dist{Min: a.Min + b.Min}
	}
	out := make([]float64, len(a.P)+len(b.P)-1)
	convolveInto(out, a.P, b.P)
	return (&Dist{Min: a.Min + b.Min, P: out}).trim()
}

// convolveInto adds the convolution of a and b to out, which must hold
// len(a)+len(b)-1 entries.
func convolveInto(out, a, b []float64) {
	if len(a) < len(b) {
		a, b = b, a
	}
	// Outer loop over the short kernel: each pass is one long axpy that the
	// compiler keeps free of bounds checks.
	for j, bj := range b {
		if bj == 0 {
			continue
		}
		o := out[j : j+len(a)]
		for i, ai := range a {
			o[i] += ai * bj
		}
	}
}
