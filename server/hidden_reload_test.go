package server

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
)

// hideout: a goblin behind a wall, out of the fighter's sight, may hide
// (seed 001 "Hiding"; docs/commands.md `NAME hide`).
const hideout = `map:
  size: 8x6
  walls: [D1-D6]
combatants:
  - {name: Fighter, kind: character, side: party, at: B2, ac: 16, hp: 30, initiative: 20,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Goblin, side: goblins, at: F2, ac: 13, hp: 7, initiative: 10,
     attacks: [{name: scimitar, bonus: 4, damage: "1d6+2[slashing]"}]}
`

// A hidden monster's doings stay hidden from the players on a server that
// folds the log afresh (a restart, a second server) even when the log
// holds an undo: the refold of an undo marked every event seen.
func TestHiddenDoingsAfterUndoReload(t *testing.T) {
	st := store.NewMemory()
	ts := newTestServerOn(t, st)
	var out struct{ ID, DM_token, Spectator_token string }
	ts.call("POST", "/api/encounters", "", map[string]any{"name": "hideout", "yaml": hideout}, http.StatusCreated, &out)
	ts.id, ts.dm, ts.spc = out.ID, out.DM_token, out.Spectator_token
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	ts.cmd(ts.dm, "Goblin hide", http.StatusOK, 15)
	ts.cmd(ts.dm, "Goblin move to G2", http.StatusOK)
	ts.cmd(ts.dm, "dm damage Fighter 1", http.StatusOK)
	ts.call("POST", ts.path("/undo"), ts.dm, nil, http.StatusOK, nil)
	seen := func(ts *testServer) []battle.Event {
		var evs struct{ Events []battle.Event }
		ts.call("GET", ts.path("/events"), ts.spc, nil, http.StatusOK, &evs)
		var out []battle.Event
		for _, e := range evs.Events {
			if e.Actor == "Goblin" && e.Type == battle.EvMove {
				out = append(out, e)
			}
		}
		return out
	}
	if m := seen(ts); len(m) != 0 {
		t.Fatalf("the hidden goblin's move is shown: %+v", m)
	}
	fresh := New(st)
	srv := httptest.NewServer(Handler(fresh, nil))
	t.Cleanup(srv.Close)
	two := &testServer{t: t, svc: fresh, url: srv.URL, id: ts.id, dm: ts.dm, spc: ts.spc}
	if m := seen(two); len(m) != 0 {
		t.Fatalf("a server folding the log afresh shows the hidden goblin's move: %+v", m)
	}
}
