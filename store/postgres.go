package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// notifyChannel is the channel every append is announced on, with the
// payload "ID:SEQ" (the encounter and its new last seq).
const notifyChannel = "skirmish_events"

// migrationLock is the advisory lock key that keeps two processes opening
// one database from migrating it at once.
const migrationLock = 0x736b6972 // "skir"

// Postgres is the Store several server processes share. Appends are
// serialized by the events table's (encounter, seq) key: of two appends
// decided at the same version, the second to insert waits for the first
// to commit, then fails on the key and gets a *ConflictError. Each append
// NOTIFYs in its own transaction (delivered only if it commits); one
// LISTEN connection per store hears every process's appends and fans them
// out to this process's subscribers through a Hub.
type Postgres struct {
	pool   *pgxpool.Pool
	listen *pgx.ConnConfig
	hub    Hub
	last   map[string]int // the last version published per encounter (the listener's own)
	stop   context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	lastErr error // the listener's last connection error, for Close's caller to see
}

// pgMigrations are the schema's versions, applied in order on open;
// version k is pgMigrations[k-1]. Never edit one that has shipped: add
// the next.
var pgMigrations = [][]string{{
	`CREATE TABLE encounters (
		id      text PRIMARY KEY,
		name    text NOT NULL,
		source  text NOT NULL,
		created timestamptz NOT NULL
	)`,
	`CREATE TABLE events (
		encounter text    NOT NULL REFERENCES encounters(id),
		seq       integer NOT NULL CHECK (seq > 0),
		batch     integer NOT NULL CHECK (batch > 0),
		"by"      text    NOT NULL,
		command   text    NOT NULL,
		json      jsonb   NOT NULL,
		PRIMARY KEY (encounter, seq)
	)`,
	`CREATE TABLE tokens (
		hash        text PRIMARY KEY,
		encounter   text NOT NULL,
		role        text NOT NULL,
		"character" text NOT NULL,
		revoked     boolean NOT NULL,
		created     timestamptz NOT NULL
	)`,
	`CREATE INDEX tokens_encounter ON tokens (encounter)`,
}, {
	// The latest fold of each encounter's log (snapshot.go).
	`CREATE TABLE snapshots (
		encounter text    PRIMARY KEY REFERENCES encounters(id),
		seq       integer NOT NULL CHECK (seq >= 0),
		data      bytea   NOT NULL
	)`,
}, {
	// One live seat a character (PutToken).
	`CREATE UNIQUE INDEX tokens_one_seat ON tokens (encounter, "character") WHERE role = 'seat' AND NOT revoked`,
}}

// OpenPostgres connects to the database at url (postgres://...), brings
// its schema up to date and starts listening for appends. It returns once
// the listener is listening, so an append made after it returns, by any
// process, reaches this store's subscribers.
func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	lc, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("store: postgres url: %w", err)
	}
	pool, err := pgxpool.New(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("store: postgres: %w", err)
	}
	if err := pgMigrate(ctx, pool); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: postgres: %w", err)
	}
	lctx, stop := context.WithCancel(context.Background())
	p := &Postgres{pool: pool, listen: lc, last: map[string]int{}, stop: stop, done: make(chan struct{})}
	ready := make(chan struct{})
	go p.listenLoop(lctx, ready)
	select {
	case <-ready:
		return p, nil
	case <-ctx.Done():
		p.Close()
		return nil, fmt.Errorf("store: postgres: listen: %w (%v)", ctx.Err(), p.listenErr())
	case <-time.After(30 * time.Second):
		p.Close()
		return nil, fmt.Errorf("store: postgres: listen: no connection in 30 s (%v)", p.listenErr())
	}
}

func pgMigrate(ctx context.Context, pool *pgxpool.Pool) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)`); err != nil {
			return err
		}
		var v int
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&v); err != nil {
			return err
		}
		if v > len(pgMigrations) {
			return fmt.Errorf("schema version %d is newer than this program's %d", v, len(pgMigrations))
		}
		for ; v < len(pgMigrations); v++ {
			for _, stmt := range pgMigrations[v] {
				if _, err := tx.Exec(ctx, stmt); err != nil {
					return fmt.Errorf("migration %d: %w", v+1, err)
				}
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_version (version) VALUES ($1)`, v+1); err != nil {
				return err
			}
		}
		return nil
	})
}

