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
