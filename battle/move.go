package battle

import (
	"errors"
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// moveCmd moves a creature along the cheapest path to a square, or along
// the squares given, by seed 001 "Movement and Position": up to its speed
// (plus a speed per Dash), difficult terrain and other creatures' spaces
// costing 1 extra foot per foot, crawling 1 extra, never through a
// hostile creature's space unless two sizes apart, never ending in
// another creature's space. Leaving a hostile creature's reach provokes
// an opportunity attack, resolved before the creature leaves.
func (d *decider) moveCmd(cmd Command) error {
	if cmd.Rise != 0 || cmd.Land {
		return d.rise(cmd)
	}
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	left, err := s.movementLeft(a, cmd.Mode)
	if err != nil {
		return err
	}
	switch {
	case cmd.Mode == "fly" && c.Conds.Has(rules.Prone):
		return refuse(CodeCannot, "%s is prone: it must stand up before it flies", c.Name)
	case cmd.Mode != "fly" && c.Alt > 0:
		return refuse(CodeMovement, "%s is %d ft up: it moves with fly, or flies down first", c.Name, c.Alt)
	}
	cost := s.ModeCost(a, cmd.Mode)
	// The way, in the decider's buffers unless a move walked now is one
	// made during another's walk (a reaction's), which is still reading
	// them.
	var stepBuf []grid.Step
	own := !d.moving
	if own {
		d.moving, stepBuf = true, d.moveSteps[:0]
		defer func() { d.moving = false }()
	}
	steps, squeezed, err := s.route(a, cmd, cost, stepBuf)
	if err != nil {
		return err
	}
	var path []grid.Square
	var costs []int
	if own {
		d.moveSteps = steps
		path, costs = slices.Grow(d.movePath[:0], len(steps))[:len(steps)], slices.Grow(d.moveCosts[:0], len(steps))[:len(steps)]
		d.movePath, d.moveCosts = path, costs
	} else {
		path, costs = make([]grid.Square, len(steps)), make([]int, len(steps))
	}
	for i, st := range steps {
		path[i], costs[i] = st.To, st.Feet
	}
	if err := d.fearCheck(a, path); err != nil {
		return err
	}
	if err := d.turnCheck(a, path); err != nil { // a turned undead (feature_turned.go)
		return err
	}
	if err := d.dragCheck(a, path); err != nil {
		return err
	}
	if err := d.osrMoveCheck(a, path); err != nil { // after a spell; a fighting retreat (osr_retreat.go)
		return err
	}
	if cmd.Careful { // through hazards at half speed (equipment_careful.go)
		if err := s.carefully(a, cmd, steps, costs); err != nil {
			return err
		}
	}
	total, factor := 0, s.dragFactor(a)
	for i := range costs {
		costs[i] *= factor // dragging a grappled creature halves the speed: each foot costs two
		total += costs[i]
	}
	if total > left {
		return refuse(CodeMovement, "%s needs %d ft to reach %s but has %d ft of movement left", c.Name, total, path[len(path)-1], left)
	}
	d.careful = cmd.Careful
	err = d.walk(a, steps, costs, cmd.Mode, squeezed)
	d.careful = false
	return err
}

// route is the way a move goes: the squares given, step by step, or the
// cheapest path to the one given (A*), for the creature in its full space
// or squeezed (SRD 5.1 "Squeezing into a Smaller Space": a Large or bigger
// creature fits where one size smaller would, every foot costing 1
// extra), with the diagonals of its turn so far carried on for the 5-10-5
// rule. squeezed says whether it ends squeezed.
func (s *State) route(a int, cmd Command, cost grid.Cost, buf []grid.Step) (steps []grid.Step, squeezed bool, err error) {
	c := &s.Combatants[a]
	n := c.Size.Squares()
	start := grid.Step{To: c.At, Squeezed: c.Squeezing, Diagonals: c.Turn.Diagonals}
	if cmd.Path {
		steps = buf
		prev := start
		for _, sq := range cmd.To {
			st, err := s.Map.StepTo(prev, sq, n, cost)
			if err != nil {
				return nil, false, refuse(CodeMovement, "%s can't step from %s to %s: %v", c.Name, prev.To, sq, err)
			}
			steps = append(steps, st)
			prev = st
		}
	} else {
		if steps, err = s.Map.Route(start, n, cmd.To[0], cost); err != nil {
			return nil, false, refuse(CodeMovement, "%s can't move to %s: %v", c.Name, cmd.To[0], err)
		}
		if len(steps) == 0 { // a move of no feet would be a command with no events
			return nil, false, refuse(CodeMovement, "%s is already at %s", c.Name, cmd.To[0])
		}
	}
	// Every square of the space it ends in, not just the top-left one.
	last := steps[len(steps)-1].To
	if squeezed, err = s.Map.CheckStopSqueezed(last, n, cost); err != nil {
		return nil, false, refuse(CodeMovement, "%s can't end its move at %s: %v", c.Name, last, err)
	}
	return steps, squeezed, nil
}

// MovementLeft is how many feet creature a can still move this turn with
// the speed of mode ("" walks, "fly", "swim", "climb", "burrow"): its
// speed with what changes it now (haste's doubling, ray of frost, caltrops,
// an OSR fighting retreat), as much again per Dash, less what it has moved;
// 0 when it can't move that way. A policy plans its moves with it. It
// builds no refusal: a policy asks it at most decisions.
func (s *State) MovementLeft(a int, mode string) int {
	c := &s.Combatants[a]
	if !c.Conds.CanMove() {
		return 0
	}
	speed, _, _ := s.modeSpeed(a, mode)
	return max(speed*(1+c.Turn.Dashes)-c.Turn.Moved, 0)
}

// movementLeft is how many feet creature a can still move this turn with
// the speed of a mode ("" walks): that speed, plus as much again per Dash,
// less everything it has moved this turn whatever the speed (seed 001
// "Using Different Speeds": "subtract the distance you've already moved
// from the new speed"). It refuses a mode the creature lacks, and no
// movement left.
func (s *State) movementLeft(a int, mode string) (int, error) {
	c := &s.Combatants[a]
	if !c.Conds.CanMove() {
		return 0, refuse(CodeCannot, "%s is %s: it can't move", c.Name, c.Conds)
	}
	speed, base, name := s.modeSpeed(a, mode)
	if base == 0 && (mode == "fly" || mode == "burrow") {
		return 0, refuse(CodeCannot, "%s has no %s speed", c.Name, name)
	}
	if speed == 0 {
		why := ""
		if base > 0 {
			why = fmt.Sprintf(" (%s)", c.Conds)
		}
		return 0, refuse(CodeCannot, "%s's %s speed is 0%s", c.Name, name, why)
	}
	left := speed*(1+c.Turn.Dashes) - c.Turn.Moved
	if left <= 0 {
		return 0, refuse(CodeMovement, "%s has moved %d ft this turn: its %s speed of %d ft leaves none (seed 001 \"Using Different Speeds\")",
			c.Name, c.Turn.Moved, name, speed*(1+c.Turn.Dashes))
	}
	return left, nil
}

// modeSpeed is creature a's speed in mode now, with what changes it; base
// is the speed on its sheet for that mode and name the mode's word.
func (s *State) modeSpeed(a int, mode string) (speed, base int, name string) {
	c := &s.Combatants[a]
	base, name = c.Speed, "walking"
	switch mode {
	case "fly":
		base, name = c.Speeds.Fly, "flying"
	case "burrow":
		base, name = c.Speeds.Burrow, "burrowing"
	case "swim":
		if c.Speeds.Swim > 0 { // without a swimming speed it swims at its walking speed, at extra cost
			base, name = c.Speeds.Swim, "swimming"
		}
	case "climb":
		if c.Speeds.Climb > 0 {
			base, name = c.Speeds.Climb, "climbing"
		}
	}
	speed = s.spellSpeed(a, c.Conds.Speed(base)) // ray of frost, haste (spell_riders.go)
	speed = s.hazardSpeed(a, speed, name)        // caltrops (equipment_hazard.go)
	speed = s.osrSpeed(a, speed)                 // a fighting retreat (osr_retreat.go)
	return speed, base, name
}

// fearCheck refuses a path with a step toward the source of the
// creature's fear: it can't willingly move closer (seed 001 "Frightened").
func (d *decider) fearCheck(a int, path []grid.Square) error {
	s := d.st
	c := &s.Combatants[a]
	for _, f := range s.sources(c.Name, rules.Frightened) {
		fc := &s.Combatants[f]
		if fc.Dead {
			continue // nothing to fear there any more, as for attacks (fearInSight)
		}
		prev := s.distAt(a, c.At, c.Alt, f)
		for _, sq := range path {
			dist := s.distAt(a, sq, c.Alt, f)
			if dist < prev {
				return refuse(CodeMovement, "%s is frightened of %s: it can't move closer to it (at %s)", c.Name, fc.Name, sq)
			}
			prev = dist
		}
	}
	return nil
}

// walk moves along an approved path, pausing for opportunity attacks.
func (d *decider) walk(a int, steps []grid.Step, costs []int, mode string, endSqueezed bool) error {
	s := d.st
	c := &s.Combatants[a]
	from, spent, squeezed := c.At, 0, c.Squeezing
	// The squares' names, in one slice for every part of the walk: each
	// part's event holds its own stretch of it, cut to capacity.
	names := make([]string, 0, len(steps))
	var seg []string
	flush := func(to grid.Square) {
		if len(seg) == 0 {
			return
		}
		e := Event{Type: EvMove, Actor: c.Name, From: from.String(), To: to.String(), Path: seg, Cost: ip(spent), Action: mode}
		if !d.quiet { // a lean fight's moves go untold (decider.quiet)
			e.Text = fmt.Sprintf("%s %s %s → %s (%d ft)", c.Name, modeVerb[mode], from, to, spent)
		}
		if squeezed != c.Squeezing {
			e.Squeezing = bp(squeezed)
			if !d.quiet {
				e.Text += map[bool]string{true: ", squeezing", false: ", no longer squeezing"}[squeezed]
			}
		}
		if d.careful && !d.quiet {
			e.Text += carefulNote // equipment_careful.go
		}
		d.emit(e)
		d.dragAlong(a, from, seg)
		from, spent, seg = to, 0, names[len(names):len(names):len(names)]
	}
	cur := c.At
	for k, st := range steps {
		sq := st.To
		for _, h := range d.provoked(a, cur, sq) {
			t := d.oaTarget(h, a, cur) // seed 003: a mount's rider or the mount (mount.go)
			if t < 0 {
				continue
			}
			flush(cur)
			why := fmt.Sprintf("opportunity attack: %s leaves %s's reach, %s → %s", c.Name, s.Combatants[h].Name, cur, sq)
			if err := d.opportunity(h, t, why); err != nil {
				return err
			}
			if c.Down() || !c.Conds.CanMove() {
				return d.err // the blow stopped it where it stood
			}
		}
		for _, r := range d.readiedBy(a, "leaves", cur, sq) {
			flush(cur)
			if err := d.fireAmid(r, a, steps[k:]); err != nil {
				return err
			}
			if c.Down() || !c.Conds.CanMove() {
				return d.err
			}
		}
		prev := cur
		names = append(names, sq.String())
		seg = names[len(names)-len(seg)-1 : len(names) : len(names)]
		spent += costs[k]
		cur = sq
		squeezed = st.Squeezed && !s.Map.FitsFull(sq, c.Size.Squares(), s.ModeCost(a, mode))
		if k == len(steps)-1 {
			squeezed = endSqueezed
		}
		if stop, err := d.tread(a, prev, cur, flush); stop || err != nil { // caltrops, ball bearings (equipment_hazard.go)
			if err != nil {
				return err
			}
			return d.err
		}
		for _, trig := range []string{"enters", "moves"} {
			for _, r := range d.readiedBy(a, trig, prev, cur) {
				flush(cur)
				if err := d.fireAmid(r, a, steps[k+1:]); err != nil {
					return err
				}
				if c.Down() || !c.Conds.CanMove() {
					return d.err
				}
			}
		}
	}
	flush(cur)
	return d.err
}

// modeVerb says how a creature moves, for the event's text.
var modeVerb = map[string]string{"": "moves", "fly": "flies", "swim": "swims", "climb": "climbs", "burrow": "burrows"}

// provoked lists the hostile creatures whose reach the mover leaves by
// stepping from `from` to `to` and who can take an opportunity attack
// (seed 001 "Opportunity Attacks": a hostile creature you can see, with
// its reaction; none after Disengage; moving within its reach provokes
// none).
func (d *decider) provoked(a int, from, to grid.Square) []int {
	alt := d.st.Combatants[a].Alt
	return d.provokedAt(a, from, alt, to, alt)
}

// provokedAt is provoked for a move that may change height too.
func (d *decider) provokedAt(a int, from grid.Square, fromAlt int, to grid.Square, toAlt int) []int {
	s := d.st
	c := &s.Combatants[a]
	if c.Turn.Disengaged && !d.fleeing || s.fightingRetreat(a) && !d.fleeing { // osr_retreat.go
		return nil
	}
	free := s.Rules().Declarations // the OSR free attack needs no reaction (osr_retreat.go)
	var out []int
	for h := range s.Combatants {
		o := &s.Combatants[h]
		if !s.Hostile(a, h) || o.Down() || !o.Reaction && !free || !o.Conds.CanReact() || !s.canReact(h) || o.Surprised {
			continue
		}
		if o.GrappledBy == a && o.Conds.Has(rules.Grappled) {
			continue // dragged along, it stays beside the mover
		}
		// It must see the mover too: asked last, as sight traces lines.
		if s.distAt(a, from, fromAlt, h) <= o.Reach() && s.distAt(a, to, toAlt, h) > o.Reach() && s.sees(h, a) {
			out = append(out, h)
		}
	}
	return out
}

// opportunity makes creature h's opportunity attack on a, with its reaction.
func (d *decider) opportunity(h, a int, why string) error {
	w := meleeAttack(&d.st.Combatants[h])
	// Any melee attack that reaches the mover will do: a glaive when the
	// dagger listed first is too short.
	dist := d.st.Distance(h, a)
	for i, o := range d.st.Combatants[h].Attacks {
		if !o.Ranged && o.Reach >= dist {
			w = &d.st.Combatants[h].Attacks[i]
			break
		}
	}
	why, free := d.st.freeAttackWhy(why) // the OSR full retreat (osr_retreat.go)
	err := d.attack(h, a, w, how{reaction: true, why: why, free: free})
	var re *RuleError
	if errors.As(err, &re) {
		return nil // an opportunity that turns out illegal is simply not taken
	}
	return err
}

// meleeAttack is the creature's first melee attack; a creature with none
// still has its unarmed strike (SRD 5.1 "Unarmed Strike": a melee attack).
func meleeAttack(c *Combatant) *Attack {
	for i := range c.Attacks {
		if !c.Attacks[i].Ranged {
			return &c.Attacks[i]
		}
	}
	return unarmed(c)
}

// sameLevel reports whether creature a, standing at sq at its height
// above the ground, and creature j where it is, overlap in height: their
// spaces (as tall as they are wide) share a 5-foot step. A flyer 10 ft up
// passes over a Medium creature's space; one on the ground does not.
func (s *State) sameLevel(a int, sq grid.Square, j int) bool {
	c, o := &s.Combatants[a], &s.Combatants[j]
	if c.Alt == 0 && o.Alt == 0 && s.Map.Elevation(sq) == s.Map.ElevationOf(o.At, o.space()) {
		return true // the common case: both on the same ground
	}
	ha := floorDiv(s.Map.Elevation(sq)+c.Alt, grid.SquareFeet)
	hj := floorDiv(s.height(j, o.At, o.Alt), grid.SquareFeet)
	return grid.Gap(ha, max(c.Size.Squares(), 1), hj, max(o.Size.Squares(), 1)) == 0
}

// MoveCost describes the map as creature a walks through it: hostile
// spaces blocked unless two sizes apart, other creatures' spaces difficult
// and no place to stop, crawling 1 extra foot per foot, and water 1 extra
// foot per foot without a swimming speed.
func (s *State) MoveCost(a int) grid.Cost { return s.ModeCost(a, "") }

// ModeCost is MoveCost for a move with one of the creature's speeds (""
// walks; fly, swim, climb, burrow). Seed 001 "Movement and Position" and
// "Difficult Terrain", SRD 5.1 "Climbing, Swimming, and Crawling": flying
// and burrowing pass over (or under) difficult terrain, water and heights;
// swimming stays in the water; a creature with a swimming speed swims at
// no extra cost; stepping between heights of the map is climbing, 1 extra
// foot per foot without a climbing speed; crawling while prone costs 1
// extra foot per foot; a Large or bigger creature may squeeze through a
// space one size smaller, 1 extra foot per foot.
func (s *State) ModeCost(a int, mode string) grid.Cost {
	c := &s.Combatants[a]
	// Everything the cost's funcs read is in one value, and the funcs are
	// its methods: a search asks for a cost per move and the tactics per
	// decision, and separate closures over separate variables were a
	// dozen allocations each time.
	k, kept := s.costFor(a, mode) // a lean fight's, made once (memo_cost.go)
	if k == nil {
		k = &modeCost{}
	}
	k.s, k.c, k.a, k.mode, k.extra, k.swimCost, k.w = s, c, a, mode, 0, 0, 0
	k.bits = [64]uint64{}
	if w, h := s.Map.W, s.Map.H; w*h <= len(k.bits)*64 {
		k.w = w
	}
	// The squares others occupy, listed once: a search asks about every
	// square it reaches, several times each.
	k.occ = k.buf[:0]
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j == a || o.gone() || s.MountOf(j) >= 0 { // a rider is in its mount's space (seed 003)
			continue
		}
		n := max(o.space(), 1)
		for dr := range n {
			for dc := range n {
				sq := grid.Square{Col: o.At.Col + dc, Row: o.At.Row + dr}
				k.occ = append(k.occ, held{sq, j})
				k.mark(sq)
			}
		}
	}
	if c.Conds.Has(rules.Prone) {
		k.extra = grid.SquareFeet // crawling
	}
	ground := mode != "fly" && mode != "burrow"
	climb := 0 // a burrower passes under heights
	switch {
	case mode == "fly":
		climb = 1 // a flyer keeps its height over the ground: a foot of flying per foot it rises
	case ground:
		climb = 2 // climbing costs 1 extra foot per foot (seed 000 "Climb: Half speed")
		if c.Speeds.Climb > 0 {
			climb = 1
		}
	}
	if ground && c.Speeds.Swim == 0 {
		k.swimCost = grid.SquareFeet
	}
	// Another creature's space is difficult terrain (counted once with the
	// map's own) and no place to stop; crawling and swimming add their
	// extra foot on top (Extra).
	cost := grid.Cost{
		IgnoreDifficult: !ground,
		ClimbFactor:     climb,
		Squeeze:         c.Size.Squares() > 1,
	}
	if kept.Blocked != nil {
		cost.Blocked, cost.Difficult, cost.Extra, cost.NoStop = kept.Blocked, kept.Difficult, kept.Extra, kept.NoStop
		return cost
	}
	occupied := k.occupied
	cost.Blocked, cost.Difficult, cost.Extra, cost.NoStop = k.blocked, occupied, k.extraFeet, occupied
	return cost
}

