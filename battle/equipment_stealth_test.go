package battle_test

import (
	"slices"
	"testing"
)

// SRD 5.1 "Armor" ("Stealth. If the Armor table shows 'Disadvantage' in
// the Stealth column, the wearer has disadvantage on Dexterity (Stealth)
// checks"), the armors of seed 000's "ARMOR CLASS BY MEDIEVAL ARMOR"
// table: in chain mail the Hide action's check takes the lower of two d20s;
// in leather it rolls one.
func TestArmorStealthDisadvantage(t *testing.T) {
	setup := func(t *testing.T, armor string) *fight {
		return start(t, encounter(
			hero("Rogue", "B2", 20, gear(armor, false, "shortsword"), ability("str", 13), skill("stealth", 5), cover("three-quarters")),
			foe("Orc", "C2", 10, hp(40)),
		))
	}
	t.Run("chain mail", func(t *testing.T) {
		f := setup(t, "chain-mail")
		c := checkOf(one(t, f.do("Rogue hide", 15, 4), "check"))
		if !c.is("Rogue", "stealth", "disadvantage", 9) || !slices.Equal(c.Reasons, []string{"Chain mail (stealth disadvantage)"}) {
			t.Errorf("check %+v, want Stealth 9 with disadvantage from the chain mail", c)
		}
		if f.c("Rogue").Hidden != 9 {
			t.Errorf("hidden at %d, want 9", f.c("Rogue").Hidden)
		}
	})
	t.Run("leather", func(t *testing.T) {
		f := setup(t, "leather")
		if c := checkOf(one(t, f.do("Rogue hide", 15), "check")); !c.is("Rogue", "stealth", "normal", 20) {
			t.Errorf("check %+v, want Stealth 20, one die", c)
		}
	})
}

// Seed 001 "Surprise": the stealthy creature's Dexterity (Stealth) check
// against each foe's passive Perception (the orc's 10). In chain mail
// (SRD 5.1 "Armor", Stealth: disadvantage) it takes the lower of 15 and 4,
// 4 + 5 = 9, and the orc notices it; in leather, 15 + 5 = 20 surprises
// the orc. A wizard in leather, which it lacks proficiency with (SRD 5.1
// "Armor Proficiency": disadvantage on Dexterity checks), rolls two dice
// as well.
func TestArmorStealthSurprise(t *testing.T) {
	for _, c := range []struct {
		what      string
		opts      []spec
		faces     []int
		surprised bool
		reasons   []string
	}{
		{"chain mail", []spec{gear("chain-mail", false, "shortsword")}, []int{15, 4}, false, []string{"Chain mail (stealth disadvantage)"}},
		{"leather", []spec{gear("leather", false, "shortsword")}, []int{15}, true, nil},
		{"wizard in leather", []spec{class("wizard", 1), gear("leather", false, "dagger")}, []int{15, 4}, false, []string{"wearing leather armor without proficiency"}},
	} {
		t.Run(c.what, func(t *testing.T) {
			opts := append([]spec{ability("str", 13), skill("stealth", 5), stealthy()}, c.opts...)
			f := start(t, encounter(hero("Rogue", "B2", 20, opts...), foe("Orc", "H2", 10, hp(40))), c.faces...)
			check := checkOf(one(t, f.Log, "check"))
			mode := map[bool]string{true: "disadvantage", false: ""}[len(c.faces) == 2]
			if check.Mode != mode || check.Total != c.faces[len(c.faces)-1]+5 || !slices.Equal(check.Reasons, c.reasons) {
				t.Errorf("surprise check %+v, want mode %q, total %d, reasons %v", check, mode, c.faces[len(c.faces)-1]+5, c.reasons)
			}
			if got := f.c("Orc").Surprised; got != c.surprised {
				t.Errorf("orc surprised %v, want %v", got, c.surprised)
			}
		})
	}
}
