package dice

import "math"

// Options tunes Distribution.
type Options struct {
	// ExplodeDepth is how many explosions one original die may have; the
	// last roll of a chain no longer explodes, as when rolling with
	// Program.SetExplodeCap(ExplodeDepth). 0 means DefaultExplodeDepth.
	// A small depth is the default because long chains are geometrically
	// rare while each level widens every distribution it touches. Above
	// ExplodeCap it is an error: rolling never makes such chains.
	ExplodeDepth int
}

// DefaultExplodeDepth is the explode depth of Options{}.
const DefaultExplodeDepth = 3

// maxSupport bounds the number of totals one distribution may span, so
// that memory stays near 32 MB per array whatever the expression asks.
const maxSupport = 1 << 22

// Distribution parses expr and returns the exact distribution of its total
// with default Options.
func Distribution(expr string) (*Dist, error) {
	e, err := Parse(expr)
	if err != nil {
		return nil, err
	}
	return DistributionOf(e, Options{})
}

// DistributionOf returns the exact distribution of a parsed expression's
// total. Errors are *Error values: CodeTooLarge when the work would exceed
// MaxWork or a distribution would span more than 4Mi totals, CodeDivZero
// when a divisor can be 0, CodeInvalid for terms that could never finish.
func DistributionOf(e *Expr, opt Options) (*Dist, error) {
	if e == nil || e.Root == nil {
		return nil, errf(CodeInvalid, "no expression to compute a distribution of")
	}
	return NodeDistribution(e.Root, opt)
}

// NodeDistribution returns the exact distribution of one subtree, so that
// a caller can combine the parts of an expression (the attack calculator
// mixes a damage term by the chance to hit).
func NodeDistribution(n Node, opt Options) (*Dist, error) {
	depth := opt.ExplodeDepth
	if depth == 0 {
		depth = DefaultExplodeDepth
	}
	if depth < 0 || depth > ExplodeCap {
		// Rolling stops at ExplodeCap explosions; deeper chains never happen.
		return nil, errf(CodeInvalid, "explode depth %d is outside 1..%d", depth, ExplodeCap)
	}
	c := &distCtx{depth: depth, work: MaxWork}
	return c.node(n)
}

// distCtx carries one evaluation's options and its remaining work budget,
// which all terms of the expression share.
type distCtx struct {
	depth int
	work  float64
}

// charge takes cost elementary steps from the budget before they are done,
// so that an impossible request fails at once instead of after minutes.
func (c *distCtx) charge(n Node, what string, cost float64) error {
	if cost > c.work || math.IsNaN(cost) {
		if cost <= MaxWork {
			return errf(CodeTooLarge, "%s is too large to compute exactly: its %s needs about %.2g steps, and only %.2g of the limit of %.2g are left after the rest of the expression",
				termName(n), what, cost, c.work, float64(MaxWork))
		}
		return errf(CodeTooLarge, "%s is too large to compute exactly: its %s needs about %.2g steps, above the limit of %.2g",
			termName(n), what, cost, float64(MaxWork))
	}
	c.work -= cost
	return nil
}

// checkSpan checks that a distribution over [lo, hi] fits in memory.
func checkSpan(n Node, what string, lo, hi float64) error {
	if hi-lo+1 > maxSupport {
		return errf(CodeTooLarge, "%s is too large to compute exactly: its %s spans %.3g totals, above the limit of %d",
			termName(n), what, hi-lo+1, maxSupport)
	}
	if math.Abs(lo) > maxMagnitude || math.Abs(hi) > maxMagnitude {
		return errf(CodeInvalid, "%s can reach a value beyond %d", termName(n), maxMagnitude)
	}
	return nil
}

// termName prints a term for error messages in the canonical syntax.
func termName(n Node) string {
	if n == nil {
		return "the expression"
	}
	return exprString(n)
}

// node walks the tree: terms are independent, so each subtree's
// distribution is computed once and combined by its parent.
func (c *distCtx) node(n Node) (*Dist, error) {
	switch n := n.(type) {
	case *Num:
		if err := checkSpan(n, "value", float64(n.Value), float64(n.Value)); err != nil {
			return nil, err
		}
		return Constant(n.Value), nil
	case *Dice:
		return c.dice(n)
	case *Label:
		return c.node(n.X)
	case *Neg:
		x, err := c.node(n.X)
		if err != nil {
			return nil, err
		}
		return x.Neg(), nil
	case *Binary:
		return c.binary(n)
	case *Group:
		return c.group(n)
	case nil:
		return nil, errf(CodeInvalid, "missing term in the expression tree")
	}
	return nil, errf(CodeInvalid, "unknown node %T in the expression tree", n)
}

