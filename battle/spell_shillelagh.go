package battle

import (
	"fmt"
	"strings"

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
	if len(s.Effects) == 0 || !s.hasSpell(a, "shillelagh") {
		return w
	}
	return s.shillelaghOf(a, w)
}

// shillelaghOf is attack w of creature a as Shillelagh makes it, whether
// or not the spell holds a; w itself when the spell can't change it (no
// club or quarterstaff, a ranged attack, no caster).
func (s *State) shillelaghOf(a int, w *Attack) *Attack {
	c := &s.Combatants[a]
	if w.Ranged || (w.Name != "club" && w.Name != "quarterstaff") || c.Casting.Caster == nil {
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

// ShillelaghAttack is creature a's attack named attack as Shillelagh
// would make it (`cast shillelagh`): its attack bonus and damage with the
// better of Strength and the spellcasting modifier, and a d8. ok is false
// when the spell would not change it: no such attack, not a club or
// quarterstaff in melee, or a that casts no spells. A policy weighs the
// cast by what the attack gains; once the spell holds, the attack's own
// preview (PreviewAttack) is already this one.
func (s *State) ShillelaghAttack(a int, attack string) (plain, boosted *Attack, ok bool) {
	c := &s.Combatants[a]
	for k := range c.Attacks {
		if w := &c.Attacks[k]; strings.EqualFold(w.Name, attack) {
			sw := s.shillelaghOf(a, w)
			return w, sw, sw != w
		}
	}
	return nil, nil, false
}
