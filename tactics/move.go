package tactics

import (
	"strconv"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Worths of moves, on the options' scale (hit points of damage or their
// equivalent). A step out of melee for a ranged creature must outrank the
// shot it could take from where it stands (disadvantage within 5 ft of a
// foe, and a foe's blows next round), so it comes first; closing in is
// worth less than any attack that reaches now.
const (
	worthKeepAway = 20 // a ranged creature steps out of reach before it shoots
	worthRetreat  = 18 // a cautious, hurt creature gets out of reach
)

// moveOptions: moves worth making now.
//   - A creature whose best attack is ranged (an archer, a caster with
//     attack cantrips) and that stands in a foe's reach or within 5 ft of
//     one steps to a square out of every foe's reach from which it can
//     still shoot, before it attacks (seed 001 "Ranged Attacks in Close
//     Combat": disadvantage within 5 ft of a hostile creature).
//   - A cautious creature below half its hit points gets out of reach.
//   - Otherwise, with nothing in reach, it closes in on the foe it could
//     hurt most along the cheapest path that provokes the fewest
//     opportunity attacks (seed 001 "Opportunity Attacks").
//
// A move that would provoke is preceded by a Disengage when the creature
// can take it with its bonus action (Cunning Action, Nimble Escape), or,
// for a cautious creature, with its action.
func (p *Policy) moveOptions(v *view, add func(option)) {
	c := v.c
	if !c.Conds.CanMove() {
		return
	}
	mover := v.a
	if v.s.MountOf(v.a) >= 0 {
		if mover = v.s.ControlledMount(v.a); mover < 0 {
			return
		}
	}
	canAttack := c.Conds.CanAct() && (!c.Turn.Action || c.Turn.AttacksLeft > 0)
	// Prone, it stands first: its own attacks have disadvantage, blows
	// within 5 ft on it advantage (seed 001 "Being Prone").
	if c.Conds.Has(rules.Prone) && mover == v.a && v.s.MountOf(v.a) < 0 {
		if sp := c.Conds.Speed(c.Speed); sp > 0 && sp*(1+c.Turn.Dashes)-c.Turn.Moved >= sp/2 {
			add(option{line: p.said(c.Name, "stand", ""), slot: SlotMove, score: worthReckless + 5, why: "prone: standing up (half its speed) before anything else"})
			return
		}
	}
	if mover == v.a && c.Alt == 0 && v.preset != "aggressive" { // aggressive never backs off
		if canAttack && p.prefersRange(v) && (v.s.Reached(v.a, c.At) || v.s.Adjacent(v.a, c.At)) {
			if p.keepAway(v, true, worthKeepAway, "its best attack is ranged: out of melee before it shoots", add) {
				return
			}
		}
		if retreating(v) && v.s.Reached(v.a, c.At) {
			if p.keepAway(v, false, worthRetreat, "cautious and below half its hit points: out of reach", add) {
				return
			}
		}
	}
	if !c.Conds.CanAct() && !canAttack || retreating(v) {
		return // a retreating creature does not walk back into reach
	}
	if !canAttack && c.Hidden != 0 && v.s.HideSpot(v.a, c.At) {
		return // its blows struck, hidden out of every foe's sight: it stays there (hide.go)
	}
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() && v.preset != "ruthless" {
			continue
		}
		if meleeReach(v.s, v.a, t) {
			return // a foe within reach: fight it rather than walk
		}
	}
	ranged := p.prefersRange(v)
	if ranged && p.inRange(v, c.At) {
		return // it shoots (or casts: spell.go) from where it stands
	}
	if ranged && p.shootsNow(v) {
		// Its foes only at long range, where a shot has disadvantage (seed
		// 001 "Range"): a step into normal range first, out of reach, when
		// one is on offer, worth the shot it brings (so that a spell or a
		// reload that beats that shot comes first); else it shoots from
		// here. A kobold 40 ft off slung its stones at disadvantage, its
		// 30 ft of movement unused.
		if canAttack && mover == v.a && c.Alt == 0 {
			if w := p.nearShotWorth(v, nil); w > 0 {
				p.keepAway(v, true, w, "its foes only at long range: into normal range, out of reach", add)
			}
		}
		return
	}
	// A creature that fights from afar with nothing in range walks into
	// range, not into melee.
	if ranged && canAttack && mover == v.a && c.Alt == 0 && !p.inRange(v, c.At) &&
		p.keepAway(v, true, 2.5, "nothing in range: into range, out of reach", add) {
		return
	}
	// A flyer in the air comes down to fight on the ground, where its melee
	// reaches (as Simple does).
	if c.Alt > 0 && mover == v.a && canAttack {
		if left := feetLeft(v.s, v.a, "fly"); left >= c.Alt {
			add(option{line: c.Name + " fly down", slot: SlotMove, score: 1, why: "nothing in reach from the air: landing to fight"})
			return
		}
	}
	best, bestScore := -1, 0.0
	var bestSq grid.Square
	bestMode := ""
	bestProv, bestLeft := 0, 0
	var bestPath []grid.Step
	// Each approach is a search per square around the foe: only the
	// nearest foes are weighed (two while the action is free, one after).
	near := p.nearest(v, 2-b2i(!canAttack))
	for _, t := range near {
		tc := &v.s.Combatants[t]
		sq, mode, prov, togo, path, ok := p.bestApproach(v.s, mover, v.a, t)
		if !ok {
			continue
		}
		// A blow this turn at the end of the move is worth the blow (it
		// outranks a javelin thrown from afar); a move that only gets
		// closer is worth a little, more toward a weaker foe, less for
		// each opportunity attack on the way.
		score := 1 + 2*(1-float64(tc.HP.Current)/float64(max(tc.HP.Max, 1))) - farther(v.s.Distance(v.a, t))
		if togo == 0 && canAttack {
			score = max(score, p.meleeWorth(v, t))
		} else if !canAttack {
			score = 0.5 // its action spent: closing in for next round
		}
		if v.preset != "aggressive" { // aggressive takes the blows on its way in
			score -= 2 * float64(prov)
		}
		if best < 0 || score > bestScore {
			best, bestScore, bestSq, bestMode, bestProv, bestLeft, bestPath = t, score, sq, mode, prov, togo, path
		}
	}
	shotAfter := false
	if bestLeft > 0 && canAttack && mover == v.a {
		// Out of reach at the end of the move, it may still shoot or
		// throw: from there, not from here, when the move brings a foe
		// only at long range now within normal range (seed 001 "Range").
		// A hill giant 90 ft from a fighter threw its rock at disadvantage
		// and then walked to 50 ft, within the rock's 60.
		if w := p.nearShotWorth(v, &bestSq); w > bestScore {
			bestScore, shotAfter = w, true
		}
	}
	if best < 0 {
		// Out of movement and still out of reach: Dash with the action
		// when nothing else would use it — and it has a speed for the Dash
		// to add (seed 001 "Dash": "The increase equals your speed"): a
		// creature of speed 0 dashed each turn for nothing. One that has
		// not moved yet and found no way has nowhere the Dash would take
		// it (a wall between it and every foe): it dashed every turn.
		// A hasted creature Dashes with haste's additional action first
		// (SRD 5.1 Haste: "Attack (one weapon attack only), Dash,
		// Disengage, Hide, or Use an Object"), its action kept for the
		// blows the Dash may bring within reach.
		if canAttack && !p.anyUsable(v) && mover == v.a && anySpeed(c) && c.Turn.Moved > 0 {
			if v.s.MayHasteAction(v.a) {
				add(option{line: c.Name + " haste dash", slot: SlotAction, score: 0.45, why: "nothing in reach or range: Dash with its haste action to close in"})
			} else if !c.Turn.Action {
				add(option{line: c.Name + " dash", slot: SlotAction, score: 0.4, why: "nothing in reach or range: Dash to close in"})
			}
		}
		return
	}
	why := ""
	if !v.lineOnly {
		why = "nothing in reach: closing in on " + name(v.s, best) + " (" + strconv.Itoa(v.s.Distance(v.a, best)) + " ft away)"
		if bestLeft == 0 && canAttack {
			why = "closing in on " + name(v.s, best) + " to strike this turn"
		}
		if shotAfter {
			why += ", to shoot from within normal range after"
		}
		if bestProv > 0 {
			why += ", taking " + strconv.Itoa(bestProv) + " opportunity attack(s): no way around"
		}
	}
	// With a path, a foe threatens it: the squares weighed, one by one (a
	// detour round their reach, or the cheapest way with its provocations
	// counted), not a way the engine would pick for itself. The line is
	// written if the move is chosen (finish, moveLine).
	if bestPath != nil && bestProv == 0 && !v.lineOnly {
		why += ", by a way that provokes no opportunity attack"
	}
	add(option{slot: SlotMove, score: bestScore, why: why, plan: p.movePlan(mover, bestMode, bestSq, bestPath)})
	// Aggressive (SRD 5.1 Orc): the bonus-action walk toward the foe.
	if c.Traits.Aggressive && !c.Turn.Bonus && c.Alt == 0 && mover == v.a && v.s.Distance(v.a, best) > grid.SquareFeet && v.s.Sees(v.a, best) &&
		bestLeft > 0 && c.Conds.Speed(c.Speed) > 0 && v.s.AggressiveCheck(v.a, best) == nil { // the way may be blocked: the engine's own checks
		why := ""
		if !v.lineOnly {
			why = "Aggressive: a bonus-action walk toward " + name(v.s, best)
		}
		score := bestScore + 0.1
		if canAttack && bestLeft <= c.Conds.Speed(c.Speed) {
			// The walk brings it within reach this turn: worth the blow at
			// its end, as a move that does is. An orc 50 ft away threw a
			// javelin at long range first, its action spent before it
			// walked, when its greataxe could have struck.
			score = max(score, p.meleeWorth(v, best)+0.1)
		}
		add(option{line: p.said(c.Name, "aggressive", name(v.s, best)), slot: SlotBonus, score: score, why: why})
	}
}

