package grid

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

// scene is a map drawn as text, one string per row, with what a mover sees:
//
//	.  open ground        ~  difficult terrain of the map
//	#  blocked            a  an ally: passable as difficult terrain, no stopping
//	*  an ally standing in difficult terrain
//	S  the mover's (top-left) square     E  where it wants to go
type scene struct {
	m        *Map
	c        Cost
	from, to Square
	allies   map[Square]bool
	blocked  map[Square]bool
}

func drawn(art ...string) *scene {
	sc := &scene{m: NewMap(len(art[0]), len(art)), allies: map[Square]bool{}, blocked: map[Square]bool{}}
	for r, line := range art {
		for c, ch := range line {
			s := Square{Col: c, Row: r}
			switch ch {
			case '~':
				sc.m.SetDifficult(s)
			case '#':
				sc.blocked[s] = true
			case 'a':
				sc.allies[s] = true
			case '*':
				sc.allies[s] = true
				sc.m.SetDifficult(s)
			case 'S':
				sc.from = s
			case 'E':
				sc.to = s
			}
		}
	}
	sc.c = Cost{
		Blocked:   func(s Square) bool { return sc.blocked[s] },
		Difficult: func(s Square) bool { return sc.allies[s] },
		NoStop:    func(s Square) bool { return sc.allies[s] },
	}
	return sc
}

