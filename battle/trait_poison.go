package battle

// A rider's damage that drops its target to 0 hit points, by the SRD 5.1
// Giant Spider's Bite: "If the poison damage reduces the target to 0 hit
// points, the target is stable but poisoned for 1 hour, even after
// regaining hit points, and is paralyzed while poisoned in this way"
// (on_hit at_zero: {stable: true, conditions: [poisoned, paralyzed],
// ends: 1 hour}). Stable is the knock-out's ruling (damage.go: unconscious
// and stable, a monster too, unless massive damage kills it); the
// conditions are effects that regaining hit points doesn't end, the later
// ones tied to the first.

import "fmt"

// atZero applies a rider's at_zero to creature t if its damage has just
// dropped it to 0 hit points and it lives.
func (d *decider) atZero(t int, z *AtZero, src string) {
	s := d.st
	tc := &s.Combatants[t]
	if tc.Dead || tc.HP.Current > 0 || len(z.Conditions) == 0 {
		return
	}
	first := 0
	for k, cond := range z.Conditions {
		ef := Effect{Target: tc.Name, Condition: cond.String(), Source: src}
		if z.Rounds > 0 {
			ef.Ends, ef.Round, ef.Of = "start", s.Round+z.Rounds, tc.Name
			if cur := s.Current(); cur >= 0 {
				ef.Of = s.Combatants[cur].Name
			}
		}
		if k > 0 {
			if first == 0 {
				return // immune to the first: "while poisoned in this way" never holds
			}
			ef.Tied = first
		}
		before := s.nextEffect
		d.addEffect(ef)
		if k == 0 && s.nextEffect > before {
			first = s.nextEffect
		}
	}
}

// endTied ends the effects that last while effect id does.
func (d *decider) endTied(id int) {
	var tied []int
	for _, ef := range d.st.Effects {
		if ef.Tied == id {
			tied = append(tied, ef.ID)
		}
	}
	for _, k := range tied {
		d.endEffect(k, fmt.Sprintf("it lasted while effect %d did", id))
	}
}
