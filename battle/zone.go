package battle

// Zones: an area that stays on the map for a while and does something to
// the creatures in it — a cloud. The first is the Monster Manual red
// dragon's lair action (SRD 5.1 has no lairs; lair.go):
//
//	"A cloud of volcanic gases in a 20-foot-radius sphere centered on a
//	point the dragon chooses within 120 feet of it. The sphere spreads
//	around corners, and its area is lightly obscured. It lasts until
//	initiative count 20 on the next round. Each creature that starts its
//	turn in the cloud must succeed on a DC 13 Constitution saving throw or
//	be poisoned until the end of its turn. While poisoned in this way, a
//	creature is incapacitated."
//
// As data, a lair action's `zone` (docs/encounters.md):
//
//	{name: volcanic gases, area: sphere 20, range: 120,
//	 zone: {ends: next count 20, spreads: true, obscures: lightly,
//	        save: con 13, conditions: [poisoned, incapacitated]}}
//
// How it is played:
//
//   - Placed as the option's area is (`Dragon lair volcanic gases at E5`:
//     within range, a clear path to the point). Its squares are fixed when
//     it is placed: the template's, or with spreads: true the squares a
//     way round walls reaches within the radius (grid.SpreadSquares).
//     Nothing spreads through a wall.
//   - A creature is in it when a square of its space is and it is within
//     the area's height (a flier far above the cloud is not), as for any
//     area (area.go withinHeight).
//   - Each creature that starts its turn in it makes the save; on a
//     failure it has the first condition until the end of that turn, and
//     the others while the first lasts ("while poisoned in this way"): an
//     effect ending at the end of its own turn, the others tied to it
//     (trait_poison.go's Tied). A creature immune to the first gets
//     neither. The fight waits at initiative count 20 for the lair, before
//     the next creature's turn begins (lair.go), so that creature saves as
//     its turn starts after count 20, in the cloud.
//   - It ends at initiative count 20 of the next round, before the turn
//     of the first creature whose initiative is below 20 (with none, before
//     the round's first turn), whether or not the lair acts then.
//   - obscures: lightly makes a creature wholly in the cloud lightly
//     obscured to everyone, and everyone lightly obscured to a creature
//     wholly in it (sight crosses the gas either way): seen as in dim light
//     at best (vision.go), so sight-based Perception has disadvantage and
//     passive Perception counts 5 less. Darkvision and truesight see
//     through darkness, not gas; blindsight needs no sight. Sight that
//     crosses a cloud between two creatures outside it is not obscured.
//   - obscures: heavily (opaque fog, dense foliage: SRD 5.1 "Vision and
//     Light", "blocks vision entirely") does the same with darkness for dim
//     light: a creature wholly in it is unseen by everyone and sees no one,
//     as if blinded, whatever the light; darkvision and truesight don't see
//     through it, blindsight does. So it hides (the 2024 Hide's "Heavily
//     Obscured", hide2024.go; the 2014 Hide's out of sight) and keeps a
//     Search from finding, as darkness does; attacks into or out of it are
//     attacks on or by an unseen creature.
//
// The state keeps its zones as it keeps its hazards (equipment_hazard.go):
// a `zone` event puts one on the map, a `zone_end` event takes it off,
// and the slice is never changed in place (a Clone shares it).

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Zone events.
const (
	EvZone    = "zone"     // actor (who made it), with (its name), area, squares, zone
	EvZoneEnd = "zone_end" // zone (its id), reason
)

// zoneCount20 is the only duration played: until initiative count 20 on
// the next round.
const zoneCount20 = "next count 20"

// ZoneSpec is a lair action's zone key.
type ZoneSpec struct {
	Ends       string   `yaml:"ends"`       // "next count 20"
	Spreads    bool     `yaml:"spreads"`    // spreads around corners
	Obscures   string   `yaml:"obscures"`   // "lightly" or "heavily"
	Save       string   `yaml:"save"`       // at the start of each creature's turn in it: "con 13"
	Conditions []string `yaml:"conditions"` // on a failure, until the end of that turn; the later ones while the first lasts
}

// ZoneRule is a ZoneSpec compiled: fixed for the fight, shared by clones.
type ZoneRule struct {
	Spreads    bool
	Obscures   string // "", "lightly" or "heavily"
	Save       rules.Ability
	DC         int // 0: no save
	Conditions []string
}

// Zone is a zone on the map, as its event carries it: the template placed
// ("sphere 20 at E5") and the height of its point of origin, what it does,
// and the round whose initiative count 20 ends it. The squares are the
// event's.
type Zone struct {
	ID         int      `json:"id"`
	Name       string   `json:"name,omitempty"`
	By         string   `json:"by,omitempty"`
	Area       string   `json:"area,omitempty"`
	Z          int      `json:"z,omitempty"`
	Obscures   string   `json:"obscures,omitempty"` // lightly, heavily
	Save       string   `json:"save,omitempty"`     // the ability, "con"
	DC         int      `json:"dc,omitempty"`
	Conditions []string `json:"conditions,omitempty"`
	Round      int      `json:"round,omitempty"` // ends at initiative count 20 of this round

	area    grid.Area
	squares []grid.Square
}

