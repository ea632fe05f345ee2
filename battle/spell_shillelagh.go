package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// shillelagh is SRD 5.1 Shillelagh: while the spell holds its caster
// (cast on itself: `NAME cast shillelagh on NAME`), its club or
// quarterstaff attacks may use the spellcasting ability instead of
// Strength for the attack and damage rolls, and the damage die becomes a
// d8. The better of the two modifiers is used. The damage is 1d8 + that
// modifier, bludgeoning: a magic weapon's damage bonus is not kept.
func (s *State) shillelagh(a int, w *Attack) *Attack {
	c := &s.Combatants[a]
	if w.Ranged || (w.Name != "club" && w.Name != "quarterstaff") || c.Casting.Caster == nil ||
		len(s.Effects) == 0 || !s.hasSpell(a, "shillelagh") {
		return w
	}
	str := c.attackMod(rules.Str) // what the weapon's bonus holds: seed 004's table under OSR
	mod := max(str, c.Casting.Mod)
	dmg, err := dice.Parse(labelTerms(fmt.Sprintf("1d8%+d", mod), "bludgeoning"))
	if err != nil {
		return w
	}
	sw := *w
	sw.Bonus = w.Bonus - str + mod
	sw.Damage = dmg
	return &sw
}
