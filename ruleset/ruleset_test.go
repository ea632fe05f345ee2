package ruleset

import (
	"strings"
	"testing"
)

// Seed 002 "Actions": the 2024 revision has twelve actions, by these names.
func TestTwelveActions2024(t *testing.T) {
	var names []string
	for _, a := range Rules2024.Actions {
		names = append(names, a.Name)
	}
	want := "Attack Dash Disengage Dodge Help Hide Influence Magic Ready Search Study Utilize"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("actions %s, want %s", got, want)
	}
	if a := Rules2024.ActionOf("cast"); a == nil || a.Name != "Magic" {
		t.Errorf("cast is %v, want the Magic action", a)
	}
}

// The verbs only one ruleset has are refused by the others, naming the
// ruleset that has them; the shared ones are allowed everywhere.
func TestAllows(t *testing.T) {
	for _, v := range []string{"influence", "study", "utilize"} {
		if Rules2024.Allows(v) != nil {
			t.Errorf("2024 refuses %s", v)
		}
		if err := Rules2014.Allows(v); err == nil || !strings.Contains(err.Error(), "5e-2024") {
			t.Errorf("2014 allows %s: %v", v, err)
		}
	}
	for _, v := range []string{"attack", "cast", "help", "stabilize", "use", "hide", "move", "rage"} {
		if Rules2014.Allows(v) != nil || Rules2024.Allows(v) != nil {
			t.Errorf("%s refused somewhere", v)
		}
	}
}

func TestGet(t *testing.T) {
	for id, want := range map[string]*Ruleset{"": &Rules2014, "5E-2014": &Rules2014, " 5e-2024": &Rules2024, "osr": &RulesOSR} {
		if r, err := Get(id); err != nil || r != want {
			t.Errorf("Get(%q) = %v, %v", id, r, err)
		}
	}
	if _, err := Get("4e"); err == nil || !strings.Contains(err.Error(), "5e-2014, 5e-2024, osr") {
		t.Errorf("Get(4e): %v", err)
	}
	if !RulesOSR.Playable || !Rules2024.Playable {
		t.Error("playable")
	}
	if Of("nonsense") != &Rules2014 {
		t.Error("Of falls back to 2014")
	}
}
