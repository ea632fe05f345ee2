package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	yaml "go.yaml.in/yaml/v4"
)

// Checking a combatant's challenge rating, speeds and senses.

// checkCR checks a challenge rating and writes it canonically ("1/4").
func (l *loader) checkCR(c *CombatantSpec, p string) error {
	if !l.given(p + ".cr") {
		return nil
	}
	cr, err := compendium.ParseCR(c.CR)
	if err != nil {
		return l.cause(nil, p+".cr", err, "challenge rating %q: write 0, 1/8, 1/4, 1/2 or a whole number 1 to 30", c.CR)
	}
	c.CR = cr.String()
	return nil
}

// checkSpeed fills in a walking speed of 30 and checks every speed.
func (l *loader) checkSpeed(c *CombatantSpec, p string) error {
	if c.Speed == nil {
		c.Speed = &SpeedSpec{}
	}
	sp := c.Speed
	if sp.Walk == nil {
		walk := 30
		sp.Walk = &walk
	}
	f := p + ".speed"
	if l.nodes[f] != nil && l.nodes[f].Kind == yaml.MappingNode {
		f += ".walk"
	}
	for _, v := range []struct {
		f  string
		ft int
	}{{f, *sp.Walk}, {p + ".speed.fly", sp.Fly}, {p + ".speed.swim", sp.Swim}, {p + ".speed.climb", sp.Climb}, {p + ".speed.burrow", sp.Burrow}} {
		if v.ft < 0 || v.ft > maxSpeed {
			return l.errf(v.f, "a speed is 0 to %d feet, not %d", maxSpeed, v.ft)
		}
	}
	if sp.Hover && sp.Fly == 0 {
		return l.errf(p+".speed.hover", "hover needs a flying speed: give fly too")
	}
	return nil
}

// Limits of a creature's numbers that keep a file's arithmetic far from
// overflow; no creature in any book comes near them.
const (
	maxSpeed = 1000
	maxSense = 5280
)

func loadSense(s string) (string, error) {
	n := strings.ToLower(strings.TrimSpace(s))
	switch n {
	case "darkvision", "blindsight", "truesight":
		return n, nil
	}
	return "", fmt.Errorf("unknown sense %q: use darkvision, blindsight or truesight", s)
}