// held is a square another creature occupies, and which one.
type held struct {
	sq grid.Square
	j  int
}

// modeCost is what ModeCost's funcs read: the mover, its speed, the
// squares the others hold (in buf when they fit, as they do in most
// fights), its crawling and swimming extras.
type modeCost struct {
	s               *State
	c               *Combatant
	a               int
	mode            string
	extra, swimCost int
	occ             []held
	buf             [24]held
	// bits has a bit for each square of a map of at most 64x64 that some
	// entry of occ holds: a search asks about every square, and most hold
	// no one. w is the map's width, 0 when it is larger (no bits).
	bits [64]uint64
	w    int
}

// mark sets sq's bit.
func (k *modeCost) mark(sq grid.Square) {
	if i := k.bit(sq); i >= 0 {
		k.bits[i>>6] |= 1 << (i & 63)
	}
}

// bit is sq's bit, -1 when the map has no bits or sq is off it.
func (k *modeCost) bit(sq grid.Square) int {
	if k.w == 0 || sq.Col < 0 || sq.Row < 0 || sq.Col >= k.w || sq.Row*k.w+sq.Col >= len(k.bits)*64 {
		return -1
	}
	return sq.Row*k.w + sq.Col
}

// occupant is the creature whose space holds sq at the mover's level, or
// -1.
func (k *modeCost) occupant(sq grid.Square) int {
	if i := k.bit(sq); i >= 0 && k.bits[i>>6]&(1<<(i&63)) == 0 {
		return -1 // no one's square
	}
	for _, h := range k.occ {
		if h.sq == sq && k.s.sameLevel(k.a, sq, h.j) {
			return h.j
		}
	}
	return -1
}

func (k *modeCost) occupied(sq grid.Square) bool { return k.occupant(sq) >= 0 }

func (k *modeCost) blocked(sq grid.Square) bool {
	s := k.s
	if k.mode == "swim" && s.Map.WaterAt(sq) == grid.Dry {
		return true // swimming ends at the water's edge
	}
	j := k.occupant(sq)
	if j < 0 || !s.Hostile(k.a, j) {
		return false
	}
	diff := int(k.c.Size) - int(s.Combatants[j].Size)
	return diff < 2 && diff > -2 // a hostile space is passable only two sizes apart
}

func (k *modeCost) extraFeet(sq grid.Square) int {
	if k.swimCost > 0 && k.s.Map.WaterAt(sq) != grid.Dry {
		return k.extra + k.swimCost
	}
	return k.extra
}
