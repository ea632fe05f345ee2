package server

import (
	"net/http"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// A readied spell (seed 001 "Ready") is released with the reaction: its
// player is asked as for any reaction (the same prompt as an opportunity
// attack's, kind "readied spell"), and the fire bolt follows a yes.
func TestReadiedSpellPrompt(t *testing.T) {
	ts := newTestServer(t)
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"yaml": "{name: Wren, kind: character, side: party, at: A5, ac: 10, hp: 20, initiative: 18, abilities: {int: 16}, spellcasting: {ability: int, level: 1, spells: [fire bolt]}}"}, http.StatusOK, nil)
	wren := ts.claim("Wren")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	ts.cmd(wren, "Wren ready cast fire bolt at Goblin 2 when Goblin 2 moves", http.StatusOK)
	ts.cmd(wren, "Wren end turn", http.StatusOK)
	ts.cmd(ts.dm, "Rogue end turn", http.StatusOK)
	ts.cmd(ts.dm, "Goblin 1 end turn", http.StatusOK)
	res := ts.cmd(ts.dm, "Goblin 2 move to F5", http.StatusAccepted)
	if res.Prompt == nil || res.Prompt.Reactor != "Wren" || res.Prompt.Trigger != "Goblin 2" || res.Prompt.Kind != battle.ReactReadiedSpell {
		t.Fatalf("Wren's player is asked: %+v", res.Prompt)
	}
	var out Result
	ts.call("POST", ts.path("/prompts/"+res.Prompt.ID), wren, map[string]bool{"take": true}, http.StatusOK, &out)
	released, bolt := false, false
	for _, e := range out.Events {
		released = released || e.Type == battle.EvAction && e.Action == "readied" && e.Actor == "Wren"
		bolt = bolt || e.Type == battle.EvAttack && e.Actor == "Wren" && e.Target == "Goblin 2"
	}
	if !released || !bolt {
		t.Fatalf("the answer, then the fire bolt: %+v", out.Events)
	}
}
