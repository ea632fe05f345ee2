package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Spells that do more than damage, weighed on the same scale: healing by
// what it brings back (a downed ally on its feet is worth worthUp, the
// most of all: care.go), buffs and Hold Person by the damage they add or
// prevent over the rounds the fight is reckoned to last yet, and the
// spiritual weapon's later blows.

// healCast: Healing Word or Cure Wounds on a downed ally first (worthUp),
// else on an ally (or itself) below a third of its hit points, for what it
// restores. Battle refuses undead and constructs (CastCheck).
func (p *Policy) healCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	heal := p.healMean(v, sp, slot)
	try := func(t int) {
		c := &v.s.Combatants[t]
		if c.Dead || t != v.a && v.s.Distance(v.a, t) > sp.Range {
			return
		}
		k := cast{sp: sp, slot: slot, cost: cost, ns: c.Name}
		switch {
		case c.HP.Current == 0:
			k.gain = p.worthUp(v, t) + min(heal, float64(c.HP.Max))/4
			k.nf, k.nx, k.nk = "%s is down: back on its feet with %.0f hit points", [3]float64{heal}, noteNameOne
		case c.HP.Current*3 < c.HP.Max:
			k.gain = 0.5 * min(heal, float64(c.HP.Max-c.HP.Current))
			k.nf, k.nx, k.nk = "%s is badly hurt (%d of %d)", [3]float64{float64(c.HP.Current), float64(c.HP.Max)}, noteNameInts
		default:
			return
		}
		k.targets = p.one(t)
		p.casts = append(p.casts, k)
	}
	try(v.a)
	for _, t := range v.allies {
		try(t)
	}
}

// healMean is a healing spell's mean hit points restored.
func (p *Policy) healMean(v *view, sp *compendium.Spell, slot int) float64 {
	key := healKey{sp, slot}
	m, ok := p.heals[key]
	if !ok {
		m = 0
		if e, err := dice.Parse(sp.HealAt(slot)); err == nil {
			m = p.meanOf(e)
			delete(p.mean, e) // parsed once per key: no need to keep it by pointer
		}
		if p.heals == nil {
			p.heals = map[healKey]float64{}
		}
		p.heals[key] = m
	}
	if sp.AddMod {
		m += float64(v.c.Casting.Mod)
	}
	return m
}

type healKey struct {
	sp   *compendium.Spell
	slot int
}

// markCast: Hunter's Mark on the foe it will strike, early: 1d6 on each
// hit of each of its attacks for the rounds ahead.
func (p *Policy) markCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	t := p.focus(v, sp.Range)
	if t < 0 {
		return
	}
	p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: p.markWorth(v, f, t), cost: cost,
		nf: "1d6 more on each of its hits on %s for the rounds ahead", ns: name(v.s, t), nk: noteNameOnly})
}

// markWorth is Hunter's Mark on foe t: 1d6 on each hit of each of its
// attacks for the rounds ahead, while t stands.
func (p *Policy) markWorth(v *view, f *fightState, t int) float64 {
	return 3.5 * 0.65 * float64(1+v.c.ExtraAttacks) * min(f.rounds, p.roundsToDrop(v, t)+1)
}

// markMove: the hunter's mark moved onto the foe it will strike, a bonus
// action and no slot, once the creature it marked has dropped (SRD 5.1
// "Hunter's Mark": "you can use a bonus action on a subsequent turn of
// yours to mark a new creature"). The spell still held can't be cast
// again (concentration: spellOptions), so without the move a ranger
// concentrated for the rest of the fight on a mark on a dead orc.
func (p *Policy) markMove(v *view, add func(option)) {
	old := v.s.MarkOn(v.a)
	if old < 0 || !v.s.Combatants[old].Down() {
		return
	}
	t := p.focus(v, markRange)
	if t < 0 || v.s.MarkCheck(v.a, t) != nil {
		return
	}
	f := p.fight(v)
	why := ""
	if !v.lineOnly {
		why = "its hunter's mark moved from " + name(v.s, old) + ", down, to " + name(v.s, t) + ": 1d6 more on each of its hits (a bonus action, no slot)"
	}
	add(option{line: v.c.Name + " hunter's mark " + name(v.s, t), slot: SlotBonus, score: p.markWorth(v, &f, t), why: why, before: t + 1})
}

