package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 "MULTIPLE ATTACKS" (lines 88 and 95): "Bards (of the College
// of Valor)" make one attack roll per Attack action below 6th level and
// two from 6th (line 446: "Bards of level 6+ in the College of Valor
// attack twice per action"). A 6th-level bard of another college, and a
// 5th-level valor bard, attack once.
func TestValorExtraAttack(t *testing.T) {
	arms := []spec{ability("str", 16), gear("", false, "longsword")}
	f := start(t, encounter(
		hero("Valor", "B2", 20, append([]spec{class("bard", 6), subclass("valor")}, arms...)...),
		hero("Young", "B3", 19, append([]spec{class("bard", 5), subclass("valor")}, arms...)...),
		hero("Lore", "C3", 18, append([]spec{class("bard", 6)}, arms...)...),
		foe("Orc", "C2", 10, hp(100), ac(13))))
	if f.c("Valor").ExtraAttacks != 1 || f.c("Young").ExtraAttacks != 0 || f.c("Lore").ExtraAttacks != 0 {
		t.Fatalf("extra attacks: valor 6 %d, valor 5 %d, bard 6 %d; want 1, 0, 0",
			f.c("Valor").ExtraAttacks, f.c("Young").ExtraAttacks, f.c("Lore").ExtraAttacks)
	}
	f.do("Valor attack Orc", 10, 4) // 10 + 3 + 3 = 16 hits: 1d8+3 = 7
	f.do("Valor attack Orc", 10, 4) // Extra Attack: the second of its Attack action
	f.refuse("Valor attack Orc", battle.CodeNoAction)
	if f.c("Orc").HP.Current != 100-14 {
		t.Fatalf("two hits of 7: HP %d", f.c("Orc").HP.Current)
	}
	f.do("Valor end turn")
	f.do("Young attack Orc", 10, 4) // level 5: one attack (+3 proficiency, as at 6th)
	f.refuse("Young attack Orc", battle.CodeNoAction)
	f.do("Young end turn")
	f.do("Lore attack Orc", 10, 4) // no College of Valor: one attack
	f.refuse("Lore attack Orc", battle.CodeNoAction)
	if f.c("Orc").HP.Current != 100-28 {
		t.Fatalf("four hits of 7: HP %d", f.c("Orc").HP.Current)
	}
}

// The College of Valor's Bonus Proficiencies at 3rd level (PHB; seed 000
// names the college, SRD 5.1 is silent): medium armor, shields and martial
// weapons. A valor bard with a battleaxe (martial) adds its proficiency
// bonus and hits AC 15 on a 10 (10 + 3 + 2), in a chain shirt (medium) and
// shield without disadvantage; a bard of no college misses with the same
// roll (SRD 5.1 "Weapon Proficiency") and has disadvantage (SRD 5.1 "Armor
// Proficiency"). Heavy armor stays beyond the valor bard.
func TestValorProficiencies(t *testing.T) {
	kit := []spec{ability("str", 16), gear("chain-shirt", true, "battleaxe")}
	f := start(t, encounter(
		hero("Valor", "B2", 20, append([]spec{class("bard", 3), subclass("valor")}, kit...)...),
		hero("Plain", "B3", 19, append([]spec{class("bard", 3)}, kit...)...),
		foe("Orc", "C2", 10, hp(100), ac(15))))
	a := one(t, f.do("Valor attack Orc", 10, 4), battle.EvAttack)
	if a.Mode != "normal" || n(a.Bonus) != 5 || yes(a.Hit) != "true" {
		t.Errorf("the valor bard's battleaxe in a chain shirt: %+v, want +5, no disadvantage, a hit", a)
	}
	f.do("Valor end turn")
	a = one(t, f.do("Plain attack Orc", 10, 12), battle.EvAttack)
	if a.Mode != "disadvantage" || n(a.Bonus) != 3 || yes(a.Hit) != "false" ||
		!strings.Contains(a.Text, "not proficient with battleaxe") {
		t.Errorf("a bard of no college: %+v, want +3, disadvantage, a miss", a)
	}
	if c := built(t, hero("Heavy", "B2", 20, class("bard", 3), subclass("valor"), gear("chain-mail", false, "battleaxe"))); c.Unskilled != "chain mail" {
		t.Errorf("a valor bard in chain mail: unskilled %q, want chain mail (no heavy armor proficiency)", c.Unskilled)
	}
}

// A bard chooses its college at 3rd level (SRD 5.1 "Bard College"), so
// `subclass: valor` below it is refused at file:line, as on another class.
func TestValorLoadErrors(t *testing.T) {
	for _, c := range []struct{ entry, want string }{
		{"{name: Bard, side: party, at: A1, class: bard, level: 2, subclass: valor}",
			"x.yaml:3:72: combatants[0].subclass: a bard chooses its subclass at level 3 (bard-college); this one is level 2"},
		{"{name: Bard, side: party, at: A1, class: rogue, level: 6, subclass: valor}",
			`subclass "valor" of a rogue: the engine plays bard valor; cleric war`},
	} {
		_, err := battle.Load("x.yaml", []byte("map: {size: 6x6}\ncombatants:\n  - "+c.entry+"\n"))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.entry, err, c.want)
		}
	}
}
