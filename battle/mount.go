package battle

// Mounted combat, by seed 003 "Mounted Combat" (the SRD 5.1 text): getting
// on and off, a controlled mount acting on its rider's turn, an
// independent one keeping its own, the rider sharing its mount's space and
// falling off.
//
// The state of it is State.Rides, changed only by mount events (and by a
// rider's own forced move, which takes it out of the saddle) so that a log
// replays. While mounted the rider's At and Alt follow its mount's (Apply,
// carry), and distances, reach and cover are measured from the mount's
// space (space). The hooks into the rest of the engine are one line each,
// marked "seed 003" where they are.

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// EvMount is a rider getting on its mount or off it (docs/events.md).
const EvMount = "mount"

// Ride is a rider on its mount. A controlled mount acts on its rider's
// turn, with only the Dash, Disengage and Dodge actions; an independent
// one keeps its place in the initiative and acts as it wishes (seed 003
// "Controlling a Mount").
type Ride struct {
	Rider, Mount int
	Controlled   bool
}

// mountDC is the Dexterity save that keeps a rider in the saddle (seed 003
// "Mounting and Dismounting").
const mountDC = 10

// Where each rule comes from, for refusals and the log.
const (
	ruleMounting    = `seed 003 "Mounting and Dismounting"`
	ruleControlling = `seed 003 "Controlling a Mount"`
	ruleMounted     = `seed 003 "Mounted Combat"`
)

// verbAliases are other spellings of creature verbs: "Knight mounts
// Warhorse" reads as "Knight mount Warhorse".
var verbAliases = map[string]string{"mounts": "mount", "dismounts": "dismount"}

// MountOf is the creature rider r rides, or -1.
func (s *State) MountOf(r int) int {
	for _, rd := range s.Rides {
		if rd.Rider == r {
			return rd.Mount
		}
	}
	return -1
}

// RiderOf is the creature riding mount m, or -1.
func (s *State) RiderOf(m int) int {
	for _, rd := range s.Rides {
		if rd.Mount == m {
			return rd.Rider
		}
	}
	return -1
}

// controlledBy is the rider controlling mount m, or -1 (none, or an
// independent mount).
func (s *State) controlledBy(m int) int {
	for _, rd := range s.Rides {
		if rd.Mount == m && rd.Controlled {
			return rd.Rider
		}
	}
	return -1
}

// ControlledMount is the mount rider r controls, or -1: the mount its
// commands may move on its turn ("Warhorse move to E5").
func (s *State) ControlledMount(r int) int {
	for _, rd := range s.Rides {
		if rd.Rider == r && rd.Controlled {
			return rd.Mount
		}
	}
	return -1
}

// directs reports whether it is rider r's turn to direct mount m: a
// controlled mount moves as its rider directs it, on the rider's turn.
func (s *State) directs(r, m int) bool { return r >= 0 && s.controlledBy(m) == r }

// space is the top-left square and the squares per side of the space
// creature i fills: a rider fills its mount's.
func (s *State) space(i int) (grid.Square, int) {
	if m := s.MountOf(i); m >= 0 {
		i = m
	}
	c := &s.Combatants[i]
	return c.At, c.space()
}

