package tactics

import (
	"fmt"
	"strconv"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Worths of bonus actions and features that are not damage now. A bonus
// action offered with any worth is taken before the turn ends (the turn
// ends only when nothing is left on offer), so these numbers set the
// order within a turn as much as the choice: what must come first
// (Reckless, Rage) outranks any attack; what follows the Attack action
// (off-hand, Martial Arts) can only be offered after it.
const (
	worthReckless = 40 // before anything else: the rule wants it at the start of the turn
	worthRage     = 35 // before the first blow, for the damage bonus on every hit
	worthSurge    = 6  // one more action once the first is spent
	worthDash     = 3.5
	worthInspire  = 3
)

// bonusOptions: what the creature's bonus action — and the features that
// ride beside its action — could do now. Each is offered only when the
// rules would allow it (battle/feature*.go's refusals), so none is refused.
func (p *Policy) bonusOptions(v *view, add func(option)) {
	s, a, c := v.s, v.a, v.c
	if !c.Conds.CanAct() {
		return
	}
	canAttack := !c.Turn.Action || c.Turn.AttacksLeft > 0
	// Reckless at the start of its turn, Pounce's bite whenever offered (as
	// Simple does; battle/trait_reckless.go, trait_charge.go). A cautious
	// creature does not lay itself open.
	if canAttack && v.preset != "cautious" && s.MayReckless(a) && p.recklessHelps(c) {
		switch {
		case c.Traits.Reckless && p.foeNear(v, c.Speed+c.Reach()): // the trait: at the start of its turn
			add(option{line: c.Name + " reckless", slot: SlotAction, score: worthReckless, why: "Reckless: advantage on its melee attacks this turn"})
		case !c.Traits.Reckless && p.foeInReach(v): // Reckless Attack: just before its first blow, once in reach
			// The damage it would take counts twice: a barbarian dropped
			// deals no more, and the fight turns on it staying up.
			if gain, cost := p.recklessTrade(v); gain > 2*cost {
				why := ""
				if !v.lineOnly {
					why = fmt.Sprintf("Reckless Attack: advantage on its Strength melee attacks this turn (%.1f more damage) against the foes' advantage on it (%.1f more taken)", gain, cost)
				}
				add(option{line: c.Name + " reckless", slot: SlotAction, score: worthRage - 1, why: why})
			}
		}
	}
	if t := s.PounceTarget(a); t >= 0 {
		add(option{line: c.Name + " pounce " + name(s, t), slot: SlotBonus, score: worthReckless, why: "Pounce: a bite at the foe its charge knocked prone"})
	}
	cs := &c.Class
	// The second strike of a Flurry of Blows already paid for is no bonus
	// action of its own: it comes before anything asks for the bonus action.
	if cs.FlurryLeft > 0 && cs.FlurryRound == s.Round && cs.FlurryTurn == s.Turn {
		if t, sc := p.bestStrike(v, "unarmed strike", false); t >= 0 {
			add(option{line: c.Name + " flurry of blows " + name(s, t), slot: SlotBonus, score: sc + 1, why: "the second strike of its Flurry of Blows"})
		}
	}
	if c.Turn.Bonus {
		p.surge(v, add)
		return
	}
	p.markMove(v, add) // spell_support.go
	// Rage when a fight is on: a foe within a move and a blow.
	if cs.Has("rage") && !cs.Raging && !cs.Heavy && cs.RagesUsed < cs.Def.Number("rage-uses", cs.Level) && canAttack &&
		p.foeNear(v, c.Speed+c.Reach()) {
		add(option{line: c.Name + " rage", slot: SlotBonus, score: worthRage, why: "Rage: a foe within a move and a blow, +damage and resistance for the fight"})
	}
	// Second Wind when low: below half its hit points (a third when
	// aggressive, two thirds when cautious).
	if cs.Has("second-wind") && !cs.SecondWind && c.HP.Current > 0 && float64(c.HP.Current) < lowAt(v.preset)*float64(c.HP.Max) {
		heal := min(5.5+float64(cs.Level), float64(c.HP.Max-c.HP.Current))
		why := ""
		if !v.lineOnly {
			why = "Second Wind: low on hit points (" + hpText(c) + ")"
		}
		add(option{line: p.said(c.Name, "second wind", ""), slot: SlotBonus, score: heal, why: why})
	}
	// Two-weapon fighting after a light weapon's blow (seed 000 "Two-Weapon
	// Fighting"), with another light weapon, thrown or not (seed 001: "you
	// can throw the weapon, instead of making a melee attack with it"):
	// the engine says which it holds.
	if c.Turn.LightAttack {
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !s.MayOffhand(a, w) || !c.Ready(w.Name) {
				continue
			}
			if t, sc := p.bestBlow(v, w.Name, c.Class.Style != battle.StyleTwoWeapon, w.Ranged); t >= 0 {
				if w.Ranged {
					sc -= p.throwCost(v, w) // throw.go
				}
				add(option{line: c.Name + " attack " + name(s, t) + " with " + w.Name + " offhand", slot: SlotBonus, score: sc,
					why: "two-weapon fighting: an off-hand " + w.Name + " after a light weapon's blow"})
			}
		}
	}
	// Martial Arts, or a Flurry of Blows while ki is left (monk).
	if c.Turn.Attacking && cs.Unarmored {
		t, sc := p.bestStrike(v, "unarmed strike", false)
		switch {
		case t < 0:
		case cs.Has("flurry-of-blows") && cs.KiUsed < cs.Def.Number("ki-points", cs.Level) && (v.preset != "cautious" || cs.KiUsed == 0):
			add(option{line: c.Name + " flurry of blows " + name(s, t), slot: SlotBonus, score: 2 * sc, why: "Flurry of Blows: two unarmed strikes for 1 ki"})
		case cs.Has("martial-arts") && c.Turn.MonkStrike:
			add(option{line: c.Name + " martial arts " + name(s, t), slot: SlotBonus, score: sc, why: "Martial Arts: an unarmed strike after the Attack action"})
		}
	}
	// The spiritual weapon's later attacks (the cast is spell.go's).
	if _, ok := s.SpiritualWeapon(a); ok {
		best, bestSc := -1, 0.0
		for _, t := range v.foes {
			tc := &s.Combatants[t]
			if tc.Down() && v.preset != "ruthless" || !s.SpiritualWeaponReaches(a, t) {
				continue
			}
			// 1d8 + the spellcasting modifier at an even chance; the wounded first.
			sc := 0.6*(4.5+float64(c.Casting.Mod)) + 2*(1-float64(tc.HP.Current)/float64(max(tc.HP.Max, 1)))
			if tc.HP.Current > 4+c.Casting.Mod && len(s.Effects) > 0 && s.Asleep(t) && p.awakeFoe(v) {
				sc -= 0.6 * wakeRounds * p.perRound(tc) // a blow that leaves a sleeper standing wakes it (sleep.go)
			}
			if best < 0 || sc > bestSc {
				best, bestSc = t, sc
			}
		}
		// The engine's ruling on the strike: a weapon that reaches may
		// still not strike (a fumble's "can't attack", seed 004), and a
		// refused command ends the turn.
		if best >= 0 && strikes(s, a, best) {
			add(option{line: p.said(c.Name, "spiritual weapon", name(s, best)), slot: SlotBonus, score: bestSc, why: "the spiritual weapon strikes (a bonus action)"})
		}
	}
	p.kiOptions(v, canAttack, add) // Patient Defense, Step of the Wind (ki.go)
	// Cunning Action: Dash to close in when the foe is beyond this turn's move.
	if cs.Has("cunning-action") && canAttack && c.Turn.Moved == 0 && c.Conds.CanMove() && !p.anyUsable(v) {
		if t := nearestFoe(s, a); t >= 0 && s.Distance(a, t)-c.Reach() > feetLeft(s, a, "") {
			add(option{line: c.Name + " cunning action dash", slot: SlotBonus, score: worthDash, why: "Cunning Action: Dash, the nearest foe is beyond its move"})
		}
	}
	// Bardic Inspiration to the ally who deals the most.
	if cs.Has("bardic-inspiration") && cs.Inspirations < max(c.Scores.Mod(rules.Cha), 1) {
		best, bestW := -1, 0.0
		for _, j := range v.allies {
			o := &s.Combatants[j]
			if o.Down() || o.Class.Inspiration != "" || o.Conds.Has(rules.Deafened) || s.Distance(a, j) > 60 {
				continue
			}
			if w := p.perRound(o); best < 0 || w > bestW {
				best, bestW = j, w
			}
		}
		if best >= 0 && p.foeNear(v, 60) {
			add(option{line: c.Name + " bardic inspiration " + name(s, best), slot: SlotBonus, score: worthInspire, why: "Bardic Inspiration to " + name(s, best) + ", the ally who deals the most"})
		}
	}
	p.surge(v, add)
}

