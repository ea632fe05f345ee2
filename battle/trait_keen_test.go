package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Wolf, "Keen Hearing and Smell. The wolf has advantage on Wisdom
// (Perception) checks that rely on hearing or smell": its Search has
// advantage, and its passive Perception is 13 + 5 (SRD 5.1 "Passive
// Checks"), so the hidden bugbear's Stealth 16 does not surprise it while
// it surprises the Fighter (seed 001 "Surprise").
func TestKeenSenses(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: wolf, side: party, at: B3, initiative: 15}
  - {template: bugbear, side: foes, at: H7, initiative: 20, stealthy: true}
  - {name: Hawkeye, kind: character, side: party, at: A5, ac: 13, hp: 10, initiative: 5, skills: {perception: 6}, traits: {keen_senses: [sight]}}
`)), 10)
	if w := f.c("Wolf"); w.Surprised || w.PassivePerception() != 18 || !f.c("Fighter").Surprised {
		t.Fatalf("wolf surprised %v (passive %d), Fighter surprised %v", w.Surprised, w.PassivePerception(), f.c("Fighter").Surprised)
	}
	f.do("Bugbear end turn")
	c := one(t, f.do("Wolf search", 4, 12), battle.EvCheck)
	if c.Mode != "advantage" || !slices.Contains(c.Reasons, "keen hearing and smell") || n(c.Total) != 15 {
		t.Errorf("the wolf's Search: %+v", c)
	}
	f.do("Wolf end turn") // the surprised Fighter's turn ends at once
	f.do("dm condition Hawkeye +blinded")
	if c := one(t, f.do("Hawkeye search", 4), battle.EvCheck); c.Mode == "advantage" {
		t.Errorf("keen sight while blinded: %+v", c)
	}
}
