package tactics

import (
	"fmt"
)

// moveOptions: when no attack reaches a foe from where it stands, close
// in on the foe it could hurt most, along the cheapest path (approach,
// simple.go), with whichever of its speeds gets closest.
func (p *Policy) moveOptions(v *view, add func(option)) {
	c := v.c
	if !c.Conds.CanMove() || !c.Conds.CanAct() || c.Turn.Action && c.Turn.AttacksLeft == 0 {
		return
	}
	mover := v.a
	if v.s.MountOf(v.a) >= 0 {
		if mover = v.s.ControlledMount(v.a); mover < 0 {
			return
		}
	}
	best, bestScore, bestLine := -1, 0.0, ""
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if tc.Down() && v.preset != "ruthless" {
			continue
		}
		if usable(v.s, v.a, t) != "" {
			return // something is in reach already: attack rather than walk
		}
		sq, mode, ok := bestApproach(v.s, mover, v.a, t)
		if !ok {
			continue
		}
		// Worth a little less than an attack now, more for a weaker foe.
		score := 1 + 2*(1-float64(tc.HP.Current)/float64(max(tc.HP.Max, 1))) - float64(v.s.Distance(v.a, t))/100
		if best < 0 || score > bestScore {
			best, bestScore = t, score
			bestLine = fmt.Sprintf("%s %s to %s", v.s.Combatants[mover].Name, verbOf[mode], sq)
		}
	}
	if best >= 0 {
		add(option{line: bestLine, slot: SlotMove, score: bestScore,
			why: fmt.Sprintf("nothing in reach: closing in on %s (%d ft away)", name(v.s, best), v.s.Distance(v.a, best))})
	}
}