// surge offers Action Surge once the action is spent, when an attack would
// follow it: one more Attack action is worth its attacks.
func (p *Policy) surge(v *view, add func(option)) {
	c, cs := v.c, &v.c.Class
	if !cs.Has("action-surge") || !c.Turn.Action || c.Turn.Attacking && c.Turn.AttacksLeft > 0 ||
		cs.SurgesUsed >= cs.Def.Number("action-surge-uses", cs.Level) || cs.SurgeRound == v.s.Round && cs.SurgeTurn == v.s.Turn && cs.SurgesUsed > 0 {
		return
	}
	if !p.anyUsable(v) {
		return
	}
	if v.preset == "cautious" && v.c.HP.Current*2 >= v.c.HP.Max && !p.foeLow(v) {
		return // cautious keeps it for a pinch: hurt, or a foe to finish
	}
	if v.preset != "aggressive" && p.surgeKept(v) {
		return
	}
	add(option{line: p.said(c.Name, "action surge", ""), slot: SlotAction, score: worthSurge, why: "Action Surge: one more Attack action, a foe within reach or range"})
}

// surgeKept reports whether Action Surge is better kept for later: the
// Attack action it would repeat now is worth less than half what its
// best weapon deals at an even chance to hit, while the fight is
// reckoned to last (more than a round of its side's blows left). A
// level-13 fighter 65 ft from a dragon behind cover surged in round 1 for
// three more arrows at 30% (some 6 damage), where its greatsword beside
// the dragon would deal some 22.
func (p *Policy) surgeKept(v *view) bool {
	c := v.c
	melee, ranged := p.bestMeans(v)
	n := float64(1 + c.ExtraAttacks)
	if f := p.fight(v); f.rounds <= 1 {
		return false // the fight is nearly done: now is the time
	}
	return p.actionNow(v)*n < 0.5*0.6*max(melee, ranged)*n
}

