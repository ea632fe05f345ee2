package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Thrown weapons leave the hand (weapon_thrown.go): seed 003 "Ranged
// Attacks" ("you fire a bow or a crossbow, hurl a handaxe"), seed 000
// "Thrown" and SRD 5.1's weapon property "Thrown" ("you can throw the
// weapon to make a ranged attack").

// holdsCount is how many of the compendium weapon id it holds: none
// without its attacks, else one and its spares.
func holdsCount(c *battle.Combatant, id string) int {
	n := 0
	for _, w := range c.Attacks {
		if w.Weapon == id {
			n = 1
			break
		}
	}
	if n == 0 {
		return 0
	}
	for _, s := range c.Spares {
		if s == id {
			n++
		}
	}
	return n
}

// A thrown handaxe lands on the target's square, hit or miss, and lies
// there: its attacks, melee and thrown, are gone until it is picked up
// within 5 ft (seed 001 "Other Activity on Your Turn"). The log replays
// it (checkReplay).
func TestThrownWeaponLeavesTheHand(t *testing.T) {
	for _, tc := range []struct {
		name  string
		faces []int
	}{
		{"a hit", []int{15, 4}},
		{"a miss", []int{3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, encounter(
				hero("Alice", "A1", 20, gear("", false, "handaxe")),
				foe("Orc", "E1", 10, hp(30)),
			))
			evs := f.do("Alice attack Orc with thrown handaxe", tc.faces...)
			e := one(t, evs, battle.EvWeaponDropped)
			if e.To != "E1" || e.Action != "thrown" || e.With != "thrown handaxe" {
				t.Errorf("landing: to %q, action %q, with %q; want E1, thrown, thrown handaxe", e.To, e.Action, e.With)
			}
			alice := f.c("Alice")
			if holdsCount(alice, "handaxe") != 0 || len(alice.Dropped) != 1 || alice.Dropped[0].At.String() != "E1" {
				t.Fatalf("after the throw: attacks %v, dropped %v", alice.Attacks, alice.Dropped)
			}
			if alice.Turn.Object {
				t.Error("the throw spent the object interaction")
			}
			f.do("Alice end turn")
			f.do("Orc end turn")
			re := f.refuse("Alice attack Orc with handaxe", battle.CodeCannot)
			if !strings.Contains(re.Msg, "E1") || !strings.Contains(re.Msg, "pick up") {
				t.Errorf("the refusal should say where it lies and how to take it back: %s", re.Msg)
			}
			f.refuse("Alice pick up handaxe", battle.CodeOutOfReach)
			f.do("Alice move to D1")
			wantTypes(t, f.do("Alice pick up handaxe"), battle.EvAction, battle.EvWeaponPicked)
			if alice := f.c("Alice"); holdsCount(alice, "handaxe") != 1 || len(alice.Dropped) != 0 {
				t.Fatalf("after picking it up: attacks %v, dropped %v", alice.Attacks, alice.Dropped)
			}
			f.do("Alice attack Orc with handaxe", 15, 4)
		})
	}
}

// A weapons list may name a thrown weapon more than once: each is one
// throw. Drawing the next is part of the attack, as drawing ammunition is
// (SRD 5.1 "Ammunition"): two javelins thrown in one Attack action spend
// no object interaction, and the weapon's attacks stay while one is left.
// A dart, a ranged weapon that is only thrown, goes the same way.
func TestThrownWeaponsAreCounted(t *testing.T) {
	f := start(t, encounter(
		hero("Alice", "A1", 20, extraAttacks(1), gear("", false, "javelin", "javelin", "javelin", "dart")),
		foe("Orc", "E1", 10, hp(60)),
	))
	if n := holdsCount(f.c("Alice"), "javelin"); n != 3 {
		t.Fatalf("three javelins listed: it holds %d", n)
	}
	f.do("Alice attack Orc with thrown javelin", 15, 4)
	f.do("Alice attack Orc with thrown javelin", 15, 4)
	alice := f.c("Alice")
	if n := holdsCount(alice, "javelin"); n != 1 || len(alice.Dropped) != 2 || alice.Turn.Object {
		t.Fatalf("two thrown: holds %d, dropped %d, object interaction %v; want 1, 2, unspent", n, len(alice.Dropped), alice.Turn.Object)
	}
	f.do("Alice end turn")
	f.do("Orc end turn")
	f.do("Alice attack Orc with thrown javelin", 15, 4)
	f.refuse("Alice attack Orc with thrown javelin", battle.CodeCannot)
	f.do("Alice attack Orc with dart", 15, 2)
	if alice := f.c("Alice"); holdsCount(alice, "javelin") != 0 || holdsCount(alice, "dart") != 0 || len(alice.Dropped) != 4 {
		t.Fatalf("all thrown: attacks %v, dropped %d", alice.Attacks, len(alice.Dropped))
	}
	f.do("Alice end turn")
	f.do("Orc end turn")
	f.do("Alice move to D1")
	f.do("Alice pick up javelin")
	if alice := f.c("Alice"); holdsCount(alice, "javelin") != 1 || len(alice.Dropped) != 3 {
		t.Fatalf("one picked up: holds %d, dropped %d", holdsCount(alice, "javelin"), len(alice.Dropped))
	}
	f.do("Alice pick up javelin") // the second interaction: its action
	if alice := f.c("Alice"); holdsCount(alice, "javelin") != 2 || !alice.Turn.Action {
		t.Fatalf("two picked up: holds %d, action %v", holdsCount(alice, "javelin"), alice.Turn.Action)
	}
}

