package battle

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Forced movement: a shove, a thunderous blast, the DM's rockslide. The
// creature moves straight, square by square, in one of the 8 grid
// directions, without using its movement, action or reaction, and so it
// provokes no opportunity attacks (seed 001 "Opportunity Attacks": "you
// don't provoke an opportunity attack when ... someone or something moves
// you without using your movement, action, or reaction"). It stops short
// at a wall, another creature's space (a creature can't end up in
// another's space; seed 001 "Moving Around Other Creatures"), the map's
// edge, or ground higher than its feet (a push does not lift it); pushed
// over lower ground, it goes over the edge there and falls the height
// difference (SRD 5.1 "Falling": 1d6 bludgeoning per 10 ft, landing
// prone; fall.go), which ends the push. A creature aloft (flying) keeps its
// height and does not fall. Difficult terrain does not shorten a push, and
// forced movement sets off no readied attack.

// MaxPushFeet bounds a push the DM can order: beyond any map.
const MaxPushFeet = 1000

// force moves creature t up to feet in the grid direction (dc, dr), each
// -1, 0 or 1, for the reason why ("shoved by Fighter"). See the top of
// this file.
func (d *decider) force(t, dc, dr, feet int, why string) error {
	return d.forceMove(t, dc, dr, feet, why, nil)
}

// forceMove is force with a rule that may end the move before a step:
// until returns why it stops there, "" to go on.
func (d *decider) forceMove(t, dc, dr, feet int, why string, until func(cur, next grid.Square) string) error {
	s := d.st
	c := &s.Combatants[t]
	if c.Dead || (dc == 0 && dr == 0) || feet < grid.SquareFeet {
		return d.err
	}
	start, cur := c.At, c.At
	height := s.height(t, cur, c.Alt) // its feet, above the map's zero
	dist := func(a, b grid.Square) int { return s.span(abs(a.Col-b.Col), abs(a.Row-b.Row), 0) }
	var path []string
	stop, drop := "", 0
	for {
		next := grid.Square{Col: cur.Col + dc, Row: cur.Row + dr}
		if dist(start, next) > feet {
			break
		}
		if until != nil {
			if stop = until(cur, next); stop != "" {
				break
			}
		}
		if stop = s.blockedStep(t, cur, next); stop != "" {
			break
		}
		g := s.height(t, next, 0)
		if g > height {
			stop = fmt.Sprintf("the ground at %s is %d ft higher", next, g-height)
			break
		}
		path = append(path, next.String())
		cur = next
		if g < height && c.Alt == 0 {
			drop = height - g
			stop = fmt.Sprintf("it goes over the edge at %s, %d ft down", next, drop)
			break
		}
	}
	if len(path) == 0 {
		d.emit(Event{Type: EvAction, Actor: c.Name, Action: "push", Reason: stop,
			Text: fmt.Sprintf("%s is not moved (%s): %s", c.Name, why, stop)})
		return d.err
	}
	moved := dist(start, cur)
	e := Event{Type: EvMove, Actor: c.Name, From: start.String(), To: cur.String(), Path: path, Cost: ip(0),
		Action: "forced", Reason: stop, Text: fmt.Sprintf("%s is moved %d ft %s → %s (%s)", c.Name, moved, start, cur, why)}
	switch {
	case drop > 0:
		e.Alt = ip(drop) // over the edge, in the air until it lands
	case c.Alt > 0:
		e.Alt = ip(height - s.height(t, cur, 0))
	}
	if stop != "" && moved < feet {
		e.Text += ": it stops because " + stop
	}
	// A creature squeezed into a gap and pushed out where its whole space
	// fits spreads out again (SRD 5.1 "Squeezing into a Smaller Space":
	// only "while it's in the smaller space").
	if c.Squeezing {
		if squeezed, err := s.Map.CheckStopSqueezed(cur, c.Size.Squares(), s.MoveCost(t)); err == nil && !squeezed {
			e.Squeezing = bp(false)
			e.Text += ", no longer squeezing"
		}
	}
	d.emit(e)
	if drop > 0 {
		return d.fall(t, drop, fmt.Sprintf("pushed over the edge at %s", cur))
	}
	return d.err
}

