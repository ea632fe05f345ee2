package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Caltrops and ball bearings (seed 000 line 38; SRD 5.1 "Adventuring
// Gear"): `NAME use caltrops at SQUARE`, an action, spreads the bag over a
// square area of the item's side (caltrops 5 ft, ball bearings 10 ft) whose
// north-west square is SQUARE, within 5 ft of the user's space. The
// hazard stays on the map for the fight (a `hazard` event).
//
// A creature on the ground that enters a square of the area from outside
// it makes the item's Dexterity save (caltrops DC 15, ball bearings DC
// 10). Failing against caltrops, it stops moving, takes 1 piercing damage
// and its walking speed is 10 ft less until it regains a hit point;
// failing against ball bearings, it falls prone and stops moving (the rest
// of its path is left; it may crawl or stand with a new command). A
// creature moving through the area at half speed makes no save
// (equipment_careful.go).

// EvHazard records a hazard spread on the map (actor, with: the item id,
// squares), or, with a target and on, a creature slowed by caltrops.
const EvHazard = "hazard"

// Hazard is an item spread over squares of the map.
type Hazard struct {
	Item    string // compendium item id: caltrops, ball-bearings
	By      string // who spread it
	Squares []grid.Square
}

// hazardItem is the compendium hazard named by a use command, or nil.
func hazardItem(with string) *compendium.Item {
	it, err := compendium.LookupItem(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(with)), " ", "-"))
	if err != nil || it.Kind != "hazard" {
		return nil
	}
	return it
}

// spread is `NAME use caltrops|ball bearings at SQUARE`.
func (d *decider) spread(cmd Command, it *compendium.Item) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	if cmd.Area == nil || cmd.Area.Toward || len(cmd.To) != 1 {
		return refuse(CodeSyntax, "%q: say where: %s use %s at SQUARE", cmd.Text, c.Name, strings.ToLower(it.Name))
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	side := max(it.Area/5, 1)
	at := cmd.To[0]
	var sqs []grid.Square
	near := false
	foot := footprint(c.At, c.Size.Squares())
	for dr := range side {
		for dc := range side {
			sq := grid.Square{Col: at.Col + dc, Row: at.Row + dr}
			if !s.Map.In(sq) {
				return refuse(CodeCannot, "%s's %d-ft square at %s runs off the map at %s", it.Name, it.Area, at, sq)
			}
			sqs = append(sqs, sq)
			for _, f := range foot {
				near = near || max(abs(f.Col-sq.Col), abs(f.Row-sq.Row)) <= 1
			}
		}
	}
	if !near {
		return refuse(CodeOutOfReach, "%s can spread %s only within 5 ft of its space, not at %s", c.Name, strings.ToLower(it.Name), at)
	}
	names := make([]string, len(sqs))
	for i, sq := range sqs {
		names[i] = sq.String()
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "use", With: it.ID, Text: fmt.Sprintf("%s uses %s", c.Name, strings.ToLower(it.Name))})
	d.emit(Event{Type: EvHazard, Actor: c.Name, With: it.ID, Squares: names,
		Text: fmt.Sprintf("%s spreads %s over %s (%s save DC %s)", c.Name, strings.ToLower(it.Name), strings.Join(names, " "), it.Save[:3], it.Save[4:])})
	return d.err
}

// footprint is the squares of a space of side n at its anchor.
func footprint(at grid.Square, n int) []grid.Square {
	var out []grid.Square
	for dr := range max(n, 1) {
		for dc := range max(n, 1) {
			out = append(out, grid.Square{Col: at.Col + dc, Row: at.Row + dr})
		}
	}
	return out
}

// applyHazard folds a hazard event: a hazard on the map, or a creature
// slowed by caltrops.
func (s *State) applyHazard(t int, e Event) error {
	if t >= 0 {
		s.Combatants[t].Hobbled = e.On != nil && *e.On
		return nil
	}
	h := Hazard{Item: e.With, By: e.Actor}
	for _, n := range e.Squares {
		sq, err := grid.ParseSquare(n)
		if err != nil {
			return fmt.Errorf("battle: event %d (hazard): %w", e.Seq, err)
		}
		h.Squares = append(h.Squares, sq)
	}
	s.Hazards = append(slices.Clip(s.Hazards), h) // never in place: a Clone shares the array
	return nil
}

// hazardSpeed is a walking speed less the 10 ft caltrops took.
func (s *State) hazardSpeed(a, speed int, name string) int {
	if name == "walking" && s.Combatants[a].Hobbled {
		return max(speed-10, 0)
	}
	return speed
}

// healHobble folds hit points regained: caltrops' slowing ends.
func (s *State) healHobble(t, hp int) {
	if c := &s.Combatants[t]; hp > c.HP.Current {
		c.Hobbled = false
	}
}

// tread springs the hazards whose area a creature walking from prev to cur
// enters: it saves against each, and a failure stops its move (stop).
func (d *decider) tread(a int, prev, cur grid.Square, flush func(grid.Square)) (stop bool, err error) {
	s := d.st
	c := &s.Combatants[a]
	if len(s.Hazards) == 0 || c.Alt > 0 || d.careful { // at half speed, no save (equipment_careful.go)
		return false, nil
	}
	was, now := footprint(prev, c.Size.Squares()), footprint(cur, c.Size.Squares())
	touches := func(h *Hazard, sqs []grid.Square) bool {
		return slices.ContainsFunc(sqs, func(q grid.Square) bool { return slices.Contains(h.Squares, q) })
	}
	for i := range s.Hazards {
		h := &s.Hazards[i]
		if !touches(h, now) || touches(h, was) {
			continue
		}
		it, err := compendium.LookupItem(h.Item)
		if err != nil {
			return false, err
		}
		ab, dc, err := itemSave(it)
		if err != nil {
			return false, err
		}
		flush(cur)
		ok, err := d.save(a, ab, dc, strings.ToLower(it.Name))
		if err != nil || ok {
			if err != nil {
				return true, err
			}
			continue
		}
		why := fmt.Sprintf("%s at %s", strings.ToLower(it.Name), cur)
		if it.Condition != "" {
			cond, err := rules.ParseCondition(it.Condition)
			if err != nil {
				return true, err
			}
			d.condition(a, cond, true, why)
		}
		if it.Damage != "" {
			r, err := rollText(it.Damage, d.src)
			if err != nil {
				return true, err
			}
			d.hurt(a, partsOf(r), hitInfo{source: it.Name, dice: explain(r)})
			if !c.Hobbled && !c.Down() {
				d.emit(Event{Type: EvHazard, Target: c.Name, With: it.ID, On: bp(true),
					Text: fmt.Sprintf("%s stops, its walking speed 10 ft less until it regains a hit point (%s)", c.Name, why)})
			}
		}
		return true, d.err
	}
	return false, nil
}

// itemSave reads an item's save, "dex 15".
func itemSave(it *compendium.Item) (rules.Ability, int, error) {
	var ab string
	var dc int
	if _, err := fmt.Sscanf(it.Save, "%s %d", &ab, &dc); err != nil {
		return 0, 0, fmt.Errorf("item %s: save %q: %w", it.ID, it.Save, err)
	}
	a, err := rules.ParseAbility(ab)
	return a, dc, err
}
