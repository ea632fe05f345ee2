package server

import (
	"net/http"
	"slices"
	"testing"
)

// A creature's conditions are named in the view (the page shows them as
// chips), not sent as their number turned into a control character.
func TestViewConditionNames(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	ts.cmd(ts.dm, "dm condition Goblin 1 +prone +poisoned", http.StatusOK)
	for _, tok := range []string{ts.dm, ts.spc} {
		for _, c := range ts.state(tok).Creatures {
			if c.Name == "Goblin 1" && !slices.Equal(c.Conditions, []string{"poisoned", "prone"}) && !slices.Equal(c.Conditions, []string{"prone", "poisoned"}) {
				t.Errorf("Goblin 1's conditions are %q, want prone and poisoned", c.Conditions)
			}
		}
	}
}

// The player link's view lists the characters still free to claim, and
// every view marks the characters a player holds.
func TestViewClaimable(t *testing.T) {
	ts := newTestServer(t)
	if got := ts.state(ts.pl).Claimable; !slices.Equal(got, []string{"Fighter", "Rogue"}) {
		t.Fatalf("claimable before any claim: %q", got)
	}
	ts.claim("Fighter")
	if got := ts.state(ts.pl).Claimable; !slices.Equal(got, []string{"Rogue"}) {
		t.Errorf("claimable after the Fighter's claim: %q, want [Rogue]", got)
	}
	if got := ts.state(ts.spc).Claimable; got != nil {
		t.Errorf("a spectator is offered %q to claim", got)
	}
	for _, c := range ts.state(ts.spc).Creatures {
		if c.Player != (c.Name == "Fighter") {
			t.Errorf("%s: player %v", c.Name, c.Player)
		}
	}
}
