package battle

// Paladin features beyond Divine Smite and Aura of Protection
// (docs/commands.md "Class features"):
//
//   - Aura of Courage (paladin 10, SRD 5.1 "Aura of Courage"): "you and
//     friendly creatures within 10 feet of you can't be frightened while
//     you are conscious. At 18th level, the range of this aura increases
//     to 30 feet" (aura-range, as Aura of Protection's). A fear that
//     would frighten a creature the aura covers is not applied (an
//     `immune` event naming the aura, as a condition immunity is);
//     Frightful Presence leaves it out, no save. A creature already
//     frightened that the aura covers — it came near the paladin, or the
//     paladin came to it — is no longer frightened as its turn starts,
//     when fear would first hold it back: the effect ends for it then (the
//     engine keeps no suppressed fear to come back should it leave the
//     aura; for Frightful Presence the effect's end makes it immune to
//     that dragon's presence for the fight, as a successful save would).
//   - Improved Divine Smite (paladin 11, SRD 5.1 "Improved Divine
//     Smite"): "Whenever you hit a creature with a melee weapon, the
//     creature takes an extra 1d8 radiant damage", doubled by a critical
//     hit with the weapon's dice, added to a Divine Smite's. Not an
//     unarmed strike, which is no weapon (as Divine Smite's refusal).
//     No event of its own: the hit's damage events show the radiant part.
//
// Seed 000 is silent on both and seed 002 does not change them: the SRD
// 5.1 text stands for all three rulesets.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// improvedSmiteDie is Improved Divine Smite's 1d8 radiant.
var improvedSmiteDie = dice.MustParse("1d8[radiant]")

// courage is the name of the paladin whose Aura of Courage keeps creature
// i from being frightened, "" for none.
func (s *State) courage(i int) string {
	for j := range s.Combatants {
		p := &s.Combatants[j]
		cs := &p.Class
		if !cs.Has("aura-of-courage") || p.Down() || p.Conds.Has(rules.Unconscious) || (j != i && s.Hostile(i, j)) {
			continue
		}
		if j == i || s.Distance(i, j) <= cs.Def.Number("aura-range", cs.Level) {
			return p.Name
		}
	}
	return ""
}

// Fearless reports whether creature t can't be frightened now: immune to
// the condition, or within a friendly paladin's Aura of Courage. Policies
// count no fear on it.
func (s *State) Fearless(t int) bool {
	return s.Combatants[t].Traits.Immune.Has(rules.Frightened) || s.courage(t) != ""
}

// courageImmune rules on frightening creature i: true, with an event,
// when an Aura of Courage covers it.
func (d *decider) courageImmune(i int, why string) bool {
	p := d.st.courage(i)
	if p == "" {
		return false
	}
	c := &d.st.Combatants[i]
	d.emit(Event{Type: EvImmune, Target: c.Name, Condition: rules.Frightened.String(), Reason: why, With: "aura of courage",
		Text: fmt.Sprintf("%s can't be frightened: %s's Aura of Courage (%s)", c.Name, p, why)})
	return true
}

// courageTurn ends the fear of a frightened creature the aura covers as
// its turn starts.
func (d *decider) courageTurn(i int) {
	s := d.st
	c := &s.Combatants[i]
	if !c.Conds.Has(rules.Frightened) {
		return
	}
	p := s.courage(i)
	if p == "" {
		return
	}
	why := fmt.Sprintf("within %s's Aura of Courage: it can't be frightened", p)
	var ids []int
	for _, ef := range s.Effects {
		if ef.Target == c.Name && ef.Condition == rules.Frightened.String() {
			ids = append(ids, ef.ID)
		}
	}
	for _, id := range ids {
		d.endEffect(id, why)
	}
	d.condition(i, rules.Frightened, false, why) // a fear no effect times
}

// improvedSmite adds Improved Divine Smite's 1d8 radiant to a's melee
// weapon hit with w.
func (s *State) improvedSmite(a int, w *Attack, expr *dice.Expr) *dice.Expr {
	c := &s.Combatants[a]
	if !c.Class.Has("improved-divine-smite") || w.Ranged || w.Name == "unarmed strike" {
		return expr
	}
	return s.added(expr, improvedSmiteDie)
}
