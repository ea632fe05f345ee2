package battle

// Charge and Pounce (trait.go): a hit with a named melee attack after the
// creature "moves at least N ft. straight toward a target ... on the same
// turn":
//
//   - Charge (SRD 5.1 Minotaur): "If the minotaur moves at least 10 ft.
//     straight toward a target and then hits it with a gore attack on the
//     same turn, the target takes an extra 9 (2d8) piercing damage. If the
//     target is a creature, it must succeed on a DC 14 Strength saving
//     throw or be pushed up to 10 ft. away and knocked prone." The Boar's
//     is 20 ft, its tusk, 1d6 slashing, DC 11 or knocked prone.
//   - Pounce (SRD 5.1 Tiger, Lion): "If the tiger moves at least 20 ft.
//     straight toward a creature and then hits it with a claw attack on
//     the same turn, that target must succeed on a DC 13 Strength saving
//     throw or be knocked prone. If the target is prone, the tiger can make
//     one bite attack against it as a bonus action" (NAME pounce TARGET).
//
// "Straight toward" is judged from the squares the creature has moved
// through this turn by its own movement (walking, flying, swimming ...;
// forced movement and falls break the run), counted back from where it
// stands at the hit: the run is the longest stretch at the end of that
// path in which every square entered is strictly closer to the target,
// where the target stands at the hit, than the square before it. The run
// must cover at least the trait's feet, measured from its first square to
// its last by the map's rule for diagonals. A step sideways or back ends
// the run there; moving after the run, or a push, ends it too. The extra
// dice are doubled on a critical hit like any of the attack's dice; the
// push goes straight away from the attacker, the whole distance unless
// something stops it (forced.go).

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// traitMove folds a move into the run of a creature with Charge or
// Pounce: its own moves this turn extend it, forced movement and falls
// end it.
func (s *State) traitMove(a int, from grid.Square, e Event) {
	c := &s.Combatants[a]
	if c.Traits.Charge == nil && c.Traits.Pounce == nil {
		return
	}
	ts := &c.Trait
	if e.Action == "forced" || e.Action == "fall" {
		ts.Run = nil
		return
	}
	if !s.thisTurn(ts.RunRound, ts.RunTurn) || len(ts.Run) == 0 || ts.Run[len(ts.Run)-1] != from {
		ts.Run, ts.RunRound, ts.RunTurn = []grid.Square{from}, s.Round, s.Turn
	} else {
		ts.Run = slices.Clip(ts.Run) // the next append copies: a clone shares the old one
	}
	for _, name := range e.Path {
		sq, err := grid.ParseSquare(name)
		if err != nil {
			ts.Run = nil
			return
		}
		ts.Run = append(ts.Run, sq)
	}
}

// charging reports whether creature a has run at least feet straight
// toward t this turn (see the top of the file), and says how far and from
// where.
func (s *State) charging(a, t, feet int) (bool, string) {
	c := &s.Combatants[a]
	run := c.Trait.Run
	if !s.thisTurn(c.Trait.RunRound, c.Trait.RunTurn) || len(run) < 2 || run[len(run)-1] != c.At {
		return false, ""
	}
	k := len(run) - 1
	for k > 0 && s.distAt(a, run[k], c.Alt, t) < s.distAt(a, run[k-1], c.Alt, t) {
		k--
	}
	from := run[k]
	moved := s.span(abs(c.At.Col-from.Col), abs(c.At.Row-from.Row), 0)
	if moved < feet {
		return false, ""
	}
	return true, fmt.Sprintf("it moved %d ft straight toward %s, %s → %s", moved, s.Combatants[t].Name, from, c.At)
}

// chargeDamage says that a charge applies and adds its extra dice.
func (d *decider) chargeDamage(a, t int, ch *Charge, why string, crit bool, expr *dice.Expr) *dice.Expr {
	c, tc := &d.st.Combatants[a], &d.st.Combatants[t]
	e := Event{Type: EvTrait, Actor: c.Name, Target: tc.Name, With: ch.Trait, Reason: why,
		Text: fmt.Sprintf("%s's %s: %s before its %s hit", c.Name, ch.Trait, why, ch.Attack)}
	if ch.Damage != nil {
		e.Dice = ch.Damage.String()
		e.Text += fmt.Sprintf(": +%s%s", ch.Damage, critNote(crit))
		expr = addDice(expr, ch.Damage)
	}
	d.emit(e)
	return expr
}

