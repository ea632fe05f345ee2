package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// React answers the engine when a reaction the rules allow is on offer
// (battle.React: sim sets it on each trial's fight, and `skirmish run
// --auto` on its own): reactor may react to trigger's doing, kind naming
// the reaction. The engine offers only legal reactions, and Shield only
// when it would turn the hit into a miss; the policy weighs the slot.
//
//   - an opportunity attack is taken, except by a creature that keeps its
//     reaction for Shield (it has the spell and a slot) and whose weapon
//     would do little (under 5 hit points expected): a wizard with a
//     dagger;
//   - Shield is cast when the slot it spends is worth less than the blow
//     it stops (a 1st- or 2nd-level slot always; a higher one when the
//     caster is below half its hit points), and against magic missile
//     when a 1st-level slot is left;
//   - Hellish Rebuke is cast with a slot of level 2 or less, or on a
//     creature it would likely drop;
//   - a shield is sacrificed (OSR, seed 004 "AC") at or below half hit
//     points, when the hit it stops may be one of the last;
//   - a readied spell is released (its slot was spent as it was
//     readied, and a spell not released by the caster's next turn is
//     lost), and a readied move is made: the engine offers either only
//     when it can be taken, its targets in range (battle/ready_spell.go);
//   - Uncanny Dodge halves a hit of 6 or more (a blow worth more than
//     the opportunity attack the reaction is otherwise kept for), one
//     that would drop the rogue, and any hit at or below half its hit
//     points. Shield, when the rogue also has it, is asked first, on the
//     hit, by its own rule: a miss beats half;
//   - Stunning Strike once a turn, on a foe that is not stunned already,
//     hits hard (7 or more a round), has more than 10 hit points left and
//     fails the save at least 3 times in 10; on one with Legendary
//     Resistance left only while 3 ki or more are left to spend;
//   - the rest (parry, a valor bard's combat inspiration, readied
//     attacks, legendary resistance, a mount's dismount, Indomitable's
//     reroll of a failed save) are taken.
func (p *Policy) React(s *battle.State, reactor, trigger int, kind string) bool {
	c := &s.Combatants[reactor]
	switch kind {
	case "opportunity attack":
		if s.SlotsLeft(reactor, 1)+s.SlotsLeft(reactor, 2) > 0 && hasSpell(c, "shield") {
			best := 0.0
			for k := range c.Attacks {
				if m := p.meanOf(c.Attacks[k].Damage); m > best {
					best = m
				}
			}
			return 0.6*best >= 5
		}
		return true
	case battle.ReactShield:
		lv := lowestSlot(s, reactor, 1)
		return lv > 0 && (lv <= 2 || 2*c.HP.Current < c.HP.Max)
	case battle.ReactShieldMissile:
		return s.SlotsLeft(reactor, 1) > 0
	case battle.ReactSacrificeShield:
		// Seed 004's shield stops one hit for good: kept until the blow
		// could be one of the last (at or below half hit points).
		return 2*c.HP.Current <= c.HP.Max
	case battle.ReactReadiedSpell, battle.ReactReadiedMove:
		return true
	case battle.ReactUncannyDodge:
		dmg := s.OfferedDamage()
		return dmg >= 6 || dmg >= c.HP.Current || 2*c.HP.Current <= c.HP.Max
	case battle.ReactStunningStrike:
		return p.stunWorth(s, reactor, trigger)
	case battle.ReactHellishRebuke:
		lv := lowestSlot(s, reactor, 1)
		tc := &s.Combatants[trigger]
		return lv > 0 && (lv <= 2 || tc.HP.Current <= 11)
	}
	return true
}

// stunWorth is whether monk a spends 1 ki on a Stunning Strike on t.
func (p *Policy) stunWorth(s *battle.State, a, t int) bool {
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if c.Class.StunRound == s.Round && c.Class.StunTurn == s.Turn && c.Class.StunRound != 0 {
		return false // once a turn: the first hit's
	}
	if tc.Conds.Has(rules.Stunned) || tc.Conds.Incapacitated() || tc.HP.Current <= 10 || p.perRound(tc) < 7 {
		return false
	}
	if tc.Traits.LegendaryResistance > tc.LegendaryUsed && s.KiLeft(a) < 3 {
		return false
	}
	return 1-s.SaveChance(t, rules.Con, s.KiDC(a), battle.NoCover) >= 0.3
}

// hasSpell reports whether a caster has the spell of that id.
func hasSpell(c *battle.Combatant, id string) bool {
	if c.Casting.Caster == nil {
		return false
	}
	for _, sp := range c.Casting.Spells {
		if sp.ID == id {
			return true
		}
	}
	return false
}

// lowestSlot is the lowest slot level from lv up with a slot left, 0 for
// none: the one a reaction spell spends.
func lowestSlot(s *battle.State, a, lv int) int {
	for ; lv <= 9; lv++ {
		if s.SlotsLeft(a, lv) > 0 {
			return lv
		}
	}
	return 0
}
