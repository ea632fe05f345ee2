package tactics

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Stepping out of reach: an archer out of melee before it shoots, a
// cautious creature when hurt (moveOptions), with a Disengage when leaving
// would provoke.

// cand is a square weighed for a move, with what is known of it.
type cand struct {
	sq   grid.Square
	dist int // feet from where it stands, as the crow flies
}

// walkOutOfReach is the square near where the creature stands, out of
// every foe's reach, that keep accepts, reached within the rest of its
// move by the way that provokes the fewest opportunity attacks, the
// nearer first: the nearest squares are the likeliest, so a dozen at most
// are walked, and the first that provokes none is taken. Found is false
// when none is (keepAway, hideSpot).
func (p *Policy) walkOutOfReach(v *view, keep func(grid.Square) bool) walkBest {
	s, a, c := v.s, v.a, v.c
	left := feetLeft(s, a, "")
	if left < grid.SquareFeet {
		return walkBest{}
	}
	n := c.Size.Squares()
	cost := s.ModeCost(a, "")
	cands := p.cands[:0]
	r := left / grid.SquareFeet
	for dr := -r; dr <= r; dr++ {
		for dc := -r; dc <= r; dc++ {
			sq := grid.Square{Col: c.At.Col + dc, Row: c.At.Row + dr}
			if (dr == 0 && dc == 0) || !s.Map.Fits(sq, n) || s.Reached(a, sq) || !keep(sq) {
				continue
			}
			cands = append(cands, cand{sq: sq, dist: s.Map.Distance(c.At, sq)})
		}
	}
	p.cands = cands
	slices.SortStableFunc(cands, func(x, y cand) int { return cmp.Compare(x.dist, y.dist) })
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var w walkBest
	tried := 0
	for _, k := range cands {
		if tried == 12 || w.found && w.prov == 0 {
			break
		}
		if ok, _ := s.Map.CanStop(k.sq, n, cost); !ok {
			continue
		}
		if w.weigh(s, a, from, n, k.sq, cost, left) {
			tried++
		}
	}
	return w
}

// keepAway looks for the square to step to out of every foe's reach (and
// so not within 5 ft of one), near where it stands, from which it can
// still shoot a foe when shoot is set, reached by a path that provokes as
// few opportunity attacks as can be; it offers that move — or first a
// Disengage when the path would provoke and one is worth its price — and
// reports whether it offered anything.
func (p *Policy) keepAway(v *view, shoot bool, worth float64, why string, add func(option)) bool {
	s, a, c := v.s, v.a, v.c
	rng := 0
	if shoot {
		if rng = p.rangeOf(s, a); rng == 0 {
			return false
		}
	}
	n := c.Size.Squares()
	w := p.walkOutOfReach(v, func(sq grid.Square) bool {
		if !shoot {
			return true
		}
		for _, t := range v.foes {
			if !s.Combatants[t].Down() && s.DistanceFrom(a, sq, t) <= rng && s.Map.LineOfSight(sq, n, s.Combatants[t].At, s.Combatants[t].Size.Squares()) {
				return true // a foe within its range, in sight
			}
		}
		return false
	})
	if !w.found {
		return false
	}
	best, bestProv := w.sq, w.prov
	if bestProv > 0 {
		if line, how := disengageBonus(c); line != "" {
			add(option{line: line, slot: SlotBonus, score: worth + 1, why: why + ": disengaging first (" + how + "), as leaving would provoke " + strconv.Itoa(bestProv) + " opportunity attack(s)"})
			return true
		}
		if v.s.MayHasteAction(a) { // haste's additional action may Disengage (SRD 5.1 Haste): the action is kept for the shot
			add(option{line: c.Name + " haste disengage", slot: SlotAction, score: worth + 1, why: why + ": disengaging first with its haste action, as leaving would provoke " + strconv.Itoa(bestProv) + " opportunity attack(s)"})
			return true
		}
		if v.preset == "cautious" && !c.Turn.Action && c.Conds.CanAct() {
			add(option{line: c.Name + " disengage", slot: SlotAction, score: worth + 1, why: why + ": disengaging first with its action (tactics: cautious), as leaving would provoke " + strconv.Itoa(bestProv) + " opportunity attack(s)"})
			return true
		}
		if s.Rules().Declarations && c.OSR.Next&battle.DeclRetreat != 0 {
			return false // a fighting retreat declared for the next round: it leaves then, with no free attack (OSR: osr.go)
		}
		// Without a Disengage to spare it takes the blows only when they
		// can't drop it: their expected damage under 40% of its hit points;
		// and only to shoot better than it strikes where it stands (a guard
		// stepped out each round, drawing a blow, to throw its spear).
		if risk := p.oaRisk(v, best); risk >= 0.4*float64(c.HP.Current) {
			return false
		}
		if melee, ranged := p.bestMeans(v); shoot && ranged <= melee {
			return false
		}
		why += "; accepting " + strconv.Itoa(bestProv) + " opportunity attack(s): no Disengage to spare"
	}
	add(option{slot: SlotMove, score: worth, why: why, plan: p.movePlan(a, "", best, nil)}) // its line written if chosen (finish)
	return true
}

// disengageBonus is the command that takes Disengage with the bonus
// action, and the feature that allows it, "" when the creature can't now.
func disengageBonus(c *battle.Combatant) (string, string) {
	if c.Turn.Bonus || !c.Conds.CanAct() || c.Turn.Disengaged {
		return "", ""
	}
	if c.Class.Has("cunning-action") {
		return c.Name + " cunning action disengage", "Cunning Action"
	}
	if c.Traits.NimbleEscape {
		return c.Name + " disengage", "Nimble Escape"
	}
	return "", ""
}

// oaRisk is the expected damage of the opportunity attacks a move to sq
// along the cheapest path would draw: each provoker's best melee blow at
// an even chance to hit.
func (p *Policy) oaRisk(v *view, sq grid.Square) float64 {
	s, a := v.s, v.a
	risk := 0.0
	for _, h := range v.foes {
		if !s.Threatens(h, a, v.c.At) || s.DistanceFrom(a, sq, h) <= s.Combatants[h].Reach() {
			continue
		}
		best := 0.0
		for k := range s.Combatants[h].Attacks {
			if w := &s.Combatants[h].Attacks[k]; !w.Ranged {
				best = max(best, p.meanOf(w.Damage))
			}
		}
		risk += 0.6 * best
	}
	return risk
}
