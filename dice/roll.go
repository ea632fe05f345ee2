package dice

import "slices"

// Program is a compiled expression: parse once, roll many times. Rolling a
// Program reuses its scratch buffers, so Total allocates nothing; for the
// same reason a Program is not safe for concurrent use: Clone it for each
// goroutine.
type Program struct {
	expr       *Expr
	root       evaluator
	explodeCap int
	rolled     int       // dice rolled in the current evaluation
	rec        *recorder // non-nil while Roll records every die
	typed      *typedSum // RollTypes's taps, made at its first call (roll_types.go)
}

// Compile prepares an expression for rolling.
func Compile(e *Expr) (*Program, error) {
	if n := countDice(e.Root); n > MaxDice {
		return nil, errf(CodeTooManyDice, "the expression rolls %d dice; the limit is %d", n, MaxDice)
	}
	return &Program{expr: e, root: build(e.Root), explodeCap: ExplodeCap}, nil
}

// MustCompile parses and compiles an expression known to be valid; it
// panics on error. For tests and constants.
func MustCompile(s string) *Program {
	p, err := Compile(MustParse(s))
	if err != nil {
		panic(err)
	}
	return p
}

// Expr returns the expression the program was compiled from.
func (p *Program) Expr() *Expr { return p.expr }

// Clone returns a program with its own scratch buffers, for another goroutine.
func (p *Program) Clone() *Program {
	q := &Program{expr: p.expr, root: build(p.expr.Root), explodeCap: p.explodeCap}
	return q
}

// SetExplodeCap sets how many times one die may explode while rolling
// (ExplodeCap by default). Setting it to a Distribution's depth makes rolls
// and the exact distribution describe the same game.
func (p *Program) SetExplodeCap(n int) { p.explodeCap = max(n, 0) }

// Total rolls the expression and returns its total only; it allocates
// nothing, for simulation loops.
func (p *Program) Total(src Source) (int, error) {
	p.rolled = 0
	p.rec = nil
	return p.root.eval(p, src)
}

// Roll rolls the expression and records every die, for explaining the roll.
func (p *Program) Roll(src Source) (*Result, error) {
	p.rolled = 0
	p.rec = newRecorder()
	defer func() { p.rec = nil }()
	total, err := p.root.eval(p, src)
	if err != nil {
		return nil, err
	}
	return p.rec.result(p.expr, total), nil
}

// Roll parses, compiles and rolls an expression in one call.
func Roll(expr string, src Source) (*Result, error) {
	e, err := Parse(expr)
	if err != nil {
		return nil, err
	}
	p, err := Compile(e)
	if err != nil {
		return nil, err
	}
	return p.Roll(src)
}

// face takes one face from src, counting it against MaxDice.
func (p *Program) face(src Source, lo, hi int) (int, error) {
	p.rolled++
	if p.rolled > MaxDice {
		return 0, errf(CodeTooManyDice, "more than %d dice rolled in one evaluation (rerolls and explosions count)", MaxDice)
	}
	return src.Face(lo, hi)
}

type evaluator interface {
	eval(p *Program, src Source) (int, error)
}

func build(n Node) evaluator {
	switch n := n.(type) {
	case *Num:
		return &numEval{n}
	case *Dice:
		return &diceEval{d: n, buf: make([]int, 0, n.Count), plain: n.Reroll == nil &&
			n.Min == nil && n.Max == nil && n.Explode == nil}
	case *Binary:
		return &binEval{n, build(n.L), build(n.R)}
	case *Neg:
		return &negEval{n, build(n.X)}
	case *Label:
		return &labelEval{n, build(n.X)}
	case *Group:
		g := &groupEval{g: n, vals: make([]int, len(n.Members))}
		for _, m := range n.Members {
			g.members = append(g.members, build(m))
		}
		return g
	}
	panic("dice: unknown node")
}

func countDice(n Node) int {
	switch n := n.(type) {
	case *Dice:
		return n.Count
	case *Binary:
		return countDice(n.L) + countDice(n.R)
	case *Neg:
		return countDice(n.X)
	case *Label:
		return countDice(n.X)
	case *Group:
		s := 0
		for _, m := range n.Members {
			s += countDice(m)
		}
		return s
	}
	return 0
}

type numEval struct{ n *Num }

func (e *numEval) eval(p *Program, _ Source) (int, error) {
	p.rec.value(e.n, e.n.Value)
	return e.n.Value, nil
}

type negEval struct {
	n *Neg
	x evaluator
}

func (e *negEval) eval(p *Program, src Source) (int, error) {
	v, err := e.x.eval(p, src)
	p.rec.value(e.n, -v)
	return -v, err
}

