package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Martial Arts", "Ki", "Flurry of Blows"; seed 000 "MULTIPLE
// ATTACKS" ("Monks' Flurry of Blows ability: add two unarmed attacks" as
// a bonus action). A 5th-level monk with Dex 16: unarmed strikes and the
// quarterstaff (a monk weapon) at +3 Dex +3 proficiency; the unarmed
// strike is the martial arts d6 + 3; the quarterstaff keeps its bigger
// two-handed d8. After the Attack action, one bonus unarmed strike, or 1
// ki for two.
func TestMartialArtsAndFlurry(t *testing.T) {
	f := start(t, encounter(
		hero("Monk", "B2", 20, class("monk", 5), ability("dex", 16), gear("", false, "quarterstaff")),
		foe("Orc", "C2", 10, hp(100))))
	// No Stunning Strike here (feature_ki_test.go): a nil React would take it.
	f.React = func(_ *battle.State, _, _ int, kind string) bool { return kind != battle.ReactStunningStrike }
	f.refuse("Monk martial arts Orc", battle.CodeCannot) // no Attack action yet
	f.refuse("Monk flurry of blows Orc", battle.CodeCannot)
	evs := f.do("Monk attack Orc with quarterstaff", 6, 5) // 6 + 6 = 12 hits AC 12; 1d8 5 + 3
	if got := f.c("Orc").HP.Current; got != 92 {
		t.Fatalf("Orc HP %d after the quarterstaff, want 92:\n%s", got, texts(evs))
	}
	f.do("Monk attack Orc with unarmed strike", 10, 4) // 1d6 4 + 3
	if got := f.c("Orc").HP.Current; got != 85 {
		t.Fatalf("Orc HP %d after the unarmed strike, want 85", got)
	}
	f.do("Monk flurry of blows Orc", 10, 6) // 1 ki: 9
	f.do("Monk flurry of blows Orc", 10, 2) // the second strike: 5
	if got, ki := f.c("Orc").HP.Current, f.c("Monk").Class.KiUsed; got != 71 || ki != 1 {
		t.Fatalf("Orc HP %d, ki used %d after the flurry, want 71 and 1", got, ki)
	}
	f.refuse("Monk flurry of blows Orc", battle.CodeNoAction) // the bonus action is spent
	f.refuse("Monk martial arts Orc", battle.CodeNoAction)
	f.do("Monk end turn")
	f.do("Orc end turn")
	f.do("Monk attack Orc with quarterstaff", 10, 1)
	evs = f.do("Monk martial arts Orc", 10, 1) // the bonus strike: 1 + 3
	if got := f.c("Orc").HP.Current; got != 63 || !f.c("Monk").Turn.Bonus {
		t.Errorf("Orc HP %d after the Martial Arts strike, want 63:\n%s", got, texts(evs))
	}
}

// Martial Arts needs no armor and no shield: an armored monk's fists are
// anyone's (1 + Str), and it has no bonus strike. (It is proficient with
// light armor, as from the Lightly Armored feat, so that the leather
// gives no disadvantage: equipment_prof.go.)
func TestMartialArtsArmored(t *testing.T) {
	f := start(t, encounter(
		hero("Monk", "B2", 20, class("monk", 2), ability("dex", 16), gear("leather", false), profs("light")),
		foe("Orc", "C2", 10, hp(100))))
	evs := f.do("Monk attack Orc with unarmed strike", 10)
	if a := one(t, evs, battle.EvAttack); n(a.Bonus) != 2 {
		t.Errorf("an armored monk's unarmed strike is +%d, want +2 (Str 10, proficiency)", n(a.Bonus))
	}
	f.refuse("Monk flurry of blows Orc", battle.CodeCannot)
}

// SRD 5.1 "Martial Arts": "When you use the Attack action with an
// unarmed strike or a monk weapon on your turn, you can make one unarmed
// strike as a bonus action." A greatclub (two-handed) is no monk weapon:
// no bonus strike after it; after an unarmed strike, one.
func TestMartialArtsNeedsAMonkStrike(t *testing.T) {
	f := start(t, encounter(
		hero("Monk", "B2", 20, class("monk", 1), ability("dex", 16), gear("", false, "greatclub")),
		foe("Orc", "C2", 10, hp(100))))
	f.do("Monk attack Orc with greatclub", 1) // a miss
	re := f.refuse("Monk martial arts Orc", battle.CodeCannot)
	if !strings.Contains(re.Error(), "monk weapon") {
		t.Errorf("refusal: %v", re)
	}
	f.do("Monk end turn")
	f.do("Orc end turn")
	f.do("Monk attack Orc with unarmed strike", 1)
	f.do("Monk martial arts Orc", 1)
}
