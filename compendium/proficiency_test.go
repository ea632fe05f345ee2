package compendium

import (
	"errors"
	"strings"
	"testing"
)

// SRD 5.1 class tables: a wizard is proficient with daggers, darts,
// slings, quarterstaffs and light crossbows and no armor; a rogue with
// simple weapons, hand crossbows, longswords, rapiers and shortswords and
// light armor; a fighter with every SRD weapon and armor. No class has
// firearms (proficiency.go); explosives and siege engines need none.
func TestClassProficiencies(t *testing.T) {
	for _, c := range []struct {
		class, weapon string
		want          bool
	}{
		{"wizard", "dagger", true},
		{"wizard", "quarterstaff", true},
		{"wizard", "crossbow-light", true}, // an alias
		{"wizard", "longsword", false},
		{"wizard", "club", false}, // simple, but not on the wizard's list
		{"rogue", "club", true},
		{"rogue", "rapier", true},
		{"rogue", "greatsword", false},
		{"fighter", "greatsword", true},
		{"fighter", "longbow", true},
		{"fighter", "pistol", false},
		{"fighter", "fragmentation-grenade", true},
		{"wizard", "cannon", true},
	} {
		cl, err := LookupClass(c.class)
		if err != nil {
			t.Fatal(err)
		}
		w, err := LookupWeapon(c.weapon)
		if err != nil {
			t.Fatal(err)
		}
		if got := ProficientWeapon(cl.Weapons, w); got != c.want {
			t.Errorf("%s with %s: proficient %v, want %v", c.class, c.weapon, got, c.want)
		}
	}
	for _, c := range []struct {
		class, armor string
		want         bool
	}{
		{"wizard", "leather", false},
		{"rogue", "leather", true},
		{"rogue", "chain-shirt", false},
		{"cleric", "chain-shirt", true},
		{"cleric", "plate", false},
		{"cleric", "shield", true},
		{"fighter", "plate", true},
		{"monk", "shield", false},
	} {
		cl, _ := LookupClass(c.class)
		a, err := LookupArmor(c.armor)
		if err != nil {
			t.Fatal(err)
		}
		if got := ProficientArmor(cl.Armor, a); got != c.want {
			t.Errorf("%s in %s: proficient %v, want %v", c.class, c.armor, got, c.want)
		}
	}
}

// Every weapon has a proficiency group but the explosives and siege
// engines, and every word a class's weapons list uses is a group or a
// weapon of the compendium.
func TestWeaponGroups(t *testing.T) {
	ids, err := Weapons()
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		w, _ := LookupWeapon(id)
		g := w.WeaponGroup()
		if (g == "") != (w.Category == "explosive" || w.Category == "siege") {
			t.Errorf("%s (%s): group %q", id, w.Category, g)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"Simple", "simple"}, {"firearm", "firearm"}, {"shield", "shields"}, {"crossbow-hand", "hand-crossbow"}, {"heavy", "heavy"},
	} {
		if got, err := ParseProficiency(c.in); err != nil || got != c.want {
			t.Errorf("ParseProficiency(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := ParseProficiency("longsord"); err == nil || !strings.Contains(err.Error(), "longsword") {
		t.Errorf("a misspelt weapon: %v, want a suggestion", err)
	}
	_, err = ParseClasses("c.yaml", []byte("- {id: x, name: X, hit_die: 8, saves: [str, con], weapons: [simple, heavy]}"))
	if err == nil || !errors.Is(err, ErrData) || !strings.Contains(err.Error(), `weapons: "heavy": weapon proficiencies are simple, martial, firearm`) {
		t.Errorf("armor among the weapons: %v", err)
	}
}
