package tactics

// worthKi is what a ki point is kept for: a Flurry of Blows' strike or a
// Stunning Strike later.
const worthKi = 3

// kiOptions: a monk's ki on its bonus action beside Flurry of Blows
// (bonus.go) — SRD 5.1 "Patient Defense" and "Step of the Wind", each 1
// ki and offered only where the ruleset has the action:
//
//   - Patient Defense, once its action is spent, when the foes within
//     reach of it would hit it for more than the ki is worth: Dodge's
//     disadvantage takes about 4 hits in 10 off their blows;
//   - Step of the Wind's Dash, as Cunning Action's: the nearest foe is
//     beyond this turn's move and nothing is in reach, with a ki point
//     left over for a Stunning Strike when it arrives.
func (p *Policy) kiOptions(v *view, canAttack bool, add func(option)) {
	s, a, c := v.s, v.a, v.c
	cs := &c.Class
	ki := s.KiLeft(a)
	if ki == 0 || c.Turn.Bonus {
		return
	}
	if cs.Has("patient-defense") && !c.Dodging && c.Turn.Action && c.Turn.AttacksLeft == 0 && s.Rules().Allows("dodge") == nil {
		hits := 0.0
		for _, t := range v.foes {
			tc := &s.Combatants[t]
			if !tc.Down() && tc.Conds.CanAct() && s.Distance(a, t) <= 10 {
				hits += p.perRound(tc)
			}
		}
		if sc := 0.4*hits - worthKi; sc > 0 {
			add(option{line: c.Name + " patient defense", slot: SlotBonus, score: sc, why: "Patient Defense: Dodge for 1 ki, the foes beside it hit hard"})
		}
	}
	if cs.Has("step-of-the-wind") && ki >= 2 && canAttack && c.Turn.Moved == 0 && c.Conds.CanMove() && !p.anyUsable(v) && s.Rules().Allows("dash") == nil {
		if t := nearestFoe(s, a); t >= 0 && s.Distance(a, t)-c.Reach() > feetLeft(s, a, "") {
			add(option{line: c.Name + " step of the wind dash", slot: SlotBonus, score: worthDash - 1, why: "Step of the Wind: Dash for 1 ki, the nearest foe is beyond its move"})
		}
	}
}
