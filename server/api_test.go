package server

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

func TestCommandsByRole(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	fighter := ts.claim("Fighter")
	// A player acts for its own character only (issue 8 "Roles").
	raw := ts.call("POST", ts.path("/commands"), fighter, map[string]any{"command": "Goblin 1 attack Fighter"}, http.StatusForbidden, nil)
	if e := apiError(t, raw); e.Code != CodeForbidden {
		t.Fatalf("a player commanding a monster: %+v", e)
	}
	ts.call("POST", ts.path("/commands"), ts.spc, map[string]any{"command": "Fighter dodge"}, http.StatusForbidden, nil)
	ts.call("POST", ts.path("/commands"), ts.pl, map[string]any{"command": "Fighter dodge"}, http.StatusForbidden, nil)
	ts.call("POST", ts.path("/commands"), fighter, map[string]any{"command": "dm damage Goblin 1 5"}, http.StatusForbidden, nil)
	v0 := ts.state(ts.dm).Version
	// The fighter attacks with physical dice: d20 15 hits AC 13, 1d8 6.
	res := ts.cmd(fighter, "Fighter attack Goblin 1 with longsword", http.StatusOK, 15, 6)
	if len(res.Events) != 3 || res.Events[0].Type != battle.EvAttack || !*res.Events[0].Hit {
		t.Fatalf("attack events: %+v", res.Events)
	}
	// A refusal by the rules changes nothing and says which rule.
	raw = ts.call("POST", ts.path("/commands"), fighter, map[string]any{"command": "Fighter attack Goblin 2 with longsword"}, http.StatusUnprocessableEntity, nil)
	if e := apiError(t, raw); e.Code != CodeRule || e.Rule == "" {
		t.Fatalf("a refused attack: %+v", e)
	}
	if v := ts.state(ts.dm).Version; v != v0+len(res.Events) {
		t.Fatalf("version %d after one command of %d events from %d", v, len(res.Events), v0)
	}
	// Faces left over are refused, and change nothing.
	ts.cmd(fighter, "Fighter end turn", http.StatusBadRequest, 3)
}

func TestPlayersSeeMonstersStatusOnly(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "dm damage Goblin 1 4", http.StatusOK)
	for _, tok := range []string{ts.pl, ts.spc, ts.claim("Rogue")} {
		v := ts.state(tok)
		for _, c := range v.Creatures {
			if c.Kind == "monster" && (c.HP != nil || c.AC != nil || c.Attacks != nil) {
				t.Fatalf("%s sees a monster's numbers: %+v", v.Role, c)
			}
			if c.Name == "Goblin 1" && c.Status != "bloodied" {
				t.Fatalf("Goblin 1 at 3 of 7 HP is bloodied, not %s", c.Status)
			}
			if c.Name == "Fighter" && c.HP == nil {
				t.Fatalf("the party's hit points are shown to players")
			}
		}
		var out struct{ Events []battle.Event }
		ts.call("GET", ts.path("/events"), tok, nil, http.StatusOK, &out)
		for _, e := range out.Events {
			if e.Target == "Goblin 1" && (e.HP != nil || strings.Contains(e.Text, "HP left")) {
				t.Fatalf("%s reads a monster's hit points in the log: %+v", v.Role, e)
			}
		}
	}
	if v := ts.state(ts.dm); *v.Creatures[2].HP != 3 {
		t.Fatalf("the DM sees the goblin's 3 HP: %+v", v.Creatures[2])
	}
}

// Two commands decided at the same version: one lands, the other is told
// the encounter moved on and given the state; no event is lost or doubled.
func TestConflictingCommands(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	v := ts.state(ts.dm).Version
	var wg sync.WaitGroup
	codes := make([]int, 8)
	for k := range codes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := map[string]any{"command": "dm damage Goblin 2 1", "version": v}
			raw := ts.callStatus("POST", ts.path("/commands"), ts.dm, req)
			codes[k] = raw
		}()
	}
	wg.Wait()
	ok, conflict := 0, 0
	for _, c := range codes {
		switch c {
		case http.StatusOK:
			ok++
		case http.StatusConflict:
			conflict++
		}
	}
	if ok != 1 || conflict != len(codes)-1 {
		t.Fatalf("statuses %v: want one 200 and the rest 409", codes)
	}
	st := ts.state(ts.dm)
	if *st.Creatures[3].HP != 6 {
		t.Fatalf("Goblin 2 took the damage once: %d HP", *st.Creatures[3].HP)
	}
}

