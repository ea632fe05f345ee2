package battle

import (
	"testing"
)

// The trait keys of trait_*.go are checked like the others
// (docs/encounters.md "Monster features"): the error is at the value.
func TestTraitLoadErrors(t *testing.T) {
	const pre = "combatants:\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}\n  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, " +
		"attacks: [{name: gore, damage: 1d6}, {name: bite, damage: 1d4}, {name: spit, damage: 1d4, range: 30}], "
	wantLoadErrors(t, []markedCase{
		{pre + "traits: {relentless: »-1}}\n", "combatants[1].traits.relentless", "1 to 1000"},
		{pre + "traits: {relentless: »0}}\n", "combatants[1].traits.relentless", "the boar's is 7"},
		{pre + "traits: {martial_advantage: 2»q6}}\n", "combatants[1].traits.martial_advantage", "2q6"},
		{pre + "traits: {surprise_attack: »\"\"}}\n", "combatants[1].traits.surprise_attack", "missing"},
		{pre + "traits: {charge: {attack: »tail, feet: 10, damage: 2d8}}}\n", "combatants[1].traits.charge.attack", `"tail" is not one of Beast's attacks`},
		{pre + "traits: {charge: »{feet: 10, damage: 2d8}}}\n", "combatants[1].traits.charge.attack", "missing"},
		{pre + "traits: {pounce: {attack: »spit, feet: 20, prone: true}}}\n", "combatants[1].traits.pounce.attack", "not a melee attack"},
		{pre + "traits: {charge: {attack: gore, feet: »12, damage: 2d8}}}\n", "combatants[1].traits.charge.feet", "steps of 5"},
		{pre + "traits: {charge: {attack: gore, feet: 10, push: »7, save: str 14}}}\n", "combatants[1].traits.charge.push", "steps of 5"},
		{pre + "traits: {charge: {attack: gore, feet: 10, save: »str}}}\n", "combatants[1].traits.charge.save", "give the ability and the DC"},
		{pre + "traits: {charge: {attack: gore, feet: 10, damage: 2d8, save: »str 14}}}\n", "combatants[1].traits.charge.save", "give push or prone"},
		{pre + "traits: {pounce: {attack: gore, feet: 20, prone: true, bonus: »tail}}}\n", "combatants[1].traits.pounce.bonus", "not one of Beast's attacks"},
		{pre + "traits: {charge: »{attack: gore, feet: 10}}}\n", "combatants[1].traits.charge", "give damage, push, prone or bonus"},
		{pre + "traits: {keen_senses: [smell, »taste]}}\n", "combatants[1].traits.keen_senses[1]", "hearing, sight or smell"},
		{pre + "traits: {»undead_fortitud: true}}\n", "combatants[1].traits.undead_fortitud", `did you mean "undead_fortitude"`},
	})
}

// Load writes the trait keys canonically: the attack names as the attacks
// write them, the save's ability short, the senses in lower case.
func TestTraitLoadCanonical(t *testing.T) {
	enc, err := Load("t.yaml", []byte(`
combatants:
  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}
  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, attacks: [{name: claw, damage: 1d6}, {name: bite, damage: 1d4}],
     traits: {pounce: {attack: CLAW, feet: 20, save: Strength 13, prone: true, bonus: Bite}, keen_senses: [Smell]}}
`))
	if err != nil {
		t.Fatal(err)
	}
	tr := enc.Combatants[1].Traits
	if p := tr.Pounce; p.Attack != "claw" || p.Save != "str 13" || p.Bonus != "bite" || tr.KeenSenses[0] != "smell" {
		t.Errorf("%+v %+v", p, tr)
	}
}