// mountRules refuses what a mounted creature can't do on its turn: a
// controlled mount only moves, dashes, disengages and dodges (seed 003
// "Controlling a Mount"), and a rider moves only with its mount.
func (d *decider) mountRules(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	if r := s.controlledBy(a); r >= 0 {
		rc := &s.Combatants[r]
		switch cmd.Verb {
		case "move", "dash", "disengage", "dodge":
			if c.Surprised {
				return refuse(CodeCannot, "%s is surprised: no move or action on its first turn", c.Name)
			}
			return nil
		case "end turn":
			return refuse(CodeCannot, "%s acts on %s's turn as %s directs it: %s ends the turn (%s)", c.Name, rc.Name, rc.Name, rc.Name, ruleControlling)
		}
		return refuse(CodeCannot, "%s is a controlled mount: it moves as %s directs it and has only three action options, Dash, Disengage and Dodge (%s); mount it \"independent\" to let it act as it wishes",
			c.Name, rc.Name, ruleControlling)
	}
	m := s.MountOf(a)
	if m < 0 {
		return nil
	}
	mc := &s.Combatants[m]
	switch cmd.Verb {
	case "move":
		how := fmt.Sprintf("direct it with \"%s move to SQUARE\"", mc.Name)
		if s.controlledBy(m) < 0 {
			how = "it moves on its own turn, as it wishes"
		}
		return refuse(CodeCannot, "%s is riding %s and moves with it: %s, or dismount first (%s)", c.Name, mc.Name, how, ruleMounted)
	case "drop prone":
		return refuse(CodeCannot, "%s is riding %s: dismount first", c.Name, mc.Name)
	}
	return nil
}

// mountCost is what mounting or dismounting costs rider r now: half its
// speed, once during its move, and only with that much movement left
// (seed 003 "Mounting and Dismounting").
func (d *decider) mountCost(r int, what string) (int, error) {
	c := &d.st.Combatants[r]
	speed := c.Conds.Speed(c.Speed) // 0 for a creature that can't move at all
	if speed == 0 {
		why := ""
		if !c.Conds.None() {
			why = " (" + c.Conds.String() + ")"
		}
		return 0, refuse(CodeCannot, "%s's speed is 0%s: it can't %s, which costs half its speed (%s)", c.Name, why, what, ruleMounting)
	}
	if c.Turn.Mounting {
		return 0, refuse(CodeMovement, "%s has already mounted or dismounted this turn: once during its move (%s)", c.Name, ruleMounting)
	}
	cost := speed / 2
	if left := speed*(1+c.Turn.Dashes) - c.Turn.Moved; left < cost {
		return 0, refuse(CodeMovement, "to %s costs %d ft (half of %s's speed of %d); %s has %d ft of movement left (%s)",
			what, cost, c.Name, speed, c.Name, left, ruleMounting)
	}
	return cost, nil
}

