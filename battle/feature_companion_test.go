package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

func companionOf(name string) spec { return func(c *battle.CombatantSpec) { c.CompanionOf = name } }

// Seed 000 "RANGERS: BEAST MASTER ANIMAL COMPANION": the companion acts on
// the ranger's initiative; ordering it to attack costs one of the ranger's
// attack rolls ("at level 5 or higher, make one ranger weapon attack and
// one animal companion attack as one action"); its Dash, Disengage,
// Dodge or Help is the ranger's action (the seed's actions list).
func TestBeastMasterCompanion(t *testing.T) {
	f := start(t, encounter(
		hero("Ranger", "B2", 15, class("ranger", 5), subclass("beast-master")),
		hero("Wolf", "B3", 1, companionOf("Ranger"), attacks(weapon("bite", 4, "2d4+2[piercing]", 0))),
		foe("Orc", "C2", 10, hp(100))))
	var names []string
	for _, i := range f.State.Order {
		names = append(names, f.State.Combatants[i].Name)
	}
	if !slices.Equal(names, []string{"Ranger", "Wolf", "Orc"}) {
		t.Fatalf("order %v: the wolf acts on the ranger's initiative", names)
	}
	evs := f.do("Wolf attack Orc", 15, 3, 3) // 2d4+2 = 8
	if e := one(t, evs, battle.EvFeature); e.With != battle.FeatCompanion || e.Actor != "Ranger" || e.Action != "attack" {
		t.Fatalf("the command:\n%s", texts(evs))
	}
	f.do("Ranger attack Orc", 15, 4) // 1d8+3 = 7: the other attack of its Attack action
	f.refuse("Ranger attack Orc", battle.CodeNoAction)
	f.refuse("Wolf dodge", battle.CodeNoAction) // the wolf acted
	if f.c("Orc").HP.Current != 100-8-7 {
		t.Fatalf("Orc HP %d", f.c("Orc").HP.Current)
	}
	f.do("Wolf move C3") // its own movement, on the ranger's turn
	f.refuse("Wolf hide", battle.CodeCannot)
	f.refuse("Wolf end turn", battle.CodeCannot)
	f.do("Ranger end turn")
	f.refuse("Wolf move C4", battle.CodeNotYourTurn) // no turn of its own
	f.do("Orc end turn")
	f.do("Wolf dodge") // the ranger's action
	f.refuse("Ranger attack Orc", battle.CodeNoAction)
	f.refuse("Wolf attack Orc", battle.CodeNoAction)
}

// A companion needs a beast master ranger.
func TestCompanionNeedsABeastMaster(t *testing.T) {
	_, err := battle.Start(encounter(
		hero("Ranger", "B2", 15, class("ranger", 5)),
		hero("Wolf", "B3", 1, companionOf("Ranger"))), &dice.Script{})
	if err == nil {
		t.Fatal("a plain ranger has a companion")
	}
}