func TestPath(t *testing.T) {
	crawl := func(c *Cost) { c.Extra = func(Square) int { return 5 } }
	tests := []struct {
		name string
		rule string // the seed rule the case checks
		art  []string
		n    int           // footprint; 0 means 1
		to   string        // overrides E
		cost func(c *Cost) // adjusts the scene's Cost
		want string        // the path as a user would type it
		feet int           // its cost
		err  error         // or the sentinel Path's error wraps
	}{
		{name: "straight", rule: "001 Movement and Position: move a distance up to your speed, 5 ft a square",
			art: []string{"S....E"}, want: "B1 C1 D1 E1 F1", feet: 25},
		{name: "diagonal", rule: "Playing on a Grid: a diagonal step costs 5 ft like any other",
			art: []string{"S...", "....", "....", "...E"}, want: "B2 C3 D4", feet: 15},
		{name: "straightest of the cheapest", rule: "deterministic: fewest diagonal steps among equal costs",
			art: []string{"S...E", ".....", "....."}, want: "B1 C1 D1 E1", feet: 20},
		{name: "around a blocked square", rule: "001 Moving Around Other Creatures: a hostile creature's space can't be crossed",
			art: []string{"S#E", "..."}, want: "B2 C1", feet: 10},
		{name: "difficult costs double", rule: "000 MOVEMENT IN COMBAT: Difficult Terrain: moving 1 foot costs 2 feet of speed",
			art: []string{"S~~E"}, want: "B1 C1 D1", feet: 25},
		{name: "detour when cheaper", rule: "001 Difficult Terrain: every foot costs 1 extra foot, so go around",
			art: []string{"S~~~E", "....."}, want: "B2 C2 D2 E1", feet: 20},
		{name: "through difficult when the detour is dearer", rule: "001 Difficult Terrain",
			art: []string{"S.~.E", "..~..", "..~..", "..~..", "....."}, want: "B1 C1 D1 E1", feet: 25},
		{name: "ignore difficult", rule: "Cost.IgnoreDifficult: a mover not slowed by the map's terrain",
			art: []string{"S~~E"}, cost: func(c *Cost) { c.IgnoreDifficult = true }, want: "B1 C1 D1", feet: 15},
		{name: "difficult counts once", rule: "001 Difficult Terrain: true even if multiple things in a space count as difficult terrain",
			art: []string{"S*.", "###"}, to: "C1", want: "B1 C1", feet: 15},
		{name: "crawling in difficult terrain", rule: "001 Being Prone: crawling 1 foot in difficult terrain costs 3 feet",
			art: []string{"S~E"}, cost: crawl, want: "B1 C1", feet: 25},
		{name: "pass through an ally", rule: "001 Moving Around Other Creatures: you can move through a nonhostile creature's space (difficult terrain)",
			art: []string{"SaE"}, want: "B1 C1", feet: 15},
		{name: "not end on an ally", rule: "001 Moving Around Other Creatures: you can't willingly end your move in its space",
			art: []string{"Sa."}, to: "B1", err: ErrNoStop},
		{name: "hostile wall", rule: "001 Moving Around Other Creatures: a hostile creature's space blocks",
			art: []string{"S#E"}, err: ErrUnreachable},
		{name: "enclosed", rule: "no path: ErrUnreachable",
			art: []string{"S....", "..###", "..#E#", "..###"}, err: ErrUnreachable},
		{name: "blocked destination", rule: "001 Moving Around Other Creatures",
			art: []string{"S.#"}, to: "C1", err: ErrBlocked},
		{name: "off the map", rule: "the map's edge", art: []string{"S.."}, to: "D1", err: ErrOffMap},
		{name: "no move", rule: "moving 0 ft costs nothing", art: []string{"S.."}, to: "A1", want: "", feet: 0},
		{name: "medium through a 1-wide gap", rule: "SRD 5.1 Space: a Medium creature fits a 5-ft square",
			art: []string{"..#..", "..#..", "S...E", "..#..", "..#.."}, want: "B3 C3 D3 E3", feet: 20},
		{name: "large blocked by a 1-wide gap", rule: "000 MOVEMENT IN COMBAT: Squeezing (large creature in space only 5 feet wide); without Cost.Squeeze the full space must fit",
			art: []string{"..#..", "S.#..", "....E", "..#..", "..#.."}, to: "D2", n: 2, err: ErrUnreachable},
		{name: "large through a 2-wide gap", rule: "SRD 5.1 Creature Size: a Large creature controls 10 by 10 ft",
			art: []string{"..#..", "..#..", "S....", ".....", "..#.."}, to: "D3", n: 2, want: "B3 C3 D3", feet: 15},
		{name: "large pays difficult once per step", rule: "001 Difficult Terrain: every foot of movement costs 1 extra foot, not every square covered",
			art: []string{"S.~..", "..~.."}, to: "D1", n: 2, want: "B1 C1 D1", feet: 20},
		{name: "large destination off the map", rule: "SRD 5.1 Space: the whole space must be on the map",
			art: []string{"S....", "....."}, to: "E1", n: 2, err: ErrOffMap},
		{name: "large may not end half on an ally", rule: "001 Moving Around Other Creatures",
			art: []string{"S...", "...a"}, to: "C1", n: 2, err: ErrNoStop},
		{name: "large passes over an ally", rule: "001 Moving Around Other Creatures: move through a nonhostile creature's space",
			art: []string{"S.a...", "......"}, to: "E1", n: 2, want: "B1 C1 D1 E1", feet: 25},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := drawn(tt.art...)
			if tt.to != "" {
				sc.to = sq(tt.to)
			}
			if tt.cost != nil {
				tt.cost(&sc.c)
			}
			path, feet, err := sc.m.Path(sc.from, tt.n, sc.to, sc.c)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("%s: Path(%s -> %s) = %s, %d, %v; want error %v", tt.rule, sc.from, sc.to, joinSquares(path), feet, err, tt.err)
				}
				if !strings.Contains(err.Error(), sc.to.String()) && !strings.Contains(err.Error(), "space at") {
					t.Errorf("error %q does not name the square", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: Path(%s -> %s): %v", tt.rule, sc.from, sc.to, err)
			}
			if got := joinSquares(path); got != tt.want || feet != tt.feet {
				t.Errorf("%s: Path(%s -> %s) = %s (%d ft), want %s (%d ft)", tt.rule, sc.from, sc.to, got, feet, tt.want, tt.feet)
			}
			// Following the path step by step costs the same: the rule for
			// "move C2 C3 D4" and the search agree.
			sum, at := 0, sc.from
			for _, next := range path {
				c, err := sc.m.StepCost(at, next, tt.n, sc.c)
				if err != nil {
					t.Fatalf("StepCost(%s, %s) along the path: %v", at, next, err)
				}
				sum, at = sum+c, next
			}
			if sum != feet {
				t.Errorf("steps sum to %d ft, Path says %d", sum, feet)
			}
		})
	}
}

