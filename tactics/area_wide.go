package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// The wider search for an area's point, when the first points tried (the
// foes' squares and their neighbours; for a cone or line, the squares
// round the user and the foes within its length) leave out a foe the area
// could reach. That is what an ally beside the foes does: every point on
// or beside a foe catches the ally too, while one a few squares off, on
// the far side of the foes, catches them all and not the ally. A fireball
// caught two orcs of four and a burning hands two goblins of three that
// way, with a point catching every one of them free of allies in range.
//
//   - A sphere or cylinder: every square within its radius of a foe in
//     reach, ranked by the cheap count of rankPoint, the best few asked
//     of the map.
//   - A cone or line from the user: the ring of squares round its space
//     as far out as its length (at most 4 squares), each a direction the
//     area may point in, finer than the eight of its neighbours.
//   - A cube: its direction snaps to the eight neighbours' (battle's
//     placeArea), which the first points already try.

// widePicks is how many of the ranked squares of a sphere are asked of
// the map.
const widePicks = 4

// foesInReach counts the foes (worth aiming at) an area of the creature's
// could catch: those the first points were found from.
func (p *Policy) foesInReach(v *view, aa *battle.AreaAttack, toward bool) int {
	reach := aa.Range + aa.Area.Size
	if toward {
		reach = aa.Area.Size
	}
	n := 0
	for _, t := range v.foes {
		if foeWorth(v, t) && v.s.Distance(v.a, t) <= reach {
			n++
		}
	}
	return n
}

// widerPoints are the points of the wider search, none of tried.
func (p *Policy) widerPoints(v *view, aa *battle.AreaAttack, toward bool, tried []grid.Square) []grid.Square {
	p.wide = p.wide[:0]
	sh := aa.Area.Shape
	switch {
	case toward && (sh == grid.Cone || sh == grid.Line):
		at, size := v.c.At, max(v.c.Size.Squares(), 1)
		k := min(max(aa.Area.Size/grid.SquareFeet, 1), 4)
		for r := at.Row - k; r <= at.Row+size-1+k; r++ {
			for c := at.Col - k; c <= at.Col+size-1+k; c++ {
				sq := grid.Square{Col: c, Row: r}
				ring := r == at.Row-k || r == at.Row+size-1+k || c == at.Col-k || c == at.Col+size-1+k
				if ring && v.s.Map.In(sq) && !contains(tried, sq) {
					p.wide = append(p.wide, sq)
				}
			}
		}
	case !toward && (sh == grid.Sphere || sh == grid.Cylinder):
		p.widerSpheres(v, aa, tried)
	}
	return p.wide
}

// widerSpheres puts in p.wide the widePicks best squares, by rankPoint,
// within a sphere's radius of a foe in reach and within its range as the
// crow flies (the map's own measure is the cast's check).
func (p *Policy) widerSpheres(v *view, aa *battle.AreaAttack, tried []grid.Square) {
	var picks [widePicks]grid.Square
	var ranks [widePicks]int
	n := 0
	r := 2 * aa.Area.Size / grid.SquareFeet // the radius in half squares
	k := aa.Area.Size / grid.SquareFeet     // ... in squares
	me, size := v.c.At, max(v.c.Size.Squares(), 1)
	for _, t := range v.foes {
		if !foeWorth(v, t) || v.s.Distance(v.a, t) > aa.Range+aa.Area.Size {
			continue
		}
		at := v.s.Combatants[t].At
		for row := at.Row - k; row <= at.Row+k; row++ {
			for col := at.Col - k; col <= at.Col+k; col++ {
				sq := grid.Square{Col: col, Row: row}
				if !v.s.Map.In(sq) || grid.SquareFeet*max(grid.Gap(me.Col, size, col, 1), grid.Gap(me.Row, size, row, 1)) > aa.Range {
					continue
				}
				rk := p.rankPoint(v, sq, r)
				if rk <= 0 || n == widePicks && rk <= ranks[n-1] || contains(picks[:n], sq) || contains(tried, sq) {
					continue
				}
				// Insert by rank, the first found first among equals (the
				// last dropped when the picks are full).
				n = min(n+1, widePicks)
				i := n - 1
				for ; i > 0 && ranks[i-1] < rk; i-- {
					picks[i], ranks[i] = picks[i-1], ranks[i-1]
				}
				picks[i], ranks[i] = sq, rk
			}
		}
	}
	p.wide = append(p.wide, picks[:n]...)
}

// rankPoint is a cheap count of whom a sphere of radius r (in half
// squares) at sq would cover on an open map: 4 for each foe worth aiming
// at, -12 for each ally, other creature (the user included) or foe left
// alone (downed, for all but a ruthless user).
func (p *Policy) rankPoint(v *view, sq grid.Square, r int) int {
	ox, oy := 2*sq.Col+1, 2*sq.Row+1
	rank := 0
	for j := range v.s.Combatants {
		oc := &v.s.Combatants[j]
		if oc.Dead || !covers(oc.At, oc.Size.Squares(), ox, oy, r) {
			continue
		}
		if j != v.a && v.s.Hostile(v.a, j) && foeWorth(v, j) {
			rank += 4
		} else {
			rank -= 12
		}
	}
	return rank
}

// contains reports whether sq is one of sqs.
func contains(sqs []grid.Square, sq grid.Square) bool {
	for _, q := range sqs {
		if q == sq {
			return true
		}
	}
	return false
}
