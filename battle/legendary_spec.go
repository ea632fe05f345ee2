package battle

// The keys of legendary creatures and what they compile to: legendary
// actions, lair actions (lair.go) and Frightful Presence (presence.go)
// share a FeatureSpec, checked at load with its file:line and built into
// a Feature for the fight (legendary.go plays legendary actions;
// legendary_feature.go runs one option).

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// LegendarySpec is a combatant's legendary_actions key.
type LegendarySpec struct {
	PerRound int           `yaml:"per_round"` // actions a round, 1 to 5; default 3 (SRD 5.1 "Legendary Actions")
	Options  []FeatureSpec `yaml:"options"`
}

// LairSpec is a combatant's lair key: the lair actions it takes on
// initiative count 20 (lair.go).
type LairSpec struct {
	Actions []FeatureSpec `yaml:"actions"`
}

// FeatureSpec is one legendary action option or lair action. It does
// exactly one of: a check (Detect), one of the creature's attacks (Tail
// Attack), an area placed like an area attack's (a geyser of magma), or a
// save for each creature within some feet of the creature (Wing Attack, a
// tremor) with damage and a condition on a failure.
type FeatureSpec struct {
	Name      string `yaml:"name"`
	Cost      int    `yaml:"cost"`      // legendary actions: 1 to 3, default 1
	Check     string `yaml:"check"`     // perception: a Wisdom (Perception) check
	Attack    string `yaml:"attack"`    // one of its attacks (not an area attack), by name
	Area      string `yaml:"area"`      // a template, as an area attack's: "cylinder 5", "cone 30"
	Range     int    `yaml:"range"`     // area: how far away a sphere, cylinder or cube may be placed
	Within    int    `yaml:"within"`    // every other creature within this many feet of it
	Ground    bool   `yaml:"ground"`    // within: only creatures on the ground, not aloft
	Save      string `yaml:"save"`      // "dex 22"
	OnSave    string `yaml:"on_save"`   // half (default with damage) | none
	Damage    string `yaml:"damage"`    // dice, rolled once for all
	Condition string `yaml:"condition"` // within: applied on a failed save, until removed

	// Zone, for an area lair action: the area stays on the map (zone.go).
	Zone *ZoneSpec `yaml:"zone"`
}

// Feature is a FeatureSpec compiled.
type Feature struct {
	Name      string
	Cost      int
	Check     string
	Attack    string
	Area      *AreaAttack // its template, range, save and damage
	Within    int
	Ground    bool
	Save      rules.Ability
	DC        int
	Half      bool
	Damage    *dice.Expr
	Condition string
	Zone      *ZoneRule // the area stays on the map (zone.go)
}

// Legend is what makes a creature legendary, fixed for the fight and
// shared by clones of the state: never changed in place.
type Legend struct {
	PerRound int
	Options  []Feature
	Lair     []Feature
	Presence *Presence
}

// LegendPlay is what the fight has done with a creature's Legend: its
// last lair action and the round of it, and the creatures its Frightful
// Presence has reached (presence.go). Met is replaced, never appended to
// in place: clones share it.
type LegendPlay struct {
	LairRound int
	LairLast  string
	Met       []string
	// Legendary actions: spent since its pool last came back, at the start
	// of its turn; what it had spent of the pool before that, while the
	// moment before its own turn lasts; and the moment between turns of its
	// last one (legendWindow's id).
	Spent, Before, At int
}

// checkLegend checks legendary_actions, lair and frightful_presence.
func (l *loader) checkLegend(c *CombatantSpec, p string) error {
	if la := c.LegendaryActions; la != nil {
		f := p + ".legendary_actions"
		if !l.given(f + ".per_round") {
			la.PerRound = 3
		}
		if la.PerRound < 1 || la.PerRound > 5 {
			return l.errf(f+".per_round", "a creature takes 1 to 5 legendary actions a round, not %d", la.PerRound)
		}
		if len(la.Options) == 0 {
			return l.errf(f+".options", "missing: the legendary action options, like {name: tail attack, attack: tail}")
		}
		if err := l.checkFeatures(c, la.Options, f+".options", la.PerRound); err != nil {
			return err
		}
	}
	if lr := c.Lair; lr != nil {
		if len(lr.Actions) == 0 {
			return l.errf(p+".lair.actions", "missing: the lair actions, like {name: tremor, within: 60, save: dex 15, condition: prone}")
		}
		if err := l.checkFeatures(c, lr.Actions, p+".lair.actions", 0); err != nil {
			return err
		}
	}
	if fp := c.FrightfulPresence; fp != nil {
		return l.checkPresence(c, fp, p+".frightful_presence") // presence.go
	}
	return nil
}