type labelEval struct {
	n *Label
	x evaluator
}

func (e *labelEval) eval(p *Program, src Source) (int, error) {
	v, err := e.x.eval(p, src)
	p.rec.value(e.n, v)
	return v, err
}

// maxMagnitude bounds every intermediate value so arithmetic never
// overflows an int64 silently.
const maxMagnitude = 1_000_000_000_000_000

type binEval struct {
	n    *Binary
	l, r evaluator
}

func (e *binEval) eval(p *Program, src Source) (int, error) {
	a, err := e.l.eval(p, src)
	if err != nil {
		return 0, err
	}
	b, err := e.r.eval(p, src)
	if err != nil {
		return 0, err
	}
	var v int
	switch e.n.Op {
	case '+':
		v = a + b
	case '-':
		v = a - b
	case '*':
		if a != 0 && abs(b) > maxMagnitude/abs(a) {
			return 0, errf(CodeInvalid, "a product exceeds %d", maxMagnitude)
		}
		v = a * b
	default:
		if b == 0 {
			return 0, errf(CodeDivZero, "division by zero: the divisor rolled 0")
		}
		v = a / b // Go truncates toward zero, as docs/dice.md promises
	}
	if abs(v) > maxMagnitude {
		return 0, errf(CodeInvalid, "a value exceeds %d", maxMagnitude)
	}
	p.rec.value(e.n, v)
	return v, nil
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// keptRange turns keep/drop ops into the range [lo, hi) of kept positions
// in the pool sorted ascending: each op removes dice, so the kept ones are
// the intersection of what each op keeps.
func keptRange(ops []KeepOp, n int) (lo, hi int) {
	lo, hi = 0, n
	for _, k := range ops {
		c := min(k.N, n)
		switch {
		case k.Keep && k.Highest:
			lo = max(lo, n-c)
		case k.Keep:
			hi = min(hi, c)
		case k.Highest:
			hi = min(hi, n-c)
		default:
			lo = max(lo, c)
		}
	}
	if hi < lo {
		hi = lo
	}
	return lo, hi
}

// score is the value of kept values: their sum, or with a success
// comparison the successes minus the failures.
func score(vals []int, succ, fail *Cmp) int {
	t := 0
	if succ == nil {
		for _, v := range vals {
			t += v
		}
		return t
	}
	for _, v := range vals {
		if succ.Match(v) {
			t++
		}
		if fail != nil && fail.Match(v) {
			t--
		}
	}
	return t
}

// verdict is what keep/drop and success counting made of one value.
type verdict struct{ dropped, success, failure bool }

// judge is score with the reasons kept: which values were dropped, which
// counted as successes or failures. Roll uses it to explain; Total uses
// score, which allocates nothing.
func judge(vals []int, keep []KeepOp, succ, fail *Cmp) ([]verdict, int) {
	vs := make([]verdict, len(vals))
	lo, hi := keptRange(keep, len(vals))
	for pos, i := range sortedOrder(vals) {
		vs[i].dropped = pos < lo || pos >= hi
	}
	total := 0
	for i, v := range vals {
		switch {
		case vs[i].dropped:
		case succ == nil:
			total += v
		default:
			if succ.Match(v) {
				vs[i].success = true
				total++
			}
			if fail != nil && fail.Match(v) {
				vs[i].failure = true
				total--
			}
		}
	}
	return vs, total
}

// sortSmall sorts ascending; insertion sort beats the library on the few
// dice of a typical roll and, like slices.Sort, allocates nothing.
func sortSmall(v []int) {
	if len(v) > 12 {
		slices.Sort(v)
		return
	}
	for i := 1; i < len(v); i++ {
		x := v[i]
		j := i
		for ; j > 0 && v[j-1] > x; j-- {
			v[j] = v[j-1]
		}
		v[j] = x
	}
}

type groupEval struct {
	g       *Group
	members []evaluator
	vals    []int
}

func (e *groupEval) eval(p *Program, src Source) (int, error) {
	for i, m := range e.members {
		v, err := m.eval(p, src)
		if err != nil {
			return 0, err
		}
		e.vals[i] = v
	}
	var total int
	if p.rec != nil {
		total = p.rec.group(e.g, e.vals)
	} else {
		vals := e.vals
		if len(e.g.Keep) > 0 {
			sortSmall(vals)
			lo, hi := keptRange(e.g.Keep, len(vals))
			vals = vals[lo:hi]
		}
		total = score(vals, e.g.Success, e.g.Failure)
	}
	return total, nil
}