// actionNow is the expected damage of one attack of its best weapon on the
// foe it would hurt most from where it stands, 0 for none it can reach.
func (p *Policy) actionNow(v *view) float64 {
	c, best := v.c, 0.0
	for _, t := range v.foes {
		if !foeWorth(v, t) {
			continue
		}
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !c.Ready(w.Name) && !(c.Turn.Action && c.Turn.AttacksLeft == 0) {
				continue
			}
			pv, err := v.s.PreviewAttack(v.a, t, w.Name)
			if err != nil {
				continue
			}
			_, exp, _ := p.worth(v.s, t, pv)
			best = max(best, exp)
		}
	}
	return best
}

// lowAt is the share of its hit points below which a creature heals
// itself, by preset.
func lowAt(preset string) float64 {
	switch preset {
	case "aggressive":
		return 1.0 / 3
	case "cautious":
		return 2.0 / 3
	}
	return 0.5
}

// bestStrike is the foe an attack with the named weapon would hurt most
// now, and its worth; -1 for none in reach. noMods leaves the damage's
// positive modifiers out (an off-hand blow's).
func (p *Policy) bestStrike(v *view, weapon string, noMods bool) (int, float64) {
	return p.bestBlow(v, weapon, noMods, false)
}

// bestBlow is bestStrike that with thrown takes a ranged attack too: an
// off-hand handaxe thrown (seed 001 "Two-Weapon Fighting").
func (p *Policy) bestBlow(v *view, weapon string, noMods, thrown bool) (int, float64) {
	best, bestSc := -1, 0.0
	awake := len(v.s.Effects) > 0 && p.awakeFoe(v) // sleep.go
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() && v.preset != "ruthless" {
			continue
		}
		pv, err := v.s.PreviewAttack(v.a, t, weapon)
		if err != nil || pv.Attack.Ranged && !thrown {
			continue
		}
		if noMods {
			pv.Damage = p.offhandDamage(pv.Damage)
		}
		sc, _, hit := p.worth(v.s, t, pv)
		if awake && v.s.Asleep(t) {
			sc -= p.wakeCost(v.s, t, pv, hit)
		}
		if best < 0 || sc > bestSc {
			best, bestSc = t, sc
		}
	}
	return best, bestSc
}

// offhandDamage is a damage expression without its positive modifiers, as
// an off-hand blow deals it (battle.dropModifiers), cached per expression.
func (p *Policy) offhandDamage(e *dice.Expr) *dice.Expr {
	if e == nil {
		return nil
	}
	if o, ok := p.off[e]; ok {
		return o
	}
	o := &dice.Expr{Root: rules.DropModifiers(e.Root)}
	p.off[e] = o
	return o
}