// checkFeatures checks a list of options; perRound is the legendary
// action pool, 0 for lair actions (which cost nothing).
func (l *loader) checkFeatures(c *CombatantSpec, fs []FeatureSpec, p string, perRound int) error {
	seen := map[string]bool{}
	for j := range fs {
		f := &fs[j]
		q := fmt.Sprintf("%s[%d]", p, j)
		if f.Name = strings.Join(strings.Fields(f.Name), " "); f.Name == "" {
			return l.errf(q+".name", "missing: every option needs a name, like name: tail attack")
		}
		if seen[strings.ToLower(f.Name)] {
			return l.errf(q+".name", "%q is listed twice", f.Name)
		}
		seen[strings.ToLower(f.Name)] = true
		switch {
		case perRound == 0 && l.given(q+".cost"):
			return l.errf(q+".cost", "a lair action costs nothing: the lair takes one a round")
		case perRound > 0 && !l.given(q+".cost"):
			f.Cost = 1
		case perRound > 0 && (f.Cost < 1 || f.Cost > perRound):
			return l.errf(q+".cost", "cost is 1 to %d legendary actions (its per_round), not %d", perRound, f.Cost)
		}
		switch {
		case f.Zone != nil && perRound > 0:
			return l.errf(q+".zone", "a zone lasts until initiative count 20: only a lair action leaves one")
		case f.Zone != nil && f.Area == "":
			return l.errf(q+".zone", "a zone is an area left on the map: give the option an area, like area: sphere 20")
		}
		if err := l.checkFeature(c, f, q); err != nil {
			return err
		}
	}
	return nil
}

// checkFeature checks what one option does and writes it canonically.
func (l *loader) checkFeature(c *CombatantSpec, f *FeatureSpec, q string) error {
	kinds := 0
	for _, k := range []string{"check", "attack", "area", "within"} {
		if l.given(q + "." + k) {
			kinds++
		}
	}
	if kinds != 1 {
		return l.errf(q, "%s does one thing: give exactly one of check, attack, area or within", f.Name)
	}
	effect := []string{"save", "on_save", "damage", "condition", "range", "ground"}
	switch {
	case f.Check != "":
		if k := strings.ToLower(strings.TrimSpace(f.Check)); k != "perception" {
			return l.errf(q+".check", "check %q: only perception (a Wisdom (Perception) check, the dragon's Detect) is played", f.Check)
		}
		f.Check = "perception"
	case f.Attack != "":
		a := specAttack(c, f.Attack)
		switch {
		case a == nil:
			return l.errf(q+".attack", "%q is not one of %s's attacks (%s)", f.Attack, c.Name, specAttackNames(c))
		case isAreaAttack(a):
			return l.errf(q+".attack", "%s is an area attack: give the option its own area, save and damage", a.Name)
		}
		f.Attack = a.Name
	}
	if f.Check != "" || f.Attack != "" {
		for _, k := range effect {
			if l.given(q + "." + k) {
				return l.errf(q+"."+k, "%s is for an option with area or within, not check or attack", k)
			}
		}
		return nil
	}
	if f.Save != "" {
		ab, dc, err := parseSave(f.Save)
		if err != nil {
			return l.cause(nil, q+".save", err, "%v", err)
		}
		f.Save = fmt.Sprintf("%s %d", ab, dc)
	}
	switch f.OnSave = strings.ToLower(strings.TrimSpace(f.OnSave)); {
	case f.OnSave != "" && f.Save == "":
		return l.errf(q+".on_save", "on_save says what a successful save does: give the save too")
	case f.OnSave == "" && f.Save != "" && f.Damage != "":
		f.OnSave = "half"
	case f.OnSave != "" && f.OnSave != "half" && f.OnSave != "none":
		return l.errf(q+".on_save", "on_save %q: use half or none", f.OnSave)
	}
	if f.Damage != "" {
		if err := l.checkDamage(f.Damage, q+".damage"); err != nil {
			return err
		}
	}
	if f.Condition != "" {
		cond, err := loadCondition(f.Condition)
		if err != nil {
			return l.cause(nil, q+".condition", err, "%v", err)
		}
		f.Condition = cond
	}
	if f.Area != "" {
		area, err := parseTemplate(f.Area)
		if err != nil {
			return l.cause(nil, q+".area", err, "%v", err)
		}
		f.Area = templateString(area)
		if f.Zone != nil {
			if err := l.checkZone(f, area, q); err != nil { // zone.go
				return err
			}
		}
		placed := area.Shape == grid.Sphere || area.Shape == grid.Cylinder || area.Shape == grid.Cube
		switch {
		case f.Damage == "" && f.Zone == nil:
			return l.errf(q+".damage", "missing: an area option deals damage, like damage: \"6d6[fire]\"")
		case f.Condition != "":
			return l.errf(q+".condition", "an area option deals damage only: give a condition with within")
		case l.given(q + ".ground"):
			return l.errf(q+".ground", "ground is for within")
		case f.Range != 0 && !placed:
			return l.errf(q+".range", "a %s starts at its user's space: it has no range", area.Shape)
		case f.Range < 0 || f.Range > 10*MaxPushFeet:
			return l.errf(q+".range", "range is feet from 0 to %d, not %d", 10*MaxPushFeet, f.Range)
		}
		return nil
	}
	switch {
	case f.Within < grid.SquareFeet || f.Within > MaxPushFeet || f.Within%grid.SquareFeet != 0:
		return l.errf(q+".within", "within is feet, a multiple of %d from %d to %d, not %d", grid.SquareFeet, grid.SquareFeet, MaxPushFeet, f.Within)
	case l.given(q + ".range"):
		return l.errf(q+".range", "a within option reaches as far as within says: it has no range")
	case f.Save == "":
		return l.errf(q+".save", "missing: each creature within %d ft makes a save, like save: dex 15", f.Within)
	case f.Damage == "" && f.Condition == "":
		return l.errf(q, "%s does something on a failed save: give damage, a condition, or both", f.Name)
	}
	return nil
}

