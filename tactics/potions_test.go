package tactics_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// A creature low on hit points drinks the potion it carries, and one with
// a potion gives it to a downed ally beside it (SRD 5.1 "Potion of
// Healing": drinking or administering it takes an action); with none
// carried it does neither.
func TestPotions(t *testing.T) {
	for _, c := range []struct {
		name     string
		potions  int
		hp       string // dm hp command before the turn, "" for none
		downAlly bool
		want     string
	}{
		{"low, a potion", 1, "dm hp Fighter 1 5", false, "Fighter 1 use potion of healing"},
		{"low, none carried", 0, "dm hp Fighter 1 5", false, ""},
		{"hale, a potion", 1, "", false, ""},
		{"a downed ally", 1, "", true, "Fighter 1 use potion of healing on Fighter 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			enc := melee4v4()
			enc.Combatants[0].Count, enc.Combatants[0].At = 2, battle.Squares{"A2", "A3"}
			enc.Combatants[0].Initiative = ip(20)
			if c.potions > 0 {
				enc.Combatants[0].Items = map[string]int{"potion-of-healing": c.potions}
			}
			enc.Combatants[1].At = battle.Squares{"K2", "K4", "K6", "K8"}
			f := start(t, enc)
			if c.hp != "" {
				do(t, f, c.hp)
			}
			if c.downAlly {
				do(t, f, "dm hp Fighter 2 0")
			}
			got := next(f).Line
			if c.want != "" && got != c.want || c.want == "" && strings.Contains(got, "potion") {
				t.Errorf("the policy chose %q, want %q", got, c.want)
			}
			if c.want != "" {
				do(t, f, got)
				if left := f.State.Combatants[0].Items["potion-of-healing"]; left != c.potions-1 {
					t.Errorf("%d potions left, want %d", left, c.potions-1)
				}
			}
		})
	}
}
