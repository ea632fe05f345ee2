package server

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
)

// sse reads a live stream: each `event: event` is sent on events.
type sse struct {
	events chan battle.Event
	states chan View
	cancel func()
}

func (ts *testServer) stream(token string, lastID string) *sse {
	ts.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", ts.url+ts.path("/stream?token="+token), nil)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		ts.t.Fatalf("stream: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	s := &sse{events: make(chan battle.Event, 1000), states: make(chan View, 1000), cancel: cancel}
	go func() {
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		kind := ""
		for sc.Scan() {
			line := sc.Text()
			switch {
			case strings.HasPrefix(line, "event: "):
				kind = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: "):
				data := []byte(strings.TrimPrefix(line, "data: "))
				if kind == "event" {
					var e battle.Event
					_ = json.Unmarshal(data, &e)
					s.events <- e
				} else {
					var v View
					_ = json.Unmarshal(data, &v)
					s.states <- v
				}
			}
		}
	}()
	ts.t.Cleanup(cancel)
	return s
}

// next waits for the next event of the stream.
func (s *sse) next(t *testing.T) battle.Event {
	t.Helper()
	select {
	case e := <-s.events:
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no event on the stream within 5 s")
	}
	return battle.Event{}
}

// A change made by one client reaches the others' streams; a client that
// reconnects with Last-Event-ID gets what it missed and nothing twice.
func TestStreamAndResume(t *testing.T) {
	ts := newTestServer(t)
	player := ts.stream(ts.spc, "")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	first := player.next(t)
	if first.Seq != 1 {
		t.Fatalf("the first event on the stream has seq %d", first.Seq)
	}
	var last int
	for last = first.Seq; last < ts.state(ts.dm).Version; {
		last = player.next(t).Seq
	}
	player.cancel()
	ts.cmd(ts.dm, "dm damage Goblin 1 2", http.StatusOK) // made while the player is away
	again := ts.stream(ts.spc, "1")
	for seq := 2; seq <= ts.state(ts.dm).Version; seq++ {
		if e := again.next(t); e.Seq != seq {
			t.Fatalf("resumed after 1: got seq %d, want %d", e.Seq, seq)
		}
	}
}

// Issue 8 "Tracker features": reactions prompted to their owner. The
// goblin leaves the reach of the fighter, whose player is asked; the
// goblin's move waits for the answer, and the opportunity attack follows
// it (seed 001 "Opportunity Attacks").
func TestReactionPrompt(t *testing.T) {
	ts := newTestServer(t)
	fighter := ts.claim("Fighter")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(fighter, "Fighter end turn", http.StatusOK)
	rogue := ts.claim("Rogue")
	ts.cmd(rogue, "Rogue end turn", http.StatusOK)
	v0 := ts.state(ts.dm).Version
	res := ts.cmd(ts.dm, "Goblin 1 move to E2", http.StatusAccepted)
	if res.Prompt == nil || res.Prompt.Reactor != "Fighter" || res.Prompt.Trigger != "Goblin 1" {
		t.Fatalf("the fighter's player is asked: %+v", res)
	}
	// The held command is a prompt event in the log, and nothing else yet;
	// the players don't see its dice.
	if v := ts.state(ts.dm).Version; v != v0+1 || res.Events[0].Type != battle.EvPrompt || res.Events[0].Held == nil {
		t.Fatalf("a held command appends its prompt alone: version %d → %d, %+v", v0, v, res.Events)
	}
	var seen struct{ Events []battle.Event }
	ts.call("GET", ts.path("/events?after="+itoa(v0)), fighter, nil, http.StatusOK, &seen)
	if len(seen.Events) != 1 || seen.Events[0].Held != nil {
		t.Fatalf("the player sees the prompt without the held command's dice: %+v", seen.Events)
	}
	if ps := ts.state(fighter).Prompts; len(ps) != 1 {
		t.Fatalf("the fighter's view shows the prompt: %+v", ps)
	}
	if ps := ts.state(rogue).Prompts; len(ps) != 0 {
		t.Fatalf("the rogue's view doesn't: %+v", ps)
	}
	ts.call("POST", ts.path("/prompts/"+res.Prompt.ID), rogue, map[string]bool{"take": true}, http.StatusForbidden, nil)
	var out Result
	ts.call("POST", ts.path("/prompts/"+res.Prompt.ID), fighter, map[string]bool{"take": true}, http.StatusOK, &out)
	types := []string{}
	for _, e := range out.Events {
		types = append(types, e.Type)
	}
	if len(out.Events) < 3 || out.Events[0].Type != battle.EvPromptEnd || out.Events[1].Type != battle.EvAttack || !*out.Events[1].Reaction {
		t.Fatalf("the answer, then the opportunity attack: %v", types)
	}
	ts.call("POST", ts.path("/prompts/"+res.Prompt.ID), fighter, map[string]bool{"take": true}, http.StatusNotFound, nil)
}

