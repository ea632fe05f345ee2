package compendium

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Classes are data/classes.yaml: one entry per class with its hit die,
// saving throws, proficiencies, spellcasting, the level each feature comes
// at and the numbers that grow with level (rage damage, sneak attack dice,
// the martial arts die). The spell slot tables, the same for every class
// of a progression, are here in Go beside the proficiency bonus, as the
// challenge rating tables are in cr.go. Package battle builds a character
// from an entry (battle/class.go).

// Spellcasting progressions: a full caster's slots follow its level, a half
// caster's half its level rounded up from 2nd level, a warlock's Pact
// Magic its own table.
const (
	FullCaster = "full"
	HalfCaster = "half"
	PactCaster = "pact"
)

// Unlimited is the number a scaling value "unlimited" reads as (a 20th
// level barbarian's rages).
const Unlimited = 1 << 20

// Class is one class entry.
type Class struct {
	ID, Name string
	HitDie   int             // faces of one Hit Die: 6, 8, 10 or 12
	Saves    []rules.Ability // the saving throws it is proficient in
	Armor    []string        // light, medium, heavy, shields
	Weapons  []string        // simple, martial, or weapon ids (proficiency.go)
	// Casting is its progression ("" for none); CastingAbility its
	// spellcasting ability.
	Casting        string
	CastingAbility rules.Ability
	Features       map[string]int    // feature -> the level it is gained at
	Scaling        map[string][]Step // number -> its values by level, in order
	Styles         []string          // the fighting styles it may choose, when it has the fighting-style feature
	// Subclasses are those the data writes out, by id (subclasses.go): each
	// a Class with only an id, name, proficiencies, features and scaling.
	Subclasses map[string]*Class
	File       string
	Line       int
}

// Step is a scaling number's value from Level on.
type Step struct {
	Level int
	Value string
}

// Has reports whether a character of the class has a feature at level.
func (c *Class) Has(feature string, level int) bool {
	l, ok := c.Features[feature]
	return ok && level >= l
}

// Value is a scaling number at level as written ("2d6", "d8", "3"), or ""
// when the class has none yet.
func (c *Class) Value(name string, level int) string {
	v := ""
	for _, s := range c.Scaling[name] {
		if s.Level <= level {
			v = s.Value
		}
	}
	return v
}

// Number is a scaling number at level, 0 when none, Unlimited for
// "unlimited".
func (c *Class) Number(name string, level int) int {
	v := c.Value(name, level)
	if v == "unlimited" {
		return Unlimited
	}
	n, _ := strconv.Atoi(v)
	return n
}

// ExtraAttacks is the attacks its Attack action makes beyond the first
// (seed 000 "MULTIPLE ATTACKS": fighters 2 at 5, 3 at 11, 4 at 20).
func (c *Class) ExtraAttacks(level int) int { return c.Number("extra-attacks", level) }

// HitPoints is a character's hit point maximum by SRD 5.1 "Hit Points":
// the Hit Die's maximum plus the Constitution modifier at 1st level, then
// the die's average rounded up (d6 4, d8 5, d10 6, d12 7) plus the modifier
// for each further level; at least 1 per level.
func (c *Class) HitPoints(level, conMod int) int {
	hp := max(c.HitDie+conMod, 1)
	for range max(level, 1) - 1 {
		hp += max(c.HitDie/2+1+conMod, 1)
	}
	return hp
}

// SpellSlots are a character's spell slots at level, by spell level 1..9
// (index 0 is 1st level). For a warlock they are its Pact Magic slots, all
// of one level.
func (c *Class) SpellSlots(level int) [9]int {
	return SpellSlots(c.Casting, level)
}