// markRange is Hunter's Mark's range (SRD 5.1), which its move keeps.
const markRange = 90

// roundsToDrop is a rough count of the rounds creature t has left.
func (p *Policy) roundsToDrop(v *view, t int) float64 {
	return float64(v.s.Combatants[t].HP.Current) / max(p.perRound(v.c), 1)
}

// focus is the standing foe within feet it will most likely strike: the
// nearest, ties to the most wounded.
func (p *Policy) focus(v *view, feet int) int {
	best, bd := -1, 0
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		d := v.s.Distance(v.a, t)
		if tc.Down() || d > feet {
			continue
		}
		if best < 0 || d < bd || d == bd && tc.HP.Current < v.s.Combatants[best].HP.Current {
			best, bd = t, d
		}
	}
	return best
}

// blessCast: Bless on itself and the allies within its range that fight,
// early in the fight: about a tenth more of their hits, and saves, for the
// rounds ahead.
func (p *Policy) blessCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	n := sp.CountAt(v.c.Casting.Level, slot)
	start := len(p.tgts) // the targets go to the decision's buffer (p.one)
	if !v.s.HasSpellOn(v.a, sp.ID) {
		p.tgts = append(p.tgts, v.a)
	}
	worth := 0.0
	for _, t := range v.allies {
		if len(p.tgts)-start == n {
			break
		}
		c := &v.s.Combatants[t]
		if c.Down() || v.s.Distance(v.a, t) > sp.Range || v.s.HasSpellOn(t, sp.ID) {
			continue
		}
		p.tgts = append(p.tgts, t)
		worth += 0.12 * p.perRound(c)
	}
	targets := p.tgts[start:len(p.tgts):len(p.tgts)]
	if len(targets) < 2 {
		p.tgts = p.tgts[:start]
		return
	}
	if targets[0] == v.a {
		worth += 0.12 * p.perRound(v.c)
	}
	gain := (worth + 0.5*float64(len(targets))) * f.rounds
	p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: targets, gain: gain, cost: cost,
		nf: "1d4 on the attacks and saves of %d creatures for the rounds ahead", nx: [3]float64{float64(len(targets))}, nk: noteInt})
}

// holdCast: Hold Person on the most dangerous foe that can fail the save
// (battle refuses a creature that is not humanoid): paralyzed, it deals
// nothing and every hit on it within 5 ft is critical, while it fails its
// save at the end of each of its turns.
func (p *Policy) holdCast(v *view, f *fightState, sp *compendium.Spell, slot int, cost float64) {
	k := v.c.Casting.Caster
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if tc.Down() || v.s.Distance(v.a, t) > sp.Range || tc.Conds.Has(rules.Paralyzed) {
			continue
		}
		if v.s.CastCheck(v.a, sp, slot, []int{t}, nil, false) != nil {
			continue // not humanoid, out of sight
		}
		fail := 1 - v.s.SaveChance(t, sp.Save, k.DC, battle.NoCover)
		held := min(f.rounds, 1/max(1-fail, 0.2)) // rounds held: until a save succeeds
		gain := fail * (p.perRound(tc)*held + 5)
		p.casts = append(p.casts, cast{sp: sp, slot: slot, targets: p.one(t), gain: gain, cost: cost,
			nf: "%.0f%% to paralyze %s, the foe that hits hardest", nx: [3]float64{100 * fail}, ns: tc.Name, nk: noteName})
	}
}

// weaponCasts: the spiritual weapon already out moves and strikes, a
// bonus action.
func (p *Policy) weaponCasts(v *view) {
	if v.c.Turn.Bonus || !v.s.HasSpellOn(v.a, "spiritual-weapon") {
		return
	}
	for _, t := range v.foes {
		if !foeWorth(v, t) {
			continue
		}
		pv, err := v.s.PreviewSpiritualWeapon(v.a, t)
		if err != nil {
			continue
		}
		hit, crit := pv.HitChance()
		fac := p.factor(v.s, t, pv)
		dmg := p.meanOf(pv.Damage) * fac
		exp := hit*dmg + crit*p.critExtra(pv)*fac
		p.casts = append(p.casts, cast{weapon: true, targets: p.one(t), gain: exp + killBonus(&v.s.Combatants[t], dmg, hit),
			nf: "%.0f%% to hit, %.1f damage expected", nx: [3]float64{100 * hit, exp}, nk: noteTwo})
	}
}
