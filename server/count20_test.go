package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The Monster Manual's "Lair Actions": "On initiative count 20 (losing all
// initiative ties), the dragon takes a lair action". The fight waits there
// before the Rogue's turn (initiative 15) begins (battle/lair.go): the view
// says so, the Rogue's player can't begin its turn and pass the lair's
// moment — that is the DM's to take or pass — and the DM's `next turn`
// goes on.
func TestCount20Waits(t *testing.T) {
	ts := newTestServer(t)
	rogue := ts.claim("Rogue")
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"yaml": "{template: adult-red-dragon, name: Dragon, side: goblins, at: D1, initiative: 1}"}, http.StatusOK, nil)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	if v := ts.state(rogue); !v.Count20 || v.Turn != "Rogue" {
		t.Fatalf("after the Fighter's turn: count20 %v, turn %q; want the wait before the Rogue's", v.Count20, v.Turn)
	}
	raw := ts.call("POST", ts.path("/commands"), rogue, map[string]any{"command": "Rogue dodge"}, http.StatusUnprocessableEntity, nil)
	if e := apiError(t, raw); e.Rule != string(battle.CodeNotYourTurn) {
		t.Errorf("the Rogue's dodge at count 20: %+v", e)
	}
	res := ts.cmd(ts.dm, "next turn", http.StatusOK)
	if len(res.Events) == 0 || res.Events[0].Type != battle.EvTurn || res.Events[0].Actor != "Rogue" {
		t.Fatalf("next turn: %v", res.Events)
	}
	if v := ts.state(rogue); v.Count20 {
		t.Error("still waiting at count 20 once the Rogue's turn began")
	}
	ts.cmd(rogue, "Rogue dodge", http.StatusOK)
}

// The wait at the end of a turn for legendary actions (SRD 5.1
// "Legendary Creatures": "only at the end of another creature's turn",
// battle/legendary_wait.go) is the DM's, as count 20 is: after the
// Rogue's turn, with the dragon's legendary actions unspent, the fight
// waits before the first goblin's turn; the view says so, a player's
// command is refused with the reason, and the DM's next turn goes on.
func TestLegendWaitIsTheDMs(t *testing.T) {
	ts := newTestServer(t)
	rogue := ts.claim("Rogue")
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]string{"yaml": "{template: adult-red-dragon, name: Dragon, side: goblins, at: D1, initiative: 1}"}, http.StatusOK, nil)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "Fighter end turn", http.StatusOK)
	ts.cmd(ts.dm, "next turn", http.StatusOK) // count 20
	ts.cmd(rogue, "Rogue end turn", http.StatusOK)
	v := ts.state(rogue)
	if !v.LegendWait || v.Count20 || v.Turn != "Goblin 1" {
		t.Fatalf("after the Rogue's turn: legend_wait %v, count20 %v, turn %q; want the wait for legendary actions before Goblin 1's", v.LegendWait, v.Count20, v.Turn)
	}
	raw := ts.call("POST", ts.path("/commands"), rogue, map[string]any{"command": "Rogue dodge"}, http.StatusUnprocessableEntity, nil)
	if e := apiError(t, raw); e.Rule != string(battle.CodeNotYourTurn) || !strings.Contains(e.Message, "legendary actions") {
		t.Errorf("a player's command during the wait: %+v", e)
	}
	res := ts.cmd(ts.dm, "next turn", http.StatusOK)
	if len(res.Events) == 0 || res.Events[0].Type != battle.EvTurn || res.Events[0].Actor != "Goblin 1" {
		t.Fatalf("next turn: %v", res.Events)
	}
	if v := ts.state(rogue); v.LegendWait {
		t.Error("still waiting once Goblin 1's turn began")
	}
}
