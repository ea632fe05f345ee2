package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 004 (OSR core rules), "Fumbles": "A natural 1 on an attack is a
// fumble. Roll 1d20 on the Fumble Table to see what additional effect
// occurs." Every entry forced with its die, under the osr-fumble-table
// option; the fight is osrFight's (osr_crit_test.go).

var fumbleOpt = []string{battle.OptOSRFumbleTable}

func TestOSRFumbleOnlyWhenNamed(t *testing.T) {
	f := osrFight(t, nil)
	wantTypes(t, f.do("Ann attack Orc", 1), battle.EvAttack)
}

func TestOSRFumble1WeaponBreaks(t *testing.T) {
	// 1: "Stumble, weapon breaks": her sword is gone, she fights unarmed;
	// the Orc's bite (a part of it) does not break.
	f := osrFight(t, fumbleOpt)
	evs := f.do("Ann attack Orc", 1, 1)
	if e := one(t, evs, battle.EvWeaponLost); e.With != "sword" || len(f.c("Ann").Attacks) != 0 {
		t.Fatalf("%+v", e)
	}
	f = start(t, func() *battle.Encounter {
		enc := encounter(foe("Wolf", "B2", 20, attacks(weapon("bite", 4, "2d4+2[piercing]", 0))), hero("Ann", "C2", 10))
		enc.Options = fumbleOpt
		return enc
	}())
	evs = f.do("Wolf attack Ann", 1, 1)
	if e := table(t, evs, "fumble table", 1); e.Action != "narrative" || len(f.c("Wolf").Attacks) != 1 {
		t.Fatalf("%+v", e)
	}
}

// TestOSRFumble1MultiattackFightsOn: a monster whose Multiattack weapon
// broke (seed 004 "Fumbles", 1: "Stumble, weapon breaks") fights on with
// what it has left, as docs/rulesets.md says of a creature whose weapon is
// gone: the lost attack's places in its Multiattack are taken by another
// attack, its unarmed strike included. The engine refused every attack
// but the broken greatsword, so the knight never struck again, and an
// attack with no weapon named crashed it (a nil attack).
func TestOSRFumble1MultiattackFightsOn(t *testing.T) {
	knight := func(c *battle.CombatantSpec) {
		c.Attacks = []battle.AttackSpec{weapon("greatsword", 5, "2d6+3[slashing]", 0), bow("heavy crossbow", 2, "1d10[piercing]", "100/400")}
		c.Multiattack = []string{"greatsword", "greatsword"}
		c.HP = 50
	}
	enc := encounter(foe("Knight", "B2", 20, knight), hero("Ann", "C2", 10, ac(30)))
	enc.Options = fumbleOpt
	f := start(t, enc)
	f.do("Knight attack Ann with greatsword", 1, 1)
	if len(f.c("Knight").Attacks) != 1 {
		t.Fatalf("the greatsword did not break: %v", f.c("Knight").Attacks)
	}
	// The second greatsword attack's place, no weapon named: the attack
	// the engine picks with none named (its first melee attack that
	// reaches, else a ranged one: the crossbow, at disadvantage within
	// 5 ft, two d20s), a miss against AC 30.
	evs := f.do("Knight attack Ann", 2, 2)
	if e := one(t, evs, battle.EvAttack); e.With != "heavy crossbow" {
		t.Fatalf("%s", texts(evs))
	}
	f.refuse("Knight attack Ann with unarmed strike", battle.CodeNoAction) // two attacks, both made
	f.do("Knight end turn")
	f.do("Ann end turn")
	// Its next turn: both places again, with its unarmed strike.
	f.do("Knight attack Ann with unarmed strike", 2)
	f.do("Knight attack Ann with unarmed strike", 2)
}

func TestOSRFumble2HitsTheClosestAlly(t *testing.T) {
	// 2: "automatic hit on closest ally within 10'": Bo, 10 ft away; "Roll
	// 1d20 to check for critical" (5: none), 1d8+3 = 4+3.
	f := osrFight(t, fumbleOpt)
	evs := f.do("Ann attack Orc", 1, 2, 5, 4)
	if d := one(t, evs, battle.EvDamage); d.Target != "Bo" || n(d.Amount) != 7 {
		t.Fatalf("%s", texts(evs))
	}
	// A 20 on that d20 is a critical hit: with the critical-hit table on,
	// its entry (16, quadruple max: 44; Bo has 20).
	f = osrFight(t, []string{battle.OptOSRFumbleTable, battle.OptOSRCritTable})
	evs = f.do("Ann attack Orc", 1, 2, 20, 16)
	if d := one(t, evs, battle.EvDamage); d.Target != "Bo" || n(d.Amount) != 44 {
		t.Fatalf("%s", texts(evs))
	}
	// No ally within 10 ft: a stumble, nothing else.
	enc := encounter(hero("Ann", "B2", 20), hero("Bo", "B6", 18), foe("Orc", "C2", 10))
	enc.Options = fumbleOpt
	f = start(t, enc)
	evs = f.do("Ann attack Orc", 1, 2)
	if len(of(evs, battle.EvDamage)) != 0 {
		t.Fatalf("%s", texts(evs))
	}
}

