package dice

import "strings"

// parseDice reads "dM" or "NdM" (count already read) and its modifiers.
// Modifiers may come in any order; the roll applies them in the fixed order
// of ast.go, and String prints them in that order.
func (p *parser) parseDice(start, count int) (Node, error) {
	p.pos++ // the 'd'
	d := &Dice{Count: count}
	switch c := p.peekLower(); {
	case c == '%':
		p.pos++
		d.Kind, d.Sides = Percent, 100
	case c == 'f':
		p.pos++
		d.Kind, d.Sides = Fudge, 3
	case isDigit(c):
		n, err := p.parseInt()
		if err != nil {
			return nil, err
		}
		d.Sides = n
	default:
		return nil, p.unexpected("the number of sides after d (d6, d20, d%, dF)")
	}
	if d.Sides < 1 {
		return nil, errAt(CodeInvalid, start, "a die needs at least 1 side")
	}
	if d.Sides > MaxSides {
		return nil, errAt(CodeTooManySides, start, "d%d has more than %d sides", d.Sides, MaxSides)
	}
	if d.Count > MaxDice {
		return nil, errAt(CodeTooManyDice, start, "%d dice is more than the limit of %d", d.Count, MaxDice)
	}
	for {
		more, err := p.parseDiceMod(d)
		if err != nil {
			return nil, err
		}
		if !more {
			break
		}
	}
	if err := checkDice(d, start); err != nil {
		return nil, err
	}
	return d, nil
}

// parseDiceMod reads one modifier; more is false when none starts here.
func (p *parser) parseDiceMod(d *Dice) (more bool, err error) {
	at := p.pos
	rest := strings.ToLower(p.src[p.pos:])
	switch {
	case strings.HasPrefix(rest, "ro") || strings.HasPrefix(rest, "r"):
		once := strings.HasPrefix(rest, "ro")
		p.pos++
		if once {
			p.pos++
		}
		c, ok, err := p.parseCmp(false)
		if err != nil {
			return false, err
		}
		if !ok {
			c = Cmp{Op: Eq, N: d.Lo()} // bare r: reroll the lowest face
		}
		if d.Reroll == nil {
			d.Reroll = &Reroll{Once: once}
		} else if d.Reroll.Once != once {
			return false, errAt(CodeSyntax, at, "mix of r and ro on one roll: use one kind of reroll")
		}
		d.Reroll.When = append(d.Reroll.When, c)
		return true, nil
	case strings.HasPrefix(rest, "!"):
		if d.Explode != nil {
			return false, errAt(CodeSyntax, at, "a roll takes one explode modifier; found a second")
		}
		p.pos++
		compound := p.peek() == '!'
		if compound {
			p.pos++
		}
		penetrate := p.peekLower() == 'p'
		if penetrate {
			p.pos++
		}
		mode := ExplodeAdd
		switch {
		case compound && penetrate:
			mode = ExplodeCompoundPenetrate
		case compound:
			mode = ExplodeCompound
		case penetrate:
			mode = ExplodePenetrate
		}
		e := &Explode{Mode: mode}
		c, ok, err := p.parseCmp(false)
		if err != nil {
			return false, err
		}
		if ok {
			e.When = &c
		}
		d.Explode = e
		return true, nil
	case strings.HasPrefix(rest, "mi") || strings.HasPrefix(rest, "ma"):
		isMin := rest[1] == 'i'
		p.pos += 2
		if (isMin && strings.HasPrefix(rest[2:], "n")) || (!isMin && strings.HasPrefix(rest[2:], "x")) {
			p.pos++
		}
		neg := p.peek() == '-'
		if neg {
			p.pos++
		}
		n, err := p.parseInt()
		if err != nil {
			return false, err
		}
		if neg {
			n = -n
		}
		target := &d.Max
		if isMin {
			target = &d.Min
		}
		if *target != nil {
			return false, errAt(CodeSyntax, at, "a roll takes one %s clamp; found a second", map[bool]string{true: "min", false: "max"}[isMin])
		}
		*target = &n
		return true, nil
	}
	k, ok, err := p.parseKeep()
	if err != nil || ok {
		if ok {
			d.Keep = append(d.Keep, k)
		}
		return ok, err
	}
	if d.Success == nil {
		return p.parseSuccess(&d.Success, &d.Failure)
	}
	return false, nil
}