// checkZone checks an area option's zone (its area already read) and
// writes it canonically.
func (l *loader) checkZone(f *FeatureSpec, area grid.Area, q string) error {
	z, p := f.Zone, q+".zone"
	for _, k := range []string{"save", "on_save", "damage", "condition", "ground"} {
		if l.given(q + "." + k) {
			return l.errf(q+"."+k, "%s leaves a zone: what it does comes at the start of each creature's turn in it (zone.save, zone.conditions), not %s", f.Name, k)
		}
	}
	if area.Shape != grid.Sphere && area.Shape != grid.Cylinder && area.Shape != grid.Cube {
		return l.errf(q+".area", "a zone is placed at a point: a sphere, cylinder or cube, not a %s", area.Shape)
	}
	switch z.Ends = strings.ToLower(strings.Join(strings.Fields(z.Ends), " ")); z.Ends {
	case zoneCount20:
	case "":
		return l.errf(p+".ends", "missing: how long the zone lasts: ends: %s (until initiative count 20 on the next round)", zoneCount20)
	default:
		return l.errf(p+".ends", "ends %q: only %q (until initiative count 20 on the next round) is played", z.Ends, zoneCount20)
	}
	if z.Spreads && area.Shape == grid.Cube {
		return l.errf(p+".spreads", "only a sphere or cylinder spreads around corners")
	}
	switch z.Obscures = strings.ToLower(strings.TrimSpace(z.Obscures)); z.Obscures {
	case "", "lightly", zoneHeavily:
	default:
		return l.errf(p+".obscures", "obscures %q: use lightly or heavily", z.Obscures)
	}
	if z.Save != "" {
		ab, dc, err := parseSave(z.Save)
		if err != nil {
			return l.cause(nil, p+".save", err, "%v", err)
		}
		z.Save = fmt.Sprintf("%s %d", ab, dc)
	}
	for j, c := range z.Conditions {
		cond, err := loadCondition(c)
		if err != nil {
			return l.cause(nil, fmt.Sprintf("%s.conditions[%d]", p, j), err, "%v", err)
		}
		if slices.Contains(z.Conditions[:j], cond) {
			return l.errf(fmt.Sprintf("%s.conditions[%d]", p, j), "%s is listed twice", cond)
		}
		z.Conditions[j] = cond
	}
	switch {
	case z.Save != "" && len(z.Conditions) == 0:
		return l.errf(p+".conditions", "missing: what a failed save at the start of a turn gives, like conditions: [poisoned]")
	case z.Save == "" && len(z.Conditions) > 0:
		return l.errf(p+".save", "missing: the save against the conditions at the start of each creature's turn, like save: con 13")
	case z.Save == "" && z.Obscures == "":
		return l.errf(p, "%s's zone does nothing: give a save and conditions, or obscures", f.Name)
	}
	return nil
}

