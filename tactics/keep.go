package tactics

import (
	"slices"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Floods kept from one decision to the next. A creature's turn is
// several decisions (move, attack, bonus action, end), and each weighs
// its moves again: while no creature has moved, the mover's flood is
// what it was, and flooding it anew was most of the policy's time
// (issue 6). A flood is kept with what it was worked out from — every
// creature's square, height, size, squeezing, death, mount, side and
// reach, the mover's crawling, speeds and diagonal count — and used again
// only when all of it is as it was and it was flooded exactly as far as
// the new decision asks first, so a decision chooses what it would have
// chosen with a flood of its own.

// spot is what of one creature the flood of another's movement (its
// cost: who blocks, whose space is difficult, at which level) and the
// way round the foes' reach (aroundFor) depend on.
type spot struct {
	at                grid.Square
	alt, reach, mount int
	size              rules.Size
	squeezing, gone   bool
	side              string
}

// keyFor is the mover's part of what a flood depends on: its crawling
// and speeds (ModeCost's extras and climbing).
type keyFor struct {
	prone  bool
	speeds battle.Speeds
}

// record notes in mv what its flood was worked out from.
func (mv *moves) record(s *battle.State, mover int) {
	mv.spots = appendSpots(mv.spots[:0], s)
	mv.key = moverKey(s, mover)
	mv.m = s.Map
}

// still reports whether mv's flood, made at an earlier decision, is the
// one this state would flood for the mover from where it stands.
func (mv *moves) still(s *battle.State, mover int) bool {
	c := &s.Combatants[mover]
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	if mv.m != s.Map || mv.from != from || mv.key != moverKey(s, mover) || len(mv.spots) != len(s.Combatants) {
		return false
	}
	for i := range s.Combatants {
		if mv.spots[i] != spotOf(s, i) {
			return false
		}
	}
	return true
}

// renew makes a kept flood this decision's: the cost built on the state
// now (its funcs read the state), the foes that threaten the mover asked
// again (a reaction spent, a foe fallen), and the way round their reach
// flooded again when they changed.
func (p *Policy) renew(s *battle.State, mv *moves) {
	mv.decision, mv.seq, mv.used = p.decision, s.Seq, p.decision
	clear(mv.masks) // the threateners' reach asked anew (provokes.go)
	mv.cost = s.ModeCost(mv.mover, mv.mode)
	hs := s.ThreatenersNear(mv.mover, threatFar(mv.budget), p.hsBuf[:0])
	p.hsBuf = hs
	if !slices.Equal(hs, mv.hs) {
		mv.hs = append(mv.hs[:0], hs...)
		mv.aroundReady = false
	}
}

// threatFar is how far from the mover ThreatenersNear looks for a flood
// of need feet (-1 everywhere): the way round their reach (aroundFor)
// goes 60 ft further.
func threatFar(need int) int {
	if need < 0 {
		return -1
	}
	return need + 60
}

func moverKey(s *battle.State, mover int) keyFor {
	c := &s.Combatants[mover]
	return keyFor{prone: c.Conds.Has(rules.Prone), speeds: c.Speeds}
}

func spotOf(s *battle.State, i int) spot {
	c := &s.Combatants[i]
	return spot{at: c.At, alt: c.Alt, reach: c.Reach(), mount: s.MountOf(i), size: c.Size,
		squeezing: c.Squeezing, gone: c.Dead || c.OSR.Out != "", side: c.Side}
}

func appendSpots(buf []spot, s *battle.State) []spot {
	for i := range s.Combatants {
		buf = append(buf, spotOf(s, i))
	}
	return buf
}
