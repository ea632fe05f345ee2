package battle

// Staying in the saddle (seed 003 "Mounting and Dismounting"): falling
// off, being thrown, pushed off, and the opportunity attacks a ridden
// mount provokes.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// landed lets a rider that has just left its mount in the air fall the
// rest of the way, unless it flies itself (SRD 5.1 "Falling").
func (d *decider) landed(r int, why string) {
	c := &d.st.Combatants[r]
	if c.Alt <= 0 || (c.Speeds.Fly > 0 && c.Conds.CanMove() && !c.Down()) {
		return
	}
	if err := d.fall(r, c.Alt, why); err != nil && d.err == nil {
		d.err = err
	}
}

// mountWatch rules on what an event does to a rider, as soon as it is
// applied (seed 003 "Mounting and Dismounting"): a rider knocked prone, or
// whose mount an effect moves against its will, makes a DC 10 Dexterity
// save or falls off, landing prone within 5 ft; a mount knocked prone, or
// dropping dead, throws its rider, who can use its reaction to land on its
// feet; a dead rider's body falls off. A mount at 0 hit points falls
// unconscious and prone, which the same rule covers.
func (d *decider) mountWatch(e Event) {
	s := d.st
	if len(s.Rides) == 0 || d.err != nil {
		return
	}
	switch {
	case e.Type == EvCondition && e.Condition == rules.Prone.String() && e.On != nil && *e.On:
		t, _ := s.Find(e.Target)
		if m := s.MountOf(t); m >= 0 {
			d.keepSeat(t, m, "knocked prone while mounted")
		} else if r := s.RiderOf(t); r >= 0 {
			d.thrown(r, t, s.Combatants[t].Name+" is knocked prone")
		}
	case e.Type == EvDead:
		t, _ := s.Find(e.Target)
		if r := s.RiderOf(t); r >= 0 {
			d.thrown(r, t, s.Combatants[t].Name+" dies")
		}
		if m := s.MountOf(t); m >= 0 {
			d.unseat(t, m, false, false, "dead, it falls from "+s.Combatants[m].Name)
		}
	case e.Type == EvMove && e.Action == "forced":
		a, _ := s.Find(e.Actor)
		if r := s.RiderOf(a); r >= 0 {
			d.keepSeat(r, a, s.Combatants[a].Name+" is moved against its will")
		}
	}
}

// keepSeat: a DC 10 Dexterity save, or rider r falls off mount m and
// lands prone within 5 ft of it.
func (d *decider) keepSeat(r, m int, why string) {
	mc := &d.st.Combatants[m]
	ok, err := d.save(r, rules.Dex, mountDC, fmt.Sprintf("to stay on %s (%s; %s)", mc.Name, why, ruleMounting))
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return
	}
	if !ok {
		d.unseat(r, m, true, false, fmt.Sprintf("falls off %s (%s) and lands prone", mc.Name, why))
	}
}

// thrown: mount m falls; rider r can use its reaction to dismount as it
// falls and land on its feet, otherwise it is dismounted and falls prone
// within 5 ft of it.
func (d *decider) thrown(r, m int, why string) {
	c := &d.st.Combatants[r]
	if c.Reaction && c.Conds.CanReact() && d.st.canReact(r) && !c.Down() && !c.Surprised && d.wants(r, m, "dismount") {
		d.unseat(r, m, false, true, fmt.Sprintf("%s: it uses its reaction to dismount as it falls and lands on its feet", why))
		return
	}
	d.unseat(r, m, true, false, fmt.Sprintf("%s: it is dismounted and falls prone", why))
}

