package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Approaches kept from one fight to the next. Once the mover's flood is
// made (or given back: floods.go), weighing every square from which it
// reaches its foe — the way to each, the opportunity attacks along it,
// the way round the foes' reach when it provokes — was the largest part
// of closing in (approachNear, some 16% of a simulation's time), and a
// simulation worker weighs the same squares of the same floods trial
// after trial. What approachNear's answer depends on is the flood (its
// key: the map, the mover, its speed and crawling, the feet flooded,
// where it starts, every creature's spot), the foes that threaten the
// mover (mv.hs), which creature attacks and which it makes for, the feet
// it has left this turn, the diagonals already behind it (the way's
// steps are numbered from them) and whether it took the Disengage
// action. Those are its key, written as the floods' are, and the answers
// are kept as the floods are but in a cache of their own (approachBytes),
// so that neither crowds the other out: a simulation worker's policy
// alone keeps them (KeepFloods).

// Key kinds of approaches (floods.go): to a foe within reach of the
// mover's flood (approachNear), and to one beyond it (approachFar, whose
// answer depends also on the flood from the foe's square, towardFor: on
// the map, the foe's spot and the mover's footprint and speeds, all of
// them in the key).
const (
	keyApproach = keyAround + 1 + iota
	keyFar
)

// approachKey writes in p.approaches.key the key of an approach's answer
// (kind keyApproach or keyFar) on mv for attacker a, target t and left
// feet; false when it cannot be kept (no KeepFloods, or a part too wide
// for the key).
func (p *Policy) approachKey(s *battle.State, mv *moves, kind uint32, a, t, left int) bool {
	fc := &p.approaches
	if !fc.keyOf(s.Map, mv, kind) {
		return false
	}
	c := &s.Combatants[mv.mover]
	k := fc.key
	// The attacker's reach now (reachNow): a Multiattack's spent attacks
	// change it within a turn.
	extra := [...]int{a, t, left, mv.from.Diagonals, b2i(c.Turn.Disengaged), b2i(p.fullFlood), reachNow(&s.Combatants[a])}
	for _, x := range extra {
		if int(int32(x)) != x {
			fc.keyed = false
			return false
		}
		k = append(k, uint32(x))
	}
	fc.key, fc.hash = k, hashWords(k)
	return true
}

// keptOr is the answer of kind kind kept for mv, a, t and left, or
// work's, then kept: the one way approachOn and approachFar keep theirs.
// The tests' checkApproach compares a kept answer with work's.
func (p *Policy) keptOr(s *battle.State, mv *moves, kind uint32, a, t, left int, work func() closing) closing {
	keyed := p.approachKey(s, mv, kind, a, t, left)
	if keyed {
		if r, ok := p.keptApproach(); ok {
			if p.checkApproach != nil {
				p.checkApproach(r, work())
			}
			return r
		}
	}
	r := work()
	if keyed {
		p.keepApproach(r)
	}
	return r
}

// Record of an approach: ok and cut, the square, the feet to go, the
// provocations, the steps; each step its square, feet, and squeeze with
// its diagonal count.
const (
	approachHead     = 6
	approachStepSize = 4
)

// keptApproach is the answer kept under p.approaches.key, its way in the
// decision's steps (keepSteps) as approachNear's is.
func (p *Policy) keptApproach() (closing, bool) {
	rec, ok := p.approaches.lookup()
	if !ok {
		return closing{}, false
	}
	r := closing{ok: rec[0]&1 == 1, cut: rec[0]&2 == 2, sq: grid.Square{Col: int(int32(rec[1])), Row: int(int32(rec[2]))},
		togo: int(int32(rec[3])), prov: int(int32(rec[4]))}
	n := int(rec[5])
	way := p.detour[:0]
	for i := range n {
		w := rec[approachHead+i*approachStepSize:]
		way = append(way, grid.Step{To: grid.Square{Col: int(int32(w[0])), Row: int(int32(w[1]))},
			Feet: int(int32(w[2])), Squeezed: w[3]&1 == 1, Diagonals: int(int32(w[3]) >> 1)})
	}
	p.detour = way
	r.way = p.keepSteps(way)
	return r, true
}

// keepApproach keeps r under p.approaches.key.
func (p *Policy) keepApproach(r closing) {
	fc := &p.approaches
	rec := fc.scratch[:0]
	put := func(x int) bool {
		rec = append(rec, uint32(int32(x)))
		return int(int32(x)) == x
	}
	fits := put(b2i(r.ok)|b2i(r.cut)<<1) && put(r.sq.Col) && put(r.sq.Row) && put(r.togo) && put(r.prov) && put(len(r.way))
	for _, st := range r.way {
		fits = fits && put(st.To.Col) && put(st.To.Row) && put(st.Feet) && put(b2i(st.Squeezed)|st.Diagonals<<1) &&
			int(int32(st.Diagonals<<1)) == st.Diagonals<<1
	}
	fc.scratch = rec[:0]
	if fits {
		fc.put(rec)
	}
}

// approachBytes bounds the memory of a Policy's kept approaches, kept
// apart from the floods so that neither crowds the other out.
const approachBytes = 4 << 20
