package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "MULTIPLE ATTACKS" ("Clerics (War Domain): add one weapon
// attack" as a bonus action) and SRD 5.1 War Domain "War Priest": after
// the Attack action, one weapon attack as a bonus action, Wisdom
// modifier times (Wis 14: twice) a long rest.
func TestWarPriest(t *testing.T) {
	f := start(t, encounter(
		hero("Priest", "B2", 20, class("cleric", 1), subclass("war"), ability("wis", 14)),
		hero("Plain", "B3", 19, class("cleric", 1)),
		foe("Orc", "C2", 10, hp(100))))
	f.refuse("Priest war priest Orc", battle.CodeCannot) // no Attack action yet
	f.do("Priest attack Orc", 15, 4)                     // 4 + 3
	evs := f.do("Priest war priest Orc with sword", 15, 5)
	if a := one(t, evs, battle.EvAttack); a.Action != "bonus" || f.c("Orc").HP.Current != 100-7-8 {
		t.Fatalf("the War Priest attack:\n%s", texts(evs))
	}
	f.refuse("Priest war priest Orc", battle.CodeNoAction) // the bonus action is spent
	f.do("Priest end turn")
	f.do("Plain attack Orc", 2)
	f.refuse("Plain war priest Orc", battle.CodeCannot) // no War Domain
	f.do("Plain end turn")
	f.do("Orc end turn")
	f.do("Priest attack Orc", 2)
	f.do("Priest war priest Orc", 2) // the second use
	f.do("Priest end turn")
	f.do("Plain end turn")
	f.do("Orc end turn")
	f.do("Priest attack Orc", 2)
	f.refuse("Priest war priest Orc", battle.CodeNoAction) // Wis +2: two uses
}
