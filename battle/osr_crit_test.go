package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

var proneCond, blindCond, stunCond = rules.Prone, rules.Blinded, rules.Stunned

// Seed 004 (OSR core rules), "Critical Hits": "A natural 20 on an attack
// is a critical hit. Roll 1d20 on the Critical Hit Table to see what
// additional effect occurs." Every entry forced with its die, under the
// osr-crit-table option (and once under the osr ruleset's hook).

// osrFight is Ann (sword +5, 1d8+3 slashing; AC 15, 20 HP) and Bo (10 ft
// from her) against an Orc (AC 12, 60 HP, club +4 1d6+2) beside her, with
// the seed 004 tables named in options; it is Ann's turn.
func osrFight(t *testing.T, opts []string, anns ...spec) *fight {
	t.Helper()
	enc := encounter(
		hero("Ann", "B2", 20, anns...),
		hero("Bo", "B4", 18),
		foe("Orc", "C2", 10, hp(60)),
	)
	enc.Options = opts
	return start(t, enc)
}

var critOpt = []string{battle.OptOSRCritTable}

// table returns the osr_table event of a table with face.
func table(t *testing.T, evs []battle.Event, name string, face int) battle.Event {
	t.Helper()
	for _, e := range evs {
		if e.Type == battle.EvOSRTable && e.With == name && n(e.Total) == face {
			return e
		}
	}
	t.Fatalf("no osr_table event (%s %d) in\n%s", name, face, texts(evs))
	return battle.Event{}
}

func TestOSRCritOnlyWhenNamed(t *testing.T) {
	// Without the option a natural 20 is seed 001's critical hit: the
	// dice twice, 2d8+3 = 4+5+3.
	f := osrFight(t, nil)
	evs := f.do("Ann attack Orc", 20, 4, 5)
	if len(of(evs, battle.EvOSRTable)) != 0 || n(one(t, evs, battle.EvDamage).Amount) != 12 {
		t.Fatalf("%s", texts(evs))
	}
}

func TestOSRCritDamageEntries(t *testing.T) {
	// The damage of each entry, the sword being 1d8+3 and the d8 a 4 where
	// it is rolled: "Max Damage" 8+3 = 11; "Double Damage" (4+3)x2 = 14;
	// "Double Max Damage" 22; "Triple Damage" 21; "Triple Max Damage" 33;
	// "Quadruple Max Damage" 44. The dice are not doubled as seed 001's
	// critical hit has them: the table replaces that.
	cases := []struct {
		face  int
		dice  []int
		want  int
		entry string
	}{
		{1, nil, 11, "max damage"}, {2, nil, 11, "max damage"},
		{6, []int{4}, 14, "double damage"}, {10, nil, 22, "double max damage"},
		{11, []int{4}, 21, "triple damage"}, {15, nil, 33, "triple max damage"},
		{16, nil, 44, "quadruple max damage"},
	}
	for _, c := range cases {
		f := osrFight(t, critOpt)
		evs := f.do("Ann attack Orc", append([]int{20, c.face}, c.dice...)...)
		e := table(t, evs, "critical-hit table", c.face)
		if e.Reason != c.entry || e.Actor != "Ann" || e.Target != "Orc" {
			t.Fatalf("face %d: %+v", c.face, e)
		}
		if d := one(t, evs, battle.EvDamage); n(d.Amount) != c.want || f.c("Orc").HP.Current != 60-c.want {
			t.Fatalf("face %d: damage %d, want %d\n%s", c.face, n(d.Amount), c.want, texts(evs))
		}
	}
}

func TestOSRCritFreeAttack(t *testing.T) {
	// 3, 7, 12: "Free Attack - Attempt another hit with same weapon": a
	// second attack roll (10+5 = 15 hits AC 12, 1d8+3 = 4+3) that takes
	// nothing of Ann's turn: her one attack is spent by the first only.
	for _, c := range []struct{ face, first int }{{3, 11}, {7, 14}, {12, 21}} {
		f := osrFight(t, critOpt)
		faces := []int{20, c.face}
		if c.face != 3 {
			faces = append(faces, 4)
		}
		evs := f.do("Ann attack Orc", append(faces, 10, 4)...)
		atks := of(evs, battle.EvAttack)
		if len(atks) != 2 || atks[1].Action != battle.ActOSRFree || atks[1].With != "sword" {
			t.Fatalf("face %d:\n%s", c.face, texts(evs))
		}
		if got := f.c("Orc").HP.Current; got != 60-c.first-7 {
			t.Fatalf("face %d: Orc at %d", c.face, got)
		}
		f.refuse("Ann attack Orc", battle.CodeNoAction)
	}
}

