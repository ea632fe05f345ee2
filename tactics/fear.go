package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// fearRefused reports whether o, a move chosen for a frightened creature,
// is one the rules refuse: a frightened creature "can't willingly move
// closer to the source of its fear" (seed 001 "Frightened"; battle's
// fearCheck), and the approaches are weighed without it. The move is
// decided on a copy of the state (battle.Decide), with dice of its own,
// so nothing of the fight is rolled or changed; only a frightened
// creature pays for the copy.
func (p *Policy) fearRefused(v *view, o *option) bool {
	if o.plan.kind != planMove || !v.s.Combatants[o.plan.actor].Conds.Has(rules.Frightened) {
		return false
	}
	_, _, err := battle.Decide(v.s, o.command(p, v), dice.NewPRNG(1))
	return err != nil
}

// withoutMoves is opts less its moves (planMove), in place: the moves of
// a frightened creature once its best is refused. Fear bars the way
// toward its source, and the other moves on offer lead the same way as
// often as not: it fights from where it stands this time.
func withoutMoves(opts []option) []option {
	keep := opts[:0]
	for _, o := range opts {
		if o.plan.kind != planMove {
			keep = append(keep, o)
		}
	}
	return keep
}
