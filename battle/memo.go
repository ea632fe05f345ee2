package battle

import (
	"slices"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// memo keeps what a state answers about pairs of creatures — the cover
// one has against the other, whether one sees the other's space — for as
// long as the state does not change: a tactics policy weighing every
// attack and spell against every foe asks the same pairs again and again
// within one decision, and again at the next decision when no creature
// has moved. The answers depend on the map (which no command changes)
// and on where the creatures are and how much room they take — their
// squares, heights, sizes, squeezing, death, mounts and the cover the
// file or the DM gave them — and on nothing else, so the memo is kept
// from one Seq to the next while those stay as they were (geo), and
// emptied when one changes. A lean fight (fight.go) has one; other
// states have none and work every answer out.
type memo struct {
	seq   int
	n     int
	cover []memoCover // by a*n+t
	sight []int8      // line of sight by o*n+t: 0 unknown, 1 no, 2 yes
	geo   []placed    // by creature: what the answers were worked out from
	rides []Ride
	m     *grid.Map
	// Kept for the whole fight, whatever Seq (damage_lean.go): the damage
	// expressions compiled, and a buffer for their totals by type.
	progs map[*dice.Expr]*dice.Program
	types []dice.TypeTotal
	// The fight's two states (Fight.Lean), and the move costs kept for
	// them (memo_cost.go).
	own   [2]*State
	costs []costSlot
	// ParseCommand's words (command_words.go), and whether a parse is
	// reading them.
	words     []string
	wordsBusy bool
	squares   []grid.Square // AreaCaught's (memo_cost.go)
	// The attacks of spells previewed (query_spell.go), kept for the
	// whole fight and the next: they are the casters' own, which never
	// change.
	spellAttacks map[spellAttackKey]*Attack
	castLines    map[*compendium.Spell]string
	// Damage expressions made from others, kept (memo_derived.go).
	derived map[derivedKey]*dice.Expr
	// An empty map of the fight's map's size (area_scratch.go).
	open *grid.Map
}

// placed is what of a creature the memo's answers depend on.
type placed struct {
	at        grid.Square
	alt       int
	size      rules.Size
	squeezing bool
	dead      bool
	cover     Cover
}

type memoCover struct {
	known    bool
	whyKnown bool // why is set too (coverLevelMemo leaves it out)
	cov      Cover
	why      string
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
		if !m.same(s) {
			clear(m.cover)
			clear(m.sight)
		}
		m.seq = s.Seq
	}
	return m
}

// same reports whether the creatures stand as they did when the memo was
// filled, and records how they stand now.
func (m *memo) same(s *State) bool {
	same := m.m == s.Map && len(m.geo) == len(s.Combatants) && slices.Equal(m.rides, s.Rides)
	if len(m.geo) != len(s.Combatants) {
		m.geo = make([]placed, len(s.Combatants))
	}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		p := placed{at: c.At, alt: c.Alt, size: c.Size, squeezing: c.Squeezing, dead: c.Dead, cover: c.Cover}
		if m.geo[i] != p {
			m.geo[i], same = p, false
		}
	}
	m.m = s.Map
	m.rides = append(m.rides[:0], s.Rides...)
	return same
}

// coverOfMemo is coverOf, remembered.
func (s *State) coverOfMemo(a, t int) (Cover, string) {
	m := s.memoNow()
	if m == nil {
		return s.coverOf(a, t)
	}
	e := &m.cover[a*m.n+t]
	if !e.known || !e.whyKnown {
		e.cov, e.why = s.coverOf(a, t)
		e.known, e.whyKnown = true, true
	}
	return e.cov, e.why
}

// coverLevelMemo is coverOfMemo without the reason, which a preview does
// not read: the level is remembered, the reason worked out when first
// asked.
func (s *State) coverLevelMemo(a, t int) Cover {
	m := s.memoNow()
	if m == nil {
		return s.coverLevelOf(a, t)
	}
	e := &m.cover[a*m.n+t]
	if !e.known {
		e.cov, e.known = s.coverLevelOf(a, t), true
	}
	return e.cov
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
