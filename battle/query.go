package battle

// Read-only queries for tactics policies (package tactics): what a move
// would provoke, who threatens a square, where a spiritual weapon is. They
// read the same rulings the commands make and change nothing; each allocates
// nothing, so a policy may ask them for every square it weighs.

import "github.com/skirmish-rpg/skirmish/grid"

// Threatens reports whether hostile creature h could take an opportunity
// attack on a for leaving its reach from sq (seed 001 "Opportunity
// Attacks": a hostile creature a can see... with its reaction): h is up,
// has its reaction and can react, sees a, and sq is within its reach, a
// at its present height. Disengage is not counted: see Provokes.
func (s *State) Threatens(h, a int, sq grid.Square) bool {
	o := &s.Combatants[h]
	if h == a || !s.Hostile(a, h) || o.Down() || !o.Reaction || !o.Conds.CanReact() || o.Surprised || !s.canReact(h) {
		return false
	}
	return s.distAt(a, sq, s.Combatants[a].Alt, h) <= o.Reach() && s.sees(h, a) // sight last: it traces lines
}

// Reached reports whether creature a standing at sq would be within the
// reach of any hostile creature able to attack it (up, not incapacitated),
// reaction or not: where a foe can hit it on its own turn.
func (s *State) Reached(a int, sq grid.Square) bool {
	alt := s.Combatants[a].Alt
	for h := range s.Combatants {
		o := &s.Combatants[h]
		if h == a || o.Down() || !s.Hostile(a, h) || !o.Conds.CanAct() {
			continue
		}
		if s.distAt(a, sq, alt, h) <= o.Reach() {
			return true
		}
	}
	return false
}

// Adjacent reports whether a standing at sq would be within 5 ft of a
// hostile creature that is up: what gives its ranged attacks disadvantage
// (seed 001 "Ranged Attacks in Close Combat").
func (s *State) Adjacent(a int, sq grid.Square) bool {
	alt := s.Combatants[a].Alt
	for h := range s.Combatants {
		o := &s.Combatants[h]
		if h == a || o.Down() || !s.Hostile(a, h) || !o.Conds.CanAct() {
			continue
		}
		if s.distAt(a, sq, alt, h) <= grid.SquareFeet {
			return true
		}
	}
	return false
}

// Threateners appends to buf the hostile creatures that could take an
// opportunity attack on a wherever it went now: up, with their reaction,
// able to react, seeing a (as it stands now). Where they reach is
// Provokes' and ProvokesBy's question.
func (s *State) Threateners(a int, buf []int) []int {
	for h := range s.Combatants {
		if s.threatener(a, h) {
			buf = append(buf, h)
		}
	}
	return buf
}

// threatener is Threateners' test of one creature h.
func (s *State) threatener(a, h int) bool {
	o := &s.Combatants[h]
	return h != a && s.Hostile(a, h) && !o.Down() && o.Reaction && o.Conds.CanReact() && !o.Surprised && s.canReact(h) && s.sees(h, a)
}

// Provokes counts the opportunity attacks a would draw walking steps from
// where it stands now, by the rule the move itself applies (provokedAt):
// none once it has disengaged or while it makes a fighting retreat (OSR);
// each hostile creature at most once, since
// its reaction goes with its first attack.
func (s *State) Provokes(a int, steps []grid.Step) int {
	var buf [32]int
	return s.ProvokesBy(a, steps, s.Threateners(a, buf[:0]))
}

// ProvokesBy is Provokes with the Threateners worked out once by the
// caller, for the many paths a policy weighs in one decision.
func (s *State) ProvokesBy(a int, steps []grid.Step, threateners []int) int {
	c := &s.Combatants[a]
	if c.Turn.Disengaged || s.fightingRetreat(a) || len(steps) == 0 || len(threateners) == 0 {
		return 0 // a fighting retreat draws no free attack (osr_retreat.go)
	}
	var buf [32]int
	hs := append(buf[:0], threateners...)
	n, prev := 0, c.At
	for _, st := range steps {
		for k := 0; k < len(hs); k++ {
			h := hs[k]
			reach := s.Combatants[h].Reach()
			if s.distAt(a, prev, c.Alt, h) <= reach && s.distAt(a, st.To, c.Alt, h) > reach {
				n++
				hs[k] = hs[len(hs)-1] // its reaction is spent: no second one
				hs = hs[:len(hs)-1]
				k--
			}
		}
		prev = st.To
	}
	return n
}

// InReachOf reports whether creature a standing at sq (at its present
// height) would be within creature h's reach.
func (s *State) InReachOf(a int, sq grid.Square, h int) bool {
	return s.distAt(a, sq, s.Combatants[a].Alt, h) <= s.Combatants[h].Reach()
}

// SpiritualWeapon is where creature a's spiritual weapon floats, ok false
// when it has none (spell_weapon.go).
func (s *State) SpiritualWeapon(a int) (grid.Square, bool) {
	sq, _, ok := s.weaponSquare(a)
	return sq, ok
}

// SpiritualWeaponReaches reports whether `NAME spiritual weapon TARGET`
// would find t: within 5 ft of the weapon, or a square within 5 ft of t
// that the weapon can move to (at most 20 ft), as the command picks it.
func (s *State) SpiritualWeaponReaches(a, t int) bool {
	from, _, ok := s.weaponSquare(a)
	if !ok {
		return false
	}
	if s.squareDist(from, t) <= grid.SquareFeet {
		return true
	}
	dest, _ := s.nearSquare(from, 1, t)
	return s.squareGap(from, dest) <= weaponMove && s.squareDist(dest, t) <= grid.SquareFeet
}

// Sees reports whether creature o can see creature t now (vision.go): the
// light, its senses, invisibility and blindness counted.
func (s *State) Sees(o, t int) bool { return s.sees(o, t) }