func TestUndo(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "dm damage Goblin 1 4", http.StatusOK)
	ts.cmd(ts.dm, "dm damage Goblin 2 2", http.StatusOK)
	ts.call("POST", ts.path("/undo"), ts.dm, nil, http.StatusOK, nil)
	ts.call("POST", ts.path("/undo"), ts.claim("Fighter"), nil, http.StatusForbidden, nil)
	v := ts.state(ts.dm)
	if *v.Creatures[2].HP != 3 || *v.Creatures[3].HP != 7 {
		t.Fatalf("undo took back the last command only: %d, %d", *v.Creatures[2].HP, *v.Creatures[3].HP)
	}
	ts.call("POST", ts.path("/undo"), ts.dm, nil, http.StatusOK, nil)
	if v := ts.state(ts.dm); *v.Creatures[2].HP != 7 {
		t.Fatalf("a second undo goes one command further back: %d", *v.Creatures[2].HP)
	}
	// History is never rewritten: both undos are in the log.
	var out struct{ Events []battle.Event }
	ts.call("GET", ts.path("/events"), ts.dm, nil, http.StatusOK, &out)
	n := 0
	for _, e := range out.Events {
		if e.Type == battle.EvUndo {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d undo events in the log, want 2", n)
	}
}

// A command as JSON (issue 8 "post a command in the command language or as
// JSON") is written out as its line and played the same.
func TestCommandAsJSON(t *testing.T) {
	ts := newTestServer(t)
	ts.call("POST", ts.path("/commands"), ts.dm, map[string]any{"action": map[string]string{"verb": "begin"}}, http.StatusOK, nil)
	fighter := ts.claim("Fighter")
	var res Result
	ts.call("POST", ts.path("/commands"), fighter, map[string]any{
		"action": map[string]string{"actor": "Fighter", "verb": "attack", "target": "Goblin 1", "with": "longsword"}, "rolls": []int{15, 6}}, http.StatusOK, &res)
	if res.Command != "Fighter attack Goblin 1 with longsword" || res.Events[0].Type != battle.EvAttack {
		t.Fatalf("the action's line and events: %q %v", res.Command, res.Events)
	}
	ts.call("POST", ts.path("/commands"), fighter, map[string]any{"action": map[string]string{"actor": "Fighter", "verb": "move", "to": "B3"}}, http.StatusOK, &res)
	if res.Command != "Fighter move to B3" {
		t.Fatalf("move: %q", res.Command)
	}
	for _, c := range []struct {
		body  any
		field string
	}{
		{map[string]any{"action": map[string]string{"actor": "Fighter"}}, "action.verb"},
		{map[string]any{"action": map[string]string{"verb": "dash"}}, "action.actor"},
		{map[string]any{"action": map[string]string{"actor": "Fighter", "verb": "dash\nundo"}}, "action.verb"},
		{map[string]any{"command": "Fighter dash", "action": map[string]string{"actor": "Fighter", "verb": "dash"}}, "action"},
		{map[string]any{}, "command"},
	} {
		raw := ts.call("POST", ts.path("/commands"), fighter, c.body, http.StatusBadRequest, nil)
		if e := apiError(t, raw); e.Field != c.field {
			t.Errorf("%v: field %q, want %q", c.body, e.Field, c.field)
		}
	}
}

// A player's request naming a hidden monster is answered as if no such
// creature were there: the request must not reveal it.
func TestRequestHiddenMonster(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.svc.mu.Lock()
	tab := ts.svc.cache[ts.id]
	ts.svc.mu.Unlock()
	tab.mu.Lock()
	g, _ := tab.state.Find("Goblin 2")
	tab.state.Combatants[g].Hidden = 15 // as a Hide would leave it
	tab.mu.Unlock()
	rogue := ts.claim("Rogue")
	raw := ts.call("POST", ts.path("/requests"), rogue, map[string]string{"command": "dm damage Goblin 2 3"}, http.StatusUnprocessableEntity, nil)
	if e := apiError(t, raw); e.Rule != string(battle.CodeUnknownName) {
		t.Fatalf("a request naming a hidden monster: %+v", e)
	}
}
