package dice

// RollTypes is Roll for a caller that wants the totals and not the
// explanation: a simulation deals damage by type and never reads the
// dice. It takes the same faces from src in the same order and returns
// the same total and the same totals by damage type (Result.Types: nil
// when the expression has no labels) that Roll would, but records no die
// and writes no text, so once the program has been rolled this way it
// allocates only the slice it returns (appended to dst, which a caller
// may keep and pass again).
//
// How: the terms of the outermost sum are each wrapped in a tap that
// notes the value the term returns, and the sum is evaluated on the fast
// path (Total's). Roll's types take each term's recorded value; a term
// whose node also appears elsewhere in the tree would have the last of
// its values recorded, so such a program (none the parser builds) is
// rolled with Roll.
func (p *Program) RollTypes(src Source, dst []TypeTotal) (int, []TypeTotal, error) {
	if p.typed == nil {
		p.typed = newTypedSum(p.expr.Root, p.root)
	}
	t := p.typed
	if t.shared {
		r, err := p.Roll(src)
		if err != nil {
			return 0, dst, err
		}
		return r.Total, append(dst, r.Types...), nil
	}
	if !t.labelled {
		total, err := p.Total(src)
		return total, dst, err
	}
	p.rolled = 0
	p.rec = nil
	total, err := t.root.eval(p, src)
	if err != nil {
		return 0, dst, err
	}
	first := len(dst)
	for i, v := range t.vals {
		v *= t.sign[i]
		found := false
		for j := first; j < len(dst); j++ { // as recorder.types: every entry of the name
			if dst[j].Type == t.names[i] {
				dst[j].Total += v
				found = true
			}
		}
		if !found {
			dst = append(dst, TypeTotal{Type: t.names[i], Total: v})
		}
	}
	return total, dst, nil
}

// typedSum is a program's outermost sum taken apart for RollTypes: its
// evaluator tree again, each term tapped, and each term's sign and type.
type typedSum struct {
	root     evaluator
	vals     []int    // by term: the value its tap noted in the last roll
	sign     []int    // by term: +1 or -1 in the sum
	names    []string // by term: its damage type, as recorder.types names it
	labelled bool     // some term is a label: there are types to total
	shared   bool     // a node appears twice in the tree: RollTypes rolls with Roll
}

// tapEval evaluates term i of a typed sum and notes its value.
type tapEval struct {
	x evaluator
	t *typedSum
	i int
}

func (e *tapEval) eval(p *Program, src Source) (int, error) {
	v, err := e.x.eval(p, src)
	e.t.vals[e.i] = v
	return v, err
}

// newTypedSum takes apart the sum at root (its evaluator ev, as build made
// it), flattening + and - as recorder.types does.
func newTypedSum(root Node, ev evaluator) *typedSum {
	t := &typedSum{}
	t.shared = hasSharedNode(root, map[Node]bool{})
	var terms []Node
	var wrap func(n Node, ev evaluator, sign int) evaluator
	wrap = func(n Node, ev evaluator, sign int) evaluator {
		if b, ok := n.(*Binary); ok && (b.Op == '+' || b.Op == '-') {
			be := ev.(*binEval)
			l := wrap(b.L, be.l, sign)
			if b.Op == '-' {
				sign = -sign
			}
			r := wrap(b.R, be.r, sign)
			return &binEval{n: be.n, l: l, r: r}
		}
		terms = append(terms, n)
		t.sign = append(t.sign, sign)
		return &tapEval{x: ev, t: t, i: len(terms) - 1}
	}
	t.root = wrap(root, ev, 1)
	t.vals = make([]int, len(terms))
	t.names = make([]string, len(terms))
	current := ""
	for i := len(terms) - 1; i >= 0; i-- {
		if l, ok := terms[i].(*Label); ok {
			current, t.labelled = l.Name, true
		}
		t.names[i] = current
	}
	return t
}

// hasSharedNode reports whether a node (a pointer) appears twice in the
// tree at n.
func hasSharedNode(n Node, seen map[Node]bool) bool {
	if seen[n] {
		return true
	}
	seen[n] = true
	switch n := n.(type) {
	case *Binary:
		return hasSharedNode(n.L, seen) || hasSharedNode(n.R, seen)
	case *Neg:
		return hasSharedNode(n.X, seen)
	case *Label:
		return hasSharedNode(n.X, seen)
	case *Group:
		for _, m := range n.Members {
			if hasSharedNode(m, seen) {
				return true
			}
		}
	}
	return false
}
