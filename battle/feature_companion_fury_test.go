package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "MULTIPLE ATTACKS" (line 94): "Ranger (Beast Master level 11+)
// Companion attack" makes two attack rolls (the PHB's Bestial Fury), for
// the one attack the ranger gives up ("RANGERS: BEAST MASTER ANIMAL
// COMPANION"). The 11th-level ranger commands its wolf once, makes its own
// second attack, and the wolf still makes its second attack, at another
// target, with nothing left of the ranger's Attack action; a third is
// refused. A 10th-level ranger's hound attacks once.
func TestBestialFury(t *testing.T) {
	bite := attacks(weapon("bite", 4, "2d4+2[piercing]", 0))
	f := start(t, encounter(
		hero("Ranger", "B2", 15, class("ranger", 11), subclass("beast-master")),
		hero("Wolf", "B3", 1, companionOf("Ranger"), bite),
		hero("Young", "F2", 14, class("ranger", 10), subclass("beast-master")),
		hero("Hound", "F3", 1, companionOf("Young"), bite),
		foe("Orc", "C2", 10, hp(100)),
		foe("Goblin", "C4", 9, hp(100)),
		foe("Kobold", "G2", 8, hp(100))))
	evs := f.do("Wolf attack Orc", 15, 3, 3) // 2d4+2 = 8
	if e := one(t, evs, battle.EvFeature); e.With != battle.FeatCompanion || !strings.Contains(e.Text, "Wolf makes 2 attacks") {
		t.Fatalf("the command:\n%s", texts(evs))
	}
	f.do("Ranger attack Orc", 15, 4) // 1d8+3 = 7: the ranger's other attack
	f.refuse("Ranger attack Orc", battle.CodeNoAction)
	evs = f.do("Wolf attack Goblin", 15, 3, 3) // the wolf's second attack: no command, no cost
	if len(of(evs, battle.EvFeature)) != 0 {
		t.Fatalf("the second attack was a new command:\n%s", texts(evs))
	}
	f.refuse("Wolf attack Goblin", battle.CodeNoAction)
	if f.c("Orc").HP.Current != 100-8-7 || f.c("Goblin").HP.Current != 100-8 {
		t.Fatalf("Orc HP %d, Goblin HP %d", f.c("Orc").HP.Current, f.c("Goblin").HP.Current)
	}
	f.do("Ranger end turn")

	f.do("Hound attack Kobold", 15, 3, 3)
	f.refuse("Hound attack Kobold", battle.CodeNoAction) // level 10: one attack
	f.do("Young attack Kobold", 15, 4)                   // the ranger's other attack
	if f.c("Kobold").HP.Current != 100-8-7 {
		t.Fatalf("Kobold HP %d", f.c("Kobold").HP.Current)
	}
	f.do("Young end turn")
	f.do("Orc end turn")
	f.do("Goblin end turn")
	f.do("Kobold end turn")

	// A new turn: the command comes again before the second attack.
	f.do("Ranger attack Orc", 15, 4)
	f.do("Ranger attack Orc", 15, 4)
	f.refuse("Wolf attack Orc", battle.CodeNoAction) // no attack left to command it with
}
