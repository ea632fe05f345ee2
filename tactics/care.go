package tactics

import "github.com/skirmish-rpg/skirmish/battle"

// careOptions: looking after allies — stabilizing or healing a dying one,
// healing a badly hurt one, drinking a potion when low.
func (p *Policy) careOptions(v *view, add func(option)) {
}

// roundsAhead is how many more rounds a fight is reckoned to last when
// weighing a creature's worth: an ally back on its feet acts for about
// that many.
const roundsAhead = 3

// worthUp is what bringing a downed ally back to its feet is worth, on
// the scale of every option (hit points of damage dealt or its
// equivalent): the damage it would deal in the rounds ahead, plus the
// life saved when it is dying rather than stable (each death save it
// fails is a step toward death, and a blow on a dying creature is a
// failed save: seed 001 "Death Saving Throws"). Care (stabilize, potions,
// Lay on Hands) and healing spells (spell.go) weigh their targets with
// it, so both scales agree. An ally on its feet, or dead, is worth 0.
func (p *Policy) worthUp(v *view, ally int) float64 {
	c := &v.s.Combatants[ally]
	if c.Dead || c.HP.Current > 0 {
		return 0
	}
	w := roundsAhead * p.perRound(c)
	if !c.Dying.Stable {
		// A life at stake: worth more with each failed save, and more than
		// any one attack (an attack's worth tops out near its damage plus
		// the kill bonus).
		w += 15 + 5*float64(c.Dying.Failures)
	}
	return w
}

// perRound is a rough expected damage a creature deals in a round: its
// best attack's mean damage at an even chance to hit, times the attacks
// of its Attack action (Extra Attack, Multiattack). It ignores its foes'
// AC on purpose: it weighs the creature, not one exchange. A creature
// with no weapon worth the name (a caster who fights with spells) counts
// as dealing a modest 5.
func (p *Policy) perRound(c *battle.Combatant) float64 {
	best := 0.0
	for k := range c.Attacks {
		if m := p.meanOf(c.Attacks[k].Damage); m > best {
			best = m
		}
	}
	return max(0.6*best*float64(1+c.ExtraAttacks), 5)
}
