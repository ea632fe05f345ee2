package battle

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Chill Touch against the undead (SRD 5.1 "Chill Touch": "If you hit an
// undead target, it also has disadvantage on attack rolls against you
// until the end of your next turn"; seed 000 "MAGICAL ATTACKS VIA
// CANTRIPS" says the same). The hit leaves a second effect on an undead
// target beside the no-healing one (spell_riders.go), named chillUndead,
// with the caster as its source and the end of the caster's next turn as
// its end; the target's attack rolls against its source have
// disadvantage. Other creatures it attacks are not affected, and the
// effect is not used up by an attack.

// chillUndead is the effect's name in the state's effects.
const chillUndead = "chill-touch-undead"

// chillTouchUndead puts the effect on target t of caster a's hit, when t
// is undead.
func (d *decider) chillTouchUndead(a, t int, sp *compendium.Spell) {
	s := d.st
	tc := &s.Combatants[t]
	if tc.Dead || compendium.BaseType(tc.CreatureType) != "undead" {
		return
	}
	round := s.Round
	if s.actedThisRound(a) {
		round++
	}
	cn := s.Combatants[a].Name
	ef := Effect{Target: tc.Name, Condition: chillUndead, Ends: "end", Of: cn, Round: round, Source: cn}
	for _, old := range s.Effects { // one hand at a time: a second hit renews it
		if old.Target == ef.Target && old.Condition == chillUndead && old.Source == cn {
			d.endEffect(old.ID, strings.ToLower(sp.Name)+" hits it again")
		}
	}
	ef.ID = s.nextEffect + 1
	e := ef
	d.emit(Event{Type: EvEffect, Target: tc.Name, Condition: chillUndead, With: sp.Name, Effect: &e,
		Text: tc.Name + " is undead: it has disadvantage on attack rolls against " + cn + " (" + sp.Name + ") " + ef.Describe()})
}

// chilledAgainst reports whether attacker a has chill touch's disadvantage
// on attacks against t.
func (s *State) chilledAgainst(a, t int) bool {
	an, tn := s.Combatants[a].Name, s.Combatants[t].Name
	for _, ef := range s.Effects {
		if ef.Target == an && ef.Condition == chillUndead && ef.Source == tn {
			return true
		}
	}
	return false
}
