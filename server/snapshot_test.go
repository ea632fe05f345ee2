package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/skirmish-rpg/skirmish/store"
)

// A server that loads an encounter from its latest snapshot (issue 8 "the
// state is their fold, cached, with snapshots") sees what a server that
// folds the whole log sees: the state for each role, the events, the
// open requests and the creatures handed to the tactics; and an undo that
// reaches back before the snapshot still takes back the right command.
func TestSnapshotLoad(t *testing.T) {
	defer func(n int) { SnapshotEvery = n }(SnapshotEvery)
	SnapshotEvery = 4
	st := store.NewMemory()
	ts := newTestServerOn(t, st)
	rogue := ts.claim("Rogue")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.call("POST", ts.path("/control"), ts.dm, map[string]any{"creature": "Goblin 2", "auto": true}, http.StatusOK, nil)
	ts.call("POST", ts.path("/requests"), rogue, map[string]string{"command": "dm damage Goblin 2 1"}, http.StatusOK, nil)
	for range 6 {
		ts.cmd(ts.dm, "dm damage Goblin 1 1", http.StatusOK)
	}
	ts.cmd(ts.dm, "dm damage Goblin 2 2", http.StatusOK)
	if seq, _, err := st.Snapshot(context.Background(), ts.id); err != nil || seq < 8 {
		t.Fatalf("a snapshot was written: seq %d, %v", seq, err)
	}
	// A second server on the same store loads from the snapshot.
	fresh := New(st)
	two := &testServer{t: t, svc: fresh, url: httptest.NewServer(Handler(fresh, nil)).URL, id: ts.id, dm: ts.dm, pl: ts.pl, spc: ts.spc}
	tab, err := fresh.table(context.Background(), ts.id)
	if err != nil || tab.base == 0 {
		t.Fatalf("the second server loaded from the snapshot: base %d, %v", tab.base, err)
	}
	for _, tok := range []string{ts.dm, rogue, ts.spc} {
		if d := cmp.Diff(ts.state(tok), two.state(tok)); d != "" {
			t.Fatalf("the state from a snapshot differs (-whole +snapshot):\n%s", d)
		}
	}
	var a, b struct{ Events []any }
	ts.call("GET", ts.path("/events"), rogue, nil, http.StatusOK, &a)
	two.call("GET", two.path("/events"), rogue, nil, http.StatusOK, &b)
	if d := cmp.Diff(a, b); d != "" || len(b.Events) == 0 {
		t.Fatalf("the events from a snapshot differ:\n%s", d)
	}
	// Undo on the second server: back past the snapshot, command by command.
	for range 3 {
		two.call("POST", two.path("/undo"), two.dm, nil, http.StatusOK, nil)
	}
	if v := two.state(two.dm); *v.Creatures[2].HP != 3 || *v.Creatures[3].HP != 7 {
		t.Fatalf("three undos took back the last three commands: Goblin 1 %d, Goblin 2 %d", *v.Creatures[2].HP, *v.Creatures[3].HP)
	}
	if d := cmp.Diff(ts.state(ts.dm), two.state(two.dm)); d != "" {
		t.Fatalf("the first server, refreshed, agrees:\n%s", d)
	}
}

// A server keeps at most MaxTables encounters in memory; one dropped is
// loaded again when asked for, as it was.
func TestEvictTables(t *testing.T) {
	defer func(n int) { MaxTables = n }(MaxTables)
	MaxTables = 2
	st := store.NewMemory()
	first := newTestServerOn(t, st)
	first.cmd(first.dm, "begin", http.StatusOK)
	want := first.state(first.dm)
	for range 3 {
		other := &testServer{t: t, svc: first.svc, url: first.url}
		other.create()
		other.state(other.dm)
	}
	first.svc.mu.Lock()
	n := len(first.svc.cache)
	_, kept := first.svc.cache[first.id]
	first.svc.mu.Unlock()
	if n != 2 || kept {
		t.Fatalf("%d tables kept (want 2), the least recently used still there: %v", n, kept)
	}
	if d := cmp.Diff(want, first.state(first.dm)); d != "" {
		t.Fatalf("the encounter loaded again differs:\n%s", d)
	}
}
