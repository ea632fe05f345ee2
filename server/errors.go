// Package server is the live tracker: encounters kept in a store's event
// log, played through the engine by the DM and the players over HTTP and
// JSON, with a live stream of events (docs/api.md). The rules stay in
// package battle; this package decides who may do what (roles), what
// each role sees, and keeps the log consistent when commands race.
package server

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
)

// Code is an API error's code, for a client to branch on.
type Code string

// Error codes. A refusal by the rules carries the engine's own code
// (battle.Code: not-your-turn, out-of-reach ...) under "rule".
const (
	CodeBadRequest Code = "bad-request"  // the body or a parameter is malformed: Field says which
	CodeAuth       Code = "unauthorized" // no token, or a wrong, revoked or replaced one
	CodeForbidden  Code = "forbidden"    // the token's role may not do this
	CodeNotFound   Code = "not-found"
	CodeConflict   Code = "conflict"  // the log moved on since the version the command was decided at
	CodeRule       Code = "rule"      // the rules refuse the command; Rule is the engine's code
	CodeEncounter  Code = "encounter" // the encounter file does not load: Field and Line say where
	CodeTooLarge   Code = "too-large"
	CodeInternal   Code = "internal"
)

// Error is every failure the service returns; the HTTP layer writes it as
// JSON with its Status.
type Error struct {
	Status  int    `json:"-"`
	Code    Code   `json:"code"`
	Message string `json:"message"`
	Field   string `json:"field,omitempty"` // the body field or file field at fault
	Rule    string `json:"rule,omitempty"`  // CodeRule: the engine's refusal code
	Line    int    `json:"line,omitempty"`  // CodeEncounter: the line in the file
	// Version and State: a conflict answers with where the log is now.
	Version int   `json:"version,omitempty"`
	State   *View `json:"state,omitempty"`
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

func errorf(status int, code Code, format string, args ...any) *Error {
	return &Error{Status: status, Code: code, Message: fmt.Sprintf(format, args...)}
}

func badField(field, format string, args ...any) *Error {
	e := errorf(http.StatusBadRequest, CodeBadRequest, format, args...)
	e.Field = field
	return e
}

var (
	errNoToken   = errorf(http.StatusUnauthorized, CodeAuth, "no token: pass it as Authorization: Bearer TOKEN or ?token=TOKEN")
	errBadToken  = errorf(http.StatusUnauthorized, CodeAuth, "this token is not valid for this encounter (wrong, revoked or replaced): ask the DM for a new link")
	errDMOnly    = errorf(http.StatusForbidden, CodeForbidden, "only the DM may do this")
	errWatchOnly = errorf(http.StatusForbidden, CodeForbidden, "this link only watches: claim a character with the player link to act")
)

// wrap turns an engine, loader or store error into an *Error.
func wrap(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var re *battle.RuleError
	if errors.As(err, &re) {
		return &Error{Status: http.StatusUnprocessableEntity, Code: CodeRule, Rule: string(re.Code), Message: re.Msg}
	}
	var le *battle.LoadError
	if errors.As(err, &le) {
		return &Error{Status: http.StatusUnprocessableEntity, Code: CodeEncounter, Field: le.Field, Line: le.Line, Message: le.Error()}
	}
	var ce *store.ConflictError
	if errors.As(err, &ce) {
		return &Error{Status: http.StatusConflict, Code: CodeConflict, Version: ce.Current, Message: "the encounter changed since this command was decided: look at the state and try again"}
	}
	if errors.Is(err, store.ErrNotFound) {
		return errorf(http.StatusNotFound, CodeNotFound, "no such encounter")
	}
	return errorf(http.StatusInternalServerError, CodeInternal, "%v", err)
}

// fail is wrap for a function that returns error: nil stays a nil
// interface, not a nil *Error inside one.
func fail(err error) error {
	if err == nil {
		return nil
	}
	return wrap(err)
}
