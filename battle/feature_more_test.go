package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Action Surge" (seed 000 line 40 lists it among the fighter's
// features): from 2nd level one more action on its turn, once a rest;
// twice from 17th, but not twice on the same turn.
func TestActionSurge(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, class("fighter", 2)),
		hero("Vet", "B4", 19, class("fighter", 17)),
		hero("Squire", "B6", 18, class("fighter", 1)),
		foe("Orc", "C2", 10, hp(60))))
	f.refuse("Fighter action surge", battle.CodeCannot) // the action is not spent yet
	f.do("Fighter attack Orc", 15, 4)
	f.refuse("Fighter attack Orc", battle.CodeNoAction)
	f.do("Fighter action surge")
	f.do("Fighter attack Orc", 15, 4) // the second action
	f.refuse("Fighter action surge", battle.CodeNoAction)
	f.do("Fighter end turn")
	f.do("Vet dash")
	f.do("Vet action surge")
	f.do("Vet dash")
	f.refuse("Vet action surge", battle.CodeNoAction) // not twice on one turn
	f.do("Vet end turn")
	f.do("Squire dash")
	f.refuse("Squire action surge", battle.CodeCannot) // level 1
	f.do("Squire end turn")
	f.do("Orc end turn")
	f.do("Fighter dodge")
	f.refuse("Fighter action surge", battle.CodeNoAction) // once a rest
	f.do("Fighter end turn")
	f.do("Vet dodge")
	f.do("Vet action surge") // its second use
	if got := f.c("Vet").Class.SurgesUsed; got != 2 {
		t.Errorf("Vet has used %d surges, want 2", got)
	}
}

// Seed 000 "BARDS: BARDIC INSPIRATION" and SRD 5.1: a bonus action, an
// ally within 60 ft gains a d6 at 1st level, uses equal to the Charisma
// modifier; the ally adds it to an attack roll or save. The engine spends
// it when the roll fails without it.
func TestBardicInspiration(t *testing.T) {
	enc := encounter(
		hero("Bard", "B2", 20, class("bard", 1), ability("cha", 12)), // +1: one use
		hero("Fighter", "C3", 19),
		hero("Far", "T2", 18), // 90 ft
		foe("Orc", "D3", 10, hp(60)))
	enc.Map.Size = "20x8"
	f := start(t, enc)
	f.refuse("Bard bardic inspiration Far", battle.CodeOutOfReach)
	f.refuse("Bard bardic inspiration Bard", battle.CodeCannot)
	f.refuse("Bard bardic inspiration Orc", battle.CodeCannot)
	f.do("Bard bardic inspiration Fighter")
	if got := f.c("Fighter").Class.Inspiration; got != "d6" || !f.c("Bard").Turn.Bonus {
		t.Fatalf("Fighter holds %q after the bard's inspiration", got)
	}
	f.do("Bard end turn")
	evs := f.do("Fighter attack Orc", 15, 3) // 15 + 5 hits AC 12: the die is kept
	if len(eventsOf(evs, battle.EvFeatureEnd)) != 0 || f.c("Fighter").Class.Inspiration == "" {
		t.Fatalf("the die was spent on a hit:\n%s", texts(evs))
	}
	f.do("Fighter end turn")
	f.do("Far end turn")
	f.do("Orc end turn")
	f.refuse("Bard bardic inspiration Far", battle.CodeNoAction) // Cha 12: one use
	f.do("Bard end turn")
	evs = f.do("Fighter attack Orc", 5, 4, 3) // 5 + 5 = 10 misses AC 12; + d6 4 = 14 hits
	if a := one(t, evs, battle.EvAttack); !*a.Hit || n(a.Total) != 14 || f.c("Fighter").Class.Inspiration != "" {
		t.Errorf("the inspired attack:\n%s", texts(evs))
	}
}

// The die on a saving throw: a DC 15 Dexterity save rolled 12 fails,
// the d6 5 makes it 17.
func TestBardicInspirationSave(t *testing.T) {
	f := start(t, encounter(
		hero("Bard", "B2", 20, class("bard", 5), ability("cha", 16)),
		hero("Fighter", "E5", 19),
		foe("Orc", "L8", 10, hp(60))))
	evs := f.do("Bard bardic inspiration Fighter")
	if e := one(t, evs, battle.EvFeature); e.Dice != "d8" {
		t.Errorf("a 5th-level bard's die is %q, want d8", e.Dice)
	}
	evs = f.do("dm area sphere 5 at E5 save dex 15 damage 2d6[fire] half", 12, 5, 3, 4)
	if s := one(t, evs, battle.EvSave); !*s.Success || n(s.Total) != 17 {
		t.Errorf("the inspired save:\n%s", texts(evs))
	}
}

// Seed 000 line 507 and SRD 5.1 "Divine Smite": after a melee weapon hit
// a paladin spends a slot for 2d8 radiant, +1d8 per slot level above 1st;
// +1d8 against undead; a critical hit doubles the dice. A miss spends
// nothing; no slot left, no smite.
func TestDivineSmite(t *testing.T) {
	undead := func(c *battle.CombatantSpec) { c.Type = "undead" }
	f := start(t, encounter(
		hero("Paladin", "B2", 20, class("paladin", 3), ability("str", 16), gear("", false, "longsword")), // slots 3/0
		foe("Orc", "C2", 10, hp(100)),
		foe("Zombie", "B3", 9, hp(100), undead)))
	f.refuse("Paladin attack Orc smite 2", battle.CodeNoAction) // no 2nd-level slot at 3rd level
	evs := f.do("Paladin attack Orc smite 1", 15, 5, 3, 4)      // 1d8 5 + 3, smite 2d8 3+4
	if got := f.c("Orc").HP.Current; got != 100-15 || f.c("Paladin").Casting.Used[1] != 1 {
		t.Errorf("Orc HP %d, want 85 (5 + 3 + 7 radiant):\n%s", got, texts(evs))
	}
	f.do("Paladin end turn")
	f.do("Orc end turn")
	f.do("Zombie end turn")
	evs = f.do("Paladin attack Zombie smite", 2) // a miss spends nothing
	if f.c("Paladin").Casting.Used[1] != 1 || len(eventsOf(evs, battle.EvFeature)) != 0 {
		t.Errorf("a missed smite:\n%s", texts(evs))
	}
	f.do("Paladin end turn")
	f.do("Orc end turn")
	f.do("Zombie end turn")
	evs = f.do("Paladin attack Zombie smite", 20, 1, 2, 1, 2, 3, 4, 5, 6) // crit: 2d8 weapon + 3, (2+1)d8 ×2
	if got := f.c("Zombie").HP.Current; got != 100-(1+2+3+1+2+3+4+5+6) {
		t.Errorf("Zombie HP %d, want 73:\n%s", got, texts(evs))
	}
	if e := one(t, evs, battle.EvFeature); e.Dice != "3d8" {
		t.Errorf("smite dice %q against undead, want 3d8", e.Dice)
	}
	f.do("Paladin end turn")
	f.do("Orc end turn")
	f.do("Zombie end turn")
	f.do("Paladin attack Orc smite", 15, 1, 1, 1)
	f.do("Paladin end turn")
	f.do("Orc end turn")
	f.do("Zombie end turn")
	f.refuse("Paladin attack Orc smite", battle.CodeNoAction) // three 1st-level slots spent
	f.refuse("Orc attack Paladin smite", battle.CodeNotYourTurn)
}
