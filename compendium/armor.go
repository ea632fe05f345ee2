package compendium

import (
	"slices"
	"strings"
	"sync"
)

// An armor entry of data/armor.yaml (seed 000 "ARMOR CLASS BY MEDIEVAL
// ARMOR & MAGIC" and "... MODERN & SCI-FI ARMORS"; SRD 5.1 "Armor"):
//
//	- id: chain-mail
//	  name: Chain mail
//	  category: heavy          # light | medium | heavy | shield
//	  ac: 16                   # base armor class; a shield's bonus
//	  strength: 13             # heavy armor: the Strength score that keeps the wearer's speed
//	  stealth: disadvantage    # on Dexterity (Stealth) checks
//	  era: modern              # armor of seed 000's modern table
//	  metal: true              # made of metal (SRD 5.1 "Armor" descriptions): shocking grasp has advantage against it
//	  notes: ...
//
// What a category does to armor class (Dexterity in full, up to +2, or
// none) is a rule, applied by package battle.

// ArmorCategories are the kinds of armor: the SRD's three and the shield.
var ArmorCategories = []string{"light", "medium", "heavy", "shield"}

// Armor is one armor entry.
type Armor struct {
	ID, Name string
	Aliases  []string
	Category string
	Era      string
	AC       int  // base armor class, or a shield's bonus
	Strength int  // heavy armor's Strength requirement; 0 for none
	Stealth  bool // disadvantage on Dexterity (Stealth) checks
	Metal    bool // made of metal: chain, scales, plates or rings of metal
	Notes    string
	File     string
	Line     int
}

var armorKeys = []string{"id", "name", "aliases", "category", "era", "ac", "strength", "stealth", "notes", "metal"}

var (
	armorOnce sync.Once
	armors    index[Armor]
	armorErr  error
)

func loadArmor() {
	list, err := loadList("data/armor.yaml", ParseArmor)
	if err != nil {
		armorErr = err
		return
	}
	for _, a := range list {
		_ = armors.add("", nil, a, a.ID, a.Aliases) // ParseArmor refused duplicates
	}
}

// Armors lists every armor's id (shields included), sorted.
func Armors() ([]string, error) {
	armorOnce.Do(loadArmor)
	return armors.sorted(), armorErr
}

// LookupArmor finds armor by id or alias ("chain-mail"), in any case.
func LookupArmor(id string) (*Armor, error) {
	armorOnce.Do(loadArmor)
	if armorErr != nil {
		return nil, armorErr
	}
	return armors.lookup("armor", id)
}

// ParseArmor reads an armor file: a YAML list of armor entries.
func ParseArmor(file string, data []byte) ([]*Armor, error) {
	nodes, err := entries(file, data, "armor")
	if err != nil {
		return nil, err
	}
	var seen index[Armor]
	out := make([]*Armor, 0, len(nodes))
	for _, n := range nodes {
		e, err := newEntry(file, n, armorKeys)
		if err != nil {
			return nil, err
		}
		a, err := parseArmor(e)
		if err != nil {
			return nil, err
		}
		if err := seen.add(file, n, a, a.ID, a.Aliases); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, nil
}

func parseArmor(e *entry) (*Armor, error) {
	a := &Armor{File: e.file, Line: e.node.Line}
	var err error
	if a.ID, a.Name, a.Aliases, err = e.head(); err != nil {
		return nil, err
	}
	if a.Category, err = e.str("category"); err != nil {
		return nil, err
	}
	if !slices.Contains(ArmorCategories, a.Category) {
		return nil, e.err("category", "category %q: use one of %s", a.Category, strings.Join(ArmorCategories, ", "))
	}
	if a.Era, err = e.str("era"); err != nil {
		return nil, err
	}
	if a.Era != "" && !slices.Contains(Eras, a.Era) {
		return nil, e.err("era", "era %q: use one of %s", a.Era, strings.Join(Eras, ", "))
	}
	lo, hi := 10, 30
	if a.Category == "shield" {
		lo, hi = 1, 5
	}
	if !e.has("ac") {
		return nil, e.err("ac", "missing: the armor class it gives, like ac: 16 (a shield's bonus, like ac: 2)")
	}
	if a.AC, err = e.integer("ac", lo, hi); err != nil {
		return nil, err
	}
	if a.Strength, err = e.integer("strength", 1, 30); err != nil {
		return nil, err
	}
	if a.Strength > 0 && a.Category != "heavy" {
		return nil, e.err("strength", "only heavy armor asks for a Strength score")
	}
	switch s, err := e.str("stealth"); {
	case err != nil:
		return nil, err
	case s == "disadvantage":
		a.Stealth = true
	case s != "":
		return nil, e.err("stealth", "stealth %q: disadvantage, or leave it out", s)
	}
	if a.Notes, err = e.str("notes"); err != nil {
		return nil, err
	}
	if a.Metal, err = e.boolean("metal"); err != nil {
		return nil, err
	}
	return a, nil
}
