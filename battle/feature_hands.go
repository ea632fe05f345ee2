package battle

// Lay on Hands (paladin 1), by seed 000 line 507 ("up to level x 5 h.p.
// worth of healing to use") and SRD 5.1 "Lay on Hands": a pool of 5 ×
// paladin level hit points a long rest (a fight here); as an action the
// paladin touches a creature (itself, or one within 5 ft) and restores
// hit points from the pool, any amount up to what is left. It has no
// effect on undead and constructs.
//
// `Paladin lay on hands Fighter 10` spends 10; without a number it spends
// what the creature lacks of its maximum, at most the pool left.

import (
	"fmt"
	"strconv"
	"strings"
)

// FeatLayOnHands names the feature in events' With.
const FeatLayOnHands = "lay on hands"

// parseLayOnHands reads TARGET [N] after "lay on hands".
func parseLayOnHands(s *State, cmd Command, rest []string) (Command, error) {
	if k := len(rest); k > 1 {
		if v, err := strconv.Atoi(rest[k-1]); err == nil {
			if v <= 0 {
				return cmd, refuse(CodeSyntax, "%q: lay on hands restores 1 or more hit points, not %d", cmd.Text, v)
			}
			cmd.N, rest = v, rest[:k-1]
		}
	}
	t, n := matchName(s, rest)
	if t < 0 || n != len(rest) {
		return cmd, refuse(CodeUnknownName, "%q: lay on hands whom? write NAME lay on hands TARGET [HIT POINTS] (%s)", cmd.Text, names(s))
	}
	cmd.Target = t
	return cmd, nil
}

// layOnHands: "Paladin lay on hands TARGET [N]".
func (d *decider) layOnHands(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if err := needFeature(c, "lay-on-hands", "Lay on Hands"); err != nil {
		return err
	}
	cs := &c.Class
	pool := cs.Def.Number("lay-on-hands-pool", cs.Level)
	left := pool - cs.HandsUsed
	amount := cmd.N
	if amount == 0 {
		amount = min(left, tc.HP.Max-tc.HP.Current)
	}
	ty := strings.ToLower(tc.CreatureType)
	switch {
	case tc.Dead:
		return refuse(CodeCannot, "%s is dead: Lay on Hands restores hit points to the living", tc.Name)
	case strings.HasPrefix(ty, "undead") || strings.HasPrefix(ty, "construct"):
		return refuse(CodeCannot, "%s is %s: Lay on Hands has no effect on undead and constructs (SRD 5.1 \"Lay on Hands\")", tc.Name, strings.Fields(ty)[0])
	case t != a && s.Distance(a, t) > 5:
		return refuse(CodeOutOfReach, "%s is %d ft away: Lay on Hands is a touch, within 5 ft", tc.Name, s.Distance(a, t))
	case left <= 0:
		return refuse(CodeNoAction, "%s's Lay on Hands pool (%d hit points) is spent until a long rest", c.Name, pool)
	case amount > left:
		return refuse(CodeNoAction, "%s has %d hit points left in its Lay on Hands pool, not %d", c.Name, left, amount)
	case amount <= 0:
		return refuse(CodeCannot, "%s is at its hit point maximum: say how many hit points to restore", tc.Name)
	}
	if err := d.needAction(a); err != nil {
		return err
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: tc.Name, With: FeatLayOnHands, Action: "action", Amount: ip(amount),
		Text: fmt.Sprintf("%s lays hands on %s (an action): %d hit points from its pool, %d of %d left", c.Name, tc.Name, amount, left-amount, pool)})
	d.heal(t, amount, "Lay on Hands")
	return d.err
}
