package battle

// What a hit adds to its attack's damage, for PreviewAttack: a policy
// that weighs an attack by its weapon's dice alone sends a rogue at the
// lone goblin when the one beside the fighter takes its Sneak Attack
// too, and a ranger past the orc it has marked. The rules are the hit's
// own (attack.go: featureDamage, markDamage, traitDamage): this file
// asks the same questions (sneakBy, markedBy, martialAlly, surpriseOn)
// without rolling or logging anything.

import (
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// markDie is hunter's mark's 1d6 (seed 000 "Hunter's Mark").
var markDie = &dice.Expr{Root: &dice.Dice{Count: 1, Sides: 6}}

// hitRiders is the damage of a's hit on t with the weapon attack w,
// rolled with mode, as the engine would deal it now, before a critical
// hit's doubling: the attack's, with what every hit adds (Rage's damage,
// Improved Divine Smite's 1d8, hunter's mark's 1d6, Surprise Attack's
// dice) and what only one hit a
// turn adds (Sneak Attack's dice, Martial Advantage's), and that
// once-a-turn part alone (nil when none applies). A Charge's dice are
// left to the caller: they depend on the run before the blow.
func (s *State) hitRiders(a, t int, w *Attack, mode rules.Mode) (dmg, once *dice.Expr) {
	c := &s.Combatants[a]
	dmg = w.Damage
	if dmg == nil {
		return nil, nil
	}
	if c.Class.Raging && usesStrength(c, w) {
		if n := c.Class.Def.Number("rage-damage", c.Class.Level); n > 0 {
			base := dmg
			dmg = s.derived(derivedKey{base: base, kind: derivedRage, n: n}, func() *dice.Expr {
				return &dice.Expr{Root: addModifier(base.Root, n)}
			})
		}
	}
	dmg = s.improvedSmite(a, w, dmg) // Improved Divine Smite (feature_paladin.go)
	if s.markedBy(a, t) {
		dmg = s.added(dmg, markDie)
	}
	if s.surpriseOn(a, t) {
		dmg = s.added(dmg, c.Traits.SurpriseAttack)
	}
	if s.sneakBy(a, t, w, mode) != sneakNo {
		once = s.sneakDice(c, w.Damage)
	}
	if ma := c.Traits.MartialAdvantage; ma != nil && s.martialAlly(a, t) >= 0 {
		typed := s.derived(derivedKey{base: w.Damage, kind: derivedTyped, extra: ma}, func() *dice.Expr {
			return typedAs(w.Damage, ma)
		})
		if once == nil {
			once = typed
		} else {
			once = s.added(once, typed)
		}
	}
	if once != nil {
		dmg = s.added(dmg, once)
	}
	return dmg, once
}

// added is base with extra added (addDice), kept as derived.
func (s *State) added(base, extra *dice.Expr) *dice.Expr {
	return s.derived(derivedKey{base: base, kind: derivedAdd, extra: extra}, func() *dice.Expr {
		return addDice(base, extra)
	})
}

// sneakDice is c's Sneak Attack dice of its level, typed as base's
// damage, or nil when its class table gives none it can read.
func (s *State) sneakDice(c *Combatant, base *dice.Expr) *dice.Expr {
	sneak := c.Class.Def.Value("sneak-attack-dice", c.Class.Level)
	return s.derived(derivedKey{base: base, kind: derivedSneakDice, text: sneak}, func() *dice.Expr {
		n, err := dice.Parse(sneak)
		if err != nil {
			return nil
		}
		return typedAs(base, n)
	})
}

// typedAs is extra labelled with base's first damage type, unless it
// names one of its own (addDice's rule).
func typedAs(base, extra *dice.Expr) *dice.Expr {
	typ := damageLabel(base.Root)
	if typ == "" || damageLabel(extra.Root) != "" {
		return extra
	}
	return &dice.Expr{Root: &dice.Label{X: extra.Root, Name: typ}}
}

// HitDamage is the damage creature a's hit on t with its attack w,
// rolled with mode, would deal now (PreviewAttack's Damage and Once),
// wherever a stands: for a policy weighing a foe it has yet to reach.
func (s *State) HitDamage(a, t int, w *Attack, mode rules.Mode) (dmg, once *dice.Expr) {
	return s.hitRiders(a, t, w, mode)
}
