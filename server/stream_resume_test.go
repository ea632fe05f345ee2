package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
)

// A client reconnecting with Last-Event-ID to a server that loaded the
// encounter from a snapshot gets every event it missed, those before the
// snapshot too (docs/api.md "The live stream").
func TestStreamResumeBeforeSnapshot(t *testing.T) {
	defer func(n int) { SnapshotEvery = n }(SnapshotEvery)
	SnapshotEvery = 4
	st := store.NewMemory()
	ts := newTestServerOn(t, st)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	for range 4 {
		ts.cmd(ts.dm, "dm damage Goblin 1 1", http.StatusOK)
	}
	last := ts.state(ts.dm).Version
	fresh := New(st)
	srv := httptest.NewServer(Handler(fresh, nil))
	t.Cleanup(srv.Close)
	two := &testServer{t: t, svc: fresh, url: srv.URL, id: ts.id, dm: ts.dm, pl: ts.pl, spc: ts.spc}
	if tab, err := fresh.table(context.Background(), ts.id); err != nil || tab.base == 0 {
		t.Fatalf("the second server loaded from a snapshot: %v", err)
	}
	s := two.stream(ts.spc, "1")
	for seq := 2; seq <= last; seq++ {
		if e := s.next(t); e.Seq != seq {
			t.Fatalf("resumed after 1: got seq %d, want %d", e.Seq, seq)
		}
	}
}
