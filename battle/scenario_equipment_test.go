package battle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
)

// gear gives a combatant compendium equipment instead of its written
// attacks and AC: armor "" for none.
func gear(armor string, shield bool, weapons ...string) spec {
	return func(c *battle.CombatantSpec) {
		c.AC, c.Attacks = 0, nil
		c.Armor, c.Shield, c.Weapons = armor, shield, weapons
	}
}

// built is the combatant New makes of an entry.
func built(t *testing.T, c battle.CombatantSpec) battle.Combatant {
	t.Helper()
	s, err := battle.New(encounter(c, foe("Orc", "H2", 10)))
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return s.Combatants[0]
}

// Seed 000 "ARMOR CLASS BY MEDIEVAL ARMOR & MAGIC" (lines 123-133) and
// "ARMOR CLASS MODIFIERS BY DEXTERITY" (135-144): light armor takes the
// whole Dexterity modifier, medium at most +2 (a penalty in full), heavy
// none; "Heavy armor ... may have a minimum Strength score needed to avoid
// losing 10 feet off wearer's speed".
func TestArmorClassFromGear(t *testing.T) {
	for _, c := range []struct {
		what          string
		armor         string
		weapons       []string
		shield        bool
		str, dex      int
		ac, speed     int
		givenAC, slow int
	}{
		{what: "unarmored: 10 + Dex", weapons: []string{"club"}, dex: 14, ac: 12, speed: 30},
		{what: "unarmored with a shield", dex: 10, shield: true, ac: 12, speed: 30},
		{what: "leather: 11 + Dex", armor: "leather", dex: 16, ac: 14, speed: 30},
		{what: "studded leather, Dex 20: +5 in full", armor: "studded-leather", dex: 20, ac: 17, speed: 30},
		{what: "chain shirt, Dex 16: capped at +2", armor: "chain-shirt", dex: 16, ac: 15, speed: 30},
		{what: "half plate, Dex 8: the penalty counts", armor: "half-plate", dex: 8, ac: 14, speed: 30},
		{what: "hide and shield", armor: "hide", dex: 14, shield: true, ac: 16, speed: 30},
		{what: "chain mail, Dex 18: no Dex", armor: "chain-mail", str: 13, dex: 18, ac: 16, speed: 30},
		{what: "plate, Dex 6: no penalty either", armor: "plate", str: 15, dex: 6, ac: 18, speed: 30},
		{what: "chain mail, Str 12 < 13: 10 ft slower", armor: "chain-mail", str: 12, ac: 16, speed: 20},
		{what: "splint and shield, Str 10 < 15", armor: "splint", shield: true, ac: 19, speed: 20},
		{what: "ring mail has no Strength requirement", armor: "ring-mail", str: 8, ac: 14, speed: 30},
		{what: "ac given wins, the armor still slows", armor: "plate", givenAC: 13, ac: 13, speed: 20},
	} {
		t.Run(c.what, func(t *testing.T) {
			opts := []spec{gear(c.armor, c.shield, c.weapons...)}
			if c.str > 0 {
				opts = append(opts, ability("str", c.str))
			}
			if c.dex > 0 {
				opts = append(opts, ability("dex", c.dex))
			}
			if c.givenAC > 0 {
				opts = append(opts, ac(c.givenAC))
			}
			got := built(t, hero("Knight", "B2", 20, opts...))
			if got.AC != c.ac || got.Speed != c.speed {
				t.Errorf("AC %d, speed %d; want AC %d, speed %d", got.AC, got.Speed, c.ac, c.speed)
			}
		})
	}
}

// The armor class gear gives is the one an attack faces (seed 001 "Making
// an Attack"): chain mail and a shield, 18.
func TestAttackAgainstArmor(t *testing.T) {
	f := start(t, encounter(hero("Knight", "B2", 10, gear("chain-mail", true), ability("str", 14)), foe("Orc", "C2", 20)))
	evs := f.do("Orc attack Knight", 13) // 13 + 4 = 17 < 18
	if a := evs[0]; n(a.AC) != 18 || yes(a.Hit) != "false" {
		t.Errorf("attack %+v, want a miss against AC 18", a)
	}
	f.do("Orc end turn")
	f.do("Knight end turn")
	evs = f.do("Orc attack Knight", 14, 3) // 14 + 4 = 18 hits; 1d6+2 = 5
	if a := evs[0]; n(a.AC) != 18 || yes(a.Hit) != "true" {
		t.Errorf("attack %+v, want a hit against AC 18", a)
	}
}

