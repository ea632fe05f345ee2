package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
	"github.com/skirmish-rpg/skirmish/store/pgtest"
)

// The stores the process tests run on: SQLite always, PostgreSQL when
// SKIRMISH_TEST_POSTGRES names a server (.ci/run starts one: .ci/postgres.sh).

// openBackend opens a store by kind: "sqlite" with a file, "postgres"
// with a URL.
func openBackend(ctx context.Context, kind, dsn string) (store.Store, error) {
	switch kind {
	case "sqlite":
		return store.OpenSQLite(dsn)
	case "postgres":
		return store.OpenPostgres(ctx, dsn)
	}
	return nil, fmt.Errorf("no backend %q", kind)
}

type processBackend struct {
	kind string
	dsn  func(t *testing.T) string
}

func processBackends(t *testing.T) []processBackend {
	bs := []processBackend{{"sqlite", func(t *testing.T) string { return filepath.Join(t.TempDir(), "skirmish.db") }}}
	if os.Getenv("SKIRMISH_TEST_POSTGRES") != "" {
		bs = append(bs, processBackend{"postgres", freshPostgres})
	} else if os.Getenv("CI") != "" {
		t.Error("SKIRMISH_TEST_POSTGRES is unset in CI: .ci/run starts PostgreSQL for these tests")
	}
	return bs
}

// loadBackends are the stores the load test runs on.
func loadBackends(t *testing.T) []backend {
	out := []backend{{"memory", func(t *testing.T) store.Store { return store.NewMemory() }}}
	for _, b := range processBackends(t) {
		out = append(out, backend{b.kind, func(t *testing.T) store.Store {
			st, err := openBackend(context.Background(), b.kind, b.dsn(t))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st
		}})
	}
	return out
}

// freshPostgres creates a database for one test (dropped after it).
func freshPostgres(t *testing.T) string { return pgtest.FreshURL(t) }
