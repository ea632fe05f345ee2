package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
)

// Spells that raise a creature's armor class — Shield of Faith (+2),
// Mage Armor (13 + Dex), Barkskin (at least 16), and Haste's +2
// (spell_haste.go) — weighed on the scale of every option by the damage
// they would turn away: the hits of the foes that will attack the
// creature, made misses by the higher AC, for the rounds the fight is
// reckoned to last yet. A creature no foe will attack gains nothing from
// them, however low its AC: the front-liner the foes close on does.
//
// Whom a foe will attack is the nearest creature of the caster's side:
// foes close on the nearest (docs/tactics.md "Movement"), and an AC
// raised before the blows land is worth most on the one they will land
// on. A foe that can't act (asleep, paralyzed) attacks no one.

// aimsAt is the creature of v's side (itself or an ally, standing) that
// foe f will most likely attack: the nearest to it, ties to the first in
// the order of the combatants; -1 for none.
func aimsAt(v *view, f int) int {
	best, bd := -1, 0
	try := func(t int) {
		if v.s.Combatants[t].Down() {
			return
		}
		if d := v.s.Distance(f, t); best < 0 || d < bd || d == bd && t < best {
			best, bd = t, d
		}
	}
	try(v.a)
	for _, t := range v.allies {
		try(t)
	}
	return best
}

// threatens reports whether foe f will deal blows in the rounds ahead:
// standing and able to act.
func threatens(s *battle.State, f int) bool {
	fc := &s.Combatants[f]
	return !fc.Down() && fc.Conds.CanAct()
}

// turnedAway is the damage a round that raising creature t's AC from ac0
// to ac1 would turn away: for each foe that will attack t (aimsAt), the
// hits of its Attack action that the higher AC makes misses, at their
// mean damage (a d20 against the AC, a 1 always missing and a 20 always
// hitting: seed 001 "Rolling 1 or 20").
func (p *Policy) turnedAway(v *view, t, ac0, ac1 int) (saved float64) {
	if ac1 <= ac0 {
		return 0
	}
	for _, f := range v.foes {
		if !threatens(v.s, f) || aimsAt(v, f) != t {
			continue
		}
		fc := &v.s.Combatants[f]
		if len(fc.Traits.Multiattack) > 0 {
			// The sequence it would lose most by ("or two ranged
			// attacks"), added attack by attack as with one.
			seqs := fc.Multiattacks()
			lost := func(seq []string, saved float64) float64 {
				for _, n := range seq {
					for k := range fc.Attacks {
						if w := &fc.Attacks[k]; w.Name == n {
							saved += p.meanOf(w.Damage) * (hitAt(w.Bonus, ac0) - hitAt(w.Bonus, ac1))
							break
						}
					}
				}
				return saved
			}
			best := seqs[0]
			for _, seq := range seqs[1:] {
				if lost(seq, 0) > lost(best, 0) {
					best = seq
				}
			}
			saved = lost(best, saved)
			continue
		}
		var best *battle.Attack
		bm := 0.0
		for k := range fc.Attacks {
			if w := &fc.Attacks[k]; best == nil || p.meanOf(w.Damage) > bm {
				best, bm = w, p.meanOf(w.Damage)
			}
		}
		if best == nil {
			continue
		}
		n := float64(1 + fc.ExtraAttacks)
		saved += n * bm * (hitAt(best.Bonus, ac0) - hitAt(best.Bonus, ac1))
	}
	return saved
}

// hitAt is the chance an attack roll with bonus b hits armor class ac.
func hitAt(b, ac int) float64 {
	return min(max(float64(21+b-ac)/20, 0.05), 0.95)
}

// wardCast: Shield of Faith, Mage Armor or Barkskin on itself or an ally
// within the spell's range (Mage Armor and Barkskin by touch), on the one
// it would save the most damage over the rounds ahead. All three outlast
// any fight (10 minutes, 8 hours, an hour), so their worth is the damage
// turned away a round times the rounds the fight is reckoned to last:
// cast early, on the creature the foes close on, or not at all. Battle
// refuses Mage Armor on a creature wearing armor (CastCheck).
func (p *Policy) wardCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	try := func(t int) {
		tc := &v.s.Combatants[t]
		if tc.Down() || t != v.a && v.s.Distance(v.a, t) > sp.Range || sp.ACBase > 0 && tc.Armor != "" {
			return
		}
		ac0 := v.s.ArmorClass(t)
		ac1 := v.s.ArmorClassWith(t, sp)
		saved := p.turnedAway(v, t, ac0, ac1)
		if saved <= 0 {
			return
		}
		p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: saved * f.rounds, cost: cost,
			nf: "AC %d to %d on %s, whom the foes will attack: %.1f damage a round turned away for the rounds ahead", ns: tc.Name,
			nx: [3]float64{float64(ac0), float64(ac1), saved}, nk: noteWard})
	}
	try(v.a)
	for _, t := range v.allies {
		try(t)
	}
}
