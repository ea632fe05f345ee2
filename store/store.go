// Package store keeps the live tracker's encounters: for each, the file it
// was made from, its access tokens, and an append-only log of the engine's
// events (docs/events.md). The state of an encounter is the fold of its
// log (battle.Replay); nothing in the log is ever rewritten: an undo is an
// event of its own.
//
// Two implementations share one contract (the conformance tests in
// storetest_test.go run against each): SQLite, embedded and pure Go, the
// default; PostgreSQL, for several server processes sharing a campaign,
// with LISTEN/NOTIFY carrying new events between them. Memory is the same
// contract without a disk, for tests.
package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Encounter is one encounter's header.
type Encounter struct {
	ID      string    `json:"id"`
	Name    string    `json:"name"`
	Source  string    `json:"source"` // the encounter YAML it was created from (docs/encounters.md)
	Created time.Time `json:"created"`
}

// Batch is the events of one command, appended together or not at all.
type Batch struct {
	Events  []battle.Event
	By      string // who posted it: "dm", a character's name for a player, "policy"
	Command string // the command as posted, for the log
}

// Record is one stored event with the command it came with.
type Record struct {
	Event battle.Event
	Batch int    // the number of the batch (command) it was appended in: 1, 2, 3 ...
	By    string // the Batch's By
}

// Role is what a token lets its holder do (server enforces it).
type Role string

const (
	RoleDM        Role = "dm"        // sees and does everything
	RolePlayer    Role = "player"    // the player link: may claim a character
	RoleSeat      Role = "seat"      // a player who claimed Character: acts only for it
	RoleSpectator Role = "spectator" // watches
)

// Token is an access token's record. The store keeps only the SHA-256 of
// the token itself (Hash, hex): a leaked database gives no working link.
type Token struct {
	Hash      string    `json:"-"`
	Encounter string    `json:"encounter"`
	Role      Role      `json:"role"`
	Character string    `json:"character,omitempty"` // RoleSeat: the character it acts for
	Revoked   bool      `json:"revoked"`
	Created   time.Time `json:"created"`
}

// Store is the contract every backend keeps.
type Store interface {
	// Create adds an encounter; its ID must be new.
	Create(ctx context.Context, e Encounter) error
	// Encounter returns an encounter's header (ErrNotFound).
	Encounter(ctx context.Context, id string) (Encounter, error)
	// Append adds a batch whose first event's Seq is expected+1, the
	// others following one by one, if and only if the log's last Seq is
	// still expected (0 for an empty log). Otherwise it returns a
	// *ConflictError with the current last Seq and appends nothing. Once
	// Append returns nil the batch is durable (it survives a crash).
	Append(ctx context.Context, id string, expected int, b Batch) error
	// Events returns the records whose Seq is greater than after, in order.
	Events(ctx context.Context, id string, after int) ([]Record, error)
	// Version is the last Seq of the log (0 when empty).
	Version(ctx context.Context, id string) (int, error)
	// PutToken inserts a token or replaces the one with the same Hash
	// (revoking it, say). A live seat for a character that already has a
	// live seat in the encounter is refused with ErrExists: one player a
	// character, even when two servers take claims at once.
	PutToken(ctx context.Context, t Token) error
	// Token finds a token by its hash (ErrNotFound).
	Token(ctx context.Context, hash string) (Token, error)
	// Tokens lists an encounter's tokens.
	Tokens(ctx context.Context, encounter string) ([]Token, error)
	// Subscribe reports the encounter's new last Seq after each append,
	// by this process or (PostgreSQL) any other sharing the database. A
	// slow reader may miss intermediate versions but never the last one;
	// the channel closes when ctx ends.
	Subscribe(ctx context.Context, id string) (<-chan int, error)
	// PutSnapshot keeps the fold of the encounter's log up to seq (bytes
	// the caller made: battle.State.Snapshot) in place of an older one.
	PutSnapshot(ctx context.Context, id string, seq int, data []byte) error
	// Snapshot is the latest snapshot (ErrNotFound when none).
	Snapshot(ctx context.Context, id string) (seq int, data []byte, err error)
	Close() error
}

// Errors a caller branches on.
var (
	ErrNotFound = errors.New("store: not found")
	ErrExists   = errors.New("store: already exists")
	ErrBadBatch = errors.New("store: bad batch")
)

// ConflictError is a refused Append: the log has moved on since the
// command was decided.
type ConflictError struct {
	Expected, Current int
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("store: conflict: the command was decided at version %d but the log is at %d", e.Expected, e.Current)
}

// CheckBatch is the batch rule every backend applies before writing: at
// least one event, sequence numbers expected+1, expected+2, ...
func CheckBatch(expected int, b Batch) error {
	if len(b.Events) == 0 {
		return fmt.Errorf("%w: no events", ErrBadBatch)
	}
	for k, e := range b.Events {
		if e.Seq != expected+1+k {
			return fmt.Errorf("%w: event %d has seq %d, want %d", ErrBadBatch, k, e.Seq, expected+1+k)
		}
	}
	return nil
}
