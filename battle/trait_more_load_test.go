package battle

import (
	"testing"
)

// The trait keys of trait_*.go are checked at file and line like the
// other monster keys (docs/encounters.md "Monster features").
func TestTraitLoadErrorsMore(t *testing.T) {
	const pre = "combatants:\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}\n  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, "
	atk := "attacks: [{name: sword, damage: 1d8}, {name: drain, damage: 1d6}]"
	wantLoadErrors(t, []markedCase{
		{pre + "traits: {parry: »11}}\n", "combatants[1].traits.parry", "1 to 10"},
		{pre + "traits: {save_advantage: [frightened, »scared]}}\n", "combatants[1].traits.save_advantage[1]", "scared"},
		{pre + "traits: {»sunlight: true}}\n", "combatants[1].traits.sunlight", `did you mean "sunlight_sensitivity"`},
		{pre + atk + ", traits: {in_place_of: »{drain: sword}}}\n", "combatants[1].traits.in_place_of", "give multiattack too"},
		{pre + atk + ", multiattack: [sword, sword], traits: {in_place_of: {bite: »sword}}}\n", "combatants[1].traits.in_place_of.bite", `"bite" is not one of Beast's attacks`},
		{pre + atk + ", multiattack: [sword, sword], traits: {in_place_of: {drain: »axe}}}\n", "combatants[1].traits.in_place_of.drain", `"axe" is not one of the attacks of Beast's multiattack`},
		{pre + "attacks: [{name: web, damage: \"0\", on_hit: {damage: 1d4, escape: »str 12}}]}\n", "combatants[1].attacks[0].on_hit.escape", "give the condition too"},
		{pre + "attacks: [{name: web, damage: \"0\", on_hit: {condition: restrained, escape: »str}}]}\n", "combatants[1].attacks[0].on_hit.escape", "like str 12"},
		{pre + "attacks: [{name: drain, damage: 1d6, on_hit: {reduce_max_hp: »true}}]}\n", "combatants[1].attacks[0].on_hit.reduce_max_hp", "give save too"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {condition: prone, at_zero: »{stable: true}}}]}\n", "combatants[1].attacks[0].on_hit.at_zero", "give damage too"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {damage: 1d4, at_zero: »{}}}]}\n", "combatants[1].attacks[0].on_hit.at_zero", "stable: true, conditions, or both"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {damage: 1d4, at_zero: {conditions: [»sick]}}}]}\n", "combatants[1].attacks[0].on_hit.at_zero.conditions[0]", "sick"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {damage: 1d4, at_zero: {conditions: [poisoned], ends: »save}}}]}\n", "combatants[1].attacks[0].on_hit.at_zero.ends", "a duration"},
		{pre + "attacks: [{name: bite, damage: 1d6, on_hit: {damage: 1d4, at_zero: {stable: true, ends: »1 hour}}}]}\n", "combatants[1].attacks[0].on_hit.at_zero.ends", "give conditions too"},
	})
}

// Load writes the riders canonically: escape as "str 12", at_zero's ends
// in rounds, in_place_of with the attacks' own names.
func TestTraitLoadCanonicalMore(t *testing.T) {
	enc, err := Load("t.yaml", []byte(`
combatants:
  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}
  - {name: Beast, side: b, at: C1, ac: 10, hp: 5, multiattack: [sword, sword], traits: {in_place_of: {DRAIN: Sword}},
     attacks: [{name: sword, damage: 1d8}, {name: drain, damage: 1d6},
               {name: web, damage: "0", on_hit: {condition: restrained, escape: Strength 12}},
               {name: bite, damage: 1d6, on_hit: {damage: 1d4, at_zero: {stable: true, conditions: [Poisoned], ends: 1 hour}}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Combatants[1]
	if b.Traits.InPlaceOf["drain"] != "sword" || b.Attacks[2].OnHit.Escape != "str 12" || b.Attacks[3].OnHit.AtZero.Ends != "600 rounds" {
		t.Errorf("in_place_of %v, escape %q, at_zero %+v", b.Traits.InPlaceOf, b.Attacks[2].OnHit.Escape, b.Attacks[3].OnHit.AtZero)
	}
}
