package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 004 (004_6ab91d94ac224c7f.txt, "Core Rules: Combat"), "Attacking",
// "Movement" and "Combat Procedure" 1 under `ruleset: osr`: the modifier
// table, from behind, mounted, shields, unarmed, dual wielding, 40 ft,
// the stealth step, a caster's round-1 spell.

// Seed 004, "Melee Attack Modifier" (Strength 16-17: +2) and "Missile
// Attack Modifier" (Dexterity 9-12: +0) replace the SRD 5.1's (score −
// 10) / 2 (+3 and −1) for attacks the engine works out from the scores,
// to hit and to damage ("again including any appropriate modifiers").
func TestOSRModifierTable(t *testing.T) {
	alice := hero("Alice", "A1", 20, ability("str", 17), ability("dex", 9), gear("", false, "longsword", "shortbow"))
	if c := built(t, alice); c.Attacks[0].Bonus != 5 || c.Attacks[1].Bonus != 1 {
		t.Fatalf("5e-2014: longsword %+d, shortbow %+d, want +5 and +1", c.Attacks[0].Bonus, c.Attacks[1].Bonus)
	}
	f := start(t, osr(encounter(alice, foe("Orc", "B1", 5, ac(17), hp(30)))))
	if c := f.c("Alice"); c.Attacks[0].Bonus != 4 || c.Attacks[1].Bonus != 2 {
		t.Fatalf("osr: longsword %+d, shortbow %+d, want +4 (2 + Str 17's +2) and +2 (2 + Dex 9's +0)", c.Attacks[0].Bonus, c.Attacks[1].Bonus)
	}
	evs := f.do("Alice attack Orc with longsword", 13, 5) // 13+4 = 17 hits AC 17; 1d10 5 +2
	if at := one(t, evs, battle.EvAttack); n(at.Total) != 17 || f.c("Orc").HP.Current != 23 {
		t.Fatalf("total %d, Orc HP %d: want 17 and 30-7\n%s", n(at.Total), f.c("Orc").HP.Current, texts(evs))
	}
}

// Seed 004, "Melee Attacks": "Unarmed attacks do 1d2 damage by default",
// with the Strength modifier by the table (16: +2).
func TestOSRUnarmed(t *testing.T) {
	f := start(t, osr(encounter(hero("Alice", "A1", 20, ability("str", 16)), foe("Orc", "B1", 5, hp(30)))))
	evs := f.do("Alice attack Orc with unarmed strike", 15, 2) // 1d2 2 +2
	if at := one(t, evs, battle.EvAttack); n(at.Bonus) != 4 || f.c("Orc").HP.Current != 26 {
		t.Fatalf("bonus %d, Orc HP %d: want +4 (2 + 2) and 30-4\n%s", n(at.Bonus), f.c("Orc").HP.Current, texts(evs))
	}
}

// Seed 004, "From Behind - +2 bonus to hit". The Orc faces Bob, the foe
// it is engaged with nearest to it besides the attacker; Alice, on its
// other side, is behind it; Carol, beside it, is not.
func TestOSRFromBehind(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "B2", 20),
		hero("Bob", "D2", 20),
		hero("Carol", "C1", 20),
		foe("Orc", "C2", 5, ac(15), hp(30)),
	)))
	evs := f.do("Alice attack Orc", 8, 4) // 8+5+2 = 15 hits AC 15
	if at := one(t, evs, battle.EvAttack); yes(at.Hit) != "true" || !strings.Contains(at.Text, "from behind") {
		t.Fatalf("from behind: %+v\n%s", outcome(at), texts(evs))
	}
	f.do("Alice end turn")
	f.do("Bob end turn")
	evs = f.do("Carol attack Orc", 8) // 8+5 = 13: beside it, no bonus, a miss
	if at := one(t, evs, battle.EvAttack); yes(at.Hit) != "false" || n(at.Total) != 13 {
		t.Fatalf("beside: %+v\n%s", outcome(at), texts(evs))
	}
}

