package battle

// Rampage, by the SRD 5.1 Gnoll: "When the gnoll reduces a creature to 0
// hit points with a melee attack on its turn, the gnoll can take a bonus
// action to move up to half its speed and make a bite attack" (traits:
// {rampage: bite}).
//
//   - A melee attack of its own, on its own turn, that brings a creature
//     from above 0 to 0 hit points (or kills it) offers the bonus action:
//     a `trait` event with `with: Rampage`, `action: offer`.
//   - `NAME rampage TARGET` takes it, that turn: a walk of at most half
//     its walking speed toward TARGET (as Aggressive walks, each step
//     closer; none when TARGET is already within the attack's reach), or
//     `NAME rampage TARGET from SQUARE` along the cheapest path to SQUARE
//     first, then the attack against TARGET. The walk is the bonus
//     action's, not its speed's: a `trait` event (`action: bonus`, `cost`
//     the feet) gives the feet back to its own movement, as Aggressive's
//     does. Leaving a foe's reach on the way provokes as any move does.

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// TraitRampage names Rampage's trait events.
const TraitRampage = "Rampage"

// TraitLeadership names Leadership's trait events (trait_leadership.go).
const TraitLeadership = "Leadership"

// checkRampage checks that rampage names one of the creature's melee
// attacks, and writes its name as the entry does.
func (l *loader) checkRampage(c *CombatantSpec, tr *TraitsSpec, p string) error {
	if !l.given(p + ".rampage") {
		return nil
	}
	a := specAttack(c, tr.Rampage)
	if a == nil || isAreaAttack(a) || a.Range != "" {
		return l.errf(p+".rampage", "rampage names the melee attack it makes after its move (the gnoll's bite): %q is not one of %s's melee attacks (%s)", tr.Rampage, c.Name, specAttackNames(c))
	}
	tr.Rampage = a.Name
	return nil
}

// applyTraitEquip2 folds the trait events of Rampage and Leadership.
func (s *State) applyTraitEquip2(a int, e Event) {
	c := &s.Combatants[a]
	switch {
	case e.With == TraitRampage && e.Action == "offer":
		c.Trait.RampageRound, c.Trait.RampageTurn = s.Round, s.Turn
	case e.With == TraitRampage && e.Action == "bonus":
		c.Turn.Bonus = true
		c.Turn.Moved -= deref(e.Cost) // the walk before it added them
		c.Trait.RampageRound = 0
	case e.With == TraitLeadership:
		c.Trait.LeadershipUsed, c.Turn.Action = true, true
	}
}

// rampageOffer offers Rampage after a hit of creature a's melee attack on
// its own turn dropped t from above 0 hit points (up) to 0.
func (d *decider) rampageOffer(a, t int, w *Attack, h how, up bool) {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if c.Traits.Rampage == "" || w.Ranged || h.reaction || !up || (tc.HP.Current > 0 && !tc.Dead) || s.Current() != a || c.Down() {
		return
	}
	d.emit(Event{Type: EvTrait, Actor: c.Name, Target: tc.Name, With: TraitRampage, Action: "offer",
		Text: fmt.Sprintf("%s dropped %s to 0 hit points with a melee attack on its turn: Rampage, a bonus action to move up to half its speed and %s (%s rampage TARGET)",
			c.Name, tc.Name, c.Traits.Rampage, c.Name)})
}

// RampageOffered reports whether creature a may take Rampage's bonus
// action now: policies use it.
func (s *State) RampageOffered(a int) bool {
	c := &s.Combatants[a]
	return c.Traits.Rampage != "" && !c.Turn.Bonus && s.thisTurn(c.Trait.RampageRound, c.Trait.RampageTurn)
}

// RampageTarget is the nearest standing hostile creature that Rampage's
// attack reaches now or after its walk toward it, or -1: policies use it.
func (s *State) RampageTarget(a int) int {
	if !s.RampageOffered(a) {
		return -1
	}
	c := &s.Combatants[a]
	w := c.attackNamed(c.Traits.Rampage)
	if w == nil || !c.Conds.CanAct() {
		return -1
	}
	half := s.hazardSpeed(a, s.spellSpeed(a, c.Conds.Speed(c.Speed)), "walking") / 2
	canWalk := half > 0 && c.Alt == 0 && s.MountOf(a) < 0 && c.Conds.CanMove() && len(s.sources(c.Name, rules.Frightened)) == 0
	best, bestDist := -1, 0
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() {
			continue
		}
		dist := s.Distance(a, j)
		if best >= 0 && dist >= bestDist {
			continue
		}
		if dist > w.Reach {
			if !canWalk || s.dragFactor(a) != 1 {
				continue
			}
			steps, err := s.toward(a, j, half, s.ModeCost(a, ""))
			if err != nil || s.distAt(a, steps[len(steps)-1].To, 0, j) > w.Reach {
				continue
			}
		}
		best, bestDist = j, dist
	}
	return best
}

