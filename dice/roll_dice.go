package dice

import (
	"cmp"
	"slices"
)

// diceEval rolls one dice term. buf holds the pool between rolls so that
// rolling allocates nothing once the pool has reached its usual size.
type diceEval struct {
	d     *Dice
	buf   []int
	plain bool // no reroll, clamp or explosion: each die is one face
}

func (e *diceEval) eval(p *Program, src Source) (int, error) {
	d := e.d
	if p.rec != nil {
		return e.record(p, src)
	}
	lo, hi := d.Lo(), d.Hi()
	pool := e.buf[:0]
	for range d.Count {
		if e.plain {
			f, err := p.face(src, lo, hi)
			if err != nil {
				return 0, err
			}
			pool = append(pool, f)
			continue
		}
		var err error
		if pool, err = e.chain(p, src, pool, nil); err != nil {
			return 0, err
		}
	}
	e.buf = pool[:0]
	if len(d.Keep) > 0 {
		sortSmall(pool)
		lo, hi := keptRange(d.Keep, len(pool))
		pool = pool[lo:hi]
	}
	return score(pool, d.Success, d.Failure), nil
}

// base rolls one base value: a face, rerolled as the reroll modifier says,
// then clamped. With die non-nil it records the rerolled faces.
func (e *diceEval) base(p *Program, src Source, die *Die) (v, natural int, err error) {
	d := e.d
	lo, hi := d.Lo(), d.Hi()
	f, err := p.face(src, lo, hi)
	if err != nil {
		return 0, 0, err
	}
	if r := d.Reroll; r != nil {
		for k := 0; r.Matches(f) && k < RerollCap && (k == 0 || !r.Once); k++ {
			if die != nil {
				die.Rerolled = append(die.Rerolled, f)
			}
			if f, err = p.face(src, lo, hi); err != nil {
				return 0, 0, err
			}
		}
	}
	natural = f
	if d.Min != nil && f < *d.Min {
		f = *d.Min
	}
	if d.Max != nil && f > *d.Max {
		f = *d.Max
	}
	return f, natural, nil
}

// chain rolls one original die and every explosion it sets off, appending
// to pool one value (compound) or one per roll (plain explosions). With
// dice non-nil it also records each die.
func (e *diceEval) chain(p *Program, src Source, pool []int, dice *[]Die) ([]int, error) {
	d := e.d
	var cur Die
	rec := dice != nil
	var dp *Die
	if rec {
		dp = &cur
	}
	v, nat, err := e.base(p, src, dp)
	if err != nil {
		return pool, err
	}
	cur.Face, cur.Natural = v, nat
	if rec {
		cur.Rolls = []int{v}
	}
	if d.Explode != nil {
		mode := d.Explode.Mode
		check := v
		for k := 0; k < p.explodeCap && explodes(d, check); k++ {
			cur.Exploded = true
			var next Die
			var np *Die
			if rec {
				np = &next
				if mode.Compound() {
					np = &cur // rerolls of a compounded roll belong to the one die
				}
			}
			b, nat2, err := e.base(p, src, np)
			if err != nil {
				return pool, err
			}
			add := b
			if mode.Penetrating() {
				add--
			}
			check = b
			if mode.Compound() {
				cur.Face += add
				if rec {
					cur.Rolls = append(cur.Rolls, add)
				}
				continue
			}
			pool = append(pool, cur.Face)
			if rec {
				*dice = append(*dice, cur)
			}
			next.Face, next.Natural, next.FromExplosion = add, nat2, true
			if rec {
				next.Rolls = []int{add}
			}
			cur = next
		}
	}
	pool = append(pool, cur.Face)
	if rec {
		*dice = append(*dice, cur)
	}
	return pool, nil
}

// record rolls the term as eval does, keeping every die for the explanation.
func (e *diceEval) record(p *Program, src Source) (int, error) {
	d := e.d
	var dice []Die
	pool := e.buf[:0]
	for range d.Count {
		var err error
		if pool, err = e.chain(p, src, pool, &dice); err != nil {
			return 0, err
		}
	}
	e.buf = pool[:0]
	vs, total := judge(pool, d.Keep, d.Success, d.Failure)
	for i := range dice {
		die := &dice[i]
		if len(die.Rolls) < 2 {
			die.Rolls = nil // only a compounded die has parts worth listing
		}
		die.Die = dieName(d.Lo(), d.Hi())
		if d.Kind == Percent {
			die.Die = "d%"
		}
		die.lo, die.hi = d.Lo(), d.Hi()
		die.Dropped, die.Success, die.Failure = vs[i].dropped, vs[i].success, vs[i].failure
	}
	p.rec.dice[d] = dice
	p.rec.value(d, total)
	return total, nil
}

// sortedOrder returns the indices of vals in ascending order of value,
// ties in roll order, so the explanation drops the same dice the fast path
// would count out.
func sortedOrder(vals []int) []int {
	idx := make([]int, len(vals))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(vals[a], vals[b]) })
	return idx
}
