package tactics

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"

	"github.com/skirmish-rpg/skirmish/battle"
)

// attackOptions: each attack the creature could make now against each
// foe in reach or range, worth its expected damage (battle.PreviewAttack:
// the real modifiers, advantage — a prone target's for a blow within 5 ft,
// its disadvantage for a shot —, AC and cover; critical hits; the
// target's resistances), more when it would drop the foe or the foe is
// wounded. The first attack of the Attack action counts the action's
// further attacks too (Extra Attack, Multiattack): taking the action is
// worth all of them, which is what it weighs against another action
// (Lay on Hands, Disengage, a spell).
func (p *Policy) attackOptions(v *view, add func(option)) {
	c := v.c
	if !c.Conds.CanAct() || c.Turn.Action && c.Turn.AttacksLeft == 0 {
		return
	}
	p.reloadOptions(v, add)
	more := 0.0 // the attacks after this one that taking the action now brings (an unarmed strike's)
	if !c.Turn.Action {
		more = float64(c.ExtraAttacks)
	}
	awake := len(v.s.Effects) > 0 && p.awakeFoe(v) // sleep.go: a sleeping foe's blow is weighed against waking it
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if comesBack(v.s, t) {
			p.burnOptions(v, t, add) // regen.go: only what stops its regeneration is worth a blow
			continue
		}
		if tc.Down() && v.preset != "ruthless" {
			continue // a downed foe is left alone unless the file says ruthless
		}
		// Every attack previewed first: the Attack action's first is
		// weighed with the rest of the action (multiattack.go).
		seen := p.seenOn(v, t)
		charge := v.s.ChargeAttack(v.a, t)
		for k := range c.Attacks {
			if !seen[k].ok {
				continue
			}
			w, pv := &c.Attacks[k], seen[k].pv
			score, exp, hit := p.worth(v.s, t, pv)
			score += p.restOfAction(v, t, k, seen[k].exp, seen) // its later attacks: without Sneak Attack's once-a-turn dice

			if w.Name == charge {
				score += p.chargeWorth(c, w.Name, hit)
			}
			if w.Ranged {
				score -= p.throwCost(v, w) // its last handaxe thrown, with a foe coming (throw.go)
			}
			if tc.Down() {
				score += 5 // ruthless: a blow on a dying foe is a failed death save, a crit two
			}
			if awake && v.s.Asleep(t) {
				score -= p.wakeCost(v.s, t, pv, hit)
			}
			o := option{slot: SlotAction, score: score, atk: attackParts{on: true, t: t, with: w.Name, hit: hit, exp: exp, bonus: pv.Bonus, ac: pv.AC, mode: pv.Mode}}
			add(o)
			p.smiteOptions(v, t, pv, o, add) // class.go: a paladin's Divine Smite on the same blow
		}
		if !p.readyMelee(c) { // nothing else in hand: the unarmed strike everyone has (a monk's Martial Arts)
			if pv, err := v.s.PreviewAttack(v.a, t, "unarmed strike"); err == nil {
				score, exp, hit := p.worth(v.s, t, pv)
				add(option{slot: SlotAction, score: score + more*exp, atk: attackParts{on: true, t: t, with: "unarmed strike", hit: hit, exp: exp, bonus: pv.Bonus, ac: pv.AC, mode: pv.Mode}})
			}
		}
	}
}

// chargeWorth is what a Charge or Pounce adds to the hit of its attack
// named name after its run (battle/trait_charge.go): its extra dice at
// the chance to hit, and 3 for the shove or fall. A flat 3 made a
// minotaur that had run at a knight swing its greataxe (2d12+4) rather
// than gore it for 2d8+4 and the charge's 2d8 more.
func (p *Policy) chargeWorth(c *battle.Combatant, name string, hit float64) float64 {
	w := 3.0
	for _, ch := range []*battle.Charge{c.Traits.Charge, c.Traits.Pounce} {
		if ch != nil && ch.Damage != nil && strings.EqualFold(ch.Attack, name) {
			w += hit * p.meanOf(ch.Damage)
			break
		}
	}
	return w
}

// reloadOptions: a firearm that has fired all its shots is reloaded with
// the action (seed 000 "MODERN WEAPONS": "A character must then reload it
// using an action"), when there is ammunition to load. It is worth half
// of what the weapon's Attack action would bring at an even chance to
// hit: over two turns, reloading and firing beats another attack that
// brings less than that each turn, and loses to one that brings more.
func (p *Policy) reloadOptions(v *view, add func(option)) {
	c := v.c
	if c.Turn.Action || len(c.Ammo.Reload) == 0 || !p.foeStanding(v) {
		return
	}
	for k := range c.Attacks {
		w := &c.Attacks[k]
		n := strings.ToLower(w.Name)
		if shots := c.Ammo.Reload[n]; shots == 0 || c.Ammo.Fired[n] < shots {
			continue // no firearm, or shots left to fire
		}
		if kind := c.Ammo.Of[n]; kind != "" && c.Ammo.Left[kind] == 0 {
			continue // nothing to load it with
		}
		worth := 0.5 * 0.6 * p.meanOf(w.Damage) * float64(1+c.ExtraAttacks)
		add(option{line: c.Name + " reload " + n, slot: SlotAction, score: worth,
			why: fmt.Sprintf("its %s has fired its %d shots: reloading it (an action)", w.Name, c.Ammo.Reload[n])})
	}
}

