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
		// and only when the shot gains more than the blows cost (shotGain).
		risk := p.oaRisk(v, best)
		if risk >= 0.4*float64(c.HP.Current) {
			return false
		}
		gain := 0.0
		if shoot {
			if gain = p.shotGain(v); gain <= risk {
				return false
			}
		}
		why += "; accepting " + strconv.Itoa(bestProv) + " opportunity attack(s): no Disengage to spare"
		if shoot && !v.lineOnly {
			why += ", the shot worth " + strconv.FormatFloat(gain, 'f', 1, 64) + " more than a blow where it stands, the blows " + strconv.FormatFloat(risk, 'f', 1, 64)
		}
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

// shotGain is what a step out of reach to shoot adds to the creature's
// turn, at an even chance to hit, over the blow it could strike where it
// stands: its best ranged mean less its best melee mean (bestMeans: an
// attack cantrip at its dice for the caster's level),
// and against a regenerating foe beside it, the regeneration a hit of the
// shot's damage type stops (SRD 5.1 Troll: fire or acid). The step
// draws the blows (oaRisk) and the foe, with no one else in its reach,
// follows: the step is the same trade next round, so it pays only when
// the gain beats the blows. Measured (docs/tactics.md): three SRD scouts
// (two shortswords 11, two longbows 13) stepped out each round, drawing a
// fighter's longsword, and won 62.6% of their fights; stabbing where
// they stand, 70.9%. Archers beside ogres won 81.5% instead of 67.5%, a
// level-3 wizard beside orcs casting where she stands 64.8% instead of
// 62.7%. The troll-bridge wizard's fire bolt (2d10, and no regeneration)
// is still worth the troll's blow: without the regeneration counted she
// stayed, and the party won 92.6% instead of 93.7%.
func (p *Policy) shotGain(v *view) float64 {
	melee, ranged := p.bestMeans(v)
	return 0.6 * (ranged - melee + p.regenStopped(v))
}

// regenStopped is the most hit points a foe threatening the creature
// regenerates that a hit of one of its ranged attacks or attack cantrips
// would stop (SRD 5.1 Troll, Regeneration), 0 for none.
func (p *Policy) regenStopped(v *view) float64 {
	s, a, c := v.s, v.a, v.c
	best := 0
	for _, h := range v.foes {
		hc := &s.Combatants[h]
		if hc.Traits.Regen == 0 || hc.Traits.Regen <= best || !s.Threatens(h, a, c.At) {
			continue
		}
		if p.stopsWithShot(v, h) {
			best = hc.Traits.Regen
		}
	}
	return float64(best)
}

// stopsWithShot reports whether one of the creature's ranged attacks or
// attack cantrips deals a damage type that stops h's regeneration.
func (p *Policy) stopsWithShot(v *view, h int) bool {
	c := v.c
	for k := range c.Attacks {
		if w := &c.Attacks[k]; w.Ranged && stopsRegen(v.s, h, w.Damage) {
			return true
		}
	}
	if c.Casting.Caster == nil || !mayCast(c) {
		return false
	}
	for _, sp := range c.Casting.Spells {
		if sp.Level == 0 && sp.Range > 5 && sp.Damage != "" && stopsRegen(v.s, h, v.s.SpellDamage(v.a, sp, 0)) {
			return true
		}
	}
	return false
}
