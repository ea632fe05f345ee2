package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Far approaches. A creature whose foe lies beyond this turn's movement
// and reach can't strike it this turn whatever way it takes: what matters
// is where it stops, as near the foe as the way (not the crow) goes. So
// it floods only this turn's movement and stops on the square the rest of
// the way from which is cheapest, that rest read from a flood made the
// other way, from the foe (towardFor), once for every creature closing in
// on that foe while it stands there. Flooding the whole way instead cost
// a 100x100 map most of a second a round (issue 6, BenchmarkBigMap).

// farSlack: the foe counts as far only when it is this much beyond the
// movement and reach, so that the straight-line count (Map.Between) can't
// call far a foe some way reaches this turn.
const farSlack = grid.SquareFeet

// maxToward bounds the reverse floods kept: a fight's foes, each where it
// stands, for a footprint and a speed or two.
const maxToward = 24

// toward is a flood from a foe's square, over the map alone (walls,
// terrain, water and heights: not the creatures, who move on), for a
// mover of one footprint and one speed: how far the way from each square
// to that foe goes. The flood of a way out is the way in, reversed: the
// steps cost the same both ways but for climbing, which ClimbFactor
// counts up or down alike.
type toward struct {
	m     *grid.Map
	start grid.Square
	key   towardKey
	used  uint64 // the decision that last read it, for eviction
	reach grid.Reach
}

// towardKey is what the way's cost depends on besides the map and the
// start: the mover's footprint and its cost class.
type towardKey struct {
	n, climb        int
	mode            string
	ignoreDifficult bool
	wet             bool // water costs it 5 ft more a square (no swimming speed)
	squeeze         bool
}

// towardFor is the flood from t's square for mover's footprint and mode,
// made the first time it is asked for that square and kept. It depends on
// the map and where t stands only, so the choices it leads to are the same
// whatever was asked before.
func (p *Policy) towardFor(s *battle.State, mover, t int, mode string) *grid.Reach {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	n := c.Size.Squares()
	cost := s.ModeCost(mover, mode)
	key := towardKey{n: n, climb: cost.ClimbFactor, mode: mode, ignoreDifficult: cost.IgnoreDifficult,
		wet: mode != "fly" && mode != "burrow" && c.Speeds.Swim == 0, squeeze: cost.Squeeze}
	// The mover's space over the foe's: its top-left square as near the
	// foe's centre as the map's edges allow.
	start := grid.Square{Col: tc.At.Col + (tc.Size.Squares()-n)/2, Row: tc.At.Row + (tc.Size.Squares()-n)/2}
	start.Col = max(0, min(start.Col, s.Map.W-n))
	start.Row = max(0, min(start.Row, s.Map.H-n))
	var slot *toward
	for k := range p.toward {
		tw := &p.toward[k]
		if tw.m == s.Map && tw.start == start && tw.key == key {
			tw.used = p.decision
			return &tw.reach
		}
		if slot == nil || tw.used < slot.used {
			slot = tw // the least recently read, if the cache is full
		}
	}
	if len(p.toward) < maxToward {
		p.toward = append(p.toward, toward{})
		slot = &p.toward[len(p.toward)-1]
	}
	m := s.Map
	flat := grid.Cost{ClimbFactor: key.climb, IgnoreDifficult: key.ignoreDifficult, Squeeze: key.squeeze}
	if mode == "swim" {
		flat.Blocked = func(sq grid.Square) bool { return m.WaterAt(sq) == grid.Dry }
	}
	if key.wet {
		flat.Extra = func(sq grid.Square) int {
			if m.WaterAt(sq) != grid.Dry {
				return grid.SquareFeet
			}
			return 0
		}
	}
	slot.m, slot.start, slot.key, slot.used = m, start, key, p.decision
	m.FloodInto(&slot.reach, grid.Step{To: start}, n, -1, flat)
	return &slot.reach
}

// reachable reports whether some way leads from the mover to t's square
// on the map alone (walls, heights, water: towardFor's flood from t, kept
// by where t stands), whatever creatures stand in the way: a way out is
// a way in, reversed.
func (p *Policy) reachable(s *battle.State, mover, t int, mode string) bool {
	_, ok := p.towardFor(s, mover, t, mode).Feet(s.Combatants[mover].At)
	return ok
}

