package dice

import "strings"

// Die is one die of a roll, as a player would want it explained.
type Die struct {
	Die           string `json:"die"`                      // d6, d%, dF
	Face          int    `json:"face"`                     // what the die counts for
	Natural       int    `json:"natural"`                  // the face rolled, before clamps or penetration
	Rolls         []int  `json:"rolls,omitempty"`          // a compounded die: each roll added in
	Rerolled      []int  `json:"rerolled,omitempty"`       // faces rolled and rerolled away, in order
	Exploded      bool   `json:"exploded,omitempty"`       // it set off another roll
	FromExplosion bool   `json:"from_explosion,omitempty"` // it was added by an explosion
	Dropped       bool   `json:"dropped,omitempty"`        // removed by keep/drop
	Success       bool   `json:"success,omitempty"`
	Failure       bool   `json:"failure,omitempty"`
	lo, hi        int
}

// Member is one member of a group or set, with its total.
type Member struct {
	Expr    string `json:"expr"`
	Total   int    `json:"total"`
	Dropped bool   `json:"dropped,omitempty"`
	Success bool   `json:"success,omitempty"`
	Failure bool   `json:"failure,omitempty"`
}

// Term is one dice term or group of a roll with what it rolled.
type Term struct {
	Expr    string   `json:"expr"`
	Total   int      `json:"total"`
	Dice    []Die    `json:"dice,omitempty"`
	Members []Member `json:"members,omitempty"`
}

// TypeTotal is the total of one damage type ("" for untyped terms).
type TypeTotal struct {
	Type  string `json:"type"`
	Total int    `json:"total"`
}

// Result is a rolled expression: its total, a total per damage type when
// the expression has labels, every die, and the explained text.
type Result struct {
	Expr  string      `json:"expr"`
	Text  string      `json:"text"`
	Total int         `json:"total"`
	Types []TypeTotal `json:"types,omitempty"`
	Terms []Term      `json:"terms"`
}

// String prints the roll as players know it: "4d6kh3 (4, 4, **6**, ~~3~~) = 14";
// natural 1s and maxima in bold, dropped and rerolled faces struck out.
func (r *Result) String() string {
	if len(r.Types) == 0 {
		return r.Text
	}
	parts := make([]string, len(r.Types))
	for i, t := range r.Types {
		name := t.Type
		if name == "" {
			name = "untyped"
		}
		parts[i] = itoa(t.Total) + " " + name
	}
	return r.Text + " (" + strings.Join(parts, ", ") + ")"
}

// recorder keeps what a Roll needs to explain itself.
type recorder struct {
	values  map[Node]int
	dice    map[*Dice][]Die
	members map[*Group][]Member
	order   []Node // dice terms and groups in the order they were rolled
}

func newRecorder() *recorder {
	return &recorder{values: map[Node]int{}, dice: map[*Dice][]Die{}, members: map[*Group][]Member{}}
}

// value notes a node's value; a nil recorder (the fast path) ignores it.
func (r *recorder) value(n Node, v int) {
	if r != nil {
		r.values[n] = v
		switch n.(type) {
		case *Dice, *Group:
			r.order = append(r.order, n)
		}
	}
}

// group scores a group's member totals, recording which were kept.
func (r *recorder) group(g *Group, vals []int) int {
	vs, total := judge(vals, g.Keep, g.Success, g.Failure)
	ms := make([]Member, len(vals))
	for i, v := range vs {
		ms[i] = Member{Expr: exprString(g.Members[i]), Total: vals[i],
			Dropped: v.dropped, Success: v.success, Failure: v.failure}
	}
	r.members[g] = ms
	r.value(g, total)
	return total
}

func exprString(n Node) string {
	return (&Expr{Root: n}).String()
}

func (r *recorder) result(e *Expr, total int) *Result {
	res := &Result{Expr: e.String(), Total: total, Terms: []Term{}}
	pr := printer{spaced: true, note: r.note}
	pr.node(e.Root, precSum)
	res.Text = pr.b.String() + " = " + itoa(total)
	for _, n := range r.order {
		t := Term{Expr: exprString(n), Total: r.values[n]}
		switch n := n.(type) {
		case *Dice:
			t.Dice = r.dice[n]
		case *Group:
			t.Members = r.members[n]
		}
		res.Terms = append(res.Terms, t)
	}
	res.Types = r.types(e.Root)
	return res
}

// note renders what a dice term or group rolled, for the printer.
func (r *recorder) note(n Node) string {
	var parts []string
	switch n := n.(type) {
	case *Dice:
		for _, d := range r.dice[n] {
			for _, f := range d.Rerolled {
				parts = append(parts, "~~"+itoa(f)+"~~")
			}
			parts = append(parts, d.text())
		}
	case *Group:
		for _, m := range r.members[n] {
			s := itoa(m.Total) + mark(m.Success, m.Failure)
			if m.Dropped {
				s = "~~" + s + "~~"
			}
			parts = append(parts, s)
		}
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func mark(success, failure bool) string {
	switch {
	case success && failure:
		return "✓✗"
	case success:
		return "✓"
	case failure:
		return "✗"
	}
	return ""
}

// text renders one die: bold for a natural minimum or maximum, "!" for an
// explosion, "a→b" where a clamp or penetration changed the face.
func (d Die) text() string {
	var s string
	if len(d.Rolls) > 1 { // compounded: each roll added in
		parts := make([]string, len(d.Rolls))
		for i, v := range d.Rolls {
			parts[i] = itoa(v)
		}
		s = strings.Join(parts, "!+")
	} else {
		s = itoa(d.Natural)
		if d.Natural == d.lo || d.Natural == d.hi {
			s = "**" + s + "**"
		}
		if d.Face != d.Natural {
			s += "→" + itoa(d.Face)
		}
		if d.Exploded {
			s += "!"
		}
	}
	s += mark(d.Success, d.Failure)
	if d.Dropped {
		s = "~~" + s + "~~"
	}
	return s
}

// types totals the outermost sum by damage type: an unlabelled term takes
// the type of the next label to its right; terms after the last label are
// untyped. Without labels it returns nil.
func (r *recorder) types(root Node) []TypeTotal {
	type term struct {
		n    Node
		sign int
	}
	var terms []term
	var flatten func(n Node, sign int)
	flatten = func(n Node, sign int) {
		if b, ok := n.(*Binary); ok && (b.Op == '+' || b.Op == '-') {
			flatten(b.L, sign)
			if b.Op == '-' {
				sign = -sign
			}
			flatten(b.R, sign)
			return
		}
		terms = append(terms, term{n, sign})
	}
	flatten(root, 1)
	names := make([]string, len(terms))
	current, labelled := "", false
	for i := len(terms) - 1; i >= 0; i-- {
		if l, ok := terms[i].n.(*Label); ok {
			current, labelled = l.Name, true
		}
		names[i] = current
	}
	if !labelled {
		return nil
	}
	var out []TypeTotal
	for i, t := range terms {
		v := t.sign * r.values[t.n]
		found := false
		for j := range out {
			if out[j].Type == names[i] {
				out[j].Total += v
				found = true
			}
		}
		if !found {
			out = append(out, TypeTotal{Type: names[i], Total: v})
		}
	}
	return out
}