// Seed 004, "Mounted - +1 bonus to hit most foes on foot".
func TestOSRMounted(t *testing.T) {
	f := start(t, load(t, `
ruleset: osr
map: {size: 12x8}
combatants:
  - {name: Warhorse, side: party, size: large, at: B2, ac: 11, hp: 19, speed: 60, initiative: 20}
  - {name: Knight, kind: character, side: party, mounted_on: Warhorse, hp: 30, ac: 16, initiative: 20,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Orc, side: foes, at: D2, ac: 15, hp: 30, initiative: 5}
`))
	evs := f.do("Knight attack Orc", 9, 4) // 9+5+1 = 15 hits AC 15
	if at := one(t, evs, battle.EvAttack); yes(at.Hit) != "true" || n(at.Total) != 15 {
		t.Fatalf("mounted: %+v\n%s", outcome(at), texts(evs))
	}
}

// Seed 004, "AC": "Shields grant +1 AC when used. Can be destroyed to
// prevent a hit from inflicting damage." The sacrifice is offered through
// React; the shield, and its +1, are gone for the fight.
func TestOSRShield(t *testing.T) {
	alice := hero("Alice", "A1", 20, gear("", true, "longsword"))
	if c := built(t, alice); c.AC != 12 {
		t.Fatalf("5e-2014 AC %d, want 12 (10 + shield 2)", c.AC)
	}
	f := start(t, osr(encounter(alice, hero("Bob", "A3", 20, ac(16), func(c *battle.CombatantSpec) { c.Shield = true }),
		foe("Orc", "B1", 5, hp(30)))))
	if a, b := f.c("Alice").AC, f.c("Bob").AC; a != 11 || b != 15 {
		t.Fatalf("osr AC %d and %d, want 11 (10 + 1) and 15 (a written 16 counts the shield at +2)", a, b)
	}
	var asked []string
	f.React = func(s *battle.State, r, trig int, kind string) bool {
		asked = append(asked, s.Combatants[r].Name+" "+kind)
		return kind == battle.ReactSacrificeShield
	}
	f.do("Alice end turn")
	f.do("Bob end turn")
	evs := f.do("Orc attack Alice", 10) // 10+4 = 14 hits AC 11: the shield stops it, no damage die
	wantTypes(t, evs, battle.EvAttack, battle.EvShieldSacrificed)
	if c := f.c("Alice"); c.HP.Current != 20 || c.AC != 10 || c.ShieldAC != 0 || len(asked) != 1 {
		t.Fatalf("Alice HP %d AC %d shield %d, asked %v\n%s", c.HP.Current, c.AC, c.ShieldAC, asked, texts(evs))
	}
	f.do("Orc end turn")
	f.do("Alice end turn")
	f.do("Bob end turn")
	evs = f.do("Orc attack Alice", 10, 3) // no shield left: 3+2 damage
	if f.c("Alice").HP.Current != 15 || len(of(evs, battle.EvShieldSacrificed)) != 0 {
		t.Fatalf("Alice HP %d\n%s", f.c("Alice").HP.Current, texts(evs))
	}
}

// Seed 004, "Dual Wielding": "PCs with DEX 13+ ... If using 2 Light
// weapons, can make an attack with each one" — the engine's off-hand
// attack, its damage keeping the modifier — "If using a one-handed weapon
// and a Light weapon, can only make one attack, but gets +1 on the attack
// and damage rolls".
func TestOSRDualWield(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "B1", 20, ability("dex", 13), gear("", false, "shortsword", "dagger")),
		hero("Bob", "B3", 20, ability("dex", 12), gear("", false, "shortsword", "dagger")),
		hero("Carol", "D2", 20, ability("dex", 13), gear("", false, "longsword", "dagger")),
		foe("Orc", "C2", 5, ac(10), hp(40)),
	)))
	f.do("Alice attack Orc with shortsword", 15, 3)
	evs := f.do("Alice attack Orc with dagger offhand", 15, 2) // 1d4 2 + Dex 13's +1 kept
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 3 {
		t.Fatalf("off-hand damage %d, want 2+1\n%s", n(d.Amount), texts(evs))
	}
	f.do("Alice end turn")
	f.do("Bob attack Orc with shortsword", 15, 3)
	if e := f.refuse("Bob attack Orc with dagger offhand", battle.CodeCannot); !strings.Contains(e.Error(), "Dexterity 13+") {
		t.Errorf("refusal %v", e)
	}
	f.do("Bob end turn")
	c := f.c("Carol")
	if w := c.Attacks[0]; w.Name != "longsword" || w.Bonus != 3 || w.Damage.String() != "(1d8+1)[slashing]" {
		t.Fatalf("Carol's longsword %+d %s, want +3 (2 + 0 + 1) and one-handed 1d8+1", w.Bonus, w.Damage)
	}
	f.do("Carol attack Orc with longsword", 15, 5) // 5+1
	f.refuse("Carol attack Orc with dagger offhand", battle.CodeCannot)
}

