package server

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// A prompt says what it asks: Indomitable and Stunning Strike are choices,
// not reactions; Uncanny Dodge names the damage at stake.
func TestPromptTexts(t *testing.T) {
	s := &battle.State{}
	for kind, want := range map[string]string{
		battle.ReactIndomitable:    "Hilde failed the save: reroll it with Indomitable",
		battle.ReactStunningStrike: "Hilde hits Orc: spend 1 ki on a Stunning Strike",
		battle.ReactUncannyDodge:   "Hilde may use its reaction (uncanny dodge) on Orc: halve the hit's 0 damage?",
		battle.ReactShield:         "Hilde may use its reaction (shield) on Orc: take it?",
	} {
		if got := promptText(s, "Hilde", "Orc", kind); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want %q", kind, got, want)
		}
	}
}
