package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Areas of effect in play: a breath weapon, a fireball, the DM's falling
// ceiling. The shape is package grid's (grid.Area, AreaSquares): a square
// is in the area when the template covers its centre and a straight line
// from the point of origin reaches that centre without passing a wall. A
// creature is caught when any square of its space is in the area, and
// then, by the SRD 5.1 rules:
//
//   - seed 001 "Damage Rolls": "If a spell or other effect deals damage to
//     more than one target at the same time, roll the damage once for all
//     of them." Every save is rolled first, then the damage once;
//   - seed 001 "Cover", measured from the point of origin (grid.CoverFrom,
//     the DMG's corner lines, walls, objects and other creatures in the
//     way): half and three-quarters cover add +2 and +5 to Dexterity saves
//     and to no other save; a creature with total cover from the origin is
//     not affected. A file's or the DM's cover ruling counts as well, the
//     greater of the two applying, as it does against attacks;
//   - "half damage on a successful save" halves each type of damage,
//     rounding down, before resistance and vulnerability (seed 001
//     "Damage Resistance and Vulnerability": those come after all other
//     modifiers); "none" deals nothing on a success;
//   - the user of the area is caught like anyone else if the area covers
//     its space: a sphere centred on itself includes it. A cone, line or
//     cube from its space starts at its edge and leaves it out.

// AreaCommand is what an area command says beyond its verb: `dm area`
// gives a whole placed template and its save; `NAME use ATTACK toward|at
// SQUARE` gives only where (the template and save are the attack's).
type AreaCommand struct {
	Area   grid.Area     // dm area: the template, placed
	Toward bool          // use: toward SQUARE from its own space, rather than at SQUARE
	Save   rules.Ability // dm area: the save's ability, when DC > 0
	DC     int           // dm area: 0 for no save
	Half   bool          // dm area: half damage on a successful save, rather than none
	Push   int           // dm area: feet each creature that fails (or, with no save, every one) is pushed from the origin
}

// AreaAttack is a creature's attack that fills an area and calls for a
// save instead of an attack roll: a breath weapon, a spell's blast
// (docs/encounters.md: area, save, on_save, push, range).
type AreaAttack struct {
	Name     string
	Area     grid.Area // shape, size and a line's width; the origin comes with each use
	Range    int       // feet to the point of origin of an area placed "at" a square; 0: in its own space
	Damage   *dice.Expr
	Save     rules.Ability
	DC       int  // 0: no save, every creature caught takes the damage
	Half     bool // half damage on a successful save, rather than none
	Push     int  // feet each creature that fails (or, with no save, every one) is pushed from the origin
	Slot     int  // its place in the stat block's list of attacks
	Recharge int  // Recharge X–6 (monster.go); 0: none
}

// placedAt reports whether the attack's area is placed at a point ("at
// SQUARE": a sphere or cylinder round it, a cube beside it) as well as or
// rather than pointed from the user's space ("toward SQUARE").
func (a *AreaAttack) placedAt() bool {
	return a.Area.Shape == grid.Sphere || a.Area.Shape == grid.Cylinder || a.Area.Shape == grid.Cube
}

// directed reports whether a shape points from its origin toward a
// second point: a cube, cone or line.
func directed(sh grid.Shape) bool { return sh == grid.Cube || sh == grid.Cone || sh == grid.Line }

// areaNamed is the creature's area attack of that name, nil if none.
func (c *Combatant) areaNamed(name string) *AreaAttack {
	for i := range c.Areas {
		if strings.EqualFold(c.Areas[i].Name, name) {
			return &c.Areas[i]
		}
	}
	return nil
}

// areaHit is one area effect about to happen.
type areaHit struct {
	src  string // "Dragon's fire breath", "the DM's sphere 20 at E5": for the log
	user int    // the creature using it, -1 for the DM
	with string // the attack's name
	area grid.Area
	save rules.Ability
	dc   int // 0: no save
	half bool
	dmg  *dice.Expr // nil: no damage
	push int
	z    int // the height of the point of origin, in feet above the map's zero
}

// victim is a creature caught in an area, and the cover it has from the
// point of origin.
type victim struct {
	i     int
	cover Cover
	why   string
}

