package compendium

import (
	"errors"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Every class issue 5 names loads, with its hit die and saves.
func TestClassesLoad(t *testing.T) {
	ids, err := Classes()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"barbarian", "bard", "cleric", "fighter", "monk", "paladin", "ranger", "rogue", "warlock", "wizard"}
	if strings.Join(ids, ",") != strings.Join(want, ",") {
		t.Errorf("classes %v, want %v", ids, want)
	}
	for _, id := range ids {
		c, err := LookupClass(strings.ToUpper(id))
		if err != nil || c.ID != id || c.HitDie == 0 || len(c.Saves) != 2 || c.Line == 0 {
			t.Errorf("%s: %+v, %v", id, c, err)
		}
	}
	if _, err := LookupClass("figther"); err == nil || !strings.Contains(err.Error(), "fighter") {
		t.Errorf("a misspelt class: %v, want a suggestion of fighter", err)
	}
}

// The tables by level: seed 000 "MULTIPLE ATTACKS" (lines 85-100), "BARBARIANS:
// RAGE" (430-436), "BARDS: BARDIC INSPIRATION" (440), "ROGUES: SNEAK ATTACK"
// (475-485), Channel Divinity uses (459-463); SRD 5.1 for the rest.
func TestClassTables(t *testing.T) {
	for _, c := range []struct {
		class, what string
		level       int
		want        string
	}{
		{"fighter", "extra-attacks", 4, ""},
		{"fighter", "extra-attacks", 5, "1"},
		{"fighter", "extra-attacks", 10, "1"},
		{"fighter", "extra-attacks", 11, "2"},
		{"fighter", "extra-attacks", 20, "3"},
		{"barbarian", "extra-attacks", 5, "1"},
		{"monk", "extra-attacks", 20, "1"},
		{"paladin", "extra-attacks", 5, "1"},
		{"ranger", "extra-attacks", 5, "1"},
		{"rogue", "extra-attacks", 20, ""},
		{"barbarian", "rage-damage", 8, "2"},
		{"barbarian", "rage-damage", 9, "3"},
		{"barbarian", "rage-damage", 16, "4"},
		{"barbarian", "rage-uses", 1, "2"},
		{"barbarian", "rage-uses", 20, "unlimited"},
		{"rogue", "sneak-attack-dice", 1, "1d6"},
		{"rogue", "sneak-attack-dice", 3, "2d6"},
		{"rogue", "sneak-attack-dice", 10, "5d6"},
		{"rogue", "sneak-attack-dice", 19, "10d6"},
		{"bard", "bardic-inspiration-die", 4, "d6"},
		{"bard", "bardic-inspiration-die", 5, "d8"},
		{"bard", "bardic-inspiration-die", 15, "d12"},
		{"monk", "martial-arts-die", 1, "d4"},
		{"monk", "martial-arts-die", 17, "d10"},
		{"cleric", "channel-divinity-uses", 1, ""},
		{"cleric", "channel-divinity-uses", 5, "1"},
		{"cleric", "channel-divinity-uses", 6, "2"},
		{"cleric", "channel-divinity-uses", 18, "3"},
		{"cleric", "destroy-undead-cr", 5, "1/2"},
		{"cleric", "destroy-undead-cr", 17, "4"},
		{"paladin", "lay-on-hands-pool", 7, "35"},
	} {
		cl, err := LookupClass(c.class)
		if err != nil {
			t.Fatal(err)
		}
		if got := cl.Value(c.what, c.level); got != c.want {
			t.Errorf("%s %d %s: %q, want %q", c.class, c.level, c.what, got, c.want)
		}
	}
	for level, want := range map[int]int{1: 2, 4: 2, 5: 3, 9: 4, 13: 5, 17: 6, 20: 6} {
		if got := ProficiencyBonus(level); got != want {
			t.Errorf("proficiency at %d: %d, want %d", level, got, want)
		}
	}
}

// SRD 5.1 "Hit Points": the die's maximum at 1st level, its average
// rounded up after, the Constitution modifier each level.
func TestHitPoints(t *testing.T) {
	for _, c := range []struct {
		class      string
		level, con int
		want       int
	}{
		{"fighter", 1, 2, 12},
		{"fighter", 5, 2, 44}, // 12 + 4×(6+2)
		{"wizard", 3, 1, 17},  // 7 + 2×(4+1)
		{"barbarian", 20, 3, 12 + 3 + 19*(7+3)},
		{"rogue", 2, -1, 7 + 4}, // 8-1, then 5-1
	} {
		cl, _ := LookupClass(c.class)
		if got := cl.HitPoints(c.level, c.con); got != c.want {
			t.Errorf("%s %d, Con %+d: %d HP, want %d", c.class, c.level, c.con, got, c.want)
		}
	}
}

// SRD 5.1 class tables: the Wizard's, the Paladin's and the Warlock's
// Pact Magic.
func TestSpellSlots(t *testing.T) {
	for _, c := range []struct {
		class string
		level int
		want  [9]int
	}{
		{"wizard", 1, [9]int{2}},
		{"wizard", 5, [9]int{4, 3, 2}},
		{"cleric", 20, [9]int{4, 3, 3, 3, 3, 2, 2, 1, 1}},
		{"paladin", 1, [9]int{}},
		{"paladin", 2, [9]int{2}},
		{"ranger", 5, [9]int{4, 2}},
		{"paladin", 19, [9]int{4, 3, 3, 3, 2}},
		{"warlock", 1, [9]int{1}},
		{"warlock", 2, [9]int{2}},
		{"warlock", 5, [9]int{0, 0, 2}},
		{"warlock", 11, [9]int{0, 0, 0, 0, 3}},
		{"warlock", 17, [9]int{0, 0, 0, 0, 4}},
		{"fighter", 20, [9]int{}},
	} {
		cl, _ := LookupClass(c.class)
		if got := cl.SpellSlots(c.level); got != c.want {
			t.Errorf("%s %d: slots %v, want %v", c.class, c.level, got, c.want)
		}
	}
	if cl, _ := LookupClass("cleric"); cl.CastingAbility != rules.Wis || cl.Casting != FullCaster {
		t.Errorf("cleric casts with %v (%s)", cl.CastingAbility, cl.Casting)
	}
}

// A mistake in class data says where it is.
func TestClassDataErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"- {id: x, name: X, hit_die: 7, saves: [str, con]}", "1:29: hit_die: a hit die is 6, 8, 10 or 12"},
		{"- {id: x, name: X, hit_die: 8, saves: [str]}", "saves: a class is proficient in two"},
		{"- {id: x, name: X, hit_die: 8, saves: [str, con], hitdie: 3}", "hitdie: unknown key"},
		{"- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  scaling:\n    rage-damage: {9: 3, 1: 2}\n", "6:25: scaling.rage-damage: level 1 after level 9"},
		{"- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  features:\n    rage: 21\n", "6:11: features.rage: a level from 1 to 20"},
		{"- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  spellcasting: {ability: wis, progression: third}\n", "progression: \"third\": full, half or pact"},
		{"- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  features: {fighting-style: 1}\n  fighting_styles: [jousting]\n", "fighting_styles: \"jousting\""},
		{"- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  features: {fighting-style: 1}\n", "lists its fighting_styles"},
		{"- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  fighting_styles: [defense]\n", "lists its fighting_styles"},
	} {
		_, err := ParseClasses("c.yaml", []byte(c.src))
		if err == nil || !errors.Is(err, ErrData) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.src, err, c.want)
		}
	}
}