func TestOSRCritTargetFumble(t *testing.T) {
	// 4, 8, 13: "Target Fumble - Target must roll on fumble table": the
	// Orc rolls it (15: "Fall down (prone)"), though only the crit table
	// is on.
	for _, face := range []int{4, 8, 13} {
		f := osrFight(t, critOpt)
		faces := []int{20, face}
		if face != 4 {
			faces = append(faces, 4)
		}
		evs := f.do("Ann attack Orc", append(faces, 15)...)
		if e := table(t, evs, "fumble table", 15); e.Actor != "Orc" || !f.c("Orc").Conds.Has(proneCond) {
			t.Fatalf("face %d: %+v", face, e)
		}
	}
}

func TestOSRCritBlinded(t *testing.T) {
	// 5, 9, 14: "Blood or debris blinds target for 1d4 rounds": d4 2, the
	// Orc (whose turn is still to come this round) is blinded through its
	// turns of rounds 1 and 2, until the start of its turn in round 3.
	for _, face := range []int{5, 9, 14} {
		f := osrFight(t, critOpt)
		faces := []int{20, face}
		if face != 5 {
			faces = append(faces, 4)
		}
		evs := f.do("Ann attack Orc", append(faces, 2)...)
		ef := one(t, evs, battle.EvEffect).Effect
		if ef.Condition != "blinded" || ef.Ends != "start" || ef.Of != "Orc" || ef.Round != 3 || !f.c("Orc").Conds.Has(blindCond) {
			t.Fatalf("face %d: %+v", face, ef)
		}
	}
	f := osrFight(t, critOpt)
	f.do("Ann attack Orc", 20, 5, 1)
	f.do("Ann end turn")
	f.do("Bo end turn")
	if !f.c("Orc").Conds.Has(blindCond) {
		t.Fatal("blinded on its turn of round 1")
	}
	f.do("Orc end turn")
	f.do("Ann end turn")
	f.do("Bo end turn") // round 2, the Orc's turn: 1 round is over
	if f.c("Orc").Conds.Has(blindCond) {
		t.Fatal("still blinded in round 2")
	}
}

func TestOSRCritArmorDamaged(t *testing.T) {
	// 17: "Reduce target's AC by 1 until armor repaired": AC 12 -> 11,
	// and the next roll of 6+5 = 11 hits it.
	f := osrFight(t, critOpt, extraAttacks(1))
	evs := f.do("Ann attack Orc", 20, 17)
	if e := one(t, evs, battle.EvArmorDamaged); e.Target != "Orc" || n(e.Total) != 11 || f.c("Orc").AC != 11 {
		t.Fatalf("%+v", e)
	}
	evs = f.do("Ann attack Orc", 6, 1)
	if a := one(t, evs, battle.EvAttack); yes(a.Hit) != "true" || n(a.AC) != 11 {
		t.Fatalf("%+v", a)
	}
}