func TestOSRFumble3And6NextAttackAgainst(t *testing.T) {
	// 3: "next attack against is automatic critical hit": the Orc's 2
	// (2+4 = 6 against AC 15) is a critical hit, the club's dice twice
	// (2d6+2 = 3+4+2). 6: "next attack against is automatic hit": a hit,
	// 1d6+2 = 3+2. Each is used up by that one attack.
	for _, c := range []struct {
		face int
		dice []int
		want int
		crit string
	}{{3, []int{3, 4}, 9, "true"}, {6, []int{3}, 5, "false"}} {
		f := osrFight(t, fumbleOpt)
		f.do("Ann attack Orc", 1, c.face)
		f.do("Ann end turn")
		f.do("Bo end turn")
		evs := f.do("Orc attack Ann", append([]int{2}, c.dice...)...)
		a := one(t, evs, battle.EvAttack)
		if yes(a.Hit) != "true" || yes(a.Crit) != c.crit || n(one(t, evs, battle.EvDamage).Amount) != c.want {
			t.Fatalf("face %d:\n%s", c.face, texts(evs))
		}
		if len(f.State.Effects) != 0 {
			t.Fatalf("face %d: effects left %+v", c.face, f.State.Effects)
		}
	}
}

func TestOSRFumble4And5CantAttack(t *testing.T) {
	// 5: "can't attack until next round": her second attack this turn is
	// refused; on her next turn she attacks. 4: "until end of next round":
	// refused on her round 2 turn too, allowed in round 3.
	f := osrFight(t, fumbleOpt, extraAttacks(1))
	f.do("Ann attack Orc", 1, 5)
	f.refuse("Ann attack Orc", battle.CodeCannot)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	f.do("Ann attack Orc", 2)

	f = osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 4)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	f.refuse("Ann attack Orc", battle.CodeCannot)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	f.do("Ann attack Orc", 2)
}

func TestOSRFumble7And8HitSelf(t *testing.T) {
	// 7: "hit self for maximum damage": d20 5 (no critical), 8+3. 8: "hit
	// self for regular damage": d20 5, 4+3.
	f := osrFight(t, fumbleOpt)
	evs := f.do("Ann attack Orc", 1, 7, 5)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 11 {
		t.Fatalf("%s", texts(evs))
	}
	f = osrFight(t, fumbleOpt)
	evs = f.do("Ann attack Orc", 1, 8, 5, 4)
	if d := one(t, evs, battle.EvDamage); d.Target != "Ann" || n(d.Amount) != 7 {
		t.Fatalf("%s", texts(evs))
	}
}

func TestOSRFumble9MinusTwoNextRound(t *testing.T) {
	// 9: "all rolls next round get -2": her attack in round 2 is 10+5-2 =
	// 13; in round 3, 10+5 = 15 again.
	f := osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 9)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	evs := f.do("Ann attack Orc", 10, 4)
	if a := one(t, evs, battle.EvAttack); n(a.Total) != 13 {
		t.Fatalf("%s", texts(evs))
	}
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	evs = f.do("Ann attack Orc", 10, 4)
	if a := one(t, evs, battle.EvAttack); n(a.Total) != 15 {
		t.Fatalf("%s", texts(evs))
	}
}

func TestOSRFumble10LastInInitiative(t *testing.T) {
	// 10: "go last in initiative next round": round 2 is Bo, Orc, Ann;
	// round 3 Ann, Bo, Orc again.
	f := osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 10)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	if f.current() != "Bo" {
		t.Fatalf("round 2 starts with %s", f.current())
	}
	f.do("Bo end turn")
	f.do("Orc end turn")
	if f.current() != "Ann" || f.State.Round != 2 {
		t.Fatalf("then %s in round %d", f.current(), f.State.Round)
	}
	f.do("Ann end turn")
	if f.current() != "Ann" || f.State.Round != 3 {
		t.Fatalf("round 3 starts with %s", f.current())
	}
}

