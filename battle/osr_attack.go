package battle

import (
	"fmt"
	"strings"
)

// Seed 004, "Attacking": "From Behind - +2 bonus to hit"; "Mounted - +1
// bonus to hit most foes on foot"; "Shields ... Can be destroyed to
// prevent a hit from inflicting damage". Each is asked of the ruleset
// (ruleset.Ruleset: BehindBonus, MountedBonus, ShieldSacrifice), so none
// plays under 5e. docs/rulesets.md, "OSR".

// EvShieldSacrificed is a creature breaking its shield to stop a hit
// (seed 004, "AC"): Actor the shield's bearer, Target the attacker, AC its
// armor class without the shield. The hit does nothing more.
const EvShieldSacrificed = "shield_sacrificed"

// ReactSacrificeShield is the kind React is asked about when a hit comes
// at a creature carrying a shield under the OSR rules.
const ReactSacrificeShield = "sacrifice shield"

// osrToHit is the OSR bonus to hit of creature a attacking t: from behind
// and mounted, with the reasons the attack's text gives.
func (s *State) osrToHit(a, t int) (int, string) {
	rs := s.Rules()
	n, why := 0, []string{}
	if rs.BehindBonus != 0 {
		if f := s.facing(t, a); f >= 0 && s.behind(a, t, f) {
			n += rs.BehindBonus
			why = append(why, fmt.Sprintf("from behind (%s faces %s) %+d", s.Combatants[t].Name, s.Combatants[f].Name, rs.BehindBonus))
		}
	}
	if rs.MountedBonus != 0 && s.MountOf(a) >= 0 && s.onFoot(t) {
		n += rs.MountedBonus
		why = append(why, fmt.Sprintf("mounted against a foe on foot %+d", rs.MountedBonus))
	}
	return n, strings.Join(why, ", ")
}

// facing is the creature t is taken to face when a attacks it: the engine
// keeps no facing, so a creature faces the foe it is engaged with (within
// that foe's reach or its own) nearest to it other than the attacker, ties
// to the first in file order; -1 when it is engaged with no one else. A
// creature fighting only its attacker can always turn to it.
func (s *State) facing(t, a int) int {
	best, bestD := -1, 0
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j == a || j == t || !s.Hostile(t, j) || o.Down() {
			continue
		}
		d := s.Distance(t, j)
		if d > o.Reach() && d > s.Combatants[t].Reach() {
			continue
		}
		if best < 0 || d < bestD {
			best, bestD = j, d
		}
	}
	return best
}

// behind reports whether attacker a stands behind t, which faces f: the
// direction from t to a is more than 90° from the direction from t to f
// (the dot product of the two is negative), on the grid's squares. Beside
// t (at right angles) is not behind; anywhere in the half-plane at its
// back is.
func (s *State) behind(a, t, f int) bool {
	ta, tt, tf := s.Combatants[a].At, s.Combatants[t].At, s.Combatants[f].At
	dot := (ta.Col-tt.Col)*(tf.Col-tt.Col) + (ta.Row-tt.Row)*(tf.Row-tt.Row)
	return dot < 0
}

// onFoot reports whether t is on foot for the mounted bonus: it rides no
// mount and stands on the ground (not flying or held aloft).
func (s *State) onFoot(t int) bool {
	return s.MountOf(t) < 0 && s.Combatants[t].Alt == 0
}

// sacrificeShield offers creature t, hit by a, to break its shield and
// take nothing from the hit (seed 004, "AC": shields "Can be destroyed to
// prevent a hit from inflicting damage"). The seed makes it no reaction:
// it costs none, but the bearer must be able to act (not incapacitated)
// and still carry a shield. The controller decides (React, kind
// "sacrifice shield"; with none, every offer is taken). It reports
// whether the hit is stopped.
func (d *decider) sacrificeShield(a, t int) (bool, error) {
	s := d.st
	tc := &s.Combatants[t]
	if !s.Rules().ShieldSacrifice || tc.ShieldAC == 0 || tc.Down() || !tc.Conds.CanAct() || !d.wants(t, a, ReactSacrificeShield) {
		return false, nil
	}
	ac := tc.AC - tc.ShieldAC
	d.emit(Event{Type: EvShieldSacrificed, Actor: tc.Name, Target: s.Combatants[a].Name, AC: ip(ac),
		Text: fmt.Sprintf("%s breaks its shield to stop %s's hit: no damage, and AC %d from now on (seed 004, \"AC\")", tc.Name, s.Combatants[a].Name, ac)})
	return true, d.err
}

// applyShieldSacrificed folds the event: the shield and its AC are gone.
func (s *State) applyShieldSacrificed(a int, e Event) error {
	if a < 0 {
		return fmt.Errorf("battle: event %d (%s): no actor", e.Seq, e.Type)
	}
	c := &s.Combatants[a]
	c.AC, c.ShieldAC = deref(e.AC), 0
	return nil
}
