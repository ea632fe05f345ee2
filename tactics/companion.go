package tactics

import (
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
)

// companionOptions: a beast master's animal companion has no turn of its
// own (battle/feature_companion.go, seed 000 "RANGERS: BEAST MASTER ANIMAL
// COMPANION"), so on the ranger's turn the ranger's policy commands it:
//
//   - `WOLF attack TARGET with ATTACK` against each foe in the beast's
//     reach, worth the beast's attack as previewed. The command costs one
//     attack of the ranger's Attack action, so it is weighed as the
//     ranger's own attack is (attack.go): taking the action now brings the
//     ranger's further attacks, counted at the ranger's best attack now;
//     at ranger level 11+ the command brings the beast's second attack
//     (seed 000 "MULTIPLE ATTACKS"), counted too. That second attack,
//     once commanded, costs nothing and is offered for what it is worth.
//   - `WOLF move to SQUARE` when no foe is in its reach: it closes in on
//     the nearest foes as a creature's own move does (move.go), worth its
//     attack once there if it can still be commanded this turn, a little
//     otherwise (in place for the next round).
//
// Its Dash, Disengage, Dodge and Help, which cost the ranger's action, are
// not weighed.
func (p *Policy) companionOptions(v *view, add func(option)) {
	s, rc := v.s, v.c
	if rc.Class.Subclass != "beast-master" {
		return
	}
	b := companionOf(s, v.a)
	if b < 0 {
		return
	}
	bc := &s.Combatants[b]
	if bc.Down() || !bc.Conds.CanAct() {
		return
	}
	free := bc.Turn.Attacking && bc.Turn.AttacksLeft > 0 // the commanded action's next attack
	command := !bc.Turn.Action && rc.Conds.CanAct() && !rc.Down() &&
		(!rc.Turn.Action || rc.Turn.Attacking && rc.Turn.AttacksLeft > 0)
	canAttack := free || command
	more := 0.0 // what the command brings beyond the beast's first attack
	if command {
		more = float64(companionAttacks(rc) - 1)
	}
	rangerMore := 0.0
	if command && !rc.Turn.Action {
		rangerMore = float64(rc.ExtraAttacks) * p.bestAttack(v)
	}
	reached := false
	for _, t := range v.foes {
		tc := &s.Combatants[t]
		if tc.Down() && v.preset != "ruthless" {
			continue
		}
		if meleeReach(s, b, t) {
			reached = true
		}
		if !canAttack {
			continue
		}
		for k := range bc.Attacks {
			w := &bc.Attacks[k]
			if !bc.Ready(w.Name) {
				continue
			}
			pv, err := s.PreviewAttack(b, t, w.Name)
			if err != nil {
				continue
			}
			score, exp, hit := p.worth(s, t, pv)
			score += more*exp + rangerMore
			why := bc.Name + "'s " + w.Name + " on " + name(s, t) + ": " + strconv.Itoa(int(100*hit+0.5)) + "% to hit, " +
				strconv.FormatFloat(exp, 'f', 1, 64) + " damage expected"
			if free {
				why += "; the second attack of the Attack action " + rc.Name + " commanded (ranger level 11+)"
			} else {
				why = rc.Name + " commands its companion, for one attack of its Attack action: " + why
				if more > 0 {
					why += ", twice (ranger level 11+)"
				}
			}
			add(option{line: bc.Name + " attack " + name(s, t) + " with " + w.Name, slot: SlotAction, score: score, why: why})
		}
	}
	if !reached && bc.Conds.CanMove() {
		p.companionMove(v, b, canAttack, add)
	}
}

// companionMove adds the companion's move toward the nearest foes it could
// reach this turn, if any square is worth moving to.
func (p *Policy) companionMove(v *view, b int, canAttack bool, add func(option)) {
	s := v.s
	bc := &s.Combatants[b]
	if feetLeft(s, b, "") <= 0 {
		return
	}
	best, bestScore := -1, 0.0
	var bestLine string
	for _, t := range p.nearest(v, 2) {
		sq, mode, prov, togo, path, ok := p.bestApproach(s, b, b, t)
		if !ok || sq == bc.At && path == nil {
			continue
		}
		tc := &s.Combatants[t]
		score := 0.5 // in place for next round
		if canAttack {
			score = 1 + 2*(1-float64(tc.HP.Current)/float64(max(tc.HP.Max, 1)))
			if togo == 0 {
				score += p.companionWorth(s, b, t)
			}
		}
		if v.preset != "aggressive" {
			score -= 2 * float64(prov)
		}
		if best >= 0 && score <= bestScore {
			continue
		}
		line := bc.Name + " " + verbOf[mode] + " to " + sq.String()
		if path != nil { // around the foes' reach, square by square
			var sb strings.Builder
			sb.WriteString(bc.Name + " " + verbOf[mode])
			for _, st := range path {
				sb.WriteString(" " + st.To.String())
			}
			line = sb.String()
		}
		best, bestScore, bestLine = t, score, line
	}
	if best >= 0 {
		add(option{line: bestLine, slot: SlotMove, score: bestScore,
			why: v.c.Name + "'s companion " + bc.Name + " closes in on " + name(s, best) + " (it moves on its ranger's turn)"})
	}
}

// companionWorth is what the companion's best melee attack on t would be
// worth once in reach, rolled with no advantage either way.
func (p *Policy) companionWorth(s *battle.State, b, t int) float64 {
	bc := &s.Combatants[b]
	best := 0.0
	for k := range bc.Attacks {
		w := &bc.Attacks[k]
		if w.Ranged || !bc.Ready(w.Name) {
			continue
		}
		sc, _, _ := p.worth(s, t, battle.AttackPreview{Attack: w, Bonus: w.Bonus, AC: s.Combatants[t].AC, Crit: 20, Damage: w.Damage})
		best = max(best, sc)
	}
	return best
}

// bestAttack is the expected damage of the creature's best attack on a
// foe now: what one of its own further attacks is counted at.
func (p *Policy) bestAttack(v *view) float64 {
	best := 0.0
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() {
			continue
		}
		for k := range v.c.Attacks {
			if pv, err := v.s.PreviewAttack(v.a, t, v.c.Attacks[k].Name); err == nil {
				_, exp, _ := p.worth(v.s, t, pv)
				best = max(best, exp)
			}
		}
	}
	return best
}

// companionOf is the index of ranger r's animal companion, or -1.
func companionOf(s *battle.State, r int) int {
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.CompanionOf != "" && i != r && !c.Dead && strings.EqualFold(c.CompanionOf, s.Combatants[r].Name) {
			return i
		}
	}
	return -1
}

// companionAttacks is the attacks a commanded Attack action of ranger rc's
// companion makes: the beast master's companion-attacks at its level
// (compendium/data/classes.yaml), at least 1.
func companionAttacks(rc *battle.Combatant) int {
	if cs := &rc.Class; cs.Def != nil {
		if sub := cs.Def.Subclass("beast-master"); sub != nil {
			return max(sub.Number("companion-attacks", cs.Level), 1)
		}
	}
	return 1
}