// A held command is an event of the log: a second server sharing the store
// takes the answer; and another command landing first drops it.
func TestPromptAcrossServers(t *testing.T) {
	st := store.NewMemory()
	ts := newTestServerOn(t, st)
	fighter := ts.claim("Fighter")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(fighter, "Fighter end turn", http.StatusOK)
	ts.cmd(ts.dm, "Rogue end turn", http.StatusOK)
	res := ts.cmd(ts.dm, "Goblin 1 move to E2", http.StatusAccepted)
	other := New(st)
	two := &testServer{t: t, svc: other, url: httptest.NewServer(Handler(other, nil)).URL, id: ts.id, dm: ts.dm, pl: ts.pl, spc: ts.spc}
	if ps := two.state(fighter).Prompts; len(ps) != 1 || ps[0].ID != res.Prompt.ID {
		t.Fatalf("the second server shows the prompt: %+v", ps)
	}
	var out Result
	two.call("POST", two.path("/prompts/"+res.Prompt.ID), fighter, map[string]bool{"take": false}, http.StatusOK, &out)
	for _, e := range out.Events {
		if e.Type == battle.EvAttack {
			t.Fatalf("a passed reaction is not taken: %v", e.Text)
		}
	}
	// Dropped: another command lands before the next prompt is answered.
	ts.cmd(ts.dm, "Goblin 1 move to B3", http.StatusOK) // into the fighter's reach: no reaction
	res = ts.cmd(ts.dm, "Goblin 1 move to A4", http.StatusAccepted)
	ts.cmd(ts.dm, "dm damage Goblin 2 1", http.StatusOK)
	ts.call("POST", ts.path("/prompts/"+res.Prompt.ID), fighter, map[string]bool{"take": true}, http.StatusNotFound, nil)
}

func TestRequestApproved(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	rogue := ts.claim("Rogue")
	var res Result
	ts.call("POST", ts.path("/requests"), rogue, map[string]string{"command": "dm damage Goblin 2 3 fire"}, http.StatusOK, &res)
	seq := res.Events[0].Seq
	ts.call("POST", ts.path("/requests"), rogue, map[string]string{"command": "Goblin 2 attack Rogue"}, http.StatusBadRequest, nil)
	if rs := ts.state(ts.dm).Requests; len(rs) != 1 || rs[0].Seq != seq {
		t.Fatalf("the DM sees the open request: %+v", rs)
	}
	path := ts.path("/requests/" + itoa(seq))
	ts.call("POST", path, rogue, map[string]bool{"approve": true}, http.StatusForbidden, nil)
	ts.call("POST", path, ts.dm, map[string]bool{"approve": true}, http.StatusOK, &res)
	if len(res.Events) != 2 || res.Events[1].Type != battle.EvDamage || *res.Events[1].Amount != 3 {
		t.Fatalf("approved: the answer and the damage: %+v", res.Events)
	}
	ts.call("POST", path, ts.dm, map[string]bool{"approve": true}, http.StatusNotFound, nil)
	if rs := ts.state(ts.dm).Requests; len(rs) != 0 {
		t.Fatalf("no open request after the answer: %+v", rs)
	}
}