// A weapon from the compendium attacks with the ability modifier and the
// proficiency bonus and adds the modifier to its dice (seed 000 "TYPICAL
// ATTACKS", lines 48-56): Strength in melee, Dexterity for a finesse
// weapon when better and for a bow; a thrown handaxe uses Strength.
func TestWeaponAttacksFromAbilities(t *testing.T) {
	fighter := hero("Fighter", "B2", 20, gear("", true, "longsword", "rapier", "shortbow", "handaxe"),
		ability("str", 16), ability("dex", 18), func(c *battle.CombatantSpec) { c.Proficiency = 3 })
	for _, c := range []struct {
		with      string
		at        string
		faces     []int
		bonus     int
		amount    int
		damageTyp string
	}{
		{"longsword", "C2", []int{10, 6}, 6, 9, "slashing"},      // Str +3, prof +3; 1d8 (a shield: one hand) 6 + 3
		{"rapier", "C2", []int{10, 5}, 7, 9, "piercing"},         // finesse: Dex +4 beats Str +3; 5 + 4
		{"shortbow", "H2", []int{10, 4}, 7, 8, "piercing"},       // ranged: Dex; 1d6 4 + 4
		{"thrown handaxe", "F2", []int{10, 2}, 6, 5, "slashing"}, // thrown: the melee ability, Str; 2 + 3
	} {
		t.Run(c.with, func(t *testing.T) {
			f := start(t, encounter(fighter, foe("Orc", c.at, 10, hp(30))))
			evs := f.do("Fighter attack Orc with "+c.with, c.faces...)
			if strings.HasPrefix(c.with, "thrown ") { // it leaves the hand (weapon_thrown.go)
				wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvWeaponDropped)
			} else {
				wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
			}
			if a := evs[0]; n(a.Bonus) != c.bonus || yes(a.Hit) != "true" {
				t.Errorf("attack %+v, want +%d, a hit", a, c.bonus)
			}
			if d := evs[1]; n(d.Amount) != c.amount || d.DamageType != c.damageTyp {
				t.Errorf("damage %d %s, want %d %s", n(d.Amount), d.DamageType, c.amount, c.damageTyp)
			}
		})
	}
}

// Seed 000 "Versatile: Can be used one-handed as shown, or with higher
// dice base damage if used two-handed" (line 380) and "DAMAGE DICE BY
// 2-HANDED WEAPON (... includes versatile weapons used with two hands)":
// without a shield the longsword is held in both hands, 1d10; with one,
// 1d8.
func TestVersatileWeapon(t *testing.T) {
	two := built(t, hero("Fighter", "B2", 20, gear("", false, "longsword", "spear"), ability("str", 16)))
	one := built(t, hero("Fighter", "B2", 20, gear("", true, "longsword", "spear"), ability("str", 16)))
	want := map[string][2]string{ // two hands, one hand
		"longsword":    {"(1d10+3)[slashing]", "(1d8+3)[slashing]"},
		"spear":        {"(1d8+3)[piercing]", "(1d6+3)[piercing]"},
		"thrown spear": {"(1d6+3)[piercing]", "(1d6+3)[piercing]"}, // thrown with one hand
	}
	for i, c := range []battle.Combatant{two, one} {
		for _, a := range c.Attacks {
			if w, ok := want[a.Name]; !ok || a.Damage.String() != w[i] {
				t.Errorf("shield %v: %s deals %s, want %s", i == 1, a.Name, a.Damage, w[i])
			}
		}
	}
	// A 10 on the d10 only the two-handed grip can roll.
	f := start(t, encounter(hero("Fighter", "B2", 20, gear("", false, "longsword"), ability("str", 16)), foe("Orc", "C2", 10, hp(30))))
	evs := f.do("Fighter attack Orc with longsword", 12, 10)
	if d := evs[1]; n(d.Amount) != 13 {
		t.Errorf("two-handed longsword: %d damage, want 10 + 3", n(d.Amount))
	}
}

