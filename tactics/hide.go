package tactics

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Hiding with the bonus action (a rogue's Cunning Action, a goblin's
// Nimble Escape): a creature that can't be seen by a foe attacks it with
// advantage, and is attacked with disadvantage (seed 001 "Unseen
// Attackers and Targets"), so a rogue's next shot carries its Sneak
// Attack wherever its allies stand. A creature may hide where no foe sees
// it or, under the 2014 rules, behind three-quarters cover from each
// (battle.State.HideCheck); it stays hidden from a foe whose passive
// Perception its Stealth total beats until it attacks.

// hideDiscount is the share of a hiding's gain counted: the creature may
// be found, or the fight may turn before its next attack.
const hideDiscount = 0.7

// hideOptions: hide with the bonus action where it stands, when the rules
// allow it there; or, once its attacks are made, walk to the nearest
// place out of every foe's sight or behind their cover, without drawing
// an opportunity attack, to hide there.
func (p *Policy) hideOptions(v *view, add func(option)) {
	s, a, c := v.s, v.a, v.c
	line := hideLine(c)
	if line == "" || c.Hidden != 0 || !p.foeStanding(v) {
		return
	}
	here := s.MayHide(a)
	walk := !here && c.Turn.Action && c.Turn.AttacksLeft == 0 && c.Conds.CanMove() && v.preset != "aggressive"
	if !here && !walk {
		return // it walks off to hide once its blows are struck; an aggressive one never steps back
	}
	var sq grid.Square
	if walk {
		var ok bool
		if sq, ok = p.hideSpotKept(v); !ok {
			return
		}
	}
	worth, chance := p.hideWorth(v)
	if worth <= 0 {
		return
	}
	if walk {
		why := ""
		if !v.lineOnly {
			why = fmt.Sprintf("walking out of its foes' sight to hide there (%s)", bonusFeature(c))
		}
		add(option{slot: SlotMove, score: 0.9 * worth, why: why, plan: p.movePlan(a, "", sq, nil)})
		return
	}
	why := ""
	if !v.lineOnly {
		why = fmt.Sprintf("hiding (%s): %.0f%% to beat the foes' passive Perception; its next attack with advantage, theirs on it with disadvantage", bonusFeature(c), 100*chance)
	}
	add(option{line: line, slot: SlotBonus, score: worth, why: why})
}

// hideLine is the command that hides with the bonus action, "" when the
// creature has none to spare or no feature that allows it.
func hideLine(c *battle.Combatant) string {
	if c.Turn.Bonus || !c.Conds.CanAct() {
		return ""
	}
	switch {
	case c.Class.Has("cunning-action"):
		return c.Name + " cunning action hide"
	case c.Traits.NimbleEscape:
		return c.Name + " hide" // the bonus action once its action is spent (battle: actionOrNimble)
	}
	return ""
}

// bonusFeature names what lets it hide with the bonus action.
func bonusFeature(c *battle.Combatant) string {
	if c.Class.Has("cunning-action") {
		return "Cunning Action"
	}
	return "Nimble Escape"
}

// hideWorth is what hiding brings, and the chance the Stealth check
// succeeds: that chance × hideDiscount × the most its next attack on a
// standing foe gains from advantage (the hit chance, and a Sneak Attack
// the advantage brings: battle.State.HitDamage), + 1 for the foes'
// disadvantage on it.
func (p *Policy) hideWorth(v *view) (worth, chance float64) {
	s, a, c := v.s, v.a, v.c
	chance = p.stealthChance(v)
	if chance == 0 {
		return 0, 0
	}
	gain := 0.0
	for _, t := range v.foes {
		tc := &s.Combatants[t]
		if tc.Down() {
			continue
		}
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !c.Ready(w.Name) {
				continue
			}
			pv := battle.AttackPreview{Attack: w, Bonus: w.Bonus, AC: tc.AC, Crit: 20}
			pv.Damage, pv.Once = s.HitDamage(a, t, w, rules.Normal)
			_, plain, _ := p.worth(s, t, pv)
			pv.Mode = rules.Advantage
			pv.Damage, pv.Once = s.HitDamage(a, t, w, rules.Advantage)
			_, adv, _ := p.worth(s, t, pv)
			gain = max(gain, adv-plain)
		}
	}
	return chance * hideDiscount * (gain + 1), chance
}

