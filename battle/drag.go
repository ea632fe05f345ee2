package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Moving a grappled creature (seed 000 "Grapple (Move Target)", seed 001
// "Moving a Grappled Creature"): the grappler drags the creature along,
// its own speed halved unless the creature is two or more sizes smaller.
// The dragged creature keeps its place beside the grappler and spends none
// of its movement, so it provokes no opportunity attacks.

// dragged lists the creatures a is grappling.
func (s *State) dragged(a int) []int {
	var out []int
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if i != a && c.GrappledBy == a && c.Conds.Has(rules.Grappled) && !c.Dead {
			out = append(out, i)
		}
	}
	return out
}

// dragFactor is 2 while a drags a creature not two sizes smaller, else 1.
func (s *State) dragFactor(a int) int {
	for _, g := range s.dragged(a) {
		if int(s.Combatants[a].Size)-int(s.Combatants[g].Size) < 2 {
			return 2
		}
	}
	return 1
}

// offset moves a square by the difference between two others.
func offset(sq, from, to grid.Square) grid.Square {
	return grid.Square{Col: sq.Col + to.Col - from.Col, Row: sq.Row + to.Row - from.Row}
}

// dragCheck refuses a path along which a dragged creature would leave the
// map or run into another creature.
func (d *decider) dragCheck(a int, path []grid.Square) error {
	s := d.st
	c := &s.Combatants[a]
	for _, g := range s.dragged(a) {
		gc := &s.Combatants[g]
		gn := gc.Size.Squares()
		for _, sq := range path {
			at := offset(gc.At, c.At, sq)
			if !s.Map.Fits(at, gn) {
				return refuse(CodeMovement, "%s can't drag %s there: at %s it would be off the map", c.Name, gc.Name, sq)
			}
			for j := range s.Combatants {
				o := &s.Combatants[j]
				if j == a || j == g || o.gone() {
					continue
				}
				for _, fs := range grid.Footprint(at, gn) {
					if grid.Occupies(o.At, o.Size.Squares(), fs) {
						return refuse(CodeMovement, "%s can't drag %s there: %s is in the way at %s", c.Name, gc.Name, o.Name, fs)
					}
				}
			}
		}
	}
	return nil
}

// dragAlong moves each dragged creature the way its grappler just moved,
// from `from` along seg.
func (d *decider) dragAlong(a int, from grid.Square, seg []string) {
	s := d.st
	for _, g := range s.dragged(a) {
		gc := &s.Combatants[g]
		start := gc.At
		var path []string
		var to grid.Square
		for _, name := range seg {
			sq, err := grid.ParseSquare(name)
			if err != nil {
				d.err = err
				return
			}
			to = offset(start, from, sq)
			path = append(path, to.String())
		}
		d.emit(Event{Type: EvMove, Actor: gc.Name, From: start.String(), To: to.String(), Path: path, Cost: ip(0), Action: "forced",
			Text: fmt.Sprintf("%s is dragged %s → %s by %s", gc.Name, start, to, s.Combatants[a].Name)})
	}
}

// release lets go of a grappled creature: no action required (SRD 5.1
// "Grappling": "You can release the target whenever you like").
func (d *decider) release(cmd Command) error {
	s := d.st
	c, t := &s.Combatants[cmd.Actor], &s.Combatants[cmd.Target]
	if t.GrappledBy != cmd.Actor || !t.Conds.Has(rules.Grappled) {
		return refuse(CodeCannot, "%s is not grappling %s", c.Name, t.Name)
	}
	d.condition(cmd.Target, rules.Grappled, false, "released by "+c.Name)
	return d.err
}
