package store

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestSQLiteSettings checks the pragmas durability rests on, on every
// connection of the pool (each runs the DSN's pragmas as it opens).
func TestSQLiteSettings(t *testing.T) {
	s := openSQLiteT(t, t.TempDir()+"/s.db")
	conns := make([]interface{ Close() error }, 0, 3)
	for range 3 { // hold three connections at once: three of the pool's
		c, err := s.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
		for pragma, want := range map[string]string{
			"journal_mode": "wal", "synchronous": "2", "foreign_keys": "1", "busy_timeout": "10000",
		} {
			var got string
			if err := c.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got); err != nil || got != want {
				t.Errorf("PRAGMA %s = %q, %v; want %s", pragma, got, err, want)
			}
		}
	}
	for _, c := range conns {
		c.Close()
	}
}

// TestSQLiteReopen: the log is there after closing and opening the file
// again, and the migrations ran once.
func TestSQLiteReopen(t *testing.T) {
	path := t.TempDir() + "/s.db"
	s, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	mustCreate(t, s, "e1")
	if err := s.Append(ctx, "e1", 0, batch("dm", 1, 3)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	s = openSQLiteT(t, path)
	checkLog(t, s, "e1", 3, 3)
	var n int
	s.db.QueryRow(`SELECT COUNT(*) FROM schema_version`).Scan(&n)
	if n != len(sqliteMigrations) {
		t.Errorf("%d schema_version rows, want %d", n, len(sqliteMigrations))
	}
}

// TestSQLiteNewerSchema: a file a later program migrated further is not
// opened (this one would not know its tables).
func TestSQLiteNewerSchema(t *testing.T) {
	path := t.TempDir() + "/s.db"
	s, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	s.db.Exec(`INSERT INTO schema_version (version) VALUES (?)`, len(sqliteMigrations)+1)
	s.Close()
	_, err = OpenSQLite(path)
	if err == nil || !strings.Contains(err.Error(), "newer than this program's") {
		t.Fatalf("OpenSQLite: %v, want a refusal of the newer schema", err)
	}
}

// TestSQLiteTwoHandles races appends through two stores opened on one
// file (as two processes would: no shared Go mutex, only SQLite's lock
// taken at BEGIN IMMEDIATE): one append wins per version.
func TestSQLiteTwoHandles(t *testing.T) {
	path := t.TempDir() + "/s.db"
	a, b := openSQLiteT(t, path), openSQLiteT(t, path)
	mustCreate(t, a, "e1")
	for round := range 10 {
		expected := round * 2
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for g := range 4 {
			s := a
			if g%2 == 1 {
				s = b
			}
			wg.Go(func() { errs[g] = s.Append(ctx, "e1", expected, batch(fmt.Sprint("racer ", g), expected+1, 2)) })
		}
		wg.Wait()
		wins := 0
		for _, err := range errs {
			var ce *ConflictError
			if err == nil {
				wins++
			} else if !errors.As(err, &ce) || ce.Current != expected+2 {
				t.Fatalf("round %d: %v", round, err)
			}
		}
		if wins != 1 {
			t.Fatalf("round %d: %d wins", round, wins)
		}
	}
	checkLog(t, b, "e1", 20, 2)
}
