package tactics

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"

	"github.com/skirmish-rpg/skirmish/battle"
)

// attackOptions: each attack the creature could make now against each
// foe in reach or range, worth its expected damage (battle.PreviewAttack:
// the real modifiers, advantage, AC and cover; critical hits; the
// target's resistances), more when it would drop the foe.
func (p *Policy) attackOptions(v *view, add func(option)) {
	c := v.c
	if !c.Conds.CanAct() || c.Turn.Action && c.Turn.AttacksLeft == 0 {
		return
	}
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if tc.Down() && v.preset != "ruthless" {
			continue // a downed foe is left alone unless the file says ruthless
		}
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !c.Ready(w.Name) {
				continue
			}
			score, why, ok := p.expected(v.s, v.a, t, w.Name)
			if !ok {
				continue
			}
			add(option{line: fmt.Sprintf("%s attack %s with %s", c.Name, tc.Name, w.Name), slot: SlotAction, score: score, why: why})
		}
	}
}

// expected is what an attack is worth: its expected damage after the
// target's defenses, with a bonus for a likely kill (a foe dropped deals
// no more damage) and for a wounded target (focus fire).
func (p *Policy) expected(s *battle.State, a, t int, attack string) (float64, string, bool) {
	pv, err := s.PreviewAttack(a, t, attack)
	if err != nil {
		return 0, "", false
	}
	hit, crit := pv.HitChance()
	dmg := p.meanOf(pv.Damage) * p.factor(s, t, pv)
	exp := hit*dmg + crit*p.critExtra(pv)*p.factor(s, t, pv)
	tc := &s.Combatants[t]
	score := exp
	left := float64(tc.HP.Current + tc.HP.Temp)
	if tc.HP.Current > 0 && dmg >= left {
		score += hit * 10 // it would likely drop: one foe fewer acting
	}
	if tc.HP.Max > 0 {
		score += 2 * (1 - float64(tc.HP.Current)/float64(tc.HP.Max)) // finish off the wounded
	}
	why := fmt.Sprintf("%s: %.0f%% to hit (%+d vs AC %d, %s), %.1f damage expected", attack, 100*hit, pv.Bonus, pv.AC, pv.Mode, exp)
	return score, why, true
}

// factor is the share of the attack's damage the target takes: its
// resistance, immunity or vulnerability to the damage's first type.
func (p *Policy) factor(s *battle.State, t int, pv battle.AttackPreview) float64 {
	if pv.Damage == nil {
		return 1
	}
	if typ := firstType(pv.Damage.Root); typ != "" {
		return s.DamageFactor(t, typ)
	}
	return 1
}

// critExtra is what a critical hit adds: the damage dice once more (seed
// 001 "Critical Hits").
func (p *Policy) critExtra(pv battle.AttackPreview) float64 {
	if pv.Damage == nil {
		return 0
	}
	m, ok := p.crit[pv.Damage]
	if !ok {
		m = p.meanOf(&dice.Expr{Root: rules.CritDice(pv.Damage.Root)}) - p.meanOf(pv.Damage)
		p.crit[pv.Damage] = m
	}
	return m
}

// firstType is the first damage type an expression labels, "" for none.
func firstType(n dice.Node) string {
	switch n := n.(type) {
	case *dice.Label:
		return n.Name
	case *dice.Binary:
		if t := firstType(n.L); t != "" {
			return t
		}
		return firstType(n.R)
	case *dice.Neg:
		return firstType(n.X)
	}
	return ""
}