// areaEffect applies an area: who is caught, their saves, the damage rolled
// once, and pushes. See the top of this file for the rules.
func (d *decider) areaEffect(h areaHit) error {
	s := d.st
	w, h2 := s.Map.W, s.Map.H
	in, open := d.areaMarks(w * h2)
	d.areaSq = s.Map.AppendAreaSquares(d.areaSq[:0], h.area)
	squares := make([]string, 0, len(d.areaSq))
	for _, sq := range d.areaSq {
		if s.Map.In(sq) {
			in[sq.Row*w+sq.Col] = true
		}
		squares = append(squares, sq.String())
	}
	// The template on an empty map: a creature it covers that the real
	// area leaves out is behind walls from the origin, which the log says.
	d.areaSq = s.openMap().AppendAreaSquares(d.areaSq[:0], h.area)
	for _, sq := range d.areaSq {
		if s.Map.In(sq) {
			open[sq.Row*w+sq.Col] = true
		}
	}
	marked := func(marks []bool) func(q grid.Square) bool {
		return func(q grid.Square) bool { return s.Map.In(q) && marks[q.Row*w+q.Col] }
	}
	var caught []victim
	var caughtNames, spared, sparedWhy []string
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.gone() {
			continue
		}
		foot := grid.Footprint(s.space(i)) // a rider is in its mount's space (seed 003)
		if !s.withinHeight(h, i) {
			continue // above or below the area: a space is as tall as it is wide
		}
		if !slices.ContainsFunc(foot, marked(in)) {
			if slices.ContainsFunc(foot, marked(open)) {
				spared = append(spared, c.Name)
				sparedWhy = append(sparedWhy, c.Name+" is behind walls from the point of origin")
			}
			continue
		}
		cov, why := s.coverFromPoint(h.area.Origin, floorDiv(h.z, grid.SquareFeet), i)
		if cov == TotalCover {
			spared = append(spared, c.Name)
			sparedWhy = append(sparedWhy, fmt.Sprintf("%s has total cover from the point of origin (%s)", c.Name, why))
			continue
		}
		caught = append(caught, victim{i: i, cover: cov, why: why})
		caughtNames = append(caughtNames, c.Name)
	}
	e := Event{Type: EvArea, With: h.with, Area: h.area.String(), Squares: squares, Caught: caughtNames, Spared: spared}
	if h.user >= 0 {
		e.Actor = s.Combatants[h.user].Name
	}
	what := e.Area
	if h.dc > 0 {
		e.Ability, e.DC = h.save.String(), ip(h.dc)
		if !d.quiet {
			onSave := "no damage"
			if h.half {
				onSave = "half damage"
			}
			what += fmt.Sprintf(", DC %d %s save for %s", h.dc, title(h.save.Long()), onSave)
		}
	}
	if !d.quiet { // a lean fight's areas go untold (decider.quiet)
		who := "no one"
		if len(caughtNames) > 0 {
			who = strings.Join(caughtNames, ", ")
		}
		e.Text = fmt.Sprintf("%s (%s) catches %s", h.src, what, who)
		if len(sparedWhy) > 0 {
			e.Text += "; " + strings.Join(sparedWhy, "; ")
		}
	}
	d.emit(e)

	// The saves, then the damage rolled once for everyone it reaches.
	full := make([]bool, len(caught)) // failed the save, or there was none
	hurt := make([]bool, len(caught)) // takes damage at all
	for k, v := range caught {
		full[k], hurt[k] = true, true
		if h.dc == 0 {
			continue
		}
		ok, err := d.saveCover(v.i, h.save, h.dc, "against "+h.src, v.cover, v.why)
		if err != nil {
			return err
		}
		full[k], hurt[k] = !ok, !ok || h.half
	}
	if h.dmg != nil && slices.Contains(hurt, true) {
		p, err := d.st.program(h.dmg, true) // kept: a spell's or a monster's own expression
		if err != nil {
			return refuse(CodeSyntax, "%s: damage %s: %v", h.src, h.dmg, err)
		}
		r, err := d.rollOnce(p) // damage_lean.go
		if err != nil {
			return err
		}
		for k, v := range caught {
			if !hurt[k] {
				continue
			}
			hi := hitInfo{source: h.src, dice: r.dice, by: d.st.nameOf(h.user)}
			parts, ok := d.saveDamage(v.i, h.save, !full[k], h.half, d.each(r), &hi) // Evasion (feature_rogue.go)
			if ok {
				d.hurt(v.i, parts, hi)
			}
		}
	}
	if h.push > 0 {
		return d.pushFrom(h, caught, full)
	}
	return d.err
}

