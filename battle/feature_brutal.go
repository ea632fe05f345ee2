package battle

// Brutal Critical (barbarian 9th level), SRD 5.1 Barbarian: roll one
// additional weapon damage die when determining the extra damage for a
// critical hit with a melee attack; two at 13th level, three at 17th
// (the class data's brutal-critical-dice). The additional dice are not
// themselves doubled.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
)

// FeatBrutalCritical names the feature in events' With.
const FeatBrutalCritical = "brutal critical"

// brutalCritical is the additional damage dice of a barbarian's melee
// critical hit, or nil, and announces them.
func (d *decider) brutalCritical(a, t int, w *Attack, crit bool) dice.Node {
	c := &d.st.Combatants[a]
	cs := &c.Class
	if !crit || w.Ranged || !cs.Has("brutal-critical") {
		return nil
	}
	n := cs.Def.Number("brutal-critical-dice", cs.Level)
	die := firstDie(w.Damage.Root)
	if n <= 0 || die == nil {
		return nil
	}
	extra := *die
	extra.Count = n
	var root dice.Node = &extra
	if typ := damageLabel(w.Damage.Root); typ != "" {
		root = &dice.Label{X: root, Name: typ}
	}
	text := fmt.Sprintf("%dd%d", n, die.Sides)
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: d.st.Combatants[t].Name, With: FeatBrutalCritical, Dice: text,
		Text: fmt.Sprintf("%s's Brutal Critical: +%s %s on the critical hit", c.Name, text, w.Name)})
	return root
}

// firstDie is the first dice term of a damage expression: the weapon's
// damage die.
func firstDie(n dice.Node) *dice.Dice {
	switch n := n.(type) {
	case *dice.Dice:
		return n
	case *dice.Binary:
		if l := firstDie(n.L); l != nil {
			return l
		}
		return firstDie(n.R)
	case *dice.Label:
		return firstDie(n.X)
	case *dice.Group:
		for _, m := range n.Members {
			if x := firstDie(m); x != nil {
				return x
			}
		}
	}
	return nil
}
