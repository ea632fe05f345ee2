package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// MaxFallDice caps falling damage: "1d6 bludgeoning damage for every 10
// feet it fell, to a maximum of 20d6" (SRD 5.1 "Falling").
const MaxFallDice = 20

// fall drops creature i from `feet` above the ground it lands on: it
// lands at height 0 and takes 1d6 bludgeoning damage per full 10 feet
// fallen, at most 20d6, and lands prone (SRD 5.1 "Falling"; the
// exception for a creature that avoids the damage needs a feature that
// does so, which no creature has yet). A fall of less than 10 feet deals no damage and
// leaves it standing. The landing square is where it is now; a fall off a
// ledge is moved first by the caller.
func (d *decider) fall(i, feet int, why string) error {
	c := &d.st.Combatants[i]
	if feet <= 0 {
		return d.err
	}
	n := min(feet/10, MaxFallDice)
	d.emit(Event{Type: EvMove, Actor: c.Name, From: c.At.String(), To: c.At.String(), Cost: ip(0), Alt: ip(0), Action: "fall",
		Reason: why, Text: fmt.Sprintf("%s falls %d ft (%s)", c.Name, feet, why)})
	if n == 0 {
		return d.err
	}
	expr := dice.MustParse(fmt.Sprintf("%dd6[bludgeoning]", n))
	// A rider comes down with its mount and takes the fall too; whether it
	// stays in the saddle is the mount's fall's business (mount_seat.go).
	if r := d.st.RiderOf(i); r >= 0 {
		if err := d.damage(r, expr, hitInfo{source: fmt.Sprintf("a %d ft fall with %s", feet, c.Name)}); err != nil {
			return err
		}
	}
	if c.Dead {
		return d.err
	}
	if err := d.damage(i, expr, hitInfo{source: fmt.Sprintf("a %d ft fall", feet)}); err != nil {
		return err
	}
	if !c.Dead {
		d.condition(i, rules.Prone, true, "landed from a fall")
	}
	return d.err
}