// Which thrown weapon a pick-up takes: the one within 5 ft, when another
// of the same lies farther off.
func TestPickUpTakesTheOneInReach(t *testing.T) {
	f := start(t, encounter(
		hero("Alice", "A1", 20, gear("", false, "javelin", "javelin")),
		foe("Orc", "E1", 10, hp(60)),
		foe("Gob", "A5", 9, hp(60)),
	))
	f.do("Alice attack Orc with thrown javelin", 15, 4)
	f.do("Alice end turn")
	f.do("Orc end turn")
	f.do("Gob end turn")
	f.do("Alice attack Gob with thrown javelin", 15, 4)
	f.do("Alice move to A4")
	evs := f.do("Alice pick up javelin")
	if e := one(t, evs, battle.EvWeaponPicked); e.To != "A5" {
		t.Errorf("picked up the javelin at %q, want the one at A5", e.To)
	}
	if alice := f.c("Alice"); len(alice.Dropped) != 1 || alice.Dropped[0].At.String() != "E1" {
		t.Errorf("left lying: %v; want the javelin at E1", alice.Dropped)
	}
}

// A weapons list may name a thrown weapon any number of times; a light
// melee weapon that is not thrown still only twice (a pair), and another
// weapon once.
func TestLoadThrownWeaponCounts(t *testing.T) {
	entry := func(ws string) string {
		return "map: {size: 6x6}\ncombatants:\n  - {name: Rogue, kind: character, side: party, at: A1, hp: 10, weapons: " + ws + "}\n  - {name: Orc, side: orcs, at: F6, hp: 10, ac: 10, attacks: [{name: club, bonus: 2, damage: \"1d4[bludgeoning]\"}]}\n"
	}
	for ws, want := range map[string]int{"[javelin, javelin, javelin, javelin]": 4, "[dagger, dagger, dagger]": 3, "[dart, dart]": 2, "[handaxe, handaxe]": 2} {
		s, err := battle.New(load(t, entry(ws)))
		if err != nil {
			t.Fatalf("%s: %v", ws, err)
		}
		c := &s.Combatants[0]
		if n := holdsCount(c, c.Attacks[0].Weapon); n != want {
			t.Errorf("%s: holds %d, want %d", ws, n, want)
		}
	}
	for ws, want := range map[string]string{
		"[shortsword, shortsword, shortsword]": "three times",
		"[longsword, longsword]":               "only a light melee weapon",
	} {
		if _, err := battle.Load("test.yaml", []byte(entry(ws))); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %q", ws, err, want)
		}
	}
}

// A stat block's thrown attack has no compendium weapon behind it and no
// count: the orc's javelins (SRD 5.1 Orc) are thrown turn after turn.
func TestStatBlockThrowsAreNotCounted(t *testing.T) {
	jav := props(bow("javelin", 5, "1d6+3[piercing]", "30/120"), "thrown")
	f := start(t, encounter(
		foe("Orc", "A1", 20, attacks(jav)),
		hero("Alice", "E1", 10, hp(60)),
	))
	for range 2 {
		if evs := f.do("Orc attack Alice with thrown javelin", 15, 4); len(of(evs, battle.EvWeaponDropped)) != 0 {
			t.Fatalf("a stat block's javelin landed: %v", types(evs))
		}
		f.do("Orc end turn")
		f.do("Alice end turn")
	}
}

// The same rule under every ruleset: the 2024 revision (seed 002) and the
// OSR rules (seed 004) say nothing else of thrown weapons.
func TestThrownWeaponLeavesTheHandInEveryRuleset(t *testing.T) {
	for name, rs := range map[string]func(*battle.Encounter) *battle.Encounter{"5e-2024": r2024, "osr": osr} {
		t.Run(name, func(t *testing.T) {
			f := start(t, rs(encounter(
				hero("Alice", "A1", 20, gear("", false, "handaxe")),
				foe("Orc", "E1", 10, hp(30)),
			)))
			if e := one(t, f.do("Alice attack Orc with thrown handaxe", 15, 4), battle.EvWeaponDropped); e.To != "E1" {
				t.Errorf("landed at %q, want E1", e.To)
			}
			if holdsCount(f.c("Alice"), "handaxe") != 0 {
				t.Error("it still holds the handaxe")
			}
		})
	}
}

// Seed 004's fumble table on a thrown javelin's natural 1: "drop weapon at
// feet" drops the javelin thrown, not the spare, and the throw lands
// nowhere else: one javelin leaves the hand, not two.
func TestFumbledThrowDropsOneWeapon(t *testing.T) {
	enc := encounter(
		hero("Alice", "A1", 20, gear("", false, "javelin", "javelin")),
		foe("Orc", "E1", 10, hp(30)),
	)
	enc.Options = fumbleOpt
	f := start(t, enc)
	evs := f.do("Alice attack Orc with thrown javelin", 1, 19)
	if ds := of(evs, battle.EvWeaponDropped); len(ds) != 1 || ds[0].To != "A1" {
		t.Fatalf("drops %v; want one, at its feet", ds)
	}
	if n := holdsCount(f.c("Alice"), "javelin"); n != 1 {
		t.Errorf("holds %d javelins, want 1", n)
	}
}
