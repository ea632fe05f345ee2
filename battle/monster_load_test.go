package battle

import (
	"errors"
	"strings"
	"testing"
)

// The monster keys are checked like every other (docs/encounters.md
// "Monster features"): the error is at the value, with what to write.
func TestMonsterLoadErrors(t *testing.T) {
	const pre = "combatants:\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}\n  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, "
	atk := "attacks: [{name: bite, damage: 1d6}, {name: claw, damage: 1d4}]"
	for _, c := range []struct{ src, field, msg string }{
		{pre + atk + ", multiattack: [bite, »tail]}\n", "combatants[1].multiattack[1]", `"tail" is not one of Beast's attacks (it has bite, claw)`},
		{pre + atk + ", extra_attacks: 1, multiattack: »[bite, claw]}\n", "combatants[1].multiattack", "not both"},
		{pre + "attacks: [{name: breath, area: cone 15, save: dex 12, damage: 2d6}], multiattack: [»breath]}\n", "combatants[1].multiattack[0]", "area attack"},
		{pre + "attacks: [{name: bite, damage: 1d6, recharge: »7}]}\n", "combatants[1].attacks[0].recharge", "2 to 6"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {save: »con, condition: prone}}]}\n", "combatants[1].attacks[0].on_hit.save", "give the ability and the DC"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {save: con 10, condition: »sleepy}}]}\n", "combatants[1].attacks[0].on_hit.condition", "sleepy"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {save: con 10, condition: prone, ends: »forever}}]}\n", "combatants[1].attacks[0].on_hit.ends", "1 minute"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {condition: prone, ends: »save}}]}\n", "combatants[1].attacks[0].on_hit.ends", "needs the save"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: »{save: con 10}}]}\n", "combatants[1].attacks[0].on_hit", "give a condition, damage, or both"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {damage: 1d6, half: »true}}]}\n", "combatants[1].attacks[0].on_hit.half", "give save and damage"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {save: con 10, damage: »\"2d8[poision]\"}}]}\n", "combatants[1].attacks[0].on_hit.damage", "poision"},
		{pre + "condition_immunities: [poisoned, »tired]}\n", "combatants[1].condition_immunities[1]", "tired"},
		{pre + "traits: {»pack_tactic: true}}\n", "combatants[1].traits.pack_tactic", `did you mean "pack_tactics"`},
		{pre + "traits: {regeneration: {hp: 10, stopped_by: [fire, »frost]}}}\n", "combatants[1].traits.regeneration.stopped_by[1]", "frost"},
		{pre + "traits: {regeneration: {hp: »0}}}\n", "combatants[1].traits.regeneration.hp", "1 to 1000"},
		{pre + "traits: {legendary_resistance: »-1}}\n", "combatants[1].traits.legendary_resistance", "0 to 10"},
	} {
		src, line, col := loadMarker(t, c.src)
		_, err := Load("t.yaml", []byte(src))
		var le *LoadError
		if !errors.As(err, &le) {
			t.Errorf("%q: %v", c.src, err)
			continue
		}
		if le.Field != c.field || !strings.Contains(le.Msg, c.msg) || le.Line != line || le.Column != col && !strings.HasSuffix(c.field, ".damage") { // a damage column points inside the string
			t.Errorf("%q:\n got %v (at %d:%d, field %s)\nwant %s at %d:%d: %s", c.src, err, le.Line, le.Column, le.Field, c.field, line, col, c.msg)
		}
	}
}

// Load writes the monster keys canonically: attack names as the attack
// writes them, a save's ability short, ends as "save, 10 rounds".
func TestMonsterLoadCanonical(t *testing.T) {
	enc, err := Load("t.yaml", []byte(`
combatants:
  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}
  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, multiattack: [BITE, Claw], condition_immunities: [Poisoned, Exhaustion],
     attacks: [{name: bite, damage: 1d6, on_hit: {save: Constitution 10, condition: Paralyzed, ends: "1 minute and save"}}, {name: claw, damage: 1d4}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Combatants[1]
	h := b.Attacks[0].OnHit
	if strings.Join(b.Multiattack, ",") != "bite,claw" || strings.Join(b.ConditionImmunities, ",") != "poisoned,exhaustion" ||
		h.Save != "con 10" || h.Condition != "paralyzed" || h.Ends != "save, 10 rounds" {
		t.Errorf("%+v %+v", b, h)
	}
}
