package tactics

import (
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// careOptions: looking after allies with the action — Lay on Hands
// (paladin) on a downed ally, on itself or an ally when low; the Medicine
// check that stabilizes a dying ally within 5 ft (seed 001 "Stabilizing a
// Creature"), worth the life at stake at its chance of success, so it is
// chosen only when nothing better is on offer; shaking an ally within 5
// ft awake from a Sleep spell. Healing spells are
// spell.go's, weighed with the same worthUp.
//
// Potions and healer's kits are counted (the file's `items`): a creature
// drinks its best potion when low, or gives it to a downed ally within
// 5 ft, and a kit stabilizes a dying ally with no check (potions.go).
func (p *Policy) careOptions(v *view, add func(option)) {
	s, a, c := v.s, v.a, v.c
	if !c.Conds.CanAct() || c.Turn.Action {
		return
	}
	cs := &c.Class
	pool := 0
	if cs.Has("lay-on-hands") {
		pool = cs.Def.Number("lay-on-hands-pool", cs.Level) - cs.HandsUsed
	}
	for _, j := range append(v.allies, a) {
		o := &s.Combatants[j]
		if o.Dead {
			continue
		}
		if j != a && s.Distance(a, j) > 5 {
			p.careAfar(v, j, pool, add)
			continue
		}
		p.careFor(v, j, pool, add)
	}
}

// careFor adds what creature v.a could do with its action for creature j
// (itself, or an ally within 5 ft): Lay on Hands from a pool of hit
// points, its potions and kit, a Medicine check on a dying ally.
func (p *Policy) careFor(v *view, j, pool int, add func(option)) {
	s, a, c := v.s, v.a, v.c
	o := &s.Combatants[j]
	lacks := o.HP.Max - o.HP.Current
	if pool > 0 && lacks > 0 && !undeadOrConstruct(o) {
		amount := min(pool, lacks)
		w := 0.0
		why := ""
		switch {
		case o.HP.Current == 0:
			w, why = p.worthUp(v, j), name(s, j)+" is down: Lay on Hands brings it back"
		case float64(o.HP.Current) < lowAt(v.preset)*float64(o.HP.Max):
			w, why = 0.7*float64(amount), name(s, j)+" is low ("+hpText(o)+"): Lay on Hands"
		}
		if w > 0 {
			add(option{line: c.Name + " lay on hands " + name(s, j), slot: SlotAction, score: w, why: why})
		}
	}
	p.itemOptions(v, j, add) // potions.go
	if j != a && s.Asleep(j) && o.Conds.Has(rules.Unconscious) {
		// An ally asleep under Sleep is out of the fight until it is hurt
		// or shaken awake, an action (SRD 5.1 "Sleep"): worth its damage
		// for the rounds the fight is reckoned to last yet, at most
		// worthUp's for a downed one back on its feet (no life at stake).
		f := p.fight(v)
		why := ""
		if !v.lineOnly {
			why = name(s, j) + " is asleep (Sleep): shaking it awake, an action"
		}
		add(option{line: p.said(c.Name, "wake", name(s, j)), slot: SlotAction, score: min(f.rounds, roundsAhead) * p.perRound(o), why: why})
	}
	if j != a && o.HP.Current == 0 && !o.Dying.Stable && o.DeathSaves {
		// DC 10 Wisdom (Medicine): the chance of d20 + bonus >= 10.
		bonus := c.Skills["medicine"]
		if _, ok := c.Skills["medicine"]; !ok {
			bonus = c.Scores.Mod(rules.Wis)
		}
		chance := min(max(float64(11+bonus)/20, 0.05), 1)
		w := chance * (15 + 5*float64(o.Dying.Failures)) * 0.6
		why := ""
		if !v.lineOnly {
			why = name(s, j) + " is dying: a Medicine check to stabilize it (" + strconv.Itoa(int(100*chance)) + "% chance), nothing better on offer"
		}
		add(option{line: p.said(c.Name, "stabilize", name(s, j)), slot: SlotAction, score: w, why: why})
	}
}

// careAfar offers a walk to a downed ally beyond 5 ft, to a square beside
// it this turn's movement reaches, when its care (careFor: a potion, Lay
// on Hands, a kit, a Medicine check) is on offer once there: worth most of
// that care, less 2 for each opportunity attack on the way, so that it
// weighs against the attacks it could make instead. Care was offered only
// to an ally already beside it, and a cleric with a potion walked away
// from its dying fighter toward a far foe.
func (p *Policy) careAfar(v *view, j, pool int, add func(option)) {
	s, a, c := v.s, v.a, v.c
	o := &s.Combatants[j]
	if o.HP.Current > 0 || c.Alt > 0 || s.MountOf(a) >= 0 || !c.Conds.CanMove() {
		return
	}
	left := feetLeft(s, a, "")
	if left < grid.SquareFeet || s.Distance(a, j) > left+grid.SquareFeet {
		return
	}
	care := p.touchHeal(v, j) // Cure Wounds, which must touch it
	p.careFor(v, j, pool, func(o option) { care = max(care, o.score) })
	if care <= 0 {
		return
	}
	n, on := c.Size.Squares(), o.Size.Squares()
	cost := s.ModeCost(a, "")
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	var w walkBest // move.go
	for dr := -n; dr <= on; dr++ {
		for dc := -n; dc <= on; dc++ {
			sq := grid.Square{Col: o.At.Col + dc, Row: o.At.Row + dr}
			if !s.Map.Fits(sq, n) || s.DistanceFrom(a, sq, j) > grid.SquareFeet {
				continue
			}
			if ok, _ := s.Map.CanStop(sq, n, cost); !ok {
				continue
			}
			w.weigh(s, a, from, n, sq, cost, left)
		}
	}
	if !w.found {
		return
	}
	best, bestProv := w.sq, w.prov
	why := ""
	if !v.lineOnly {
		why = name(s, j) + " is down " + strconv.Itoa(s.Distance(a, j)) + " ft away: going to its side to help it"
	}
	add(option{slot: SlotMove, score: 0.9*care - 2*float64(bestProv), why: why, plan: p.movePlan(a, "", best, nil)})
}

// touchHeal is what a healing spell of the creature's that must touch
// (Cure Wounds: range Touch) would be worth on downed ally j once beside
// it, as healCast weighs it from there — bringing it back (worthUp) with
// the hit points it restores, less what the lowest slot it can spend is
// worth kept (slotCost) —, or 0 for none. A cleric whose healing is all
// by touch walked toward the foes while its fighter lay dying 20 ft away.
func (p *Policy) touchHeal(v *view, j int) float64 {
	k := v.c.Casting.Caster
	if k == nil || undeadOrConstruct(&v.s.Combatants[j]) {
		return 0
	}
	best := 0.0
	var f *fightState
	for _, sp := range k.Spells {
		if sp.Heal == "" || sp.Area != "" || sp.Range > grid.SquareFeet || sp.Casting == "reaction" {
			continue
		}
		for slot := max(sp.Level, 1); slot <= 9; slot++ {
			if !v.s.CastReady(v.a, sp, slot) {
				continue
			}
			if f == nil {
				fs := p.fight(v)
				f = &fs
			}
			heal := p.healMean(v, sp, slot)
			o := &v.s.Combatants[j]
			best = max(best, p.worthUp(v, j)+min(heal, float64(o.HP.Max))/4-p.slotCost(v, f, slot))
			break // the lowest slot it can spend: more is upcasting, weighed once beside it
		}
	}
	return best
}

// undeadOrConstruct: Lay on Hands has no effect on them (SRD 5.1).
func undeadOrConstruct(c *battle.Combatant) bool {
	t := strings.ToLower(c.CreatureType)
	return strings.HasPrefix(t, "undead") || strings.HasPrefix(t, "construct")
}

// roundsAhead is how many more rounds a fight is reckoned to last when
// weighing a creature's worth: an ally back on its feet acts for about
// that many.
const roundsAhead = 3

// worthUp is what bringing a downed ally back to its feet is worth, on
// the scale of every option (hit points of damage dealt or its
// equivalent): the damage it would deal in the rounds ahead, plus the
// life saved when it is dying rather than stable (each death save it
// fails is a step toward death, and a blow on a dying creature is a
// failed save: seed 001 "Death Saving Throws"). Care (stabilize, potions,
// Lay on Hands) and healing spells (spell.go) weigh their targets with
// it, so both scales agree. An ally on its feet, or dead, is worth 0.
func (p *Policy) worthUp(v *view, ally int) float64 {
	c := &v.s.Combatants[ally]
	if c.Dead || c.HP.Current > 0 {
		return 0
	}
	w := roundsAhead * p.perRound(c)
	if !c.Dying.Stable {
		// A life at stake: worth more with each failed save, and more than
		// any one attack (an attack's worth tops out near its damage plus
		// the kill bonus).
		w += 15 + 5*float64(c.Dying.Failures)
	}
	return w
}

// perRound is a rough expected damage a creature deals in a round: its
// best attack's mean damage at an even chance to hit, times the attacks
// of its Attack action (Extra Attack, Multiattack). It ignores its foes'
// AC on purpose: it weighs the creature, not one exchange. A creature
// with no weapon worth the name (a caster who fights with spells) counts
// as dealing a modest 5.
func (p *Policy) perRound(c *battle.Combatant) float64 {
	best := 0.0
	for k := range c.Attacks {
		if m := p.meanOf(c.Attacks[k].Damage); m > best {
			best = m
		}
	}
	return max(0.6*best*float64(1+c.ExtraAttacks), 5)
}
