package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// What a turned undead may do (feature_turn.go), by SRD 5.1 "Turn Undead":
// "A turned creature must spend its turns trying to move as far away from
// you as it can, and it can't willingly move to a space within 30 feet of
// you. It also can't take reactions. For its action, it can use only the
// Dash action or try to escape from an effect that prevents it from
// moving. If there's nowhere to move, the creature can use the Dodge
// action." Seed 000 "CLERICS: TURNING UNDEAD" says the same ("cannot
// willingly move closer ... It may only take the Dash action, or if
// nowhere to move, the Dodge action").
//
// The engine enforces it on the turned creature's turn:
//
//   - a move may not step into a space within 30 ft of the cleric unless
//     that step takes it farther from the cleric (one turned within 30 ft
//     must be able to get out), and, being frightened, it never steps
//     closer (move.go fearCheck); forced movement is not willing;
//   - its action: Dash, escape (a grapple), or Dodge when it has nowhere to
//     move: no step it may take, or a speed of 0. Every other command that
//     takes its action is refused, a spell with a casting time of an
//     action too; a bonus-action spell or feature is not its action;
//   - its reactions: turning takes the reaction away and the start of its
//     turns doesn't give it back (apply.go), so opportunity attacks,
//     readied attacks and reaction spells find none;
//   - the turning ends when it takes damage (feature_turn.go).
//
// That it spends its turns moving away is the policy's to play
// (tactics.Simple): the engine can't tell a creature that ends its turn
// where it stands from one that has nowhere better to go.

// TurnedBy is the creature that turned creature i, or -1 when it is not
// turned.
func (s *State) TurnedBy(i int) int {
	if !s.turned(i) {
		return -1
	}
	by, ok := s.Find(s.Combatants[i].Class.TurnedBy)
	if !ok {
		return -1
	}
	return by
}

// turnedAllowed are the commands that take no action of a turned creature
// or that the rule allows it: moving, Dash, escaping, ending its turn, and
// bonus actions.
var turnedAllowed = map[string]bool{
	"move": true, "dash": true, "escape": true, "end turn": true, "stand": true, "drop prone": true,
	"release": true, "dismount": true, "cunning action": true, "patient defense": true, "step of the wind": true, "second wind": true, "rage": true, "end rage": true,
	"bardic inspiration": true, "spiritual weapon": true, "hunter's mark": true, "hunters mark": true,
}

// turnedRules refuses what a turned creature can't do on its turn.
func (d *decider) turnedRules(cmd Command) error {
	s := d.st
	a := cmd.Actor
	by := s.TurnedBy(a)
	if by < 0 {
		return nil
	}
	c, bc := &s.Combatants[a], &s.Combatants[by]
	rule := fmt.Sprintf("%s is turned by %s: for its action it can only Dash, escape, or Dodge when it has nowhere to move (SRD 5.1 \"Turn Undead\")", c.Name, bc.Name)
	switch {
	case turnedAllowed[cmd.Verb]:
		return nil
	case cmd.Verb == "interact" && !c.Turn.Object: // the free interaction takes no action
		return nil
	case cmd.Verb == "haste" && strings.EqualFold(strings.TrimSpace(cmd.With), "dash"):
		return nil
	case cmd.Verb == "dodge":
		if sq, ok := s.fleeStep(a, by); ok {
			return refuse(CodeCannot, "%s is turned by %s: it may Dodge only when it has nowhere to move, and it can move to %s (SRD 5.1 \"Turn Undead\")", c.Name, bc.Name, sq)
		}
		return nil
	case cmd.Verb == "cast":
		sp, err := c.spell(cmd.With)
		if err != nil || sp.Casting != "action" {
			return nil // castCmd says what is wrong; a bonus-action spell is not its action, a reaction it lacks
		}
		return refuse(CodeCannot, "%s: %s takes an action", rule, sp.Name)
	}
	return refuse(CodeCannot, "%s, not %s", rule, cmd.Verb)
}

// turnedStep reports whether a turned creature a may step from `from` to
// `to`: not into a space within 30 ft of its turner `by`, unless the step
// takes it farther away.
func (s *State) turnedStep(a, by int, from, to grid.Square) (dist int, ok bool) {
	c := &s.Combatants[a]
	before := s.distAt(a, from, c.Alt, by)
	after := s.distAt(a, to, c.Alt, by)
	return after, after > 30 || after > before
}

// turnCheck refuses a turned creature's path with a step it may not take
// (moveCmd).
func (d *decider) turnCheck(a int, path []grid.Square) error {
	s := d.st
	by := s.TurnedBy(a)
	if by < 0 {
		return nil
	}
	c := &s.Combatants[a]
	prev := c.At
	for _, sq := range path {
		if dist, ok := s.turnedStep(a, by, prev, sq); !ok {
			return refuse(CodeMovement, "%s is turned by %s: it can't willingly move to a space within 30 ft of it unless the step takes it farther away (%s is %d ft from it; SRD 5.1 \"Turn Undead\")",
				c.Name, s.Combatants[by].Name, sq, dist)
		}
		prev = sq
	}
	return nil
}

// fleeStep is a square next to turned creature a that it may step into,
// and false when there is nowhere to move: a speed of 0, or every
// neighbouring square closed to it or closer to its turner.
func (s *State) fleeStep(a, by int) (grid.Square, bool) {
	c := &s.Combatants[a]
	if !c.Conds.CanMove() || s.spellSpeed(a, c.Conds.Speed(max(c.Speed, c.Speeds.Fly))) == 0 {
		return grid.Square{}, false
	}
	mode := ""
	if c.Alt > 0 {
		mode = "fly"
	}
	cost := s.ModeCost(a, mode)
	from := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			sq := grid.Square{Col: c.At.Col + dc, Row: c.At.Row + dr}
			if sq == c.At {
				continue
			}
			if _, err := s.Map.StepTo(from, sq, c.Size.Squares(), cost); err != nil {
				continue
			}
			if _, ok := s.turnedStep(a, by, c.At, sq); !ok {
				continue
			}
			if s.distAt(a, sq, c.Alt, by) < s.Distance(a, by) { // frightened: never closer
				continue
			}
			return sq, true
		}
	}
	return grid.Square{}, false
}

// CanFlee reports whether turned creature i has somewhere to move: a
// step it may take now. A policy Dodges only when it has none.
func (s *State) CanFlee(i int) bool {
	by := s.TurnedBy(i)
	if by < 0 {
		return false
	}
	_, ok := s.fleeStep(i, by)
	return ok
}

// FleeStepOK reports whether turned creature i may step from one square
// to the next, by the turning's 30 ft and its fear: what moveCmd checks
// of each step, for a policy to plan a path the rules allow.
func (s *State) FleeStepOK(i int, from, to grid.Square) bool {
	by := s.TurnedBy(i)
	if by < 0 {
		return true
	}
	alt := s.Combatants[i].Alt
	_, ok := s.turnedStep(i, by, from, to)
	return ok && s.distAt(i, to, alt, by) >= s.distAt(i, from, alt, by)
}

// DistanceFrom is the distance between creature i, were it at `at` (at its
// height), and creature j.
func (s *State) DistanceFrom(i int, at grid.Square, j int) int {
	return s.distAt(i, at, s.Combatants[i].Alt, j)
}
