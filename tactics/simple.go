// Package tactics holds policies: given a state, the next command for the
// creature whose turn it is. The simulator uses them for every side; a
// live table for the monsters it hands over.
package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Simple is the built-in policy of `skirmish run` without a script: close
// in on the nearest standing foe and attack it with the first attack that
// reaches, until the action is spent; then end the turn. It never refuses
// itself into a loop: each call either makes progress or ends the turn.
func Simple(s *battle.State, a int) string {
	if s.Waiting() { // the fight waits between turns for a lair or a legend (battle/lair.go, legendary_wait.go)
		return "next turn"
	}
	c := &s.Combatants[a]
	name := c.Name
	end := name + " end turn"
	t := nearestFoe(s, a)
	if t < 0 || c.Down() { // one killed on its own turn (an opportunity attack) only ends it
		return end
	}
	if by := s.TurnedBy(a); by >= 0 { // a turned undead runs from the cleric (flee.go)
		return flee(s, a, by)
	}
	tc := &s.Combatants[t]
	canAttack := c.Conds.CanAct() && (c.Turn.AttacksLeft > 0 || !c.Turn.Action)
	// Reckless at the start of its turn, always; Pounce's bonus-action
	// bite whenever it is offered (battle/trait_reckless.go, trait_charge.go).
	if canAttack && s.MayReckless(a) {
		return name + " reckless"
	}
	if p := s.PounceTarget(a); p >= 0 && c.Conds.CanAct() {
		return name + " pounce " + s.Combatants[p].Name
	}
	if r := s.RampageTarget(a); r >= 0 { // Rampage's walk and bite (battle/trait_rampage.go)
		return name + " rampage " + s.Combatants[r].Name
	}
	if canAttack {
		if w := s.ChargeAttack(a, t); w != "" { // a Charge or Pounce after its run (battle/trait_charge.go)
			return name + " attack " + tc.Name + " with " + w
		}
		if w := usable(s, a, t); w != "" {
			return name + " attack " + tc.Name + " with " + w
		}
	}
	// A flyer in the air comes down to fight: the simple policy fights on
	// the ground, where its melee reaches.
	if c.Alt > 0 && canAttack && s.MountOf(a) < 0 && c.Conds.CanMove() {
		if left := feetLeft(s, a, "fly"); left >= c.Alt {
			return name + " fly down"
		}
	}
	// A rider moves by directing its controlled mount; on an independent
	// one it goes where the mount takes it (seed 003 "Controlling a Mount").
	mover := a
	if s.MountOf(a) >= 0 {
		if mover = s.ControlledMount(a); mover < 0 {
			return end
		}
	}
	if canAttack {
		if sq, mode, ok := bestApproach(s, mover, a, t); ok {
			return s.Combatants[mover].Name + " " + verbOf[mode] + " to " + sq.String()
		}
	}
	return end
}

// verbOf is the command verb of a move with a speed.
var verbOf = map[string]string{"": "move", "fly": "fly", "swim": "swim"}

// bestApproach tries each of the mover's speeds that could serve —
// walking, flying, swimming — and takes the one that ends its move
// closest to a square from which a can attack t: a harpy flies, a merrow
// in its pool swims. A creature in the air can only fly.
func bestApproach(s *battle.State, mover, a, t int) (grid.Square, string, bool) {
	c := &s.Combatants[mover]
	modes := []string{""}
	switch {
	case c.Alt > 0:
		modes = []string{"fly"}
	case c.Speeds.Fly > 0 && !c.Conds.Has(rules.Prone):
		modes = append(modes, "fly")
	}
	if c.Speeds.Swim > 0 && c.Alt == 0 && s.Map.WaterAt(c.At) != grid.Dry {
		modes = append(modes, "swim")
	}
	var best grid.Square
	bestMode, bestLeft, found := "", 0, false
	for _, mode := range modes {
		sq, left, ok := approach(s, mover, a, t, mode)
		if ok && (!found || left < bestLeft) {
			best, bestMode, bestLeft, found = sq, mode, left, true
		}
	}
	return best, bestMode, found
}

