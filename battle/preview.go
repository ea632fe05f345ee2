package battle

// Previews: what an attack would be before anything is rolled, for a
// tactics policy weighing its options (package tactics) and for a table
// asking "what are my odds?". They change nothing and roll nothing; they
// read the same rulings the attack itself makes (attack.go).

import (
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// AttackPreview is an attack as it would be rolled now.
type AttackPreview struct {
	Attack *Attack    // the attack made (Shillelagh's club, say, in place of the plain one)
	Bonus  int        // the attack roll's modifiers
	AC     int        // the target's AC, cover included
	Mode   rules.Mode // advantage, disadvantage or neither
	Crit   int        // the least d20 face that is a critical hit: 20, or 1 when every hit is one (a paralyzed target within 5 ft)
	Cover  Cover      // the cover that counts against it
	Damage *dice.Expr // the damage of a hit, before a critical hit's doubling: the attack's with what the hit would add now (Rage, hunter's mark, Surprise Attack, Sneak Attack, Martial Advantage; preview_riders.go), not a Charge's or a Divine Smite's
	Once   *dice.Expr // the part of Damage that only one hit a turn adds (Sneak Attack, Martial Advantage), nil for none: the Attack action's later attacks don't get it once a hit has
	Dist   int        // feet between attacker and target
}

// PreviewAttack says how creature a's attack named attack ("" for the
// one `attack` would pick) against t would be rolled now, or refuses it
// as the attack command would.
func (s *State) PreviewAttack(a, t int, attack string) (AttackPreview, error) {
	d := &decider{st: s} // rolls nothing: no source of dice
	w, err := d.weapon(a, t, attack)
	if err != nil {
		return AttackPreview{}, err
	}
	if err := s.ammoReady(a, w); err != nil {
		return AttackPreview{}, err
	}
	w = s.shillelagh(a, w)
	// Out of reach or range is the common refusal while a policy weighs
	// every attack against every foe: say it without formatting a message.
	if far := s.attackDistance(a, t, w); !w.Ranged && far > w.Reach || w.Ranged && far > w.Long {
		return AttackPreview{}, errPreviewOutOfReach
	}
	dist, long, cov, _, err := s.attackCheck(a, t, w, false)
	if err != nil {
		return AttackPreview{}, err
	}
	ctx := d.attackContext(a, t, w, dist, long)
	mode := rules.AttackMode(ctx)
	dmg, once := s.hitRiders(a, t, w, mode)
	p := AttackPreview{Attack: w, Bonus: w.Bonus + s.Combatants[a].Conds.D20Penalty(), AC: s.armorClass(t) + cov.Bonus(), Mode: mode,
		Crit: 20, Cover: cov, Damage: dmg, Once: once, Dist: dist}
	if s.underwaterMiss(a, t, w, long) {
		p.Crit, p.AC = 21, 99 // an automatic miss
	}
	if rules.AutoCrit(ctx) || s.assassinCrit(a, t) {
		p.Crit = 1
	}
	return p, nil
}

// errPreviewOutOfReach is PreviewAttack's refusal of a target beyond the
// attack's reach or range.
var errPreviewOutOfReach = &RuleError{Code: CodeOutOfReach, Msg: "out of reach or range (the attack command says how far)"}

// HitChance is the chance the attack hits and the chance it is a
// critical hit, by seed 001 "Rolling 1 or 20": a natural 20 always hits,
// a natural 1 always misses.
func (p AttackPreview) HitChance() (hit, crit float64) {
	if p.Crit > 20 {
		return 0, 0 // an automatic miss
	}
	faceHits := func(f int) bool { return f == 20 || f != 1 && f+p.Bonus >= p.AC }
	one := [2]float64{} // P(hit), P(crit) on one d20
	for f := 1; f <= 20; f++ {
		if faceHits(f) {
			one[0] += 0.05
			if f >= p.Crit {
				one[1] += 0.05
			}
		}
	}
	switch p.Mode {
	case rules.Advantage:
		return 1 - (1-one[0])*(1-one[0]), 1 - (1-one[1])*(1-one[1])
	case rules.Disadvantage:
		return one[0] * one[0], one[1] * one[1]
	}
	return one[0], one[1]
}

// DamageFactor is what creature t's defenses make of one point of damage
// of type typ: 0 immune, 0.5 resistant, 2 vulnerable, 1 otherwise.
func (s *State) DamageFactor(t int, typ string) float64 {
	d := s.defensesOf(t)
	n, _ := d.Apply(100, rules.DamageType(typ), s.Combatants[t].Conds.ResistsAll())
	return float64(n) / 100
}