// buildZone compiles a zone key.
func buildZone(z *ZoneSpec) (*ZoneRule, error) {
	r := &ZoneRule{Spreads: z.Spreads, Obscures: z.Obscures, Conditions: z.Conditions}
	if z.Save != "" {
		var err error
		if r.Save, r.DC, err = parseSave(z.Save); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// placeZone puts an option's zone on the map at its planned area. The
// creature whose turn follows count 20 has not begun it (lair.go): its
// start-of-turn save comes as it does (zoneTurnStart).
func (d *decider) placeZone(u int, f *Feature, area grid.Area, z int) error {
	s := d.st
	c := &s.Combatants[u]
	sqs := s.Map.AreaSquares(area)
	if f.Zone.Spreads {
		sqs = s.Map.SpreadSquares(area)
	}
	names := make([]string, len(sqs))
	for k, sq := range sqs {
		names[k] = sq.String()
	}
	zn := Zone{ID: s.nextZone + 1, Name: f.Name, By: c.Name, Area: area.String(), Z: z, Conditions: f.Zone.Conditions, Round: s.Round + 1}
	what := []string{"until initiative count 20 on the next round"}
	if f.Zone.Obscures != "" {
		zn.Obscures = f.Zone.Obscures
		what = append(what, f.Zone.Obscures+" obscured")
	}
	if f.Zone.DC > 0 {
		zn.Save, zn.DC = f.Zone.Save.String(), f.Zone.DC
		what = append(what, fmt.Sprintf("a creature starting its turn in it makes a DC %d %s save or is %s until the end of its turn",
			zn.DC, title(f.Zone.Save.Long()), strings.Join(zn.Conditions, " and ")))
	}
	if f.Zone.Spreads {
		what = append(what, "spreading around corners")
	}
	d.emit(Event{Type: EvZone, Actor: c.Name, With: f.Name, Area: zn.Area, Squares: names, Zone: &zn,
		Text: fmt.Sprintf("%s's %s fills %s (%d squares): %s", c.Name, f.Name, zn.Area, len(names), strings.Join(what, "; "))})
	return d.err
}

// applyZone folds a zone event: a zone on the map.
func (s *State) applyZone(e Event) error {
	if e.Zone == nil {
		return fmt.Errorf("battle: event %d (zone): no zone", e.Seq)
	}
	z := *e.Zone
	a, err := grid.ParseArea(z.Area)
	if err != nil {
		return fmt.Errorf("battle: event %d (zone): %w", e.Seq, err)
	}
	z.area, z.squares = a, nil
	for _, n := range e.Squares {
		sq, err := grid.ParseSquare(n)
		if err != nil {
			return fmt.Errorf("battle: event %d (zone): %w", e.Seq, err)
		}
		z.squares = append(z.squares, sq)
	}
	s.Zones = append(slices.Clip(s.Zones), z) // never in place: a Clone shares the array
	s.nextZone = max(s.nextZone, z.ID)
	return nil
}

// applyZoneEnd folds a zone_end event.
func (s *State) applyZoneEnd(e Event) error {
	if e.Zone == nil {
		return fmt.Errorf("battle: event %d (zone_end): no zone", e.Seq)
	}
	s.Zones = slices.DeleteFunc(slices.Clone(s.Zones), func(z Zone) bool { return z.ID == e.Zone.ID })
	return nil
}

// inZone reports whether creature i is in zone z: a square of its space in
// it (all of them with whole), within its height.
func (s *State) inZone(z *Zone, i int, whole bool) bool {
	if !s.withinHeight(areaHit{area: z.area, z: z.Z}, i) {
		return false
	}
	foot := grid.Footprint(s.space(i))
	in := func(q grid.Square) bool { return slices.Contains(z.squares, q) }
	if whole {
		return !slices.ContainsFunc(foot, func(q grid.Square) bool { return !in(q) })
	}
	return slices.ContainsFunc(foot, in)
}

// zonesAtCount20 ends the zones that last until this round's initiative
// count 20, if count 20 lies just before position pos of the order.
func (d *decider) zonesAtCount20(pos int) {
	s := d.st
	if len(s.Zones) == 0 {
		return
	}
	p := slices.IndexFunc(s.Order, func(i int) bool { return s.Combatants[i].Initiative < 20 })
	if !(pos == p || p < 0 && pos == 0 && s.Round >= 2) {
		return
	}
	var due []Zone
	for _, z := range s.Zones {
		if z.Round <= s.Round {
			due = append(due, z)
		}
	}
	for _, z := range due {
		d.emit(Event{Type: EvZoneEnd, Actor: z.By, With: z.Name, Zone: &Zone{ID: z.ID}, Reason: "initiative count 20",
			Text: fmt.Sprintf("initiative count 20: %s's %s (%s) is gone", z.By, z.Name, z.Area)})
	}
}

// zoneTurnStart is the start of creature i's turn in the zones with a
// save (only zone only, if not 0): the save, and on a failure the
// conditions until the end of its turn.
func (d *decider) zoneTurnStart(i, only int) error {
	s := d.st
	for k := 0; k < len(s.Zones); k++ {
		z := s.Zones[k]
		c := &s.Combatants[i]
		if z.DC == 0 || only != 0 && z.ID != only || c.Dead || !s.inZone(&z, i, false) {
			continue
		}
		ab, err := rules.ParseAbility(z.Save)
		if err != nil {
			return err
		}
		src := fmt.Sprintf("%s's %s", z.By, z.Name)
		d.against = z.Conditions[0] // Dark Devotion, Brave (trait_devotion.go)
		ok, err := d.save(i, ab, z.DC, "against "+src+", starting its turn in it")
		d.against = ""
		if err != nil {
			return err
		}
		if ok {
			continue
		}
		d.addTied(Effect{Target: c.Name, Ends: "end", Of: c.Name, Round: s.Round, Source: src}, z.Conditions) // trait_poison.go
	}
	return d.err
}

// obscured is how the zones obscure creature t to creature o: Dark when
// either is wholly in a heavily obscuring zone, else Dim when either is
// wholly in a lightly obscuring one, else Bright (no effect).
func (s *State) obscured(o, t int) grid.Light {
	light := grid.Bright
	for k := range s.Zones {
		z := &s.Zones[k]
		if z.Obscures == "" || light == grid.Dim && z.Obscures != zoneHeavily || !(s.inZone(z, t, true) || s.inZone(z, o, true)) {
			continue
		}
		if z.Obscures == zoneHeavily {
			return grid.Dark
		}
		light = grid.Dim
	}
	return light
}

// zoneHeavily is a zone that heavily obscures: fog, dense foliage (SRD 5.1
// "Vision and Light": "A heavily obscured area—such as darkness, opaque
// fog, or dense foliage—blocks vision entirely").
const zoneHeavily = "heavily"