// Seed 004, "Movement": "Most characters can move 40' in a combat round":
// a character whose entry gives no speed; a monster keeps 30 ft, and a
// written speed wins.
func TestOSRCharacterSpeed(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20),
		hero("Bob", "A3", 20, speed(30)),
		foe("Orc", "A8", 5),
	)))
	if a, b, o := f.c("Alice").Speed, f.c("Bob").Speed, f.c("Orc").Speed; a != 40 || b != 30 || o != 30 {
		t.Fatalf("speeds %d %d %d, want 40 30 30", a, b, o)
	}
	f.do("Alice move to I1")
	f.do("Alice end turn")
	f.refuse("Bob move to H3", battle.CodeMovement)
	if c := built(t, hero("Alice", "A1", 20)); c.Speed != 30 {
		t.Errorf("5e-2014 speed %d, want 30", c.Speed)
	}
}

// Seed 004, "Stealth Check": "Each side that's being relatively stealthy
// ... has a base 1-in-6 (1 on 1d6) chance of not being spotted ... The
// side with stealth gets a free attack (or can pass unnoticed), and if
// both sides have stealth, they miss each other." A d6 per stealthy side
// in file order, before the round's initiative; the spotted side is
// surprised.
func TestOSRStealthStep(t *testing.T) {
	enc := func() *battle.Encounter {
		return osr(encounter(
			hero("Alice", "A1", 0, noInit(), stealthy()),
			foe("Gob", "H1", 0, noInit(), stealthy()),
		))
	}
	// The party unnoticed (1), the goblins spotted (4): Gob is surprised;
	// then the sides' initiative, the goblins winning, yet Gob's turn passes.
	f := start(t, enc(), 1, 4, 5, 12)
	if s := of(f.Log, battle.EvSurprise); len(s) != 1 || s[0].Actor != "Gob" || f.current() != "Alice" {
		t.Fatalf("surprised %v, current %s, want Gob alone and Alice's turn\n%s", s, f.current(), texts(f.Log))
	}
	// Both unnoticed: they miss each other, no one is surprised.
	f = start(t, enc(), 1, 1, 12, 5)
	if len(of(f.Log, battle.EvSurprise)) != 0 || len(of(f.Log, battle.EvStealthStep)) != 3 {
		t.Fatalf("both unnoticed:\n%s", texts(f.Log))
	}
	// A carried light denies the side stealth: no die; the goblins' 1
	// surprises Alice.
	f = start(t, load(t, `
ruleset: osr
combatants:
  - {name: Alice, kind: character, side: party, at: A1, ac: 15, hp: 20, stealthy: true, light: hooded-lantern,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Gob, side: foes, at: H1, ac: 12, hp: 10, stealthy: true,
     attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
`), 1, 12, 5)
	if s := of(f.Log, battle.EvSurprise); len(s) != 1 || s[0].Actor != "Alice" || f.current() != "Gob" {
		t.Fatalf("light: surprised %v, current %s\n%s", s, f.current(), texts(f.Log))
	}
}

// A caster whose entry declares nothing declares a spell for round 1
// (seed 004 step 2 wants one before the round; the engine's default so
// that casters can cast in round 1).
func TestOSRCasterDeclaresSpell(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "fire bolt")),
		foe("Orc", "F2", 10, hp(30)),
	)))
	f.do("Wizard cast fire bolt at Orc", 10, 7)
}
