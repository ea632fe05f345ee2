package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// fighterAt is an encounter file: a Fighter (AC 15, 40 HP, Str 10,
// initiative 10) at the square given, and the monster entries.
func fighterAt(at, monsters string) string {
	return `
map: {size: 12x8}
combatants:
  - {name: Fighter, kind: character, side: party, at: ` + at + `, ac: 15, hp: 40, initiative: 10,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
` + monsters
}

// SRD 5.1 Minotaur, "Charge. If the minotaur moves at least 10 ft.
// straight toward a target and then hits it with a gore attack on the same
// turn, the target takes an extra 9 (2d8) piercing damage. If the target
// is a creature, it must succeed on a DC 14 Strength saving throw or be
// pushed up to 10 ft. away and knocked prone."
func TestMinotaurCharge(t *testing.T) {
	f := start(t, load(t, fighterAt("C4", `
  - {template: minotaur, side: foes, at: J4, initiative: 20}
`)))
	f.do("Minotaur move to D4")                                         // 30 ft west, every step closer
	evs := f.do("Minotaur attack Fighter with gore", 15, 3, 3, 4, 4, 5) // 2d8+4 = 10, + 2d8 = 8; Str save 5 fails
	wantTypes(t, evs, battle.EvAttack, battle.EvTrait, battle.EvDamage, battle.EvSave, battle.EvMove, battle.EvCondition)
	tr := evs[1]
	if tr.With != battle.TraitCharge || tr.Dice != "2d8[piercing]" || !strings.Contains(tr.Reason, "30 ft straight toward Fighter, J4 → D4") {
		t.Errorf("charge %+v", tr)
	}
	if d := evs[2]; n(d.Amount) != 18 || d.DamageType != "piercing" {
		t.Errorf("damage %+v", d)
	}
	if s := evs[3]; n(s.DC) != 14 || s.Ability != "str" || yes(s.Success) != "false" {
		t.Errorf("save %+v", s)
	}
	if m := evs[4]; m.Action != "forced" || m.To != "A4" {
		t.Errorf("push %+v", m)
	}
	if fc := f.c("Fighter"); !fc.Conds.Has(rules.Prone) || fc.HP.Current != 22 {
		t.Errorf("Fighter: %v, %d HP", fc.Conds, fc.HP.Current)
	}
}

// Charge needs the run straight at the target: 5 ft is short of 10, and a
// last step that brings it no closer (along the target's side) ends the
// run with no feet at all.
func TestChargeNotStraight(t *testing.T) {
	f := start(t, load(t, fighterAt("C4", `
  - {template: minotaur, name: Short, side: foes, at: E4, initiative: 20}
`)))
	f.do("Short move to D4")
	if evs := f.do("Short attack Fighter with gore", 15, 3, 3); len(of(evs, battle.EvTrait)) != 0 {
		t.Errorf("5 ft is no charge:\n%s", texts(evs))
	}
	f = start(t, load(t, fighterAt("C4", `
  - {template: minotaur, name: Sidelong, side: foes, at: D7, initiative: 15}
`)))
	f.do("Sidelong move D6 D5 D4") // closer, closer, then along the Fighter's side
	if evs := f.do("Sidelong attack Fighter with gore", 15, 3, 3); len(of(evs, battle.EvTrait)) != 0 {
		t.Errorf("the last step brought it no closer:\n%s", texts(evs))
	}
}

// SRD 5.1 Boar, "Charge. If the boar moves at least 20 ft. straight toward
// a target and then hits it with a tusk attack on the same turn, the target
// takes an extra 3 (1d6) slashing damage. If the target is a creature, it
// must succeed on a DC 11 Strength saving throw or be knocked prone." A
// successful save leaves the target standing; the extra damage stays.
func TestBoarCharge(t *testing.T) {
	f := start(t, load(t, fighterAt("C4", `
  - {template: boar, side: foes, at: H4, initiative: 20}
`)))
	f.do("Boar move to D4")                                    // 20 ft
	evs := f.do("Boar attack Fighter with tusk", 15, 2, 3, 11) // 1d6+1 = 3, + 1d6 = 3; Str save 11 succeeds
	wantTypes(t, evs, battle.EvAttack, battle.EvTrait, battle.EvDamage, battle.EvSave)
	if d := evs[2]; n(d.Amount) != 6 {
		t.Errorf("damage %+v", d)
	}
	if f.c("Fighter").Conds.Has(rules.Prone) {
		t.Errorf("saved: not prone")
	}
}

// SRD 5.1 Tiger, "Pounce. If the tiger moves at least 20 ft. straight
// toward a creature and then hits it with a claw attack on the same turn,
// that target must succeed on a DC 13 Strength saving throw or be knocked
// prone. If the target is prone, the tiger can make one bite attack
// against it as a bonus action."
func TestTigerPounce(t *testing.T) {
	f := start(t, load(t, fighterAt("C4", `
  - {template: tiger, side: foes, at: H4, initiative: 20}
`)))
	f.refuse("Tiger pounce Fighter", battle.CodeCannot)
	f.do("Tiger move to D4")                                // 20 ft
	evs := f.do("Tiger attack Fighter with claw", 15, 5, 5) // 1d8+3 = 8; Str save 5 fails
	wantTypes(t, evs, battle.EvAttack, battle.EvTrait, battle.EvDamage, battle.EvSave, battle.EvCondition, battle.EvTrait)
	if o := evs[5]; o.With != battle.TraitPounce || o.Action != "bonus" || o.Target != "Fighter" {
		t.Errorf("offer %+v", o)
	}
	a := one(t, f.do("Tiger pounce Fighter", 3, 15, 5), battle.EvAttack) // advantage on the prone Fighter: 15; 1d10+3 = 8
	if a.With != "bite" || a.Action != "bonus" || a.Mode != "advantage" || yes(a.Hit) != "true" {
		t.Errorf("bite %+v", a)
	}
	f.refuse("Tiger pounce Fighter", battle.CodeNoAction)
	if hp := f.c("Fighter").HP.Current; hp != 40-8-8 {
		t.Errorf("Fighter HP %d", hp)
	}
}

// Pounce gives no bite when the target stays on its feet, and none on a
// later turn.
func TestPounceSaved(t *testing.T) {
	f := start(t, load(t, fighterAt("C4", `
  - {template: tiger, side: foes, at: H4, initiative: 20}
`)))
	f.do("Tiger move to D4")
	evs := f.do("Tiger attack Fighter with claw", 15, 5, 13) // saved
	if len(of(evs, battle.EvTrait)) != 1 || f.c("Fighter").Conds.Has(rules.Prone) {
		t.Errorf("saved:\n%s", texts(evs))
	}
	re := f.refuse("Tiger pounce Fighter", battle.CodeCannot)
	if !strings.Contains(re.Msg, "prone creature") {
		t.Errorf("refusal: %s", re.Msg)
	}
}