// chargeHit plays what follows a charge's damage: the save, the push and
// the fall prone on a failure, and Pounce's offer of a bonus-action
// attack against a prone target.
func (d *decider) chargeHit(a, t int, charged []*Charge) error {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	for _, ch := range charged {
		if tc.Dead {
			return d.err
		}
		src := fmt.Sprintf("%s's %s", c.Name, ch.Trait)
		failed := true
		if ch.DC > 0 && (ch.Push > 0 || ch.Prone) {
			ok, err := d.save(t, ch.Save, ch.DC, "against "+src)
			if err != nil {
				return err
			}
			failed = !ok
		}
		if failed && ch.Push > 0 {
			at, n := s.space(a)
			dc, dr := s.awayFrom(at, n, t)
			if err := d.force(t, dc, dr, ch.Push, "pushed by "+src); err != nil {
				return err
			}
		}
		if failed && ch.Prone && !tc.Dead {
			d.condition(t, rules.Prone, true, "knocked prone by "+src)
		}
		if ch.Bonus != "" && tc.Conds.Has(rules.Prone) && !tc.Dead && !c.Turn.Bonus {
			d.emit(Event{Type: EvTrait, Actor: c.Name, Target: tc.Name, With: ch.Trait, Action: "bonus",
				Text: fmt.Sprintf("%s may make one %s attack against the prone %s as a bonus action (%s: %s pounce %s)",
					c.Name, ch.Bonus, tc.Name, ch.Trait, c.Name, tc.Name)})
		}
	}
	return d.err
}

// pounceCmd is "NAME pounce TARGET": Pounce's bonus-action attack against
// the creature its pouncing hit left prone this turn.
func (d *decider) pounceCmd(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c, tc := &s.Combatants[a], &s.Combatants[t]
	ch := c.Traits.Pounce
	switch {
	case ch == nil || ch.Bonus == "":
		return refuse(CodeCannot, "%s has no Pounce with a bonus-action attack", c.Name)
	case !s.thisTurn(c.Trait.PounceRound, c.Trait.PounceTurn) || c.Trait.Pounced != tc.Name:
		return refuse(CodeCannot, "%s's Pounce gives its bonus-action %s only against a prone creature its %s hit this turn after a %d ft run straight at it",
			c.Name, ch.Bonus, ch.Attack, ch.Feet)
	case !tc.Conds.Has(rules.Prone):
		return refuse(CodeCannot, "%s is not prone: Pounce's %s is against a prone target", tc.Name, ch.Bonus)
	}
	if err := d.needBonus(a); err != nil {
		return err
	}
	w := c.attackNamed(ch.Bonus)
	if w == nil {
		return refuse(CodeCannot, "%s has no %s attack", c.Name, ch.Bonus)
	}
	return d.attack(a, t, w, how{bonus: true, knockOut: cmd.KnockOut})
}

// PounceTarget is the creature that Pounce lets creature a attack with its
// bonus action now, or -1: policies use it.
func (s *State) PounceTarget(a int) int {
	c := &s.Combatants[a]
	if c.Traits.Pounce == nil || c.Turn.Bonus || !s.thisTurn(c.Trait.PounceRound, c.Trait.PounceTurn) {
		return -1
	}
	t, ok := s.Find(c.Trait.Pounced)
	if !ok || s.Combatants[t].Dead || !s.Combatants[t].Conds.Has(rules.Prone) {
		return -1
	}
	return t
}

// ChargeAttack is the attack with which creature a would charge or pounce
// on t now — its run this turn qualifies and t is within the attack's
// reach — or "": policies use it to pick the gore over the greataxe.
func (s *State) ChargeAttack(a, t int) string {
	c := &s.Combatants[a]
	for _, ch := range []*Charge{c.Traits.Charge, c.Traits.Pounce} {
		if ch == nil {
			continue
		}
		w := c.attackNamed(ch.Attack)
		if w == nil || s.Distance(a, t) > w.Reach || !c.Ready(w.Name) {
			continue
		}
		if ok, _ := s.charging(a, t, ch.Feet); ok {
			return w.Name
		}
	}
	return ""
}
