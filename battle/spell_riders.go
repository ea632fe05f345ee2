package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Spell riders (SRD 5.1 and seed 000): what a spell leaves on a creature
// beyond its damage, each an effect named by the spell's id (effects.go)
// that ends on its own clock or when used up:
//
//   - guiding bolt: the next attack roll against the target before the end
//     of the caster's next turn has advantage;
//   - vicious mockery: the target has disadvantage on its next attack roll
//     before the end of its next turn;
//   - ray of frost: the target's speed drops by 10 ft until the start of
//     the caster's next turn;
//   - shocking grasp: the target can't take reactions until the start of
//     its next turn (its advantage against metal armor is not played: a
//     combatant keeps its AC, not what armor it wears);
//   - chill touch: the target can't regain hit points until the start of
//     the caster's next turn, and an undead one has disadvantage on its
//     attack rolls against the caster until the end of the caster's next
//     turn (spell_chill.go).

// EvSpellRider is a spell's rider acting on a roll (hunter's mark's die):
// a note for the log, which changes nothing by itself.
const EvSpellRider = "spell-rider"

// rider puts a spell's own effect on creature t, lasting until the
// boundary ("start" or "end") of creature of's next turn.
func (d *decider) rider(a, t int, sp *compendium.Spell, of int, boundary string) {
	s := d.st
	round := s.Round
	if s.actedThisRound(of) {
		round++
	}
	ef := Effect{Target: s.Combatants[t].Name, Condition: sp.ID, Ends: boundary, Of: s.Combatants[of].Name, Round: round}
	d.spellEffect(t, ef, sp)
}

// spellRider is what a spell attack's hit or a failed save leaves on
// target t, by the spell's rule; false when the spell has no rider here.
func (d *decider) spellRider(a, t int, sp *compendium.Spell) bool {
	if d.st.Combatants[t].Dead {
		return true
	}
	switch {
	case sp.Rule == "guiding":
		d.rider(a, t, sp, a, "end")
	case sp.Rule == "mockery":
		d.rider(a, t, sp, t, "end")
	case sp.Rule == "no-reactions":
		d.rider(a, t, sp, t, "start")
	case sp.Rule == "no-healing" || sp.Speed != 0 && sp.Rounds <= 1:
		d.rider(a, t, sp, a, "start")
		if sp.Rule == "no-healing" {
			d.chillTouchUndead(a, t, sp) // spell_chill.go
		}
	default:
		return false
	}
	return true
}

// hasSpell reports whether a spell's own effect holds creature i.
func (s *State) hasSpell(i int, id string) bool {
	name := s.Combatants[i].Name
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == id {
			return true
		}
	}
	return false
}

// riderReasons are the advantage and disadvantage riders give a's attack
// on t: guiding bolt's glimmer on t, vicious mockery on a.
func (s *State) riderReasons(a, t int) rules.Reasons {
	var r rules.Reasons
	if len(s.Effects) == 0 {
		return r
	}
	if s.hasSpell(t, "guiding-bolt") {
		r.Add(true, "guiding bolt")
	}
	if s.hasSpell(a, "vicious-mockery") {
		r.Add(false, "vicious mockery")
	}
	if s.chilledAgainst(a, t) { // spell_chill.go
		r.Add(false, "chill touch")
	}
	return r
}

// useRiders ends the riders an attack roll by a on t used up.
func (d *decider) useRiders(a, t int) {
	s := d.st
	var ids []int
	for _, ef := range s.Effects {
		if ef.Target == s.Combatants[t].Name && ef.Condition == "guiding-bolt" ||
			ef.Target == s.Combatants[a].Name && ef.Condition == "vicious-mockery" {
			ids = append(ids, ef.ID)
		}
	}
	for _, id := range ids {
		d.endEffect(id, "used by an attack roll")
	}
}

// canReact reports whether creature i may take a reaction: shocking grasp
// forbids it.
func (s *State) canReact(i int) bool {
	return len(s.Effects) == 0 || !s.hasSpell(i, "shocking-grasp")
}

// canHeal reports whether creature i may regain hit points: chill touch
// forbids it.
func (s *State) canHeal(i int) bool {
	return len(s.Effects) == 0 || !s.hasSpell(i, "chill-touch")
}

// spellSpeed is a speed with the spells on creature i: ray of frost's
// −10 ft (a speed + N), then haste's doubling. A speed of 0 stays 0.
func (s *State) spellSpeed(i, speed int) int {
	if speed <= 0 || len(s.Effects) == 0 {
		return speed
	}
	if s.lethargic(i) { // spell_haste.go
		return 0
	}
	sps := s.spellsOn(i)
	for _, sp := range sps {
		speed += sp.Speed
	}
	for _, sp := range sps {
		if sp.Rule == "haste" {
			speed *= 2
		}
	}
	return max(speed, 0)
}

// markedBy reports whether a's hunter's mark is on t.
func (s *State) markedBy(a, t int) bool {
	c, tc := &s.Combatants[a], &s.Combatants[t]
	for _, ef := range s.Effects {
		if ef.Target == tc.Name && ef.Condition == "hunters-mark" && ef.Of == c.Name {
			return true
		}
	}
	return false
}

// markDamage adds hunter's mark's 1d6 to a's weapon hit on t when a's
// mark is on t, of the weapon's damage type (seed 000 "Hunter's Mark").
func (d *decider) markDamage(a, t int, expr *dice.Expr) *dice.Expr {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if !s.markedBy(a, t) {
		return expr
	}
	var root dice.Node = &dice.Dice{Count: 1, Sides: 6}
	if typ := damageLabel(expr.Root); typ != "" {
		root = &dice.Label{X: root, Name: typ}
	}
	d.emit(Event{Type: EvSpellRider, Actor: c.Name, Target: tc.Name, With: "Hunter's Mark", Dice: "1d6",
		Text: fmt.Sprintf("%s's hunter's mark: +1d6 on its weapon hit on %s", c.Name, tc.Name)})
	return &dice.Expr{Root: &dice.Binary{Op: '+', L: expr.Root, R: root}}
}
