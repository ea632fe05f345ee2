package dice

// The distribution of one dice term, following the steps of ast.go: base
// value (face, reroll, clamp), explosion, keep/drop, success counting.

// scoreFunc is what one kept die adds to the term: its value, or with
// success counting +1 for a success and -1 for a failure (0 for both).
type scoreFunc func(v int) int

func scorer(succ, fail *Cmp) scoreFunc {
	if succ == nil {
		return nil // the value itself; nil lets callers skip the mapping
	}
	return func(v int) int {
		s := 0
		if succ.Match(v) {
			s++
		}
		if fail != nil && fail.Match(v) {
			s--
		}
		return s
	}
}

// dice is the distribution of a dice term. It checks the term as the
// parser does, since trees may be built by hand, so that no modifier can
// make it loop.
func (c *distCtx) dice(d *Dice) (*Dist, error) {
	if d.Count < 0 {
		return nil, errf(CodeInvalid, "%s has a negative number of dice", termName(d))
	}
	if d.Count > MaxDice {
		return nil, errf(CodeTooManyDice, "%d dice is more than the limit of %d", d.Count, MaxDice)
	}
	if d.Hi() < d.Lo() {
		return nil, errf(CodeInvalid, "%s has no faces", termName(d))
	}
	if d.Hi()-d.Lo() >= MaxSides {
		return nil, errf(CodeTooManySides, "d%d has more than %d sides", d.Sides, MaxSides)
	}
	if err := c.charge(d, "faces", float64(d.Hi()-d.Lo()+1)); err != nil {
		return nil, err
	}
	base, err := baseDist(d)
	if err != nil {
		return nil, err
	}
	f := scorer(d.Success, d.Failure)
	q := 0.0
	if d.Explode != nil {
		for i, p := range base.P {
			if p > 0 && explodes(d, base.Min+i) {
				q += p
			}
		}
		if q > 0 && allExplode(d, base) {
			return nil, errf(CodeInvalid, "%s: the explode condition matches every roll, so it would never stop", termName(d))
		}
	}
	if d.Count == 0 {
		return Constant(0), nil
	}
	if q > 0 && !d.Explode.Mode.Compound() {
		// The pool grows with each explosion, so keep/drop is decided there.
		return c.plainExplode(d, base, f)
	}
	lo, hi := keptRange(d.Keep, d.Count)
	if lo >= hi {
		return Constant(0), nil // no die is kept: an empty sum
	}
	perDie := base
	if q > 0 {
		if perDie, err = c.chain(d, base, nil); err != nil {
			return nil, err
		}
	}
	if lo == 0 && hi == d.Count {
		return c.power(d, mapScore(perDie, f), d.Count)
	}
	return c.keep(d, perDie, f, d.Count, lo, hi)
}

// baseDist is the distribution of one die's base value: a uniform face,
// rerolled as the modifier says, then clamped.
func baseDist(d *Dice) (*Dist, error) {
	lo, hi := d.Lo(), d.Hi()
	faces := hi - lo + 1
	p := make([]float64, faces)
	u := 1 / float64(faces)
	for i := range p {
		p[i] = u
	}
	if r := d.Reroll; r != nil {
		m := 0
		for v := lo; v <= hi; v++ {
			if r.Matches(v) {
				m++
			}
		}
		if m == faces && !r.Once {
			return nil, errf(CodeInvalid, "%s: the reroll matches every face, so no roll could stand", termName(d))
		}
		q := float64(m) / float64(faces)
		// Face v stands when rolled after k matching rolls, with chance
		// u*q^k: a non-matching v after any k up to the cap, a matching v
		// only as the last roll allowed (k = cap; k = 1 for reroll-once).
		stay, keep := q, 1+q
		if !r.Once {
			pow, sum := 1.0, 1.0
			for range RerollCap {
				pow *= q
				sum += pow
			}
			stay, keep = pow, sum
		}
		for v := lo; v <= hi; v++ {
			if r.Matches(v) {
				p[v-lo] = u * stay
			} else {
				p[v-lo] = u * keep
			}
		}
	}
	if d.Min == nil && d.Max == nil {
		return (&Dist{Min: lo, P: p}).trim(), nil
	}
	clamp := func(v int) int {
		if d.Min != nil && v < *d.Min {
			v = *d.Min
		}
		if d.Max != nil && v > *d.Max {
			v = *d.Max
		}
		return v
	}
	clo, chi := clamp(lo), clamp(hi)
	if chi < clo {
		clo, chi = chi, clo
	}
	out := &Dist{Min: clo, P: make([]float64, chi-clo+1)}
	for i, x := range p {
		out.P[clamp(lo+i)-clo] += x
	}
	return out.trim(), nil
}