// walkBest is the best square of a short walk weighed so far: the fewest
// opportunity attacks on the way, then the fewest feet (keepAway, and
// careAfar's walk to a downed ally).
type walkBest struct {
	found      bool
	sq         grid.Square
	prov, feet int
}

// weigh weighs the cheapest way from `from` to sq for creature a (n
// squares a side, with the move's cost), if it is no more than left feet;
// routed is false when there is no way at all.
func (w *walkBest) weigh(s *battle.State, a int, from grid.Step, n int, sq grid.Square, cost grid.Cost, left int) (routed bool) {
	path, err := s.Map.Route(from, n, sq, cost)
	if err != nil || len(path) == 0 {
		return false
	}
	feet := pathFeet(path)
	if feet > left {
		return true
	}
	prov := s.Provokes(a, path)
	if !w.found || prov < w.prov || prov == w.prov && feet < w.feet {
		*w = walkBest{found: true, sq: sq, prov: prov, feet: feet}
	}
	return true
}

// anySpeed reports whether the creature has a speed to move with now,
// walking or another.
func anySpeed(c *battle.Combatant) bool {
	sp := c.Speeds
	return c.Conds.Speed(max(c.Speed, sp.Fly, sp.Swim, sp.Climb, sp.Burrow)) > 0
}