// pushFrom pushes the creatures an area hurt in full (those that failed
// its save, or all with no save) away from its point of origin, the
// farthest first so that those nearer have room to follow.
func (d *decider) pushFrom(h areaHit, caught []victim, full []bool) error {
	s := d.st
	o := h.area.Origin
	type mover struct{ i, d2 int }
	var ms []mover
	for k, v := range caught {
		if !full[k] {
			continue
		}
		c := &s.Combatants[v.i]
		x, y := centreOf(c.At, c.space())
		ms = append(ms, mover{v.i, (x-o.X)*(x-o.X) + (y-o.Y)*(y-o.Y)})
	}
	slices.SortStableFunc(ms, func(a, b mover) int { return b.d2 - a.d2 })
	for _, m := range ms {
		c := &s.Combatants[m.i]
		if c.gone() {
			continue
		}
		x, y := centreOf(c.At, c.space())
		dc, dr := snapDir(x-o.X, y-o.Y)
		if dc == 0 && dr == 0 {
			continue // at the very centre: no way is away
		}
		if err := d.force(m.i, dc, dr, h.push, "pushed by "+h.src); err != nil {
			return err
		}
	}
	return d.err
}

// withinHeight reports whether creature i's space, as tall as it is wide
// from its feet up, is within the area's reach above and below its point
// of origin: a flier far above a fireball is not in it. The map's
// template is flat; this is the third axis, in 5-foot steps like the
// distance between creatures (fly.go), and as far as the shape reaches
// sideways (SRD 5.1 "Areas of Effect"): a sphere's radius, a cube's side,
// a cone's half width where the creature is (its width at a point is the
// point's distance from the origin), a line's half width — within the
// 5-foot step of the origin for a 5-foot line.
func (s *State) withinHeight(h areaHit, i int) bool {
	c := &s.Combatants[i]
	at, n := s.space(i)
	dz := grid.Gap(floorDiv(h.z, grid.SquareFeet), 1, floorDiv(s.height(i, at, c.Alt), grid.SquareFeet), max(c.Size.Squares(), 1))
	reach := h.area.Size
	switch h.area.Shape {
	case grid.Cone:
		o := grid.Square{Col: h.area.Origin.X >> 1, Row: h.area.Origin.Y >> 1}
		reach = s.Map.Between(o, 1, at, n) / 2
	case grid.Line:
		reach = max(h.area.Width, grid.SquareFeet) / 2
	}
	return dz*grid.SquareFeet <= reach
}

// groundAt is the height of the ground under point p: the square it is
// the centre or top-left corner of.
func (s *State) groundAt(p grid.Point) int {
	return s.Map.Elevation(grid.Square{Col: p.X >> 1, Row: p.Y >> 1})
}

// coverFromPoint is the cover creature t has from point p, z steps of 5
// ft up, for a save against an area whose origin p is: the map's (walls,
// objects, and other creatures in the way at a height between the two,
// those standing on the origin aside) or the file's or DM's ruling,
// whichever is greater.
func (s *State) coverFromPoint(p grid.Point, z, t int) (Cover, string) {
	tc := &s.Combatants[t]
	lt, ht := s.levels(t)
	lo, hi := min(z, lt), max(z, ht) // creatures above or below the line give no cover
	creatures := func(sq grid.Square) grid.CoverLevel {
		for j := range s.Combatants {
			o := &s.Combatants[j]
			if j == t || o.gone() || !grid.Occupies(o.At, o.space(), sq) || touchesPoint(o.At, o.space(), p) || !s.inBand(j, lo, hi) {
				continue
			}
			return grid.HalfCover
		}
		return grid.NoCover
	}
	lvl, why := s.coverFromPointCached(p, t, tc.At, tc.space(), lo, hi, creatures) // kept across trials (memo_cross.go)
	if mapped := Cover(lvl); mapped >= tc.Cover {
		return mapped, why
	}
	return tc.Cover, "given by the encounter or the DM"
}

// touchesPoint reports whether point p lies in or on the edge of a space:
// the creature an area starts from gives no cover against it.
func touchesPoint(at grid.Square, n int, p grid.Point) bool {
	n = max(n, 1)
	return p.X >= 2*at.Col && p.X <= 2*(at.Col+n) && p.Y >= 2*at.Row && p.Y <= 2*(at.Row+n)
}

// useCmd is `NAME use ...`: an area attack when the command says where
// (toward or at a square), else an item (stealth.go's use).
func (d *decider) useCmd(cmd Command) error {
	if isPresence(d.st, cmd) { // presence.go: "Dragon use frightful presence"
		return d.frightful(cmd)
	}
	if ok, err := d.toolUse(cmd); ok { // a check with a tool (tools.go)
		return err
	}
	if it := hazardItem(cmd.With); it != nil { // caltrops, ball bearings (equipment_hazard.go)
		return d.spread(cmd, it)
	}
	if cmd.Area == nil {
		c := &d.st.Combatants[cmd.Actor]
		for _, a := range c.Areas {
			if n := len(a.Name); len(cmd.With) >= n && strings.EqualFold(cmd.With[:n], a.Name) {
				return refuse(CodeSyntax, "%q: %s is an area attack: say where, like %s use %s toward SQUARE%s", cmd.Text, a.Name, c.Name, a.Name, atHint(&a))
			}
		}
		return d.use(cmd)
	}
	return d.areaAttack(cmd)
}

