package tactics_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The simple policy plays compendium monsters within their stat blocks'
// rules: a Multiattack's attacks as listed, a spent web left alone until
// it recharges. play fails on any refused command.
func TestSimplePlaysMonsters(t *testing.T) {
	enc, err := battle.Load("m.yaml", []byte(`
map: {size: 10x6}
combatants:
  - {name: Fighter, kind: character, side: party, count: 2, at: [B2, B4], ac: 18, hp: 80, extra_attacks: 1,
     attacks: [{name: sword, bonus: 7, damage: "1d8+4[slashing]"}]}
  - {template: troll, side: monsters, at: F2}
  - {template: giant-spider, side: monsters, at: F5}
  - {template: goblin, side: monsters, at: J1}
`))
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(20) {
		f := play(t, enc, seed)
		for _, e := range f.Log {
			if e.Type == battle.EvRefused {
				t.Fatalf("seed %d: %s", seed, e.Text)
			}
		}
	}
}

// The simple policy plays the stat blocks' Melee or Ranged attacks (a
// guard's spear, an orc's javelin: SRD 5.1 "Melee or Ranged Weapon
// Attack") in melee beside its foe and thrown at range, and a fight with
// reaction spells plays to its end under React nil (every legal reaction
// taken): Shield as attacks hit the wizard, Hellish Rebuke as the warlock
// is damaged.
func TestSimplePlaysThrownAndReactionSpells(t *testing.T) {
	enc, err := battle.Load("m.yaml", []byte(`
map: {size: 12x6}
combatants:
  - {name: Wizard, kind: character, side: party, at: B2, ac: 12, hp: 40,
     spellcasting: {ability: int, level: 5, slots: {1: 4}, spells: [shield]}, abilities: {int: 16},
     attacks: [{name: staff, bonus: 2, damage: "1d6[bludgeoning]"}]}
  - {name: Warlock, kind: character, side: party, at: B4, ac: 13, hp: 40,
     spellcasting: {ability: cha, level: 5, slots: {1: 2}, spells: [hellish rebuke]}, abilities: {cha: 16},
     attacks: [{name: staff, bonus: 2, damage: "1d6[bludgeoning]"}]}
  - {template: guard, side: monsters, at: H2}
  - {template: orc, side: monsters, at: J4}
  - {template: gnoll, side: monsters, at: K5}
`))
	if err != nil {
		t.Fatal(err)
	}
	casts, melee, thrown := map[string]int{}, 0, 0
	for seed := range uint64(20) {
		f := play(t, enc, seed)
		for _, e := range f.Log {
			switch {
			case e.Type == battle.EvRefused:
				t.Fatalf("seed %d: %s", seed, e.Text)
			case e.Type == battle.EvCast:
				casts[e.With]++
			case e.Type == battle.EvAttack && (e.With == "spear" || e.With == "javelin"):
				melee++
				for _, r := range e.Reasons {
					if r == "ranged attack, target within 5 ft" {
						t.Errorf("seed %d: a melee %s at disadvantage: %s", seed, e.With, e.Text)
					}
				}
			case e.Type == battle.EvAttack && (e.With == "thrown spear" || e.With == "thrown javelin"):
				thrown++
			}
		}
	}
	if casts["Shield"] == 0 || casts["Hellish Rebuke"] == 0 || melee == 0 {
		t.Errorf("casts %v, melee spear and javelin attacks %d, thrown %d", casts, melee, thrown)
	}
	t.Logf("casts %v, melee spear and javelin attacks %d, thrown %d", casts, melee, thrown)
}
