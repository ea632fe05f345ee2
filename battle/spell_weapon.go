package battle

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Spiritual weapon (SRD 5.1): the cast makes a melee spell attack at once
// (spell_cast.go) and leaves the weapon for a minute, an effect on the
// caster that records the slot level. On each later turn the caster may
// use its bonus action, `NAME spiritual weapon [at] TARGET`, to have the
// weapon attack again: a melee spell attack for 1d8 + the spellcasting
// modifier force, +1d8 for every two slot levels above 2nd.
//
// The weapon's square is not tracked: it moves up to 20 ft and attacks a
// creature within 5 ft of it, and it must stay within 60 ft of the
// caster, so the engine lets it attack any creature within 60 ft of the
// caster, with cover and sight judged from the caster. Casting it again
// replaces the old weapon.

// placeWeapon leaves the spiritual weapon by its caster for the spell's
// duration.
func (d *decider) placeWeapon(a int, sp *compendium.Spell, slot int) {
	s := d.st
	round := s.Round + max(sp.Rounds, 1) - 1
	if s.actedThisRound(a) {
		round++
	}
	name := s.Combatants[a].Name
	d.spellEffect(a, Effect{Target: name, Condition: sp.ID, Ends: "start", Of: name, Round: round, Level: slot}, sp)
}

// spiritualWeaponCmd is the weapon's later attack, a bonus action.
func (d *decider) spiritualWeaponCmd(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	slot := -1
	for _, ef := range s.Effects {
		if ef.Target == c.Name && ef.Condition == "spiritual-weapon" {
			slot = ef.Level
		}
	}
	switch {
	case slot < 0 || c.Casting.Caster == nil:
		return refuse(CodeCannot, "%s has no spiritual weapon: cast spiritual weapon first", c.Name)
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take bonus actions", c.Name, c.Conds)
	case c.Turn.Bonus:
		return refuse(CodeNoAction, "%s has already used its bonus action this turn", c.Name)
	}
	words := strings.Fields(cmd.With)
	if len(words) > 0 && (strings.EqualFold(words[0], "at") || strings.EqualFold(words[0], "on")) {
		words = words[1:]
	}
	t, n := matchName(s, words)
	if t < 0 || n != len(words) {
		return refuse(CodeSyntax, "%q: the weapon attacks whom? %s spiritual weapon TARGET (%s)", cmd.Text, c.Name, names(s))
	}
	sp, err := compendium.LookupSpell("spiritual-weapon")
	if err != nil {
		return err
	}
	k := c.Casting.Caster
	dmg, err := damageExpr(sp, sp.DamageAt(k.Level, max(slot, sp.Level)), k.Mod)
	if err != nil {
		return err
	}
	w := Attack{Name: "spiritual weapon", Bonus: k.Attack, Damage: dmg, Reach: sp.Range}
	if s.Distance(a, t) > sp.Range {
		return refuse(CodeOutOfReach, "%s is %d ft from %s: the spiritual weapon stays within %d ft of its caster",
			s.Combatants[t].Name, s.Distance(a, t), c.Name, sp.Range)
	}
	return d.attack(a, t, &w, how{bonus: true, spell: true})
}