// fullSlots is the SRD 5.1 slot table of the full casters (bard, cleric,
// druid, sorcerer, wizard), by character level.
var fullSlots = [21][9]int{
	{},
	{2}, {3}, {4, 2}, {4, 3}, {4, 3, 2}, {4, 3, 3}, {4, 3, 3, 1}, {4, 3, 3, 2}, {4, 3, 3, 3, 1}, {4, 3, 3, 3, 2},
	{4, 3, 3, 3, 2, 1}, {4, 3, 3, 3, 2, 1}, {4, 3, 3, 3, 2, 1, 1}, {4, 3, 3, 3, 2, 1, 1}, {4, 3, 3, 3, 2, 1, 1, 1},
	{4, 3, 3, 3, 2, 1, 1, 1}, {4, 3, 3, 3, 2, 1, 1, 1, 1}, {4, 3, 3, 3, 3, 1, 1, 1, 1}, {4, 3, 3, 3, 3, 2, 1, 1, 1},
	{4, 3, 3, 3, 3, 2, 2, 1, 1},
}

// SpellSlots is the slot table of a progression at a class level 1..20:
// full casters by the table; half casters (paladin, ranger) none at 1st
// level, then the full table at half their level rounded up (the SRD's
// paladin table: 2 at 2nd, 4/3/3/3/2 at 19th); Pact Magic (warlock) 1 slot
// at 1st, 2 at 2nd, 3 from 11th, 4 from 17th, of level (L+1)/2 up to 5th.
func SpellSlots(progression string, level int) [9]int {
	level = min(max(level, 1), 20)
	switch progression {
	case FullCaster:
		return fullSlots[level]
	case HalfCaster:
		if level < 2 {
			return [9]int{}
		}
		return fullSlots[(level+1)/2]
	case PactCaster:
		var s [9]int
		n := 2
		switch {
		case level == 1:
			n = 1
		case level >= 17:
			n = 4
		case level >= 11:
			n = 3
		}
		s[min((level+1)/2, 5)-1] = n
		return s
	}
	return [9]int{}
}

// ProficiencyBonus is a character's proficiency bonus by level (+2 at 1-4
// to +6 at 17-20).
func ProficiencyBonus(level int) int { return rules.ProficiencyBonus(level) }

var (
	classesOnce sync.Once
	classes     index[Class]
	classesErr  error
)

func loadClasses() {
	cs, err := loadList("data/classes.yaml", ParseClasses)
	if err != nil {
		classesErr = err
		return
	}
	for _, c := range cs {
		if err := classes.add(c.File, &yaml.Node{Line: c.Line}, c, c.ID, nil); err != nil {
			classesErr = err
			return
		}
	}
}

// Classes lists every class's id, sorted.
func Classes() ([]string, error) {
	classesOnce.Do(loadClasses)
	return classes.sorted(), classesErr
}

// LookupClass finds a class by id ("fighter"), in any case.
func LookupClass(id string) (*Class, error) {
	classesOnce.Do(loadClasses)
	if classesErr != nil {
		return nil, classesErr
	}
	return classes.lookup("class", id)
}

var classKeys = []string{"id", "name", "hit_die", "saves", "armor", "weapons", "spellcasting", "features", "scaling", "fighting_styles", "subclasses"}

// FightingStyles are the fighting styles of SRD 5.1 "Fighting Style", as
// classes.yaml's fighting_styles and an encounter's fighting_style write
// them.
var FightingStyles = []string{"archery", "defense", "dueling", "great-weapon-fighting", "protection", "two-weapon-fighting"}

// ParseClasses reads a class file; file names it in errors
// ("data/classes.yaml:12:5: hit_die: ...").
func ParseClasses(file string, data []byte) ([]*Class, error) {
	nodes, err := entries(file, data, "class")
	if err != nil {
		return nil, err
	}
	var out []*Class
	seen := map[string]bool{}
	for _, n := range nodes {
		e, err := newEntry(file, n, classKeys)
		if err != nil {
			return nil, err
		}
		c, err := parseClass(e)
		if err != nil {
			return nil, err
		}
		if seen[c.ID] {
			return nil, e.err("id", "%q is the id of an earlier entry", c.ID)
		}
		seen[c.ID] = true
		out = append(out, c)
	}
	return out, nil
}