func TestStepCost(t *testing.T) {
	sc := drawn(
		"S.~a#",
		".....",
		"....~",
	)
	tests := []struct {
		a, b string
		n    int
		feet int
		err  error
	}{
		{"A1", "B1", 1, 5, nil},
		{"A1", "B2", 1, 5, nil},  // diagonal: 5 ft on a grid
		{"B1", "C1", 1, 10, nil}, // 000: difficult terrain, 1 foot costs 2
		{"C1", "D1", 1, 10, nil}, // 001: an ally's space is difficult terrain
		{"C1", "B1", 1, 5, nil},  // leaving difficult terrain costs nothing extra
		{"D1", "E1", 1, 0, ErrBlocked},
		{"A1", "C1", 1, 0, ErrNotAdjacent},
		{"A1", "A1", 1, 0, ErrNotAdjacent},
		{"E3", "F3", 1, 0, ErrOffMap},
		{"A1", "B1", 2, 10, nil}, // Large: enters C1 (difficult) and C2, +5 once
		{"B1", "C1", 2, 10, nil}, // Large: enters D1 (ally) and D2
		{"C1", "D1", 2, 0, ErrBlocked},
		{"C2", "D2", 2, 10, nil},       // Large: enters E2 and E3 (difficult)
		{"C1", "C2", 2, 5, nil},        // Large moving down: enters C3 and D3, both open
		{"C2", "D1", 2, 0, ErrBlocked}, // diagonal: the new space covers E1
		{"D2", "E2", 2, 0, ErrOffMap},
	}
	for _, tt := range tests {
		feet, err := sc.m.StepCost(sq(tt.a), sq(tt.b), tt.n, sc.c)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("StepCost(%s, %s, %d) = %d, %v; want %v", tt.a, tt.b, tt.n, feet, err, tt.err)
			}
			continue
		}
		if err != nil || feet != tt.feet {
			t.Errorf("StepCost(%s, %s, %d) = %d, %v; want %d", tt.a, tt.b, tt.n, feet, err, tt.feet)
		}
	}
}

// "move C2 C3 D4" checks each step with StepCost and the end with
// CheckStop (001 Moving Around Other Creatures: no ending in a creature's
// space).
func TestCheckStop(t *testing.T) {
	sc := drawn("..a#", "....")
	tests := []struct {
		at  string
		n   int
		err error
	}{
		{"A1", 1, nil},
		{"C1", 1, ErrNoStop},
		{"D1", 1, ErrBlocked},
		{"E1", 1, ErrOffMap},
		{"A1", 2, nil},
		{"B1", 2, ErrNoStop},
		{"C1", 2, ErrBlocked},
		{"D1", 2, ErrOffMap},
	}
	for _, tt := range tests {
		err := sc.m.CheckStop(sq(tt.at), tt.n, sc.c)
		if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
			t.Errorf("CheckStop(%s, %d) = %v, want %v", tt.at, tt.n, err, tt.err)
		}
	}
}

func TestPathErrorMessages(t *testing.T) {
	sc := drawn("S.a#", "....")
	tests := []struct {
		to   string
		n    int
		want string
	}{
		{"C1", 1, "can't end a move there: C1 may be passed through but not stopped in"},
		{"D1", 1, "blocked: D1 can't be entered"},
		{"E1", 1, "off the map: destination E1 is outside the 4x2 map"},
		{"C1", 2, "blocked: D1, in the 2x2 space at C1, can't be entered"},
		{"D1", 2, "off the map: destination a 2x2 space at D1 does not fit on the 4x2 map"},
	}
	for _, tt := range tests {
		_, _, err := sc.m.Path(sc.from, tt.n, sq(tt.to), sc.c)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Path to %s (n=%d): error %v, want %q", tt.to, tt.n, err, tt.want)
		}
	}
	wall := drawn("S#E")
	_, _, err := wall.m.Path(wall.from, 1, wall.to, wall.c)
	if want := "unreachable: every way from A1 to C1 is blocked"; err == nil || err.Error() != want {
		t.Errorf("unreachable error %v, want %q", err, want)
	}
}

// The simulator runs trials in parallel over one shared map: Path must only
// read it, and its pooled scratch must not leak between goroutines. Run
// with -race (the README's test command does).
func TestPathConcurrent(t *testing.T) {
	sc := benchScene()
	want, wantFeet, err := sc.m.Path(sc.from, 1, sc.to, sc.c)
	if err != nil {
		t.Fatal(err)
	}
	// The scene's Cost reads Go maps, which concurrent readers may share.
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := range 8 {
		wg.Go(func() {
			for i := range 200 {
				n := 1 + (g+i)%2
				path, feet, err := sc.m.Path(sc.from, n, sc.to, sc.c)
				if n == 1 && (err != nil || feet != wantFeet || joinSquares(path) != joinSquares(want)) {
					errs <- fmt.Sprintf("goroutine %d: %s %d %v", g, joinSquares(path), feet, err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