func (p *Postgres) Create(ctx context.Context, e Encounter) error {
	tag, err := p.pool.Exec(ctx, `INSERT INTO encounters (id, name, source, created) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
		e.ID, e.Name, e.Source, e.Created)
	if err != nil {
		return fmt.Errorf("store: create %q: %w", e.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("%w: encounter %q", ErrExists, e.ID)
	}
	return nil
}

func (p *Postgres) Encounter(ctx context.Context, id string) (Encounter, error) {
	e := Encounter{ID: id}
	err := p.pool.QueryRow(ctx, `SELECT name, source, created FROM encounters WHERE id = $1`, id).Scan(&e.Name, &e.Source, &e.Created)
	if errors.Is(err, pgx.ErrNoRows) {
		return Encounter{}, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	if err != nil {
		return Encounter{}, fmt.Errorf("store: encounter %q: %w", id, err)
	}
	return e, nil
}

// Append checks the last seq and inserts the batch in one transaction
// (READ COMMITTED). Two appenders that both read the same last seq both
// insert expected+1: the key makes the later one wait for the earlier's
// commit and then fail with a unique violation, reported as a conflict
// with the version the winner left.
func (p *Postgres) Append(ctx context.Context, id string, expected int, b Batch) error {
	if err := CheckBatch(expected, b); err != nil {
		return err
	}
	seqs := make([]int32, len(b.Events))
	docs := make([]string, len(b.Events))
	for k, e := range b.Events {
		row, err := encodeEvent(e)
		if err != nil {
			return fmt.Errorf("%w: event %d: %v", ErrBadBatch, e.Seq, err)
		}
		seqs[k], docs[k] = int32(e.Seq), string(row)
	}
	err := pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		var exists bool
		var cur, batch int
		err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM encounters WHERE id = $1),
			COALESCE(MAX(seq), 0), COALESCE(MAX(batch), 0) FROM events WHERE encounter = $1`, id).Scan(&exists, &cur, &batch)
		if err != nil {
			return err
		}
		if !exists {
			return fmt.Errorf("%w: encounter %q", ErrNotFound, id)
		}
		if cur != expected {
			return &ConflictError{Expected: expected, Current: cur}
		}
		if _, err := tx.Exec(ctx, `INSERT INTO events (encounter, seq, batch, "by", command, json)
			SELECT $1, s, $2, $3, $4, j::jsonb FROM unnest($5::integer[], $6::text[]) AS u(s, j)`,
			id, batch+1, b.By, b.Command, seqs, docs); err != nil {
			return err
		}
		last := strconv.Itoa(b.Events[len(b.Events)-1].Seq)
		_, err = tx.Exec(ctx, `SELECT pg_notify($1, $2)`, notifyChannel, id+":"+last)
		return err
	})
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" { // unique_violation: another append won
		cur, verr := p.Version(ctx, id)
		if verr != nil {
			return verr
		}
		return &ConflictError{Expected: expected, Current: cur}
	}
	var ce *ConflictError
	if err != nil && !errors.As(err, &ce) && !errors.Is(err, ErrNotFound) {
		return fmt.Errorf("store: append to %q: %w", id, err)
	}
	return err
}

func (p *Postgres) Events(ctx context.Context, id string, after int) ([]Record, error) {
	if _, err := p.Version(ctx, id); err != nil {
		return nil, err
	}
	rows, err := p.pool.Query(ctx, `SELECT seq, batch, "by", json::text FROM events WHERE encounter = $1 AND seq > $2 ORDER BY seq`, id, after)
	if err != nil {
		return nil, fmt.Errorf("store: events of %q: %w", id, err)
	}
	defer rows.Close()
	return collect(rows, fmt.Sprintf("events of %q", id), func(scan func(...any) error) (Record, error) { return scanRecord(id, scan) })
}

func (p *Postgres) Version(ctx context.Context, id string) (int, error) {
	var v *int
	err := p.pool.QueryRow(ctx, `SELECT (SELECT MAX(seq) FROM events WHERE encounter = e.id) FROM encounters e WHERE e.id = $1`, id).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	if err != nil {
		return 0, fmt.Errorf("store: version of %q: %w", id, err)
	}
	if v == nil {
		return 0, nil
	}
	return *v, nil
}

