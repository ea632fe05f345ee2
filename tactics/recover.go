package tactics

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Taking a weapon back: one a fumble knocked from its hands (seed 004's
// fumble table, "drop weapon 10' away": battle/osr_fumble.go, `pick up`)
// or one it stowed (`draw`). A fighter whose sword lay 10 ft off punched
// for 1d2 the rest of the fight. It picks it up within 5 ft, with its
// free object interaction before it attacks (or its action when nothing
// else is on offer), and walks to it when the way draws no opportunity
// attack.

// worthRecover is the worth of retrieving a better weapon with the free
// object interaction: before the blows it serves.
const worthRecover = worthRage - 2

// recoverOptions: pick up a dropped weapon or draw a stowed one that beats
// what it holds, or walk to a dropped one.
func (p *Policy) recoverOptions(v *view, add func(option)) {
	c := v.c
	if len(c.Dropped) == 0 && len(c.Stowed) == 0 || !c.Conds.CanAct() || !p.foeStanding(v) {
		return
	}
	held := p.heldMean(c)
	for k := range c.Stowed {
		sw := &c.Stowed[k]
		if gain := p.gainOf(c, sw.Attacks, held); gain > 0 {
			p.retrieve(v, "draw", sw.Attacks[0].Name, gain, add)
		}
	}
	for k := range c.Dropped {
		dw := &c.Dropped[k]
		gain := p.gainOf(c, dw.Attacks, held)
		if gain <= 0 {
			continue
		}
		if v.s.MayPickUpAt(v.a, dw.At) {
			p.retrieve(v, "pick up", dw.Attacks[0].Name, gain, add)
		} else if sq, ok := p.walkBeside(v, dw.At); ok {
			why := ""
			if !v.lineOnly {
				why = fmt.Sprintf("walking to its dropped %s at %s, %.1f damage an action better than what it holds", dw.Attacks[0].Name, dw.At, gain)
			}
			add(option{slot: SlotMove, score: 1.5 * gain, why: why, plan: p.movePlan(v.a, "", sq, nil)})
		}
	}
}

// retrieve offers `NAME verb WEAPON`: with the free object interaction
// before its blows, else with the action, worth two of its Attack
// actions' gain, when no blow is on offer.
func (p *Policy) retrieve(v *view, verb, weapon string, gain float64, add func(option)) {
	c := v.c
	line := c.Name + " " + verb + " " + weapon
	switch {
	case !c.Turn.Object:
		add(option{line: line, slot: SlotAction, score: worthRecover, why: fmt.Sprintf("its %s, %.1f damage an action better than what it holds: taken back with its free object interaction", weapon, gain)})
	case !c.Turn.Action && !p.anyUsable(v):
		add(option{line: line, slot: SlotAction, score: 2 * gain, why: fmt.Sprintf("its %s, %.1f damage an action better than what it holds: taken back with its action, no blow on offer", weapon, gain)})
	}
}

// heldMean is the mean damage of the best attack it holds and may make,
// 1 for a bare fist.
func (p *Policy) heldMean(c *battle.Combatant) float64 {
	best := 1.0
	for k := range c.Attacks {
		if w := &c.Attacks[k]; c.Ready(w.Name) {
			best = max(best, p.meanOf(w.Damage))
		}
	}
	return best
}

// gainOf is what retrieving a weapon with these attacks adds to an
// Attack action: its best attack's mean damage over held's, at an even
// chance to hit, for each attack of the action.
func (p *Policy) gainOf(c *battle.Combatant, attacks []battle.Attack, held float64) float64 {
	best := 0.0
	for k := range attacks {
		best = max(best, p.meanOf(attacks[k].Damage))
	}
	return 0.6 * (best - held) * float64(1+c.ExtraAttacks)
}

// walkBeside is the square nearest to it, within 5 ft of sq, that it can
// reach this turn by a way that draws no opportunity attack.
func (p *Policy) walkBeside(v *view, sq grid.Square) (grid.Square, bool) {
	s, a, c := v.s, v.a, v.c
	if !c.Conds.CanMove() {
		return grid.Square{}, false
	}
	left := feetLeft(s, a, "")
	n := c.Size.Squares()
	cost := s.ModeCost(a, "")
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var w walkBest
	for dr := -n; dr <= 1; dr++ {
		for dc := -n; dc <= 1; dc++ {
			at := grid.Square{Col: sq.Col + dc, Row: sq.Row + dr}
			if !s.Map.Fits(at, n) {
				continue
			}
			if ok, _ := s.Map.CanStop(at, n, cost); ok {
				w.weigh(s, a, from, n, at, cost, left)
			}
		}
	}
	return w.sq, w.found && w.prov == 0
}
