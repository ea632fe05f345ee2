package battle

import (
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
// squares, heights, sizes, squeezing, death, flight (seed 004), mounts
// and the cover the file or the DM gave them — and on nothing else, so
// the memo is kept from one Seq to the next (geo), and when creatures
// change only the answers they touch are forgotten (memo_box.go). A lean
// fight (fight.go) has one; other states have none and work every answer
// out.
type memo struct {
	seq   int
	n     int
	cover []memoCover // by a*n+t
	sight []int8      // line of sight by o*n+t: 0 unknown, 1 no, 2 yes
	geo   []placed    // by creature: what the answers were worked out from
	moved []movedFrom // the creatures that changed at the last refresh (memo_box.go)
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
	// Cover and sight by place, kept from trial to trial (memo_cross.go);
	// crossOff while MemoCheck works its answers out afresh.
	cross    cross
	crossOff bool
}

// placed is what of a creature the memo's answers depend on.
type placed struct {
	at        grid.Square
	alt       int
	size      rules.Size
	squeezing bool
	dead      bool
	out       bool // fled or surrendered (seed 004): off the map, in no one's way
	cover     Cover
}

type memoCover struct {
	known    bool
	whyKnown bool // why is set too (coverLevelMemo leaves it out)
	cov      Cover
	why      string
	box      box // the squares the answer looked at (memo_box.go)
}

// newMemo is a memo for a state with n creatures.
func newMemo(n int) *memo {
	return &memo{seq: -1, n: n, cover: make([]memoCover, n*n), sight: make([]int8, n*n)}
}

// memoNow is the state's memo, its answers that the creatures' moves
// since it was filled may have changed forgotten (memo_box.go); nil when
// the state keeps none or its creatures changed.
func (s *State) memoNow() *memo {
	m := s.memo
	if m == nil || m.n != len(s.Combatants) {
		return nil
	}
	if m.seq != s.Seq {
		m.refresh(s)
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
	if e.known && e.cov == NoCover {
		return NoCover, "" // no cover has no reason: the preview's level is the whole answer
	}
	if !e.known || !e.whyKnown {
		e.cov, e.why = s.coverOf(a, t)
		e.known, e.whyKnown, e.box = true, true, s.pairBox(a, t)
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
		e.cov, e.known, e.box = s.coverLevelOf(a, t), true, s.pairBox(a, t)
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
		if s.lineOfSightCached(oc.At, oc.space(), tc.At, tc.space()) {
			*e = 2
		}
	}
	return *e == 2
}