func TestOSRCritAmputation(t *testing.T) {
	// 18: "Target loses an appendage": a d2; 1 a leg, speed 30 -> 15; 2 an
	// arm, its first attack (the club) gone: it fights unarmed.
	f := osrFight(t, critOpt)
	evs := f.do("Ann attack Orc", 20, 18, 1)
	if e := one(t, evs, battle.EvAmputated); e.With != "leg" || f.c("Orc").Speed != 15 {
		t.Fatalf("%+v speed %d", e, f.c("Orc").Speed)
	}
	f = osrFight(t, critOpt)
	evs = f.do("Ann attack Orc", 20, 18, 2)
	if e := one(t, evs, battle.EvAmputated); e.With != "arm" || len(f.c("Orc").Attacks) != 0 {
		t.Fatalf("%+v attacks %v", e, f.c("Orc").Attacks)
	}
	// A Multiattack (bite, claw, claw) loses the places of the attack gone
	// with the arm: two claws, not a third blow in the bite's place (a
	// weapon broken leaves its places to the others:
	// TestOSRFumble1MultiattackFightsOn).
	beast := func(c *battle.CombatantSpec) {
		c.Attacks = []battle.AttackSpec{weapon("bite", 4, "1d6+2[piercing]", 0), weapon("claw", 4, "1d4+2[slashing]", 0)}
		c.Multiattack = []string{"bite", "claw", "claw"}
		c.HP = 60
	}
	enc := encounter(hero("Ann", "B2", 20), hero("Bo", "B4", 18), foe("Beast", "C2", 10, beast))
	enc.Options = critOpt
	f = start(t, enc)
	f.do("Ann attack Beast", 20, 18, 2)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Beast attack Ann with claw", 2)
	f.do("Beast attack Ann with claw", 2)
	f.refuse("Beast attack Ann with unarmed strike", battle.CodeNoAction)
}

func TestOSRCritStunned(t *testing.T) {
	// 19: "Blow stuns target for 1d6 rounds": d6 3, until the start of the
	// Orc's turn in round 4.
	f := osrFight(t, critOpt)
	evs := f.do("Ann attack Orc", 20, 19, 3)
	ef := one(t, evs, battle.EvEffect).Effect
	if ef.Condition != "stunned" || ef.Round != 4 || !f.c("Orc").Conds.Has(stunCond) {
		t.Fatalf("%+v", ef)
	}
}

func TestOSRCritSaveVersusDeath(t *testing.T) {
	// 20: "Save vs. Death or die": the hit's ordinary damage (4+3), then
	// the SRD 5.1's nearest, a DC 15 Constitution save: 5 fails, the Orc
	// dies; 15 saves.
	f := osrFight(t, critOpt)
	evs := f.do("Ann attack Orc", 20, 20, 4, 5)
	if s := one(t, evs, battle.EvSave); n(s.DC) != 15 || s.Ability != "con" || *s.Success || !f.c("Orc").Dead {
		t.Fatalf("%s", texts(evs))
	}
	if n(one(t, evs, battle.EvDamage).Amount) != 7 {
		t.Fatal("damage")
	}
	f = osrFight(t, critOpt)
	f.do("Ann attack Orc", 20, 20, 4, 15)
	if f.c("Orc").Dead || f.c("Orc").HP.Current != 53 {
		t.Fatal("saved, yet dead")
	}
}

func TestOSRRulesetRollsTheTables(t *testing.T) {
	// The osr ruleset's hooks (ruleset.RulesOSR: Crit CritTable, Fumbles):
	// no option named, the tables are rolled all the same.
	enc := encounter(hero("Ann", "B2", 20), foe("Orc", "C2", 10, hp(60)))
	enc.Ruleset = "osr"
	f := start(t, enc)
	evs := f.do("Ann attack Orc", 20, 1)
	table(t, evs, "critical-hit table", 1)
	f.do("Ann end turn")
	evs = f.do("Orc attack Ann", 1, 20)
	table(t, evs, "fumble table", 20)
}

func TestOSRTableOptionsLoad(t *testing.T) {
	// The two tables are options of the encounter file, in any case; a
	// misspelt one is an error at its line naming the known options.
	enc := load(t, `
options: [OSR-Crit-Table, osr-fumble-table]
combatants:
  - {name: Ann, kind: character, side: party, at: B2, ac: 15, hp: 20}
  - {name: Orc, side: foes, at: C2, ac: 12, hp: 10}
`)
	if !slices.Equal(enc.Options, []string{battle.OptOSRCritTable, battle.OptOSRFumbleTable}) {
		t.Fatalf("options %v", enc.Options)
	}
	_, err := battle.Load("t.yaml", []byte("options: [osr-crit-tables]\ncombatants:\n  - {name: Ann, side: a, at: B2, ac: 15, hp: 20}\n"))
	if err == nil || !strings.Contains(err.Error(), "t.yaml:1") || !strings.Contains(err.Error(), "osr-fumble-table") {
		t.Fatalf("error %v", err)
	}
}