// mountCmd is "RIDER mounts MOUNT [controlled|independent]": a willing
// creature at least one size larger, within 5 ft, for half the rider's
// speed (seed 003 "Mounting and Dismounting"). A controlled mount's
// initiative changes to match the rider's, and it can move and act on this
// very turn (seed 003 "Controlling a Mount").
func (d *decider) mountCmd(cmd Command) error {
	s := d.st
	r, m := cmd.Actor, cmd.Target
	c, mc := &s.Combatants[r], &s.Combatants[m]
	switch {
	case r == m:
		return refuse(CodeCannot, "%s can't mount itself", c.Name)
	case s.MountOf(r) >= 0:
		return refuse(CodeCannot, "%s is already riding %s", c.Name, s.Combatants[s.MountOf(r)].Name)
	case s.RiderOf(r) >= 0:
		return refuse(CodeCannot, "%s is carrying %s: a mount can't ride another creature", c.Name, s.Combatants[s.RiderOf(r)].Name)
	case s.RiderOf(m) >= 0:
		return refuse(CodeCannot, "%s already carries %s: one rider to a mount", mc.Name, s.Combatants[s.RiderOf(m)].Name)
	case s.MountOf(m) >= 0:
		return refuse(CodeCannot, "%s is riding %s: it can't carry a rider as well", mc.Name, s.Combatants[s.MountOf(m)].Name)
	case s.Hostile(r, m):
		return refuse(CodeCannot, "%s (side %s) is not willing to carry %s (side %s): only a willing creature can serve as a mount (%s)",
			mc.Name, mc.Side, c.Name, c.Side, ruleMounted)
	case mc.Down() || mc.Conds.Incapacitated():
		return refuse(CodeCannot, "%s is down or incapacitated: it can't carry a rider (%s)", mc.Name, ruleMounted)
	case mc.Conds.Has(rules.Prone):
		return refuse(CodeCannot, "%s is prone: it must stand before it can be mounted", mc.Name)
	case int(mc.Size) < int(c.Size)+1:
		return refuse(CodeCannot, "%s is %s and %s is %s: a mount must be at least one size larger than its rider (%s)",
			mc.Name, mc.Size, c.Name, c.Size, ruleMounted)
	case c.Conds.Has(rules.Prone):
		return refuse(CodeCannot, "%s is prone: it must stand up before it mounts", c.Name)
	}
	if dist := s.Distance(r, m); dist > 5 {
		return refuse(CodeOutOfReach, "%s is %d ft from %s: a mount must be within 5 ft (%s)", mc.Name, dist, c.Name, ruleMounting)
	}
	if up := mc.Alt - c.Alt; up > 5 || up < -5 {
		return refuse(CodeOutOfReach, "%s is %d ft above the ground and %s %d ft: a mount must be within 5 ft (%s)", mc.Name, mc.Alt, c.Name, c.Alt, ruleMounting)
	}
	cost, err := d.mountCost(r, "mount "+mc.Name)
	if err != nil {
		return err
	}
	mode, how := "controlled", fmt.Sprintf("%s controls it: it acts on %s's turn, moving as directed, with only Dash, Disengage and Dodge (%s)", c.Name, c.Name, ruleControlling)
	if cmd.With == "independent" {
		mode, how = "independent", fmt.Sprintf("it acts independently, on its own turn (%s)", ruleControlling)
	}
	d.emit(Event{Type: EvMount, Actor: c.Name, Target: mc.Name, On: bp(true), Mode: mode, Cost: ip(cost), From: c.At.String(), To: mc.At.String(),
		Text: fmt.Sprintf("%s mounts %s (%d ft of movement, half its speed): %s", c.Name, mc.Name, cost, how)})
	if mode == "controlled" {
		d.matchTurn(r, m)
	}
	return d.err
}

// matchTurn gives a newly controlled mount its rider's initiative and puts
// it just before the rider in the order: it acts on the rider's turn, and
// once the rider is off it has its own turn next round, not a second one
// this round.
func (d *decider) matchTurn(r, m int) {
	s := d.st
	c, mc := &s.Combatants[r], &s.Combatants[m]
	if mc.Initiative != c.Initiative {
		d.matchInitiative(m, r)
	}
	var names []string
	changed := false
	for k, i := range s.Order {
		switch {
		case i == m:
			changed = changed || k+1 >= len(s.Order) || s.Order[k+1] != r
			continue
		case i == r:
			names = append(names, mc.Name)
		}
		names = append(names, s.Combatants[i].Name)
	}
	if changed {
		d.emit(Event{Type: EvOrder, Order: names,
			Text: fmt.Sprintf("initiative order: %s (%s acts on %s's turn)", strings.Join(names, ", "), mc.Name, c.Name)})
	}
}

// matchInitiative sets a controlled mount's initiative to its rider's
// (seed 003 "Controlling a Mount") and returns the mount's name; the fight
// does so at its start for a rider mounted in the encounter file.
func (d *decider) matchInitiative(m, r int) string {
	mc, c := &d.st.Combatants[m], &d.st.Combatants[r]
	d.emit(Event{Type: EvInitiative, Actor: mc.Name, Total: ip(c.Initiative), Reason: "controlled by " + c.Name,
		Text: fmt.Sprintf("%s's initiative changes to match its rider %s's: %d (%s)", mc.Name, c.Name, c.Initiative, ruleControlling)})
	return mc.Name
}

