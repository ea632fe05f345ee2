package battle

// Traits that add dice to a hit (trait.go), like Sneak Attack's, rolled
// with the weapon's dice and doubled on a critical hit (seed 001 "Critical
// Hits": "If the attack involves other damage dice ... you roll those dice
// twice as well"), of the weapon's damage type:
//
//   - Martial Advantage (SRD 5.1 Hobgoblin): "Once per turn, the hobgoblin
//     can deal an extra 7 (2d6) damage to a creature it hits with a weapon
//     attack if that creature is within 5 ft. of an ally of the hobgoblin
//     that isn't incapacitated." It is always taken when it applies.
//   - Surprise Attack (SRD 5.1 Bugbear): "If the bugbear surprises a
//     creature and hits it with an attack during the first round of
//     combat, the target takes an extra 7 (2d6) damage from the attack."
//     The engine's surprise is a creature's (it noticed none of its foes:
//     turn.go), so a creature surprised when the fight began is one the
//     bugbear surprised, for every hit in round 1, before or after the
//     target's own first turn.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
)

// martialAdvantage adds Martial Advantage's dice when an ally of the
// attacker that isn't incapacitated is within 5 ft of the target and it
// has not been used this turn.
func (d *decider) martialAdvantage(a, t int, crit bool, expr *dice.Expr) *dice.Expr {
	s := d.st
	c := &s.Combatants[a]
	ma := c.Traits.MartialAdvantage
	j := s.martialAlly(a, t)
	if j < 0 {
		return expr
	}
	why := s.Combatants[j].Name + ", an ally that isn't incapacitated, is within 5 ft of " + s.Combatants[t].Name
	d.emit(Event{Type: EvTrait, Actor: c.Name, Target: s.Combatants[t].Name, With: TraitMartialAdvantage, Dice: ma.String(), Reason: why,
		Text: fmt.Sprintf("%s's Martial Advantage (once a turn): +%s (%s)%s", c.Name, ma, why, critNote(crit))})
	return addDice(expr, ma)
}

// martialAlly is the ally of a that makes a's hit on t one for Martial
// Advantage now, or -1: a has the trait, has not used it this turn, and
// an ally of a that isn't incapacitated is within 5 ft of t.
func (s *State) martialAlly(a, t int) int {
	c := &s.Combatants[a]
	if c.Traits.MartialAdvantage == nil || s.thisTurn(c.Trait.MartialRound, c.Trait.MartialTurn) {
		return -1
	}
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j == a || j == t || s.Hostile(a, j) || o.Down() || o.Conds.Incapacitated() || s.Distance(j, t) > 5 {
			continue
		}
		return j
	}
	return -1
}

// surpriseAttack adds Surprise Attack's dice to a hit in the first round
// against a creature that was surprised when the fight began.
func (d *decider) surpriseAttack(a, t int, crit bool, expr *dice.Expr) *dice.Expr {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	sa := c.Traits.SurpriseAttack
	if !s.surpriseOn(a, t) {
		return expr
	}
	why := tc.Name + " was surprised, and this is the first round"
	d.emit(Event{Type: EvTrait, Actor: c.Name, Target: tc.Name, With: TraitSurpriseAttack, Dice: sa.String(), Reason: why,
		Text: fmt.Sprintf("%s's Surprise Attack: +%s (%s)%s", c.Name, sa, why, critNote(crit))})
	return addDice(expr, sa)
}

// surpriseOn reports whether a's hit on t now gets Surprise Attack's
// dice: a has the trait, it is the first round, and t was surprised.
func (s *State) surpriseOn(a, t int) bool {
	return s.Combatants[a].Traits.SurpriseAttack != nil && s.Round == 1 && s.Combatants[t].Trait.Surprised
}
