package battle

import "testing"

// multiattack_or is checked at file and line like multiattack (SRD 5.1
// Scout: "two melee attacks or two ranged attacks"; monster_multi.go).
func TestMultiattackOrLoadErrors(t *testing.T) {
	const pre = "combatants:\n  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}\n  - {name: Scout, side: b, at: C1, ac: 10, hp: 5, "
	atk := "attacks: [{name: sword, damage: 1d8}, {name: bow, damage: 1d8, range: 80/320}, {name: breath, area: cone 15, save: dex 12, damage: 2d6}]"
	wantLoadErrors(t, []markedCase{
		{pre + atk + ", multiattack_or: »[[bow, bow]]}\n", "combatants[1].multiattack_or", "give the first as multiattack too"},
		{pre + atk + ", multiattack: [sword, sword], multiattack_or: »[]}\n", "combatants[1].multiattack_or", "1 to 7 other sequences"},
		{pre + atk + ", multiattack: [sword, sword], multiattack_or: [»[]]}\n", "combatants[1].multiattack_or[0]", "lists 1 to 11 attacks"},
		{pre + atk + ", multiattack: [sword, sword], multiattack_or: [[bow, »axe]]}\n", "combatants[1].multiattack_or[0][1]", `"axe" is not one of Scout's attacks`},
		{pre + atk + ", multiattack: [sword, sword], multiattack_or: [[»breath]]}\n", "combatants[1].multiattack_or[0][0]", "area attack"},
		{pre + atk + ", multiattack: [sword, bow], multiattack_or: [»[bow, sword]]}\n", "combatants[1].multiattack_or[0]", "given already"},
		{pre + atk + ", multiattack: [sword, sword], multiattack_or: [»bow]}\n", "combatants[1].multiattack_or[0]", ""},
		{pre + atk + ", multiattack: [sword, sword], multiattack_or: [[bow, »thrown sword]]}\n", "combatants[1].multiattack_or[0][1]", `"thrown sword" is not one of Scout's attacks`},
	})
}

// The alternatives are written with the attacks' own names, a thrown use
// as "thrown NAME" (SRD 5.1 Bandit Captain: "two ranged attacks with its
// daggers").
func TestMultiattackOrCanonical(t *testing.T) {
	enc, err := Load("t.yaml", []byte(`
combatants:
  - {name: Hero, side: a, at: A1, ac: 10, hp: 5}
  - {name: Captain, side: b, at: C1, ac: 10, hp: 5, multiattack: [Scimitar, scimitar, DAGGER], multiattack_or: [[Thrown Dagger, thrown dagger]],
     attacks: [{name: scimitar, damage: 1d6}, {name: dagger, damage: 1d4, range: 20/60, properties: [finesse, light, thrown]}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	b := enc.Combatants[1]
	if got := b.MultiattackOr; len(got) != 1 || got[0][0] != "thrown dagger" || got[0][1] != "thrown dagger" || b.Multiattack[2] != "dagger" {
		t.Errorf("multiattack %v or %v", b.Multiattack, got)
	}
}
