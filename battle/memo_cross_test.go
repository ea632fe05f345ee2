package battle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// crossScene is a lean fight's state on a walled map with creatures of
// several sizes, for shuffling about.
const crossScene = `
map:
  size: 10x8
  walls: [E3, E4, E5, B2]
  objects: [{at: G6, cover: half}, {at: H2, cover: three-quarters}]
combatants:
  - {name: Ann, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20, speed: 30, attacks: [{name: bow, bonus: 5, damage: "1d8+3[piercing]", range: 80/320}]}
  - {name: Bo, kind: character, side: party, at: A3, ac: 15, hp: 20, initiative: 19, attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Cy, kind: monster, side: foes, at: H7, ac: 12, hp: 10, initiative: 18, size: large, attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
  - {name: Di, kind: monster, side: foes, at: J1, ac: 12, hp: 10, initiative: 17, attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
  - {name: Ed, kind: monster, side: foes, at: J4, ac: 12, hp: 10, initiative: 16, size: tiny, attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
`

// TestCrossIsFresh: the cover and sight kept across trials (memo_cross.go)
// are the answers worked out afresh, whoever stands where, at whatever
// height, squeezing, dead or fled: creatures are moved about a few
// squares of the map (so that the same places come back and the kept
// answers are used), and every pair's cover from its space (with and
// without its reason), from an attack's square, every space's cover
// against points all over the map (an area's origin) and every line of
// sight are asked with the kept answers and without (seed 001 "Cover":
// creatures in the way give half cover, walls and objects theirs).
func TestCrossIsFresh(t *testing.T) {
	s := leanScene(t, "cross.yaml", crossScene)
	m := s.memo
	rng := rand.New(rand.NewPCG(1, 2))
	spots := []grid.Square{{Col: 0, Row: 0}, {Col: 3, Row: 3}, {Col: 5, Row: 3}, {Col: 2, Row: 4}, {Col: 6, Row: 5}, {Col: 8, Row: 1}, {Col: 4, Row: 6}, {Col: 7, Row: 6}, {Col: 1, Row: 2}}
	fresh := func(ask func() any) any {
		m.crossOff = true
		defer func() { m.crossOff = false }()
		return ask()
	}
	type both struct {
		c Cover
		w string
	}
	asked, hits := 0, 0
	for round := range 400 {
		for i := range s.Combatants {
			c := &s.Combatants[i]
			c.At = spots[rng.IntN(len(spots))]
			c.Alt = 0
			if rng.IntN(6) == 0 {
				c.Alt = 5 * rng.IntN(3) // above the others' band, or not
			}
			c.Squeezing = rng.IntN(8) == 0
			c.Dead = rng.IntN(10) == 0
		}
		for a := range s.Combatants {
			for b := range s.Combatants {
				if a == b {
					continue
				}
				before := len(m.cross.cover)
				checks := []func() any{
					func() any { c, w := s.coverOf(a, b); return both{c, w} },
					func() any { return s.coverLevelOf(a, b) },
					func() any {
						lo, hi := s.levels(b)
						c, w := s.coverFrom(a, spots[(a+b+round)%len(spots)], 1, lo, hi, b, true)
						return both{c, w}
					},
					func() any {
						oc, bc := &s.Combatants[a], &s.Combatants[b]
						return s.lineOfSightCached(oc.At, oc.space(), bc.At, bc.space())
					},
				}
				for k, ask := range checks {
					got, want := ask(), fresh(ask)
					if got != want {
						t.Fatalf("round %d, %s against %s, check %d: kept %v, afresh %v", round, s.Combatants[a].Name, s.Combatants[b].Name, k, got, want)
					}
					asked++
				}
				if len(m.cross.cover) == before {
					hits++
				}
			}
			for k := range 6 {
				// An area's squares (seed 000 "Areas of Effect": walls
				// that give total cover stop it), and a creature's cover
				// against its origin.
				p := grid.Point{X: rng.IntN(2*s.Map.W + 1), Y: rng.IntN(2*s.Map.H + 1)}
				area := grid.Area{Shape: []grid.Shape{grid.Sphere, grid.Cube, grid.Cone, grid.Line}[k%4], Size: 5 * (1 + rng.IntN(4)), Origin: p}
				if area.Shape != grid.Sphere {
					area.Toward = grid.Point{X: p.X + 1 + rng.IntN(3), Y: p.Y - 1 + rng.IntN(3)}
				}
				got := slices.Clone(s.areaSquares(area))
				if want := s.Map.AreaSquares(area); !slices.Equal(got, want) {
					t.Fatalf("round %d, %+v: kept %v, afresh %v", round, area, got, want)
				}
				z := rng.IntN(3) - 1
				ask := func() any { c, w := s.coverFromPoint(p, z, a); return both{c, w} }
				if got, want := ask(), fresh(ask); got != want {
					t.Fatalf("round %d, %s against the point %v (%d): kept %v, afresh %v", round, s.Combatants[a].Name, p, k, got, want)
				}
				asked++
			}
		}
	}
	if hits < asked/20 {
		t.Fatalf("the kept answers were used %d times in %d questions: the test does not test them", hits, asked)
	}
	if len(m.cross.cover) == 0 || len(m.cross.point) == 0 || len(m.cross.sight) == 0 || len(m.cross.areas) == 0 {
		t.Fatalf("nothing kept: %d covers, %d points, %d sights, %d areas", len(m.cross.cover), len(m.cross.point), len(m.cross.sight), len(m.cross.areas))
	}
}

