package battle

// Reckless (SRD 5.1 Minotaur, Berserker; trait.go): "At the start of its
// turn, the minotaur can gain advantage on all melee weapon attack rolls it
// makes during that turn, but attack rolls against it have advantage until
// the start of its next turn." It is the command NAME reckless, taken
// before the creature moves or acts on its turn; the simple tactics policy
// always takes it.
//
// A barbarian's Reckless Attack (SRD 5.1 Barbarian, 2nd level: "When you
// make your first attack on your turn, you can decide to attack
// recklessly. Doing so gives you advantage on melee weapon attack rolls
// using Strength during this turn, but attack rolls against you have
// advantage until your next turn") is the same command, taken on its turn
// before its first attack (after it rages or moves, if it likes), and its
// advantage is only for melee weapon
// attacks with Strength (a weapon of the compendium with its Dexterity
// bonus, a finesse rapier, gets none; a written attack, whose ability the
// file does not say, counts as Strength's).

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// recklessCmd is "NAME reckless".
func (d *decider) recklessCmd(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	switch {
	case !c.mayBeReckless():
		return refuse(CodeCannot, "%s has no Reckless trait nor a barbarian's Reckless Attack", c.Name)
	case s.thisTurn(c.Trait.RecklessRound, c.Trait.RecklessTurn):
		return refuse(CodeNoAction, "%s is already reckless this turn", c.Name)
	case s.Current() != a || !c.Traits.Reckless && (c.Turn.Attacking || c.Turn.Action):
		return refuse(CodeCannot, "%s can attack recklessly only on its turn, before its first attack (SRD 5.1 Barbarian, Reckless Attack)", c.Name)
	case c.Traits.Reckless && c.Turn != (TurnState{}):
		return refuse(CodeCannot, "%s can turn reckless only at the start of its turn, before it moves or acts (SRD 5.1 Reckless)", c.Name)
	}
	d.emit(Event{Type: EvTrait, Actor: c.Name, With: TraitReckless,
		Text: fmt.Sprintf("%s fights recklessly: advantage on its melee weapon attack rolls this turn, and attack rolls against it have advantage until the start of its next turn", c.Name)})
	return d.err
}

// MayReckless reports whether creature a may turn reckless now: policies
// use it.
func (s *State) MayReckless(a int) bool {
	c := &s.Combatants[a]
	if !c.mayBeReckless() || s.Current() != a || s.thisTurn(c.Trait.RecklessRound, c.Trait.RecklessTurn) {
		return false
	}
	if c.Traits.Reckless {
		return c.Turn == (TurnState{}) // at the start of its turn
	}
	return !c.Turn.Attacking && !c.Turn.Action // Reckless Attack: before its first attack
}

// mayBeReckless reports whether the creature has Reckless: a stat block's
// trait, or a barbarian's Reckless Attack.
func (c *Combatant) mayBeReckless() bool {
	return c.Traits.Reckless || c.Class.Has("reckless-attack")
}

// RecklessCovers reports whether the creature's reckless advantage would
// cover its attack w: a melee weapon attack, with Strength for a class
// barbarian. Policies turn reckless only for an attack it covers: the
// exposure is for nothing otherwise.
func (c *Combatant) RecklessCovers(w *Attack) bool {
	return c.mayBeReckless() && !w.Ranged && c.recklessWith(w)
}

// recklessWith reports whether a's reckless advantage covers the melee
// weapon attack w: any, for the trait; one with Strength, for the class.
func (c *Combatant) recklessWith(w *Attack) bool {
	if c.Traits.Reckless {
		return true
	}
	return w.Ability == "" || w.Ability == "str"
}

// reckless is the advantage Reckless gives: to a's melee weapon attacks
// on the turn it chose it, and to attacks against t while it is exposed.
func (s *State) reckless(a, t int, w *Attack) rules.Reasons {
	var r rules.Reasons
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if c.mayBeReckless() && !w.Ranged && s.thisTurn(c.Trait.RecklessRound, c.Trait.RecklessTurn) &&
		(c.attackNamed(w.Name) != nil || w.Name == "unarmed strike") && c.recklessWith(w) {
		r.Add(true, "reckless: "+c.Name+" attacks recklessly this turn")
	}
	if tc.Trait.Exposed {
		r.Add(true, "reckless: "+tc.Name+" fights recklessly, attacks against it have advantage")
	}
	return r
}
