package battle

import "github.com/skirmish-rpg/skirmish/dice"

// memo keeps what a state answers about pairs of creatures — the cover
// one has against the other, whether one sees the other's space — for as
// long as the state does not change: a tactics policy weighing every
// attack and spell against every foe asks the same pairs again and again
// within one decision. It is keyed by the state's Seq, which every event
// advances, so an answer never outlives the state it was worked out on.
// A lean fight (fight.go) has one; other states have none and work every
// answer out.
type memo struct {
	seq   int
	n     int
	cover []memoCover // by a*n+t
	sight []int8      // line of sight by o*n+t: 0 unknown, 1 no, 2 yes
	// Kept for the whole fight, whatever Seq (damage_lean.go): the damage
	// expressions compiled, and a buffer for their totals by type.
	progs map[*dice.Expr]*dice.Program
	types []dice.TypeTotal
}

type memoCover struct {
	known bool
	cov   Cover
	why   string
}

// newMemo is a memo for a state with n creatures.
func newMemo(n int) *memo {
	return &memo{seq: -1, n: n, cover: make([]memoCover, n*n), sight: make([]int8, n*n)}
}

// memoNow is the state's memo, emptied if the state has moved on since
// it was filled; nil when the state keeps none or its creatures changed.
func (s *State) memoNow() *memo {
	m := s.memo
	if m == nil || m.n != len(s.Combatants) {
		return nil
	}
	if m.seq != s.Seq {
		clear(m.cover)
		clear(m.sight)
		m.seq = s.Seq
	}
	return m
}

// coverOfMemo is coverOf, remembered.
func (s *State) coverOfMemo(a, t int) (Cover, string) {
	m := s.memoNow()
	if m == nil {
		return s.coverOf(a, t)
	}
	e := &m.cover[a*m.n+t]
	if !e.known {
		e.cov, e.why = s.coverOf(a, t)
		e.known = true
	}
	return e.cov, e.why
}

// lineOfSight is whether o's space sees t's, remembered.
func (s *State) lineOfSight(o, t int) bool {
	oc, tc := &s.Combatants[o], &s.Combatants[t]
	m := s.memoNow()
	if m == nil {
		return s.Map.LineOfSight(oc.At, oc.space(), tc.At, tc.space())
	}
	e := &m.sight[o*m.n+t]
	if *e == 0 {
		*e = 1
		if s.Map.LineOfSight(oc.At, oc.space(), tc.At, tc.space()) {
			*e = 2
		}
	}
	return *e == 2
}
