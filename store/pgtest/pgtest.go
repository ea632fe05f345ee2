// Package pgtest gives tests a fresh PostgreSQL database of their own, on
// the server named by SKIRMISH_TEST_POSTGRES (.ci/postgres.sh starts one:
// `eval "$(.ci/postgres.sh start)"`). The store's and the server's tests
// share it.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Env names the variable holding the URL of a role that may create
// databases.
const Env = "SKIRMISH_TEST_POSTGRES"

// AdminURL is that URL; without it the test is skipped.
func AdminURL(t testing.TB) string {
	t.Helper()
	u := os.Getenv(Env)
	if u == "" {
		t.Skip(Env + ` is unset: run eval "$(.ci/postgres.sh start)" for the PostgreSQL tests`)
	}
	return u
}

// FreshURL creates a database for this test alone (dropped after it) and
// returns its URL: each test has its own tables and its own NOTIFY
// channel.
func FreshURL(t testing.TB) string {
	t.Helper()
	admin := AdminURL(t)
	var b [6]byte
	_, _ = rand.Read(b[:])
	name := "skirmish_t_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if conn, err := pgx.Connect(ctx, admin); err == nil {
			_, _ = conn.Exec(ctx, "DROP DATABASE "+name+" WITH (FORCE)")
			_ = conn.Close(ctx)
		}
	})
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}
