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
	base := Effect{Target: tc.Name, Source: src}
	if z.Rounds > 0 {
		base.Ends, base.Round, base.Of = "start", s.Round+z.Rounds, tc.Name
		if cur := s.Current(); cur >= 0 {
			base.Of = s.Combatants[cur].Name
		}
	}
	conds := make([]string, len(z.Conditions))
	for k, c := range z.Conditions {
		conds[k] = c.String()
	}
	d.addTied(base, conds)
}

// addTied adds one effect like base for each condition, the later ones
// tied to the first, so that they last while it does ("paralyzed while
// poisoned in this way"). When the first takes no hold (an immunity), the
// others are not added: the way they were to hold never does.
func (d *decider) addTied(base Effect, conds []string) {
	first := 0
	for k, cond := range conds {
		ef := base
		ef.Condition = cond
		if k > 0 {
			if first == 0 {
				return
			}
			ef.Tied = first
		}
		before := d.st.nextEffect
		d.addEffect(ef)
		if k == 0 && d.st.nextEffect > before {
			first = d.st.nextEffect
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