// buildLegend compiles a combatant entry's legendary actions, lair actions
// and Frightful Presence.
func buildLegend(c *Combatant, spec *CombatantSpec) error {
	if spec.LegendaryActions == nil && spec.Lair == nil && spec.FrightfulPresence == nil {
		return nil
	}
	lg := &Legend{}
	if la := spec.LegendaryActions; la != nil {
		lg.PerRound = la.PerRound
		for _, f := range la.Options {
			ft, err := buildFeature(f)
			if err != nil {
				return fmt.Errorf("legendary action %s: %w", f.Name, err)
			}
			lg.Options = append(lg.Options, ft)
		}
	}
	if lr := spec.Lair; lr != nil {
		for _, f := range lr.Actions {
			ft, err := buildFeature(f)
			if err != nil {
				return fmt.Errorf("lair action %s: %w", f.Name, err)
			}
			lg.Lair = append(lg.Lair, ft)
		}
	}
	if fp := spec.FrightfulPresence; fp != nil {
		p, err := buildPresence(fp) // presence.go
		if err != nil {
			return err
		}
		lg.Presence = p
	}
	c.Legend = lg
	return nil
}

func buildFeature(f FeatureSpec) (Feature, error) {
	ft := Feature{Name: f.Name, Cost: f.Cost, Check: f.Check, Attack: f.Attack, Within: f.Within, Ground: f.Ground, Condition: f.Condition}
	var err error
	if f.Save != "" {
		if ft.Save, ft.DC, err = parseSave(f.Save); err != nil {
			return ft, err
		}
		ft.Half = f.Damage != "" && !strings.EqualFold(strings.TrimSpace(f.OnSave), "none")
	}
	if f.Damage != "" {
		if ft.Damage, err = dice.Parse(f.Damage); err != nil {
			return ft, err
		}
	}
	if f.Condition != "" {
		if _, err := rules.ParseCondition(f.Condition); err != nil {
			return ft, err
		}
	}
	if f.Area != "" {
		a := AreaAttack{Name: f.Name, Range: f.Range, Damage: ft.Damage, Save: ft.Save, DC: ft.DC, Half: ft.Half, Slot: -1}
		if a.Area, err = parseTemplate(f.Area); err != nil {
			return ft, err
		}
		ft.Area = &a
	}
	if f.Zone != nil {
		if ft.Zone, err = buildZone(f.Zone); err != nil { // zone.go
			return ft, err
		}
	}
	return ft, nil
}
