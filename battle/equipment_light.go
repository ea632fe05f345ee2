package battle

import (
	"fmt"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// A carried light (docs/encounters.md `light`; SRD 5.1 "Adventuring
// Gear", Lantern, hooded: "A hooded lantern casts bright light in a
// 30-foot radius and dim light for an additional 30 feet ... As an action,
// you can lower the hood, reducing the light to dim light in a 5-foot
// radius"; seed 000 line 43 lists lowering the hood among the actions).
//
// The light moves with its bearer and is never written into the map: the
// light a creature stands in is the map's own light there, made brighter
// by every carried light that reaches it (SRD 5.1 "Vision and Light":
// a light source lights the area around it; nothing a lantern does makes
// a lit square darker). A light reaches a creature within its radius of
// the bearer, measured as every distance in the fight is (the nearest
// squares of the two spaces, heights counted), and along a line of sight:
// a wall stops it. Because the bearer's square and the hood are state
// (where it moved, the light events), a replay lights the same squares.
//
// Lowering the hood takes an action, as the SRD says. Raising it again is
// not given a cost there, so it is an object interaction (seed 001 "Other
// Activity on Your Turn": the first each turn is free, a second takes the
// action; "some ... special objects always require an action to use, as
// stated in their descriptions" — and the description states only the
// lowering). Lighting and dousing are not commands: the lantern's entry
// gives them no cost in combat, so the file says whether it burns.

// EvLight records a carried light changing: actor, with (the item id) and
// mode: "hooded" (the hood lowered) or "open" (raised).
const EvLight = "light"

// LightSpec is an entry's carried light: `light: hooded-lantern`, or
// `light: {item: hooded-lantern, hooded: true}` to start with the hood
// lowered.
type LightSpec struct {
	Item   string `yaml:"item"`
	Hooded bool   `yaml:"hooded"`
}

// UnmarshalYAML accepts the item id alone or the mapping.
func (l *LightSpec) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*l = LightSpec{Item: n.Value}
		return nil
	}
	type plain LightSpec // without this method, so Load doesn't recurse
	return n.Load((*plain)(l), yaml.WithKnownFields())
}

// LightState is the light a combatant carries: radii in feet from the
// compendium item, and whether the hood is down. A value, so Clone copies it.
type LightState struct {
	Item        string // compendium item id; "" for none
	Name        string // its name in lower case, for the rulings
	Bright, Dim int    // bright radius, and dim light beyond it
	Hooded      int    // the dim radius with the hood lowered; 0: no hood
	Lowered     bool   // the hood is lowered
}

// radii are the bright radius and the dim light beyond it, as the light
// is now.
func (l *LightState) radii() (bright, dim int) {
	if l.Lowered {
		return 0, l.Hooded
	}
	return l.Bright, l.Dim
}

// lightItem is the compendium light an id names.
func lightItem(id string) (*compendium.Item, error) {
	it, err := compendium.LookupItem(id)
	if err != nil {
		return nil, err
	}
	if it.Kind != "light" {
		return nil, fmt.Errorf("%s is a %s, not a light (the lights: hooded-lantern)", it.ID, it.Kind)
	}
	return it, nil
}

// checkLight checks an entry's light and writes its id canonically.
func (l *loader) checkLight(c *CombatantSpec, p string) error {
	if c.Light == nil {
		return nil
	}
	f := p + ".light"
	if strings.TrimSpace(c.Light.Item) == "" {
		return l.errf(f, "missing: the light's item id, like light: hooded-lantern")
	}
	it, err := lightItem(c.Light.Item)
	if err != nil {
		return l.errf(f, "%v", err)
	}
	if c.Light.Hooded && it.Hooded == 0 {
		return l.errf(f+".hooded", "%s has no hood to lower", it.Name)
	}
	c.Light.Item = it.ID
	return nil
}

// buildLight gives a combatant being built the entry's light.
func buildLight(c *Combatant, spec *CombatantSpec) error {
	if spec.Light == nil {
		return nil
	}
	it, err := lightItem(spec.Light.Item)
	if err != nil {
		return err
	}
	c.Light = LightState{Item: it.ID, Name: strings.ToLower(it.Name), Bright: it.Bright, Dim: it.Dim,
		Hooded: it.Hooded, Lowered: spec.Light.Hooded}
	return nil
}