func TestTokens(t *testing.T) {
	ts := newTestServer(t)
	other := newTestServer(t)
	// Wrong, missing, other encounter's: all 401 alike.
	ts.call("GET", ts.path(""), "", nil, http.StatusUnauthorized, nil)
	ts.call("GET", ts.path(""), "nonsense", nil, http.StatusUnauthorized, nil)
	ts.call("GET", ts.path(""), other.dm, nil, http.StatusUnauthorized, nil)
	// Rotating the player link: the old one stops, seats already taken stay.
	seat := ts.claim("Fighter")
	var out struct{ Token string }
	ts.call("POST", ts.path("/tokens"), ts.dm, map[string]string{"role": "player"}, http.StatusCreated, &out)
	ts.call("POST", ts.path("/claim"), ts.pl, map[string]string{"character": "Rogue"}, http.StatusUnauthorized, nil)
	ts.call("POST", ts.path("/claim"), out.Token, map[string]string{"character": "Fighter"}, http.StatusConflict, nil)
	ts.call("GET", ts.path(""), seat, nil, http.StatusOK, nil)
	ts.call("POST", ts.path("/tokens"), seat, map[string]string{"role": "dm"}, http.StatusForbidden, nil)
	// Revoking a seat: its token is refused, replayed or not, and the
	// character can be claimed again.
	ts.call("DELETE", ts.path("/seats/Fighter"), ts.dm, nil, http.StatusNoContent, nil)
	ts.call("GET", ts.path(""), seat, nil, http.StatusUnauthorized, nil)
	ts.call("GET", ts.path(""), seat, nil, http.StatusUnauthorized, nil)
	ts.call("POST", ts.path("/claim"), out.Token, map[string]string{"character": "Fighter"}, http.StatusCreated, nil)
	ts.call("POST", ts.path("/claim"), out.Token, map[string]string{"character": "Goblin 1"}, http.StatusBadRequest, nil)
}

func TestRosterAndStep(t *testing.T) {
	ts := newTestServer(t)
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"template": "wolf", "at": "G5", "side": "goblins"}, http.StatusOK, nil)
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"yaml": "{name: Ogre Bob, side: goblins, at: G1, hp: -1}"}, http.StatusUnprocessableEntity, nil)
	ts.call("POST", ts.path("/combatants"), ts.claim("Rogue"), map[string]string{"template": "wolf", "at": "A1"}, http.StatusForbidden, nil)
	ts.call("DELETE", ts.path("/combatants/Goblin%202"), ts.dm, nil, http.StatusOK, nil)
	ts.cmd(ts.dm, "begin", http.StatusOK, 12)
	v := ts.state(ts.dm)
	if len(v.Order) != 5 {
		t.Fatalf("the wolf is in the order, Goblin 2 is out of it: %v", v.Order)
	}
	// Hand the monsters to the tactics and step through a round.
	for _, n := range []string{"Goblin 1", "Wolf"} {
		ts.call("POST", ts.path("/control"), ts.dm, map[string]any{"creature": n, "auto": true}, http.StatusOK, nil)
	}
	raw := ts.call("POST", ts.path("/step"), ts.dm, nil, http.StatusUnprocessableEntity, nil) // the fighter's turn: not handed over
	if e := apiError(t, raw); e.Rule != string(battle.CodeNotYourTurn) {
		t.Fatalf("a step refused names its rule: %+v", e)
	}
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	ts.cmd(ts.dm, "Rogue end turn", http.StatusOK)
	for k := 0; k < 20 && ts.state(ts.dm).Turn != "Fighter"; k++ {
		var res Result
		ts.call("POST", ts.path("/step"), ts.dm, nil, http.StatusOK, &res)
		if res.Why == "" {
			t.Fatalf("a step says why: %+v", res)
		}
	}
	if v := ts.state(ts.dm); v.Turn != "Fighter" || v.Round != 2 {
		t.Fatalf("the monsters' turns were played: turn %s, round %d", v.Turn, v.Round)
	}
}

func TestExportImport(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "Fighter attack Goblin 1 with longsword", http.StatusOK, 18, 5)
	log := ts.call("GET", ts.path("/export"), ts.dm, nil, http.StatusOK, nil)
	ts.call("GET", ts.path("/export"), ts.spc, nil, http.StatusForbidden, nil)
	src := ts.svc.mustSource(t, ts.id)
	var out struct{ ID, DM_token string }
	ts.call("POST", "/api/encounters", "", map[string]any{"name": "again", "yaml": src, "log": string(log)}, http.StatusCreated, &out)
	a, b := ts.state(ts.dm), View{}
	ts.call("GET", "/api/encounters/"+out.ID, out.DM_token, nil, http.StatusOK, &b)
	if a.Version != b.Version || *a.Creatures[2].HP != *b.Creatures[2].HP || a.Turn != b.Turn {
		t.Fatalf("the imported encounter is where the exported one was: %d/%d", a.Version, b.Version)
	}
	// The imported log is not undone piece by piece.
	ts.call("POST", "/api/encounters/"+out.ID+"/undo", out.DM_token, nil, http.StatusUnprocessableEntity, nil)
	// A log that doesn't fold is refused, naming the field.
	raw := ts.call("POST", "/api/encounters", "", map[string]any{"name": "bad", "yaml": src, "log": `{"seq":1,"round":0,"type":"damage","target":"Nobody","text":""}`}, http.StatusBadRequest, nil)
	if e := apiError(t, raw); e.Field != "log" {
		t.Fatalf("a bad log: %+v", e)
	}
}

