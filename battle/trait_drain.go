package battle

// A cut to the hit point maximum, by the SRD 5.1 Wight's Life Drain:
// "The target must succeed on a DC 13 Constitution saving throw or its
// hit point maximum is reduced by an amount equal to the damage taken.
// This reduction lasts until the target finishes a long rest. The target
// dies if this effect reduces its hit point maximum to 0" (on_hit:
// {save: con 13, reduce_max_hp: true}). A fight has no long rest: the cut
// lasts for the rest of it. Current hit points above the new maximum drop
// to it.

import "fmt"

// drainMax cuts creature t's hit point maximum by the damage attacker a's
// hit with w just dealt it.
func (d *decider) drainMax(a, t int, w *Attack, src string) {
	tc := &d.st.Combatants[t]
	taken := d.hitDamage(a, t, w)
	if taken <= 0 || tc.Dead {
		return
	}
	after := max(tc.HP.Max-taken, 0)
	d.emit(Event{Type: EvTrait, Actor: d.st.Combatants[a].Name, Target: tc.Name, With: traitDrain, Amount: ip(taken), HP: ip(after),
		Text: fmt.Sprintf("%s's hit point maximum drops by %d, the damage it took, to %d (%s)", tc.Name, taken, after, src)})
	if after == 0 {
		d.die(t, "its hit point maximum is reduced to 0 ("+src+")")
	}
}

// hitDamage is the damage creature t took from a's last attack with w:
// the damage events since that attack event.
func (d *decider) hitDamage(a, t int, w *Attack) int {
	actor, target := d.st.Combatants[a].Name, d.st.Combatants[t].Name
	total := 0
	for k := len(d.evs) - 1; k >= 0; k-- {
		e := d.evs[k]
		if e.Type == EvAttack && e.Actor == actor && e.With == w.Name {
			return total
		}
		if e.Type == EvDamage && e.Target == target {
			total += deref(e.Amount)
		}
	}
	return total
}