// unseat takes rider r off mount m into the first free space within 5 ft
// of it (farther out if there is none), prone or not, with its reaction or
// not.
func (d *decider) unseat(r, m int, prone, reaction bool, why string) {
	s := d.st
	c, mc := &s.Combatants[r], &s.Combatants[m]
	to, ok := mc.At, false
	for within := 5; !ok && within <= grid.SquareFeet*max(s.Map.W, s.Map.H); within += grid.SquareFeet {
		if sq, found := s.landing(r, m, within); found {
			to, ok = sq, true
		}
	}
	e := Event{Type: EvMount, Actor: c.Name, Target: mc.Name, On: bp(false), From: mc.At.String(), To: to.String(), Reason: why,
		Text: fmt.Sprintf("%s leaves %s's back to %s: %s (%s)", c.Name, mc.Name, to, why, ruleMounting)}
	if reaction {
		e.Reaction = bp(true)
	}
	d.emit(e)
	if prone && !c.Dead {
		d.condition(r, rules.Prone, true, "fell off "+mc.Name)
	}
	d.landed(r, "fell from "+mc.Name)
}

// oaTarget is whom creature h's opportunity attack on mover a, stepping
// out of cur, strikes, or -1 if it takes none. If a carries a rider the
// attacker can target the rider or the mount (seed 003 "Controlling a
// Mount"): its controller is asked about the rider first, then about the
// mount; with no one to ask (a nil React) it strikes the one with the
// lower AC, the rider on a tie. The rider, carried, provokes nothing of
// its own.
func (d *decider) oaTarget(h, a int, cur grid.Square) int {
	s := d.st
	r := s.RiderOf(a)
	if r < 0 {
		if d.wants(h, a, "opportunity attack") {
			return a
		}
		return -1
	}
	mc := &s.Combatants[a]
	was := mc.At
	mc.At = cur // a move's squares are applied only as its parts are emitted
	defer func() { mc.At = was }()
	var legal []int
	for _, t := range []int{r, a} {
		if s.oaLegal(h, t) {
			legal = append(legal, t)
		}
	}
	if d.react == nil {
		best := -1
		for _, t := range legal {
			if best < 0 || s.Combatants[t].AC < s.Combatants[best].AC {
				best = t
			}
		}
		return best
	}
	for _, t := range legal {
		if d.wants(h, t, "opportunity attack") {
			return t
		}
	}
	return -1
}

// oaLegal reports whether h could make its opportunity attack on t now,
// with the weapon opportunity would choose.
func (s *State) oaLegal(h, t int) bool {
	c := &s.Combatants[h]
	w := meleeAttack(c)
	dist := s.Distance(h, t)
	for i, o := range c.Attacks {
		if !o.Ranged && o.Reach >= dist {
			w = &c.Attacks[i]
			break
		}
	}
	_, _, err := s.canAttack(h, t, w)
	return err == nil
}

// pushRider: a shove that pushes a rider moves it out of the saddle, to
// the square just beyond its mount's space directly away from the shover,
// where it lands on its feet. Seed 003 is silent on it; a push is not the
// mount moving nor the rider knocked prone, so there is no save.
func (d *decider) pushRider(a, t int) error {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	m := s.MountOf(t)
	mc := &s.Combatants[m]
	aAt, an := s.space(a)
	mAt, mn := mc.At, mc.Size.Squares()
	n := tc.Size.Squares()
	away := func(from, fromN, to, toN, at, self int) int {
		switch {
		case to >= from+fromN:
			return to + toN // beyond the far edge
		case to+toN <= from:
			return to - self
		}
		return at
	}
	to := grid.Square{Col: away(aAt.Col, an, mAt.Col, mn, tc.At.Col, n), Row: away(aAt.Row, an, mAt.Row, mn, tc.At.Row, n)}
	if to == tc.At || s.canLand(t, m, to) != nil {
		d.emit(Event{Type: EvAction, Actor: c.Name, Target: tc.Name, Action: "push", Text: fmt.Sprintf("%s has no room to be pushed off %s to %s", tc.Name, mc.Name, to)})
		return d.err
	}
	d.emit(Event{Type: EvMount, Actor: tc.Name, Target: mc.Name, On: bp(false), From: mc.At.String(), To: to.String(), Reason: "shoved off by " + c.Name,
		Text: fmt.Sprintf("%s is pushed out of %s's saddle by %s, to %s", tc.Name, mc.Name, c.Name, to)})
	d.landed(t, "pushed off "+mc.Name)
	return d.err
}
