package main

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/skirmish-rpg/skirmish/server"
	"github.com/skirmish-rpg/skirmish/store"
	"github.com/skirmish-rpg/skirmish/web"
)

//go:embed demo.yaml
var demoEncounter string

type serveCmd struct {
	Addr     string   `default:":8080" help:"Address to listen on."`
	DB       string   `default:"skirmish.db" help:"SQLite file for the encounters (WAL; created if missing). :memory: keeps nothing."`
	Postgres string   `env:"SKIRMISH_POSTGRES" help:"PostgreSQL URL instead of SQLite, for several servers sharing the encounters (postgres://user:pass@host/db)."`
	Demo     bool     `help:"Create a demo encounter ready to play and print its DM, player and spectator links."`
	Files    []string `arg:"" optional:"" type:"existingfile" help:"Encounter files to create at start (their links are printed)."`
}

func (c *serveCmd) Run(e *env) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	st, where, err := openStore(ctx, c.DB, c.Postgres)
	if err != nil {
		return err
	}
	defer st.Close()
	svc := server.New(st)
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		return err
	}
	base := "http://" + displayAddr(ln.Addr())
	fmt.Fprintf(e.stdout, "skirmish serve: %s, encounters in %s\n", base, where)
	if c.Demo {
		if err := printLinks(ctx, e, svc, base, "demo: the watchtower", demoEncounter); err != nil {
			return err
		}
	}
	for _, f := range c.Files {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if err := printLinks(ctx, e, svc, base, f, string(data)); err != nil {
			return err
		}
	}
	srv := &http.Server{Handler: server.Handler(svc, web.FS()), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = srv.Shutdown(shut) // live streams end with the server
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// printLinks creates an encounter and prints its three links.
func printLinks(ctx context.Context, e *env, svc *server.Service, base, name, src string) error {
	l, err := svc.Create(ctx, name, src)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	fmt.Fprintf(e.stdout, "\n%s\n  DM:        %s/?e=%s&token=%s\n  players:   %s/?e=%s&token=%s\n  spectator: %s/?e=%s&token=%s\n",
		name, base, l.ID, l.DM, base, l.ID, l.Player, base, l.ID, l.Spectator)
	return nil
}

// displayAddr is the listening address as a browser would reach it.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// openStore opens the store the flags name: PostgreSQL when a URL is
// given, else SQLite (":memory:" keeps nothing).
func openStore(ctx context.Context, db, pg string) (store.Store, string, error) {
	if pg != "" {
		st, err := store.OpenPostgres(ctx, pg)
		if err != nil {
			return nil, "", fmt.Errorf("--postgres: %w", err)
		}
		return st, "PostgreSQL", nil
	}
	if db == ":memory:" {
		return store.NewMemory(), "memory (nothing is kept)", nil
	}
	st, err := store.OpenSQLite(db)
	if err != nil {
		return nil, "", fmt.Errorf("--db %s: %w", db, err)
	}
	return st, db + " (SQLite)", nil
}
