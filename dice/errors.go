package dice

import (
	"fmt"
	"strings"
)

// Code classifies a dice error so that a caller can branch on it without
// reading the message.
type Code string

// The codes an *Error can carry.
const (
	CodeSyntax       Code = "syntax"         // the text is not a dice expression
	CodeTooLong      Code = "too-long"       // expression longer than MaxExprLen
	CodeTooDeep      Code = "too-deep"       // nesting deeper than MaxDepth
	CodeTooManyDice  Code = "too-many-dice"  // more than MaxDice dice in one evaluation
	CodeTooManySides Code = "too-many-sides" // a die with more than MaxSides sides
	CodeTooLarge     Code = "too-large"      // no exact distribution within the work limit
	CodeInvalid      Code = "invalid"        // well-formed but meaningless (reroll every face, ...)
	CodeBadFace      Code = "bad-face"       // a scripted face that does not fit its die
	CodeNoFaces      Code = "no-faces"       // a scripted source ran out of faces
	CodeDivZero      Code = "division-by-zero"
)

// Hard limits. Each is enforced with a typed error, never a hang or a panic.
const (
	MaxExprLen = 1000      // characters in an expression
	MaxDepth   = 64        // nesting of parentheses, groups and sets
	MaxDice    = 10000     // dice rolled in one evaluation, rerolls and explosions included
	MaxSides   = 1000000   // sides of one die
	MaxWork    = 400000000 // elementary steps one exact distribution may take
)

// Error is the error type of package dice. Parse errors carry the position
// (0-based byte offset into the expression), what was found there and what
// was expected instead.
type Error struct {
	Code     Code
	Pos      int    // byte offset of the problem, or -1 when it has no place
	Found    string // what the parser met, for syntax errors
	Expected string // what would have been accepted, for syntax errors
	Msg      string // a sentence telling the user what to change
}

// Sentinel errors, one per code: errors.Is(err, dice.ErrSyntax) holds for
// every *Error whose Code is CodeSyntax.
var (
	ErrSyntax       = &Error{Code: CodeSyntax, Pos: -1}
	ErrTooLong      = &Error{Code: CodeTooLong, Pos: -1}
	ErrTooDeep      = &Error{Code: CodeTooDeep, Pos: -1}
	ErrTooManyDice  = &Error{Code: CodeTooManyDice, Pos: -1}
	ErrTooManySides = &Error{Code: CodeTooManySides, Pos: -1}
	ErrTooLarge     = &Error{Code: CodeTooLarge, Pos: -1}
	ErrInvalid      = &Error{Code: CodeInvalid, Pos: -1}
	ErrBadFace      = &Error{Code: CodeBadFace, Pos: -1}
	ErrNoFaces      = &Error{Code: CodeNoFaces, Pos: -1}
	ErrDivZero      = &Error{Code: CodeDivZero, Pos: -1}
)

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("dice: ")
	if e.Pos >= 0 {
		fmt.Fprintf(&b, "at position %d: ", e.Pos+1)
	}
	switch {
	case e.Msg != "":
		b.WriteString(e.Msg)
	case e.Found != "" || e.Expected != "":
		fmt.Fprintf(&b, "found %s, expected %s", e.Found, e.Expected)
	default:
		b.WriteString(string(e.Code))
	}
	return b.String()
}

// Is reports whether target is an *Error with the same code, so that the
// sentinels above match every error of their kind.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

func errAt(code Code, pos int, format string, args ...any) *Error {
	return &Error{Code: code, Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

func errf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Pos: -1, Msg: fmt.Sprintf(format, args...)}
}
