package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, "sqlite"
)

// SQLite is the embedded Store: one file, WAL journal, synchronous=FULL
// (an Append that returned nil is in the WAL on disk, fsynced: it survives
// a crash or a power loss). Several processes may open the same file;
// their appends are serialized by BEGIN IMMEDIATE, but Subscribe hears
// only this process's appends (the Hub is in-process).
type SQLite struct {
	db *sql.DB
	// wmu serializes this process's writers before SQLite's own lock does:
	// waiting on a Go mutex is cheap, SQLite's busy handler sleeps.
	wmu sync.Mutex
	hub Hub
}

// sqliteMigrations are the schema's versions, applied in order on open;
// version k is sqliteMigrations[k-1]. Never edit one that has shipped:
// add the next.
var sqliteMigrations = [][]string{{
	`CREATE TABLE encounters (
		id      TEXT PRIMARY KEY,
		name    TEXT NOT NULL,
		source  TEXT NOT NULL,
		created TEXT NOT NULL
	)`,
	// One row per event; the key makes a doubled seq impossible. command
	// is the batch's command as posted (the same on each of its rows).
	`CREATE TABLE events (
		encounter TEXT    NOT NULL REFERENCES encounters(id),
		seq       INTEGER NOT NULL CHECK (seq > 0),
		batch     INTEGER NOT NULL CHECK (batch > 0),
		"by"      TEXT    NOT NULL,
		command   TEXT    NOT NULL,
		json      TEXT    NOT NULL,
		PRIMARY KEY (encounter, seq)
	) WITHOUT ROWID`,
	`CREATE TABLE tokens (
		hash      TEXT PRIMARY KEY,
		encounter TEXT NOT NULL,
		role      TEXT NOT NULL,
		character TEXT NOT NULL,
		revoked   INTEGER NOT NULL,
		created   TEXT NOT NULL
	)`,
	`CREATE INDEX tokens_encounter ON tokens (encounter)`,
}, {
	// The latest fold of each encounter's log (snapshot.go).
	`CREATE TABLE snapshots (
		encounter TEXT    PRIMARY KEY REFERENCES encounters(id),
		seq       INTEGER NOT NULL CHECK (seq >= 0),
		data      BLOB    NOT NULL
	)`,
}, {
	// One live seat a character (PutToken).
	`CREATE UNIQUE INDEX tokens_one_seat ON tokens (encounter, character) WHERE role = 'seat' AND revoked = 0`,
}}

// OpenSQLite opens (creating if need be) the database file at path and
// brings its schema up to date. ":memory:" is a private in-memory
// database, for tests.
func OpenSQLite(path string) (*SQLite, error) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)") // wait up to 10 s for another process's write
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(FULL)") // fsync the WAL at each commit
	q.Set("_txlock", "immediate")         // a write transaction takes the lock at BEGIN
	mem := path == ":memory:"
	if !mem {
		q.Add("_pragma", "journal_mode(WAL)")
	}
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	if mem {
		// Each connection to ":memory:" is a database of its own: keep one.
		db.SetMaxOpenConns(1)
	}
	s := &SQLite{db: db}
	if err := s.migrate(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	return s, nil
}

// migrate creates the schema_version table and applies the migrations the
// file has not had, each in its own transaction with its version row.
func (s *SQLite) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	for {
		done, err := s.migrateOne(ctx)
		if err != nil || done {
			return err
		}
	}
}

func (s *SQLite) migrateOne(ctx context.Context) (done bool, err error) {
	tx, err := s.db.BeginTx(ctx, nil) // BEGIN IMMEDIATE: one migrator at a time
	if err != nil {
		return false, err
	}
	defer tx.Rollback()
	var v int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_version`).Scan(&v); err != nil {
		return false, err
	}
	if v > len(sqliteMigrations) {
		return false, fmt.Errorf("schema version %d is newer than this program's %d", v, len(sqliteMigrations))
	}
	if v == len(sqliteMigrations) {
		return true, nil
	}
	for _, stmt := range sqliteMigrations[v] {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return false, fmt.Errorf("migration %d: %w", v+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (?)`, v+1); err != nil {
		return false, err
	}
	return false, tx.Commit()
}

