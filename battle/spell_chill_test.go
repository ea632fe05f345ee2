package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Chill Touch: "If you hit an undead target, it also has
// disadvantage on attack rolls against you until the end of your next
// turn." The Zombie hit attacks the Wizard with disadvantage and the
// Fighter without, on its turn and again in the next round, until the
// Wizard's next turn ends; the Orc, not undead, has none.
func TestCastChillTouchUndead(t *testing.T) {
	undead := func(c *battle.CombatantSpec) { c.Type = "undead" }
	shortbow := attacks(bow("shortbow", 4, "1d6+2[piercing]", "80/320"))
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "chill touch")),
		hero("Fighter", "H2", 15),
		foe("Zombie", "E2", 10, hp(30), undead, shortbow),
		foe("Orc", "E4", 5, hp(30), shortbow),
	))
	f.do("Wizard cast chill touch at Zombie", 15, 5)
	f.do("Wizard end turn")
	f.do("Fighter end turn")
	a := one(t, f.do("Zombie attack Wizard", 18, 3), battle.EvAttack) // disadvantage: 3 + 4 misses
	if a.Mode != "disadvantage" || !slices.Contains(a.Reasons, "chill touch") || yes(a.Hit) != "false" {
		t.Errorf("the Zombie's attack on the Wizard: %+v", a)
	}
	f.do("Zombie end turn")
	a = one(t, f.do("Orc attack Wizard", 3), battle.EvAttack) // 3 + 4 = 7 misses AC 15: one die
	if a.Mode != "normal" {
		t.Errorf("the Orc (not undead, not hit) attacks with %s", a.Mode)
	}
	f.do("Orc end turn")
	f.do("Wizard end turn") // the Wizard's next turn: the chill lasts through it
	f.do("Fighter end turn")
	a = one(t, f.do("Zombie attack Fighter", 12, 3), battle.EvAttack)
	if a.Mode != "normal" {
		t.Errorf("the Zombie's attack on the Fighter: %s, want normal", a.Mode)
	}
	f.do("Zombie end turn")
	f.do("Orc end turn")
	f.do("Wizard cast chill touch at Zombie", 2) // a miss leaves nothing
	f.do("Wizard end turn")
	f.do("Fighter end turn")
	a = one(t, f.do("Zombie attack Wizard", 12, 3), battle.EvAttack)
	if a.Mode != "normal" {
		t.Errorf("the chill outlasted the end of the Wizard's next turn: %s", a.Mode)
	}
}
