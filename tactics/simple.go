// Package tactics holds policies: given a state, the next command for the
// creature whose turn it is. The simulator uses them for every side; a
// live table for the monsters it hands over.
package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Simple is the built-in policy of `skirmish run` without a script: close
// in on the nearest standing foe and attack it with the first attack that
// reaches, until the action is spent; then end the turn. It never refuses
// itself into a loop: each call either makes progress or ends the turn.
func Simple(s *battle.State, a int) string {
	c := &s.Combatants[a]
	name := c.Name
	end := name + " end turn"
	t := nearestFoe(s, a)
	if t < 0 || c.Down() { // one killed on its own turn (an opportunity attack) only ends it
		return end
	}
	tc := &s.Combatants[t]
	canAttack := c.Conds.CanAct() && (c.Turn.AttacksLeft > 0 || !c.Turn.Action)
	if canAttack {
		if w := usable(s, a, t); w != "" {
			return name + " attack " + tc.Name + " with " + w
		}
	}
	// A rider moves by directing its controlled mount; on an independent
	// one it goes where the mount takes it (seed 003 "Controlling a Mount").
	mover := a
	if s.MountOf(a) >= 0 {
		if mover = s.ControlledMount(a); mover < 0 {
			return end
		}
	}
	if sq, ok := approach(s, mover, a, t); ok && canAttack {
		return s.Combatants[mover].Name + " move to " + sq.String()
	}
	return end
}

// nearestFoe is the closest hostile creature still standing; ties go to
// the one with fewer hit points, then to the first in the file.
func nearestFoe(s *battle.State, a int) int {
	best, bestDist, bestHP := -1, 0, 0
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() {
			continue
		}
		d := s.Distance(a, j)
		if best < 0 || d < bestDist || (d == bestDist && o.HP.Current < bestHP) {
			best, bestDist, bestHP = j, d, o.HP.Current
		}
	}
	return best
}

// usable is the first attack that can reach t now: melee within reach,
// else ranged within long range.
func usable(s *battle.State, a, t int) string {
	c := &s.Combatants[a]
	dist := s.Distance(a, t)
	for _, w := range c.Attacks {
		if !w.Ranged && dist <= w.Reach {
			return w.Name
		}
	}
	for _, w := range c.Attacks {
		if w.Ranged && dist <= w.Long {
			return w.Name
		}
	}
	return ""
}

// approach finds the square for mover to move to this turn: along the
// cheapest path to a square from which attacker a's melee attack reaches
// t, as far as the movement left allows, stopping only where stopping is
// allowed. The mover is a itself, or the mount that carries it.
func approach(s *battle.State, mover, a, t int) (grid.Square, bool) {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	speed := c.Conds.Speed(c.Speed)
	left := speed*(1+c.Turn.Dashes) - c.Turn.Moved
	if left < 5 || !c.Conds.CanMove() {
		return grid.Square{}, false
	}
	reach := s.Combatants[a].Reach()
	cost := s.MoveCost(mover)
	n, tn := c.Size.Squares(), tc.Size.Squares()
	var best []grid.Square
	bestCost := -1
	for dc := -reach/5 - n; dc <= reach/5+tn; dc++ {
		for dr := -reach/5 - n; dr <= reach/5+tn; dr++ {
			sq := grid.Square{Col: tc.At.Col + dc, Row: tc.At.Row + dr}
			if !s.Map.Fits(sq, n) || grid.Between(sq, n, tc.At, tn) > reach || s.Map.CheckStop(sq, n, cost) != nil {
				continue
			}
			p, k, err := s.Map.Path(c.At, n, sq, cost)
			if err != nil || len(p) == 0 {
				continue
			}
			if bestCost < 0 || k < bestCost {
				best, bestCost = p, k
			}
		}
	}
	if best == nil {
		return grid.Square{}, false
	}
	// Walk as far as the movement allows, ending on a square where it may stop.
	prev, spent, stop := c.At, 0, -1
	for i, sq := range best {
		k, err := s.Map.StepCost(prev, sq, n, cost)
		if err != nil || spent+k > left {
			break
		}
		spent += k
		prev = sq
		if s.Map.CheckStop(sq, n, cost) == nil {
			stop = i
		}
	}
	if stop < 0 {
		return grid.Square{}, false
	}
	return best[stop], true
}
