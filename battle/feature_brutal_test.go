package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Barbarian "Brutal Critical": one additional weapon damage die
// on a melee critical hit at 9th level, two at 13th, three at 17th; not
// on a ranged one, not before 9th level.
func TestBrutalCritical(t *testing.T) {
	f := start(t, encounter(
		hero("Brute", "B2", 20, class("barbarian", 13), attacks(weapon("sword", 5, "1d8+3[slashing]", 0))),
		hero("Young", "B3", 19, class("barbarian", 8)),
		hero("Archer", "B7", 18, class("barbarian", 9), attacks(bow("bow", 5, "1d8[piercing]", "80/320"))),
		foe("Orc", "C2", 10, hp(100)),
		foe("Goblin", "J2", 9, hp(100))))
	evs := f.do("Brute attack Orc with sword", 20, 4, 4, 5, 5) // 2d8 doubled + 2d8 brutal + 3
	if b := one(t, evs, battle.EvFeature); b.With != battle.FeatBrutalCritical || b.Dice != "2d8" || f.c("Orc").HP.Current != 100-21 {
		t.Fatalf("the brutal critical:\n%s", texts(evs))
	}
	f.do("Brute end turn")
	evs = f.do("Young attack Orc", 20, 1, 1) // level 8: none
	if f.c("Orc").HP.Current != 100-21-5 {
		t.Fatalf("a level 8 crit:\n%s", texts(evs))
	}
	f.do("Young end turn")
	f.do("Archer attack Goblin with bow", 20, 1, 1) // ranged: no extra die
	if f.c("Goblin").HP.Current != 100-2 {
		t.Fatalf("a ranged crit: HP %d", f.c("Goblin").HP.Current)
	}
}