func parseClass(e *entry) (*Class, error) {
	id, name, _, err := e.head()
	if err != nil {
		return nil, err
	}
	c := &Class{ID: id, Name: name, File: e.file, Line: e.node.Line, Features: map[string]int{}, Scaling: map[string][]Step{}}
	if c.HitDie, err = e.integer("hit_die", 4, 12); err != nil {
		return nil, err
	}
	if !slices.Contains([]int{6, 8, 10, 12}, c.HitDie) {
		return nil, e.err("hit_die", "a hit die is 6, 8, 10 or 12, not %d", c.HitDie)
	}
	saves, err := e.list("saves")
	if err != nil {
		return nil, err
	}
	for _, s := range saves {
		ab, err := rules.ParseAbility(s)
		if err != nil {
			return nil, e.err("saves", "%v", err)
		}
		c.Saves = append(c.Saves, ab)
	}
	if len(c.Saves) != 2 {
		return nil, e.err("saves", "a class is proficient in two saving throws, like [str, con]")
	}
	if err := parseProfs(e, c); err != nil {
		return nil, err
	}
	if err := parseCasting(e, c); err != nil {
		return nil, err
	}
	if err := parseLevels(e, c); err != nil {
		return nil, err
	}
	if c.Styles, err = e.list("fighting_styles"); err != nil {
		return nil, err
	}
	for _, st := range c.Styles {
		if !slices.Contains(FightingStyles, st) {
			return nil, e.err("fighting_styles", "%q: the SRD's fighting styles are %s", st, strings.Join(FightingStyles, ", "))
		}
	}
	if c.Has("fighting-style", 20) != (len(c.Styles) > 0) {
		return nil, e.err("features", "a class with the fighting-style feature lists its fighting_styles, and only such a class")
	}
	if err := parseSubclasses(e, c); err != nil { // subclasses.go
		return nil, err
	}
	return c, nil
}

// parseProfs reads armor and weapons, the proficiencies of a class or a
// subclass.
func parseProfs(e *entry, c *Class) error {
	var err error
	if c.Armor, err = e.list("armor"); err != nil {
		return err
	}
	for _, a := range c.Armor {
		if !slices.Contains([]string{"light", "medium", "heavy", "shields"}, a) {
			return e.err("armor", "%q: armor proficiencies are light, medium, heavy and shields", a)
		}
	}
	if c.Weapons, err = e.list("weapons"); err != nil {
		return err
	}
	for i, w := range c.Weapons { // proficiency.go: a weapon group or a weapon's id
		p, err := ParseProficiency(w)
		if err != nil || slices.Contains(ArmorGroups, p) {
			return e.err("weapons", "%q: weapon proficiencies are %s, or a weapon's id", w, strings.Join(WeaponGroups, ", "))
		}
		c.Weapons[i] = p
	}
	return nil
}

// parseLevels reads features and scaling, of a class or a subclass.
func parseLevels(e *entry, c *Class) error {
	if err := levelMap(e, "features", func(k string, level int, _ *yaml.Node) error {
		c.Features[k] = level
		return nil
	}); err != nil {
		return err
	}
	if err := parseScaling(e, c); err != nil {
		return err
	}
	if c.Number("extra-attacks", 20) > 0 && !c.Has("extra-attack", 20) {
		return e.err("features", "scaling gives extra-attacks: list extra-attack among the features")
	}
	return nil
}

