package battle

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// The Hide action of the 2024 rules (seed 002, "Actions", Hide): "While
// Heavily Obscured or behind three-quarters or total cover and out of
// enemies' sight, make a DC 15 Dexterity (Stealth) check. On a success
// you're Invisible while hidden, and your total is the DC to find you."
// The DC is hideDC (ruleset.go); here are the precondition and the
// Invisible condition, asked of the ruleset (ruleset.Ruleset.HideInvisible).

// hideSource is the source of the Invisible effect a 2024 hider has while
// hidden: the effect ends when the creature stops being hidden.
const hideSource = `hidden (seed 002 "Hide": Invisible while hidden)`

// hidePrecondition2024 refuses the Hide action unless, for every enemy
// standing, the creature is both out of its sight and heavily obscured to
// it or behind three-quarters or total cover from it. Out of sight is the
// engine's sight (vision.go: line of sight, light, the enemy's senses,
// invisibility, blindness), the hider's own invisibility from an earlier
// Hide left out; heavily obscured is darkness the enemy's darkvision,
// truesight or blindsight does not reach (the map's `dark` squares, or no
// light), or a heavily obscuring zone (zone.go). Out of line of sight
// counts as total cover.
func (s *State) hidePrecondition2024(a int) error {
	c := &s.Combatants[a]
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() {
			continue
		}
		if s.lightOf(j, a, true) != grid.Dark {
			return refuse(CodeCannot, "%s can't hide: %s sees it (seed 002 \"Hide\": out of enemies' sight)", c.Name, o.Name)
		}
		if s.heavilyObscuredTo(j, a) || !s.lineOfSight(j, a) {
			continue
		}
		if cov, _ := s.coverOf(j, a); cov >= ThreeQuartersCover {
			continue
		}
		return refuse(CodeCannot, "%s can't hide from %s: it is neither heavily obscured to it nor behind three-quarters or total cover from it (seed 002 \"Hide\")", c.Name, o.Name)
	}
	return nil
}

// heavilyObscuredTo reports whether creature t's space is heavily
// obscured to creature o (SRD 5.1 "Vision and Light"): a heavily
// obscuring zone either is wholly in (zone.go: fog, foliage), which only
// o's blindsight sees through; or darkness there, which o's darkvision
// does not turn to dim light and its truesight or blindsight does not
// reach.
func (s *State) heavilyObscuredTo(o, t int) bool {
	oc := &s.Combatants[o]
	dist := s.Distance(o, t)
	if within(oc.Senses.Blindsight, dist) {
		return false
	}
	if s.obscured(o, t) == grid.Dark {
		return true
	}
	if within(oc.Senses.Truesight, dist) || within(oc.Senses.Darkvision, dist) {
		return false
	}
	return s.lightOn(t) == grid.Dark
}

// hideInvisible gives a 2024 hider the Invisible condition while hidden,
// as an effect that hideWatch ends with the hiding.
func (d *decider) hideInvisible(a int) {
	name := d.st.Combatants[a].Name
	if !d.st.Rules().HideInvisible || slices.ContainsFunc(d.st.Effects, func(ef Effect) bool { return ef.Target == name && ef.Source == hideSource }) {
		return // hiding again keeps the Invisible it has
	}
	d.addEffect(Effect{Target: name, Condition: rules.Invisible.String(), Source: hideSource})
}

// hideWatch ends the Invisible of hiding when its creature stops being
// hidden: found, or giving itself away (an attack, a spell).
func (d *decider) hideWatch(e Event) {
	if e.Type != EvHidden || e.On != nil && *e.On {
		return
	}
	for _, ef := range d.st.Effects {
		if ef.Target == e.Actor && ef.Source == hideSource {
			d.endEffect(ef.ID, fmt.Sprintf("%s is no longer hidden", e.Actor))
			return
		}
	}
}

// hidingInvisible reports whether creature t is invisible only by hiding:
// a search looks past that (its total is the DC to find t).
func (s *State) hidingInvisible(t int) bool {
	name := s.Combatants[t].Name
	found := false
	for k := range s.Effects {
		if ef := &s.Effects[k]; ef.Target == name && ef.Condition == "invisible" {
			if ef.Source != hideSource {
				return false
			}
			found = true
		}
	}
	return found
}
