package tactics

import (
	"cmp"
	"slices"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Sleep (SRD 5.1: "Roll 5d8; the total is how many hit points of
// creatures this spell can affect. Creatures within 20 feet of a point
// you choose within range are affected in ascending order of their
// current hit points (ignoring unconscious creatures). [...] each
// creature affected by this spell falls unconscious until the spell ends,
// the sleeper takes damage, or someone uses an action to shake or slap
// the sleeper awake. [...] Undead and creatures immune to being charmed
// aren't affected by this spell." At Higher Levels: "roll an additional
// 2d8 for each slot level above 1st").
//
// The spell knows no friend from foe, and takes the weakest first: it is
// placed where the creatures it would put to sleep, in the order the
// engine would (battle.SleepOrder: the unaffected passed over), are foes
// as far as the highest roll could reach. A point where any roll could
// reach an ally (or the caster, or anyone not a foe) is never chosen,
// whatever the preset; an ally in the area with more hit points than the
// highest roll leaves is no matter. Each foe counts at the chance the
// roll reaches it (the pool's exact distribution), worth what Hold Person
// weighs a held foe at (spell_support.go): its damage a round for the
// rounds ahead, and 5 — asleep it deals nothing until it is hurt or shaken
// awake, and every blow on it has advantage, a critical hit within 5 ft.

// sleepPoint is a point tried for Sleep and the creatures the spell
// would take there, in order: p.sleepBuf[from:to].
type sleepPoint struct {
	at       grid.Square
	from, to int
}

// sleepCast: Sleep with a slot of level slot at its best point.
func (p *Policy) sleepCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	if p.lastSp != sp { // the points and their sleepers do not depend on the slot: found once
		p.lastSp = sp
		p.sleepPoints(v, sp)
	}
	pool := p.sleepPool(sp, slot)
	if pool == nil {
		return
	}
	best, bestGain, bestN := -1, 0.0, 0.0
	for i := range p.sleepPts {
		pt := &p.sleepPts[i]
		gain, n, ok := p.sleepWorth(v, f, pool, p.sleepBuf[pt.from:pt.to])
		if ok && gain > bestGain {
			best, bestGain, bestN = i, gain, n
		}
	}
	if best < 0 {
		return
	}
	p.casts = append(p.casts, cast{sp: sp, slot: slot, at: p.sleepPts[best].at, area: true, gain: bestGain, cost: cost,
		nf: "%.1f foes expected to fall asleep (%.0f hit points of creatures on average), no ally within reach of the roll", nx: [3]float64{bestN, pool.Mean()}, nk: noteTwo})
}

// sleepWorth is what Sleep with pool would bring on the creatures order,
// in the order the engine puts them to sleep: each foe at the chance the
// roll reaches it. ok is false when the roll could reach a creature that
// is not a foe.
func (p *Policy) sleepWorth(v *view, f *fightState, pool *dice.Dist, order []int) (gain, n float64, ok bool) {
	cum := 0
	for _, i := range order {
		c := &v.s.Combatants[i]
		cum += c.HP.Current
		reach := pool.AtLeast(cum)
		if reach <= 0 {
			break
		}
		if i == v.a || !v.s.Hostile(v.a, i) {
			return 0, 0, false // the spell doesn't tell friend from foe
		}
		gain += reach * (p.perRound(c)*f.rounds + 5)
		n += reach
	}
	return gain, n, n > 0
}

// sleepPool is the distribution of Sleep's hit-point pool with a slot of
// level slot, kept by spell and slot.
func (p *Policy) sleepPool(sp *compendium.Spell, slot int) *dice.Dist {
	key := healKey{sp, slot}
	if d, ok := p.pools[key]; ok {
		return d
	}
	var d *dice.Dist
	if e, err := dice.Parse(sp.HealAt(slot)); err == nil {
		d, _ = dice.NodeDistribution(e.Root, dice.Options{})
	}
	if p.pools == nil {
		p.pools = map[healKey]*dice.Dist{}
	}
	p.pools[key] = d
	return d
}

// sleepPoints finds the points to try (p.sleepPts) and the creatures
// Sleep would take at each, in order (p.sleepBuf): as place does for an
// area (area.go), each foe's square and its neighbours ranked by the
// cheap count of rankPoint, the best few, and the wider search's squares
// within the radius of a foe (area_wide.go), each asked of the engine.
func (p *Policy) sleepPoints(v *view, sp *compendium.Spell) {
	p.sleepPts, p.sleepBuf = p.sleepPts[:0], p.sleepBuf[:0]
	aa := battle.SpellArea(sp)
	if aa == nil {
		return
	}
	var cands [48]grid.Square
	var rank [48]int
	n := 0
	r := 2 * aa.Area.Size / grid.SquareFeet // the radius in half squares
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if tc.Down() || v.s.Asleep(t) || v.s.Distance(v.a, t) > aa.Range+aa.Area.Size {
			continue
		}
		for _, d := range [9][2]int{{0, 0}, {-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}} {
			sq := grid.Square{Col: tc.At.Col + d[0], Row: tc.At.Row + d[1]}
			if n == len(cands) || !v.s.Map.In(sq) || contains(cands[:n], sq) {
				continue
			}
			cands[n], rank[n] = sq, p.rankPoint(v, sq, r)
			n++
		}
	}
	idx := [48]int{}
	for i := range n {
		idx[i] = i
	}
	slices.SortStableFunc(idx[:n], func(a, b int) int { return cmp.Compare(rank[b], rank[a]) })
	var tried [widePicks]grid.Square
	m := 0
	for _, i := range idx[:min(n, widePicks)] {
		tried[m] = cands[i]
		m++
		p.sleepAt(v, sp, cands[i])
	}
	for _, sq := range p.widerPoints(v, aa, false, tried[:m]) {
		p.sleepAt(v, sp, sq)
	}
}

// sleepAt adds point sq, when the cast there would be allowed.
func (p *Policy) sleepAt(v *view, sp *compendium.Spell, sq grid.Square) {
	from := len(p.sleepBuf)
	buf, err := v.s.SleepOrder(v.a, sp, sq, p.sleepBuf)
	if err != nil || len(buf) == from {
		p.sleepBuf = buf[:from]
		return
	}
	p.sleepBuf = buf
	p.sleepPts = append(p.sleepPts, sleepPoint{at: sq, from: from, to: len(buf)})
}