func atHint(a *AreaAttack) string {
	if a.placedAt() {
		return " or at SQUARE"
	}
	return ""
}

// attackOrArea is `NAME attack TARGET`, which refuses an area attack by
// name with the command that uses it.
func (d *decider) attackOrArea(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	if a := c.areaNamed(cmd.With); a != nil && cmd.With != "" && c.attackNamed(a.Name) == nil {
		return refuse(CodeCannot, "%s's %s is an area attack, with a save rather than an attack roll: %s use %s toward SQUARE%s",
			c.Name, a.Name, c.Name, a.Name, atHint(a))
	}
	return d.attackCmd(cmd)
}

// areaAttack is `NAME use ATTACK toward|at SQUARE`: the creature's action
// (an area attack is an action of its own, even in a stat block's Attack
// action), its area placed from its space or at a square in range.
func (d *decider) areaAttack(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	s := d.st
	c := &s.Combatants[cmd.Actor]
	a := c.areaNamed(cmd.With)
	if a == nil {
		if c.attackNamed(cmd.With) != nil || strings.EqualFold(cmd.With, "unarmed strike") {
			return refuse(CodeCannot, "%s's %s is not an area attack: %s attack TARGET with %s", c.Name, cmd.With, c.Name, cmd.With)
		}
		var ns []string
		for _, x := range c.Areas {
			ns = append(ns, x.Name)
		}
		has := "none"
		if len(ns) > 0 {
			has = strings.Join(ns, ", ")
		}
		return refuse(CodeUnknownName, "%s has no area attack named %q (its area attacks: %s)", c.Name, cmd.With, has)
	}
	if err := c.charged(a.Name, a.Slot, a.Recharge); err != nil { // monster.go
		return err
	}
	if err := s.explosiveReady(cmd.Actor, a.Name); err != nil { // equipment_explosive.go
		return err
	}
	area, err := s.placeArea(cmd.Actor, a, cmd.To[0], cmd.Area.Toward)
	if err != nil {
		return err
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "use", With: a.Name,
		Text: fmt.Sprintf("%s uses %s (its action)", c.Name, a.Name)})
	d.reveal(cmd.Actor, "it used "+a.Name)
	h := areaHit{src: fmt.Sprintf("%s's %s", c.Name, a.Name), user: cmd.Actor, with: a.Name, area: area,
		save: a.Save, dc: a.DC, half: a.Half, dmg: a.Damage, push: a.Push, z: s.groundAt(area.Origin)}
	if cmd.Area.Toward { // from its space, at the height it is
		h.z = s.height(cmd.Actor, c.At, c.Alt)
	}
	if err := d.areaEffect(h); err != nil {
		return err
	}
	if c.Down() {
		return d.err
	}
	for _, r := range d.readiedBy(cmd.Actor, "attacks", c.At, c.At) {
		if err := d.fire(r, cmd.Actor); err != nil {
			return err
		}
	}
	return d.err
}

