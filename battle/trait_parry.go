package battle

// Parry, by the SRD 5.1 Knight and Bandit Captain: "Reaction. The knight
// adds 2 to its AC against one melee attack that would hit it. To do so,
// the knight must see the attacker and be wielding a melee weapon"
// (traits: {parry: 2}). The engine offers it when the attack roll is
// known and the bonus turns the hit into a miss (a natural 20 hits
// whatever the AC, and a reaction that changes nothing is not worth
// spending): the React callback is asked, kind "parry", and a nil React
// parries. A stat block's melee attack (a weapon, not an unarmed strike)
// stands for the melee weapon it wields.

import "fmt"

// ReactParry is the kind of reaction React is asked about before a
// creature parries.
const ReactParry = "parry"

// parry rules on defender t parrying a's attack with w: it returns the AC
// the attack faces and whether it parried, having spent the reaction.
func (d *decider) parry(a, t int, w *Attack, nat, total, ac int) (int, bool) {
	s := d.st
	tc := &s.Combatants[t]
	n := tc.Traits.Parry
	if n == 0 || w.Ranged || nat == 20 || nat == 1 || total < ac || total >= ac+n {
		return ac, false
	}
	if tc.Down() || !tc.Reaction || !tc.Conds.CanReact() || !s.canReact(t) || tc.Surprised || !s.sees(t, a) || !wieldsMelee(tc) {
		return ac, false
	}
	if !d.wants(t, a, ReactParry) {
		return ac, false
	}
	c := &s.Combatants[a]
	d.emit(Event{Type: EvTrait, Actor: tc.Name, Target: c.Name, With: traitParry, Reaction: bp(true), Bonus: ip(n), AC: ip(ac + n),
		Text: fmt.Sprintf("%s parries %s's %s with its reaction: +%d AC, %d against AC %d (Parry)", tc.Name, c.Name, w.Name, n, total, ac+n)})
	return ac + n, true
}

// wieldsMelee reports whether the creature has a melee weapon attack.
func wieldsMelee(c *Combatant) bool {
	for _, w := range c.Attacks {
		if !w.Ranged {
			return true
		}
	}
	return false
}