// blockedStep says what stops creature t stepping from cur to next when
// forced: the map's edge, a wall, walls that touch at a corner across a
// diagonal step, or another creature's space; "" if nothing does.
func (s *State) blockedStep(t int, cur, next grid.Square) string {
	c := &s.Combatants[t]
	n := c.space()
	if !s.Map.Fits(next, n) {
		return fmt.Sprintf("the edge of the map is in the way at %s", next)
	}
	for _, sq := range grid.Footprint(next, n) {
		if grid.Occupies(cur, n, sq) {
			continue
		}
		if s.Map.Wall(sq) {
			return fmt.Sprintf("the wall at %s is in the way", sq)
		}
		for j := range s.Combatants {
			o := &s.Combatants[j]
			if j != t && !o.gone() && s.MountOf(j) < 0 && grid.Occupies(o.At, o.space(), sq) {
				return fmt.Sprintf("%s's space at %s is in the way", o.Name, sq)
			}
		}
	}
	if _, err := s.Map.StepCost(cur, next, n, grid.Cost{}); err != nil {
		msg := err.Error()
		for _, e := range []error{grid.ErrBlocked, grid.ErrOffMap, grid.ErrNoStop} {
			if errors.Is(err, e) {
				msg = strings.TrimPrefix(msg, e.Error()+": ")
			}
		}
		return msg
	}
	return ""
}

// awayFrom is the grid direction straight from a space (at, n) toward
// creature t's: a shove pushes that way.
func (s *State) awayFrom(at grid.Square, n, t int) (int, int) {
	c := &s.Combatants[t]
	x, y := centreOf(c.At, c.space())
	ax, ay := centreOf(at, n)
	return snapDir(x-ax, y-ay)
}

// centreOf is the centre of a space in half squares, as grid.Point counts.
func centreOf(at grid.Square, n int) (int, int) {
	n = max(n, 1)
	return 2*at.Col + n, 2*at.Row + n
}

