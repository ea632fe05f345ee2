package tactics

import "github.com/skirmish-rpg/skirmish/battle"

// A foe put to sleep by the Sleep spell "falls unconscious until the
// spell ends, the sleeper takes damage, or someone uses an action to
// shake or slap the sleeper awake" (SRD 5.1 Sleep). A blow that leaves it
// standing wakes it: while another foe is awake to fight, the blow's
// worth is weighed against the rounds of that foe's blows it brings back.
// With every foe asleep, striking them is all there is to do, and the
// blows on helpless foes (advantage, and a critical hit within 5 ft) are
// worth their damage.

// wakeRounds is the rounds of a woken foe's blows counted against a blow
// that wakes it.
const wakeRounds = 2

// awakeFoe reports whether some foe stands awake: not down, not asleep.
func (p *Policy) awakeFoe(v *view) bool {
	for _, t := range v.foes {
		if !v.s.Combatants[t].Down() && !v.s.Asleep(t) {
			return true
		}
	}
	return false
}

// wakeCost is what a blow at hit chance hit on t, asleep, costs by waking
// it: nothing when the blow's expected damage (a critical hit's dice
// when every hit is one) would drop it, else the chance it lands × its
// rough damage a round × wakeRounds.
func (p *Policy) wakeCost(s *battle.State, t int, pv battle.AttackPreview, hit float64) float64 {
	tc := &s.Combatants[t]
	f := p.factor(s, t, pv)
	dmg := p.meanOf(pv.Damage) * f
	if pv.Crit <= 1 {
		dmg += p.critExtra(pv) * f
	}
	if dmg >= float64(tc.HP.Current+tc.HP.Temp) {
		return 0
	}
	return hit * wakeRounds * p.perRound(tc)
}