// Seed 000 "Heavy: Small creatures suffer disadvantage on attacks using
// this weapon" (line 374; line 305: "Small creatures (halflings and gnomes)
// cannot use weapons with the heavy property"). A Tiny creature is smaller
// still; a Medium one wields it normally.
func TestHeavyWeaponSmallWielder(t *testing.T) {
	for _, c := range []struct {
		size  string
		faces []int
		mode  string
	}{
		{"small", []int{18, 5}, "disadvantage"}, // 5 + 4 = 9 misses AC 12: no damage roll
		{"tiny", []int{18, 5}, "disadvantage"},
		{"medium", []int{18, 4, 3}, "normal"}, // 18 hits; 2d6
	} {
		t.Run(c.size, func(t *testing.T) {
			halfling := hero("Pip", "B2", 20, gear("", false, "greatsword", "shortsword"), size(c.size), ability("str", 14))
			f := start(t, encounter(halfling, foe("Orc", "C2", 10, hp(30))))
			evs := f.do("Pip attack Orc with greatsword", c.faces...)
			a := evs[0]
			if a.Mode != c.mode {
				t.Fatalf("mode %s (%v), want %s", a.Mode, a.Reasons, c.mode)
			}
			if c.mode == "disadvantage" && (len(a.Reasons) != 1 || !strings.Contains(a.Reasons[0], "heavy weapon in a "+c.size)) {
				t.Errorf("reasons %v, want the heavy weapon", a.Reasons)
			}
		})
	}
	t.Run("a light weapon is fine", func(t *testing.T) {
		f := start(t, encounter(hero("Pip", "B2", 20, gear("", false, "greatsword", "shortsword"), size("small")), foe("Orc", "C2", 10, hp(30))))
		if evs := f.do("Pip attack Orc with shortsword", 15, 3); evs[0].Mode != "normal" {
			t.Errorf("shortsword: %s", evs[0].Mode)
		}
	})
	t.Run("an inline heavy attack too", func(t *testing.T) {
		gnome := hero("Pip", "B2", 20, size("small"), attacks(props(weapon("maul", 4, "2d6+2[bludgeoning]", 0), "heavy")))
		f := start(t, encounter(gnome, foe("Orc", "C2", 10, hp(30))))
		if evs := f.do("Pip attack Orc", 3, 2); evs[0].Mode != "disadvantage" {
			t.Errorf("maul: %s", evs[0].Mode)
		}
	})
}

// Siege engines attack with their own bonus and add no modifier (seed 000
// line 401: "Ballista bolt: +6 to hit, range 120/480, 3d10 piercing");
// explosives are area attacks with a save (line 415).
func TestSiegeAndExplosives(t *testing.T) {
	c := built(t, hero("Crew", "B2", 20, gear("", false, "ballista", "fragmentation-grenade"), ability("dex", 18)))
	if len(c.Attacks) != 1 || c.Attacks[0].Bonus != 6 || c.Attacks[0].Damage.String() != "3d10[piercing]" || c.Attacks[0].Long != 480 {
		t.Errorf("ballista %+v", c.Attacks)
	}
	if len(c.Areas) != 1 || c.Areas[0].DC != 15 || c.Areas[0].Half || c.Areas[0].Range != 60 || c.Areas[0].Damage.String() != "5d6[piercing]" {
		t.Errorf("grenade %+v", c.Areas)
	}
}

// Every weapon of the compendium that deals damage builds into attacks.
func TestEveryWeaponBuilds(t *testing.T) {
	ids, err := compendium.Weapons()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		w, _ := compendium.LookupWeapon(id)
		if w.Damage == "" {
			continue
		}
		if _, err := battle.New(encounter(hero("User", "B2", 20, gear("", false, id)), foe("Orc", "H2", 10))); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
}

func TestLoadEquipment(t *testing.T) {
	const head = "combatants:\n  - {name: Orc, side: foes, at: H2, ac: 13, hp: 15}\n"
	enc := load(t, head+"  - {name: Knight, side: party, at: B2, hp: 20, abilities: {dex: 16, str: 15}, armor: Half-Plate, shield: true, weapons: [Longsword, light-crossbow]}\n")
	k := enc.Combatants[1]
	if k.AC != 19 || k.Armor != "half-plate" || k.Weapons[0] != "longsword" {
		t.Errorf("knight %+v: want AC 15 + 2 + 2 filled in, ids canonical", k)
	}
	for _, c := range []struct{ entry, want string }{
		{"{name: K, side: party, at: B2, hp: 20, weapons: [longsowrd]}",
			"test.yaml:3:54: combatants[1].weapons[0]: no weapon \"longsowrd\" in the compendium: did you mean longsword"},
		{"{name: K, side: party, at: B2, hp: 20, weapons: [bolas]}", "weapons[0]: weapon bolas deals no damage"},
		{"{name: K, side: party, at: B2, hp: 20, weapons: [longsword, longsword]}", "weapons[1]: longsword is listed twice: only a light melee weapon"}, // a pair of daggers is two (TestLoadWeaponPairs)
		{"{name: K, side: party, at: B2, hp: 20, weapons: [dagger], attacks: [{name: Thrown Dagger, bonus: 3, damage: 1d4}]}",
			"weapons[0]: dagger gives an attack named \"thrown dagger\""},
		{"{name: K, side: party, at: B2, hp: 20, armor: shield}", "test.yaml:3:51: combatants[1].armor: a shield is not armor"},
		{"{name: K, side: party, at: B2, hp: 20, armor: mithral}", "combatants[1].armor: no armor \"mithral\""},
		{"{name: K, side: party, at: B2, hp: 20}", "combatants[1].ac: missing"},
	} {
		_, err := battle.Load("test.yaml", []byte(head+"  - "+c.entry+"\n"))
		if !errors.Is(err, battle.ErrEncounter) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %q", c.entry, err, c.want)
		}
	}
}
