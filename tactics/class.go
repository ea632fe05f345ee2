package tactics

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Class features the engine plays on command that the other generators
// don't offer: Turn Undead and War Priest (battle/feature_turn.go,
// feature_war.go), and Divine Smite riding on an attack (smiteOptions,
// called from attackOptions). Each is offered only as the engine would
// take it, so none is refused.

// turnRounds is how many rounds of a turned undead's blows Turn Undead is
// reckoned to save: it runs until it takes damage, and the cleric's side
// will hit it sooner or later.
const turnRounds = 2

// classOptions: Turn Undead (an action) and War Priest (a bonus action).
func (p *Policy) classOptions(v *view, add func(option)) {
	if !v.c.Conds.CanAct() {
		return
	}
	p.turnUndead(v, add)
	p.warPriest(v, add)
}

// turnUndead offers Channel Divinity: Turn Undead when undead foes stand
// within 30 ft: worth, for each, its chance to fail the Wisdom save times
// its hit points and a kill's worth when Destroy Undead would destroy it
// (seed 000 "CLERICS: TURNING UNDEAD"), else times the blows it would not
// strike while it flees.
func (p *Policy) turnUndead(v *view, add func(option)) {
	s, a, c := v.s, v.a, v.c
	cs := &c.Class
	if c.Turn.Action || !cs.Has("turn-undead") || cs.ChannelUsed >= cs.Def.Number("channel-divinity-uses", cs.Level) {
		return
	}
	dc, destroy := c.TurnUndeadDC() // the engine's own
	worth, n := 0.0, 0
	for _, t := range v.foes {
		tc := &s.Combatants[t]
		if tc.Down() || !strings.HasPrefix(tc.CreatureType, "undead") || tc.Class.TurnedBy != "" || s.Distance(a, t) > 30 {
			continue
		}
		fail := 1 - s.SaveChance(t, rules.Wis, dc, battle.Cover(0))
		if cr, err := compendium.ParseCR(tc.CR); err == nil && tc.CR != "" && destroy >= 0 && cr <= destroy {
			worth += fail * (float64(tc.HP.Current+tc.HP.Temp) + 10)
		} else {
			worth += fail * turnRounds * p.perRound(tc)
		}
		n++
	}
	if n == 0 {
		return
	}
	why := ""
	if !v.lineOnly {
		why = fmt.Sprintf("Turn Undead: %d undead within 30 ft, DC %d Wisdom save (%.1f worth)", n, dc, worth)
	}
	add(option{line: c.Name + " turn undead", slot: SlotAction, score: worth, why: why})
}

// warPriest offers a War Domain cleric's bonus-action weapon attack after
// its Attack action, at the foe its best melee weapon hurts most.
func (p *Policy) warPriest(v *view, add func(option)) {
	c := v.c
	cs := &c.Class
	if !c.Turn.Attacking || c.Turn.Bonus || cs.Subclass != "war" || cs.WarPriestUsed >= max(c.Scores.Mod(rules.Wis), 1) {
		return
	}
	best, bestSc, with := -1, 0.0, ""
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if w.Ranged || !c.Ready(w.Name) {
			continue
		}
		if t, sc := p.bestStrike(v, w.Name, false); t >= 0 && (best < 0 || sc > bestSc) {
			best, bestSc, with = t, sc, w.Name
		}
	}
	if best < 0 {
		return
	}
	add(option{line: c.Name + " war priest " + name(v.s, best) + " with " + with, slot: SlotBonus, score: bestSc,
		why: "War Priest: a weapon attack as a bonus action after the Attack action"})
}

// smiteOptions offers the attack with Divine Smite at each slot level the
// paladin has left (seed 000 line 507: 2d8 radiant, +1d8 a level above
// 1st to 5d8, +1d8 on undead or fiends). The slot is spent only on a hit,
// so it costs the slot's worth times the chance to hit; the dice count no
// higher than what the foe has left after the weapon's blow, and a hit
// that would drop the foe only with them earns the kill's worth.
func (p *Policy) smiteOptions(v *view, t int, pv battle.AttackPreview, o option, add func(option)) {
	s, a, c := v.s, v.a, v.c
	tc := &s.Combatants[t]
	if !c.Class.Has("divine-smite") || pv.Attack.Ranged || o.atk.with == "unarmed strike" || tc.Down() {
		return
	}
	hit, crit := pv.HitChance()
	weapon := p.meanOf(pv.Damage) * p.factor(s, t, pv)
	left := float64(tc.HP.Current + tc.HP.Temp)
	f := p.fight(v)
	for lv := 1; lv <= 5; lv++ {
		if s.SmiteSlotsLeft(a, lv) <= 0 {
			continue
		}
		dmg := 4.5 * float64(battle.SmiteDice(lv, tc)) * s.DamageFactor(t, "radiant") // the engine's dice
		gain := hit*min(dmg, max(left-weapon, 0)) + crit*dmg
		if weapon < left && weapon+dmg >= left {
			gain += hit * 10 // the smite drops it
		}
		if gain -= hit * p.slotCost(v, &f, lv); gain <= 0 {
			continue
		}
		so := o
		so.score += gain
		so.atk.smite = lv
		add(so)
	}
}