// allExplode reports whether every possible base value sets off another
// roll: such a die would never stop when rolled.
func allExplode(d *Dice, base *Dist) bool {
	for i, p := range base.P {
		if p > 0 && !explodes(d, base.Min+i) {
			return false
		}
	}
	return true
}

// mapScore is the distribution of f(X) for X distributed as d.
func mapScore(d *Dist, f scoreFunc) *Dist {
	if f == nil {
		return d
	}
	lo, hi := 0, 0
	first := true
	for i, p := range d.P {
		if p == 0 {
			continue
		}
		s := f(d.Min + i)
		if first {
			lo, hi, first = s, s, false
		}
		lo, hi = min(lo, s), max(hi, s)
	}
	out := &Dist{Min: lo, P: make([]float64, hi-lo+1)}
	for i, p := range d.P {
		if p != 0 {
			out.P[f(d.Min+i)-lo] += p
		}
	}
	return out.trim()
}

// splitExplode returns the parts of base whose values do (e) and do not (n)
// explode, as sub-probability distributions, both shifted by shift.
func splitExplode(d *Dice, base *Dist, shift int) (e, n *Dist) {
	e = &Dist{Min: base.Min + shift, P: make([]float64, len(base.P))}
	n = &Dist{Min: base.Min + shift, P: make([]float64, len(base.P))}
	for i, p := range base.P {
		if explodes(d, base.Min+i) {
			e.P[i] = p
		} else {
			n.P[i] = p
		}
	}
	return e.trim(), n.trim()
}

// addDists is the pointwise sum of two sub-distributions.
func addDists(a, b *Dist) *Dist {
	if len(a.P) == 0 || (len(a.P) == 1 && a.P[0] == 0) {
		return b
	}
	if len(b.P) == 0 || (len(b.P) == 1 && b.P[0] == 0) {
		return a
	}
	lo, hi := min(a.Lo(), b.Lo()), max(a.Hi(), b.Hi())
	out := &Dist{Min: lo, P: make([]float64, hi-lo+1)}
	for _, x := range []*Dist{a, b} {
		o := out.P[x.Min-lo:]
		for i, p := range x.P {
			o[i] += p
		}
	}
	return out.trim()
}

// chain is the distribution of what one original die and its explosions
// add up to, with each die of the chain mapped through f first (nil: its
// value). With f nil it is the value of a compound die; with a success
// scorer it is the successes of one plain chain, each die counted apart.
// Penetrating explosions count each added roll one lower, but the check
// reads the roll itself, which is why the split happens before the shift.
func (c *distCtx) chain(d *Dice, base *Dist, f scoreFunc) (*Dist, error) {
	pen := 0
	if d.Explode.Mode.Penetrating() {
		pen = -1
	}
	w := float64(len(base.P))
	depth := float64(c.depth)
	if err := checkSpan(d, "exploding die", float64(base.Lo())+depth*float64(base.Lo()+pen), depth*float64(base.Hi()+pen)+float64(base.Hi())); err != nil {
		return nil, err
	}
	if err := c.charge(d, "explosion chain", depth*depth*w*w+4*depth*w); err != nil {
		return nil, err
	}
	e0, n0 := splitExplode(d, base, 0)
	e1, n1 := splitExplode(d, base, pen)
	e0, n0, e1, n1 = mapScore(e0, f), mapScore(n0, f), mapScore(e1, f), mapScore(n1, f)
	// g is the chain started by an added roll with r explosions left.
	g := mapScore(&Dist{Min: base.Min + pen, P: base.P}, f)
	for r := 1; r < c.depth; r++ {
		g = addDists(n1, convolve(e1, g))
	}
	return addDists(n0, convolve(e0, g)), nil
}
