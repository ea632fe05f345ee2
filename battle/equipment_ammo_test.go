package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

func ammo(kv map[string]int) spec { return func(c *battle.CombatantSpec) { c.Ammunition = kv } }

// Seed 000 "Weapon properties": "Ammunition: Recover half expended
// ammunition at end of battle"; SRD 5.1 "Ammunition": each attack expends
// one piece. Three arrows shot (two hits, one miss), the Orc falls, the
// fight ends and the Archer recovers one (half of three, rounded down).
func TestAmmunitionSpentAndHalfRecovered(t *testing.T) {
	f := start(t, encounter(
		hero("Archer", "B2", 20, gear("", false, "shortbow"), ability("dex", 14), extraAttacks(1), ammo(map[string]int{"arrows": 3})),
		foe("Orc", "H2", 10, hp(16)),
	))
	f.do("Archer attack Orc", 15, 6) // 17 hits AC 12: 1d6+2 = 8
	f.do("Archer attack Orc", 2)     // a miss still spends the arrow
	if a := f.c("Archer").Ammo; a.Left["arrows"] != 1 || a.Spent["arrows"] != 2 {
		t.Fatalf("after two shots: left %v, spent %v", a.Left, a.Spent)
	}
	f.do("Archer end turn")
	f.do("Orc end turn")
	evs := f.do("Archer attack Orc", 15, 6) // 8 more: the Orc is down
	one(t, evs, battle.EvEnd)
	r := one(t, evs, battle.EvAmmo)
	if r.Actor != "Archer" || r.With != "arrows" || n(r.Amount) != 1 || n(r.Total) != 1 {
		t.Errorf("recovery %+v", r)
	}
	if a := f.c("Archer").Ammo; a.Left["arrows"] != 1 || len(a.Spent) != 0 {
		t.Errorf("after the fight: left %v, spent %v", a.Left, a.Spent)
	}
}

// SRD 5.1 "Ammunition": "You can use a weapon that has the ammunition
// property to make a ranged attack only if you have ammunition to fire
// from the weapon." A crossbow with one bolt shoots once; the count keyed
// by an attack's name (a hand-written sling) counts that attack.
func TestOutOfAmmunitionRefused(t *testing.T) {
	sling := battle.AttackSpec{Name: "Sling", Bonus: ptr(4), Damage: "1d4+2[bludgeoning]", Range: "30/120", Properties: []string{"ammunition"}}
	f := start(t, encounter(
		hero("Archer", "B2", 20, gear("", false, "light-crossbow"), ability("dex", 14), extraAttacks(1),
			ammo(map[string]int{"bolts": 1, "sling": 0}), func(c *battle.CombatantSpec) { c.Attacks = []battle.AttackSpec{sling} }),
		foe("Orc", "H2", 10, hp(40)),
	))
	f.do("Archer attack Orc with light crossbow", 2)
	f.do("Archer end turn")
	f.do("Orc end turn")
	re := f.refuse("Archer attack Orc with light crossbow", battle.CodeCannot)
	if !strings.Contains(re.Error(), "out of bolts") {
		t.Errorf("refusal %q names no bolts", re.Error())
	}
	if re := f.refuse("Archer attack Orc with sling", battle.CodeCannot); !strings.Contains(re.Error(), "out of sling") {
		t.Errorf("refusal %q", re.Error())
	}
}

// An entry's ammunition is read from the file: a known kind counts, an
// unknown key or a negative count is an error at its line.
func TestAmmunitionLoad(t *testing.T) {
	src := func(ammo string) string {
		return `
combatants:
  - {name: Archer, kind: character, side: party, at: B2, hp: 10, weapons: [longbow], ammunition: ` + ammo + `}
  - {name: Orc, side: foes, at: H2, hp: 10, ac: 12}
`
	}
	enc := load(t, src("{arrows: 20}"))
	s, err := battle.New(enc)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	if a := s.Combatants[0].Ammo; a.Left["arrows"] != 20 || a.Of["longbow"] != "arrows" {
		t.Errorf("ammunition %+v", a)
	}
	for _, bad := range []string{"{rocks: 3}", "{arrows: -1}"} {
		if _, err := battle.Load("test.yaml", []byte(src(bad))); err == nil || !strings.Contains(err.Error(), "ammunition") {
			t.Errorf("%s: error %v", bad, err)
		}
	}
}
