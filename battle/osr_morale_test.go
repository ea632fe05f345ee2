package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 004 (004_6ab91d94ac224c7f.txt), "Combat Procedure" 4, "Morale
// Check": "Roll 2d6 under morale score or the monsters surrender / flee."
// A monster that surrendered (or fled) has left the battle: its square no
// longer blocks a foe's way nor holds a space, it gives no cover, and no
// creature's command can aim at it.
func TestOSRMoraleLeavesTheMap(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20, attacks(
			weapon("sword", 5, "1d8+3[slashing]", 0),
			bow("bow", 5, "1d6+3[piercing]", "80/320"))),
		foe("Gob", "B1", 10, hp(10), morale(7)),
		foe("Hob", "D1", 5, hp(30), ac(12)),
	)))
	f.refuse("Alice move to B1", battle.CodeMovement) // a hostile space, same size
	f.do("Alice attack Gob with sword", 15, 2)        // 2+3 = 5: Gob at half
	evs := f.do("Alice end turn", 3, 4)               // Gob: 2d6 7, not under 7, engaged: surrenders
	if m := one(t, evs, battle.EvMorale); m.Action != "surrender" {
		t.Fatalf("morale %+v: want a surrender", m)
	}
	f.do("Hob end turn")
	f.refuse("Alice shove Gob prone", battle.CodeCannot) // no command aims at it: no contest rolled
	// Gob's square, between Alice and Hob, would give Hob half cover (AC
	// 14): 8+5 = 13 hits AC 12 only with Gob gone.
	evs = f.do("Alice attack Hob with bow", 8, 1)
	if at := one(t, evs, battle.EvAttack); yes(at.Hit) != "true" || n(at.AC) != 12 {
		t.Fatalf("the bow against Hob: %+v\n%s", outcome(at), texts(evs))
	}
	evs = f.do("Alice move to B1")
	if f.c("Alice").At.String() != "B1" {
		t.Fatalf("Alice at %s: Gob's square is free once it surrendered\n%s", f.c("Alice").At, texts(evs))
	}
}

// Seed 004 "Morale Check": a monster that surrendered is out of the
// fight, regeneration or not (SRD 5.1 Troll, "Regeneration" keeps a troll
// at 0 HP in the fight, not one that gave up). With its side's last
// creature out, the fight ends: it did not, and every `skirmish sim` of
// an OSR troll that surrendered played on to a 100-round stalemate.
func TestOSRSurrenderedRegeneratorEndsTheFight(t *testing.T) {
	troll := func(c *battle.CombatantSpec) {
		c.Traits = &battle.TraitsSpec{Regeneration: &battle.RegenerationSpec{HP: 1}}
	}
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20, attacks(weapon("sword", 5, "1d8+3[slashing]", 0))),
		foe("Trog", "B1", 10, hp(20), morale(7), troll),
	)))
	f.do("Alice attack Trog with sword", 15, 8) // 8+3 = 11: 9 HP left
	evs := f.do("Alice end turn", 3, 4)         // Trog regains 1 (10 of 20: half) and checks: 2d6 7, not under 7, engaged: surrenders
	if m := one(t, evs, battle.EvMorale); m.Action != "surrender" {
		t.Fatalf("morale %+v: want a surrender\n%s", m, texts(evs))
	}
	if !f.State.Over || f.State.Winner != "party" {
		t.Fatalf("over %v, winner %q: want the party's win once the troll surrendered\n%s", f.State.Over, f.State.Winner, texts(evs))
	}
}
