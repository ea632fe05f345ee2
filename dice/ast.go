package dice

// The abstract syntax of dice expressions. The parser builds it, the roller
// and the exact distribution both walk it, and String prints it back in the
// canonical form that re-parses to the same tree.
//
// Semantics of a dice term NdM, shared by rolling and Distribution:
//
//  1. each die shows a face uniform over [Lo, Hi] (1..M, 1..100 for d%,
//     -1..+1 for dF);
//  2. reroll: with Reroll.Once, a matching face is rolled again once and the
//     new face stands; otherwise a face is rolled again while it matches, at
//     most RerollCap times (the last face then stands);
//  3. clamp: the face is raised to Min and lowered to Max;
//     steps 1-3 give the die's "base value";
//  4. explode: while a base value matches Explode.When (by default: equals
//     Hi), another base value is rolled. Plain explosions add it as a new die
//     of the pool; compound explosions add it into the same die; penetrating
//     ones count each added roll one lower (the check still uses the roll).
//     Rolling stops after ExplodeCap explosions per die; Distribution after
//     its Depth;
//  5. keep/drop: the pool is sorted and each Keep op removes dice; the kept
//     dice are those no op removed;
//  6. success: with Success set, the term's value is the number of kept dice
//     matching Success minus those matching Failure; otherwise the sum.
//
// A Group applies 5 and 6 to its members' totals instead of to dice.

// CmpOp is a comparison operator of a compare point.
type CmpOp uint8

// Comparison operators. Lt and Gt are strict, as in rpg-dice-roller
// (Roll20 reads < and > as <= and >=; see docs/dice.md).
const (
	Eq CmpOp = iota
	Ne
	Lt
	Le
	Gt
	Ge
)

// Cmp is a compare point such as "<3" or ">=7".
type Cmp struct {
	Op CmpOp
	N  int
}

// Match reports whether v satisfies the compare point.
func (c Cmp) Match(v int) bool {
	switch c.Op {
	case Eq:
		return v == c.N
	case Ne:
		return v != c.N
	case Lt:
		return v < c.N
	case Le:
		return v <= c.N
	case Gt:
		return v > c.N
	default:
		return v >= c.N
	}
}

// DieKind tells the faces of a die.
type DieKind uint8

// Die kinds.
const (
	Standard DieKind = iota // faces 1..Sides
	Percent                 // d%: faces 1..100, printed as d%
	Fudge                   // dF: faces -1, 0, +1
)

// KeepOp is one keep or drop modifier.
type KeepOp struct {
	Keep    bool // keep (true) or drop (false)
	Highest bool // the highest (true) or lowest (false) dice
	N       int
}

// Reroll is a reroll modifier: r<cmp> (Once false) or ro<cmp> (Once true).
// Several compare points may be given (r1r2); a face matching any is rerolled.
type Reroll struct {
	Once bool
	When []Cmp
}

// Matches reports whether face v is rerolled.
func (r *Reroll) Matches(v int) bool {
	for _, c := range r.When {
		if c.Match(v) {
			return true
		}
	}
	return false
}

// ExplodeMode tells how exploded rolls join the pool.
type ExplodeMode uint8

// Explode modes.
const (
	ExplodeAdd               ExplodeMode = iota // !   each explosion is a new die
	ExplodeCompound                             // !!  explosions add into the same die
	ExplodePenetrate                            // !p  new dice, each one lower
	ExplodeCompoundPenetrate                    // !!p into the same die, each one lower
)

// Compound reports whether explosions add into the die that exploded.
func (m ExplodeMode) Compound() bool {
	return m == ExplodeCompound || m == ExplodeCompoundPenetrate
}

// Penetrating reports whether each exploded roll counts one lower.
func (m ExplodeMode) Penetrating() bool {
	return m == ExplodePenetrate || m == ExplodeCompoundPenetrate
}

// Explode is an explode modifier. When nil Cmp means "on the highest face".
type Explode struct {
	Mode ExplodeMode
	When *Cmp
}

// Node is a node of the expression tree.
type Node interface {
	node()
}

// Num is an integer constant.
type Num struct {
	Value int
}

// Dice is a dice term NdM with its modifiers.
type Dice struct {
	Count   int
	Sides   int // 100 for d%, 3 for dF
	Kind    DieKind
	Reroll  *Reroll
	Min     *int // clamp: each base value at least Min
	Max     *int // clamp: each base value at most Max
	Explode *Explode
	Keep    []KeepOp
	Success *Cmp
	Failure *Cmp // only with Success
}

// Lo is the lowest face of one die.
func (d *Dice) Lo() int {
	if d.Kind == Fudge {
		return -1
	}
	return 1
}

// Hi is the highest face of one die.
func (d *Dice) Hi() int {
	if d.Kind == Fudge {
		return 1
	}
	return d.Sides
}

// Binary is an arithmetic operation: '+', '-', '*' or '/'. Division is
// integer division rounding toward zero, as Go's.
type Binary struct {
	Op   byte
	L, R Node
}

// Neg is unary minus.
type Neg struct {
	X Node
}

// Group is a group {a, b} or a set (a, b) of member expressions, with
// keep/drop and success counting over the members' totals. A set of one
// member without modifiers is never built: "(x)" is just x.
type Group struct {
	Brace   bool // {…} (true) or (…) (false): only the printed form differs
	Members []Node
	Keep    []KeepOp
	Success *Cmp
	Failure *Cmp
}

// Label names the damage type of a term of the outermost sum: "2d6[fire]".
// Unlabelled terms take the type of the next label to their right, so
// "1d8+3[slashing]" is 1d8+3 slashing damage; terms after the last label
// are untyped.
type Label struct {
	X    Node
	Name string
}

func (*Num) node()    {}
func (*Dice) node()   {}
func (*Binary) node() {}
func (*Neg) node()    {}
func (*Group) node()  {}
func (*Label) node()  {}

// Limits of rolling. Distribution has its own explode depth (Options).
const (
	RerollCap  = 100 // rerolls of one die under r<cmp>
	ExplodeCap = 100 // explosions of one die when rolling
)
