package dice

import (
	"strings"
	"unicode/utf8"
)

// Expr is a parsed dice expression.
type Expr struct {
	Root Node
}

// Parse parses a dice expression (grammar in docs/dice.md). Errors are
// *Error values with a code, the position, what was found and what was
// expected.
func Parse(s string) (*Expr, error) {
	if len(s) > MaxExprLen {
		return nil, &Error{Code: CodeTooLong, Pos: MaxExprLen,
			Msg: "expression is " + itoa(len(s)) + " characters long; the limit is " + itoa(MaxExprLen)}
	}
	p := &parser{src: s}
	body, adv, advPos := splitAdvantage(s)
	p.src = body
	root, err := p.parseSum(true)
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.pos < len(p.src) {
		return nil, p.unexpected("an operator (+ - * /), a label [type] or the end of the expression")
	}
	if adv != 0 {
		if !applyAdvantage(root, adv) {
			return nil, errAt(CodeInvalid, advPos,
				"%q needs a plain 1d20 in the expression to turn into 2d20", advWord(adv))
		}
	}
	e := &Expr{Root: root}
	// The canonical form can be up to three times longer than what was
	// typed ("k" prints as "kh1"). Stored and replayed expressions are
	// canonical, so a canonical form over the limit is refused here, where
	// the user can still shorten it, rather than when it is read back.
	if len(s) > MaxExprLen/3 {
		if n := len(e.String()); n > MaxExprLen {
			return nil, errf(CodeTooLong, "expression is %d characters long when written out in full (k as kh1, d6 as 1d6); the limit is %d", n, MaxExprLen)
		}
	}
	return e, nil
}

// MustParse is Parse for expressions known to be valid; it panics on error.
func MustParse(s string) *Expr {
	e, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return e
}

type parser struct {
	src   string
	pos   int
	depth int
}

func (p *parser) skipSpace() {
	for p.pos < len(p.src) && (p.src[p.pos] == ' ' || p.src[p.pos] == '\t') {
		p.pos++
	}
}