// Step takes the lair or legendary action the tactics would take between
// turns, for a legend the DM handed over: as the fighter's turn ends, the
// rogue's (initiative 15) comes next, so initiative count 20 has come and
// the adult red dragon's lair acts (SRD 5.1 "Lair Actions"), then a
// legendary action ("Legendary Actions": at the end of another
// creature's turn).
func TestStepLegendary(t *testing.T) {
	ts := newTestServer(t)
	// The step's dice from a fixed seed: with fresh ones, about one run in
	// a hundred the magma (6d6 fire) drops both the fighter and the rogue,
	// the fight is over, and there is no legendary action to take.
	ts.svc.seed = func() uint64 { return 7 }
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"yaml": "{template: adult-red-dragon, name: Dragon, side: goblins, at: D1, initiative: 1}"}, http.StatusOK, nil)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.call("POST", ts.path("/control"), ts.dm, map[string]any{"creature": "Dragon", "auto": true}, http.StatusOK, nil)
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	var res Result
	ts.call("POST", ts.path("/step"), ts.dm, nil, http.StatusOK, &res)
	if len(res.Events) == 0 || res.Events[0].Type != battle.EvLair || !strings.HasPrefix(res.Why, "Dragon lair") {
		t.Fatalf("the dragon's lair action on initiative count 20: %q %v", res.Why, res.Events[0].Text)
	}
	ts.call("POST", ts.path("/step"), ts.dm, nil, http.StatusOK, &res)
	if len(res.Events) == 0 || res.Events[0].Type != battle.EvLegendary {
		t.Fatalf("then a legendary action: %q %v", res.Why, res.Events)
	}
}

// A save forced on a player's character by someone else's command is
// prompted to its player, who rolls its own d20 (issue 8: "concentration
// checks prompted on damage"; seed 001 "Concentration": DC 10 or half the
// damage, Constitution).
func TestConcentrationRollPrompt(t *testing.T) {
	ts := newTestServer(t)
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"yaml": "{name: Wren, kind: character, side: party, at: A3, ac: 10, hp: 20, initiative: 18, spellcasting: {ability: wis, slots: {1: 2}, spells: [bless]}}"}, http.StatusOK, nil)
	wren := ts.claim("Wren")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	ts.cmd(wren, "Wren cast bless on Wren", http.StatusOK)
	ts.cmd(wren, "Wren end turn", http.StatusOK)
	ts.cmd(ts.dm, "Rogue end turn", http.StatusOK)
	ts.cmd(ts.dm, "Goblin 1 move to B3", http.StatusOK)
	res := ts.cmd(ts.dm, "Goblin 1 attack Wren with scimitar", http.StatusAccepted, 18, 3)
	if res.Prompt == nil || res.Prompt.Kind != "roll" || res.Prompt.Dice != 1 || !strings.Contains(res.Prompt.Text, "DC 10 Constitution save to keep concentration") {
		t.Fatalf("Wren's player is asked for the concentration save: %+v", res.Prompt)
	}
	path := ts.path("/prompts/" + res.Prompt.ID)
	ts.call("POST", path, wren, map[string]any{"take": true}, http.StatusBadRequest, nil)
	ts.call("POST", path, wren, map[string]any{"rolls": []int{25}}, http.StatusUnprocessableEntity, nil)
	var out Result
	ts.call("POST", path, wren, map[string]any{"rolls": []int{1}}, http.StatusOK, &out)
	var save *battle.Event
	ended := false
	for k, e := range out.Events {
		switch e.Type {
		case battle.EvSave:
			save = &out.Events[k]
		case battle.EvEffectEnd:
			ended = true
		}
	}
	if save == nil || save.D20[0] != 1 || *save.Success || !ended {
		t.Fatalf("the player's 1 fails the save and bless ends: %+v", out.Events)
	}
}
