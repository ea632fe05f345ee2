package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Flying (seed 001 "Flying Movement"): a flyer climbs and descends with
// its flying speed, one foot of movement per foot of height; its height
// above the ground counts in distances, so a goblin's 5-foot reach can't
// touch it 10 feet up. "If a flying creature is knocked prone, has its
// speed reduced to 0, or is otherwise deprived of the ability to move, the
// creature falls, unless it has the ability to hover": aloft checks that
// after every condition and every death.

// rise is fly up N / fly down N / fly down: a change of height with the
// flying speed, which may provoke opportunity attacks from foes it rises
// or drops out of reach of.
func (d *decider) rise(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	left, err := s.movementLeft(a, "fly")
	if err != nil {
		return err
	}
	if c.Conds.Has(rules.Prone) {
		return refuse(CodeCannot, "%s is prone: it must stand up before it flies", c.Name)
	}
	rise := cmd.Rise
	if cmd.Land {
		rise = -c.Alt
	}
	switch {
	case rise == 0:
		return refuse(CodeMovement, "%s is on the ground already", c.Name)
	case c.Alt+rise < 0:
		return refuse(CodeMovement, "%s is only %d ft up: it can fly down %d ft at most", c.Name, c.Alt, c.Alt)
	case abs(rise) > left:
		return refuse(CodeMovement, "%s needs %d ft to fly %s %d ft but has %d ft of movement left", c.Name, abs(rise), updown(rise), abs(rise), left)
	}
	to := c.Alt + rise
	from := c.Alt
	for _, h := range d.provokedAt(a, c.At, from, c.At, to) {
		t := d.oaTarget(h, a, c.At) // seed 003: a mount's rider or the mount (mount_seat.go)
		if t < 0 {
			continue
		}
		why := fmt.Sprintf("opportunity attack: %s %s out of %s's reach", c.Name, map[bool]string{true: "rises", false: "drops"}[rise > 0], s.Combatants[h].Name)
		if err := d.opportunity(h, t, why); err != nil {
			return err
		}
		if c.Down() || !c.Conds.CanMove() || c.Alt != from || c.Conds.Has(rules.Prone) {
			return d.err // the blow stopped it, or brought it down
		}
	}
	// Readied attacks: one set off by leaving reach comes before the
	// move, one by entering reach or by moving comes after it (ready.go).
	for _, r := range d.readiedByAt(a, "leaves", c.At, from, c.At, to) {
		if err := d.fire(r, a); err != nil {
			return err
		}
		if c.Down() || !c.Conds.CanMove() || c.Alt != from {
			return d.err
		}
	}
	d.emit(Event{Type: EvMove, Actor: c.Name, From: c.At.String(), To: c.At.String(), Cost: ip(abs(rise)), Alt: ip(to), Action: "fly",
		Text: fmt.Sprintf("%s flies %s %d ft (%d ft up)", c.Name, updown(rise), abs(rise), to)})
	for _, trig := range []string{"enters", "moves"} {
		for _, r := range d.readiedByAt(a, trig, c.At, from, c.At, to) {
			if err := d.fire(r, a); err != nil {
				return err
			}
		}
	}
	return d.err
}

func updown(rise int) string {
	if rise < 0 {
		return "down"
	}
	return "up"
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// aloft makes a flyer that can no longer stay up fall: knocked prone,
// speed 0, unable to move, or dead. A creature that can hover stays up
// unless it is dead.
func (d *decider) aloft(name string) {
	i, ok := d.st.Find(name)
	if !ok || d.err != nil {
		return
	}
	c := &d.st.Combatants[i]
	if c.Alt <= 0 || d.st.MountOf(i) >= 0 {
		return // on the ground, or carried by its mount, which does the flying
	}
	var why string
	switch {
	case c.Dead:
		why = "it died"
	case c.Speeds.Hover:
		return
	case c.Conds.Has(rules.Prone):
		why = "knocked prone in the air"
	case !c.Conds.CanMove() || c.Conds.Speed(c.Speeds.Fly) == 0:
		why = fmt.Sprintf("it can't move (%s)", c.Conds)
	default:
		return
	}
	d.err = d.fall(i, c.Alt, why)
}

// height is the height of the bottom of creature i's space if it stood
// at `at`, alt feet above the ground there: the ground is the highest
// under its space.
func (s *State) height(i int, at grid.Square, alt int) int {
	n := s.Combatants[i].space()
	if m := s.MountOf(i); m >= 0 {
		n = s.Combatants[m].space()
	}
	return s.Map.ElevationOf(at, n) + alt
}

// distAt is the distance in feet between creature i, were it at `at` and
// alt feet up, and creature j where it is. Height is a third axis counted
// like the other two: a creature's space is as tall as it is wide, and the
// gap between the two spaces' vertical spans is measured in 5-foot steps
// (DMG "Playing on a Grid"; a flyer 5 ft up is within a Medium foe's 5 ft
// reach, 10 ft up it is not).
func (s *State) distAt(i int, at grid.Square, alt int, j int) int {
	cj := &s.Combatants[j]
	// The common case, measured by the thousand a fight: no one rides, so
	// each fills its own space, and both stand on flat ground, so height
	// adds nothing. distAtAny gives the same answer the long way.
	if len(s.Rides) == 0 && alt == 0 && cj.Alt == 0 && s.Map.Flat() {
		ni, nj := s.Combatants[i].space(), cj.space()
		return s.Map.Span(grid.Gap(at.Col, ni, cj.At.Col, nj), grid.Gap(at.Row, ni, cj.At.Row, nj), 0)
	}
	return s.distAtAny(i, at, alt, j)
}

// distAtAny is distAt for any creatures anywhere: riders, heights, hills.
func (s *State) distAtAny(i int, at grid.Square, alt int, j int) int {
	ci, cj := &s.Combatants[i], &s.Combatants[j]
	ni := ci.space()
	if m := s.MountOf(i); m >= 0 { // a rider fills its mount's space, at is the mount's (seed 003)
		ni = s.Combatants[m].space()
	}
	jAt, nj := s.space(j)
	dc := grid.Gap(at.Col, ni, jAt.Col, nj)
	dr := grid.Gap(at.Row, ni, jAt.Row, nj)
	if alt == 0 && cj.Alt == 0 && s.Map.Flat() { // both on flat ground: no height between them
		return s.span(dc, dr, 0)
	}
	dz := grid.Gap(floorDiv(s.height(i, at, alt), grid.SquareFeet), max(ci.Size.Squares(), 1),
		floorDiv(s.height(j, jAt, cj.Alt), grid.SquareFeet), max(cj.Size.Squares(), 1))
	return s.span(dc, dr, dz)
}

// span is the distance in feet of a gap of dc columns, dr rows and dz
// 5-foot steps of height, by the map's rule for diagonals (5-5-5, or the
// DMG's 5-10-5 with its count carried to the third axis: grid.Map.Span).
func (s *State) span(dc, dr, dz int) int {
	return s.Map.Span(dc, dr, dz*grid.SquareFeet)
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}