// dismountCmd is "RIDER dismounts [to SQUARE]": off the mount into a free
// space within 5 ft of it, for half the rider's speed (seed 003 "Mounting
// and Dismounting"). Without a square it takes the first free one, row by
// row from the top-left.
func (d *decider) dismountCmd(cmd Command) error {
	s := d.st
	r := cmd.Actor
	c := &s.Combatants[r]
	m := s.MountOf(r)
	if m < 0 {
		return refuse(CodeCannot, "%s is not riding anything", c.Name)
	}
	mc := &s.Combatants[m]
	cost, err := d.mountCost(r, "dismount")
	if err != nil {
		return err
	}
	var to grid.Square
	if len(cmd.To) > 0 {
		to = cmd.To[0]
		if err := s.canLand(r, m, to); err != nil {
			return refuse(CodeMovement, "%s can't dismount to %s: %v", c.Name, to, err)
		}
	} else {
		var ok bool
		if to, ok = s.landing(r, m, 5); !ok {
			return refuse(CodeMovement, "no free space within 5 ft of %s for %s to dismount into", mc.Name, c.Name)
		}
	}
	d.emit(Event{Type: EvMount, Actor: c.Name, Target: mc.Name, On: bp(false), Cost: ip(cost), From: mc.At.String(), To: to.String(),
		Text: fmt.Sprintf("%s dismounts %s to %s (%d ft of movement, half its speed)", c.Name, mc.Name, to, cost)})
	d.landed(r, "dismounted from "+mc.Name)
	return d.err
}

// canLand says why rider r can't get off mount m into square sq, or nil.
func (s *State) canLand(r, m int, sq grid.Square) error {
	n := s.Combatants[r].Size.Squares()
	mAt, mn := s.space(m)
	switch d := s.Map.Between(sq, n, mAt, mn); {
	case d == 0:
		return fmt.Errorf("that is %s's own space", s.Combatants[m].Name)
	case d > 5:
		return fmt.Errorf("it is %d ft from %s: dismounting lands within 5 ft (%s)", d, s.Combatants[m].Name, ruleMounting)
	}
	if up := s.Map.ElevationOf(sq, n) - s.height(m, mAt, s.Combatants[m].Alt); up > grid.SquareFeet {
		return fmt.Errorf("the ground there is %d ft above %s's back: climb, don't dismount", up, s.Combatants[m].Name)
	}
	return s.Map.CheckStop(sq, n, s.MoveCost(r))
}

// landing is the first square, row by row from the top-left, where rider
// r can stand within `within` feet of mount m's space.
func (s *State) landing(r, m, within int) (grid.Square, bool) {
	n := s.Combatants[r].Size.Squares()
	mAt, mn := s.space(m)
	k := within / grid.SquareFeet
	cost := s.MoveCost(r)
	for row := mAt.Row - k - n + 1; row <= mAt.Row+mn-1+k; row++ {
		for col := mAt.Col - k - n + 1; col <= mAt.Col+mn-1+k; col++ {
			sq := grid.Square{Col: col, Row: row}
			if dist := s.Map.Between(sq, n, mAt, mn); dist == 0 || dist > within {
				continue
			}
			if s.Map.ElevationOf(sq, n)-s.height(m, mAt, s.Combatants[m].Alt) > grid.SquareFeet {
				continue // a ledge above the saddle is no place to land
			}
			if s.Map.CheckStop(sq, n, cost) == nil {
				return sq, true
			}
		}
	}
	return grid.Square{}, false
}

