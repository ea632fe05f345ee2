package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// monsterNumbers fails the test when an event a player was given shows a
// monster's hit points (docs/api.md "Tokens and roles": no monster's hit
// points in the state or the log).
func monsterNumbers(t *testing.T, who string, evs []battle.Event) {
	t.Helper()
	for _, e := range evs {
		if strings.HasPrefix(e.Target, "Goblin") && (e.HP != nil || strings.Contains(e.Text, "HP left")) {
			t.Fatalf("%s reads a monster's hit points in an answer: %+v", who, e)
		}
		if e.Held != nil {
			t.Fatalf("%s reads a held command's dice in an answer: %+v", who, e.Held)
		}
	}
}

// The answer to a player's own command (or prompt answer) holds the same
// events the log shows the player: not the DM's whole story.
func TestSeatAnswersHideMonsterNumbers(t *testing.T) {
	ts := newTestServer(t)
	fighter := ts.claim("Fighter")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	res := ts.cmd(fighter, "Fighter attack Goblin 1 with longsword", http.StatusOK, 15, 2)
	if len(res.Events) == 0 {
		t.Fatal("the attack's events are in the answer")
	}
	monsterNumbers(t, "the attacking player", res.Events)
	ts.cmd(fighter, "Fighter end turn", http.StatusOK)
	ts.cmd(ts.dm, "Rogue end turn", http.StatusOK)
	// The goblin leaves the fighter's reach; the fighter's player takes the
	// opportunity attack, and the answer holds its damage to the goblin.
	// The goblin's move carries the opportunity attack's dice: d20 19 hits,
	// 1d8 5.
	p := ts.cmd(ts.dm, "Goblin 1 move to E2", http.StatusAccepted, 19, 5)
	var out Result
	ts.call("POST", ts.path("/prompts/"+p.Prompt.ID), fighter, map[string]any{"take": true, "rolls": nil}, http.StatusOK, &out)
	hit := false
	for _, e := range out.Events {
		hit = hit || e.Type == battle.EvDamage
	}
	if !hit {
		t.Fatalf("the opportunity attack hits: %+v", out.Events)
	}
	monsterNumbers(t, "the reacting player", out.Events)
}

// A monster the DM adds during the fight: its entry (hit points, AC,
// attacks) is the DM's, though its arrival is everyone's.
func TestJoinHidesMonsterEntry(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.call("POST", ts.path("/combatants"), ts.dm, map[string]any{"yaml": "{name: Vex, side: goblins, at: D4, hp: 12, ac: 13, attacks: [{name: claw, bonus: 3, damage: 1d4}]}"}, http.StatusOK, nil)
	for _, tok := range []string{ts.spc, ts.pl, ts.claim("Rogue")} {
		var out struct{ Events []battle.Event }
		ts.call("GET", ts.path("/events"), tok, nil, http.StatusOK, &out)
		joined := false
		for _, e := range out.Events {
			if e.Type == battle.EvJoin {
				joined = true
				if e.Joined == nil || e.Joined.Name != "Vex" || e.Joined.Spec != "" {
					t.Fatalf("a player reads the newcomer's entry: %+v", e.Joined)
				}
			}
		}
		if !joined {
			t.Fatal("the players see the newcomer arrive")
		}
	}
	var dm struct{ Events []battle.Event }
	ts.call("GET", ts.path("/events"), ts.dm, nil, http.StatusOK, &dm)
	for _, e := range dm.Events {
		if e.Type == battle.EvJoin && !strings.Contains(e.Joined.Spec, "hp: 12") {
			t.Fatalf("the DM's log keeps the entry: %+v", e.Joined)
		}
	}
}

// A player's attack on a monster says hit or miss, not the monster's AC
// (docs/api.md "Tokens and roles": no monster's AC in the state or the
// log); the DM's log keeps it.
func TestPlayersLogHidesMonsterAC(t *testing.T) {
	ts := newTestServer(t)
	fighter := ts.claim("Fighter")
	ts.cmd(ts.dm, "begin", http.StatusOK)
	res := ts.cmd(fighter, "Fighter attack Goblin 1 with longsword", http.StatusOK, 3)
	for _, tok := range []string{fighter, ts.spc} {
		var out struct{ Events []battle.Event }
		ts.call("GET", ts.path("/events"), tok, nil, http.StatusOK, &out)
		for _, e := range append(out.Events, res.Events...) {
			if e.Target == "Goblin 1" && (e.AC != nil || strings.Contains(e.Text, "AC 13")) {
				t.Fatalf("a player reads the goblin's AC: %+v", e)
			}
		}
	}
	var dm struct{ Events []battle.Event }
	ts.call("GET", ts.path("/events"), ts.dm, nil, http.StatusOK, &dm)
	if e := dm.Events[len(dm.Events)-1]; e.AC == nil || !strings.Contains(e.Text, "vs AC 13") {
		t.Fatalf("the DM reads it: %+v", e)
	}
}
