package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Mage Armor: "You touch a willing creature who isn't wearing
// armor ... The target's base AC becomes 13 + its Dexterity modifier";
// seed 000 "ARMOR CLASS" counts a shield's +2 apart from the base. A
// wizard with Dex 14 and a shield (AC 10 + 2 + 2 = 14) gets 13 + 2 + 2 =
// 17, not 15; a knight in leather armor can't be given it.
func TestMageArmorKeepsTheShieldRefusesArmor(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, gear("", true), ability("dex", 14), caster(1, map[int]int{1: 2}, "mage armor")),
		hero("Knight", "B3", 19, gear("leather", false)),
		foe("Orc", "C2", 10),
	))
	if got := f.c("Wizard").AC; got != 14 {
		t.Fatalf("the wizard's AC is %d before the spell, want 14", got)
	}
	re := f.refuse("Wizard cast mage armor on Knight", battle.CodeCannot)
	if !strings.Contains(re.Error(), "wearing armor") {
		t.Errorf("refusal: %v", re)
	}
	f.do("Wizard cast mage armor on Wizard")
	f.do("Wizard end turn")
	f.do("Knight end turn")
	if a := one(t, f.do("Orc attack Wizard", 12), battle.EvAttack); n(a.AC) != 17 || yes(a.Hit) != "false" {
		t.Errorf("AC %d (hit %s), want 13 + Dex 2 + shield 2 = 17, a miss at 16", n(a.AC), yes(a.Hit))
	}
}

// SRD 5.1 Rage: "If you are able to cast spells, you can't cast them or
// concentrate on them while raging." Raging ends the barbarian's Bless;
// a cast while raging is refused.
func TestRageStopsSpells(t *testing.T) {
	f := start(t, encounter(
		hero("Barb", "B2", 20, class("barbarian", 1), caster(1, map[int]int{1: 2}, "bless", "fire bolt")),
		foe("Orc", "C2", 10, hp(60)),
	))
	f.do("Barb cast bless on Barb")
	f.do("Barb end turn")
	f.do("Orc end turn")
	evs := f.do("Barb rage")
	if len(f.State.Effects) != 0 {
		t.Errorf("the rage left the concentration on Bless: %+v\n%s", f.State.Effects, texts(evs))
	}
	f.do("Barb attack Orc", 1) // a miss, but an attack: the rage goes on
	f.do("Barb end turn")
	f.do("Orc end turn")
	re := f.refuse("Barb cast fire bolt at Orc", battle.CodeCannot)
	if !strings.Contains(re.Error(), "raging") {
		t.Errorf("refusal: %v", re)
	}
}