// farther is what a foe's distance takes off the worth of closing in on
// it: a hundredth a foot up to 90 ft, then less and less, never 0.95, so
// that the nearer foe is preferred but a foe hundreds of feet away is
// still worth walking to (it once made the move worth less than nothing:
// a creature 100 ft or more from every foe stood still all fight).
func farther(feet int) float64 {
	if feet <= 90 {
		return float64(feet) / 100
	}
	return 0.9 + 0.05*(1-90/float64(feet))
}

// meleeReach reports whether one of a's melee attacks reaches t now.
func meleeReach(s *battle.State, a, t int) bool {
	return s.Distance(a, t) <= reachNow(&s.Combatants[a])
}

// reachNow is how far the creature's blows reach now. While its
// Multiattack has attacks left to make, it is the farthest reach among
// its melee attacks still to make: a young dragon that has made its bite
// (10 ft) has only its claws (5 ft) left, and took a knight 10 ft away
// for a foe in reach and ended its turn with both claws unused. Otherwise
// any melee attack counts, spent or not, and the unarmed strike everyone
// has (5 ft at least): a creature whose Multiattack is done stays where
// it is rather than stepping about in reach. An attack beside the
// Multiattack, an action of its own (battle.Combatant.LoneAttack), is not
// counted: a dragon 15 ft from a knight took its tail's reach for its
// own and swung it alone, rather than step in to bite and claw.
func reachNow(c *battle.Combatant) int {
	if len(c.Traits.Multiattack) == 0 || !c.Conds.CanAct() || c.Turn.Action && c.Turn.AttacksLeft == 0 {
		return c.Reach()
	}
	r := 0
	for k := range c.Attacks {
		if w := &c.Attacks[k]; !w.Ranged && c.Ready(w.Name) && !c.LoneAttack(w.Name) {
			r = max(r, w.Reach, 5)
		}
	}
	if r == 0 {
		return c.Reach() // only ranged attacks left: no step in serves them
	}
	return r
}

