package battle

import (
	"errors"
	"fmt"
)

// Code classifies a refusal so that a caller (the tracker's API, a bot)
// can branch on it.
type Code string

// Refusal codes.
const (
	CodeSyntax        Code = "syntax"       // the command is not in the command language
	CodeUnknownName   Code = "unknown-name" // no combatant, weapon or square by that name
	CodeNotYourTurn   Code = "not-your-turn"
	CodeNoAction      Code = "no-action"    // the action, bonus action or attack it needs is spent
	CodeCannot        Code = "cannot"       // a condition or the situation forbids it
	CodeOutOfReach    Code = "out-of-reach" // target beyond reach or range
	CodeMovement      Code = "movement"     // not enough movement, or an illegal path
	CodeOver          Code = "over"         // the fight has ended
	CodeNothingToUndo Code = "nothing-to-undo"
)

// ErrRule matches every RuleError with errors.Is.
var ErrRule = errors.New("battle: refused")

// RuleError is a refused command: which rule refused it and why. A
// refused command changes nothing.
type RuleError struct {
	Code Code
	Msg  string
}

func (e *RuleError) Error() string { return e.Msg }

// Is makes errors.Is(err, ErrRule) hold, and errors.Is(err, &RuleError{Code: c})
// match by code.
func (e *RuleError) Is(target error) bool {
	if target == ErrRule {
		return true
	}
	t, ok := target.(*RuleError)
	return ok && t.Code == e.Code
}

func refuse(code Code, format string, args ...any) *RuleError {
	return &RuleError{Code: code, Msg: fmt.Sprintf(format, args...)}
}
