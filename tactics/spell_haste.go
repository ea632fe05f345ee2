package tactics

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
)

// Haste (SRD 5.1: "Choose a willing creature that you can see within
// range. Until the spell ends, the target's speed is doubled, it gains a
// +2 bonus to AC, it has advantage on Dexterity saving throws, and it
// gains an additional action on each of its turns. That action can be
// used only to take the Attack (one weapon attack only), Dash, Disengage,
// Hide, or Use an Object action."): cast on the ally whose extra weapon
// attack each round is worth the most, with the hits its +2 AC turns away
// (spell_ward.go), for the rounds the fight is reckoned to last yet; and
// the hasted creature's additional action, one weapon attack, taken on
// each of its turns (`NAME haste attack TARGET with WEAPON`).

// hasteCast: Haste on itself or an ally within its range, standing and
// not hasted already.
func (p *Policy) hasteCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	try := func(t int) {
		tc := &v.s.Combatants[t]
		if tc.Down() || !tc.Conds.CanAct() || t != v.a && v.s.Distance(v.a, t) > sp.Range || v.s.HasSpellOn(t, sp.ID) {
			return
		}
		blow := p.oneBlow(tc)
		saved := p.turnedAway(v, t, v.s.ArmorClass(t), v.s.ArmorClassWith(t, sp))
		if blow+saved <= 0 {
			return
		}
		p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: (blow + saved) * f.rounds, cost: cost,
			nf: "%s gets one more weapon attack a round (%.1f damage) and +2 AC (%.1f turned away a round) for the rounds ahead", ns: tc.Name,
			nx: [3]float64{blow, saved}, nk: noteNameTwo})
	}
	try(v.a)
	for _, t := range v.allies {
		try(t)
	}
}

// oneBlow is a rough worth of one weapon attack of creature c: its best
// attack's mean damage at an even chance to hit (perRound's measure, one
// attack of its Attack action).
func (p *Policy) oneBlow(c *battle.Combatant) float64 {
	best := 0.0
	for k := range c.Attacks {
		best = max(best, p.meanOf(c.Attacks[k].Damage))
	}
	return 0.6 * best
}

// hasteOptions: the hasted creature's additional action, one weapon
// attack on a foe it may strike now, worth that attack's expected damage
// (attack.go's worth) — it is the Attack action's alone: it counts no
// further attacks (SRD 5.1 Haste: "one weapon attack only"). Its regular
// action is untouched: the engine sets it aside while the haste action is
// taken (battle/spell_haste.go).
func (p *Policy) hasteOptions(v *view, add func(option)) {
	c := v.c
	if !v.s.MayHasteAction(v.a) {
		return
	}
	for _, t := range v.foes {
		if !foeWorth(v, t) {
			continue
		}
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !c.Ready(w.Name) {
				continue
			}
			pv, err := v.s.PreviewAttack(v.a, t, w.Name)
			if err != nil {
				continue
			}
			score, exp, hit := p.worth(v.s, t, pv)
			why := ""
			if !v.lineOnly {
				why = fmt.Sprintf("its haste action: one %s attack on %s, %.0f%% to hit, %.1f damage expected", w.Name, name(v.s, t), 100*hit, exp)
			}
			add(option{line: c.Name + " haste attack " + name(v.s, t) + " with " + w.Name, slot: SlotAction, score: score, why: why})
		}
	}
}
