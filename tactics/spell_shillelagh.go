package tactics

import (
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// shillelaghCast: Shillelagh on itself (SRD 5.1: "For the duration, you
// can use your spellcasting ability instead of Strength for the attack
// and damage rolls of melee attacks using that weapon, and the weapon's
// damage die becomes a d8"; a bonus action, a minute), when it will fight
// in melee this turn: its Attack action's blows to come, a foe within its
// movement left and a blow, and it
// is a creature that fights in melee (prefersRange, range.go: one that
// fights from afar steps out of reach and would not use the club). It is
// worth what its best club or quarterstaff blow so made gains over its
// best melee blow now, on that foe's AC, for each attack of its Attack
// action, for the rounds the fight is reckoned to last yet (the spell's
// minute outlasts them). A cantrip: no slot. It goes before the turn's
// first blow on that foe (option.before), whatever its worth against it.
func (p *Policy) shillelaghCast(v *view, f *fightState, sp *compendium.Spell) {
	c := v.c
	if v.s.HasSpellOn(v.a, sp.ID) || c.Turn.Action && c.Turn.AttacksLeft == 0 || p.prefersRange(v) {
		return // on already; no blow left this turn (a Dash spent the action); a caster that fights from afar
	}
	left := 0
	if c.Conds.CanMove() {
		left = feetLeft(v.s, v.a, "")
	}
	t := p.focus(v, left+max(c.Reach(), grid.SquareFeet))
	if t < 0 {
		return
	}
	ac := v.s.ArmorClass(t)
	plain, boosted, with := 0.0, 0.0, ""
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if w.Ranged || !c.Ready(w.Name) {
			continue
		}
		plain = max(plain, hitAt(w.Bonus, ac)*p.meanOf(w.Damage))
		if _, sw, ok := v.s.ShillelaghAttack(v.a, w.Name); ok {
			if b := hitAt(sw.Bonus, ac) * p.meanOf(sw.Damage); b > boosted {
				boosted, with = b, w.Name
			}
		}
	}
	gain := (boosted - plain) * float64(1+c.ExtraAttacks)
	if gain <= 0 {
		return
	}
	p.casts = append(p.casts, cast{sp: sp, targets: p.one(v.a), gain: gain * f.rounds, before: t + 1,
		nf: "its %s with a d8 and its spellcasting modifier: %.1f more damage a blow expected, for the rounds ahead", ns: with,
		nx: [3]float64{boosted - plain}, nk: noteNameOne})
}

// shillelaghMean is the mean damage of its best club or quarterstaff blow
// as Shillelagh makes it (battle.State.ShillelaghAttack), 0 for none: what
// a druid with the cantrip fights in melee with, whether or not the spell
// holds yet. bestMeans weighed its plain club (1d4), and a druid whose
// Produce Flame beat that kept out of melee and never cast the spell.
func (p *Policy) shillelaghMean(v *view) float64 {
	best := 0.0
	for k := range v.c.Attacks {
		if w := &v.c.Attacks[k]; !w.Ranged {
			if _, sw, ok := v.s.ShillelaghAttack(v.a, w.Name); ok {
				best = max(best, p.meanOf(sw.Damage))
			}
		}
	}
	return best
}
