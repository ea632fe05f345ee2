// Package rules holds the pure game mechanics of skirmish: no state
// machine, no I/O. This file answers the DM's question "what are the odds
// of this attack?" exactly, from the dice package's distributions.
package rules

import (
	"errors"
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
)

// ErrNoD20 is returned when an attack expression has no single d20 whose
// face decides natural 1s and 20s.
var ErrNoD20 = errors.New("rules: the attack roll needs one d20 term (1d20, 2d20kh1, 2d20kl1) added to its modifiers")

// AttackOdds is the exact outcome of one attack roll against an AC.
type AttackOdds struct {
	AC       int        `json:"ac"`
	Hit      float64    `json:"hit"`  // P(hit), critical hits included
	Crit     float64    `json:"crit"` // P(natural 20)
	Miss     float64    `json:"miss"`
	Expected float64    `json:"expected_damage,omitempty"` // mean damage per attack, misses counted as 0
	Damage   *dice.Dist `json:"-"`                         // damage per attack; nil without a damage expression
}

// Attack computes the odds of an attack roll against ac, by the SRD 5.1
// combat chapter (seed 001, "Attack Rolls", "Rolling 1 or 20", "Critical
// Hits"): the attack hits when the total meets or beats the AC; a natural 20
// hits whatever the modifiers and is a critical hit, whose damage rolls the
// attack's damage dice twice and adds the modifiers once; a natural 1
// misses whatever the modifiers. damage may be nil. Damage below 0 counts
// as 0: a hit never heals.
func Attack(attack *dice.Expr, ac int, damage *dice.Expr, opt dice.Options) (*AttackOdds, error) {
	d20, rest, ok := splitD20(attack.Root)
	if !ok {
		return nil, ErrNoD20
	}
	nat, err := dice.NodeDistribution(d20, opt)
	if err != nil {
		return nil, err
	}
	mods, err := dice.NodeDistribution(rest, opt)
	if err != nil {
		return nil, err
	}
	o := &AttackOdds{AC: ac}
	for n := nat.Lo(); n <= nat.Hi(); n++ {
		p := nat.Prob(n)
		switch n {
		case 20:
			o.Hit += p
			o.Crit += p
		case 1:
		default:
			o.Hit += p * mods.AtLeast(ac-n)
		}
	}
	o.Miss = 1 - o.Hit
	if damage == nil {
		return o, nil
	}
	normal, err := dice.NodeDistribution(damage.Root, opt)
	if err != nil {
		return nil, fmt.Errorf("damage: %w", err)
	}
	crit, err := dice.NodeDistribution(CritDice(damage.Root), opt)
	if err != nil {
		return nil, fmt.Errorf("critical damage: %w", err)
	}
	o.Damage = dice.Mix(
		[]float64{o.Miss, o.Hit - o.Crit, o.Crit},
		[]*dice.Dist{dice.Constant(0), floorZero(normal), floorZero(crit)},
	)
	o.Expected = o.Damage.Mean()
	return o, nil
}

// splitD20 finds the d20 that decides natural 1s and 20s — the first d20
// term added (not subtracted, multiplied or grouped) in the outermost sum,
// keeping exactly one die — and returns it with the rest of the expression,
// the d20 replaced by 0.
func splitD20(n dice.Node) (d20, rest dice.Node, ok bool) {
	switch n := n.(type) {
	case *dice.Dice:
		if n.Sides == 20 && n.Kind == dice.Standard && n.Success == nil && n.Explode == nil && keepsOne(n) {
			return n, &dice.Num{Value: 0}, true
		}
	case *dice.Label:
		if d, r, ok := splitD20(n.X); ok {
			return d, &dice.Label{X: r, Name: n.Name}, true
		}
	case *dice.Binary:
		if n.Op != '+' && n.Op != '-' {
			return nil, nil, false
		}
		if d, r, ok := splitD20(n.L); ok {
			return d, &dice.Binary{Op: n.Op, L: r, R: n.R}, true
		}
		if n.Op == '+' {
			if d, r, ok := splitD20(n.R); ok {
				return d, &dice.Binary{Op: n.Op, L: n.L, R: r}, true
			}
		}
	}
	return nil, nil, false
}

// keepsOne reports whether a dice term always keeps exactly one die.
func keepsOne(d *dice.Dice) bool {
	kept := d.Count
	for _, k := range d.Keep {
		c := min(k.N, d.Count)
		if k.Keep {
			kept = min(kept, c)
		} else {
			kept = min(kept, d.Count-c)
		}
	}
	return kept == 1
}

// CritDice returns a copy of the tree with every dice term rolling twice
// as many dice: the SRD's critical hit damage.
func CritDice(n dice.Node) dice.Node {
	return MapDice(n, func(d *dice.Dice) dice.Node {
		c := *d
		c.Count *= 2
		return &c
	})
}

// MapDice returns a copy of the tree with every dice term replaced by
// what f makes of it, the rest (numbers, sums, labels, groups) kept.
func MapDice(n dice.Node, f func(*dice.Dice) dice.Node) dice.Node {
	switch n := n.(type) {
	case *dice.Dice:
		return f(n)
	case *dice.Binary:
		return &dice.Binary{Op: n.Op, L: MapDice(n.L, f), R: MapDice(n.R, f)}
	case *dice.Neg:
		return &dice.Neg{X: MapDice(n.X, f)}
	case *dice.Label:
		return &dice.Label{X: MapDice(n.X, f), Name: n.Name}
	case *dice.Group:
		g := *n
		g.Members = make([]dice.Node, len(n.Members))
		for i, m := range n.Members {
			g.Members[i] = MapDice(m, f)
		}
		return &g
	}
	return n
}

// DropModifiers returns a copy of a damage expression without the
// positive constants added in its outermost sum; a negative modifier stays
// (seed 000, two-weapon fighting: the ability modifier "does not count
// toward damage ... unless" it is negative, per SRD 5.1).
func DropModifiers(n dice.Node) dice.Node {
	switch n := n.(type) {
	case *dice.Num:
		return &dice.Num{Value: 0}
	case *dice.Label:
		return &dice.Label{X: DropModifiers(n.X), Name: n.Name}
	case *dice.Binary:
		if n.Op == '+' {
			return &dice.Binary{Op: '+', L: DropModifiers(n.L), R: DropModifiers(n.R)}
		}
		if n.Op == '-' {
			return &dice.Binary{Op: '-', L: DropModifiers(n.L), R: n.R}
		}
	}
	return n
}

// floorZero moves the probability of negative totals to 0.
func floorZero(d *dice.Dist) *dice.Dist {
	if d.Lo() >= 0 {
		return d
	}
	out := &dice.Dist{Min: 0}
	for v := 0; v <= max(d.Hi(), 0); v++ {
		out.P = append(out.P, d.Prob(v))
	}
	out.P[0] = d.AtMost(0)
	return out
}
