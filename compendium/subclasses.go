package compendium

import (
	yaml "go.yaml.in/yaml/v4"
)

// Subclasses: a class entry's `subclasses:` lists the subclasses whose
// features are numbers and lists (a bard's College of Valor: its Bonus
// Proficiencies and its Extra Attack), each a mapping of
//
//   - id and name;
//   - armor and weapons: the proficiencies it adds to the class's, from
//     the level the class chooses its subclass at;
//   - features and scaling, as a class writes them: the level each
//     feature comes at, and the numbers by level (extra-attacks, which
//     needs the extra-attack feature, as for a class).
//
// Which subclasses the engine plays, and the class feature that chooses
// them, is package battle's (battle/feature_subclass.go); the subclasses
// whose features are rules of their own (the rogue's Assassinate, the
// warlock's Thirsting Blade) are played there and need no entry here.

var subclassKeys = []string{"id", "name", "armor", "weapons", "features", "scaling"}

// parseSubclasses reads a class entry's subclasses into c.Subclasses.
func parseSubclasses(e *entry, c *Class) error {
	v := e.vals["subclasses"]
	if v == nil {
		return nil
	}
	if v.Kind != yaml.SequenceNode {
		return e.err("subclasses", "a list of subclasses, each like {id: valor, name: College of Valor, features: {...}}")
	}
	c.Subclasses = map[string]*Class{}
	for _, n := range v.Content {
		if n.Kind != yaml.MappingNode {
			return dataErr(e.file, n, "subclasses", "a subclass is a mapping, like {id: valor, name: College of Valor}")
		}
		se, err := newEntry(e.file, n, subclassKeys)
		if err != nil {
			return err
		}
		id, name, _, err := se.head()
		if err != nil {
			return err
		}
		if c.Subclasses[id] != nil {
			return se.err("id", "%q is the id of an earlier subclass of %s", id, c.ID)
		}
		sc := &Class{ID: id, Name: name, File: e.file, Line: n.Line, Features: map[string]int{}, Scaling: map[string][]Step{}}
		if err := parseProfs(se, sc); err != nil {
			return err
		}
		if err := parseLevels(se, sc); err != nil {
			return err
		}
		c.Subclasses[id] = sc
	}
	return nil
}

// Subclass is the subclass of that id the data writes out, or nil.
func (c *Class) Subclass(id string) *Class {
	return c.Subclasses[id]
}

// ExtraAttacksAs is the attacks the Attack action makes beyond the first
// for a character of the class, of subclass sub (or ""), at level: the
// class's or the subclass's, whichever is more (SRD 5.1: Extra Attack from
// two sources doesn't add up). The caller knows whether the level has
// chosen the subclass.
func (c *Class) ExtraAttacksAs(sub string, level int) int {
	n := c.ExtraAttacks(level)
	if s := c.Subclass(sub); s != nil {
		n = max(n, s.ExtraAttacks(level))
	}
	return n
}
