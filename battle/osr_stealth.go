package battle

import (
	"fmt"
	"slices"
	"strings"
)

// EvStealthStep is one side's roll in seed 004's stealth step: With the
// side, Actor its first creature in file order, D20 the d6's face (empty
// when a carried light denies the side its stealth), Success whether the
// side goes unnoticed. What follows (who is surprised) is `surprise`
// events.
const EvStealthStep = "stealth_step"

// osrStealth is seed 004, "Combat Procedure" 1, "Stealth Check": "Each
// side that's being relatively stealthy (quiet, douses torches, etc.) has
// a base 1-in-6 (1 on 1d6) chance of not being spotted. Parties carrying
// an active light source typically can not have stealth. The side with
// stealth gets a free attack (or can pass unnoticed), and if both sides
// have stealth, they miss each other." It replaces the 5e surprise (Dex
// (Stealth) against passive Perception) under a ruleset with StealthStep.
// The engine reads it so:
//
//   - a side is being stealthy when every creature of it standing has
//     `stealthy: true`; one carrying a light (`light:`, hood lowered or
//     not: the file says whether it burns) denies its side stealth;
//   - each stealthy side rolls 1d6, in the order the sides first appear
//     in the file; a 1 and it goes unnoticed;
//   - a creature whose side is not unnoticed and whose foes standing are
//     all of unnoticed sides is surprised, as under the SRD 5.1 (its
//     first turn passes, no reactions until it ends): that is the "free
//     attack" — every creature of the unnoticed side gets its turn before
//     the foes can act, whichever side wins initiative. Passing unnoticed
//     is the table's to play (the side ends its turns). When both sides go
//     unnoticed no one is surprised: they miss each other.
func (d *decider) osrStealth() error {
	s := d.st
	var sides []string
	members := map[string][]int{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.Down() {
			continue
		}
		if _, ok := members[c.Side]; !ok {
			sides = append(sides, c.Side)
		}
		members[c.Side] = append(members[c.Side], i)
	}
	unnoticed := map[string]bool{}
	for _, side := range sides {
		m := members[side]
		if !slices.ContainsFunc(m, func(i int) bool { return s.Combatants[i].Stealthy }) {
			continue // not trying
		}
		first := s.Combatants[m[0]].Name
		var loud []string
		for _, i := range m {
			if c := &s.Combatants[i]; !c.Stealthy {
				loud = append(loud, c.Name+" is not stealthy")
			} else if c.Light.Item != "" {
				loud = append(loud, c.Name+" carries a "+c.Light.Name)
			}
		}
		if len(loud) > 0 {
			d.emit(Event{Type: EvStealthStep, Actor: first, With: side, Success: bp(false), Reason: strings.Join(loud, ", "),
				Text: fmt.Sprintf("side %s can't be stealthy: %s (seed 004, \"Stealth Check\")", side, strings.Join(loud, ", "))})
			continue
		}
		f, err := d.face(6)
		if err != nil {
			return err
		}
		unnoticed[side] = f == 1
		text := fmt.Sprintf("side %s tries stealth: d6 %d, spotted", side, f)
		if f == 1 {
			text = fmt.Sprintf("side %s tries stealth: d6 1, unnoticed", side)
		}
		d.emit(Event{Type: EvStealthStep, Actor: first, With: side, D20: oneFace(f), Success: bp(f == 1), Text: text})
	}
	if len(unnoticed) == 0 {
		return d.err
	}
	for _, side := range sides {
		if unnoticed[side] {
			continue
		}
		for _, i := range members[side] {
			threats, hidden := 0, 0
			for j := range s.Combatants {
				if !s.Hostile(i, j) || s.Combatants[j].Down() {
					continue
				}
				threats++
				if unnoticed[s.Combatants[j].Side] {
					hidden++
				}
			}
			if threats > 0 && hidden == threats {
				c := &s.Combatants[i]
				d.emit(Event{Type: EvSurprise, Actor: c.Name,
					Text: fmt.Sprintf("%s is surprised: its foes went unnoticed (seed 004, \"Stealth Check\")", c.Name)})
			}
		}
	}
	var both []string
	for _, side := range sides {
		if unnoticed[side] {
			both = append(both, side)
		}
	}
	if len(both) > 1 {
		d.emit(Event{Type: EvStealthStep, Actor: s.Combatants[members[both[0]][0]].Name, With: strings.Join(both, ", "), Reason: "missed",
			Text: fmt.Sprintf("sides %s all went unnoticed: they miss each other (seed 004, \"Stealth Check\")", strings.Join(both, ", "))})
	}
	return d.err
}