// TestCrossBounded: however many places are asked, the answers kept
// across trials stay within crossMax of each kind (memory stays flat
// however many trials a simulation runs: issue 6), and a new map starts
// them again.
func TestCrossBounded(t *testing.T) {
	s := leanScene(t, "cross.yaml", crossScene)
	x := s.crossFor()
	// More keys than crossMax: every pair of squares, of every size that
	// fits there.
	peak := 0
	for a := range s.Map.W * s.Map.H {
		for b := range s.Map.W * s.Map.H {
			for size := range 9 {
				aAt, bAt := grid.Square{Col: a % s.Map.W, Row: a / s.Map.W}, grid.Square{Col: b % s.Map.W, Row: b / s.Map.W}
				s.coverCached(-1, aAt, 1+size/3, 0, 0, -1, bAt, 1+size%3, nil, false)
				if len(x.cover) > crossMax {
					t.Fatalf("%d answers kept, more than %d", len(x.cover), crossMax)
				}
				peak = max(peak, len(x.cover))
			}
		}
	}
	if peak != crossMax {
		t.Fatalf("at most %d answers kept: the bound, %d, was not reached", peak, crossMax)
	}
	if len(x.cover) == 0 || len(x.cover) == crossMax {
		t.Fatalf("%d answers kept at the end: started again?", len(x.cover))
	}
	// Areas: cones of every size every way from every point, more
	// squares than crossSquares in all.
	wrapped, sq := false, 0
	for k := range (2*s.Map.W + 1) * (2*s.Map.H + 1) * 12 {
		o, size := k/12, 5*(1+k%12)
		for d := range 8 {
			p := grid.Point{X: o % (2*s.Map.W + 1), Y: o / (2*s.Map.W + 1)}
			dx, dy := []int{1, 1, 0, -1, -1, -1, 0, 1}[d], []int{0, 1, 1, 1, 0, -1, -1, -1}[d]
			before := len(x.areaBuf)
			n := len(x.areaSquares(s.Map, grid.Area{Shape: grid.Cone, Size: size, Origin: p, Toward: grid.Point{X: p.X + dx, Y: p.Y + dy}}))
			sq += n
			wrapped = wrapped || len(x.areaBuf) < before
			if len(x.areaBuf) > crossSquares+s.Map.W*s.Map.H {
				t.Fatalf("%d squares of areas kept, more than %d and an area", len(x.areaBuf), crossSquares)
			}
		}
	}
	if !wrapped || sq <= crossSquares {
		t.Fatalf("%d squares asked: the bound, %d, was not reached", sq, crossSquares)
	}
	// Areas of no squares (here of no size) take none of the buffer: the
	// areas are bounded by their number too.
	for k := range crossMax + 100 {
		x.areaSquares(s.Map, grid.Area{Shape: grid.Sphere, Size: -k, Origin: grid.Point{X: 1, Y: 1}})
		if len(x.areas) > crossMax {
			t.Fatalf("%d areas kept, more than %d", len(x.areas), crossMax)
		}
	}
	other := *s.Map
	s.Map = &other
	if x := s.crossFor(); len(x.cover) != 0 || len(x.areas) != 0 || len(x.areaBuf) != 0 {
		t.Fatalf("another map kept %d answers and %d areas of the first", len(x.cover), len(x.areas))
	}
}