// foeStanding reports whether a foe is still on its feet.
func (p *Policy) foeStanding(v *view) bool {
	for _, t := range v.foes {
		if !v.s.Combatants[t].Down() {
			return true
		}
	}
	return false
}

// seenOn previews each of the creature's attacks on t (p.seen, by the
// attack's index): ok for those it may make now, exp its expected damage
// as one of the Attack action's later attacks, without what only one hit
// a turn adds (onceWorth).
func (p *Policy) seenOn(v *view, t int) []seenAttack {
	c := v.c
	p.seen = p.seen[:0]
	for k := range c.Attacks {
		w := &c.Attacks[k]
		var a seenAttack
		if c.Ready(w.Name) {
			if pv, err := v.s.PreviewAttack(v.a, t, w.Name); err == nil {
				_, exp, _ := p.worth(v.s, t, pv)
				a = seenAttack{pv: pv, exp: exp - p.onceWorth(v.s, t, pv), ok: true}
			}
		}
		p.seen = append(p.seen, a)
	}
	return p.seen
}

// readyMelee reports whether the creature has a melee attack it may make
// now (Multiattack and recharge allowing).
func (p *Policy) readyMelee(c *battle.Combatant) bool {
	for k := range c.Attacks {
		if w := &c.Attacks[k]; !w.Ranged && c.Ready(w.Name) {
			return true
		}
	}
	return false
}

// attackParts are what an attack option's command and Why are made of,
// formatted only for the option chosen (finish): most options are weighed
// and dropped, and their text would be most of a decision's cost.
type attackParts struct {
	on        bool
	t         int
	with      string
	hit, exp  float64
	bonus, ac int
	mode      rules.Mode
	smite     int // Divine Smite with a slot of this level on a hit (class.go), 0 for none
}

// finish writes an option's command and Why when they were left to be
// made from its parts (a cast's line too: offerCasts leaves it to its
// plan).
func (o *option) finish(p *Policy, v *view) {
	if o.line == "" && o.plan.kind == planCast {
		o.line = p.keptCastLine(v, o.plan.cast)
		return
	}
	if o.line == "" && o.plan.kind == planMove {
		o.line = p.keptMoveLine(v.s, &o.plan)
		return
	}
	if !o.atk.on || o.line != "" {
		return
	}
	k := &o.atk
	o.line = p.attackLine(v, k)
	if v.lineOnly {
		return // Line: no one reads the why
	}
	o.why = fmt.Sprintf("%s on %s: %.0f%% to hit (%+d vs AC %d, %s), %.1f damage expected", k.with, name(v.s, k.t), 100*k.hit, k.bonus, k.ac, k.mode, k.exp)
	if tc := &v.s.Combatants[k.t]; tc.Down() {
		o.why += "; it is down, and the file says ruthless"
	} else if tc.HP.Current*2 < tc.HP.Max {
		o.why += "; it is wounded (" + hpText(tc) + ")"
	}
	if k.smite > 0 {
		o.why += fmt.Sprintf("; Divine Smite with a level %d slot on a hit", k.smite)
	}
}

// worth is what an attack as previewed is worth: its expected damage
// after the target's defenses (exp), with a bonus for a likely kill (a
// foe dropped deals no more damage) and for a wounded target (focus
// fire); hit is its chance to hit.
func (p *Policy) worth(s *battle.State, t int, pv battle.AttackPreview) (score, exp, hit float64) {
	hit, crit := pv.HitChance()
	f := p.factor(s, t, pv)
	dmg := p.meanOf(pv.Damage) * f
	exp = hit*dmg + crit*p.critExtra(pv)*f
	tc := &s.Combatants[t]
	score = exp
	left := float64(tc.HP.Current + tc.HP.Temp)
	if tc.HP.Current > 0 && dmg >= left {
		score += hit * 10 // it would likely drop: one foe fewer acting
	}
	if tc.HP.Max > 0 {
		score += 2 * (1 - float64(tc.HP.Current)/float64(tc.HP.Max)) // finish off the wounded
	}
	return score, exp, hit
}

// onceWorth is the share of an attack's expected damage that only one
// hit a turn adds (Sneak Attack, Martial Advantage: pv.Once): what the
// attack is worth beyond the rest of the Attack action's, whose later
// attacks won't add it again once this one hits.
func (p *Policy) onceWorth(s *battle.State, t int, pv battle.AttackPreview) float64 {
	if pv.Once == nil {
		return 0
	}
	hit, crit := pv.HitChance()
	return (hit*p.meanOf(pv.Once) + crit*p.critOf(pv.Once)) * p.factor(s, t, pv)
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
	return p.critOf(pv.Damage)
}

// critOf is what a critical hit adds to the damage e: its dice once more.
func (p *Policy) critOf(e *dice.Expr) float64 {
	if e == nil {
		return 0
	}
	m, ok := p.crit[e]
	if !ok {
		m = p.meanOf(&dice.Expr{Root: rules.CritDice(e.Root)}) - p.meanOf(e)
		p.crit[e] = m
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

// expected is what one attack of a on t with the named attack is worth
// now, with the reasons, or false when it can't be made (legend.go).
func (p *Policy) expected(s *battle.State, a, t int, attack string) (float64, string, bool) {
	pv, err := s.PreviewAttack(a, t, attack)
	if err != nil {
		return 0, "", false
	}
	score, exp, hit := p.worth(s, t, pv)
	return score, fmt.Sprintf("%s: %.0f%% to hit (%+d vs AC %d, %s), %.1f damage expected", attack, 100*hit, pv.Bonus, pv.AC, pv.Mode, exp), true
}