// foeNear reports whether a foe still standing is within ft feet.
func (p *Policy) foeNear(v *view, ft int) bool {
	for _, t := range v.foes {
		if !v.s.Combatants[t].Down() && v.s.Distance(v.a, t) <= ft {
			return true
		}
	}
	return false
}

// foeLow reports whether a standing foe is below half its hit points.
func (p *Policy) foeLow(v *view) bool {
	for _, t := range v.foes {
		tc := &v.s.Combatants[t]
		if !tc.Down() && tc.HP.Current*2 < tc.HP.Max {
			return true
		}
	}
	return false
}

// anyUsable reports whether an attack reaches a foe it would attack now.
func (p *Policy) anyUsable(v *view) bool {
	for _, t := range v.foes {
		if v.s.Combatants[t].Down() && v.preset != "ruthless" {
			continue
		}
		if usable(v.s, v.a, t) != "" {
			return true
		}
	}
	return false
}

// hpText is "7/20 HP".
func hpText(c *battle.Combatant) string {
	return strconv.Itoa(c.HP.Current) + "/" + strconv.Itoa(c.HP.Max) + " HP"
}

// strikes reports whether the engine takes a's spiritual weapon strike at
// t (battle.PreviewSpiritualWeapon).
func strikes(s *battle.State, a, t int) bool {
	_, err := s.PreviewSpiritualWeapon(a, t)
	return err == nil
}

// recklessHelps reports whether Reckless would give one of the creature's
// melee attacks advantage: a barbarian with a finesse rapier and a better
// Dexterity gets none from it, only the exposure.
func (p *Policy) recklessHelps(c *battle.Combatant) bool {
	for k := range c.Attacks {
		if w := &c.Attacks[k]; c.Ready(w.Name) && c.RecklessCovers(w) {
			return true
		}
	}
	return false
}

// foeInReach reports whether a foe it would attack stands within its
// melee reach now.
func (p *Policy) foeInReach(v *view) bool {
	for _, t := range v.foes {
		if !v.s.Combatants[t].Down() && meleeReach(v.s, v.a, t) {
			return true
		}
	}
	return false
}

// recklessTrade weighs a barbarian's Reckless Attack: gain, the damage
// its blows this turn add with advantage (its best blow it covers on a
// foe in reach, the action's further attacks counted); cost, the damage
// the foes that could strike it before its next turn add with advantage
// on it (their best attack's, at their best bonus against its AC; halved
// while it rages, as most blows are bludgeoning, piercing or slashing).
// Against a troll's three attacks the trade is a bad one: a barbarian
// that always took it, or took it for more damage dealt than taken, lost
// a tenth more fights of examples/troll-bridge.yaml.
func (p *Policy) recklessTrade(v *view) (gain, cost float64) {
	s, a, c := v.s, v.a, v.c
	for _, t := range v.foes {
		if s.Combatants[t].Down() || !meleeReach(s, a, t) {
			continue
		}
		for k := range c.Attacks {
			w := &c.Attacks[k]
			if !c.Ready(w.Name) || !c.RecklessCovers(w) {
				continue
			}
			pv, err := s.PreviewAttack(a, t, w.Name)
			if err != nil || pv.Mode != rules.Normal {
				continue
			}
			h0, _ := pv.HitChance()
			pv.Mode = rules.Advantage
			h1, _ := pv.HitChance()
			dmg := p.meanOf(pv.Damage) * p.factor(s, t, pv)
			gain = max(gain, (h1-h0)*dmg*float64(1+c.ExtraAttacks))
		}
	}
	for _, u := range v.foes {
		uc := &s.Combatants[u]
		if uc.Down() || !uc.Conds.CanAct() || s.Distance(a, u) > uc.Speed+uc.Reach() {
			continue
		}
		bonus, best := 0, 0.0
		for k := range uc.Attacks {
			w := &uc.Attacks[k]
			bonus, best = max(bonus, w.Bonus), max(best, p.meanOf(w.Damage))
		}
		p0 := hitOdds(bonus, c.AC)
		hurt := (1 - (1-p0)*(1-p0) - p0) * best * float64(1+uc.ExtraAttacks)
		if c.Class.Raging {
			hurt /= 2
		}
		cost += hurt
	}
	return gain, cost
}
