package tactics

import (
	"cmp"
	"slices"
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
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() && v.preset != "ruthless" {
			continue
		}
		if meleeReach(v.s, v.a, t) {
			return // a foe within reach: fight it rather than walk
		}
	}
	ranged := p.prefersRange(v)
	if ranged && (p.shootsNow(v) || p.inRange(v, c.At)) {
		return // it shoots (or casts: spell.go) from where it stands
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
		if left := c.Conds.Speed(c.Speeds.Fly)*(1+c.Turn.Dashes) - c.Turn.Moved; left >= c.Alt {
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
	if best < 0 {
		// Out of movement and still out of reach: Dash with the action
		// when nothing else would use it — and it has a speed for the Dash
		// to add (seed 001 "Dash": "The increase equals your speed"): a
		// creature of speed 0 dashed each turn for nothing.
		if canAttack && !c.Turn.Action && !p.anyUsable(v) && mover == v.a && anySpeed(c) {
			add(option{line: c.Name + " dash", slot: SlotAction, score: 0.4, why: "nothing in reach or range: Dash to close in"})
		}
		return
	}
	why := ""
	if !v.lineOnly {
		why = "nothing in reach: closing in on " + name(v.s, best) + " (" + strconv.Itoa(v.s.Distance(v.a, best)) + " ft away)"
		if bestLeft == 0 && canAttack {
			why = "closing in on " + name(v.s, best) + " to strike this turn"
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
// it is rather than stepping about in reach.
func reachNow(c *battle.Combatant) int {
	if len(c.Traits.Multiattack) == 0 || !c.Conds.CanAct() || c.Turn.Action && c.Turn.AttacksLeft == 0 {
		return c.Reach()
	}
	r := 0
	for k := range c.Attacks {
		if w := &c.Attacks[k]; !w.Ranged && c.Ready(w.Name) {
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
		pv := battle.AttackPreview{Attack: w, Bonus: w.Bonus, AC: v.s.Combatants[t].AC, Crit: 20, Damage: w.Damage}
		sc, exp, _ := p.worth(v.s, t, pv)
		sc += p.restOfAction(v, t, k, exp, nil) // the Attack action's other attacks (multiattack.go)
		best = max(best, sc)
	}
	return best
}

// shootsNow reports whether an attack of the creature's can be made now
// on a foe it would attack: one in reach or range (usable) that the
// engine's preview allows too. Range alone is not enough: a foe behind a
// wall is out of sight and has total cover (seed 001 "Cover"), and an
// archer that counted it as a target stood idle, or fell back to walking
// into melee, rather than stepping to where it could shoot.
func (p *Policy) shootsNow(v *view) bool {
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() && v.preset != "ruthless" || usable(v.s, v.a, t) == "" {
			continue
		}
		for k := range v.c.Attacks {
			if w := &v.c.Attacks[k]; v.c.Ready(w.Name) {
				if _, err := v.s.PreviewAttack(v.a, t, w.Name); err == nil {
					return true
				}
			}
		}
	}
	return false
}

// inRange reports whether a foe it would attack is within the normal
// range of its best ranged attack from sq, in sight.
func (p *Policy) inRange(v *view, sq grid.Square) bool {
	rng := p.rangeOf(v.s, v.a)
	n := v.c.Size.Squares()
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if !tc.Down() && v.s.DistanceFrom(v.a, sq, t) <= rng && v.s.Map.LineOfSight(sq, n, tc.At, tc.Size.Squares()) {
			return true
		}
	}
	return false
}

// prefersRange reports whether the creature fights best from afar: its
// best ranged attack it can still shoot (or an attack cantrip) deals at
// least as much as its best melee attack.
func (p *Policy) prefersRange(v *view) bool {
	if v.melee {
		return false
	}
	melee, ranged := p.bestMeans(v)
	return ranged > 0 && ranged >= melee
}

// bestMeans is the mean damage of the creature's best melee attack and of
// its best ranged one it can still shoot (an attack cantrip counts 5.5).
func (p *Policy) bestMeans(v *view) (melee, ranged float64) {
	c := v.c
	for k := range c.Attacks {
		w := &c.Attacks[k]
		m := p.meanOf(w.Damage)
		if w.Ranged {
			if !v.s.AmmoReady(v.a, w.Name) {
				continue // a bow with no arrows left shoots nothing
			}
			ranged = max(ranged, m)
		} else {
			melee = max(melee, m)
		}
	}
	if c.Casting.Caster != nil {
		for _, sp := range c.Casting.Spells {
			if sp.Level == 0 && sp.Range > 5 && sp.Damage != "" && mayCast(c) {
				ranged = max(ranged, 5.5) // a cantrip's die, at the least
			}
		}
	}
	return melee, ranged
}

// mayCast reports whether the creature may cast spells in this fight at
// all: not in armor or with a shield it lacks proficiency with (SRD 5.1
// "Armor Proficiency"), not raging. A cantrip it can't cast is no attack
// from afar: a cleric in chain mail counted its sacred flame, and went to
// and fro between the fallback's way into melee and a step out of it.
// (battle.State.CastReady says more, but for this turn: a wizard whose
// action is spent would no longer count as fighting from afar.)
func mayCast(c *battle.Combatant) bool {
	return c.Unskilled == "" && !c.Class.Raging
}

// rangeOf is the normal range of the creature's best ranged attack, or
// its attack cantrips' range, 0 for none.
func (p *Policy) rangeOf(s *battle.State, a int) int {
	c := &s.Combatants[a]
	r, best := 0, -1.0
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if m := p.meanOf(w.Damage); w.Ranged && c.Ready(w.Name) && s.AmmoReady(a, w.Name) && m > best {
			r, best = w.Normal, m
		}
	}
	if c.Casting.Caster != nil {
		for _, sp := range c.Casting.Spells {
			if sp.Level == 0 && sp.Range > 5 && sp.Damage != "" && mayCast(c) {
				r = max(r, sp.Range)
			}
		}
	}
	return r
}

// cand is a square weighed for a move, with what is known of it.
type cand struct {
	sq    grid.Square
	shoot bool // a foe within its range, in sight
	dist  int  // feet from where it stands, as the crow flies
}

// keepAway looks for the square to step to out of every foe's reach (and
// so not within 5 ft of one), near where it stands, from which it can
// still shoot a foe when shoot is set, reached by a path that provokes as
// few opportunity attacks as can be; it offers that move — or first a
// Disengage when the path would provoke and one is worth its price — and
// reports whether it offered anything.
func (p *Policy) keepAway(v *view, shoot bool, worth float64, why string, add func(option)) bool {
	s, a, c := v.s, v.a, v.c
	left := c.Conds.Speed(c.Speed)*(1+c.Turn.Dashes) - c.Turn.Moved
	if left < grid.SquareFeet {
		return false
	}
	rng := 0
	if shoot {
		if rng = p.rangeOf(s, a); rng == 0 {
			return false
		}
	}
	n := c.Size.Squares()
	cost := s.ModeCost(a, "")
	cands := p.cands[:0]
	r := left / grid.SquareFeet
	for dr := -r; dr <= r; dr++ {
		for dc := -r; dc <= r; dc++ {
			sq := grid.Square{Col: c.At.Col + dc, Row: c.At.Row + dr}
			if (dr == 0 && dc == 0) || !s.Map.Fits(sq, n) {
				continue
			}
			if s.Reached(a, sq) {
				continue // only squares out of every reach are worth the trip
			}
			k := cand{sq: sq, dist: s.Map.Distance(c.At, sq)}
			if shoot {
				for _, t := range v.foes {
					if !s.Combatants[t].Down() && s.DistanceFrom(a, sq, t) <= rng && s.Map.LineOfSight(sq, n, s.Combatants[t].At, s.Combatants[t].Size.Squares()) {
						k.shoot = true
						break
					}
				}
				if !k.shoot {
					continue
				}
			}
			cands = append(cands, k)
		}
	}
	p.cands = cands
	slices.SortStableFunc(cands, func(x, y cand) int { return cmp.Compare(x.dist, y.dist) })
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var w walkBest
	tried := 0
	for _, k := range cands {
		if tried == 12 || w.found && w.prov == 0 {
			break // the nearest squares are the likeliest: weigh a dozen at most
		}
		if ok, _ := s.Map.CanStop(k.sq, n, cost); !ok {
			continue
		}
		if w.weigh(s, a, from, n, k.sq, cost, left) {
			tried++
		}
	}
	if !w.found {
		return false
	}
	best, bestProv := w.sq, w.prov
	if bestProv > 0 {
		if line, how := disengageBonus(c); line != "" {
			add(option{line: line, slot: SlotBonus, score: worth + 1, why: why + ": disengaging first (" + how + "), as leaving would provoke " + strconv.Itoa(bestProv) + " opportunity attack(s)"})
			return true
		}
		if v.preset == "cautious" && !c.Turn.Action && c.Conds.CanAct() {
			add(option{line: c.Name + " disengage", slot: SlotAction, score: worth + 1, why: why + ": disengaging first with its action (tactics: cautious), as leaving would provoke " + strconv.Itoa(bestProv) + " opportunity attack(s)"})
			return true
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

// bestApproach is simple.go's bestApproach, with the opportunity attacks
// of each way counted: of the mover's speeds, the one that ends its move
// closest to a square from which a can attack t, by a path that provokes
// the fewest opportunity attacks on the part walked this turn.
func (p *Policy) bestApproach(s *battle.State, mover, a, t int) (grid.Square, string, int, int, []grid.Step, bool) {
	c := &s.Combatants[mover]
	var modes [3]string
	nm := 1
	switch {
	case c.Alt > 0:
		modes[0] = "fly"
	case c.Speeds.Fly > 0 && !c.Conds.Has(rules.Prone):
		modes[1], nm = "fly", 2
	}
	if c.Speeds.Swim > 0 && c.Alt == 0 && s.Map.WaterAt(c.At) != grid.Dry {
		modes[nm], nm = "swim", nm+1
	}
	var best grid.Square
	var bestPath []grid.Step
	bestMode, bestLeft, bestProv, found := "", 0, 0, false
	for _, mode := range modes[:nm] {
		sq, left, prov, path, ok := p.approachSafe(s, mover, a, t, mode)
		if ok && (!found || prov < bestProv || prov == bestProv && left < bestLeft) {
			best, bestMode, bestLeft, bestProv, bestPath, found = sq, mode, left, prov, path, true
		}
	}
	return best, bestMode, bestProv, bestLeft, bestPath, found
}

// approachSafe is approach (simple.go) weighing each square from which a
// reaches t by the opportunity attacks its path provokes on the part
// walked this turn, then by its cost: it steps around a foe's reach when
// a way around exists. The mover's movement is flooded once per decision
// and speed (grid.Flood, kept in p.moves), and once more with the foes'
// reach made dear when the cheapest way provokes, rather than a search
// per square; a flood made in an earlier fight is given back (floods.go).
func (p *Policy) approachSafe(s *battle.State, mover, a, t int, mode string) (grid.Square, int, int, []grid.Step, bool) {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	left := feetLeft(c, mode)
	if left < 5 || !c.Conds.CanMove() {
		return grid.Square{}, 0, 0, nil, false
	}
	reach := reachNow(&s.Combatants[a])
	// Squeezed, a creature's space is one square narrower (SRD 5.1
	// "Squeezing into a Smaller Space"), and the engine measures its reach
	// from that space: a squeezed troll whose full space would touch a foe
	// took itself for in reach and stood still, turn after turn.
	gap := s.Map.Between(c.At, spaceOf(c), tc.At, spaceOf(tc))
	if gap <= reach && mover == a {
		return grid.Square{}, 0, 0, nil, false // in reach already: nowhere better to go
	}
	// Beyond this turn's movement and reach: only this turn's movement is
	// flooded, toward the square nearest t by the way (far.go).
	if gap > left+reach+farSlack && !p.fullFlood {
		if sq, togo, prov, path, ok, done := p.approachFar(s, mover, a, t, mode, left, reach); done {
			return sq, togo, prov, path, ok
		}
	}
	// The flood reaches as far as this foe is worth walking to: twice
	// the way as the crow flies; the whole map when no square from which
	// a reaches t lies within that but one lies beyond it (a wall between
	// them: the long way round). A foe hemmed in by others, or one no way
	// leads to (walled off), is not worth a flood of the whole map.
	need := 2*(s.Distance(mover, t)+reach) + 30
	r := p.approachOn(s, p.movesFor(s, mover, mode, need), mover, a, t, left, reach)
	if !r.ok && r.cut && p.reachable(s, mover, t, mode) {
		r = p.approachOn(s, p.movesFor(s, mover, mode, -1), mover, a, t, left, reach)
	}
	return r.sq, r.togo, r.prov, r.way, r.ok
}

// spaceOf is the side of the block of squares c occupies now: its size's
// footprint, one narrower while squeezing (as battle measures distance).
func spaceOf(c *battle.Combatant) int {
	n := c.Size.Squares()
	if c.Squeezing && n > 1 {
		return n - 1
	}
	return n
}

// approachOn is approachNear on the flood mv, or its answer kept from an
// earlier fight: the same flood, foes and target give the same way, and
// a simulation worker's policy keeps it (approach_keep.go).
func (p *Policy) approachOn(s *battle.State, mv *moves, mover, a, t, left, reach int) closing {
	return p.keptOr(s, mv, keyApproach, a, t, left, func() closing {
		return p.approachNear(s, mv, mover, a, t, left, reach)
	})
}

// closing is approachSafe's answer: the square to make for, the feet
// still to go beyond this turn's part, the opportunity attacks that part
// provokes, and the way when it must be walked square by square.
type closing struct {
	sq         grid.Square
	togo, prov int
	way        []grid.Step
	ok         bool
	cut        bool // a square it could stop on, from which a reaches t, lies beyond the flood
}

// approachNear is approachSafe's weighing of the squares from which a
// reaches t, on the mover's flood mv: a square the flood does not reach
// is not weighed, and when none is found and one of them would do but
// for that, the answer says the flood was cut short.
func (p *Policy) approachNear(s *battle.State, mv *moves, mover, a, t, left, reach int) closing {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	n, tn := c.Size.Squares(), tc.Size.Squares()
	var best grid.Square
	detour := false // the best square's way is in p.detour
	bestCost, bestProv, bestStop := -1, 0, 0
	from, cost := mv.from, mv.cost
	flood := p.flooded(s, mv)
	tries, cut := 0, false
	for dc := -reach/5 - n; dc <= reach/5+tn; dc++ {
		for dr := -reach/5 - n; dr <= reach/5+tn; dr++ {
			sq := grid.Square{Col: tc.At.Col + dc, Row: tc.At.Row + dr}
			if sq == c.At || !s.Map.Fits(sq, n) || s.Map.Between(sq, n, tc.At, tn) > reach {
				continue
			}
			if _, ok := flood.Feet(sq); !ok {
				cut = cut || mv.budget >= 0 && mv.canStop(s, sq, n)
				continue
			}
			if !mv.canStop(s, sq, n) || n > 1 && s.Map.Between(sq, n-1, tc.At, tn) > reach && stopsSqueezed(s, mv, sq, n) {
				continue
			}
			path := flood.AppendRoute(mv.path[:0], sq)
			mv.path = path
			detoured := false
			// The opportunity attacks of the whole way, when counted: none
			// there, none on the part walked this turn either.
			whole := -1
			if len(mv.hs) > 0 && tries < 3 {
				whole = mv.provokes(s, mover, path)
			}
			if whole > 0 {
				// The cheapest way provokes: look for one around the foes'
				// reach, the squares they threaten made dearer (for the
				// first few squares only: each costs a retrace).
				tries++
				if around := p.aroundFor(s, mover, mv); around != nil {
					if _, ok := around.Feet(sq); ok {
						alt := around.AppendRoute(mv.alt[:0], sq)
						mv.alt = alt
						if alt, ok := realSteps(s, from, n, alt, cost); ok && mv.provokes(s, mover, alt) == 0 {
							path, detoured, whole = alt, true, 0
						}
					}
				}
			}
			// The part walked this turn: as far as the movement allows,
			// ending on a square where it may stop.
			k, spent, stop, stopSpent, over := 0, 0, -1, 0, false
			for i, st := range path {
				k += st.Feet
				if over || spent+st.Feet > left {
					over = true
					continue
				}
				spent += st.Feet
				if mv.canStop(s, st.To, n) {
					stop, stopSpent = i, spent
				}
			}
			if stop < 0 {
				continue
			}
			prov := 0
			if len(mv.hs) > 0 && whole != 0 { // a part provokes no more than the whole
				prov = mv.provokes(s, mover, path[:stop+1])
			}
			if bestCost < 0 || prov < bestProv || prov == bestProv && k < bestCost {
				best, bestCost, bestProv, bestStop = path[stop].To, k, prov, stopSpent
				detour = detoured || len(mv.hs) > 0
				if detour {
					// The squares it weighed, given one by one: `move to`
					// would let the engine pick another way of equal cost,
					// whose opportunity attacks were not counted.
					p.detour = append(p.detour[:0], path[:stop+1]...)
				}
			}
		}
	}
	if bestCost < 0 {
		return closing{cut: cut}
	}
	var way []grid.Step
	if detour {
		way = p.keepSteps(p.detour)
	}
	return closing{sq: best, togo: bestCost - bestStop, prov: bestProv, way: way, ok: true}
}

// stopsSqueezed is whether a mover of n squares would stop at sq squeezed,
// its full space not fitting there: the engine then measures its reach
// from the narrower space (battle's space), so a square whose full space
// would reach a foe may not reach it at all.
func stopsSqueezed(s *battle.State, mv *moves, sq grid.Square, n int) bool {
	squeezed, err := s.Map.CheckStopSqueezed(sq, n, mv.cost)
	return err == nil && squeezed
}

// moves is a mover's movement flooded for one decision and one speed.
type moves struct {
	decision    uint64 // the decision it serves, with seq (-1 once flooded further)
	used        uint64 // the decision that last used it, to evict the oldest
	seq         int    // the state's Seq when flooded
	budget      int    // the feet flooded, -1 for the whole map
	mover       int
	mode        string
	from        grid.Step
	cost        grid.Cost
	hs          []int      // the foes that threaten it
	reach       grid.Reach // every square by its cheapest way, once flooded (flooded)
	reachReady  bool       // reach is flooded
	n           int        // the mover's footprint, to flood it with
	around      grid.Reach // ... with the foes' reach made dear, flooded when first needed
	aroundReady bool
	threat      []bool    // by square: in a threatening foe's reach (aroundFor)
	dear        *dearCost // aroundFor's cost of a step, the threatened squares made dear
	stops       []int8    // by square: whether it may stop there (canStop), 0 not yet asked
	masks       []uint32  // by square: the threateners in reach there (provokes.go), for this decision
	path, alt   []grid.Step
	// What the flood was worked out from, to keep it for a later decision
	// (keep.go).
	spots []spot
	key   keyFor
	m     *grid.Map
}

// canStop is grid.Map.CanStop with the flood's cost, remembered by square
// for the decision: approachSafe asks it of every square of every way it
// weighs, and the ways share most of their squares.
func (mv *moves) canStop(s *battle.State, sq grid.Square, n int) bool {
	w, h := s.Map.W, s.Map.H
	if sq.Col < 0 || sq.Row < 0 || sq.Col >= w || sq.Row >= h {
		ok, _ := s.Map.CanStop(sq, n, mv.cost)
		return ok
	}
	if len(mv.stops) != w*h {
		mv.stops = make([]int8, w*h)
	}
	i := sq.Row*w + sq.Col
	if mv.stops[i] == 0 {
		mv.stops[i] = 1
		if ok, _ := s.Map.CanStop(sq, n, mv.cost); ok {
			mv.stops[i] = 2
		}
	}
	return mv.stops[i] == 2
}

// movesFor floods the mover's movement with a speed, once per decision:
// the policy asks it for every foe it might close in on.
func (p *Policy) movesFor(s *battle.State, mover int, mode string, need int) *moves {
	var cur, kept, slot *moves
	for k := range p.moves {
		m := &p.moves[k]
		if m.mover != mover || m.mode != mode {
			continue
		}
		switch {
		case m.decision == p.decision && m.seq == s.Seq:
			cur = m // this decision's flood
		case kept == nil && m.budget == need && m.still(s, mover):
			kept = m
		}
		if slot == nil && !m.still(s, mover) {
			slot = m // stale: its buffers serve another flood
		}
	}
	if cur != nil {
		if cur.budget < 0 || need >= 0 && cur.budget >= need {
			return cur // flooded far enough already
		}
		// Flooded again, further: the shorter flood is kept for a later
		// decision that asks it first.
		cur.seq = -1
		if kept == nil && cur.budget == need {
			kept = cur
		}
	}
	// From an earlier decision (keep.go): kept when nothing it depends on
	// has changed and it went exactly as far as this asks, as a flood of
	// this decision's own would.
	if kept != nil {
		p.renew(s, kept)
		return kept
	}
	mv := slot
	if mv == nil {
		mv = p.newMoves()
	}
	c := &s.Combatants[mover]
	mv.decision, mv.seq, mv.mover, mv.mode, mv.aroundReady, mv.budget = p.decision, s.Seq, mover, mode, false, need
	mv.used = p.decision
	mv.from = grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	mv.cost = s.ModeCost(mover, mode)
	// Only the foes whose reach a path of the flood (or of the way around
	// their reach, aroundFor: 60 ft more) could enter.
	mv.hs = s.ThreatenersNear(mover, threatFar(need), mv.hs[:0])
	clear(mv.stops) // another cost: every square asked anew
	clear(mv.masks)
	mv.record(s, mover)
	mv.n, mv.reachReady = c.Size.Squares(), false // flooded when first read (flooded)
	return mv
}

// flooded is mv's flood, flooded (or given back from an earlier fight:
// floods.go) when first read: an approach kept from an earlier fight
// (approach_keep.go) reads none. It is what it would have been at
// movesFor: what the flood depends on is mv's and unchanged while mv is
// the decision's (still).
func (p *Policy) flooded(s *battle.State, mv *moves) *grid.Reach {
	if !mv.reachReady {
		mv.reachReady = true
		p.floodMoves(s, mv, mv.n)
	}
	return &mv.reach
}

// newMoves is a slot for another flood: a new one while there are few,
// else the one the longest unused, its buffers reused.
func (p *Policy) newMoves() *moves {
	if len(p.moves) < maxMoves {
		k := len(p.moves)
		if k < cap(p.moves) {
			p.moves = p.moves[:k+1] // the slot's buffers are reused
		} else {
			p.moves = append(p.moves, moves{})
		}
		return &p.moves[k]
	}
	old := &p.moves[0]
	for k := range p.moves {
		if p.moves[k].used < old.used {
			old = &p.moves[k]
		}
	}
	return old
}

// maxMoves bounds the floods kept: a fight's creatures, by speed and by
// how far they were flooded.
const maxMoves = 32

// aroundFor floods the way around the foes' reach, once per decision.
// Which squares the foes reach is worked out once for the map, not for
// every step the search weighs.
func (p *Policy) aroundFor(s *battle.State, mover int, mv *moves) *grid.Reach {
	if mv.aroundReady {
		return &mv.around
	}
	mv.aroundReady = true
	fc := &p.floods // floods.go: kept from an earlier fight, with the same threateners
	if fc.keyOf(s.Map, mv, keyAround) {
		if rec, ok := fc.lookup(); ok && mv.around.Restore(rec, mv.from.Diagonals) {
			if p.checkFlood != nil {
				p.checkFlood(s, mv, true)
			}
			return &mv.around
		}
	}
	safe, budget := p.aroundCost(s, mover, mv)
	s.Map.FloodInto(&mv.around, mv.from, s.Combatants[mover].Size.Squares(), budget, safe)
	fc.store(&mv.around)
	return &mv.around
}

// aroundCost is the cost of aroundFor's flood, the squares the
// threatening foes reach made dear, and how far it floods.
func (p *Policy) aroundCost(s *battle.State, mover int, mv *moves) (grid.Cost, int) {
	w, h := s.Map.W, s.Map.H
	if cap(mv.threat) < w*h {
		mv.threat = make([]bool, w*h)
	}
	threat := mv.threat[:w*h]
	clear(threat)
	// Only as far as the flood goes: a few detour squares more than the
	// flood of the plain way (each threatened square costs 15 ft more).
	budget := -1
	c0, r0, c1, r1 := 0, 0, w-1, h-1
	if mv.budget >= 0 {
		budget = mv.budget + 60
		k := budget/grid.SquareFeet + 1
		c0, r0 = max(mv.from.To.Col-k, 0), max(mv.from.To.Row-k, 0)
		c1, r1 = min(mv.from.To.Col+k+4, w-1), min(mv.from.To.Row+k+4, h-1)
	}
	side := moverSide(s, mover)
	for _, f := range mv.hs {
		// Only the squares near f can be in its reach: a square more
		// than its reach away across (columns or rows alone) is out of
		// it whatever the heights. A rider's space is its mount's:
		// every square is asked.
		fc0, fr0, fc1, fr1 := c0, r0, c1, r1
		if s.MountOf(f) < 0 {
			fc, k := &s.Combatants[f], s.Combatants[f].Reach()/grid.SquareFeet
			fc0, fr0 = max(c0, fc.At.Col-side-k), max(r0, fc.At.Row-side-k)
			fc1, fr1 = min(c1, fc.At.Col+fc.Size.Squares()+k), min(r1, fc.At.Row+fc.Size.Squares()+k)
		}
		for row := fr0; row <= fr1; row++ {
			for col := fc0; col <= fc1; col++ {
				if !threat[row*w+col] && s.InReachOf(mover, grid.Square{Col: col, Row: row}, f) {
					threat[row*w+col] = true
				}
			}
		}
	}
	if mv.dear == nil {
		mv.dear = &dearCost{}
		mv.dear.fn = mv.dear.extra // the method value made once for the slot, not per flood
	}
	*mv.dear = dearCost{base: mv.cost.Extra, threat: threat, w: w, h: h, fn: mv.dear.fn}
	safe := mv.cost
	safe.Extra = mv.dear.fn
	return safe, budget
}

// dearCost is the extra cost of a step for aroundFor's flood: the
// flood's own, and 15 ft more into a square a foe threatens. It is a
// moves slot's, kept with its method value, so that a flood around the
// foes' reach makes no closure.
type dearCost struct {
	base   func(grid.Square) int // the cost's own Extra, nil for none
	threat []bool                // by square, w by h
	w, h   int
	fn     func(grid.Square) int // extra, bound to this dearCost
}

func (d *dearCost) extra(sq grid.Square) int {
	e := 0
	if d.base != nil {
		e = d.base(sq)
	}
	if sq.Col >= 0 && sq.Row >= 0 && sq.Col < d.w && sq.Row < d.h && d.threat[sq.Row*d.w+sq.Col] {
		return e + 15
	}
	return e
}

// moverSide is the most squares a side of the mover's space may take:
// its own, or its mount's when it rides.
func moverSide(s *battle.State, a int) int {
	n := s.Combatants[a].Size.Squares()
	if m := s.MountOf(a); m >= 0 {
		n = max(n, s.Combatants[m].Size.Squares())
	}
	return max(n, 1)
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
