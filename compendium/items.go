package compendium

import (
	"slices"
	"strings"
	"sync"

	"github.com/skirmish-rpg/skirmish/rules"
)

// An item entry of data/items.yaml: gear a fight uses (seed 000 "ACTIONS",
// "HEALING", "MAGICAL HEALING OPTIONS"; SRD 5.1 "Adventuring Gear" and
// "Potion of Healing"):
//
//	- id: potion-of-healing
//	  name: Potion of healing
//	  kind: potion            # potion | kit | hazard | light
//	  use: action             # what using it takes: action | bonus | free
//	  heal: 2d4+2             # a potion's hit points
//	  rarity: common
//	  uses: 10                # a kit's uses
//	  stabilizes: true        # a kit: stops a dying creature, no check
//	  area: 5                 # a hazard: the side of the square it covers, feet
//	  save: dex 15            # a hazard: the save of a creature that enters
//	  damage: "1[piercing]"   # a hazard: what a failed save costs
//	  condition: prone        # a hazard: the condition a failed save gives
//	  bright: 30              # a light: bright light radius, feet
//	  dim: 30                 # a light: dim light beyond the bright, feet
//	  hooded: 5               # a hooded lantern lowered: dim light radius, feet
//	  notes: ...

// ItemKinds are the kinds of item.
var ItemKinds = []string{"potion", "kit", "hazard", "light"}

// Item is one item entry.
type Item struct {
	ID, Name   string
	Aliases    []string
	Kind       string
	Use        string
	Heal       string
	Rarity     string
	Uses       int
	Stabilizes bool
	Area       int
	Save       string
	Damage     string
	Condition  string
	Bright     int
	Dim        int
	Hooded     int
	Notes      string
	File       string
	Line       int
}

var itemKeys = []string{"id", "name", "aliases", "kind", "use", "heal", "rarity", "uses", "stabilizes",
	"area", "save", "damage", "condition", "bright", "dim", "hooded", "notes"}

var (
	itemsOnce sync.Once
	items     index[Item]
	itemsErr  error
)

func loadItems() {
	list, err := loadList("data/items.yaml", ParseItems)
	if err != nil {
		itemsErr = err
		return
	}
	for _, it := range list {
		_ = items.add("", nil, it, it.ID, it.Aliases) // ParseItems refused duplicates
	}
}

// Items lists every item's id, sorted.
func Items() ([]string, error) {
	itemsOnce.Do(loadItems)
	return items.sorted(), itemsErr
}

// LookupItem finds an item by id or alias ("potion-of-healing"), in any case.
func LookupItem(id string) (*Item, error) {
	itemsOnce.Do(loadItems)
	if itemsErr != nil {
		return nil, itemsErr
	}
	return items.lookup("item", id)
}

// ParseItems reads an items file: a YAML list of item entries.
func ParseItems(file string, data []byte) ([]*Item, error) {
	nodes, err := entries(file, data, "item")
	if err != nil {
		return nil, err
	}
	var seen index[Item]
	out := make([]*Item, 0, len(nodes))
	for _, n := range nodes {
		e, err := newEntry(file, n, itemKeys)
		if err != nil {
			return nil, err
		}
		it, err := parseItem(e)
		if err != nil {
			return nil, err
		}
		if err := seen.add(file, n, it, it.ID, it.Aliases); err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, nil
}

// itemNeeds are the keys each kind of item must give; the others of
// kindKeys belong to other kinds.
var (
	itemNeeds = map[string][]string{"potion": {"heal"}, "kit": {"uses"}, "hazard": {"area", "save"}, "light": {"bright", "dim"}}
	kindKeys  = map[string][]string{"potion": {"heal", "rarity"}, "kit": {"uses", "stabilizes"},
		"hazard": {"area", "save", "damage", "condition"}, "light": {"bright", "dim", "hooded"}}
)

func parseItem(e *entry) (*Item, error) {
	it := &Item{File: e.file, Line: e.node.Line}
	var err error
	if it.ID, it.Name, it.Aliases, err = e.head(); err != nil {
		return nil, err
	}
	if it.Kind, err = e.str("kind"); err != nil {
		return nil, err
	}
	if !slices.Contains(ItemKinds, it.Kind) {
		return nil, e.err("kind", "kind %q: use one of %s", it.Kind, strings.Join(ItemKinds, ", "))
	}
	for _, k := range itemNeeds[it.Kind] {
		if !e.has(k) {
			return nil, e.err(k, "missing: a %s needs %s", it.Kind, k)
		}
	}
	for kind, keys := range kindKeys {
		for _, k := range keys {
			if kind != it.Kind && e.has(k) && !slices.Contains(kindKeys[it.Kind], k) {
				return nil, e.err(k, "a %s has no %s (that is for a %s)", it.Kind, k, kind)
			}
		}
	}
	if it.Use, err = e.str("use"); err != nil {
		return nil, err
	}
	if it.Use != "" && !slices.Contains([]string{"action", "bonus", "free"}, it.Use) {
		return nil, e.err("use", "use %q: action, bonus or free", it.Use)
	}
	if it.Heal, err = diceField(e, "heal"); err != nil {
		return nil, err
	}
	if it.Rarity, err = e.str("rarity"); err != nil {
		return nil, err
	}
	if it.Rarity != "" && !slices.Contains([]string{"common", "uncommon", "rare", "very rare", "legendary"}, it.Rarity) {
		return nil, e.err("rarity", "rarity %q: common, uncommon, rare, very rare or legendary", it.Rarity)
	}
	if err := parseItemNumbers(e, it); err != nil {
		return nil, err
	}
	if it.Notes, err = e.str("notes"); err != nil {
		return nil, err
	}
	return it, nil
}

func parseItemNumbers(e *entry, it *Item) error {
	var err error
	for _, f := range []struct {
		key    string
		to     *int
		lo, hi int
	}{{"uses", &it.Uses, 1, 1000}, {"area", &it.Area, 5, 1000}, {"bright", &it.Bright, 0, 1000},
		{"dim", &it.Dim, 0, 1000}, {"hooded", &it.Hooded, 0, 1000}} {
		if *f.to, err = e.integer(f.key, f.lo, f.hi); err != nil {
			return err
		}
	}
	if it.Stabilizes, err = e.boolean("stabilizes"); err != nil {
		return err
	}
	if it.Save, err = e.str("save"); err != nil {
		return err
	}
	if it.Save != "" {
		if _, _, err := ParseSave(it.Save); err != nil {
			return e.err("save", "%v", err)
		}
	}
	if it.Damage, err = e.str("damage"); err != nil {
		return err
	}
	if it.Damage != "" {
		if err := checkTypedDice(it.Damage); err != nil {
			return e.err("damage", "%v", err)
		}
	}
	if it.Condition, err = e.str("condition"); err != nil {
		return err
	}
	if it.Condition != "" {
		if _, err := rules.ParseCondition(it.Condition); err != nil {
			return e.err("condition", "%v", err)
		}
	}
	return nil
}
