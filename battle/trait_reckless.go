package battle

// Reckless (SRD 5.1 Minotaur, Berserker; trait.go): "At the start of its
// turn, the minotaur can gain advantage on all melee weapon attack rolls it
// makes during that turn, but attack rolls against it have advantage until
// the start of its next turn." It is the command NAME reckless, taken
// before the creature moves or acts on its turn; the simple tactics policy
// always takes it.

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
	case !c.Traits.Reckless:
		return refuse(CodeCannot, "%s has no Reckless trait", c.Name)
	case s.thisTurn(c.Trait.RecklessRound, c.Trait.RecklessTurn):
		return refuse(CodeNoAction, "%s is already reckless this turn", c.Name)
	case s.Current() != a || c.Turn != (TurnState{}):
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
	return c.Traits.Reckless && s.Current() == a && !s.thisTurn(c.Trait.RecklessRound, c.Trait.RecklessTurn) && c.Turn == (TurnState{})
}

// reckless is the advantage Reckless gives: to a's melee weapon attacks
// on the turn it chose it, and to attacks against t while it is exposed.
func (s *State) reckless(a, t int, w *Attack) rules.Reasons {
	var r rules.Reasons
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if c.Traits.Reckless && !w.Ranged && s.thisTurn(c.Trait.RecklessRound, c.Trait.RecklessTurn) &&
		(c.attackNamed(w.Name) != nil || w.Name == "unarmed strike") {
		r.Add(true, "reckless: "+c.Name+" attacks recklessly this turn")
	}
	if tc.Trait.Exposed {
		r.Add(true, "reckless: "+tc.Name+" fights recklessly, attacks against it have advantage")
	}
	return r
}
