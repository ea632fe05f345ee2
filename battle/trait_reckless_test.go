package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Berserker, "Reckless. At the start of its turn, the berserker can
// gain advantage on all melee weapon attack rolls during that turn, but
// attack rolls against it have advantage until the start of its next
// turn."
func TestReckless(t *testing.T) {
	f := start(t, load(t, fighterVs(`
  - {template: berserker, side: foes, at: C2, initiative: 20}
`)))
	if !f.State.MayReckless(1) {
		t.Fatal("the berserker may turn reckless at the start of its turn")
	}
	tr := one(t, f.do("Berserker reckless"), battle.EvTrait)
	if tr.With != battle.TraitReckless || tr.Actor != "Berserker" {
		t.Errorf("trait %+v", tr)
	}
	f.refuse("Berserker reckless", battle.CodeNoAction)
	a := one(t, f.do("Berserker attack Fighter with greataxe", 3, 15, 1), battle.EvAttack)
	if a.Mode != "advantage" || !slices.ContainsFunc(a.Reasons, func(r string) bool { return strings.Contains(r, "attacks recklessly") }) {
		t.Errorf("the berserker's attack: %s %v", a.Mode, a.Reasons)
	}
	f.do("Berserker end turn")
	a = one(t, f.do("Fighter attack Berserker with sword", 2, 18, 1), battle.EvAttack)
	if a.Mode != "advantage" || !slices.ContainsFunc(a.Reasons, func(r string) bool { return strings.Contains(r, "fights recklessly") }) {
		t.Errorf("against the berserker: %s %v", a.Mode, a.Reasons)
	}
	f.do("Fighter end turn")
	// Its next turn: the exposure is over; once it has acted it is too late.
	if f.c("Berserker").Trait.Exposed {
		t.Errorf("still exposed at the start of its next turn")
	}
	if a := one(t, f.do("Berserker attack Fighter with greataxe", 15, 1), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("not reckless this turn: %s %v", a.Mode, a.Reasons)
	}
	re := f.refuse("Berserker reckless", battle.CodeCannot)
	if !strings.Contains(re.Msg, "start of its turn") {
		t.Errorf("refusal: %s", re.Msg)
	}
	f.do("Berserker end turn")
	if a := one(t, f.do("Fighter attack Berserker with sword", 15, 1), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("the berserker did not turn reckless: %s %v", a.Mode, a.Reasons)
	}
	f.refuse("Fighter reckless", battle.CodeCannot)
}
