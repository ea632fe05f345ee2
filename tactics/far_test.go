package tactics

import (
	"os"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// farDuel is a goblin with a scimitar only (so it walks rather than
// shoots) and an orc that can't move, far apart on a long map with walls.
func farDuel(size, gob, orc string, walls []string) *battle.Encounter {
	v4, zero := 4, 0
	blade := []battle.AttackSpec{{Name: "scimitar", Bonus: &v4, Damage: "1d6+2[slashing]"}}
	return &battle.Encounter{
		Map: battle.MapSpec{Size: size, Walls: walls},
		Combatants: []battle.CombatantSpec{
			{Name: "Goblin", Side: "goblins", At: battle.Squares{gob}, AC: 15, HP: 100, Attacks: blade},
			{Name: "Orc", Side: "orcs", At: battle.Squares{orc}, AC: 13, HP: 200, Speed: &battle.SpeedSpec{Walk: &zero}, Attacks: blade},
		},
	}
}

// reachesIn plays the fight with the policy and returns the round in
// which the goblin first attacks the orc, 0 if not within rounds.
func reachesIn(t *testing.T, enc *battle.Encounter, rounds int, p *Policy) int {
	t.Helper()
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	for f.State.Round <= rounds {
		s := f.State
		ch := p.Next(s, s.Current())
		evs, err := f.Do(ch.Line)
		if err != nil {
			t.Fatalf("%q: %v", ch.Line, err)
		}
		for _, e := range evs {
			if e.Type == battle.EvAttack && s.Current() == 0 {
				return s.Round
			}
		}
	}
	return 0
}

// TestFarApproachReaches: a goblin 380 ft from its foe walks and dashes
// 60 ft a round toward it and fights it in the seventh round; the part
// of the way beyond this turn is never flooded from the goblin
// (far.go), and a foe that far away is still worth walking to.
func TestFarApproachReaches(t *testing.T) {
	enc := farDuel("80x5", "A3", "BZ3", nil) // 76 squares between: 380 ft
	r := reachesIn(t, enc, 8, New(1))
	t.Logf("attacks in round %d", r)
	if r == 0 || r > 7 {
		t.Fatalf("the goblin attacks in round %d (0: not within 8 rounds); 380 ft at 60 a round is 7", r)
	}
}

// TestFarApproachMaze: walls force a detour three times the way as the
// crow flies (up, down and up again round two long walls): the goblin
// still finds its way, in as many rounds as the way is long, as soon as
// when the whole way is searched from it each turn.
func TestFarApproachMaze(t *testing.T) {
	// 40x20: a wall down column K from row 1 to 17 (the gap at 18-20),
	// another up column U from row 4 to 20 (the gap at 1-3), and the orc
	// behind both, on row 10.
	walls := []string{"K1-K17", "U4-U20"}
	enc := farDuel("40x20", "B10", "AD10", walls)
	// The way: B10 to K18 (45 ft), K18 to U3 (75 ft), U3 to AC10 (40 ft),
	// about 160-200 ft with the corners: four rounds of walking and
	// dashing, five with slack.
	r := reachesIn(t, enc, 6, New(1))
	t.Logf("attacks in round %d", r)
	if r == 0 || r > 5 {
		t.Fatalf("the goblin attacks in round %d (0: not within 6 rounds)", r)
	}
	// No later than when the whole way is searched from the goblin.
	full := New(1)
	full.fullFlood = true
	if rf := reachesIn(t, enc, 6, full); r > rf {
		t.Fatalf("the goblin attacks in round %d, with the full search in round %d", r, rf)
	}
}

// restAfter is the true cost of the rest of the way from q to a square
// from which the mover reaches t: a flood from q with the mover's real
// cost (the creatures in the way counted), -1 if none is reached.
func restAfter(s *battle.State, mover, t int, q grid.Square) int {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	n, tn := c.Size.Squares(), tc.Size.Squares()
	reach := c.Reach()
	cost := s.ModeCost(mover, "")
	r := s.Map.Flood(grid.Step{To: q}, n, -1, cost)
	best := -1
	for dc := -reach/5 - n; dc <= reach/5+tn; dc++ {
		for dr := -reach/5 - n; dr <= reach/5+tn; dr++ {
			sq := grid.Square{Col: tc.At.Col + dc, Row: tc.At.Row + dr}
			if !s.Map.Fits(sq, n) || s.Map.Between(sq, n, tc.At, tn) > reach {
				continue
			}
			if ok, _ := s.Map.CanStop(sq, n, cost); !ok {
				continue
			}
			if f, ok := r.Feet(sq); ok && (best < 0 || f < best) {
				best = f
			}
		}
	}
	return best
}

// TestFarApproachAsGoodAsFullFlood: wherever the goblin stands in the
// maze, and at every far approach of the big map's fight, the square the
// far approach stops on leaves no more of the way to go (counted by a
// true flood with the creatures in the way) than the square the full
// search of the whole way picks.
func TestFarApproachAsGoodAsFullFlood(t *testing.T) {
	walls := []string{"K1-K17", "U4-U20"}
	enc := farDuel("40x20", "B10", "AD10", walls)
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	s := f.State
	far, full := New(1), New(1)
	full.fullFlood = true
	checked := 0
	for col := 0; col < 40; col++ {
		for row := 0; row < 20; row++ {
			sq := grid.Square{Col: col, Row: row}
			if ok, _ := s.Map.CanStop(sq, 1, s.ModeCost(0, "")); !ok {
				continue
			}
			s.Combatants[0].At = sq
			if s.Map.Between(sq, 1, s.Combatants[1].At, 1) <= 30+5+farSlack {
				continue // near: the same search either way
			}
			far.decision++
			full.decision++
			a, _, _, _, okA := far.approachSafe(s, 0, 0, 1, "")
			b, _, _, _, okB := full.approachSafe(s, 0, 0, 1, "")
			if okA != okB {
				t.Fatalf("from %s: far approach ok %v, full %v", sq, okA, okB)
			}
			if !okA {
				continue
			}
			checked++
			if ra, rb := restAfter(s, 0, 1, a), restAfter(s, 0, 1, b); ra > rb {
				t.Errorf("from %s: the far approach stops at %s with %d ft to go, the full search at %s with %d", sq, a, ra, b, rb)
			}
		}
	}
	if checked < 300 {
		t.Fatalf("only %d squares checked", checked)
	}
	t.Logf("%d squares of the maze checked", checked)

	// The big map: every far approach of a fight, both ways, the worse
	// counted. With creatures in the way (the far approach's way ignores
	// them beyond this turn) it may be a square behind; no more.
	data, err := os.ReadFile("../sim/testdata/bigmap.yaml")
	if err != nil {
		t.Fatal(err)
	}
	big, err := battle.Load("bigmap.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	bf, err := battle.Start(big, dice.NewPRNG(3))
	if err != nil {
		t.Fatal(err)
	}
	p := New(3)
	far, full = New(3), New(3)
	full.fullFlood = true
	n, worse := 0, 0
	for bf.State.Round <= 3 && !bf.State.Over {
		s := bf.State
		a := s.Current()
		c := &s.Combatants[a]
		if c.Speeds.Fly == 0 && c.Turn.Moved == 0 && !c.Down() && s.MountOf(a) < 0 {
			for _, tg := range far.nearestFoes(s, a) {
				if s.Map.Between(c.At, 1, s.Combatants[tg].At, s.Combatants[tg].Size.Squares()) <= feetLeft(s, a, "")+c.Reach()+farSlack {
					continue
				}
				far.decision++
				full.decision++
				x, _, _, _, okX := far.approachSafe(s, a, a, tg, "")
				y, _, _, _, okY := full.approachSafe(s, a, a, tg, "")
				if !okX || !okY {
					continue
				}
				n++
				if rx, ry := restAfter(s, a, tg, x), restAfter(s, a, tg, y); rx > ry+grid.SquareFeet {
					t.Errorf("round %d, %s toward %s: the far approach stops at %s with %d ft to go, the full search at %s with %d",
						s.Round, c.Name, s.Combatants[tg].Name, x, rx, y, ry)
				} else if rx > ry {
					worse++
				}
			}
		}
		ch := p.Next(s, a)
		if _, err := bf.Do(ch.Line); err != nil {
			// Refused (as sim's autoplay does): the turn ends.
			if _, err := bf.Do(c.Name + " end turn"); err != nil {
				t.Fatalf("%q: %v", ch.Line, err)
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d far approaches compared", n)
	}
	t.Logf("%d far approaches of the big map compared, %d a square behind the full search", n, worse)
}

// nearestFoes is the foes of a that are up, nearest first, at most two.
func (p *Policy) nearestFoes(s *battle.State, a int) []int {
	v := p.look(s, a)
	return append([]int(nil), p.nearest(v, 2)...)
}

// TestNearFoeBehindWall: a foe 10 ft away as the crow flies but some
// 250 ft by the way (a wall between them, its gap at the map's far end)
// is near, so its approach floods twice the crow's way and more (60
// ft), finds no square there from which the goblin reaches it, and
// floods the whole map for the long way round (approachSafe): the goblin
// walks round and fights it.
func TestNearFoeBehindWall(t *testing.T) {
	enc := farDuel("30x5", "B2", "B4", []string{"A3-AB3"}) // the gap at AC3 and AD3
	r := reachesIn(t, enc, 8, New(1))
	t.Logf("attacks in round %d", r)
	if r == 0 || r > 6 {
		t.Fatalf("the goblin attacks in round %d (0: not within 8 rounds); some 290 ft at 60 a round is 5", r)
	}
}

// TestWalledOffFoeFloodsNoMap: a foe 10 ft away that no way leads to (a
// wall across the whole map) is not worth a flood of the whole map, as
// one a long way round is (TestNearFoeBehindWall): the policy asks the
// map alone first (reachable).
func TestWalledOffFoeFloodsNoMap(t *testing.T) {
	for _, c := range []struct {
		walls []string
		whole bool
	}{
		{[]string{"A3-AD3"}, false}, // walled off
		{[]string{"A3-AB3"}, true},  // the long way round, by AC3 and AD3
	} {
		f, err := battle.Start(farDuel("30x5", "B2", "B4", c.walls), dice.NewPRNG(1))
		if err != nil {
			t.Fatal(err)
		}
		p := New(1)
		p.Next(f.State, 0)
		whole := false
		for _, mv := range p.moves {
			whole = whole || mv.budget < 0
		}
		if whole != c.whole {
			t.Errorf("walls %v: the whole map flooded %v, want %v", c.walls, whole, c.whole)
		}
	}
}

// TestFarApproachOffTheDiagonal: a goblin 100 ft by the way from an orc
// (17 columns and 20 rows off: every diagonal step counts 5 ft, SRD 5.1
// "Movement and Position" on a grid) can stop this turn on any of four
// squares 70 ft by the way from it. The one on the pure diagonal leaves
// a single shortest way on, and an ally of the goblin's, a Huge creature
// whose space it may cross but not stop in, stands on it; the one
// nearest the straight line to the orc leaves ways round. The far
// approach told them apart by the grid's distance alone, equal for all
// four, and took the first it scanned, on the diagonal: 15 ft more to go
// than the full search's square.
func TestFarApproachOffTheDiagonal(t *testing.T) {
	enc := farDuel("30x30", "B25", "S5", nil)
	v4 := 4
	enc.Combatants = append(enc.Combatants, battle.CombatantSpec{Name: "Giant", Side: "goblins", At: battle.Squares{"K11"},
		Size: "huge", AC: 15, HP: 100, Speed: enc.Combatants[1].Speed,
		Attacks: []battle.AttackSpec{{Name: "club", Bonus: &v4, Damage: "1d6+2[bludgeoning]"}}})
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	s := f.State
	far, full := New(1), New(1)
	full.fullFlood = true
	a, _, _, _, okA := far.approachSafe(s, 0, 0, 1, "")
	b, _, _, _, okB := full.approachSafe(s, 0, 0, 1, "")
	if !okA || !okB {
		t.Fatalf("no approach: far %v, full %v", okA, okB)
	}
	if ra, rb := restAfter(s, 0, 1, a), restAfter(s, 0, 1, b); ra > rb {
		t.Errorf("the far approach stops at %s with %d ft to go, the full search at %s with %d", a, ra, b, rb)
	}
}
