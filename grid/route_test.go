package grid

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// moveScene is a map drawn for Route, one string per row:
//
//	.  open ground            ~  difficult terrain of the map
//	#  a wall (SetWall)       x  a hostile creature's square: Blocked
//	a  an ally: difficult terrain, no stopping
//	S  the mover's top-left square, E its goal
//
// and, if heights is given, the ground's height drawn the same way, one
// digit a square counting 5-foot steps up ("2" is a 10-ft ledge), '.' for
// level ground.
func moveScene(art, heights []string) (m *Map, c Cost, from, to Square) {
	m = NewMap(len(art[0]), len(art))
	hostile, ally := map[Square]bool{}, map[Square]bool{}
	for r, line := range art {
		for col, ch := range line {
			s := Square{Col: col, Row: r}
			switch ch {
			case '~':
				m.SetDifficult(s)
			case '#':
				m.SetWall(s)
			case 'x':
				hostile[s] = true
			case 'a':
				ally[s] = true
			case 'S':
				from = s
			case 'E':
				to = s
			}
		}
	}
	for r, line := range heights {
		for col, ch := range line {
			if ch >= '1' && ch <= '9' {
				m.SetElevation(Square{Col: col, Row: r}, int(ch-'0')*SquareFeet)
			}
		}
	}
	c = Cost{
		Blocked:   func(s Square) bool { return hostile[s] },
		Difficult: func(s Square) bool { return ally[s] },
		NoStop:    func(s Square) bool { return ally[s] },
	}
	return m, c, from, to
}

// showSteps prints a route as a user would read it: each square, a * on
// the squeezed steps, and each step's feet.
func showSteps(steps []Step) string {
	parts := make([]string, len(steps))
	for i, s := range steps {
		star := ""
		if s.Squeezed {
			star = "*"
		}
		parts[i] = fmt.Sprintf("%s%s:%d", s.To, star, s.Feet)
	}
	return strings.Join(parts, " ")
}

