package battle

import "github.com/skirmish-rpg/skirmish/grid"

// ThreatenersNear is Threateners for a move of at most feet feet from
// where a stands: a hostile creature so far that no such move comes
// within its reach can't take an opportunity attack on it, and is left
// out before the sight test, the costly part on a big map. A negative
// feet is no limit (Threateners).
func (s *State) ThreatenersNear(a, feet int, buf []int) []int {
	if feet < 0 {
		return s.Threateners(a, buf)
	}
	for h := range s.Combatants {
		// Two squares of slack: the 5-10-5 count of a gap is not quite a
		// distance (halves rounded down), and a path's first diagonal may
		// cost 10 ft where the gap counts 5.
		if h == a || !s.Hostile(a, h) || s.Distance(a, h) > feet+s.Combatants[h].Reach()+2*grid.SquareFeet {
			continue
		}
		if s.threatener(a, h) {
			buf = append(buf, h)
		}
	}
	return buf
}
