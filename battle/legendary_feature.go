package battle

// One legendary action option or lair action in play (legendary.go,
// lair.go): the option a command names, what it will do checked before
// anything is rolled, and then its attack, area, save or detection.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// pickFeature finds the option a command names by its leading words, and
// returns the words after it.
func pickFeature(fs []Feature, cmd Command, what string) (*Feature, []string, error) {
	words := strings.Fields(cmd.With)
	best, n := -1, 0
	for j := range fs {
		fw := strings.Fields(fs[j].Name)
		if len(fw) <= len(words) && len(fw) > n && strings.EqualFold(strings.Join(words[:len(fw)], " "), fs[j].Name) {
			best, n = j, len(fw)
		}
	}
	if best < 0 {
		var ns []string
		for _, f := range fs {
			ns = append(ns, f.Name)
		}
		return nil, nil, refuse(CodeUnknownName, "%q: which %s? (%s)", cmd.Text, what, strings.Join(ns, ", "))
	}
	return &fs[best], words[n:], nil
}

// featurePlan is what an option will do, checked before anything is
// rolled: its target, or its area placed, or the creatures within reach.
type featurePlan struct {
	target int
	area   grid.Area
	toward bool
	caught []int
}

// planFeature reads the words after an option's name and checks them.
func (d *decider) planFeature(u int, f *Feature, rest []string, text string) (featurePlan, error) {
	s := d.st
	c := &s.Combatants[u]
	p := featurePlan{target: -1}
	switch {
	case f.Attack != "":
		t, n := matchName(s, rest)
		if t < 0 || n != len(rest) {
			return p, refuse(CodeSyntax, "%q: %s whom? give a target: %s", text, f.Name, names(s))
		}
		w := c.attackNamed(f.Attack)
		if w == nil {
			return p, refuse(CodeUnknownName, "%s has no attack named %q", c.Name, f.Attack)
		}
		if err := c.charged(w.Name, w.Slot, w.Recharge); err != nil {
			return p, err
		}
		if _, _, err := s.canAttack(u, t, w); err != nil {
			return p, err
		}
		p.target = t
		return p, nil
	case f.Area != nil:
		if len(rest) != 2 || !slices.Contains([]string{"toward", "towards", "at"}, strings.ToLower(rest[0])) {
			return p, refuse(CodeSyntax, "%q: say where: %s toward SQUARE%s", text, f.Name, atHint(f.Area))
		}
		sq, err := grid.ParseSquare(rest[1])
		if err != nil {
			return p, refuse(CodeSyntax, "%q: %v", text, err)
		}
		p.toward = !strings.EqualFold(rest[0], "at")
		if p.area, err = s.placeArea(u, f.Area, sq, p.toward); err != nil {
			return p, err
		}
		return p, nil
	}
	if len(rest) > 0 {
		return p, refuse(CodeSyntax, "%q: %s takes nothing after it", text, f.Name)
	}
	if f.Within > 0 {
		for j := range s.Combatants {
			o := &s.Combatants[j]
			if j == u || o.Dead || s.Distance(u, j) > f.Within || f.Ground && o.Alt > 0 {
				continue
			}
			p.caught = append(p.caught, j)
		}
	}
	return p, nil
}

// runFeature emits the option's head event (legendary or lair) and does
// what it does.
func (d *decider) runFeature(u int, f *Feature, p featurePlan, head Event) error {
	s := d.st
	c := &s.Combatants[u]
	src := fmt.Sprintf("%s's %s", c.Name, f.Name)
	for _, j := range p.caught {
		head.Caught = append(head.Caught, s.Combatants[j].Name)
	}
	if f.Within > 0 {
		who := "no one"
		if len(head.Caught) > 0 {
			who = strings.Join(head.Caught, ", ")
		}
		head.Area = fmt.Sprintf("within %d ft", f.Within)
		head.Text += fmt.Sprintf(": each creature within %d ft of %s", f.Within, c.Name)
		if f.Ground {
			head.Text += " on the ground"
		}
		head.Text += fmt.Sprintf(" makes a DC %d %s save: %s", f.DC, title(f.Save.Long()), who)
	}
	d.emit(head)
	switch {
	case f.Check != "":
		return d.detect(u)
	case f.Attack != "":
		return d.attack(u, p.target, c.attackNamed(f.Attack), how{feature: head.Type}) // not its Attack action
	case f.Area != nil && f.Zone != nil: // zone.go
		z := s.groundAt(p.area.Origin)
		if p.toward {
			z = s.height(u, c.At, c.Alt)
		}
		return d.placeZone(u, f, p.area, z)
	case f.Area != nil:
		h := areaHit{src: src, user: u, with: f.Name, area: p.area, save: f.Save, dc: f.DC, half: f.Half, dmg: f.Damage, z: s.groundAt(p.area.Origin)}
		if p.toward {
			h.z = s.height(u, c.At, c.Alt)
		}
		return d.areaEffect(h)
	}
	return d.burst(u, p.caught, f, src)
}

// detect is a Wisdom (Perception) check that finds the hidden foes whose
// Stealth total it reaches and that it could see (as Search does).
func (d *decider) detect(u int) error {
	s := d.st
	total, err := d.check(u, "perception", rules.Wis, nil)
	if err != nil {
		return err
	}
	for j := range s.Combatants {
		if o := &s.Combatants[j]; s.Hostile(u, j) && o.Hidden > 0 && s.lightOf(u, j, true) != grid.Dark && total >= o.Hidden { // past a 2024 hider's Invisible (hide2024.go)
			d.emit(Event{Type: EvHidden, Actor: o.Name, On: bp(false), Reason: "found by " + s.Combatants[u].Name,
				Text: fmt.Sprintf("%s finds %s", s.Combatants[u].Name, o.Name)})
		}
	}
	return d.err
}

// burst is a save for each creature caught: all the saves first, then the
// damage rolled once for all it reaches (halved on a success with half),
// then the condition on those that failed.
func (d *decider) burst(u int, caught []int, f *Feature, src string) error {
	s := d.st
	failed := make([]bool, len(caught))
	for k, j := range caught {
		d.against = f.Condition // Dark Devotion (trait_devotion.go)
		ok, err := d.save(j, f.Save, f.DC, "against "+src)
		d.against = ""
		if err != nil {
			return err
		}
		failed[k] = !ok
	}
	if f.Damage != nil && (slices.Contains(failed, true) || f.Half && len(caught) > 0) {
		p, err := d.st.program(f.Damage, true)
		if err != nil {
			return refuse(CodeSyntax, "%s: damage %s: %v", src, f.Damage, err)
		}
		r, err := p.Roll(d.src)
		if err != nil {
			return err
		}
		for k, j := range caught {
			if !failed[k] && !f.Half || s.Combatants[j].Dead {
				continue
			}
			hi := hitInfo{source: src, dice: explain(r), by: d.st.nameOf(u)}
			parts, ok := d.saveDamage(j, f.Save, !failed[k], f.Half, partsOf(r), &hi) // Evasion (feature_rogue.go)
			if ok {
				d.hurt(j, parts, hi)
			}
		}
	}
	if f.Condition == "" {
		return d.err
	}
	cond, err := rules.ParseCondition(f.Condition)
	if err != nil {
		return err
	}
	for k, j := range caught {
		o := &s.Combatants[j]
		if !failed[k] || o.Dead || o.Conds.Has(cond) || d.immune(j, cond, src) {
			continue
		}
		d.condition(j, cond, true, src)
	}
	return d.err
}