// placeArea puts creature u's area attack on the map: "toward" points a
// cone, line or cube from the square of its space nearest to sq; "at"
// centres a sphere or cylinder on sq, or sets a cube beside sq's edge
// that faces u, sq in the middle of the cube's near face, within the
// attack's range and a clear line from u's space (SRD 5.1 "A Clear Path
// to the Target").
func (s *State) placeArea(u int, a *AreaAttack, sq grid.Square, toward bool) (grid.Area, error) {
	c := &s.Combatants[u]
	n := c.space()
	if !s.Map.In(sq) {
		return grid.Area{}, refuse(CodeOutOfReach, "%s is off the %dx%d map", sq, s.Map.W, s.Map.H)
	}
	area := a.Area
	if toward {
		if !directed(area.Shape) {
			return grid.Area{}, refuse(CodeSyntax, "%s is a %s: place it at a square (%s use %s at SQUARE), not toward one", a.Name, area.Shape, c.Name, a.Name)
		}
		if grid.Occupies(c.At, n, sq) {
			return grid.Area{}, refuse(CodeCannot, "%s is in %s's own space: point %s toward another square", sq, c.Name, a.Name)
		}
		area.Origin, area.Toward = grid.Centre(nearestOf(c.At, n, sq)), grid.Centre(sq)
		return area, nil
	}
	if !a.placedAt() {
		return grid.Area{}, refuse(CodeSyntax, "%s is a %s from %s's space: point it toward a square (%s use %s toward SQUARE), not at one", a.Name, area.Shape, c.Name, c.Name, a.Name)
	}
	// Measured like every range, height included: a caster high above
	// reaches no farther down than across (fly.go).
	dz := grid.Gap(floorDiv(s.height(u, c.At, c.Alt), grid.SquareFeet), max(c.Size.Squares(), 1), floorDiv(s.Map.Elevation(sq), grid.SquareFeet), 1)
	if dist := s.span(grid.Gap(c.At.Col, n, sq.Col, 1), grid.Gap(c.At.Row, n, sq.Row, 1), dz); dist > a.Range {
		if a.Range == 0 {
			return grid.Area{}, refuse(CodeOutOfReach, "%s has no range: its point of origin is in %s's own space, and %s is %d ft away", a.Name, c.Name, sq, dist)
		}
		return grid.Area{}, refuse(CodeOutOfReach, "%s is %d ft from %s, beyond %s's range of %d ft", sq, dist, c.Name, a.Name, a.Range)
	}
	if s.Map.Wall(sq) {
		return grid.Area{}, refuse(CodeCannot, "%s is a wall: the point of origin must be open ground", sq)
	}
	if !s.Map.LineOfSight(c.At, n, sq, 1) {
		return grid.Area{}, refuse(CodeCannot, "no clear path from %s to %s: walls block every line (SRD 5.1 \"A Clear Path to the Target\")", c.Name, sq)
	}
	if area.Shape != grid.Cube {
		area.Origin = grid.Centre(sq)
		return area, nil
	}
	if grid.Occupies(c.At, n, sq) {
		return grid.Area{}, refuse(CodeCannot, "a cube set at %s, in %s's own space, has no side to grow on: point it toward a square", sq, c.Name)
	}
	// The cube's origin is on sq's edge (or corner) facing the user, and it
	// points away from the user through sq's centre.
	ux, uy := centreOf(c.At, n)
	dc, dr := snapDir(2*sq.Col+1-ux, 2*sq.Row+1-uy)
	area.Origin = grid.Point{X: 2*sq.Col + 1 - dc, Y: 2*sq.Row + 1 - dr}
	area.Toward = grid.Centre(sq)
	if area.Origin == area.Toward { // not reached: sq is outside its space
		return grid.Area{}, refuse(CodeCannot, "no direction from %s to %s", c.Name, sq)
	}
	return area, nil
}

// nearestOf is the square of a space nearest to sq: the start of a cone,
// line or cube the creature points at sq.
func nearestOf(at grid.Square, n int, sq grid.Square) grid.Square {
	best, bd := at, -1
	for _, q := range grid.Footprint(at, n) {
		dc, dr := q.Col-sq.Col, q.Row-sq.Row
		if d := dc*dc + dr*dr; bd < 0 || d < bd {
			best, bd = q, d
		}
	}
	return best
}

// dmArea is `dm area TEMPLATE [save ABILITY DC] [damage DICE] [half]
// [push N ft]`: an area of effect the DM places anywhere on the map.
func (d *decider) dmArea(cmd Command) error {
	s := d.st
	ac := cmd.Area
	a := ac.Area
	edge := grid.Point{X: 2 * s.Map.W, Y: 2 * s.Map.H}
	if a.Origin.X > edge.X || a.Origin.Y > edge.Y {
		return refuse(CodeOutOfReach, "%q: the point of origin %s is off the %dx%d map", cmd.Text, a.Origin, s.Map.W, s.Map.H)
	}
	if directed(a.Shape) && (a.Toward.X > edge.X || a.Toward.Y > edge.Y) {
		return refuse(CodeOutOfReach, "%q: %s points toward %s, off the %dx%d map", cmd.Text, a.Shape, a.Toward, s.Map.W, s.Map.H)
	}
	if a.Origin.X&1 == 1 && a.Origin.Y&1 == 1 && s.Map.Wall(grid.Square{Col: a.Origin.X >> 1, Row: a.Origin.Y >> 1}) {
		return refuse(CodeCannot, "%q: the point of origin %s is a wall", cmd.Text, a.Origin)
	}
	h := areaHit{src: "the DM's area", user: -1, area: a, save: ac.Save, dc: ac.DC, half: ac.Half, dmg: cmd.Amount, push: ac.Push, z: s.groundAt(a.Origin)}
	return d.areaEffect(h)
}
