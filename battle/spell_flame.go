package battle

import (
	"slices"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Produce Flame (SRD 5.1): "A flickering flame appears in your hand. The
// flame remains there for the duration ... The flame sheds bright light in
// a 10-foot radius and dim light for an additional 10 feet. The spell
// ends if you dismiss it as an action or if you cast it again. You can
// also attack with the flame, although doing so ends the spell. When you
// cast this spell, or as an action on a later turn, you can hurl the flame
// at a creature within 30 feet of you" (seed 000: "Can also be held in
// hand up to 10 minutes as torch").
//
// `cast produce flame` with no target holds the flame: an effect on the
// caster for the spell's 10 minutes, and while it lasts the caster sheds
// the flame's light as a carried light does (equipment_light.go: it moves
// with the caster, a wall stops it, and it only brightens). `cast produce
// flame at TARGET` hurls a flame: the ranged spell attack, made in the
// light of the flame held if there is one, which then ends — hurled, or
// put out by the new cast, which the SRD rules alike. A flame cast and
// hurled at once lights nothing: it is gone with the attack. The later turn's hurl is written as that cast: it takes the
// action, as the SRD's hurl does, and a cantrip spends no slot, so the
// two are the same in the fight; the engine has no separate hurl command.
// Dismissing the flame is not played (nothing in a fight asks for it).

// Produce Flame's light, in feet.
const flameBright, flameDim = 10, 10

// produceFlame resolves a cast of Produce Flame: a new flame held (the
// one held before ends), or a flame hurled at the targets, after which
// the one held ends: the attack is made in its light.
func (d *decider) produceFlame(a int, sp *compendium.Spell, slot int, targets []int, src string) error {
	s := d.st
	name := s.Combatants[a].Name
	var held []int
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == sp.ID {
			held = append(held, ef.ID)
		}
	}
	why := "cast again (SRD 5.1 \"Produce Flame\": the spell ends)"
	if len(targets) > 0 {
		if err := d.spellAttacks(a, sp, slot, targets, src); err != nil {
			return err
		}
		why = "hurled: attacking with the flame ends the spell (SRD 5.1 \"Produce Flame\")"
	}
	for _, id := range held {
		d.endEffect(id, why)
	}
	if len(targets) == 0 {
		return d.spellEffects(a, sp, []int{a}, "")
	}
	return d.err
}

// holdsFlame reports whether creature b holds a produced flame.
func (s *State) holdsFlame(b int) bool {
	if len(s.Effects) == 0 {
		return false
	}
	name := s.Combatants[b].Name
	return slices.ContainsFunc(s.Effects, func(ef Effect) bool {
		return ef.Target == name && ef.Condition == "produce-flame"
	})
}

// lightRadii are the bright radius and the dim light beyond it that
// creature b sheds, the brighter of its carried light and a held flame;
// false when it sheds none.
func (s *State) lightRadii(b int) (bright, dim int, ok bool) {
	l := &s.Combatants[b].Light
	if l.Item != "" {
		bright, dim = l.radii()
		ok = true
	}
	if s.holdsFlame(b) {
		far := max(bright+dim, flameBright+flameDim)
		bright = max(bright, flameBright)
		dim, ok = far-bright, true
	}
	return bright, dim, ok
}
