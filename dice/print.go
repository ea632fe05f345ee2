package dice

import "strings"

// String prints the expression in canonical form: lower case, no spaces,
// modifiers in a fixed order, parentheses only where precedence needs them.
// The canonical form parses back to the same tree.
func (e *Expr) String() string {
	var pr printer
	pr.node(e.Root, precSum)
	return pr.b.String()
}

// Precedence levels of the printer, loosest first.
const (
	precSum = iota + 1
	precProduct
	precUnary
)

// printer writes a tree. With spaced set it puts spaces around + and -, and
// note, when set, adds the rolled dice after each dice term and group.
type printer struct {
	b      strings.Builder
	spaced bool
	note   func(n Node) string
}

func (pr *printer) node(n Node, prec int) {
	switch n := n.(type) {
	case *Num:
		pr.b.WriteString(itoa(n.Value))
	case *Dice:
		pr.dice(n)
		pr.annotate(n)
	case *Group:
		pr.group(n)
		pr.annotate(n)
	case *Neg:
		pr.paren(prec > precUnary, func() {
			pr.b.WriteByte('-')
			pr.node(n.X, precUnary)
		})
	case *Label:
		pr.paren(prec > precProduct, func() {
			pr.node(n.X, precProduct)
			if pr.spaced {
				pr.b.WriteByte(' ')
			}
			pr.b.WriteString("[" + n.Name + "]")
		})
	case *Binary:
		own := precSum
		if n.Op == '*' || n.Op == '/' {
			own = precProduct
		}
		pr.paren(prec > own, func() {
			pr.node(n.L, own)
			if pr.spaced && own == precSum {
				pr.b.WriteString(" " + string(n.Op) + " ")
			} else {
				pr.b.WriteByte(n.Op)
			}
			pr.node(n.R, own+1)
		})
	}
}

func (pr *printer) paren(need bool, body func()) {
	if need {
		pr.b.WriteByte('(')
	}
	body()
	if need {
		pr.b.WriteByte(')')
	}
}

func (pr *printer) annotate(n Node) {
	if pr.note != nil {
		if s := pr.note(n); s != "" {
			pr.b.WriteString(" " + s)
		}
	}
}

func (pr *printer) dice(d *Dice) {
	pr.b.WriteString(itoa(d.Count))
	switch d.Kind {
	case Percent:
		pr.b.WriteString("d%")
	case Fudge:
		pr.b.WriteString("dF")
	default:
		pr.b.WriteString("d" + itoa(d.Sides))
	}
	if d.Reroll != nil {
		for _, c := range d.Reroll.When {
			if d.Reroll.Once {
				pr.b.WriteString("ro")
			} else {
				pr.b.WriteString("r")
			}
			pr.cmp(c, false)
		}
	}
	if d.Min != nil {
		pr.b.WriteString("min" + itoa(*d.Min))
	}
	if d.Max != nil {
		pr.b.WriteString("max" + itoa(*d.Max))
	}
	pr.keep(d.Keep)
	pr.success(d.Success, d.Failure)
	// Explode goes last: "4d6!>=5" would read ">=5" as the explode condition,
	// so a success comparison is printed before it ("4d6>=5!").
	if d.Explode != nil {
		pr.b.WriteString([...]string{"!", "!!", "!p", "!!p"}[d.Explode.Mode])
		if d.Explode.When != nil {
			pr.cmp(*d.Explode.When, false)
		}
	}
}

func (pr *printer) group(g *Group) {
	open, closing := "(", ")"
	if g.Brace {
		open, closing = "{", "}"
	}
	pr.b.WriteString(open)
	for i, m := range g.Members {
		if i > 0 {
			pr.b.WriteString(", ")
		}
		pr.node(m, precSum)
	}
	pr.b.WriteString(closing)
	pr.keep(g.Keep)
	pr.success(g.Success, g.Failure)
}

func (pr *printer) keep(ops []KeepOp) {
	for _, k := range ops {
		switch {
		case k.Keep && k.Highest:
			pr.b.WriteString("kh")
		case k.Keep:
			pr.b.WriteString("kl")
		case k.Highest:
			pr.b.WriteString("dh")
		default:
			pr.b.WriteString("dl")
		}
		pr.b.WriteString(itoa(k.N))
	}
}

func (pr *printer) success(s, f *Cmp) {
	if s == nil {
		return
	}
	pr.cmp(*s, true)
	if f != nil {
		pr.b.WriteByte('f')
		pr.cmp(*f, false)
	}
}

// cmp prints a compare point; "equal to a non-negative number" is a bare
// number unless the context needs an operator.
func (pr *printer) cmp(c Cmp, needOp bool) {
	if c.Op == Eq && !needOp && c.N >= 0 {
		pr.b.WriteString(itoa(c.N))
		return
	}
	pr.b.WriteString([...]string{"=", "<>", "<", "<=", ">", ">="}[c.Op])
	pr.b.WriteString(itoa(c.N))
}

// String prints a compare point as it is written in an expression.
func (c Cmp) String() string {
	var pr printer
	pr.cmp(c, true)
	return pr.b.String()
}