func (s *SQLite) Create(ctx context.Context, e Encounter) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: create %q: %w", e.ID, err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM encounters WHERE id = ?`, e.ID).Scan(&n); err != nil {
		return fmt.Errorf("store: create %q: %w", e.ID, err)
	}
	if n > 0 {
		return fmt.Errorf("%w: encounter %q", ErrExists, e.ID)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO encounters (id, name, source, created) VALUES (?, ?, ?, ?)`,
		e.ID, e.Name, e.Source, e.Created.UTC().Format(time.RFC3339Nano)); err != nil {
		return fmt.Errorf("store: create %q: %w", e.ID, err)
	}
	return tx.Commit()
}

func (s *SQLite) Encounter(ctx context.Context, id string) (Encounter, error) {
	e := Encounter{ID: id}
	var created string
	err := s.db.QueryRowContext(ctx, `SELECT name, source, created FROM encounters WHERE id = ?`, id).Scan(&e.Name, &e.Source, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return Encounter{}, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	if err != nil {
		return Encounter{}, fmt.Errorf("store: encounter %q: %w", id, err)
	}
	if e.Created, err = time.Parse(time.RFC3339Nano, created); err != nil {
		return Encounter{}, fmt.Errorf("store: encounter %q: created %q: %w", id, created, err)
	}
	return e, nil
}

// Append writes the batch in one BEGIN IMMEDIATE transaction that first
// reads the log's last seq: with the write lock held from BEGIN, nobody
// can append between that read and the commit. The primary key would
// refuse a doubled seq anyway.
func (s *SQLite) Append(ctx context.Context, id string, expected int, b Batch) error {
	if err := CheckBatch(expected, b); err != nil {
		return err
	}
	rows := make([][]byte, len(b.Events))
	for k, e := range b.Events {
		var err error
		if rows[k], err = encodeEvent(e); err != nil {
			return fmt.Errorf("%w: event %d: %v", ErrBadBatch, e.Seq, err)
		}
	}
	s.wmu.Lock()
	last, err := s.append(ctx, id, expected, b, rows)
	s.wmu.Unlock()
	if err != nil {
		return err
	}
	s.hub.Publish(id, last)
	return nil
}

func (s *SQLite) append(ctx context.Context, id string, expected int, b Batch, rows [][]byte) (int, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: append to %q: %w", id, err)
	}
	defer tx.Rollback()
	var exists int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM encounters WHERE id = ?`, id).Scan(&exists); err != nil {
		return 0, fmt.Errorf("store: append to %q: %w", id, err)
	}
	if exists == 0 {
		return 0, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	var cur, batch int
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0), COALESCE(MAX(batch), 0) FROM events WHERE encounter = ?`, id).Scan(&cur, &batch); err != nil {
		return 0, fmt.Errorf("store: append to %q: %w", id, err)
	}
	if cur != expected {
		return 0, &ConflictError{Expected: expected, Current: cur}
	}
	stmt, err := tx.PrepareContext(ctx, `INSERT INTO events (encounter, seq, batch, "by", command, json) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return 0, fmt.Errorf("store: append to %q: %w", id, err)
	}
	defer stmt.Close()
	for k, e := range b.Events {
		if _, err := stmt.ExecContext(ctx, id, e.Seq, batch+1, b.By, b.Command, rows[k]); err != nil {
			return 0, fmt.Errorf("store: append to %q: event %d: %w", id, e.Seq, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: append to %q: commit: %w", id, err)
	}
	return b.Events[len(b.Events)-1].Seq, nil
}

func (s *SQLite) Events(ctx context.Context, id string, after int) ([]Record, error) {
	// Both reads in one transaction would take the write lock (_txlock);
	// the existence check first is enough: encounters are never deleted.
	if _, err := s.Version(ctx, id); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT seq, batch, "by", json FROM events WHERE encounter = ? AND seq > ? ORDER BY seq`, id, after)
	if err != nil {
		return nil, fmt.Errorf("store: events of %q: %w", id, err)
	}
	defer rows.Close()
	return collect(rows, fmt.Sprintf("events of %q", id), func(scan func(...any) error) (Record, error) { return scanRecord(id, scan) })
}

// scanRecord reads a (seq, batch, by, json) row into a record, decoding
// its event (a row that does not decode is a *CorruptError).
func scanRecord(id string, scan func(...any) error) (Record, error) {
	var r Record
	var seq int
	var data []byte
	if err := scan(&seq, &r.Batch, &r.By, &data); err != nil {
		return Record{}, fmt.Errorf("store: events of %q: %w", id, err)
	}
	e, err := decodeEvent(id, seq, data)
	if err != nil {
		return Record{}, err
	}
	r.Event = e
	return r, nil
}

func (s *SQLite) Version(ctx context.Context, id string) (int, error) {
	var v sql.NullInt64
	err := s.db.QueryRowContext(ctx, `SELECT (SELECT MAX(seq) FROM events WHERE encounter = e.id) FROM encounters e WHERE e.id = ?`, id).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	if err != nil {
		return 0, fmt.Errorf("store: version of %q: %w", id, err)
	}
	return int(v.Int64), nil
}

func (s *SQLite) PutToken(ctx context.Context, t Token) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	_, err := s.db.ExecContext(ctx, `INSERT INTO tokens (hash, encounter, role, character, revoked, created) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (hash) DO UPDATE SET encounter = excluded.encounter, role = excluded.role,
		character = excluded.character, revoked = excluded.revoked, created = excluded.created`,
		t.Hash, t.Encounter, string(t.Role), t.Character, t.Revoked, t.Created.UTC().Format(time.RFC3339Nano))
	if err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed: tokens.encounter") {
		return fmt.Errorf("%w: %s already has a player", ErrExists, t.Character)
	}
	if err != nil {
		return fmt.Errorf("store: put token: %w", err)
	}
	return nil
}

func (s *SQLite) Token(ctx context.Context, hash string) (Token, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT hash, encounter, role, character, revoked, created FROM tokens WHERE hash = ?`, hash)
	if err != nil {
		return Token{}, fmt.Errorf("store: token: %w", err)
	}
	ts, err := scanSQLiteTokens(rows)
	if err != nil {
		return Token{}, err
	}
	if len(ts) == 0 {
		return Token{}, fmt.Errorf("%w: token", ErrNotFound)
	}
	return ts[0], nil
}