// stealthChance is the chance its Dexterity (Stealth) check beats every
// standing foe's passive Perception (and the ruleset's DC, 15 under the
// 2024 rules): d20 + its Stealth bonus (the file's, else its Dexterity
// modifier).
func (p *Policy) stealthChance(v *view) float64 {
	s, c := v.s, v.c
	need := s.Rules().HideDC
	for _, t := range v.foes {
		if tc := &s.Combatants[t]; !tc.Down() {
			need = max(need, tc.PassivePerception()+1)
		}
	}
	bonus := c.Skill("stealth", rules.Dex)
	faces := 21 - (need - bonus) // the d20 faces that reach need
	return float64(min(max(faces, 0), 20)) / 20
}

// hideKey is what hideSpot's answer depends on: where the creature
// stands, how far it has moved, where each standing foe is (a sum
// weighted by their order, enough to tell one decision's scene from
// another's in a turn) and which of them has its reaction (an
// opportunity attack the way might draw). Within one turn the answer is asked at each
// decision after its blows; it is kept for the next while the key holds.
type hideKey struct {
	a, round, turn, moved int
	at                    grid.Square
	foes                  int
	reacts                uint64
}

// hideSpotKept is hideSpot, kept for the next decision of the turn.
func (p *Policy) hideSpotKept(v *view) (grid.Square, bool) {
	k := hideKey{a: v.a, round: v.s.Round, turn: v.s.Turn, moved: v.c.Turn.Moved, at: v.c.At}
	for i, t := range v.foes {
		if tc := &v.s.Combatants[t]; !tc.Down() {
			k.foes += (i + 1) * (tc.At.Col*1009 + tc.At.Row + 1)
			if tc.Reaction && i < 64 {
				k.reacts |= 1 << i
			}
		}
	}
	if p.hideMemo.ok && p.hideMemo.key == k {
		return p.hideMemo.sq, p.hideMemo.found
	}
	sq, found := p.hideSpot(v)
	p.hideMemo = hideMemo{key: k, sq: sq, found: found, ok: true}
	return sq, found
}

// hideMemo is the last hideSpot answer and its key.
type hideMemo struct {
	key       hideKey
	sq        grid.Square
	found, ok bool
}

// hideSpot is the nearest square within the rest of its move where the
// map hides it from every foe (battle.State.HideSpot), out of their
// reach, reached without drawing an opportunity attack. Only squares
// beside a wall or an object of three-quarters cover are weighed: where
// one hides, and a sight line's test for every foe from every square in
// reach cost a third of a fight's time.
func (p *Policy) hideSpot(v *view) (grid.Square, bool) {
	s, a, n := v.s, v.a, v.c.Size.Squares()
	w := p.walkOutOfReach(v, func(sq grid.Square) bool {
		return besideCover(s.Map, sq, n) && s.HideSpot(a, sq)
	})
	return w.sq, w.found && w.prov == 0
}

// besideCover reports whether a wall, or an object giving three-quarters
// cover or more, is within one square of the space of n squares at sq.
func besideCover(m *grid.Map, sq grid.Square, n int) bool {
	for r := sq.Row - 1; r <= sq.Row+n; r++ {
		for c := sq.Col - 1; c <= sq.Col+n; c++ {
			at := grid.Square{Col: c, Row: r}
			if m.In(at) && (m.Wall(at) || m.Object(at) >= grid.ThreeQuartersCover) {
				return true
			}
		}
	}
	return false
}
