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
	for _, k := range t.terms {
		v := k.val * k.sign
		found := false
		for j := first; j < len(dst); j++ { // as recorder.types: every entry of the name
			if dst[j].Type == k.name {
				dst[j].Total += v
				found = true
			}
		}
		if !found {
			dst = append(dst, TypeTotal{Type: k.name, Total: v})
		}
	}
	return total, dst, nil
}

// typedSum is a program's outermost sum taken apart for RollTypes: its
// evaluator tree again, each term tapped, and each term's sign and type.
type typedSum struct {
	root     evaluator
	terms    []typedTerm
	labelled bool // some term is a label: there are types to total
	shared   bool // a node appears twice in the tree: RollTypes rolls with Roll
}

// typedTerm is one term of the sum: its sign, its damage type (as
// recorder.types names it) and the value its tap noted in the last roll.
type typedTerm struct {
	node Node
	sign int
	name string
	val  int
}

// tapEval evaluates term i of a typed sum and notes its value.
type tapEval struct {
	x evaluator
	t *typedSum
	i int
}

func (e *tapEval) eval(p *Program, src Source) (int, error) {
	v, err := e.x.eval(p, src)
	e.t.terms[e.i].val = v
	return v, err
}

// newTypedSum takes apart the sum at root (its evaluator ev, as build made
// it), flattening + and - as recorder.types does. A program is often
// rolled once (a critical hit's doubled dice, a sneak attack's added
// ones), so its parts are allocated together: a slab of taps, one of
// sums, one of terms.
func newTypedSum(root Node, ev evaluator) *typedSum {
	n := countTerms(root)
	t := &typedSum{terms: make([]typedTerm, n)}
	var seen [32]Node
	t.shared = hasSharedNode(root, seen[:0])
	b := typedBuilder{t: t, taps: make([]tapEval, n), bins: make([]binEval, n-1)}
	t.root = b.wrap(root, ev, 1)
	current := ""
	for i := n - 1; i >= 0; i-- {
		if l, ok := t.terms[i].node.(*Label); ok {
			current, t.labelled = l.Name, true
		}
		t.terms[i].name = current
	}
	return t
}

// countTerms is how many terms the outermost sum at n has.
func countTerms(n Node) int {
	if b, ok := n.(*Binary); ok && (b.Op == '+' || b.Op == '-') {
		return countTerms(b.L) + countTerms(b.R)
	}
	return 1
}

// typedBuilder fills a typed sum's slabs.
type typedBuilder struct {
	t    *typedSum
	taps []tapEval
	bins []binEval
	n    int // the terms so far
}

func (b *typedBuilder) wrap(n Node, ev evaluator, sign int) evaluator {
	if x, ok := n.(*Binary); ok && (x.Op == '+' || x.Op == '-') {
		be := ev.(*binEval)
		l := b.wrap(x.L, be.l, sign)
		if x.Op == '-' {
			sign = -sign
		}
		r := b.wrap(x.R, be.r, sign)
		k := len(b.bins) - 1
		b.bins[k] = binEval{n: be.n, l: l, r: r}
		out := &b.bins[k]
		b.bins = b.bins[:k]
		return out
	}
	i := b.n
	b.n++
	b.t.terms[i].node, b.t.terms[i].sign = n, sign
	b.taps[i] = tapEval{x: ev, t: b.t, i: i}
	return &b.taps[i]
}

// hasSharedNode reports whether a node (a pointer) appears twice in the
// tree at n; seen are the nodes met so far (a damage expression has a
// few: a linear search beats a map).
func hasSharedNode(n Node, seen []Node) bool {
	_, shared := walkShared(n, seen)
	return shared
}

func walkShared(n Node, seen []Node) ([]Node, bool) {
	for _, m := range seen {
		if m == n {
			return seen, true
		}
	}
	seen = append(seen, n)
	var kids []Node
	switch n := n.(type) {
	case *Binary:
		kids = []Node{n.L, n.R}
	case *Neg:
		kids = []Node{n.X}
	case *Label:
		kids = []Node{n.X}
	case *Group:
		kids = n.Members
	}
	for _, k := range kids {
		var shared bool
		if seen, shared = walkShared(k, seen); shared {
			return seen, true
		}
	}
	return seen, false
}