// parseRampage reads `rampage TARGET [from SQUARE]`.
func parseRampage(s *State, cmd Command, rest []string) (Command, error) {
	if k := len(rest) - 2; k >= 1 && strings.EqualFold(rest[k], "from") {
		sq, err := grid.ParseSquare(rest[k+1])
		if err != nil {
			return cmd, refuse(CodeSyntax, "%q: %v", cmd.Text, err)
		}
		cmd.To, rest = []grid.Square{sq}, rest[:k]
	}
	t, n := matchName(s, rest)
	if t < 0 || n != len(rest) {
		return cmd, refuse(CodeUnknownName, "%q: rampage TARGET [from SQUARE]: no combatant named %q (%s)", cmd.Text, strings.Join(rest, " "), names(s))
	}
	cmd.Target = t
	return cmd, nil
}

// rampage is Rampage's bonus action: the walk, then the attack.
func (d *decider) rampage(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c := &s.Combatants[a]
	switch {
	case c.Traits.Rampage == "":
		return refuse(CodeCannot, "%s has no Rampage", c.Name)
	case !s.thisTurn(c.Trait.RampageRound, c.Trait.RampageTurn):
		return refuse(CodeCannot, "%s's Rampage follows a melee attack of its that drops a creature to 0 hit points on its turn: none has this turn", c.Name)
	case t == a:
		return refuse(CodeCannot, "%s can't attack itself", c.Name)
	}
	if err := d.needBonus(a); err != nil {
		return err
	}
	w := c.attackNamed(c.Traits.Rampage)
	if w == nil {
		return refuse(CodeCannot, "%s has no %s attack", c.Name, c.Traits.Rampage)
	}
	half := s.hazardSpeed(a, s.spellSpeed(a, c.Conds.Speed(c.Speed)), "walking") / 2
	steps, err := d.rampagePath(cmd, w, half)
	if err != nil {
		return err
	}
	moved, stopped := 0, false
	if len(steps) > 0 {
		costs := make([]int, len(steps))
		path := make([]grid.Square, len(steps))
		factor := s.dragFactor(a)
		for i, st := range steps {
			path[i], costs[i] = st.To, st.Feet*factor
			moved += costs[i]
		}
		if moved > half {
			return refuse(CodeMovement, "%s needs %d ft to reach %s: Rampage moves it at most half its speed, %d ft", c.Name, moved, path[len(path)-1], half)
		}
		if err := d.fearCheck(a, path); err != nil {
			return err
		}
		if err := d.dragCheck(a, path); err != nil {
			return err
		}
		squeezed, err := s.Map.CheckStopSqueezed(path[len(path)-1], c.Size.Squares(), s.ModeCost(a, ""))
		if err != nil {
			return refuse(CodeMovement, "%s can't end its move at %s: %v", c.Name, path[len(path)-1], err)
		}
		before := c.Turn.Moved
		if err := d.walk(a, steps, costs, "", squeezed); err != nil {
			return err
		}
		c = &d.st.Combatants[a]
		moved = c.Turn.Moved - before
		stopped = c.At != path[len(path)-1]
	}
	d.emit(Event{Type: EvTrait, Actor: c.Name, Target: s.Combatants[t].Name, With: TraitRampage, Action: "bonus", Cost: ip(moved),
		Text: fmt.Sprintf("%s rampages: %d ft of its bonus action's move (up to half its speed, %d ft; they don't count against its speed), then its %s", c.Name, moved, half, w.Name)})
	if c.Down() || !c.Conds.CanAct() || stopped && s.Distance(a, t) > w.Reach {
		return d.err // an opportunity attack or a readied action on the way stopped it short
	}
	return d.attack(a, t, w, how{bonus: true, knockOut: cmd.KnockOut})
}

// rampagePath is Rampage's walk: to the square given, or toward the
// target until its attack reaches; none when it reaches already.
func (d *decider) rampagePath(cmd Command, w *Attack, half int) ([]grid.Step, error) {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c := &s.Combatants[a]
	walking := len(cmd.To) > 0 || s.Distance(a, t) > w.Reach
	switch {
	case !walking:
		return nil, nil
	case c.Alt > 0 || s.MountOf(a) >= 0:
		return nil, refuse(CodeMovement, "%s is aloft or mounted: Rampage's move is a walk", c.Name)
	case !c.Conds.CanMove():
		return nil, refuse(CodeCannot, "%s is %s: it can't move", c.Name, c.Conds)
	case half == 0:
		return nil, refuse(CodeCannot, "%s's walking speed is 0", c.Name)
	}
	if len(cmd.To) == 0 {
		return s.toward(a, t, half, s.ModeCost(a, "")) // trait_aggressive.go
	}
	start := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	steps, err := s.Map.Route(start, c.Size.Squares(), cmd.To[0], s.ModeCost(a, ""))
	if err != nil {
		return nil, refuse(CodeMovement, "%s can't move to %s: %v", c.Name, cmd.To[0], err)
	}
	return steps, nil
}
