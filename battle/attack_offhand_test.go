package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 001 "Two-Weapon Fighting" (SRD 5.1): "When you take the Attack
// action and attack with a light melee weapon that you're holding in one
// hand, you gain a bonus action you can use to attack with a different
// light melee weapon that you're holding in the other hand." Seed 000
// "Two-Weapon Fighting…": "Requires a light melee weapon in each hand".
// One light weapon is no off-hand attack: the SRD 5.1 goblin's one
// scimitar, a rogue's one dagger. Two are: the bandit captain's scimitar
// and dagger (its Multiattack strikes with both), a `weapons` list naming
// a shortsword twice.
func TestTwoWeaponFightingNeedsTwoWeapons(t *testing.T) {
	scimitar := props(weapon("scimitar", 4, "1d6+2[slashing]", 0), "finesse", "light")
	dagger := props(bow("dagger", 4, "1d4+2[piercing]", "20/60"), "finesse", "light", "thrown")
	for _, tc := range []struct {
		name    string
		who     battle.CombatantSpec
		strike  []string // the Attack action's attacks
		off     string   // then the off-hand attack with
		refused bool
	}{
		{name: "a goblin's one scimitar", who: foe("Goblin", "B2", 20, attacks(scimitar, bow("shortbow", 4, "1d6+2[piercing]", "80/320"))),
			strike: []string{"scimitar"}, off: "scimitar", refused: true},
		{name: "a bandit captain's scimitar, then its dagger", who: foe("Captain", "B2", 20, attacks(scimitar, dagger)),
			strike: []string{"scimitar"}, off: "dagger"},
		{name: "a bandit captain's dagger, then its scimitar", who: foe("Captain", "B2", 20, attacks(scimitar, dagger)),
			strike: []string{"dagger"}, off: "scimitar"},
		{name: "a rogue's one dagger", who: hero("Rogue", "B2", 20, gear("", false, "dagger")),
			strike: []string{"dagger"}, off: "dagger", refused: true},
		{name: "a pair of shortswords", who: hero("Rogue", "B2", 20, gear("", false, "shortsword", "shortsword")),
			strike: []string{"shortsword"}, off: "shortsword"},
		{name: "a shortsword and a dagger, the dagger again", who: hero("Rogue", "B2", 20, gear("", false, "shortsword", "dagger")),
			strike: []string{"dagger"}, off: "dagger", refused: true},
		{name: "both struck with: either off-hand", who: hero("Fighter", "B2", 20, extraAttacks(1), gear("", false, "shortsword", "dagger")),
			strike: []string{"shortsword", "dagger"}, off: "shortsword"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, encounter(tc.who, foe("Orc", "C2", 10, side("orcs"), hp(60), ac(5))))
			for _, w := range tc.strike {
				f.do(tc.who.Name+" attack Orc with "+w, 15, 1)
			}
			line := tc.who.Name + " attack Orc with " + tc.off + " offhand"
			if !tc.refused {
				wantTypes(t, f.do(line, 15, 1), battle.EvAttack, battle.EvDamage)
				return
			}
			if e := f.refuse(line, battle.CodeCannot); !strings.Contains(e.Error(), `SRD 5.1 "Two-Weapon Fighting"`) {
				t.Errorf("refusal %q names no rule", e)
			}
			s := f.State
			a, _ := s.Find(tc.who.Name)
			c := &s.Combatants[a]
			for i := range c.Attacks {
				if w := &c.Attacks[i]; w.Name == tc.off && s.MayOffhand(a, w) {
					t.Errorf("MayOffhand offers the %s, which the engine refuses", w.Name)
				}
			}
		})
	}
}