// boxScene is a map the same mirrored across its diagonal (A1 to J10):
// walls and objects on every side of TestCrossKeyBox's windows.
const boxScene = `
map:
  size: 10x10
  walls: [E3, E4, E5, C5, D5]
  objects: [{at: G6, cover: half}, {at: F7, cover: half}, {at: H2, cover: three-quarters}, {at: B8, cover: three-quarters}]
combatants:
  - {name: Ann, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20, attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Bo, kind: character, side: party, at: A3, ac: 15, hp: 20, initiative: 19, attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Cy, kind: monster, side: foes, at: H7, ac: 12, hp: 10, initiative: 18, size: large, attacks: [{name: club, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
`

// TestCrossKeyBox: the squares a kept cover answer is keyed on reach far
// enough round the two spaces (or the space and the point) — one square
// past them, where a line that grazes a corner or runs along an edge of
// either space looks at both sides of it (grid/sight.go) — and no answer
// is given back for a question whose blockers there differ. Every
// placement of two creatures in a window round the target, from every
// attacker's square of the window and every point of it (corners and
// centres), asked with the kept answers and afresh: a placement that
// differs from an earlier one only where the key does not look would be
// given the earlier answer (TestCrossIsFresh's random placements seldom
// put a creature just there).
func TestCrossKeyBox(t *testing.T) {
	s := leanScene(t, "box.yaml", boxScene)
	m := s.memo
	type both struct {
		c Cover
		w string
	}
	check := func(what string, ask func() both) {
		t.Helper()
		got := ask()
		m.crossOff = true
		want := ask()
		m.crossOff = false
		if got != want {
			t.Fatalf("%s: kept %v, afresh %v", what, got, want)
		}
	}
	const ann, bo, cy = 0, 1, 2 // the target, a Medium and a Large creature in the way
	// The attacker's squares and the points in a window of 4 by 4 squares
	// beside the walls, right of E3 to E5 (F3 to I6) and below C5 to E5
	// (C6 to F9: the same window mirrored across the diagonal, with the
	// map, since the grid's choice between equal lines is not symmetric —
	// rows of corners before columns, clockwise before anticlockwise);
	// the creatures in the way a square further round it.
	for _, w := range []struct {
		c0, r0 int
		ts     []grid.Square
	}{
		{5, 2, []grid.Square{{Col: 6, Row: 3}, {Col: 7, Row: 4}}},
		{2, 5, []grid.Square{{Col: 3, Row: 6}, {Col: 4, Row: 7}}},
	} {
		window := func(k int) grid.Square { return grid.Square{Col: w.c0 + k%4, Row: w.r0 + k/4} }
		around := func(k int) grid.Square { return grid.Square{Col: w.c0 - 1 + k%6, Row: w.r0 - 1 + k/6} }
		for _, tAt := range w.ts {
			s.Combatants[ann].At = tAt
			for b := range 36 {
				for c := range 36 {
					s.Combatants[bo].At, s.Combatants[cy].At = around(b), around(c)
					where := fmt.Sprintf("%s at %s, %s at %s, %s at %s", s.Combatants[ann].Name, tAt, s.Combatants[bo].Name, around(b), s.Combatants[cy].Name, around(c))
					for a := range 32 {
						aAt, an := window(a%16), 1+a/16 // a Medium attacker, and a Large one
						check(fmt.Sprintf("%s, from %s (%d a side)", where, aAt, an), func() both {
							c, w := s.coverFrom(-1, aAt, an, 0, 0, ann, true)
							return both{c, w}
						})
					}
					for x := 2 * w.c0; x <= 2*(w.c0+4); x++ {
						for y := 2 * w.r0; y <= 2*(w.r0+4); y++ {
							p := grid.Point{X: x, Y: y}
							check(fmt.Sprintf("%s, from the point %v", where, p), func() both {
								c, w := s.coverFromPoint(p, 0, ann)
								return both{c, w}
							})
						}
					}
				}
			}
		}
	}
}

// leanScene is a lean fight's state (StartLean: with a memo, and so the
// answers kept across trials) on the encounter src.
func leanScene(t testing.TB, name, src string) *State {
	t.Helper()
	enc, err := Load(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s0, err := New(enc)
	if err != nil {
		t.Fatal(err)
	}
	f, err := StartLean(enc, s0, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	return f.State
}
