package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Sneak Attack: "The attack must use a finesse or a ranged
// weapon." A rogue's fire bolt is a ranged spell attack, not a weapon:
// with an ally beside the orc it deals its 2d10 and no 3d6 (the script
// holds no faces for them).
func TestSneakAttackNotOnSpells(t *testing.T) {
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 5), caster(1, nil, "fire bolt")),
		hero("Fighter", "F3", 19),
		foe("Orc", "F2", 10, hp(60)),
	))
	evs := f.do("Rogue cast fire bolt at Orc", 15, 2, 3) // 2d10 at character level 5
	if got := f.c("Orc").HP.Current; got != 55 || len(of(evs, battle.EvFeature)) != 0 {
		t.Errorf("Orc HP %d, want 55 (fire bolt 2d10 = 5, no Sneak Attack):\n%s", got, texts(evs))
	}
}

// SRD 5.1 Rage: "When you make a melee weapon attack using Strength, you
// gain a bonus to the damage roll." Spiritual Weapon's strike is a melee
// spell attack: 1d8 4 + Int 3 = 7, no +2 while raging.
func TestRageNotOnSpellAttacks(t *testing.T) {
	f := start(t, encounter(
		hero("Barb", "B2", 20, class("barbarian", 1), ability("str", 16), caster(3, map[int]int{2: 1}, "spiritual weapon")),
		foe("Orc", "C2", 10, hp(60)),
	))
	f.do("Barb cast spiritual weapon at Orc", 15, 4) // 7
	f.do("Barb end turn")
	f.do("Orc end turn")
	f.do("Barb rage")
	f.do("Barb attack Orc", 1) // a miss: the rage goes on
	f.do("Barb end turn")
	f.do("Orc end turn")
	evs := f.do("Barb spiritual weapon Orc", 15, 4)
	if got := f.c("Orc").HP.Current; got != 60-7-7 {
		t.Errorf("Orc HP %d, want 46: the raging barbarian's spiritual weapon deals 7, no rage damage:\n%s", got, texts(evs))
	}
}

// SRD 5.1 Rage: it lasts 1 minute, 10 rounds (seed 001 "Spells:
// Duration": a round is 6 seconds). A rage begun in round 1 is over when
// the barbarian's turn in round 11 begins, as Turn Undead's minute ends
// (feature_turn_test.go); before, the barbarian raged through round 11.
func TestRageLastsOneMinute(t *testing.T) {
	f := start(t, encounter(
		hero("Barb", "B2", 20, class("barbarian", 1)),
		foe("Orc", "C2", 10, hp(60)),
	))
	f.do("Barb rage")
	for round := 1; round <= 10; round++ {
		if !f.c("Barb").Class.Raging {
			t.Fatalf("the rage ended before round %d's turn was over", round)
		}
		f.do("Barb attack Orc", 1) // a miss: the rage goes on
		f.do("Barb end turn")
		f.do("Orc end turn")
	}
	if f.State.Round != 11 || f.current() != "Barb" {
		t.Fatalf("round %d, %s's turn", f.State.Round, f.current())
	}
	if f.c("Barb").Class.Raging {
		t.Errorf("the barbarian still rages at its round-11 turn: 10 rounds have run")
	}
}