// binary combines two independent operands: a convolution for + and -,
// the table of all pairs for * and /.
func (c *distCtx) binary(n *Binary) (*Dist, error) {
	l, err := c.node(n.L)
	if err != nil {
		return nil, err
	}
	r, err := c.node(n.R)
	if err != nil {
		return nil, err
	}
	cost := float64(len(l.P)) * float64(len(r.P))
	switch n.Op {
	case '+', '-':
		if n.Op == '-' {
			r = r.Neg()
		}
		lo, hi := float64(l.Lo())+float64(r.Lo()), float64(l.Hi())+float64(r.Hi())
		if err := checkSpan(n, "sum", lo, hi); err != nil {
			return nil, err
		}
		if err := c.charge(n, "sum", cost); err != nil {
			return nil, err
		}
		return convolve(l, r), nil
	case '*', '/':
		if n.Op == '/' && r.Prob(0) > 0 {
			return nil, errf(CodeDivZero, "%s can divide by zero: the divisor %s is 0 with probability %.3g",
				termName(n), termName(n.R), r.Prob(0))
		}
		if err := c.charge(n, "product table", 2*cost); err != nil {
			return nil, err
		}
		return productDist(n, l, r)
	}
	return nil, errf(CodeInvalid, "unknown operator %q", n.Op)
}

// productDist is the distribution of l*r or l/r (Go's division, toward zero)
// for independent l and r, by the table of all pairs: a first pass finds
// the range of results so that the second writes into one dense array.
func productDist(n *Binary, l, r *Dist) (*Dist, error) {
	op := func(a, b int) int { return a * b }
	if n.Op == '/' {
		op = func(a, b int) int { return a / b }
	} else {
		// Bound the corners in float64 first: int64 products could wrap.
		lo, hi := math.Inf(1), math.Inf(-1)
		for _, a := range []int{l.Lo(), l.Hi()} {
			for _, b := range []int{r.Lo(), r.Hi()} {
				v := float64(a) * float64(b)
				lo, hi = min(lo, v), max(hi, v)
			}
		}
		if math.Abs(lo) > maxMagnitude || math.Abs(hi) > maxMagnitude {
			return nil, errf(CodeInvalid, "%s can reach a value beyond %d", termName(n), maxMagnitude)
		}
	}
	lo, hi := math.MaxInt, math.MinInt
	for i, pa := range l.P {
		if pa == 0 {
			continue
		}
		for j, pb := range r.P {
			if pb == 0 {
				continue
			}
			v := op(l.Min+i, r.Min+j)
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	if err := checkSpan(n, "result", float64(lo), float64(hi)); err != nil {
		return nil, err
	}
	out := &Dist{Min: lo, P: make([]float64, hi-lo+1)}
	for i, pa := range l.P {
		if pa == 0 {
			continue
		}
		a := l.Min + i
		for j, pb := range r.P {
			if pb != 0 {
				out.P[op(a, r.Min+j)-lo] += pa * pb
			}
		}
	}
	return out.trim(), nil
}

// power is the distribution of the sum of n independent copies of d.
func (c *distCtx) power(node Node, d *Dist, n int) (*Dist, error) {
	if n == 0 {
		return Constant(0), nil
	}
	w := float64(len(d.P))
	lo, hi := float64(n)*float64(d.Lo()), float64(n)*float64(d.Hi())
	if err := checkSpan(node, "sum", lo, hi); err != nil {
		return nil, err
	}
	// Adding one die at a time costs sum over k < n of (k*(w-1)+1)*w.
	nf := float64(n)
	if err := c.charge(node, "sum of dice", (nf-1)*nf/2*(w-1)*w+nf*w); err != nil {
		return nil, err
	}
	if len(d.P) == 1 {
		return &Dist{Min: n * d.Min, P: []float64{math.Pow(d.P[0], float64(n))}}, nil
	}
	size := n*(len(d.P)-1) + 1
	acc := make([]float64, size)
	tmp := make([]float64, size)
	copy(acc, d.P)
	cur := len(d.P)
	for k := 1; k < n; k++ {
		next := cur + len(d.P) - 1
		t := tmp[:next]
		clear(t)
		convolveInto(t, acc[:cur], d.P)
		acc, tmp = tmp, acc
		cur = next
	}
	return (&Dist{Min: n * d.Min, P: acc[:cur]}).trim(), nil
}