func (s *SQLite) Tokens(ctx context.Context, encounter string) ([]Token, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT hash, encounter, role, character, revoked, created FROM tokens WHERE encounter = ? ORDER BY created, hash`, encounter)
	if err != nil {
		return nil, fmt.Errorf("store: tokens of %q: %w", encounter, err)
	}
	return scanSQLiteTokens(rows)
}

func scanSQLiteTokens(rows *sql.Rows) ([]Token, error) {
	defer rows.Close()
	return collect(rows, "tokens", func(scan func(...any) error) (Token, error) {
		var t Token
		var role, created string
		if err := scan(&t.Hash, &t.Encounter, &role, &t.Character, &t.Revoked, &created); err != nil {
			return Token{}, fmt.Errorf("store: tokens: %w", err)
		}
		t.Role = Role(role)
		var err error
		if t.Created, err = time.Parse(time.RFC3339Nano, created); err != nil {
			return Token{}, fmt.Errorf("store: token created %q: %w", created, err)
		}
		return t, nil
	})
}

// Subscribe hears this process's appends (the in-process Hub).
func (s *SQLite) Subscribe(ctx context.Context, id string) (<-chan int, error) {
	return s.hub.Subscribe(ctx, id), nil
}

func (s *SQLite) Close() error { return s.db.Close() }
