package server

import (
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/skirmish-rpg/skirmish/battle"
)

// A save someone else's command forces on a player's character is asked
// of the player on its page: the goblin's hit calls for Wren's
// concentration save (seed 001 "Concentration"), the player types the d20
// it rolled and presses Roll, and the save is made with that face.
func TestBrowserRollPrompt(t *testing.T) {
	bctx := browser(t)
	ts, _ := servePage(t, "testdata/concentration.yaml", "Concentration", 1)
	wren := ts.claim("Wren")
	pl := newTab(t, bctx, "player", 390, 844, true)
	pl.do(chromedp.Navigate(ts.url + "/?e=" + ts.id + "&token=" + wren))
	pl.wait("the seat's page", `document.getElementById("who").textContent === "Playing Wren" && document.querySelector("#live.live-on")`)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(wren, "Wren cast bless on Wren", http.StatusOK)
	ts.cmd(wren, "Wren end turn", http.StatusOK)
	res := ts.cmd(ts.dm, "Goblin attack Wren with scimitar", http.StatusAccepted, 18, 3)
	if res.Prompt == nil || res.Prompt.Kind != "roll" {
		t.Fatalf("a roll prompt for Wren's player: %+v", res)
	}
	pl.wait("the roll prompt with its d20 field", `document.querySelectorAll("#prompt-list input.face").length === 1`)
	pl.do(chromedp.SendKeys(chromedp.CSS("#prompt-list input.face"), "1"))
	pl.click(`#prompt-list button.primary`)
	pl.wait("the prompt answered", `document.querySelectorAll("#prompt-list li").length === 0`)
	pl.logHas(live, "Wren", "Constitution save", "[1]")
	var out struct{ Events []battle.Event }
	ts.call("GET", ts.path("/events"), ts.dm, nil, http.StatusOK, &out)
	var save *battle.Event
	for k := range out.Events {
		if out.Events[k].Type == battle.EvSave {
			save = &out.Events[k]
		}
	}
	if save == nil || save.D20[0] != 1 {
		t.Fatalf("the save was made with the player's 1: %+v", save)
	}
}