// meleeWorth is what its best melee attack on t would be worth once in
// reach: the attack as rolled with no advantage either way, all the
// attacks of the Attack action counted.
func (p *Policy) meleeWorth(v *view, t int) float64 {
	c := v.c
	best := 0.0
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if w.Ranged || !c.Ready(w.Name) {
			continue
		}
		pv := battle.AttackPreview{Attack: w, Bonus: w.Bonus, AC: v.s.Combatants[t].AC, Crit: 20}
		pv.Damage, pv.Once = v.s.HitDamage(v.a, t, w, rules.Normal) // Sneak Attack on a foe beside an ally, a marked foe
		sc, exp, _ := p.worth(v.s, t, pv)
		sc += p.restOfAction(v, t, k, exp-p.onceWorth(v.s, t, pv), nil) // the Attack action's other attacks (multiattack.go)
		best = max(best, sc)
	}
	return best
}

// realSteps retraces a path found under another cost with the real one:
// each step's true feet, as the move command will count them.
func realSteps(s *battle.State, from grid.Step, n int, path []grid.Step, cost grid.Cost) ([]grid.Step, bool) {
	prev := from
	for i := range path {
		st, err := s.Map.StepTo(prev, path[i].To, n, cost)
		if err != nil {
			return nil, false
		}
		path[i] = st
		prev = st
	}
	return path, true
}

// nearest is up to k foes it would fight, nearest first (ties to the
// fewer hit points), in a buffer of the policy's.
func (p *Policy) nearest(v *view, k int) []int {
	out := p.near[:0]
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if tc.Down() && v.preset != "ruthless" {
			continue
		}
		out = append(out, t)
		for i := len(out) - 1; i > 0; i-- { // insertion: the list is short
			a, b := out[i-1], out[i]
			da, db := v.s.Distance(v.a, a), v.s.Distance(v.a, b)
			if db < da || db == da && v.s.Combatants[b].HP.Current < v.s.Combatants[a].HP.Current {
				out[i-1], out[i] = b, a
			}
		}
	}
	p.near = out
	if len(out) > k {
		out = out[:k]
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// retreating: a cautious creature below half its hit points keeps out of
// reach and closes in on no one.
func retreating(v *view) bool {
	return v.preset == "cautious" && v.c.HP.Current*2 < v.c.HP.Max && v.s.MountOf(v.a) < 0
}

// keepSteps is a copy of way in the decision's buffer of steps: an
// approach's way outlives the next approach weighed (bestApproach keeps
// the best of its speeds, moveOptions of its foes), and a copy of its own
// for each would be an allocation per approach. The buffer is only
// appended to during a decision (Next starts it over), so the slices it
// gave keep their contents; nil for no steps, as a copy of none was.
func (p *Policy) keepSteps(way []grid.Step) []grid.Step {
	if len(way) == 0 {
		return nil
	}
	start := len(p.steps)
	p.steps = append(p.steps, way...)
	return p.steps[start:len(p.steps):len(p.steps)]
}
