package tactics

import (
	"math/bits"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// provokes is battle.State.ProvokesBy with the flood's threateners: how
// many opportunity attacks the mover draws along path (seed 001
// "Opportunity Attacks": leaving a hostile creature's reach, each foe one
// reaction). A decision weighs dozens of ways that share most of their
// squares, so which threateners reach each square is worked out once per
// square (a bit per threatener) and a way is counted from those bits: a
// threatener is drawn where the way leaves its reach, once.
func (mv *moves) provokes(s *battle.State, mover int, path []grid.Step) int {
	c := &s.Combatants[mover]
	if c.Turn.Disengaged || len(path) == 0 || len(mv.hs) == 0 || len(mv.hs) > 31 || s.FightingRetreat(mover) {
		return s.ProvokesBy(mover, path, mv.hs) // a fighting retreat (OSR) draws none: the engine's answer
	}
	left := uint32(1)<<len(mv.hs) - 1
	prev := mv.reachMask(s, mover, c.At)
	n := 0
	for _, st := range path {
		next := mv.reachMask(s, mover, st.To)
		leaving := prev &^ next & left
		n += bits.OnesCount32(leaving)
		left &^= leaving
		prev = next
	}
	return n
}

// maskKnown marks a square's reach mask as worked out.
const maskKnown = 1 << 31

// reachMask is the threateners (bit k for mv.hs[k]) whose reach the mover
// would be in at sq, at its height now, remembered by square for the
// decision (movesFor clears them).
func (mv *moves) reachMask(s *battle.State, mover int, sq grid.Square) uint32 {
	w, h := s.Map.W, s.Map.H
	inside := sq.Col >= 0 && sq.Row >= 0 && sq.Col < w && sq.Row < h
	if inside {
		if len(mv.masks) != w*h {
			mv.masks = make([]uint32, w*h)
		}
		if m := mv.masks[sq.Row*w+sq.Col]; m&maskKnown != 0 {
			return m &^ maskKnown
		}
	}
	var m uint32
	for k, t := range mv.hs {
		if s.InReachOf(mover, sq, t) {
			m |= 1 << k
		}
	}
	if inside {
		mv.masks[sq.Row*w+sq.Col] = m | maskKnown
	}
	return m
}
