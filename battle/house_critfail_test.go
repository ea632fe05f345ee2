package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001's "CRITICAL FAIL CONDITION TABLE" (after "Critical Hits"): a
// natural 1 on an attack roll rolls the d12 table, each entry forced with
// its die and applied by the engine.

// critFight is Ann (sword +5, 1d8+3 slashing; 20 HP) and Bo against an
// Orc with 30 HP, the critical-fail table on; it is Ann's turn.
func critFight(t *testing.T, anns ...spec) *fight {
	t.Helper()
	enc := encounter(
		hero("Ann", "B2", 20, anns...),
		hero("Bo", "B4", 18),
		foe("Orc", "C2", 10, hp(30)),
	)
	enc.Options = []string{battle.OptCriticalFailTable}
	return start(t, enc)
}

func TestCriticalFailOnlyWhenNamed(t *testing.T) {
	// Without options: [critical-fail-table] a natural 1 is only a miss.
	f := start(t, encounter(hero("Ann", "B2", 20), foe("Orc", "C2", 10)))
	evs := f.do("Ann attack Orc", 1)
	wantTypes(t, evs, battle.EvAttack)
}

func TestCriticalFail1DoubleCriticalOnARandomCreature(t *testing.T) {
	// 1: "you just hit a random character with double critical damage
	// instead": a d2 over Bo and the Orc picks the Orc (2); the sword's
	// critical damage 2d8+3 = 4+5+3 = 12, doubled: 24.
	f := critFight(t)
	evs := f.do("Ann attack Orc", 1, 1, 2, 4, 5)
	e := house(t, evs, 1)
	if e.Actor != "Ann" || e.With != "critical-fail table" {
		t.Fatalf("table event %+v", e)
	}
	d := one(t, evs, battle.EvDamage)
	if d.Target != "Orc" || n(d.Amount) != 24 || f.c("Orc").HP.Current != 6 {
		t.Fatalf("damage %+v", d)
	}
}

func TestCriticalFailNarrativeEntries(t *testing.T) {
	// 2, 3, 11: the die to another player, hair, forsaking the gods:
	// narrative, nothing changes.
	for _, face := range []int{2, 3, 11} {
		f := critFight(t)
		evs := f.do("Ann attack Orc", 1, face)
		if e := house(t, evs, face); e.Action != "narrative" || len(evs) != 2 {
			t.Fatalf("face %d:\n%s", face, texts(evs))
		}
	}
}

func TestCriticalFail4MagicItemsTurnMundane(t *testing.T) {
	// 4: "All your magic items have turned into nonmagical versions": her
	// potions (the magic items the engine carries), not her healer's kit.
	f := critFight(t, items(map[string]int{"potion-of-healing": 2, "healers-kit": 1}))
	f.do("Ann attack Orc", 1, 4)
	if it := f.c("Ann").Items; it["potion-of-healing"] != 0 || it["healers-kit"] != 10 {
		t.Fatalf("items %v", it)
	}
}

