package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/store/pgtest"
)

// freshPostgresURL is a database of the test's own (package pgtest).
func freshPostgresURL(t testing.TB) string { return pgtest.FreshURL(t) }

func openPostgresURL(t testing.TB, u string) *Postgres {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	p, err := OpenPostgres(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func openPostgresT(t testing.TB) *Postgres { return openPostgresURL(t, freshPostgresURL(t)) }

// TestPostgresReopen checks that a second open of a migrated database
// finds the schema in place and the data there.
func TestPostgresReopen(t *testing.T) {
	u := freshPostgresURL(t)
	p := openPostgresURL(t, u)
	if err := p.Create(ctx, Encounter{ID: "e1", Created: created}); err != nil {
		t.Fatal(err)
	}
	if err := p.Append(ctx, "e1", 0, batch("dm", 1, 2)); err != nil {
		t.Fatal(err)
	}
	q := openPostgresURL(t, u)
	if v, err := q.Version(ctx, "e1"); err != nil || v != 2 {
		t.Fatalf("second store: version %d, %v; want 2", v, err)
	}
	var n int
	q.pool.QueryRow(ctx, `SELECT COUNT(*) FROM schema_version`).Scan(&n)
	if n != len(pgMigrations) {
		t.Errorf("%d schema_version rows, want %d (each migration once)", n, len(pgMigrations))
	}
}

// TestPostgresListenerReconnects kills the store's LISTEN connection
// from the server side: the listener reconnects, catches up on the
// append made while it was away, and hears the ones after.
func TestPostgresListenerReconnects(t *testing.T) {
	p := openPostgresT(t)
	if err := p.Create(ctx, Encounter{ID: "e1", Created: created}); err != nil {
		t.Fatal(err)
	}
	sctx, cancel := context.WithCancel(ctx)
	defer cancel()
	ch, _ := p.Subscribe(sctx, "e1")
	var killed int
	err := p.pool.QueryRow(ctx, `SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND query ILIKE 'listen%'`).Scan(&killed)
	if err != nil || killed != 1 {
		t.Fatalf("terminated %d listeners, %v; want 1", killed, err)
	}
	if err := p.Append(ctx, "e1", 0, batch("dm", 1, 1)); err != nil {
		t.Fatal(err)
	}
	waitVersion(t, ch, 1)
	if err := p.Append(ctx, "e1", 1, batch("dm", 2, 1)); err != nil {
		t.Fatal(err)
	}
	waitVersion(t, ch, 2)
}

// TestPostgresUniqueViolationIsConflict makes the race the key settles
// happen on purpose: another transaction has inserted seq 1 but not yet
// committed, so Append still reads version 0 and inserts seq 1 too. Its
// insert waits on the key; when the other commits it fails with a unique
// violation, which Append reports as a conflict at the winner's version.
func TestPostgresUniqueViolationIsConflict(t *testing.T) {
	p := openPostgresT(t)
	if err := p.Create(ctx, Encounter{ID: "e1", Created: created}); err != nil {
		t.Fatal(err)
	}
	tx, err := p.pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `INSERT INTO events (encounter, seq, batch, "by", command, json)
		VALUES ('e1', 1, 1, 'other', '', '{"seq":1,"type":"turn","text":""}')`); err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() { done <- p.Append(ctx, "e1", 0, batch("dm", 1, 2)) }()
	// Wait until Append's insert is blocked on the key.
	for waiting := 0; waiting == 0; time.Sleep(10 * time.Millisecond) {
		p.pool.QueryRow(ctx, `SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database()
			AND wait_event_type = 'Lock' AND query ILIKE 'insert into events%'`).Scan(&waiting)
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	err = <-done
	var ce *ConflictError
	if !errors.As(err, &ce) || ce.Expected != 0 || ce.Current != 1 {
		t.Fatalf("Append: %v, want a conflict at version 1", err)
	}
	if recs, _ := p.Events(ctx, "e1", 0); len(recs) != 1 || recs[0].By != "other" {
		t.Errorf("log %+v, want the other transaction's one event", recs)
	}
}
