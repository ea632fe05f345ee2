package battle

import "github.com/skirmish-rpg/skirmish/grid"

// A lean fight's move costs (and areas' squares, at the end). ModeCost hands out grid.Cost values whose
// funcs are methods of a modeCost: built afresh, that was four
// allocations a call (the value and three method values), and the
// tactics and the engine ask for costs some twenty-five times a fight.
// A lean fight's two states keep one modeCost per creature and speed,
// with its funcs made once, and ModeCost fills it in again at every call
// from the state as it is, so what it answers is what a fresh one would:
// a Cost asked for before a command reads the state as it is after, as a
// fresh one always did (its funcs read the state, not a copy).

// costSlot is one creature's cost for one speed, on one of the fight's
// states.
type costSlot struct {
	s    *State
	a    int
	mode string
	k    *modeCost
	cost grid.Cost // the funcs, bound to k
}

// costFor is the modeCost to fill for a's move with mode on s and the
// Cost of its funcs, from the lean fight's memo; nil when s keeps none
// (a state that is not one of a lean fight's two).
func (s *State) costFor(a int, mode string) (*modeCost, grid.Cost) {
	m := s.memo
	if m == nil || m.own[0] != s && m.own[1] != s {
		return nil, grid.Cost{}
	}
	for i := range m.costs {
		if e := &m.costs[i]; e.s == s && e.a == a && e.mode == mode {
			return e.k, e.cost
		}
	}
	k := &modeCost{}
	occupied := k.occupied
	m.costs = append(m.costs, costSlot{s: s, a: a, mode: mode, k: k,
		cost: grid.Cost{Blocked: k.blocked, Difficult: occupied, Extra: k.extraFeet, NoStop: occupied}})
	return k, m.costs[len(m.costs)-1].cost
}

// areaSquares is Map.AreaSquares, into a buffer of a lean fight's memo
// when s is one of its states: the tactics weigh a dozen placements of
// an area a decision (AreaCaught), each once a fresh slice or three. The
// squares are read, never changed, before the next call.
func (s *State) areaSquares(a grid.Area) []grid.Square {
	m := s.memo
	if m == nil || m.own[0] != s && m.own[1] != s {
		return s.Map.AreaSquares(a)
	}
	if x := s.crossFor(); x != nil { // kept across trials (memo_cross.go)
		return x.areaSquares(s.Map, a)
	}
	m.squares = s.Map.AppendAreaSquares(m.squares[:0], a)
	return m.squares
}
