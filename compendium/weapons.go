package compendium

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// A weapon entry of data/weapons.yaml (seed 000's weapon tables and SRD
// 5.1 "Weapons"):
//
//	- id: longsword              # lower case with hyphens
//	  name: Longsword
//	  category: martial-melee    # simple-melee | simple-ranged | martial-melee | martial-ranged | firearm | explosive | siege
//	  era: renaissance           # for firearms and explosives: renaissance | modern | futuristic
//	  damage: 1d8                # dice, no modifier; left out for a net
//	  type: slashing             # the damage type
//	  properties: [versatile]    # see WeaponProperties
//	  versatile: 1d10            # the two-handed die, with the versatile property
//	  range: 20/60               # normal/long feet, with thrown or ammunition (and siege engines)
//	  reload: 6                  # shots before reloading, with the reload property
//	  bonus: 6                   # a siege engine's own attack bonus
//	  min_range: 60              # feet a siege engine can't shoot within
//	  area: sphere 5             # an explosive's blast: a template (battle's area attacks)
//	  save: dex 12               # the save against it
//	  on_save: none              # half (default) or none
//	  notes: ...                 # what the engine does not apply
//
// The properties follow the seed's wording; an explosive or a cauldron of
// oil calls for a save instead of an attack roll.

// WeaponProperties are the properties a weapon entry may list: seed 000
// "WEAPON PROPERTIES" and its modern weapons' burst fire and reload.
var WeaponProperties = []string{"ammunition", "finesse", "heavy", "light", "loading", "reach",
	"thrown", "two-handed", "versatile", "special", "burst-fire", "reload"}

// WeaponCategories are a weapon's categories: the SRD's four, and seed
// 000's firearms, explosives and siege weapons. The category decides the
// proficiency a weapon needs (proficiency.go: simple, martial, firearm).
var WeaponCategories = []string{"simple-melee", "simple-ranged", "martial-melee", "martial-ranged",
	"firearm", "explosive", "siege"}

// Eras are when a firearm or explosive comes from (seed 000 "RENAISSANCE
// ERA WEAPONS", "MODERN ERA WEAPONS", "FUTURISTIC WEAPONS").
var Eras = []string{"renaissance", "modern", "futuristic"}

// Weapon is one weapon entry.
type Weapon struct {
	ID, Name   string
	Aliases    []string
	Category   string
	Era        string
	Damage     string // dice without a modifier ("1d8", "1"); "" when it deals none
	DamageType rules.DamageType
	Properties []string
	Versatile  string // the two-handed die of a versatile weapon
	Normal     int    // normal range in feet; 0 for a melee-only weapon
	Long       int    // long range in feet
	MinRange   int    // feet within which a siege engine can't hit
	Reload     int    // shots between reloads
	Bonus      *int   // a siege engine's fixed attack bonus
	Area       string // an explosive's template: "sphere 5"
	Save       string // "dex 12"
	OnSave     string // "half" or "none"
	Notes      string
	File       string
	Line       int
}

// Has reports whether the weapon has a property.
func (w *Weapon) Has(p string) bool { return slices.Contains(w.Properties, p) }

// Melee reports whether it is a melee weapon: a melee category, or a siege
// engine without a range (a battering ram). A thrown melee weapon is both
// melee and ranged.
func (w *Weapon) Melee() bool {
	return strings.HasSuffix(w.Category, "-melee") || w.Category == "siege" && w.Normal == 0 && w.Area == ""
}

// Ranged reports whether it can attack at range: by ammunition, by
// throwing, or as a siege engine that shoots.
func (w *Weapon) Ranged() bool { return w.Normal > 0 && w.Area == "" }

var weaponKeys = []string{"id", "name", "aliases", "category", "era", "damage", "type", "properties",
	"versatile", "range", "reload", "bonus", "min_range", "area", "save", "on_save", "notes"}

var (
	weaponsOnce sync.Once
	weapons     index[Weapon]
	weaponsErr  error
)

func loadWeapons() {
	list, err := loadList("data/weapons.yaml", ParseWeapons)
	if err != nil {
		weaponsErr = err
		return
	}
	for _, w := range list {
		_ = weapons.add("", nil, w, w.ID, w.Aliases) // ParseWeapons refused duplicates
	}
}

