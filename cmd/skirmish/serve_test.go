package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/server"
)

// The demo encounter of `skirmish serve --demo` loads and prints its three
// links; the store flags open what they name.
func TestServeDemo(t *testing.T) {
	st, where, err := openStore(context.Background(), ":memory:", "")
	if err != nil || !strings.Contains(where, "memory") {
		t.Fatalf("--db :memory:: %v %q", err, where)
	}
	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	if err := printLinks(context.Background(), e, server.New(st), "http://localhost:8080", "demo", demoEncounter); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"DM:", "players:", "spectator:", "http://localhost:8080/?e="} {
		if !strings.Contains(out.String(), want) {
			t.Fatalf("the links lack %q:\n%s", want, out.String())
		}
	}
	if _, _, err := openStore(context.Background(), t.TempDir()+"/x.db", ""); err != nil {
		t.Fatalf("--db FILE: %v", err)
	}
}
