package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// OwnDice is a dice source that lets a creature's controller roll the d20s
// of a saving throw it makes: the live tracker asks a player for the
// faces of a save forced on its character by someone else's command — a
// concentration save on damage (seed 001 "Concentration"), a spell's save
// — as players at a table roll their own.
type OwnDice interface {
	dice.Source
	// Own gives the faces (one, or two with advantage or disadvantage)
	// that creature who's controller rolled for the save described, or
	// false to let the source roll them.
	Own(s *State, who int, what string, n int) ([]int, bool)
}

// saveD20 is d20 for creature i's save of ab against dc for purpose: its
// controller's faces when the source asks for them, else the source's.
// The save is described only for a controller who is asked: a simulation
// rolls thousands of saves no one reads of.
func (d *decider) saveD20(i int, mode rules.Mode, ab rules.Ability, dc int, purpose string) ([]int, int, error) {
	od, ok := d.src.(OwnDice)
	if !ok {
		return d.d20(mode)
	}
	what := saveWhat(&d.st.Combatants[i], ab, dc, purpose)
	n := 1
	if mode != rules.Normal {
		n = 2
	}
	fs, ok := od.Own(d.st, i, what, n)
	if !ok {
		return d.d20(mode)
	}
	if len(fs) != n {
		return nil, 0, refuse(CodeSyntax, "%s: %d d20 faces given, the save rolls %d", what, len(fs), n)
	}
	for _, f := range fs {
		if f < 1 || f > 20 {
			return nil, 0, refuse(CodeSyntax, "%s: %d is not a face of a d20", what, f)
		}
	}
	nat := fs[0]
	if n == 2 && (mode == rules.Advantage) == (fs[1] > fs[0]) {
		nat = fs[1]
	}
	return fs, nat, nil
}

// saveWhat describes a save for its roller.
func saveWhat(c *Combatant, ab rules.Ability, dc int, purpose string) string {
	return fmt.Sprintf("%s's DC %d %s save %s", c.Name, dc, title(ab.Long()), purpose)
}
