package compendium

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// The College of Valor (seed 000 "MULTIPLE ATTACKS", lines 88 and 95: two
// attacks from bard level 6; the PHB for its Bonus Proficiencies): the
// bard's data has it, with Extra Attack from 6th level only.
func TestValorSubclass(t *testing.T) {
	bard, err := LookupClass("bard")
	if err != nil {
		t.Fatal(err)
	}
	v := bard.Subclass("valor")
	if v == nil || v.Name != "College of Valor" || !bard.Has("bard-college", 3) || bard.Has("bard-college", 2) {
		t.Fatalf("valor: %+v; bard-college at %d", v, bard.Features["bard-college"])
	}
	if !slices.Equal(v.Armor, []string{"medium", "shields"}) || !slices.Equal(v.Weapons, []string{"martial"}) {
		t.Errorf("valor proficiencies: armor %v, weapons %v", v.Armor, v.Weapons)
	}
	for _, c := range []struct{ sub, level, want int }{{0, 6, 0}, {1, 5, 0}, {1, 6, 1}, {1, 20, 1}} {
		sub := map[int]string{0: "", 1: "valor"}[c.sub]
		if got := bard.ExtraAttacksAs(sub, c.level); got != c.want {
			t.Errorf("bard %q level %d: %d extra attacks, want %d", sub, c.level, got, c.want)
		}
	}
	fighter, _ := LookupClass("fighter")
	if fighter.ExtraAttacksAs("valor", 11) != 2 {
		t.Error("a subclass the class lacks changes nothing")
	}
}

func TestSubclassDataErrors(t *testing.T) {
	head := "- id: x\n  name: X\n  hit_die: 8\n  saves: [str, con]\n  subclasses:\n"
	for _, c := range []struct{ src, want string }{
		{"- {id: x, name: X, hit_die: 8, saves: [str, con], subclasses: valor}", "subclasses: a list of subclasses"},
		{head + "    - valor\n", "6:7: subclasses: a subclass is a mapping"},
		{head + "    - {id: valor, name: V, hit_die: 8}\n", "6:28: hit_die: unknown key"},
		{head + "    - {id: valor}\n", "name: missing"},
		{head + "    - {id: valor, name: V}\n    - {id: valor, name: W}\n", "earlier subclass"},
		{head + "    - {id: valor, name: V, armor: [chain]}\n", "\"chain\": armor proficiencies"},
		{head + "    - {id: valor, name: V, scaling: {extra-attacks: {6: 1}}}\n", "list extra-attack among the features"},
	} {
		_, err := ParseClasses("c.yaml", []byte(c.src))
		if err == nil || !errors.Is(err, ErrData) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.src, err, c.want)
		}
	}
}
