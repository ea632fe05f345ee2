package dice

import (
	"math/big"
	"slices"
	"sort"
)

// A brute-force oracle for Distribution, written from the semantics in
// ast.go and sharing no code with the engine: it lists every outcome of
// every die with exact rational probabilities, builds every pool, sorts
// it, removes what each keep op removes, and scores what is left.

type ratDist map[int]*big.Rat

func (r ratDist) add(v int, p *big.Rat) {
	if q, ok := r[v]; ok {
		q.Add(q, p)
		return
	}
	r[v] = new(big.Rat).Set(p)
}

// oracle is the exact distribution of n; ok is false when a divisor can
// be zero.
func oracle(n Node, depth int) (ratDist, bool) {
	switch n := n.(type) {
	case *Num:
		return ratDist{n.Value: big.NewRat(1, 1)}, true
	case *Label:
		return oracle(n.X, depth)
	case *Neg:
		x, ok := oracle(n.X, depth)
		out := ratDist{}
		for v, p := range x {
			out.add(-v, p)
		}
		return out, ok
	case *Binary:
		l, okl := oracle(n.L, depth)
		r, okr := oracle(n.R, depth)
		if !okl || !okr {
			return nil, false
		}
		out := ratDist{}
		for a, pa := range l {
			for b, pb := range r {
				var v int
				switch n.Op {
				case '+':
					v = a + b
				case '-':
					v = a - b
				case '*':
					v = a * b
				case '/':
					if b == 0 {
						return nil, false
					}
					v = a / b
				}
				out.add(v, new(big.Rat).Mul(pa, pb))
			}
		}
		return out, true
	case *Group:
		var outs [][]outcome
		for _, m := range n.Members {
			d, ok := oracle(m, depth)
			if !ok {
				return nil, false
			}
			var o []outcome
			for v, p := range d {
				o = append(o, outcome{[]int{v}, p})
			}
			outs = append(outs, o)
		}
		return scorePools(outs, n.Keep, n.Success, n.Failure), true
	case *Dice:
		base := oracleBase(n)
		chain := oracleChain(n, base, depth, false)
		outs := make([][]outcome, n.Count)
		for i := range outs {
			outs[i] = chain
		}
		return scorePools(outs, n.Keep, n.Success, n.Failure), true
	}
	panic("oracle: unknown node")
}

// outcome is what one die (with its explosions) or one member put into the
// pool, with its probability.
type outcome struct {
	vals []int
	p    *big.Rat
}

// oracleBase is the base value of one die: roll a face; while the reroll
// allows it and the face matches, roll again; then clamp.
func oracleBase(d *Dice) ratDist {
	lo, hi := d.Lo(), d.Hi()
	face := big.NewRat(1, int64(hi-lo+1))
	var roll func(rerolls int) ratDist
	memo := map[int]ratDist{}
	roll = func(rerolls int) ratDist {
		if r, ok := memo[rerolls]; ok {
			return r
		}
		out := ratDist{}
		for f := lo; f <= hi; f++ {
			again := d.Reroll != nil && d.Reroll.Matches(f) &&
				((d.Reroll.Once && rerolls == 0) || (!d.Reroll.Once && rerolls < RerollCap))
			if !again {
				v := f
				if d.Min != nil && v < *d.Min {
					v = *d.Min
				}
				if d.Max != nil && v > *d.Max {
					v = *d.Max
				}
				out.add(v, face)
				continue
			}
			for v, p := range roll(rerolls + 1) {
				out.add(v, new(big.Rat).Mul(face, p))
			}
		}
		memo[rerolls] = out
		return out
	}
	return roll(0)
}

// oracleChain lists the outcomes of one die and its explosions: the dice
// it adds to the pool (one summed value when compounding).
func oracleChain(d *Dice, base ratDist, left int, added bool) []outcome {
	var out []outcome
	for v, p := range base {
		counted := v
		if added && d.Explode.Mode.Penetrating() {
			counted--
		}
		explode := false
		if d.Explode != nil && left > 0 {
			if d.Explode.When == nil {
				explode = v == d.Hi()
			} else {
				explode = d.Explode.When.Match(v)
			}
		}
		if d.Explode == nil || !explode {
			out = append(out, outcome{[]int{counted}, p})
			continue
		}
		for _, rest := range oracleChain(d, base, left-1, true) {
			q := new(big.Rat).Mul(p, rest.p)
			if d.Explode.Mode.Compound() {
				out = append(out, outcome{[]int{counted + rest.vals[0]}, q})
			} else {
				out = append(out, outcome{append([]int{counted}, rest.vals...), q})
			}
		}
	}
	return out
}

// scorePools enumerates every combination of one outcome per die (or
// member), then keeps and scores the pool.
func scorePools(outs [][]outcome, keep []KeepOp, succ, fail *Cmp) ratDist {
	res := ratDist{}
	var pool []int
	var rec func(i int, p *big.Rat)
	rec = func(i int, p *big.Rat) {
		if i == len(outs) {
			sorted := slices.Clone(pool)
			sort.Ints(sorted)
			res.add(oracleScore(sorted, keep, succ, fail), p)
			return
		}
		for _, o := range outs[i] {
			n := len(pool)
			pool = append(pool, o.vals...)
			rec(i+1, new(big.Rat).Mul(p, o.p))
			pool = pool[:n]
		}
	}
	rec(0, big.NewRat(1, 1))
	return res
}

// oracleScore marks the positions each keep op removes from the sorted
// pool, then sums (or counts successes of) the unmarked ones.
func oracleScore(sorted []int, keep []KeepOp, succ, fail *Cmp) int {
	n := len(sorted)
	removed := make([]bool, n)
	for _, k := range keep {
		for pos := range n {
			fromTop := n - 1 - pos
			switch {
			case k.Keep && k.Highest:
				removed[pos] = removed[pos] || fromTop >= k.N
			case k.Keep:
				removed[pos] = removed[pos] || pos >= k.N
			case k.Highest:
				removed[pos] = removed[pos] || fromTop < k.N
			default:
				removed[pos] = removed[pos] || pos < k.N
			}
		}
	}
	t := 0
	for pos, v := range sorted {
		if removed[pos] {
			continue
		}
		switch {
		case succ == nil:
			t += v
		default:
			if succ.Match(v) {
				t++
			}
			if fail != nil && fail.Match(v) {
				t--
			}
		}
	}
	return t
}
