package tactics

import (
	"slices"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// A troll at 0 hit points is down, not dead: "The troll dies only if it
// starts its turn with 0 hit points and doesn't regenerate", and "If the
// troll takes acid or fire damage, this trait doesn't function at the
// start of the troll's next turn" (SRD 5.1 Troll, Regeneration). Left
// alone as a downed foe, it stood up with 10 hit points and fought on
// while the wizard beside it held a Fire Bolt. A hit of a type that stops
// its regeneration kills it as surely as a blow that drops a standing
// foe: the policy aims one at it whatever its preset, and nothing else.

// worthBurn is what stopping a downed foe's regeneration is worth at a
// sure hit: a foe that would stand up again, removed for good.
const worthBurn = 20

// comesBack reports whether foe t is down at 0 hit points but will
// regenerate at the start of its turn unless damage stops it first.
func comesBack(s *battle.State, t int) bool {
	tc := &s.Combatants[t]
	return tc.HP.Current == 0 && tc.Regenerating() // the engine's own test (battle/monster.go)
}

// stopsRegen reports whether the damage e holds a type that stops t's
// regeneration (fire or acid for a troll).
func stopsRegen(s *battle.State, t int, e *dice.Expr) bool {
	if e == nil {
		return false
	}
	return anyType(e.Root, func(typ string) bool {
		return slices.Contains(s.Combatants[t].Traits.RegenStoppedBy, rules.DamageType(typ))
	})
}

// stopsType reports whether damage of type typ stops t's regeneration.
func stopsType(s *battle.State, t int, typ string) bool {
	return typ != "" && slices.Contains(s.Combatants[t].Traits.RegenStoppedBy, rules.DamageType(typ))
}

// anyType reports whether a damage type the expression labels passes ok.
func anyType(n dice.Node, ok func(string) bool) bool {
	switch n := n.(type) {
	case *dice.Label:
		return ok(n.Name) || anyType(n.X, ok)
	case *dice.Binary:
		return anyType(n.L, ok) || anyType(n.R, ok)
	case *dice.Neg:
		return anyType(n.X, ok)
	}
	return false
}

// burnOptions: each attack on t, a downed foe that comes back, whose
// damage would stop its regeneration, worth its chance to hit × worthBurn.
func (p *Policy) burnOptions(v *view, t int, add func(option)) {
	c := v.c
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if !c.Ready(w.Name) {
			continue
		}
		pv, err := v.s.PreviewAttack(v.a, t, w.Name)
		if err != nil || !stopsRegen(v.s, t, pv.Damage) {
			continue
		}
		hit, _ := pv.HitChance()
		parts := attackParts{on: true, t: t, with: w.Name, hit: hit, bonus: pv.Bonus, ac: pv.AC, mode: pv.Mode}
		add(option{line: p.attackLine(v, &parts), slot: SlotAction, score: hit * worthBurn, atk: parts,
			why: name(v.s, t) + " is down but regenerates: a hit of the damage that stops it kills it at the start of its turn (SRD 5.1 Troll)"})
	}
}