func (p *Postgres) PutToken(ctx context.Context, t Token) error {
	_, err := p.pool.Exec(ctx, `INSERT INTO tokens (hash, encounter, role, "character", revoked, created) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (hash) DO UPDATE SET encounter = excluded.encounter, role = excluded.role,
		"character" = excluded."character", revoked = excluded.revoked, created = excluded.created`,
		t.Hash, t.Encounter, string(t.Role), t.Character, t.Revoked, t.Created)
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" {
		return fmt.Errorf("%w: %s already has a player", ErrExists, t.Character)
	}
	if err != nil {
		return fmt.Errorf("store: put token: %w", err)
	}
	return nil
}

func (p *Postgres) Token(ctx context.Context, hash string) (Token, error) {
	ts, err := p.tokens(ctx, `WHERE hash = $1`, hash)
	if err != nil {
		return Token{}, err
	}
	if len(ts) == 0 {
		return Token{}, fmt.Errorf("%w: token", ErrNotFound)
	}
	return ts[0], nil
}

func (p *Postgres) Tokens(ctx context.Context, encounter string) ([]Token, error) {
	return p.tokens(ctx, `WHERE encounter = $1 ORDER BY created, hash`, encounter)
}

func (p *Postgres) tokens(ctx context.Context, where string, arg string) ([]Token, error) {
	rows, err := p.pool.Query(ctx, `SELECT hash, encounter, role, "character", revoked, created FROM tokens `+where, arg)
	if err != nil {
		return nil, fmt.Errorf("store: tokens: %w", err)
	}
	defer rows.Close()
	return collect(rows, "tokens", func(scan func(...any) error) (Token, error) {
		var t Token
		var role string
		if err := scan(&t.Hash, &t.Encounter, &role, &t.Character, &t.Revoked, &t.Created); err != nil {
			return Token{}, fmt.Errorf("store: tokens: %w", err)
		}
		t.Role = Role(role)
		return t, nil
	})
}

// Subscribe hears the appends of every process sharing the database (the
// listener's notifications, fanned out by the Hub).
func (p *Postgres) Subscribe(ctx context.Context, id string) (<-chan int, error) {
	return p.hub.Subscribe(ctx, id), nil
}

// Close stops the listener and closes the pool.
func (p *Postgres) Close() error {
	p.stop()
	<-p.done
	p.pool.Close()
	return nil
}

func (p *Postgres) listenErr() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.lastErr
}

// listenLoop keeps one LISTEN connection open until ctx ends, reconnecting
// with a backoff (50 ms doubling to 5 s) when it drops. ready is closed
// the first time it listens.
func (p *Postgres) listenLoop(ctx context.Context, ready chan struct{}) {
	defer close(p.done)
	backoff := 50 * time.Millisecond
	for {
		connected, err := p.listenOnce(ctx, ready)
		if ctx.Err() != nil {
			return
		}
		p.mu.Lock()
		p.lastErr = err
		p.mu.Unlock()
		if connected {
			backoff = 50 * time.Millisecond
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, 5*time.Second)
	}
}

// listenOnce connects, LISTENs, catches up on what it may have missed
// while it was away, and publishes notifications until the connection
// fails; connected says whether it got as far as listening.
func (p *Postgres) listenOnce(ctx context.Context, ready chan struct{}) (connected bool, err error) {
	conn, err := pgx.ConnectConfig(ctx, p.listen)
	if err != nil {
		return false, err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+notifyChannel); err != nil {
		return false, err
	}
	select {
	case <-ready:
		// A reconnection: appends made while nobody listened sent
		// notifications nobody heard. Ask for the subscribed encounters'
		// versions (after LISTEN, so nothing falls between the two).
		p.catchUp(ctx)
	default:
		close(ready)
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return true, err
		}
		i := strings.LastIndexByte(n.Payload, ':')
		if i < 0 {
			continue
		}
		if v, err := strconv.Atoi(n.Payload[i+1:]); err == nil {
			p.publish(n.Payload[:i], v)
		}
	}
}

func (p *Postgres) catchUp(ctx context.Context) {
	for _, id := range p.hub.ids() {
		if v, err := p.Version(ctx, id); err == nil {
			p.publish(id, v)
		}
	}
}

// publish passes a version on unless a later one has been: notifications
// arrive in commit order, but a catch-up's read may overtake some. Only
// the listener goroutine calls it.
func (p *Postgres) publish(id string, v int) {
	if v <= p.last[id] {
		return
	}
	p.last[id] = v
	p.hub.Publish(id, v)
}

// ids lists the encounters that have subscribers.
func (h *Hub) ids() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]string, 0, len(h.subs))
	for id := range h.subs {
		out = append(out, id)
	}
	return out
}
