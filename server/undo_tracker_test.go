package server

import (
	"net/http"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
)

// Undo takes back the tracker's own commands too: a creature handed to
// the tactics is the DM's again, a player's request is no longer open
// (docs/api.md "The log": undo takes back the last command in force). A
// server that folds the log afresh agrees.
func TestUndoTrackerEvents(t *testing.T) {
	st := store.NewMemory()
	ts := newTestServerOn(t, st)
	rogue := ts.claim("Rogue")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.call("POST", ts.path("/control"), ts.dm, map[string]any{"creature": "Goblin 2", "auto": true}, http.StatusOK, nil)
	ts.call("POST", ts.path("/undo"), ts.dm, nil, http.StatusOK, nil)
	if a := ts.state(ts.dm).Auto; slices.Contains(a, "Goblin 2") {
		t.Fatalf("the undone control still hands Goblin 2 to the tactics: %v", a)
	}
	ts.call("POST", ts.path("/requests"), rogue, map[string]string{"command": "dm damage Goblin 1 3"}, http.StatusOK, nil)
	ts.call("POST", ts.path("/undo"), ts.dm, nil, http.StatusOK, nil)
	if rs := ts.state(ts.dm).Requests; len(rs) != 0 {
		t.Fatalf("the undone request is still open: %+v", rs)
	}
	fresh := New(st)
	v, err := fresh.State(t.Context(), ts.id, Principal{Role: store.RoleDM})
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Auto) != 0 || len(v.Requests) != 0 {
		t.Fatalf("a server folding the log afresh: auto %v, requests %+v", v.Auto, v.Requests)
	}
}