// Seed 004 "Dual Wielding": "If using 2 Light weapons, can make an attack
// with each one" — the engine's off-hand attack, so a deft character
// with one dagger has no second attack, and one with two has.
func TestOSRDualWieldNeedsTwoWeapons(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "B1", 20, ability("dex", 13), gear("", false, "dagger")),
		hero("Bob", "B3", 20, ability("dex", 13), gear("", false, "dagger", "dagger")),
		foe("Orc", "C2", 5, ac(10), hp(40)),
	)))
	f.do("Alice attack Orc with dagger", 15, 3)
	f.refuse("Alice attack Orc with dagger offhand", battle.CodeCannot)
	f.do("Alice end turn")
	f.do("Bob attack Orc with dagger", 15, 3)
	f.do("Bob attack Orc with dagger offhand", 15, 2)
}

// A weapons list may name a light melee weapon twice — a pair, one in
// each hand, with one attack of its name — and no weapon three times, nor
// a weapon two-weapon fighting has no use for twice.
func TestLoadWeaponPairs(t *testing.T) {
	entry := func(ws string) string {
		return "map: {size: 6x6}\ncombatants:\n  - {name: Rogue, kind: character, side: party, at: A1, hp: 10, weapons: " + ws + "}\n  - {name: Orc, side: orcs, at: F6, hp: 10, ac: 10, attacks: [{name: club, bonus: 2, damage: \"1d4[bludgeoning]\"}]}\n"
	}
	enc := load(t, entry("[shortsword, Shortsword]"))
	s, err := battle.New(enc)
	if err != nil {
		t.Fatal(err)
	}
	if c := s.Combatants[0]; len(c.Attacks) != 1 || len(c.Spares) != 1 || c.Spares[0] != "shortsword" {
		t.Errorf("a pair of shortswords: attacks %v, spares %v; want one attack, the pair", c.Attacks, c.Spares)
	}
	for ws, want := range map[string]string{
		"[longsword, longsword]":               "only a light melee weapon",
		"[shortsword, shortsword, shortsword]": "three times",
		"[light-crossbow, light-crossbow]":     "only a light melee weapon",
	} {
		_, err := battle.Load("test.yaml", []byte(entry(ws)))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %q", ws, err, want)
		}
	}
}

// Seed 001 "Two-Weapon Fighting": "If either weapon has the thrown
// property, you can throw the weapon, instead of making a melee attack
// with it" (seed 000 line 103 too). With a pair of handaxes, the off-hand
// one is thrown; one handaxe is left, no longer a pair, and the next
// turn's off-hand blow is refused. Thrown first in the Attack action, the
// handaxe left is the one in the other hand, and strikes off-hand.
func TestThrownOffhandAttack(t *testing.T) {
	scene := func() *fight {
		return start(t, encounter(
			hero("Alice", "A1", 20, gear("", false, "handaxe", "handaxe")),
			foe("Orc", "B1", 10, hp(60), side("orcs")),
			foe("Gob", "E1", 9, hp(60), side("orcs")),
		))
	}
	f := scene()
	f.do("Alice attack Orc with handaxe", 15, 4)
	evs := f.do("Alice attack Gob with thrown handaxe offhand", 15, 15, 4) // a ranged attack beside the orc: disadvantage
	if a := one(t, evs, battle.EvAttack); a.Action != "bonus" || a.With != "thrown handaxe" {
		t.Errorf("the off-hand throw: %+v", a)
	}
	if e := one(t, evs, battle.EvWeaponDropped); e.To != "E1" {
		t.Errorf("the off-hand handaxe landed at %q, want E1", e.To)
	}
	if n := holdsCount(f.c("Alice"), "handaxe"); n != 1 {
		t.Fatalf("holds %d handaxes, want 1", n)
	}
	f.do("Alice end turn")
	f.do("Orc end turn")
	f.do("Gob end turn")
	f.do("Alice attack Orc with handaxe", 15, 4)
	f.refuse("Alice attack Orc with handaxe offhand", battle.CodeCannot)

	f = scene()
	f.do("Alice attack Gob with thrown handaxe", 15, 15, 4)
	s := f.State
	a, _ := s.Find("Alice")
	if w := s.Combatants[a].Attacks[0]; !s.MayOffhand(a, &w) {
		t.Errorf("MayOffhand refuses the handaxe in the other hand")
	}
	f.do("Alice attack Orc with handaxe offhand", 15, 4)
}