// snapDir is the grid direction (each -1, 0 or 1) nearest to (dx, dy):
// along a row or column when the other component is under tan 22.5° of
// it, else diagonal; (0, 0) for no direction.
func snapDir(dx, dy int) (int, int) {
	ax, ay := abs(dx), abs(dy)
	switch {
	case ay < ax && (ay+ax)*(ay+ax) < 2*ax*ax:
		return sign(dx), 0
	case ax < ay && (ax+ay)*(ax+ay) < 2*ay*ay:
		return 0, sign(dy)
	}
	return sign(dx), sign(dy)
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// compass are the directions `dm push` takes by name, north up the map
// (toward row 1).
var compass = map[string][2]int{
	"north": {0, -1}, "south": {0, 1}, "east": {1, 0}, "west": {-1, 0},
	"northeast": {1, -1}, "northwest": {-1, -1}, "southeast": {1, 1}, "southwest": {-1, 1},
}

// dmPush is `dm push TARGET N ft from|toward NAME|SQUARE` or `dm push
// TARGET N ft DIRECTION`: the DM's forced movement, straight away from (or
// toward, as seed 000's thorn whip pulls "10 feet closer") a creature or a
// square, or in a compass direction.
func (d *decider) dmPush(cmd Command) error {
	s := d.st
	t := cmd.Target
	c := &s.Combatants[t]
	if c.Dead {
		return refuse(CodeCannot, "%s is dead: the DM can move its body by hand with dm commands to come", c.Name)
	}
	n := c.space()
	var dc, dr int
	var from, what string // the other end, for the log
	var at grid.Square
	an := 1
	switch cmd.With {
	case "from", "toward":
		if cmd.Other >= 0 {
			o := &s.Combatants[cmd.Other]
			at, an, what = o.At, o.space(), o.Name
		} else {
			at, what = cmd.To[0], cmd.To[0].String()
			if !s.Map.In(at) {
				return refuse(CodeOutOfReach, "%q: %s is off the %dx%d map", cmd.Text, at, s.Map.W, s.Map.H)
			}
		}
		if cmd.Other == t {
			return refuse(CodeCannot, "%q: %s can't be pushed from or toward itself", cmd.Text, c.Name)
		}
		dc, dr = s.awayFrom(at, an, t)
		if dc == 0 && dr == 0 {
			return refuse(CodeCannot, "%q: %s is at %s: no way is straight %s it", cmd.Text, c.Name, what, map[string]string{"from": "away from", "toward": "toward"}[cmd.With])
		}
		from = "away from " + what
		if cmd.With == "toward" {
			dc, dr, from = -dc, -dr, "toward "+what
		}
	default:
		dir, ok := compass[cmd.With]
		if !ok { // not reached: the parser reads only these
			return refuse(CodeSyntax, "%q: push which way?", cmd.Text)
		}
		dc, dr, from = dir[0], dir[1], cmd.With
	}
	why := fmt.Sprintf("the DM pushes it %d ft %s", cmd.N, from)
	if cmd.With != "toward" {
		return d.force(t, dc, dr, cmd.N, why)
	}
	// A pull ends where a step would bring it no closer.
	return d.forceMove(t, dc, dr, cmd.N, why, func(cur, next grid.Square) string {
		if d.st.Map.Between(next, n, at, an) >= d.st.Map.Between(cur, n, at, an) {
			return "it is as close to " + what + " as a straight pull brings it"
		}
		return ""
	})
}

// parseDMPush reads `dm push TARGET N [ft|feet] (from|toward NAME|SQUARE |
// DIRECTION)`.
func parseDMPush(s *State, cmd Command, rest []string) (Command, error) {
	usage := func(why string) error {
		return refuse(CodeSyntax, "%q: %s (dm push TARGET N ft from|toward NAME|SQUARE, or dm push TARGET N ft north|south|east|west|northeast|...)", cmd.Text, why)
	}
	t, n := matchName(s, rest)
	if t < 0 {
		return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.Join(rest, " "), names(s))
	}
	cmd.Target = t
	rest = rest[n:]
	if len(rest) == 0 {
		return cmd, usage("how far, and which way?")
	}
	num := strings.ToLower(rest[0])
	for _, unit := range []string{"feet", "ft"} {
		if len(num) > len(unit) && strings.HasSuffix(num, unit) {
			num = num[:len(num)-len(unit)]
			break
		}
	}
	feet, err := strconv.Atoi(num)
	if err != nil || feet < grid.SquareFeet || feet > MaxPushFeet || feet%grid.SquareFeet != 0 {
		return cmd, usage(fmt.Sprintf("%q is not a distance in feet: a multiple of %d from %d to %d", rest[0], grid.SquareFeet, grid.SquareFeet, MaxPushFeet))
	}
	cmd.N = feet
	rest = rest[1:]
	if len(rest) > 0 && (strings.EqualFold(rest[0], "ft") || strings.EqualFold(rest[0], "feet")) {
		rest = rest[1:]
	}
	if len(rest) == 0 {
		return cmd, usage("which way?")
	}
	way := strings.ToLower(rest[0])
	if way == "towards" {
		way = "toward"
	}
	if _, ok := compass[way]; ok {
		if len(rest) > 1 {
			return cmd, usage(fmt.Sprintf("unexpected %q after %s", strings.Join(rest[1:], " "), way))
		}
		cmd.With = way
		return cmd, nil
	}
	if way != "from" && way != "toward" || len(rest) < 2 {
		return cmd, usage(fmt.Sprintf("%q: say from or toward a creature or square, or a direction", strings.Join(rest, " ")))
	}
	cmd.With = way
	if o, m := matchName(s, rest[1:]); o >= 0 && m == len(rest)-1 {
		cmd.Other = o
		return cmd, nil
	}
	if len(rest) != 2 {
		return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.Join(rest[1:], " "), names(s))
	}
	sq, err := grid.ParseSquare(rest[1])
	if err != nil {
		return cmd, refuse(CodeUnknownName, "%q: %q is neither a combatant nor a square (%s)", cmd.Text, rest[1], names(s))
	}
	cmd.To = []grid.Square{sq}
	return cmd, nil
}
