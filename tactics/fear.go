package tactics

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// presenceOptions: a legendary creature's Frightful Presence (SRD 5.1
// Adult Red Dragon; battle/presence.go), `NAME use frightful presence`,
// while a foe it would reach is left: one within its range, conscious,
// aware of it, and not reached before (the rest are frightened already,
// or immune for 24 hours). Each such foe is worth its chance to fail the
// save times its rough damage a round (perRound): a frightened creature
// has disadvantage on its attack rolls while it sees the dragon and can't
// come closer, for a round or more.
//
// A Multiattack that opens with it ("The dragon can use its Frightful
// Presence. It then makes three attacks") costs nothing of the attacks:
// it is worth the fear on top of the best Attack action on offer (or the
// action's rough worth, when the attacks need a move first), so that it
// comes before the first blow and still loses to a breath that beats
// both. Used as an action of its own, it is weighed against the attacks.
// The policy used to offer it never: the dragons fought unfeared.
func (p *Policy) presenceOptions(v *view, add func(option)) {
	c := v.c
	if c.Legend == nil || c.Legend.Presence == nil || c.Turn.Action || !c.Conds.CanAct() {
		return
	}
	pr := c.Legend.Presence
	fear, n := 0.0, 0
	for _, t := range v.foes {
		if !p.presenceReaches(v, pr, t) {
			continue
		}
		n++
		fear += (1 - v.s.SaveChance(t, pr.Save, pr.DC, battle.NoCover)) * p.perRound(&v.s.Combatants[t])
	}
	if n == 0 {
		return
	}
	score, how := fear, "its action"
	if pr.Multiattack && len(c.Traits.Multiattack) > 0 {
		base := -1.0
		for i := range p.opts {
			if o := &p.opts[i]; o.atk.on && o.slot == SlotAction {
				base = max(base, o.score)
			}
		}
		if base < 0 {
			base = p.actionWorth(c)
		}
		score, how = base+fear, "the start of its Multiattack, its attacks to follow"
	}
	add(option{line: c.Name + " use frightful presence", slot: SlotAction, score: score,
		why: fmt.Sprintf("Frightful Presence (%s): %d foe(s) to save or be frightened, worth %.1f", how, n, fear)})
}

// presenceReaches reports whether the creature's Frightful Presence would
// reach foe t now, as battle's frightful does: within range, conscious,
// aware of it (it sees it, or it is not hidden), not reached before.
func (p *Policy) presenceReaches(v *view, pr *battle.Presence, t int) bool {
	tc := &v.s.Combatants[t]
	if tc.Down() || tc.Conds.Has(rules.Unconscious) || v.s.Distance(v.a, t) > pr.Range || v.s.Fearless(t) { // Aura of Courage
		return false
	}
	if v.c.Hidden != 0 && !v.s.Sees(t, v.a) {
		return false
	}
	for _, m := range v.c.LegendPlay.Met {
		if m == tc.Name {
			return false
		}
	}
	return true
}

// moveRefused reports whether o, a move chosen for a frightened creature
// or one in a fighting retreat, is one the rules refuse: a frightened
// creature "can't willingly move closer to the source of its fear" (seed
// 001 "Frightened"; battle's fearCheck), a fighting retreat moves
// "backwards" (seed 004; battle's osrMoveCheck), and the approaches are
// weighed without either. The move is decided on a copy of the state
// (battle.Decide), with dice of its own, so nothing of the fight is
// rolled or changed; only such a creature pays for the copy.
func (p *Policy) moveRefused(v *view, o *option) bool {
	if o.plan.kind != planMove {
		return false
	}
	if m := o.plan.actor; !v.s.Combatants[m].Conds.Has(rules.Frightened) && !v.s.FightingRetreat(m) {
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