// nearestFoe is the closest hostile creature still standing; ties go to
// the one with fewer hit points, then to the first in the file.
func nearestFoe(s *battle.State, a int) int {
	best, bestDist, bestHP := -1, 0, 0
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() {
			continue
		}
		d := s.Distance(a, j)
		if best < 0 || d < bestDist || (d == bestDist && o.HP.Current < bestHP) {
			best, bestDist, bestHP = j, d, o.HP.Current
		}
	}
	return best
}

// usable is the first attack that can reach t now: melee within reach,
// else ranged within long range, with ammunition to shoot.
func usable(s *battle.State, a, t int) string {
	c := &s.Combatants[a]
	dist := s.Distance(a, t)
	for _, w := range c.Attacks {
		if !w.Ranged && dist <= w.Reach && c.Ready(w.Name) { // Ready: Multiattack, Recharge
			return w.Name
		}
	}
	for _, w := range c.Attacks {
		if w.Ranged && dist <= w.Long && c.Ready(w.Name) && s.AmmoReady(a, w.Name) {
			return w.Name
		}
	}
	return ""
}

// approach finds the square for mover to move to this turn with one of
// its speeds: along the cheapest path to a square from which attacker a's
// melee attack reaches t, as far as the movement left allows, stopping
// only where stopping is allowed. The mover is a itself, or the mount that
// carries it. It also returns the feet of that path still to go.
func approach(s *battle.State, mover, a, t int, mode string) (grid.Square, int, bool) {
	c, tc := &s.Combatants[mover], &s.Combatants[t]
	left := feetLeft(s, mover, mode)
	if left < 5 || !c.Conds.CanMove() {
		return grid.Square{}, 0, false
	}
	reach := s.Combatants[a].Reach()
	cost := s.ModeCost(mover, mode)
	n, tn := c.Size.Squares(), tc.Size.Squares()
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	// One flood prices every square at once (grid.Flood), where a Route to
	// each candidate would search the map a dozen times or more.
	sc := getScratch()
	defer putScratch(sc)
	s.Map.FloodInto(&sc.reach, from, n, -1, cost)
	var bestSq grid.Square
	bestCost := -1
	for dc := -reach/5 - n; dc <= reach/5+tn; dc++ {
		for dr := -reach/5 - n; dr <= reach/5+tn; dr++ {
			sq := grid.Square{Col: tc.At.Col + dc, Row: tc.At.Row + dr}
			if sq == c.At || !s.Map.Fits(sq, n) || s.Map.Between(sq, n, tc.At, tn) > reach {
				continue
			}
			k, ok := sc.reach.Feet(sq)
			if !ok || bestCost >= 0 && k >= bestCost {
				continue
			}
			if ok, _ := s.Map.CanStop(sq, n, cost); !ok {
				continue
			}
			bestSq, bestCost = sq, k
		}
	}
	if bestCost < 0 {
		return grid.Square{}, 0, false
	}
	best := sc.reach.AppendRoute(sc.route[:0], bestSq)
	sc.route = best
	// Go as far as the movement allows, ending on a square where it may stop.
	spent, stop, stopSpent := 0, -1, 0
	for i, st := range best {
		if spent+st.Feet > left {
			break
		}
		spent += st.Feet
		if ok, _ := s.Map.CanStop(st.To, n, cost); ok {
			stop, stopSpent = i, spent
		}
	}
	if stop < 0 {
		return grid.Square{}, 0, false
	}
	return best[stop].To, bestCost - stopSpent, true
}

// feetLeft is the movement creature a has left this turn with the speed
// of mode ("" walking, "fly", "swim"), its Dashes counted: the engine's
// own count (battle.State.MovementLeft), with haste's doubled speed, a ray
// of frost's 10 ft less, caltrops and the like. The policy counted the
// speed on the sheet: a hasted fighter walked 30 ft and Dashed.
func feetLeft(s *battle.State, a int, mode string) int { return s.MovementLeft(a, mode) }
