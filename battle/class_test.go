package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// class makes an entry a character of a class and level, with abilities
// and without the written stat block's hp and saves.
func class(id string, level int) spec {
	return func(c *battle.CombatantSpec) {
		c.Class, c.Level, c.HP = id, level, 0
	}
}

// A file that says class: fighter, level: 5 gets its proficiency bonus,
// hit points (SRD 5.1 "Hit Points": 10 + Con at 1st level, 6 + Con after),
// saves (Str and Con proficient), Extra Attack (seed 000 "MULTIPLE
// ATTACKS": fighters 5-10 make two attacks) and AC from its gear, with +1
// for the Defense style (seed 000 line 132).
func TestClassBuildsTheCharacter(t *testing.T) {
	enc := load(t, `
combatants:
  - name: Fighter
    kind: character
    side: party
    at: B2
    class: fighter
    level: 5
    fighting_style: defense
    abilities: {str: 16, dex: 12, con: 14, int: 10, wis: 10, cha: 8}
    weapons: [longsword]
    armor: chain-mail
    shield: true
  - name: Wizard
    kind: character
    side: party
    at: B3
    class: wizard
    level: 5
    abilities: {con: 12, int: 18, wis: 12}
  - name: Tough
    side: party
    at: B4
    class: barbarian
    level: 3
    hp: 50
    saves: {con: 9}
    abilities: {str: 16, con: 16}
  - {name: Orc, side: foes, at: H2, ac: 13, hp: 15}
`)
	s, err := battle.New(enc)
	if err != nil {
		t.Fatal(err)
	}
	f := s.Combatants[0]
	if f.Proficiency != 3 || f.HP.Max != 44 || f.HP.Current != 44 || f.ExtraAttacks != 1 || f.AC != 16+2+1 {
		t.Errorf("fighter 5: proficiency %d, HP %v, extra attacks %d, AC %d; want 3, 44, 1, 19", f.Proficiency, f.HP, f.ExtraAttacks, f.AC)
	}
	if f.Saves[rules.Str] != 3+3 || f.Saves[rules.Con] != 2+3 || len(f.Saves) != 2 {
		t.Errorf("fighter saves %v: want str +6, con +5", f.Saves)
	}
	if a := f.Attacks[0]; a.Name != "longsword" || a.Bonus != 3+3 {
		t.Errorf("the longsword: %+v, want +6 to hit", a)
	}
	w := s.Combatants[1]
	if w.HP.Max != 6+1+4*(4+1) || w.Saves[rules.Int] != 4+3 || w.Saves[rules.Wis] != 1+3 || w.Class.Slots != [9]int{4, 3, 2} || w.ExtraAttacks != 0 {
		t.Errorf("wizard 5: HP %v, saves %v, slots %v, extra %d", w.HP, w.Saves, w.Class.Slots, w.ExtraAttacks)
	}
	b := s.Combatants[2]
	if b.HP.Max != 50 || b.Saves[rules.Con] != 9 || b.Saves[rules.Str] != 3+2 || b.Kind != battle.Monster || b.AC != 10+3 {
		t.Errorf("barbarian with hp and a save written: HP %v, saves %v, AC %d (Unarmored Defense 10 + Con)", b.HP, b.Saves, b.AC)
	}
}

// The same entry built in Go, without Load, comes out the same.
func TestClassWithoutLoad(t *testing.T) {
	got := built(t, hero("Rogue", "B2", 20, class("rogue", 5), ability("dex", 16), ability("con", 12), ability("int", 10)))
	if got.HP.Max != 8+1+4*(5+1) || got.Proficiency != 3 || got.Saves[rules.Dex] != 6 || got.Saves[rules.Int] != 3 || !got.Class.Has("sneak-attack") {
		t.Errorf("rogue 5: HP %v, proficiency %d, saves %v", got.HP, got.Proficiency, got.Saves)
	}
}
