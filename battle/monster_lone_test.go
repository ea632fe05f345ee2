package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Hill Giant: "Multiattack. The giant makes two greatclub
// attacks." and, beside it, "Rock. Ranged Weapon Attack": an attack its
// Multiattack does not name is an action of its own, the only attack of
// that action. The rock was refused always, so a hill giant could never
// throw one.
func TestAttackBesideTheMultiattack(t *testing.T) {
	giant := fighterVs(`
  - {name: Giant, side: foes, at: H2, ac: 13, hp: 105, initiative: 20, multiattack: [greatclub, greatclub],
     attacks: [{name: greatclub, bonus: 8, damage: "3d8+5[bludgeoning]", reach: 10},
               {name: rock, bonus: 8, damage: "3d10+5[bludgeoning]", range: 60/240}]}
`)
	f := start(t, load(t, giant))
	if !f.c("Giant").Ready("rock") {
		t.Error("the rock is not ready at the start of the giant's turn")
	}
	f.do("Giant attack Fighter with rock", 1)
	if f.c("Giant").Ready("rock") || f.c("Giant").Ready("greatclub") {
		t.Error("an attack is still ready after the rock, the only attack of its action")
	}
	f.refuse("Giant attack Fighter with greatclub", battle.CodeNoAction)
	f.refuse("Giant attack Fighter with rock", battle.CodeNoAction)

	f = start(t, load(t, giant))
	f.do("Giant move to D2")
	f.do("Giant attack Fighter with greatclub", 1)
	f.refuse("Giant attack Fighter with rock", battle.CodeCannot) // the Multiattack under way
	f.do("Giant attack Fighter with greatclub", 1)
}