func parseCasting(e *entry, c *Class) error {
	v := e.vals["spellcasting"]
	if v == nil {
		return nil
	}
	if v.Kind != yaml.MappingNode {
		return e.err("spellcasting", "a mapping, like {ability: wis, progression: full}")
	}
	sub, err := newEntry(e.file, v, []string{"ability", "progression"})
	if err != nil {
		return err
	}
	ab, err := sub.str("ability")
	if err != nil {
		return err
	}
	if c.CastingAbility, err = rules.ParseAbility(ab); err != nil {
		return sub.err("ability", "%v", err)
	}
	if c.Casting, err = sub.str("progression"); err != nil {
		return err
	}
	if !slices.Contains([]string{FullCaster, HalfCaster, PactCaster}, c.Casting) {
		return sub.err("progression", "%q: full, half or pact", c.Casting)
	}
	return nil
}

// levelMap reads a mapping of lower-case names to levels 1..20.
func levelMap(e *entry, key string, f func(name string, level int, v *yaml.Node) error) error {
	v := e.vals[key]
	if v == nil {
		return nil
	}
	if v.Kind != yaml.MappingNode {
		return e.err(key, "a mapping of names to levels, like {rage: 1}")
	}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, val := v.Content[i], v.Content[i+1]
		if !validID(k.Value) {
			return dataErr(e.file, k, key, "%q: lower case with hyphens, like second-wind", k.Value)
		}
		n, err := strconv.Atoi(val.Value)
		if val.Kind != yaml.ScalarNode || err != nil || n < 1 || n > 20 {
			return dataErr(e.file, val, key+"."+k.Value, "a level from 1 to 20, not %q", val.Value)
		}
		if err := f(k.Value, n, val); err != nil {
			return err
		}
	}
	return nil
}

func parseScaling(e *entry, c *Class) error {
	v := e.vals["scaling"]
	if v == nil {
		return nil
	}
	if v.Kind != yaml.MappingNode {
		return e.err("scaling", "a mapping of numbers to their values by level, like {rage-damage: {1: 2, 9: 3}}")
	}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, m := v.Content[i], v.Content[i+1]
		if !validID(k.Value) {
			return dataErr(e.file, k, "scaling", "%q: lower case with hyphens, like rage-damage", k.Value)
		}
		if m.Kind != yaml.MappingNode || len(m.Content) == 0 {
			return dataErr(e.file, m, "scaling."+k.Value, "a mapping of levels to values, like {1: 2, 9: 3}")
		}
		last := 0
		for j := 0; j+1 < len(m.Content); j += 2 {
			lk, lv := m.Content[j], m.Content[j+1]
			n, err := strconv.Atoi(lk.Value)
			if err != nil || n < 1 || n > 20 {
				return dataErr(e.file, lk, "scaling."+k.Value, "a level from 1 to 20, not %q", lk.Value)
			}
			if n <= last {
				return dataErr(e.file, lk, "scaling."+k.Value, "level %d after level %d: list the levels in rising order", n, last)
			}
			last = n
			val := strings.TrimSpace(lv.Value)
			if lv.Kind != yaml.ScalarNode || val == "" {
				return dataErr(e.file, lv, "scaling."+k.Value, "a single value, like 2, 1d6 or d8")
			}
			if err := checkScale(val); err != nil {
				return dataErr(e.file, lv, "scaling."+k.Value, "%v", err)
			}
			c.Scaling[k.Value] = append(c.Scaling[k.Value], Step{Level: n, Value: val})
		}
	}
	return nil
}

// checkScale accepts a number, dice ("2d6", "d8"), a challenge rating
// ("1/2") or "unlimited".
func checkScale(v string) error {
	if v == "unlimited" {
		return nil
	}
	if _, err := strconv.Atoi(v); err == nil {
		return nil
	}
	if _, err := ParseCR(v); err == nil {
		return nil
	}
	n, f, ok := strings.Cut(v, "d")
	if ok {
		_, errF := strconv.Atoi(f)
		_, errN := strconv.Atoi(n)
		if errF == nil && (n == "" || errN == nil) {
			return nil
		}
	}
	return fmt.Errorf("%q: a number, dice like 2d6 or d8, a challenge rating or unlimited", v)
}
