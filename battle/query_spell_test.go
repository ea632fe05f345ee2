package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// spell is a compendium spell, which must exist.
func spell(t *testing.T, id string) *compendium.Spell {
	t.Helper()
	sp, err := compendium.LookupSpell(id)
	if err != nil {
		t.Fatal(err)
	}
	return sp
}

// ArmorClassWith is the AC the spell's cast would leave, by the rules
// armorClass plays (SRD 5.1): Shield of Faith +2; Mage Armor 13 + Dex
// (+2 for a carried shield) when better than the creature's own; Barkskin
// at least 16; the same spell twice adds nothing. Each is checked against
// the cast itself: ArmorClass after the cast.
func TestArmorClassWithIsTheCast(t *testing.T) {
	for _, tc := range []struct {
		spell   string
		ac, dex int
		shield  bool
		want    int
	}{
		{"shield-of-faith", 12, 10, false, 14},
		{"mage-armor", 11, 14, false, 15},
		{"mage-armor", 11, 14, true, 17},
		{"mage-armor", 16, 10, false, 16},
		{"barkskin", 12, 10, false, 16},
		{"barkskin", 17, 10, false, 17},
		{"haste", 12, 10, false, 14},
	} {
		t.Run(tc.spell, func(t *testing.T) {
			f := start(t, encounter(
				hero("Caster", "B2", 20, caster(5, map[int]int{1: 4, 2: 3, 3: 2}, "shield of faith", "mage armor", "barkskin", "haste")),
				hero("Ally", "C2", 19, ac(tc.ac), ability("dex", tc.dex), func(c *battle.CombatantSpec) { c.Shield = tc.shield }),
				foe("Orc", "J2", 10),
			))
			s := f.State
			sp := spell(t, tc.spell)
			if got := s.ArmorClassWith(1, sp); got != tc.want {
				t.Errorf("ArmorClassWith = %d, want %d", got, tc.want)
			}
			f.do("Caster cast " + sp.Name + " on Ally")
			s = f.State
			if got := s.ArmorClass(1); got != tc.want {
				t.Errorf("after the cast, AC %d, want %d", got, tc.want)
			}
			if got := s.ArmorClassWith(1, sp); got != tc.want {
				t.Errorf("cast again: ArmorClassWith = %d, want %d (the same spell's effects don't combine)", got, tc.want)
			}
		})
	}
}

// SleepOrder is the order Sleep's pool goes over the creatures at a point
// (SRD 5.1 "Sleep": "in ascending order of their current hit points
// (ignoring unconscious creatures)", undead and the charm-immune not
// affected): the cast then puts to sleep exactly the first of them its
// roll covers. Here 5d8 = 20 covers the goblin (7) and the wizard's own
// ally (12): 19; the zombie is passed over, the orc (15) left awake.
func TestSleepOrderIsTheCast(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, map[int]int{1: 1}, "sleep")),
		hero("Squire", "F4", 19, hp(12)),
		foe("Zombie", "F2", 10, hp(5), func(c *battle.CombatantSpec) { c.Type = "undead" }),
		foe("Goblin", "G2", 9, hp(7)),
		foe("Orc", "G3", 8, hp(15)),
		foe("Far", "P8", 7, hp(1)),
	))
	s := f.State
	order, err := s.SleepOrder(0, spell(t, "sleep"), grid.Square{Col: 5, Row: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, i := range order {
		names = append(names, s.Combatants[i].Name)
	}
	if want := []string{"Goblin", "Squire", "Orc"}; !slices.Equal(names, want) {
		t.Fatalf("SleepOrder: %v, want %v", names, want)
	}
	f.do("Wizard cast sleep at F2", 4, 4, 4, 4, 4)
	s = f.State
	for _, name := range []string{"Goblin", "Squire"} {
		if i, _ := s.Find(name); !s.Asleep(i) {
			t.Errorf("%s is awake", name)
		}
	}
	for _, name := range []string{"Zombie", "Orc"} {
		if i, _ := s.Find(name); s.Asleep(i) {
			t.Errorf("%s is asleep", name)
		}
	}
	if _, err := s.SleepOrder(0, spell(t, "sleep"), grid.Square{Col: 30, Row: 2}, nil); err == nil {
		t.Error("SleepOrder off the map: no refusal")
	}
}

// ShillelaghAttack is the club or quarterstaff attack as the spell makes
// it (SRD 5.1 "Shillelagh": the spellcasting ability instead of Strength,
// a d8): the attack the druid makes once the spell holds.
func TestShillelaghAttackIsTheSpells(t *testing.T) {
	f := start(t, encounter(
		hero("Druid", "B2", 20, ability("str", 10), func(c *battle.CombatantSpec) {
			c.Weapons = []string{"quarterstaff"}
			c.AC = 12
			c.Attacks = nil
			c.Abilities["wis"] = 16
			c.Spellcasting = &battle.SpellcastingSpec{Ability: "wis", Level: 1, Slots: map[int]int{1: 2}, Spells: []string{"shillelagh"}}
		}),
		foe("Orc", "C2", 10),
	))
	s := f.State
	plain, boosted, ok := s.ShillelaghAttack(0, "quarterstaff")
	if !ok || boosted.Bonus != plain.Bonus+3 || boosted.Damage.String() == plain.Damage.String() {
		t.Fatalf("ShillelaghAttack: ok %v, %+v from %+v", ok, boosted, plain)
	}
	f.do("Druid cast shillelagh on Druid")
	s = f.State
	pv, err := s.PreviewAttack(0, 1, "quarterstaff")
	if err != nil {
		t.Fatal(err)
	}
	if pv.Attack.Bonus != boosted.Bonus || pv.Damage.String() != boosted.Damage.String() {
		t.Errorf("the attack under the spell: %+v %s, ShillelaghAttack: %+v %s", pv.Attack.Bonus, pv.Damage, boosted.Bonus, boosted.Damage)
	}
	if _, _, ok := s.ShillelaghAttack(0, "unarmed strike"); ok {
		t.Error("ShillelaghAttack changes an unarmed strike")
	}
}
