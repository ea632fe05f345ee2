package tactics

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The Dodge action (seed 001 "Dodge": "Until the start of your next turn,
// any attack roll made against you has disadvantage if you can see the
// attacker, and you make Dexterity saving throws with advantage"), taken
// when the action has nothing better to do: a rogue at 1 hit point beside
// a troll that will regenerate and stand, with no fire to stop it, ended
// its turn doing nothing and was torn apart.
//
// It is worth the harm it turns away: for each foe whose melee reaches
// the creature where they stand (a downed foe that will regenerate
// counts), what disadvantage takes from its blows' expected damage
// (capped at the hit points the creature has) and, when they could drop
// it, 10 × the chance they no longer do, halved, since a foe may choose
// another target. It is offered only when no attack of the creature's can
// reach a foe: a goblin beside a fighter dodged rather than stab it, and
// the fights ran longer. Foes that must first walk to it are not counted: a
// creature that can close in does better to close in, and two that dodged
// each other from afar never met. It competes with everything else the
// action could do: a blow or a spell worth more is chosen instead, and an
// aggressive creature never dodges. The OSR rules have no Dodge (seed
// 004: the engine's ruleset says so, Ruleset.Allows).

// dodgeShare is the part of a foe's blows reckoned to fall on the dodger.
const dodgeShare = 0.5

// dodgeOptions offers the Dodge action.
func (p *Policy) dodgeOptions(v *view, add func(option)) {
	c := v.c
	if c.Turn.Action || c.Dodging || v.preset == "aggressive" || !c.Conds.CanAct() || v.s.MountOf(v.a) >= 0 ||
		len(v.foes) == 0 || v.s.Rules().Allows("dodge") != nil {
		return
	}
	worth := p.dodgeWorth(v)
	if worth <= 0 || p.anyUsable(v) {
		return // a blow on offer is struck rather: a goblin dodged the fighter it could stab
	}
	why := ""
	if !v.lineOnly {
		why = fmt.Sprintf("Dodge: nothing better for its action, and the foes that could strike it before its next turn would lose %.1f of their harm to disadvantage", worth)
	}
	add(option{line: c.Name + " dodge", slot: SlotAction, score: worth, why: why})
}

// dodgeWorth is the harm the Dodge action turns away (see above).
func (p *Policy) dodgeWorth(v *view) float64 {
	s, a, c := v.s, v.a, v.c
	hp := float64(c.HP.Current + c.HP.Temp)
	if hp <= 0 {
		return 0
	}
	ac := s.ArmorClass(a)
	worth := 0.0
	for _, u := range v.foes {
		uc := &s.Combatants[u]
		if uc.Down() && !uc.Regenerating() || !uc.Down() && !uc.Conds.CanAct() {
			continue
		}
		bonus, best := p.blowsOn(s, u, a)
		if best <= 0 {
			continue
		}
		p0 := hitOdds(bonus, ac)
		p1 := p0 * p0 // disadvantage
		n := float64(1 + uc.ExtraAttacks)
		w := n * (p0 - p1) * min(best, hp)
		if n*best >= hp {
			w += 10 * (atLeastOne(p0, 1+uc.ExtraAttacks) - atLeastOne(p1, 1+uc.ExtraAttacks))
		}
		worth += dodgeShare * w
	}
	return worth
}

// blowsOn is foe u's best attack bonus and mean damage among its melee
// attacks that reach creature a where both stand.
func (p *Policy) blowsOn(s *battle.State, u, a int) (bonus int, best float64) {
	uc := &s.Combatants[u]
	dist := s.Distance(u, a)
	for k := range uc.Attacks {
		w := &uc.Attacks[k]
		if w.Ranged || dist > max(w.Reach, 5) {
			continue
		}
		if m := p.meanOf(w.Damage); m > best {
			bonus, best = w.Bonus, m
		}
	}
	return bonus, best
}

// atLeastOne is the chance that at least one of n attacks hits, each with
// chance q.
func atLeastOne(q float64, n int) float64 {
	miss := 1.0
	for range n {
		miss *= 1 - q
	}
	return 1 - miss
}

// hitOdds is the chance an attack of bonus hits armor class ac with
// neither advantage nor disadvantage: the engine's own count
// (battle.AttackPreview.HitChance: a natural 1 misses, a natural 20 hits).
func hitOdds(bonus, ac int) float64 {
	h, _ := battle.AttackPreview{Bonus: bonus, AC: ac, Crit: 20}.HitChance()
	return h
}
