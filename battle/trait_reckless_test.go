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

// SRD 5.1 Barbarian, Reckless Attack (2nd level): "gives you advantage on
// melee weapon attack rolls using Strength during this turn, but attack
// rolls against you have advantage until your next turn". The reckless
// command takes it for a class barbarian of 2nd level or more: its
// greataxe (Strength) has advantage, its rapier (finesse, with its
// Dexterity the better) none; a 1st-level barbarian has no Reckless
// Attack.
func TestBarbarianRecklessAttack(t *testing.T) {
	enc := load(t, fighterVs(`
  - {name: Grog, kind: character, class: barbarian, level: 2, side: foes, at: C2, initiative: 20,
     abilities: {str: 16, dex: 18, con: 14}, weapons: [greataxe, rapier]}
  - {name: Ulf, kind: character, class: barbarian, level: 1, side: foes, at: C3, initiative: 19,
     abilities: {str: 16, dex: 12, con: 14}, weapons: [greataxe]}
`))
	f := start(t, enc)
	grog, _ := f.State.Find("Grog")
	if !f.State.MayReckless(grog) {
		t.Fatal("a 2nd-level barbarian may attack recklessly at the start of its turn")
	}
	f.do("Grog reckless")
	a := one(t, f.do("Grog attack Fighter with greataxe", 3, 15, 1), battle.EvAttack)
	if a.Mode != "advantage" || !slices.ContainsFunc(a.Reasons, func(r string) bool { return strings.Contains(r, "attacks recklessly") }) {
		t.Errorf("Grog's greataxe: %s %v; want advantage, reckless", a.Mode, a.Reasons)
	}
	f.do("Grog end turn")
	f.refuse("Ulf reckless", battle.CodeCannot) // 1st level: no Reckless Attack yet
	f.do("Ulf end turn")
	a = one(t, f.do("Fighter attack Grog with sword", 2, 18, 1), battle.EvAttack)
	if a.Mode != "advantage" {
		t.Errorf("against the reckless Grog: %s %v; want advantage", a.Mode, a.Reasons)
	}
	f.do("Fighter end turn")
	f.do("Grog rage") // its bonus action first: Reckless Attack waits for its first attack, not the turn's start
	f.do("Grog reckless")
	if a := one(t, f.do("Grog attack Fighter with rapier", 15, 1), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("Grog's rapier, with Dexterity: %s %v; want no reckless advantage", a.Mode, a.Reasons)
	}
	f.do("Grog end turn")
	f.do("Ulf end turn")
	f.do("Fighter end turn")
	f.do("Grog attack Fighter with greataxe", 15, 1)
	re := f.refuse("Grog reckless", battle.CodeCannot) // after its first attack: too late
	if !strings.Contains(re.Msg, "before its first attack") {
		t.Errorf("refusal: %s", re.Msg)
	}
}