// lightOn is the light on creature t's space: the map's own (the best on
// any square of the space), or a carried light's where brighter.
func (s *State) lightOn(t int) grid.Light {
	tc := &s.Combatants[t]
	light := s.Map.LightOf(tc.At, tc.space())
	for b := range s.Combatants {
		if light == grid.Bright {
			break
		}
		light = min(light, s.carriedLight(b, t))
	}
	return light
}

// carriedLight is the light creature b's light casts on creature t's
// space: Dark when b carries none or it doesn't reach.
func (s *State) carriedLight(b, t int) grid.Light {
	bright, dim, ok := s.lightRadii(b)
	if !ok {
		return grid.Dark
	}
	d := s.Distance(b, t)
	if d > bright+dim {
		return grid.Dark
	}
	if b != t {
		bAt, bn := s.space(b)
		tAt, tn := s.space(t)
		if !s.Map.LineOfSight(bAt, bn, tAt, tn) {
			return grid.Dark
		}
	}
	if d <= bright {
		return grid.Bright
	}
	return grid.Dim
}

// LightAt is the light on a square as the fight has it: the map's, made
// brighter by the carried lights that reach it (the map command draws it).
func (s *State) LightAt(sq grid.Square) grid.Light {
	light := s.Map.LightAt(sq)
	for b := range s.Combatants {
		if light == grid.Bright {
			break
		}
		bright, dim, ok := s.lightRadii(b)
		if !ok {
			continue
		}
		bAt, bn := s.space(b)
		d := s.Map.Span(grid.Gap(bAt.Col, bn, sq.Col, 1), grid.Gap(bAt.Row, bn, sq.Row, 1), 0)
		switch {
		case d > bright+dim || !s.Map.LineOfSight(bAt, bn, sq, 1):
		case d <= bright:
			light = grid.Bright
		default:
			light = min(light, grid.Dim)
		}
	}
	return light
}

// lowerHood is `NAME lower hood`: an action dims the light to its hooded
// radius.
func (d *decider) lowerHood(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	if err := hoodFits(c, true); err != nil {
		return err
	}
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	l := &c.Light
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "lower hood", With: l.Item,
		Text: fmt.Sprintf("%s lowers the hood of its %s (an action)", c.Name, l.Name)})
	d.emit(Event{Type: EvLight, Actor: c.Name, With: l.Item, Mode: "hooded",
		Text: fmt.Sprintf("%s's %s sheds dim light in a %d-ft radius", c.Name, l.Name, l.Hooded)})
	return d.err
}

// raiseHood is `NAME raise hood`: an object interaction opens the light
// again.
func (d *decider) raiseHood(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	if err := hoodFits(c, false); err != nil {
		return err
	}
	l := &c.Light
	inter := cmd
	inter.With = "raises the hood of its " + l.Name
	if err := d.interact(inter); err != nil { // actions.go: free, or the action for a second
		return err
	}
	d.emit(Event{Type: EvLight, Actor: c.Name, With: l.Item, Mode: "open",
		Text: fmt.Sprintf("%s's %s sheds bright light in a %d-ft radius and dim light %d ft beyond", c.Name, l.Name, l.Bright, l.Dim)})
	return d.err
}

// hoodFits refuses a hood command the creature's light can't take.
func hoodFits(c *Combatant, lower bool) error {
	l := &c.Light
	switch {
	case l.Item == "":
		return refuse(CodeCannot, "%s carries no light (give it one in the encounter: light: hooded-lantern)", c.Name)
	case l.Hooded == 0:
		return refuse(CodeCannot, "%s's %s has no hood", c.Name, l.Name)
	case lower && l.Lowered:
		return refuse(CodeCannot, "the hood of %s's %s is already lowered", c.Name, l.Name)
	case !lower && !l.Lowered:
		return refuse(CodeCannot, "the hood of %s's %s is already raised", c.Name, l.Name)
	}
	return nil
}

// applyLight folds a light event.
func (s *State) applyLight(a int, e Event) {
	s.Combatants[a].Light.Lowered = e.Mode == "hooded"
}