func TestCriticalFail5TwiceOnTheSurpriseTable(t *testing.T) {
	// 5: "Roll twice on the SURPRISE table": 10, an arrow for 3+4, then 2,
	// five giant rats that join mid-fight on the Orc's side and roll
	// initiative (d20 5 + 2 = 7): after the Orc in the order, and it is
	// still Ann's turn.
	f := critFight(t)
	evs := f.do("Ann attack Orc", 1, 5, 10, 3, 2, 5)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 7 {
		t.Fatalf("arrow %+v", d)
	}
	var order []string
	for _, i := range f.State.Order {
		order = append(order, f.State.Combatants[i].Name)
	}
	if want := []string{"Ann", "Bo", "Orc", "Justin", "JC", "Chris", "Joey", "Lance"}; !slices.Equal(order, want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	if f.current() != "Ann" || f.c("Lance").Side != "foes" {
		t.Fatalf("turn of %s", f.current())
	}
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	if f.current() != "Justin" {
		t.Fatalf("turn of %s, want Justin", f.current())
	}
}

func TestCriticalFail6ForceDamage(t *testing.T) {
	// 6: "You take 1d12 force damage": 8.
	f := critFight(t)
	evs := f.do("Ann attack Orc", 1, 6, 8)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 8 || d.DamageType != "force" {
		t.Fatalf("damage %+v", d)
	}
}

func TestCriticalFail7PaperCut(t *testing.T) {
	// 7: "If you fail a DC 16 Constitution saving throw, you lose 1d6 hit
	// points from blood loss at the start of each of your turns for the
	// next 1d6 rounds": the save 5 fails, 1d6 rounds = 2: she bleeds at the
	// start of her turns in rounds 2 and 3 (3, then 4), not in round 4.
	f := critFight(t)
	evs := f.do("Ann attack Orc", 1, 7, 5, 2)
	if s := one(t, evs, battle.EvSave); *s.Success || n(s.DC) != 16 || s.Ability != "con" {
		t.Fatalf("save %+v", s)
	}
	one(t, evs, battle.EvEffect)
	f.do("Ann end turn")
	f.do("Bo end turn")
	evs = f.do("Orc end turn", 3)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 3 {
		t.Fatalf("round 2 %+v", d)
	}
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn", 4)
	f.do("Ann end turn")
	f.do("Bo end turn")
	evs = f.do("Orc end turn") // round 4: the effect runs out, no face
	if len(of(evs, battle.EvDamage)) != 0 || len(of(evs, battle.EvEffectEnd)) != 1 || f.c("Ann").HP.Current != 13 {
		t.Fatalf("round 4:\n%s", texts(evs))
	}

	// A save that succeeds leaves a scratch.
	f = critFight(t)
	evs = f.do("Ann attack Orc", 1, 7, 16)
	if len(of(evs, battle.EvEffect)) != 0 {
		t.Fatalf("saved:\n%s", texts(evs))
	}
}

func TestCriticalFail8BurningWeapon(t *testing.T) {
	// 8: "catches on fire. Throw it away or take 2d10 fire damage": with
	// a handaxe to fall back on, Ann throws the burning longsword away;
	// the sword of a stat block (no weapon she can throw) burns her: 3+4.
	f := critFight(t, func(c *battle.CombatantSpec) {
		c.Attacks, c.Weapons = nil, []string{"longsword", "handaxe"}
	})
	lw := f.c("Ann").Attacks[0].Name
	evs := f.do("Ann attack Orc with "+lw, 1, 8)
	if e := one(t, evs, battle.EvWeaponLost); e.With != lw {
		t.Fatalf("lost %+v", e)
	}
	for _, a := range f.c("Ann").Attacks {
		if a.Weapon == "longsword" {
			t.Fatalf("still has %s", a.Name)
		}
	}

	f = critFight(t)
	evs = f.do("Ann attack Orc", 1, 8, 3, 4)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 7 || d.DamageType != "fire" {
		t.Fatalf("damage %+v", d)
	}
}

func TestCriticalFail9PratfallAndInspiration(t *testing.T) {
	// 9: "Take 2d6 bludgeoning damage, and if you had a point of
	// Inspiration, it's now gone": the Bardic Inspiration die Ann holds.
	enc := encounter(
		hero("Bard", "B3", 25, class("bard", 1), ability("cha", 12)),
		hero("Ann", "B2", 20),
		foe("Orc", "C2", 10, hp(30)),
	)
	enc.Options = []string{battle.OptCriticalFailTable}
	f := start(t, enc)
	f.do("Bard bardic inspiration Ann")
	f.do("Bard end turn")
	evs := f.do("Ann attack Orc", 1, 9, 2, 3)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 5 || f.c("Ann").Class.Inspiration != "" {
		t.Fatalf("damage %+v, inspiration %q", d, f.c("Ann").Class.Inspiration)
	}
}

func TestCriticalFail10LoseIntelligence(t *testing.T) {
	// 10: "Permanently lose 1 Intelligence": 10 -> 9.
	f := critFight(t)
	evs := f.do("Ann attack Orc", 1, 10)
	if e := one(t, evs, battle.EvScore); e.Ability != "int" || n(e.Total) != 9 || f.c("Ann").Scores[3] != 9 {
		t.Fatalf("score %+v", e)
	}
}

func TestCriticalFail12InstantDeath(t *testing.T) {
	// 12: "Instant death. No saving throw."
	f := critFight(t)
	evs := f.do("Ann attack Orc", 1, 12)
	if d := one(t, evs, battle.EvDead); d.Target != "Ann" || !f.c("Ann").Dead {
		t.Fatalf("dead %+v", d)
	}
	f.do("Ann end turn")
}

func TestHouseTableOptionsLoad(t *testing.T) {
	// The two tables are options of the encounter file, in any case; a
	// misspelt one is an error at its line that names the known options.
	enc := load(t, `
options: [Surprise-Table, critical-fail-table]
combatants:
  - {name: Ann, kind: character, side: party, at: B2, ac: 15, hp: 20}
  - {name: Orc, side: foes, at: C2, ac: 12, hp: 10}
`)
	if !slices.Equal(enc.Options, []string{battle.OptSurpriseTable, battle.OptCriticalFailTable}) {
		t.Fatalf("options %v", enc.Options)
	}
	_, err := battle.Load("t.yaml", []byte("options: [surprise-tables]\ncombatants:\n  - {name: Ann, side: a, at: B2, ac: 15, hp: 20}\n"))
	if err == nil || !strings.Contains(err.Error(), "t.yaml:1") || !strings.Contains(err.Error(), "critical-fail-table") {
		t.Fatalf("error %v", err)
	}
}