// parseMount reads what follows mount (MOUNT [controlled|independent])
// and dismount ([to SQUARE]).
func parseMount(s *State, cmd Command, verb string, rest []string) (Command, error) {
	cmd.Verb = verb
	if verb == "dismount" {
		switch {
		case len(rest) == 0:
			return cmd, nil
		case len(rest) == 2 && strings.EqualFold(rest[0], "to"):
			sq, err := grid.ParseSquare(rest[1])
			if err != nil {
				return cmd, refuse(CodeSyntax, "%q: %v", cmd.Text, err)
			}
			cmd.To = []grid.Square{sq}
			return cmd, nil
		}
		return cmd, refuse(CodeSyntax, "%q: RIDER dismounts, or RIDER dismounts to SQUARE", cmd.Text)
	}
	t, n := matchName(s, rest)
	if t < 0 {
		return cmd, refuse(CodeUnknownName, "%q: mount what? no combatant named %q (%s)", cmd.Text, strings.Join(rest, " "), names(s))
	}
	cmd.Target = t
	switch rest = rest[n:]; {
	case len(rest) == 0:
	case len(rest) == 1 && (strings.EqualFold(rest[0], "controlled") || strings.EqualFold(rest[0], "independent")):
		cmd.With = strings.ToLower(rest[0])
	default:
		return cmd, refuse(CodeSyntax, "%q: RIDER mounts MOUNT [controlled|independent], not %q", cmd.Text, strings.Join(rest, " "))
	}
	return cmd, nil
}

// applyMount folds a mount event: on, the rider joins its mount's space
// (and a controlled mount gets a fresh turn: it can move and act on the
// turn it is mounted); off, the rider stands at To. Movement spent and a
// reaction used are the rider's.
func (s *State) applyMount(r, m int, e Event) error {
	if r < 0 || m < 0 {
		return fmt.Errorf("battle: event %d (mount): needs actor and target", e.Seq)
	}
	c, mc := &s.Combatants[r], &s.Combatants[m]
	if e.On != nil && *e.On {
		if s.MountOf(r) >= 0 || s.RiderOf(m) >= 0 || s.RiderOf(r) >= 0 || s.MountOf(m) >= 0 || r == m {
			return fmt.Errorf("battle: event %d (mount): %s can't mount %s", e.Seq, c.Name, mc.Name)
		}
		s.Rides = append(s.Rides, Ride{Rider: r, Mount: m, Controlled: e.Mode == "controlled"})
		c.At, c.Alt = mc.At, mc.Alt
		if e.Mode == "controlled" {
			mc.Turn = TurnState{}
		}
	} else {
		if s.MountOf(r) != m {
			return fmt.Errorf("battle: event %d (mount): %s is not riding %s", e.Seq, c.Name, mc.Name)
		}
		s.unride(r)
		if e.To != "" {
			to, err := parseSquare(e.To)
			if err != nil {
				return fmt.Errorf("battle: event %d (mount): %w", e.Seq, err)
			}
			// It gets off at the height it rode at: above lower ground it
			// is in the air, and falls (landed, mount_seat.go).
			c.Alt = max(0, s.height(m, mc.At, mc.Alt)-s.Map.ElevationOf(to, c.Size.Squares()))
			c.At = to
		}
	}
	if e.Cost != nil {
		c.Turn.Moved += *e.Cost
		c.Turn.Mounting = true
	}
	if e.Reaction != nil && *e.Reaction {
		c.Reaction = false
	}
	return nil
}

// unride ends rider r's ride.
func (s *State) unride(r int) {
	keep := s.Rides[:0]
	for _, rd := range s.Rides {
		if rd.Rider != r {
			keep = append(keep, rd)
		}
	}
	s.Rides = keep
}

// carry follows a move event of creature a: a mount carries its rider
// along, and a rider moved by force (dragged, pushed) leaves the saddle.
func (s *State) carry(a int, e Event) {
	if len(s.Rides) == 0 {
		return
	}
	if r := s.RiderOf(a); r >= 0 {
		c, mc := &s.Combatants[r], &s.Combatants[a]
		c.At, c.Alt = mc.At, mc.Alt
	}
	if s.MountOf(a) >= 0 && e.Action == "forced" {
		s.unride(a)
	}
}

// endCarriedSurprise: a controlled mount's first turn is its rider's, so
// its surprise ends with the rider's turn.
func (s *State) endCarriedSurprise(r int) {
	if m := s.ControlledMount(r); m >= 0 && s.Combatants[m].Surprised {
		s.Combatants[m].Surprised, s.Combatants[m].Reaction = false, true
	}
}