// checkDice rejects modifiers that could never finish or mean nothing.
func checkDice(d *Dice, pos int) error {
	lo, hi := d.Lo(), d.Hi()
	if d.Min != nil && d.Max != nil && *d.Min > *d.Max {
		return errAt(CodeInvalid, pos, "min %d is above max %d", *d.Min, *d.Max)
	}
	if d.Reroll != nil && !d.Reroll.Once {
		points := make([]int, len(d.Reroll.When))
		for i, c := range d.Reroll.When {
			points[i] = c.N
		}
		if !someValue(lo, hi, points, func(v int) bool { return !d.Reroll.Matches(v) }) {
			return errAt(CodeInvalid, pos, "the reroll matches every face of %s, so no roll could stand", dieName(lo, hi))
		}
	}
	if d.Explode != nil {
		// The explode check reads the base value: the face after reroll and clamps.
		blo, bhi := lo, hi
		if d.Min != nil {
			blo, bhi = max(blo, *d.Min), max(bhi, *d.Min)
		}
		if d.Max != nil {
			blo, bhi = min(blo, *d.Max), min(bhi, *d.Max)
		}
		point := d.Hi()
		if d.Explode.When != nil {
			point = d.Explode.When.N
		}
		if !someValue(blo, bhi, []int{point}, func(v int) bool { return !explodes(d, v) }) {
			return errAt(CodeInvalid, pos, "the explode condition matches every roll of %s, so it would never stop", dieName(lo, hi))
		}
	}
	return nil
}

// someValue reports whether ok holds for some v in [lo, hi], where ok is a
// boolean combination of compare points against the given points. Such a
// set of values is a union of intervals whose ends are lo, hi or next to a
// point, so trying those few values answers for the whole range: a d1000000
// costs no more to check than a d6.
func someValue(lo, hi int, points []int, ok func(v int) bool) bool {
	try := func(v int) bool { return lo <= v && v <= hi && ok(v) }
	if try(lo) || try(hi) {
		return true
	}
	for _, n := range points {
		if try(n-1) || try(n) || try(n+1) {
			return true
		}
	}
	return false
}

// explodes reports whether base value v sets off another roll.
func explodes(d *Dice, v int) bool {
	if d.Explode.When == nil {
		return v == d.Hi()
	}
	return d.Explode.When.Match(v)
}

// dieName names a die by its faces: d6, d100, dF.
func dieName(lo, hi int) string {
	if lo == -1 && hi == 1 {
		return "dF"
	}
	return "d" + itoa(hi)
}

// splitAdvantage cuts a trailing advantage word off an expression: it
// returns the rest, +1 for adv, -1 for dis (0 for none) and the word's
// position.
func splitAdvantage(s string) (string, int, int) {
	trimmed := strings.TrimRight(s, " \t")
	lower := strings.ToLower(trimmed)
	for _, w := range []struct {
		word string
		adv  int
	}{{"disadvantage", -1}, {"advantage", 1}, {"adv", 1}, {"dis", -1}} {
		if !strings.HasSuffix(lower, w.word) {
			continue
		}
		cut := len(trimmed) - len(w.word)
		if cut == 0 || (trimmed[cut-1] != ' ' && trimmed[cut-1] != '\t') {
			continue
		}
		return trimmed[:cut], w.adv, cut
	}
	return s, 0, -1
}

func advWord(adv int) string {
	if adv > 0 {
		return "adv"
	}
	return "dis"
}

// applyAdvantage turns the first plain 1d20 (no modifiers) into 2d20kh1
// (adv) or 2d20kl1 (dis), as Avrae and the SRD's "roll a second d20" do.
func applyAdvantage(n Node, adv int) bool {
	switch n := n.(type) {
	case *Dice:
		if n.Count == 1 && n.Sides == 20 && n.Kind == Standard && n.Reroll == nil &&
			n.Explode == nil && n.Min == nil && n.Max == nil && len(n.Keep) == 0 && n.Success == nil {
			n.Count = 2
			n.Keep = []KeepOp{{Keep: true, Highest: adv > 0, N: 1}}
			return true
		}
	case *Binary:
		return applyAdvantage(n.L, adv) || applyAdvantage(n.R, adv)
	case *Neg:
		return applyAdvantage(n.X, adv)
	case *Label:
		return applyAdvantage(n.X, adv)
	case *Group:
		for _, m := range n.Members {
			if applyAdvantage(m, adv) {
				return true
			}
		}
	}
	return false
}