// Weapons lists every weapon's id, sorted.
func Weapons() ([]string, error) {
	weaponsOnce.Do(loadWeapons)
	return weapons.sorted(), weaponsErr
}

// LookupWeapon finds a weapon by id or alias ("longsword",
// "crossbow-light"), in any case.
func LookupWeapon(id string) (*Weapon, error) {
	weaponsOnce.Do(loadWeapons)
	if weaponsErr != nil {
		return nil, weaponsErr
	}
	return weapons.lookup("weapon", id)
}

// ParseWeapons reads a weapons file: a YAML list of weapon entries. file
// names it in errors ("weapons.yaml:12:13: damage: ...").
func ParseWeapons(file string, data []byte) ([]*Weapon, error) {
	nodes, err := entries(file, data, "weapon")
	if err != nil {
		return nil, err
	}
	var seen index[Weapon]
	out := make([]*Weapon, 0, len(nodes))
	for _, n := range nodes {
		e, err := newEntry(file, n, weaponKeys)
		if err != nil {
			return nil, err
		}
		w, err := parseWeapon(e)
		if err != nil {
			return nil, err
		}
		if err := seen.add(file, n, w, w.ID, w.Aliases); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, nil
}

func parseWeapon(e *entry) (*Weapon, error) {
	w := &Weapon{File: e.file, Line: e.node.Line}
	var err error
	if w.ID, w.Name, w.Aliases, err = e.head(); err != nil {
		return nil, err
	}
	if w.Category, err = e.str("category"); err != nil {
		return nil, err
	}
	if !slices.Contains(WeaponCategories, w.Category) {
		return nil, e.err("category", "category %q: use one of %s", w.Category, strings.Join(WeaponCategories, ", "))
	}
	if w.Era, err = e.str("era"); err != nil {
		return nil, err
	}
	switch {
	case w.Era != "" && !slices.Contains(Eras, w.Era):
		return nil, e.err("era", "era %q: use one of %s", w.Era, strings.Join(Eras, ", "))
	case w.Era == "" && (w.Category == "firearm" || w.Category == "explosive"):
		return nil, e.err("category", "a %s needs an era: %s", w.Category, strings.Join(Eras, ", "))
	}
	if w.Properties, err = e.list("properties"); err != nil {
		return nil, err
	}
	for _, p := range w.Properties {
		if !slices.Contains(WeaponProperties, p) {
			return nil, e.err("properties", "unknown property %q%s: use %s", p, suggest(p, WeaponProperties), strings.Join(WeaponProperties, ", "))
		}
	}
	if err := parseWeaponDamage(e, w); err != nil {
		return nil, err
	}
	if err := parseWeaponRange(e, w); err != nil {
		return nil, err
	}
	if err := parseWeaponArea(e, w); err != nil {
		return nil, err
	}
	if w.Notes, err = e.str("notes"); err != nil {
		return nil, err
	}
	return w, nil
}

// parseWeaponDamage reads damage, type, versatile and the siege bonus.
func parseWeaponDamage(e *entry, w *Weapon) error {
	var err error
	if w.Damage, err = diceField(e, "damage"); err != nil {
		return err
	}
	t, err := e.str("type")
	if err != nil {
		return err
	}
	switch {
	case w.Damage == "" && !w.Has("special"):
		return e.err("damage", "missing: the damage dice, like 1d8 (only a special weapon, like a net, deals none)")
	case w.Damage != "" && t == "":
		return e.err("type", "missing: the damage type, like slashing")
	case w.Damage == "" && t != "":
		return e.err("type", "a weapon without damage has no damage type")
	case t != "":
		if w.DamageType, err = rules.ParseDamageType(t); err != nil {
			return e.err("type", "%v", err)
		}
	}
	if w.Versatile, err = diceField(e, "versatile"); err != nil {
		return err
	}
	if (w.Versatile != "") != w.Has("versatile") {
		return e.err("versatile", "the versatile property and the versatile die (the two-handed damage, like 1d10) go together")
	}
	if e.has("bonus") {
		b, err := e.integer("bonus", -10, 30)
		if err != nil {
			return err
		}
		if w.Category != "siege" {
			return e.err("bonus", "only a siege engine has its own attack bonus; a wielder's comes from its abilities")
		}
		w.Bonus = &b
	}
	return nil
}

// diceField is a dice expression without labels or a modifier's sign
// games: "1d8", "2d6", "1".
func diceField(e *entry, key string) (string, error) {
	s, err := e.str(key)
	if err != nil || s == "" {
		return s, err
	}
	if strings.ContainsAny(s, "[]") {
		return "", e.err(key, "%q: the dice alone, like 1d8; the type goes in type", s)
	}
	if _, err := dice.Parse(s); err != nil {
		return "", e.err(key, "%q: %v", s, err)
	}
	return s, nil
}

// parseWeaponRange reads range, min_range and reload.
func parseWeaponRange(e *entry, w *Weapon) error {
	s, err := e.str("range")
	if err != nil {
		return err
	}
	if s != "" {
		if w.Normal, w.Long, err = parseFeetRange(s); err != nil {
			return e.err("range", "%v", err)
		}
	}
	needs := w.Has("thrown") || w.Has("ammunition")
	switch {
	case needs && s == "":
		return e.err("range", "missing: a thrown or ammunition weapon has a range, like 20/60")
	case !needs && s != "" && w.Category != "siege" && w.Category != "explosive":
		return e.err("range", "only a thrown or ammunition weapon, a siege engine or an explosive has a range")
	}
	if w.MinRange, err = e.integer("min_range", 0, 10000); err != nil {
		return err
	}
	if w.MinRange > w.Normal {
		return e.err("min_range", "%d ft is beyond the normal range", w.MinRange)
	}
	if w.Reload, err = e.integer("reload", 1, 1000); err != nil {
		return err
	}
	if (w.Reload > 0) != w.Has("reload") {
		return e.err("reload", "the reload property and reload (the shots between reloads) go together")
	}
	return nil
}

// parseFeetRange reads "150/600", or "60" for an explosive's throw.
func parseFeetRange(s string) (normal, long int, err error) {
	a, b, two := strings.Cut(s, "/")
	normal, err = strconv.Atoi(strings.TrimSpace(a))
	if err != nil || normal <= 0 || normal > 10000 {
		return 0, 0, fmt.Errorf("range %q: write NORMAL/LONG in feet, like 80/320", s)
	}
	long = normal
	if two {
		long, err = strconv.Atoi(strings.TrimSpace(b))
		if err != nil || long < normal || long > 100000 {
			return 0, 0, fmt.Errorf("range %q: the long range is a number of feet at least the normal range", s)
		}
	}
	return normal, long, nil
}

// parseWeaponArea reads an explosive's area, save and on_save.
func parseWeaponArea(e *entry, w *Weapon) error {
	var err error
	if w.Area, err = e.str("area"); err != nil {
		return err
	}
	if w.Save, err = e.str("save"); err != nil {
		return err
	}
	if w.OnSave, err = e.str("on_save"); err != nil {
		return err
	}
	if w.Area == "" {
		if w.Save != "" || w.OnSave != "" {
			return e.err("save", "a save goes with an area")
		}
		return nil
	}
	shape, size, _ := strings.Cut(w.Area, " ")
	if n, err := strconv.Atoi(size); err != nil || n <= 0 || n%5 != 0 ||
		!slices.Contains([]string{"sphere", "cube", "cylinder", "cone", "line"}, shape) {
		return e.err("area", "area %q: a shape and its size in feet, like sphere 5 or cube 10", w.Area)
	}
	if w.Save != "" {
		if _, _, err := ParseSave(w.Save); err != nil {
			return e.err("save", "%v", err)
		}
	}
	switch w.OnSave {
	case "":
		if w.Save != "" {
			w.OnSave = "half"
		}
	case "half", "none":
		if w.Save == "" {
			return e.err("on_save", "on_save goes with a save")
		}
	default:
		return e.err("on_save", "on_save %q: half or none", w.OnSave)
	}
	if w.Has("thrown") || w.Has("ammunition") {
		return e.err("area", "an area weapon is neither thrown nor fired: its range is how far it is placed")
	}
	return nil
}