// SRD 5.1 "Two-Weapon Fighting" needs "the Attack action"; a monster's
// Multiattack is an action of its own (SRD 5.1 "Monsters", Actions:
// "Multiattack. A creature that can make multiple attacks on its turn has
// the Multiattack action"), whose attacks the stat block already counts:
// the SRD 5.1 bandit captain's "two with its scimitar and one with its
// dagger" is no Attack action that a bonus action dagger may follow.
func TestNoOffhandAfterMultiattack(t *testing.T) {
	scimitar := props(weapon("scimitar", 5, "1d6+3[slashing]", 0), "finesse", "light")
	dagger := props(weapon("dagger", 5, "1d4+3[piercing]", 0), "finesse", "light")
	captain := foe("Captain", "B2", 20, attacks(scimitar, dagger), func(c *battle.CombatantSpec) {
		c.Multiattack = []string{"scimitar", "scimitar", "dagger"}
	})
	f := start(t, encounter(captain, hero("Alice", "C2", 10, hp(60))))
	f.do("Captain attack Alice with scimitar", 15, 4)
	re := f.refuse("Captain attack Alice with dagger offhand", battle.CodeCannot)
	if !strings.Contains(re.Msg, "Multiattack") {
		t.Errorf("the refusal should name the Multiattack: %s", re.Msg)
	}
	s := f.State
	for k := range s.Combatants[0].Attacks {
		if w := &s.Combatants[0].Attacks[k]; s.MayOffhand(0, w) {
			t.Errorf("MayOffhand offers the %s after a Multiattack", w.Name)
		}
	}
}

// SRD 5.1 "Other Activity on Your Turn": stowing one of a pair of
// shortswords puts one away; the other stays in hand, no longer a pair,
// until the first is drawn again.
func TestStowOneOfAPair(t *testing.T) {
	f := start(t, encounter(
		hero("Alice", "A1", 20, gear("", false, "shortsword", "shortsword")),
		foe("Orc", "B1", 10, hp(60)),
	))
	f.do("Alice stow shortsword")
	if c := f.c("Alice"); holdsCount(c, "shortsword") != 1 || len(c.Stowed) != 1 {
		t.Fatalf("after stowing one: holds %d, stowed %d; want 1 and 1", holdsCount(c, "shortsword"), len(c.Stowed))
	}
	f.do("Alice attack Orc with shortsword", 15, 4)
	f.refuse("Alice attack Orc with shortsword offhand", battle.CodeCannot)
	f.do("Alice end turn")
	f.do("Orc end turn")
	f.do("Alice draw shortsword")
	if c := f.c("Alice"); holdsCount(c, "shortsword") != 2 || len(c.Stowed) != 0 {
		t.Fatalf("after drawing it: holds %d, stowed %d; want 2 and 0", holdsCount(c, "shortsword"), len(c.Stowed))
	}
	f.do("Alice attack Orc with shortsword", 15, 4)
	f.do("Alice attack Orc with shortsword offhand", 15, 4)
}

// Two-weapon fighting is "a different light melee weapon" (SRD 5.1): a
// handaxe thrown in the Attack action and picked up again is the same
// handaxe, no off-hand weapon.
func TestNoOffhandWithTheWeaponPickedUp(t *testing.T) {
	f := start(t, encounter(
		hero("Alice", "A1", 20, gear("", false, "handaxe")),
		foe("Orc", "B1", 10, hp(60)),
	))
	f.do("Alice attack Orc with thrown handaxe", 15, 15, 4) // beside the orc: disadvantage
	f.do("Alice pick up handaxe")
	f.refuse("Alice attack Orc with handaxe offhand", battle.CodeCannot)
}