func TestOSRFumbleProneAndDrop(t *testing.T) {
	// 11-19: prone (11-15) and the weapon dropped 30, 20, 10, 5 ft away or
	// at her feet; a d8 gives the direction (3: east), from B2.
	cases := []struct {
		face  int
		prone bool
		at    string
	}{{11, true, "H2"}, {12, true, "F2"}, {13, true, "D2"}, {14, true, "C2"}, {15, true, ""},
		{16, false, "H2"}, {17, false, "F2"}, {18, false, "D2"}, {19, false, "B2"}}
	for _, c := range cases {
		f := osrFight(t, fumbleOpt)
		faces := []int{1, c.face}
		if c.at != "" && c.face != 19 {
			faces = append(faces, 3)
		}
		evs := f.do("Ann attack Orc", faces...)
		ann := f.c("Ann")
		if ann.Conds.Has(proneCond) != c.prone {
			t.Fatalf("face %d: prone %v", c.face, ann.Conds.Has(proneCond))
		}
		if c.at == "" {
			if len(ann.Dropped) != 0 || len(ann.Attacks) != 1 {
				t.Fatalf("face %d: dropped %v", c.face, ann.Dropped)
			}
			continue
		}
		if e := one(t, evs, battle.EvWeaponDropped); e.To != c.at || len(ann.Attacks) != 0 || ann.Dropped[0].At.String() != c.at {
			t.Fatalf("face %d: %+v", c.face, e)
		}
	}
	// A weapon stops at the edge of the map: from B2, 30 ft north-west
	// (d8 8) lands on A1.
	f := osrFight(t, fumbleOpt)
	if e := one(t, f.do("Ann attack Orc", 1, 16, 8), battle.EvWeaponDropped); e.To != "A1" {
		t.Fatalf("%+v", e)
	}
}

func TestOSRFumblePickUp(t *testing.T) {
	// The dropped weapon's attacks wait for a "pick up" within 5 ft of its
	// square: her object interaction, then her sword is back. 10 ft away
	// it is refused.
	f := osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 19)
	f.do("Ann pick up sword")
	if ann := f.c("Ann"); len(ann.Dropped) != 0 || len(ann.Attacks) != 1 || !ann.Turn.Object {
		t.Fatalf("%+v", ann.Attacks)
	}
	f = osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 18, 7) // 10 ft west: B2 -> A2 (the edge)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	f.do("Ann pick up sword")
	f = osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 18, 5) // 10 ft south: B4, under Bo
	f.refuse("Ann pick up sword", battle.CodeOutOfReach)
	f.do("Ann move B3")
	f.do("Ann pick up sword")
	if !slices.ContainsFunc(f.c("Ann").Attacks, func(a battle.Attack) bool { return a.Name == "sword" }) {
		t.Fatal("no sword")
	}
	f = osrFight(t, fumbleOpt)
	f.do("Ann attack Orc", 1, 17, 3) // 20 ft east: F2
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	f.refuse("Ann pick up sword", battle.CodeOutOfReach)
	f.refuse("Ann pick up axe", battle.CodeCannot)
}

func TestOSRFumble20KeepsHold(t *testing.T) {
	// 20: "Fumble weapon, but maintain hold": narrative.
	f := osrFight(t, fumbleOpt)
	evs := f.do("Ann attack Orc", 1, 20)
	if e := table(t, evs, "fumble table", 20); e.Action != "narrative" || len(evs) != 2 {
		t.Fatalf("%s", texts(evs))
	}
}

// Under the osr ruleset's side initiative, fumble 10 puts the fumbler
// last in the order the sides roll for the next round (seed 004: "go last
// in initiative next round"), not before the roll that would undo it.
// Fixed initiatives fix the sides' rolls: the party (20) before the orcs.
func TestOSRFumble10UnderSideInitiative(t *testing.T) {
	enc := osr(encounter(
		hero("Ann", "B2", 20),
		hero("Bo", "B4", 18),
		foe("Orc", "C2", 10, hp(60)),
	))
	f := start(t, enc)
	f.do("Ann attack Orc", 1, 10)
	f.do("Ann end turn")
	f.do("Bo end turn")
	f.do("Orc end turn")
	if got := order(f); strings.Join(got, ",") != "Bo,Orc,Ann" {
		t.Errorf("round 2's order %v, want Bo, Orc, Ann: Ann last", got)
	}
}
