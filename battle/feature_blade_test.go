package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "MULTIPLE ATTACKS": "Warlocks (Pact of the Blade) level 5 to
// 20" make two attack rolls per Attack action, one at levels 1 to 4 (SRD
// 5.1 "Thirsting Blade": twice with the pact weapon). A ranged weapon is
// no pact weapon: it gets one attack, and the second must be the pact
// weapon's.
func TestThirstingBlade(t *testing.T) {
	arms := attacks(weapon("pact blade", 5, "1d8+3[slashing]", 0), bow("crossbow", 5, "1d8[piercing]", "80/320"))
	f := start(t, encounter(
		hero("Lock", "B2", 20, class("warlock", 5), subclass("blade"), arms),
		hero("Young", "B3", 19, class("warlock", 4), subclass("blade"), arms),
		hero("Tome", "C3", 18, class("warlock", 5), arms),
		foe("Orc", "C2", 10, hp(100)),
		foe("Goblin", "J2", 9, hp(100))))
	evs := f.do("Lock attack Orc with pact blade", 15, 4)
	if e := one(t, evs, battle.EvFeature); e.With != battle.FeatThirstingBlade {
		t.Fatalf("no Thirsting Blade:\n%s", texts(evs))
	}
	f.refuse("Lock attack Orc with crossbow", battle.CodeCannot) // the second is the pact weapon's
	f.do("Lock attack Orc with pact blade", 15, 4)
	f.refuse("Lock attack Orc with pact blade", battle.CodeNoAction)
	if f.c("Orc").HP.Current != 100-14 {
		t.Fatalf("two hits of 7: HP %d", f.c("Orc").HP.Current)
	}
	f.do("Lock end turn")
	f.do("Young attack Orc with pact blade", 2) // level 4: one attack
	f.refuse("Young attack Orc with pact blade", battle.CodeNoAction)
	f.do("Young end turn")
	f.do("Tome attack Orc with pact blade", 2) // no Pact of the Blade: one attack
	f.refuse("Tome attack Orc with pact blade", battle.CodeNoAction)
	f.do("Tome end turn")
	f.do("Orc end turn")
	f.do("Goblin end turn")
	f.do("Lock attack Goblin with crossbow", 2, 2) // the crossbow starts the action (at disadvantage, the Orc beside): one attack only
	f.refuse("Lock attack Orc with pact blade", battle.CodeNoAction)
}

// Pact of the Blade is chosen at 3rd level.
func TestPactOfTheBladeLevel(t *testing.T) {
	_, err := battle.Load("x.yaml", []byte(`map: {size: 6x6}
combatants:
  - {name: Lock, side: party, at: A1, class: warlock, level: 2, subclass: blade}
  - {name: Orc, side: foes, at: C2, hp: 7, ac: 12, attacks: [{name: club, bonus: 4, damage: 1d6+2}]}
`))
	if err == nil {
		t.Fatal("a 2nd-level warlock took Pact of the Blade")
	}
}
