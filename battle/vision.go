package battle

import (
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Vision on the map, by SRD 5.1 "Vision and Light" (seed 001 keeps only
// "Unseen Attackers and Targets"): a creature sees another when a line of
// sight joins their spaces (walls and objects of total cover block it) and
// the other stands where it can be seen. Dim light is lightly obscured:
// it can be seen, but sight-based Perception has disadvantage. Darkness is
// heavily obscured: "a creature effectively suffers from the blinded
// condition when trying to see something in that area". Darkvision sees
// within its range in darkness as in dim light and in dim light as in
// bright; blindsight perceives within its range without sight, blinded or
// in the dark or facing the invisible; truesight sees in darkness and sees
// invisible creatures within its range. The light that counts is the best
// on any square of the target's space: a Large creature half in the
// torchlight is seen.

// sees reports whether creature o can see creature t now.
func (s *State) sees(o, t int) bool {
	return s.lightFor(o, t) != grid.Dark
}

// lightFor is how creature o perceives t's space: Bright (clearly seen),
// Dim (lightly obscured: seen, sight-based Perception at disadvantage) or
// Dark (not seen: out of sight, heavily obscured, invisible, or o blinded).
func (s *State) lightFor(o, t int) grid.Light { return s.lightOf(o, t, false) }

// lightOf is lightFor; pastHiding looks past an invisibility t has only
// from the 2024 Hide action, as a search does (hide2024.go).
func (s *State) lightOf(o, t int, pastHiding bool) grid.Light {
	if o == t {
		return grid.Bright
	}
	oc, tc := &s.Combatants[o], &s.Combatants[t]
	if !s.lineOfSight(o, t) { // memo.go
		return grid.Dark
	}
	dist := s.Distance(o, t)
	if within(oc.Senses.Blindsight, dist) {
		return grid.Bright
	}
	if !oc.Conds.CanSee() {
		return grid.Dark
	}
	if tc.Conds.Has(rules.Invisible) && !within(oc.Senses.Truesight, dist) && !(pastHiding && s.hidingInvisible(t)) {
		return grid.Dark
	}
	light := s.lightOn(t) // the map's light, or a carried light's (equipment_light.go)
	switch {
	case within(oc.Senses.Truesight, dist):
		light = grid.Bright
	case within(oc.Senses.Darkvision, dist) && light > grid.Bright:
		light--
	}
	return max(light, s.obscured(o, t)) // a cloud obscures, whatever the light (zone.go)
}

// within reports whether a sense of range r (feet, 0 for none) reaches a
// creature dist feet away.
func within(r, dist int) bool { return r > 0 && dist <= r }

// seesInvisible reports whether o sees t although t is invisible:
// blindsight or truesight reaching it. The attack rules then treat t as
// visible to o (rules.AttackContext asks for the target's conditions as
// they bear on the attack).
func (s *State) seesInvisible(o, t int) bool {
	if !s.Combatants[t].Conds.Has(rules.Invisible) {
		return false // the common case, asked for every attack: no distance to measure
	}
	dist := s.Distance(o, t)
	oc := &s.Combatants[o]
	return s.sees(o, t) && (within(oc.Senses.Blindsight, dist) || within(oc.Senses.Truesight, dist))
}

// seesBlind reports whether blinded creature o still perceives t by
// blindsight, which needs no eyes: its blindness gives no advantage or
// disadvantage against t.
func (s *State) seesBlind(o, t int) bool {
	oc := &s.Combatants[o]
	return oc.Conds.Has(rules.Blinded) && within(oc.Senses.Blindsight, s.Distance(o, t)) && s.sees(o, t)
}

// hiddenFrom reports whether hidden creature c stays unnoticed by observer
// o: o's passive Perception falls short of c's Stealth total, with -5 when
// c is lightly obscured to o (SRD 5.1 "Passive Checks": disadvantage is -5),
// or o can't see c at all.
func (s *State) hiddenFrom(c, o int) bool {
	h := s.Combatants[c].Hidden
	if h == 0 {
		return false
	}
	light := s.lightFor(o, c)
	if light == grid.Dark {
		return true
	}
	pp := s.Combatants[o].PassivePerception()
	if light == grid.Dim {
		pp -= 5
	}
	if s.sunlightSight(o, "perception").Mode() == rules.Disadvantage { // Sunlight Sensitivity (trait_sunlight.go)
		pp -= 5
	}
	return pp < h
}
