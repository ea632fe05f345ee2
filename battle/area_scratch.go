package battle

import "github.com/skirmish-rpg/skirmish/grid"

// areaMarks is two cleared slices of n marks, by square: the squares an
// area covers, and those its template covers on an empty map
// (areaEffect). A lean fight's decider keeps them from command to
// command; they are used up before the area's event is emitted, so an
// area that sets off another (a creature's death burst) finds them free.
func (d *decider) areaMarks(n int) (in, open []bool) {
	if cap(d.marks) < 2*n {
		d.marks = make([]bool, 2*n)
	}
	d.marks = d.marks[:2*n]
	clear(d.marks)
	return d.marks[:n:n], d.marks[n:]
}

// openMap is a map of the state's map's size with nothing on it, kept in
// a lean fight's memo: an area's template is laid on it at every cast.
func (s *State) openMap() *grid.Map {
	m := s.memo
	if m == nil {
		return grid.NewMap(s.Map.W, s.Map.H)
	}
	if m.open == nil || m.open.W != s.Map.W || m.open.H != s.Map.H {
		m.open = grid.NewMap(s.Map.W, s.Map.H)
	}
	return m.open
}
