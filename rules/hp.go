package rules

import "strconv"

// HP is a creature's hit points: current, maximum and temporary. It is a
// value; every change returns a new one, so that a battle event can carry
// the before and after and a replay recomputes nothing.
type HP struct {
	Current, Max, Temp int
}

// Damage subtracts n damage (after resistances; see Defenses.Apply).
// Temporary hit points absorb it first (SRD 5.1, "Temporary Hit Points":
// "lost first, and any leftover damage carries over to your normal hit
// points"). Current hit points stop at 0 (seed 001, "Hit Points": "any
// number from the creature's hit point maximum down to 0"), and overflow
// is the damage left over past 0: what the massive-damage rule weighs
// (see MassiveDamage). A creature already at 0 has all of the damage left
// over, which is what "damage at 0 hit points equal to or more than the
// maximum" kills with (seed 001, "Damage at 0 Hit Points").
func (h HP) Damage(n int) (after HP, overflow int) {
	if n <= 0 {
		return h, 0
	}
	absorbed := min(h.Temp, n)
	h.Temp -= absorbed
	n -= absorbed
	cur := max(h.Current, 0)
	if n <= cur {
		h.Current = cur - n
		return h, 0
	}
	h.Current = 0
	return h, n - cur
}

// Heal adds n hit points, counting up from 0 however far past 0 the damage
// went (seed 000, "MAGICAL HEALING OPTIONS": "characters heal up from 0
// h.p., regardless of damage done beyond zero"), and never past the
// maximum (seed 001, "Healing": "any hit points regained in excess of this
// number are lost"). Temporary hit points are untouched: healing can't
// restore them. Whether the creature is dead, and so can't be healed, is
// the caller's business.
func (h HP) Heal(n int) HP {
	if n <= 0 || h.Current >= h.Max {
		return h
	}
	h.Current = min(max(h.Current, 0)+n, h.Max)
	return h
}

// GainTemp grants n temporary hit points. They don't stack: a creature
// that has some keeps the higher of the two amounts (SRD 5.1, "Temporary
// Hit Points": "you decide whether to keep the ones you have or to gain
// the new ones" — keeping the higher is the choice that is never worse).
func (h HP) GainTemp(n int) HP {
	h.Temp = max(h.Temp, n)
	return h
}

// Down reports whether the creature is at 0 hit points.
func (h HP) Down() bool { return h.Current <= 0 }

// String shows the hit points for an explanation: "7/12", "7/12 +5 temp".
func (h HP) String() string {
	s := strconv.Itoa(h.Current) + "/" + strconv.Itoa(h.Max)
	if h.Temp > 0 {
		s += " +" + strconv.Itoa(h.Temp) + " temp"
	}
	return s
}

// MassiveDamage reports instant death from the damage left over after a
// creature dropped to 0: it kills when it equals or exceeds the hit point
// maximum (seed 001, "Instant Death"; seed 000, "Negative maximum h.p.:
// Instant death"). No overflow, no death, even for a maximum of 0.
func MassiveDamage(overflow, max int) bool {
	return overflow > 0 && overflow >= max
}