// approachFar is approachSafe for a foe beyond this turn's movement and
// reach (farSlack more): of the squares the mover can stop on this turn,
// the one from which the rest of the way to t is shortest (towardFor),
// then the nearest t by the grid's count, then by the straight line
// (lineGap), then the cheapest to get to; by a way that provokes the
// fewest opportunity attacks of those weighed.
//
// The straight line matters where a diagonal step costs what a straight
// one does (SRD 5.1 "Movement and Position" on a grid): a whole band of
// squares is then as far from t by the way and by the grid's count, and
// the first of them scanned lay on the pure diagonal, from which a
// single shortest way goes on. The flood back from t does not see the
// creatures in the way, and an ally standing on that diagonal left a
// creature 15 ft short of where a search of the whole way (the creatures
// counted) took it. From the square nearest the straight line the rest
// of the way has room to swerve at no cost.
// It returns the square, the feet still to go, the opportunity attacks,
// the steps when a foe threatens the mover (as approachSafe gives them),
// and ok; done is false when the reverse flood can't tell (the foe's
// square is out of the mover's reach on the map alone), and approachSafe
// searches the old way.
func (p *Policy) approachFar(s *battle.State, mover, a, t int, mode string, left, reach int) (sq grid.Square, togo, prov int, steps []grid.Step, ok, done bool) {
	c := &s.Combatants[mover]
	back := p.towardFor(s, mover, t, mode)
	here, ok := back.Feet(c.At)
	if !ok {
		return sq, 0, 0, nil, false, false
	}
	mv := p.movesFor(s, mover, mode, left)
	// Kept from an earlier fight, as approachSafe's (approach_keep.go).
	r := p.keptOr(s, mv, keyFar, a, t, left, func() closing {
		return p.approachBeyond(s, mv, back, here, mover, t, left, reach)
	})
	return r.sq, r.togo, r.prov, r.way, r.ok, true
}

// approachBeyond is approachFar's weighing of the squares the mover can
// stop on this turn, on its flood mv and the flood back from t's square.
func (p *Policy) approachBeyond(s *battle.State, mv *moves, back *grid.Reach, here, mover, t, left, reach int) closing {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	n, tn := c.Size.Squares(), tc.Size.Squares()
	flood := p.flooded(s, mv)
	cost := mv.cost
	// The best few squares, by the rest of the way: with no foe
	// threatening it, the first is the one; else each is weighed by the
	// opportunity attacks of its way.
	const keep = 6
	type far struct {
		sq                     grid.Square
		rest, gap, line, spent int
	}
	var top [keep]far
	nt := 0
	less := func(x, y far) bool {
		if x.rest != y.rest {
			return x.rest < y.rest
		}
		if x.gap != y.gap {
			return x.gap < y.gap
		}
		if x.line != y.line {
			return x.line < y.line
		}
		return x.spent < y.spent
	}
	want := keep
	if len(mv.hs) == 0 {
		want = 1
	}
	r := left / grid.SquareFeet
	for dr := -r; dr <= r; dr++ {
		for dc := -r; dc <= r; dc++ {
			q := grid.Square{Col: c.At.Col + dc, Row: c.At.Row + dr}
			if q == c.At {
				continue
			}
			spent, ok := flood.Feet(q)
			if !ok || spent > left {
				continue
			}
			rest, ok := back.Feet(q)
			if !ok || rest >= here {
				continue // no nearer by the way than where it stands
			}
			k := far{sq: q, rest: rest, gap: s.Map.Between(q, n, tc.At, tn), line: lineGap(q, n, tc.At, tn), spent: spent}
			if nt == want && !less(k, top[nt-1]) {
				continue
			}
			if ok, _ := s.Map.CanStop(q, n, cost); !ok {
				continue
			}
			i := min(nt, want-1)
			for i > 0 && less(k, top[i-1]) {
				top[i] = top[i-1]
				i--
			}
			top[i] = k
			nt = min(nt+1, want)
		}
	}
	if nt == 0 {
		return closing{} // nowhere nearer this turn: no move toward t
	}
	best, bestProv, way := -1, 0, false
	for i := range top[:nt] {
		if len(mv.hs) == 0 {
			best = i
			break
		}
		path := flood.AppendRoute(mv.path[:0], top[i].sq)
		mv.path = path
		pr := mv.provokes(s, mover, path)
		if pr > 0 {
			// The foes' reach made dear: a way around, if it fits this
			// turn's movement.
			if around := p.aroundFor(s, mover, mv); around != nil {
				alt := around.AppendRoute(mv.alt[:0], top[i].sq)
				mv.alt = alt
				if alt, ok := realSteps(s, mv.from, n, alt, cost); ok && len(alt) > 0 && pathFeet(alt) <= left {
					if ap := mv.provokes(s, mover, alt); ap < pr {
						pr = ap
						path = alt
					}
				}
			}
		}
		if best < 0 || pr < bestProv {
			best, bestProv = i, pr
			p.detour, way = append(p.detour[:0], path...), true
		}
		if pr == 0 {
			break
		}
	}
	var steps []grid.Step
	if way {
		steps = p.keepSteps(p.detour)
	}
	k := top[best]
	return closing{sq: k.sq, togo: max(k.rest-reach, grid.SquareFeet), prov: bestProv, way: steps, ok: true}
}

// lineGap is the square of the straight-line distance between the centres
// of two spaces, in half squares: approachBeyond's tie-break among
// squares the grid counts as far from the foe.
func lineGap(a grid.Square, an int, b grid.Square, bn int) int {
	dc, dr := 2*(a.Col-b.Col)+an-bn, 2*(a.Row-b.Row)+an-bn
	return dc*dc + dr*dr
}

// pathFeet is what the steps of a path add up to.
func pathFeet(path []grid.Step) int {
	f := 0
	for _, st := range path {
		f += st.Feet
	}
	return f
}