func TestRoute(t *testing.T) {
	const (
		phb = Diagonal5
		dmg = Diagonal5105
	)
	tests := []struct {
		name, rule string
		art        []string
		heights    []string
		diag       Diagonals
		n          int
		from       Step // overrides S's Step{To: S}, for a mover squeezed or with diagonals behind it
		to         string
		cost       func(c *Cost)
		want       string // the steps, as showSteps prints them
		ends       bool   // the mover ends squeezed (CheckStopSqueezed)
		err        error
	}{
		// The 5-10-5 count.
		{name: "three diagonals", rule: "DMG variant: Playing on a Grid: the first diagonal counts 5 ft, the second 10",
			art: []string{
				"S...",
				"....",
				"....",
				"...E",
			}, diag: dmg, want: "B2:5 C3:10 D4:5"},
		{name: "three diagonals, PHB", rule: "Playing on a Grid: every diagonal 5 ft",
			art: []string{
				"S...",
				"....",
				"....",
				"...E",
			}, diag: phb, want: "B2:5 C3:5 D4:5"},
		{name: "the count goes on from an earlier part of the move", rule: "DMG variant: Playing on a Grid: the pattern continues",
			art: []string{
				"S..",
				"...",
				"..E",
			}, diag: dmg, from: Step{To: sq("A1"), Diagonals: 1}, want: "B2:10 C3:5"},
		{name: "straight where diagonals cost more", rule: "DMG variant: Playing on a Grid",
			art: []string{
				"S....",
				".....",
				"....E",
			}, diag: dmg, want: "B1:5 C1:5 D1:5 D2:5 E3:5"}, // 25 ft, one diagonal: the straightest
		{name: "difficult terrain on a 10-ft diagonal costs 20", rule: "001 Difficult Terrain: every foot costs 1 extra foot; DMG 5-10-5",
			art: []string{
				"..",
				"Sx",
				"x~",
			}, diag: dmg, from: Step{To: sq("A2"), Diagonals: 1}, to: "B3", want: "B3:20"},
		{name: "straight round a dear diagonal", rule: "001 Difficult Terrain; DMG 5-10-5",
			art: []string{
				"..",
				"S.",
				".~",
			}, diag: dmg, from: Step{To: sq("A2"), Diagonals: 1}, to: "B3", want: "B2:5 B3:10"},

		// Climbing.
		{name: "onto a 10-ft ledge without a climbing speed", rule: "000 Climb: moving 1 foot costs 2 feet of speed",
			art: []string{"SE"}, heights: []string{".2"}, cost: func(c *Cost) { c.ClimbFactor = 2 }, want: "B1:25"},
		{name: "onto a 10-ft ledge with a climbing speed", rule: "SRD 5.1 Climbing, Swimming, and Crawling: unless you have a climbing speed",
			art: []string{"SE"}, heights: []string{".2"}, cost: func(c *Cost) { c.ClimbFactor = 1 }, want: "B1:15"},
		{name: "down from a ledge is climbing too", rule: "000 Climb",
			art: []string{"SE"}, heights: []string{"2."}, cost: func(c *Cost) { c.ClimbFactor = 2 }, want: "B1:25"},
		{name: "a flyer ignores heights", rule: "Cost.ClimbFactor 0",
			art: []string{"SE"}, heights: []string{".2"}, want: "B1:5"},
		{name: "round a ridge rather than over it", rule: "000 Climb: 20 ft up and down is 80 ft of speed",
			art: []string{
				"S...E",
				".....",
				".....",
				".....",
			}, heights: []string{
				"..4..",
				"..4..",
				"..4..",
				".....",
			}, cost: func(c *Cost) { c.ClimbFactor = 2 }, want: "B2:5 B3:5 C4:5 D3:5 D2:5 E1:5"},
		{name: "over the ridge for a flyer", rule: "Cost.ClimbFactor 0",
			art: []string{
				"S...E",
				".....",
			}, heights: []string{
				"..4..",
				"..4..",
			}, want: "B1:5 C1:5 D1:5 E1:5"},
		{name: "a Large creature stands on the highest ground it covers", rule: "Map.ElevationOf; 000 Climb",
			art: []string{
				"S..",
				"...",
			}, heights: []string{
				"..2",
				"...",
			}, n: 2, to: "B1", cost: func(c *Cost) { c.ClimbFactor = 2 }, want: "B1:25"},

		// Squeezing.
		{name: "a Large creature squeezes through a 1-wide corridor", rule: "SRD 5.1 Squeezing into a Smaller Space: 1 extra foot for every foot",
			art: []string{
				"..####..",
				"S.......",
				"..####..",
				"......E.",
			}, n: 2, to: "G2", cost: func(c *Cost) { c.Squeeze = true },
			want: "B2*:10 C2*:10 D2*:10 E2*:10 F2*:10 G2*:10"},
		{name: "no squeezing without Squeeze", rule: "Cost.Squeeze false: the full space must fit",
			art: []string{
				"..####..",
				"S.......",
				"..####..",
				"........",
			}, n: 2, to: "G2", err: ErrUnreachable},
		{name: "not even squeezed through no gap at all", rule: "SRD 5.1 Squeezing into a Smaller Space: large enough for a creature one size smaller",
			art: []string{
				"..####..",
				"S...#...",
				"..####..",
				"........",
			}, n: 2, to: "G2", cost: func(c *Cost) { c.Squeeze = true }, err: ErrUnreachable},
		{name: "a hostile creature narrows the way as a wall does", rule: "SRD 5.1 Squeezing; 001 Moving Around Other Creatures",
			art: []string{
				"S..x..",
				"......",
				"...x..",
				"......",
			}, n: 2, to: "E1", cost: func(c *Cost) { c.Squeeze = true },
			want: "B1:5 C1*:10 D2*:10 E1*:10"},
		{name: "a Huge creature through a 2-wide gap", rule: "SRD 5.1 Squeezing: Huge into a Large creature's space",
			art: []string{
				"...#...",
				"S......",
				".......",
				"...#...",
				".......",
			}, n: 3, to: "E1", cost: func(c *Cost) { c.Squeeze = true },
			want: "B2*:10 C2*:10 D2*:10 E1*:10"},
		{name: "ends squeezed in the corridor", rule: "SRD 5.1 Squeezing into a Smaller Space",
			art: []string{
				"..####..",
				"S.......",
				"..####..",
			}, n: 2, to: "D2", cost: func(c *Cost) { c.Squeeze = true }, want: "B2*:10 C2*:10 D2*:10", ends: true},
		{name: "starts squeezed in the corridor", rule: "a creature squeezed stays squeezed until its full space is free",
			art: []string{
				"..####..",
				"........",
				"..####..",
			}, n: 2, from: Step{To: sq("D2"), Squeezed: true}, to: "G2", cost: func(c *Cost) { c.Squeeze = true },
			want: "E2*:10 F2*:10 G2*:10"},
		{name: "starts squeezed where it fits", rule: "spreading out is free",
			art: []string{
				"....",
				"....",
			}, n: 2, from: Step{To: sq("A1"), Squeezed: true}, to: "C1", cost: func(c *Cost) { c.Squeeze = true },
			want: "B1:5 C1:5"},
		{name: "squeezed and difficult", rule: "SRD 5.1 Squeezing and 001 Difficult Terrain: each 1 extra foot per foot",
			art: []string{
				"..####..",
				"S.~.....",
				"..####..",
			}, n: 2, to: "G2", cost: func(c *Cost) { c.Squeeze = true },
			want: "B2*:10 C2*:15 D2*:10 E2*:10 F2*:10 G2*:10"},
		{name: "a squeezed 10-ft diagonal costs 20", rule: "SRD 5.1 Squeezing; DMG variant: Playing on a Grid",
			art: []string{
				"..#.",
				"....",
				"#...",
			}, diag: dmg, n: 2, from: Step{To: sq("A1"), Diagonals: 1}, to: "B2", cost: func(c *Cost) { c.Squeeze = true },
			want: "B2*:20"},
		{name: "squeezes out of an ally's space to stop", rule: "001 Moving Around Other Creatures: can't end in its space; SRD 5.1 Squeezing",
			art: []string{
				"S...",
				"...a",
			}, n: 2, to: "C1", cost: func(c *Cost) { c.Squeeze = true }, want: "B1:5 C1:10", ends: true},
		{name: "no squeezing out of an ally's space without Squeeze", rule: "001 Moving Around Other Creatures",
			art: []string{
				"S...",
				"...a",
			}, n: 2, to: "C1", err: ErrNoStop},
		{name: "a Medium creature has nothing to squeeze", rule: "Cost.Squeeze needs a footprint of 2 or more",
			art: []string{"S#E"}, cost: func(c *Cost) { c.Squeeze = true }, err: ErrUnreachable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, c, from, to := moveScene(tt.art, tt.heights)
			m.SetDiagonals(tt.diag)
			start := Step{To: from}
			if tt.from != (Step{}) {
				start = tt.from
			}
			if tt.to != "" {
				to = sq(tt.to)
			}
			if tt.cost != nil {
				tt.cost(&c)
			}
			steps, err := m.Route(start, tt.n, to, c)
			if tt.err != nil {
				if !errors.Is(err, tt.err) {
					t.Fatalf("%s: Route(%s -> %s) = %s, %v; want %v", tt.rule, start.To, to, showSteps(steps), err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("%s: Route(%s -> %s): %v", tt.rule, start.To, to, err)
			}
			if got := showSteps(steps); got != tt.want {
				t.Errorf("%s: Route(%s -> %s) = %s, want %s", tt.rule, start.To, to, got, tt.want)
			}
			checkTraced(t, m, start, tt.n, c, steps)
			if ends, err := m.CheckStopSqueezed(to, tt.n, c); ends != tt.ends || err != nil {
				t.Errorf("CheckStopSqueezed(%s) at the end = %v, %v; want %v", to, ends, err, tt.ends)
			}
			if start.Squeezed || start.Diagonals != 0 {
				return
			}
			// Path is Route without the detail.
			path, feet, err := m.Path(start.To, tt.n, to, c)
			if err != nil || len(path) != len(steps) || feet != sumFeet(steps) {
				t.Errorf("Path = %s (%d ft), %v; Route %s", joinSquares(path), feet, err, showSteps(steps))
			}
		})
	}
}

// checkTraced follows a route step by step with StepTo, as a user tracing
// it would, and wants the same steps.
func checkTraced(t *testing.T, m *Map, start Step, n int, c Cost, steps []Step) {
	t.Helper()
	at := start
	for i, want := range steps {
		got, err := m.StepTo(at, want.To, n, c)
		if err != nil || got != want {
			t.Fatalf("step %d: StepTo(%+v, %s) = %+v, %v; Route gave %+v", i, at, want.To, got, err, want)
		}
		at = got
	}
}

func sumFeet(steps []Step) int {
	sum := 0
	for _, s := range steps {
		sum += s.Feet
	}
	return sum
}

// The DMG's own example (Playing on a Grid, Diagonals): "a character might
// move one square diagonally (5 feet), then three squares straight (15
// feet), and then another square diagonally (10 feet) for a total movement
// of 30 feet."
func TestStepToDMGExample(t *testing.T) {
	m := NewMap(8, 4)
	m.SetDiagonals(Diagonal5105)
	at := Step{To: sq("A1")}
	var feet []int
	for _, next := range []string{"B2", "C2", "D2", "E2", "F3"} {
		st, err := m.StepTo(at, sq(next), 1, Cost{})
		if err != nil {
			t.Fatal(err)
		}
		feet = append(feet, st.Feet)
		at = st
	}
	if fmt.Sprint(feet) != "[5 5 5 5 10]" || sumFeet([]Step{{Feet: 30}}) != 30 || at.Diagonals != 2 {
		t.Errorf("steps cost %v, %d diagonals; want [5 5 5 5 10], 2", feet, at.Diagonals)
	}
	// StepCost prices a step as the first of a move: its diagonal is 5 ft.
	if f, err := m.StepCost(sq("E2"), sq("F3"), 1, Cost{}); f != 5 || err != nil {
		t.Errorf("StepCost of a lone diagonal = %d, %v; want 5", f, err)
	}
}

func TestStepToErrors(t *testing.T) {
	m, c, _, _ := moveScene([]string{
		"..#...",
		"...#..",
		"..#...",
		"......",
	}, nil)
	sqz := c
	sqz.Squeeze = true
	tests := []struct {
		from Step
		to   string
		n    int
		c    Cost
		want string
	}{
		{Step{To: sq("A1")}, "B1", 2, c, "blocked: C1, in the 2x2 space at B1, is a wall"},
		{Step{To: sq("A2")}, "B2", 2, c, "blocked: C3, in the 2x2 space at B2, is a wall"},
		{Step{To: sq("A2")}, "B2", 2, sqz, ""}, // squeezed into B2
		{Step{To: sq("C2"), Squeezed: true}, "D3", 2, sqz, "blocked: C2 to D3 squeezes between the walls at D2 and C3, which touch at a corner, even for a 2x2 creature squeezed to 1x1"},
		{Step{To: sq("C2"), Squeezed: true}, "C3", 2, sqz, "blocked: C3 is a wall, even for a 2x2 creature squeezed to 1x1"},
		{Step{To: sq("A1")}, "C3", 2, sqz, "not adjacent: A1 to C3 is not a step to a neighbouring square"},
		{Step{To: sq("E1")}, "F1", 2, sqz, "off the map: step to a 2x2 space at F1 does not fit on the 6x4 map"},
	}
	for _, tt := range tests {
		st, err := m.StepTo(tt.from, sq(tt.to), tt.n, tt.c)
		if tt.want == "" {
			if err != nil || !st.Squeezed {
				t.Errorf("StepTo(%+v, %s) = %+v, %v; want a squeezed step", tt.from, tt.to, st, err)
			}
			continue
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("StepTo(%+v, %s) = %+v, %v; want %q", tt.from, tt.to, st, err, tt.want)
		}
	}
}

// SRD 5.1 "Squeezing into a Smaller Space": where a creature may end a
// move, in its full space or squeezed; and 001 "Moving Around Other
// Creatures": not in another creature's space.
func TestCheckStopSqueezed(t *testing.T) {
	m, c, _, _ := moveScene([]string{
		"..#..",
		".....",
		"..#a.",
		".....",
	}, nil)
	sqz := c
	sqz.Squeeze = true
	tests := []struct {
		at       string
		n        int
		c        Cost
		fits     bool // FitsFull
		squeezed bool
		want     string // the error, or "" for a legal stop
	}{
		{"A1", 2, sqz, true, false, ""},
		{"B1", 2, sqz, false, true, ""}, // C1 is a wall: squeezed into B1
		{"B1", 2, c, false, false, "blocked: C1, in the 2x2 space at B1, is a wall"},
		{"C1", 2, sqz, false, false, "blocked: C1 is a wall, even for a 2x2 creature squeezed to 1x1"},
		{"C2", 2, sqz, false, true, ""}, // C3 is a wall, D3 an ally: squeezed into C2
		{"D2", 2, sqz, true, true, ""},  // fits, but D3 is an ally: squeezed into D2 to stop
		{"D3", 2, sqz, true, false, "can't end a move there: D3, in the 2x2 space at D3, may be passed through but not stopped in"},
		{"D3", 1, sqz, true, false, "can't end a move there: D3 may be passed through but not stopped in"},
		{"E4", 2, sqz, false, false, "off the map: destination a 2x2 space at E4 does not fit on the 5x4 map"},
	}
	for _, tt := range tests {
		if got := m.FitsFull(sq(tt.at), tt.n, tt.c); got != tt.fits {
			t.Errorf("FitsFull(%s, %d) = %v, want %v", tt.at, tt.n, got, tt.fits)
		}
		squeezed, err := m.CheckStopSqueezed(sq(tt.at), tt.n, tt.c)
		if tt.want == "" {
			if err != nil || squeezed != tt.squeezed {
				t.Errorf("CheckStopSqueezed(%s, %d) = %v, %v; want %v", tt.at, tt.n, squeezed, err, tt.squeezed)
			}
			continue
		}
		if err == nil || err.Error() != tt.want || squeezed {
			t.Errorf("CheckStopSqueezed(%s, %d) = %v, %v; want %q", tt.at, tt.n, squeezed, err, tt.want)
		}
	}
}

// Of two ways that cost the same, Route takes the one it need not squeeze
// for: squeezing gives disadvantage on attacks and Dexterity saves (SRD
// 5.1, "Squeezing into a Smaller Space"), so a player would go round.
func TestRoutePrefersNotSqueezing(t *testing.T) {
	art := []string{
		"S.#.E.",
		"......",
		"..#...",
		"......",
		"......",
	}
	m, c, from, to := moveScene(art, nil)
	c.Squeeze = true
	steps, err := m.Route(Step{To: from}, 2, to, c)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		if s.Squeezed {
			t.Fatalf("route %s squeezes", showSteps(steps))
		}
	}
	// The squeezed way through C2 costs the same: force it by walling the
	// way round, and compare.
	m.SetWall(sq("B5"))
	m.SetWall(sq("C5"))
	squeezed, err := m.Route(Step{To: from}, 2, to, c)
	if err != nil {
		t.Fatal(err)
	}
	if sumFeet(squeezed) != sumFeet(steps) {
		t.Fatalf("round %s (%d ft), squeezed %s (%d ft): not a tie", showSteps(steps), sumFeet(steps), showSteps(squeezed), sumFeet(squeezed))
	}
}
