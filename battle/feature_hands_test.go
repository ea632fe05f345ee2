package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 line 507 ("Paladin's lay on hands ability has up to level x 5
// h.p. worth of healing to use") and SRD 5.1 "Lay on Hands": an action,
// a touch, any amount from the pool; no effect on undead or constructs.
func TestLayOnHands(t *testing.T) {
	undead := func(c *battle.CombatantSpec) { c.Type = "undead" }
	f := start(t, encounter(
		hero("Paladin", "B2", 20, class("paladin", 2)), // pool 10
		hero("Fighter", "C2", 19, hp(30)),
		hero("Far", "F2", 18, hp(30)),
		foe("Zombie", "B3", 10, hp(30), undead)))
	f.do("dm damage Fighter 20")
	f.refuse("Paladin lay on hands Far 5", battle.CodeOutOfReach)
	f.refuse("Paladin lay on hands Zombie 5", battle.CodeCannot)
	f.refuse("Paladin lay on hands Fighter 11", battle.CodeNoAction) // the pool is 10
	evs := f.do("Paladin lay on hands Fighter 6")
	if e := one(t, evs, battle.EvFeature); n(e.Amount) != 6 || f.c("Fighter").HP.Current != 16 {
		t.Fatalf("lay on hands 6:\n%s", texts(evs))
	}
	f.refuse("Paladin lay on hands Fighter 1", battle.CodeNoAction) // its action is spent
	f.do("Paladin end turn")
	f.do("Fighter end turn")
	f.do("Far end turn")
	f.do("Zombie end turn")
	f.do("Paladin lay on hands Fighter") // what is left: 4
	if got := f.c("Fighter").HP.Current; got != 20 || f.c("Paladin").Class.HandsUsed != 10 {
		t.Errorf("Fighter HP %d, want 20", got)
	}
	f.do("Paladin end turn")
	f.do("Fighter end turn")
	f.do("Far end turn")
	f.do("Zombie end turn")
	f.refuse("Paladin lay on hands Paladin 1", battle.CodeNoAction) // the pool is spent
}