func (p *parser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

// peekLower is peek folded to lower case, for letters of modifiers.
func (p *parser) peekLower() byte {
	c := p.peek()
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func (p *parser) found() string {
	if p.pos >= len(p.src) {
		return "end of expression"
	}
	end := p.pos + 1
	if p.src[p.pos] >= utf8.RuneSelf { // a whole character, not its first byte
		_, n := utf8.DecodeRuneInString(p.src[p.pos:])
		end = p.pos + n
	}
	for end < len(p.src) && end-p.pos < 8 && isAlnum(p.src[end]) && isAlnum(p.src[p.pos]) {
		end++
	}
	return "\"" + p.src[p.pos:end] + "\""
}

func (p *parser) unexpected(expected string) *Error {
	return &Error{Code: CodeSyntax, Pos: p.pos, Found: p.found(), Expected: expected}
}

func (p *parser) enter() error {
	p.depth++
	if p.depth > MaxDepth {
		return errAt(CodeTooDeep, p.pos, "nesting deeper than %d levels", MaxDepth)
	}
	return nil
}

// parseSum parses terms joined by + and -. Labels are accepted only on the
// outermost sum (top), where per-type totals are read.
func (p *parser) parseSum(top bool) (Node, error) {
	left, err := p.parseTerm(top)
	if err != nil {
		return nil, err
	}
	for {
		p.skipSpace()
		op := p.peek()
		if op != '+' && op != '-' {
			return left, nil
		}
		p.pos++
		right, err := p.parseTerm(top)
		if err != nil {
			return nil, err
		}
		left = &Binary{Op: op, L: left, R: right}
	}
}

func (p *parser) parseTerm(top bool) (Node, error) {
	n, err := p.parseProduct()
	if err != nil {
		return nil, err
	}
	p.skipSpace()
	if p.peek() != '[' {
		return n, nil
	}
	if !top {
		return nil, errAt(CodeSyntax, p.pos, "a label [type] may only follow a term of the outermost sum, not one inside parentheses or a group")
	}
	start := p.pos
	end := strings.IndexByte(p.src[start:], ']')
	if end < 0 {
		return nil, &Error{Code: CodeSyntax, Pos: start, Found: "\"[\" without \"]\"", Expected: "a label such as [fire]"}
	}
	name := strings.ToLower(strings.TrimSpace(p.src[start+1 : start+end]))
	if name == "" || len(name) > 40 || !validLabel(name) {
		return nil, errAt(CodeSyntax, start, "label %q: use 1 to 40 letters, digits, spaces, '-' or '_'", p.src[start:start+end+1])
	}
	p.pos = start + end + 1
	p.skipSpace()
	if p.peek() == '[' {
		return nil, errAt(CodeSyntax, p.pos, "a term takes one label; found a second")
	}
	return &Label{X: n, Name: name}, nil
}

func validLabel(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlnum(c) && c != ' ' && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

func (p *parser) parseProduct() (Node, error) {
	left, err := p.parseUnary()
	if err != nil {
		return nil, err
	}
	for {
		p.skipSpace()
		op := p.peek()
		if op != '*' && op != '/' {
			return left, nil
		}
		p.pos++
		right, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		left = &Binary{Op: op, L: left, R: right}
	}
}

// parseUnary reads signs and a primary. Each sign is one level of nesting,
// as each parenthesis is (parseGroup), so that MaxDepth counts what the
// user wrote: 64 nested parentheses or 64 minus signs, not half as many.
func (p *parser) parseUnary() (Node, error) {
	p.skipSpace()
	switch c := p.peek(); c {
	case '-', '+':
		if err := p.enter(); err != nil {
			return nil, err
		}
		defer func() { p.depth-- }()
		p.pos++
		x, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		if c == '+' {
			return x, nil
		}
		return &Neg{X: x}, nil
	}
	return p.parsePrimary()
}

func (p *parser) parsePrimary() (Node, error) {
	switch c := p.peekLower(); {
	case c == '(' || c == '{':
		return p.parseGroup()
	case isDigit(c):
		start := p.pos
		n, err := p.parseInt()
		if err != nil {
			return nil, err
		}
		if p.peekLower() == 'd' {
			return p.parseDice(start, n)
		}
		return &Num{Value: n}, nil
	case c == 'd':
		return p.parseDice(p.pos, 1)
	}
	return nil, p.unexpected("a number, a die such as d20, \"(\" or \"{\"")
}

// parseInt reads an unsigned integer of at most 9 digits, so that no
// constant, count or side number can overflow an int in arithmetic.
func (p *parser) parseInt() (int, error) {
	start := p.pos
	for p.pos < len(p.src) && isDigit(p.src[p.pos]) {
		p.pos++
	}
	if p.pos == start {
		return 0, p.unexpected("a number")
	}
	if p.pos-start > 9 {
		return 0, errAt(CodeInvalid, start, "number %s is too large: use at most 9 digits", p.src[start:p.pos])
	}
	n := 0
	for _, c := range []byte(p.src[start:p.pos]) {
		n = n*10 + int(c-'0')
	}
	return n, nil
}

func (p *parser) parseGroup() (Node, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer func() { p.depth-- }()
	open := p.peek()
	closing := byte(')')
	if open == '{' {
		closing = '}'
	}
	p.pos++
	var members []Node
	for {
		m, err := p.parseSum(false)
		if err != nil {
			return nil, err
		}
		members = append(members, m)
		p.skipSpace()
		if p.peek() == ',' {
			p.pos++
			continue
		}
		if p.peek() != closing {
			return nil, p.unexpected("\",\" or \"" + string(closing) + "\"")
		}
		p.pos++
		break
	}
	g := &Group{Brace: open == '{', Members: members}
	if err := p.parseGroupMods(g); err != nil {
		return nil, err
	}
	if !g.Brace && len(members) == 1 && len(g.Keep) == 0 && g.Success == nil {
		return members[0], nil // plain parentheses
	}
	return g, nil
}

func (p *parser) parseGroupMods(g *Group) error {
	for {
		start := p.pos
		k, ok, err := p.parseKeep()
		if err != nil {
			return err
		}
		if ok {
			g.Keep = append(g.Keep, k)
			continue
		}
		done, err := p.parseSuccess(&g.Success, &g.Failure)
		if err != nil {
			return err
		}
		if !done && p.pos == start {
			return nil
		}
	}
}

// parseCmp reads a compare point. With needOp a bare number is not one
// (success counting needs an explicit operator); otherwise a bare number
// means "equal to". It returns ok false, consuming nothing, when no compare
// point starts here.
func (p *parser) parseCmp(needOp bool) (Cmp, bool, error) {
	start := p.pos
	op := Eq
	hasOp := true
	switch {
	case strings.HasPrefix(p.src[p.pos:], "<="):
		op, p.pos = Le, p.pos+2
	case strings.HasPrefix(p.src[p.pos:], ">="):
		op, p.pos = Ge, p.pos+2
	case strings.HasPrefix(p.src[p.pos:], "<>"):
		op, p.pos = Ne, p.pos+2
	case p.peek() == '<':
		op, p.pos = Lt, p.pos+1
	case p.peek() == '>':
		op, p.pos = Gt, p.pos+1
	case p.peek() == '=':
		op, p.pos = Eq, p.pos+1
	default:
		hasOp = false
	}
	if !hasOp && (needOp || !isDigit(p.peek())) {
		return Cmp{}, false, nil
	}
	neg := false
	if hasOp && p.peek() == '-' {
		neg = true
		p.pos++
	}
	if !isDigit(p.peek()) {
		if hasOp {
			return Cmp{}, false, p.unexpected("a number after the comparison")
		}
		p.pos = start
		return Cmp{}, false, nil
	}
	n, err := p.parseInt()
	if err != nil {
		return Cmp{}, false, err
	}
	if neg {
		n = -n
	}
	return Cmp{Op: op, N: n}, true, nil
}

// parseSuccess reads a success compare point and its optional f<cmp>.
func (p *parser) parseSuccess(succ, fail **Cmp) (bool, error) {
	start := p.pos
	c, ok, err := p.parseCmp(true)
	if err != nil || !ok {
		return false, err
	}
	if *succ != nil {
		return false, errAt(CodeSyntax, start, "a roll takes one success comparison; found a second")
	}
	*succ = &c
	if p.peekLower() == 'f' {
		p.pos++
		f, ok, err := p.parseCmp(false)
		if err != nil {
			return false, err
		}
		if !ok {
			return false, p.unexpected("a compare point after f, such as f1 or f<3")
		}
		*fail = &f
	}
	return true, nil
}

// parseKeep reads kh kl k dh dl d with an optional count (default 1; a bare
// d needs its count so that "4d6d1" is never read as a second dice term).
func (p *parser) parseKeep() (KeepOp, bool, error) {
	c := p.peekLower()
	if c != 'k' && c != 'd' {
		return KeepOp{}, false, nil
	}
	start := p.pos
	k := KeepOp{Keep: c == 'k', Highest: c == 'k'}
	p.pos++
	switch p.peekLower() {
	case 'h':
		k.Highest = true
		p.pos++
	case 'l':
		k.Highest = false
		p.pos++
	default:
		if c == 'd' && !isDigit(p.peek()) {
			p.pos = start
			return KeepOp{}, false, nil
		}
	}
	k.N = 1
	if isDigit(p.peek()) {
		n, err := p.parseInt()
		if err != nil {
			return KeepOp{}, false, err
		}
		k.N = n
	}
	return k, true, nil
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isAlnum(c byte) bool {
	return isDigit(c) || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
