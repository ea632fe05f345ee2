package compendium

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// The compendium's kinds of entry, named as its lists are: a reader who
// knows an id but not whether it is a spell or an item asks Find, which
// looks in every kind (`skirmish compendium show NAME`).
const (
	KindMonsters = "monsters"
	KindWeapons  = "weapons"
	KindArmor    = "armor"
	KindItems    = "items"
	KindSpells   = "spells"
	KindClasses  = "classes"
)

// Kinds are the kinds in the order a listing gives them.
var Kinds = []string{KindMonsters, KindWeapons, KindArmor, KindItems, KindSpells, KindClasses}

// ParseKind reads a kind as a user writes it: plural or singular, any
// case ("weapon", "Spells").
func ParseKind(s string) (string, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for _, kind := range Kinds {
		if k == kind || k == strings.TrimSuffix(kind, "s") || k == strings.TrimSuffix(kind, "es") {
			return kind, nil
		}
	}
	return "", fmt.Errorf("no kind %q in the compendium: use one of %s", s, strings.Join(Kinds, ", "))
}

// IDs lists a kind's ids, sorted.
func IDs(kind string) ([]string, error) {
	switch kind {
	case KindMonsters:
		return Monsters()
	case KindWeapons:
		return Weapons()
	case KindArmor:
		return Armors()
	case KindItems:
		return Items()
	case KindSpells:
		return Spells()
	case KindClasses:
		return Classes()
	}
	return nil, fmt.Errorf("no kind %q in the compendium: use one of %s", kind, strings.Join(Kinds, ", "))
}

// Found is one entry Find found: its kind and the entry itself, a
// *Monster, *Weapon, *Armor, *Item, *Spell or *Class.
type Found struct {
	Kind  string
	Entry any
}

// Find looks id up, as each kind's Lookup does (aliases, any case; a
// spell by its name), in every kind, or in kind alone when it is not "".
// A name written as the table writes it ("Light crossbow", "Healer's
// kit") is read as its id. It returns every kind that has the id, in Kinds' order: one id may name
// two entries (a light crossbow and light armor don't clash, but a
// homebrew list may). An id found nowhere is an error that names the
// close ids of every kind; a mistake in the embedded data is returned as
// it is (it matches ErrData).
func Find(id, kind string) ([]Found, error) {
	kinds := Kinds
	if kind != "" {
		k, err := ParseKind(kind)
		if err != nil {
			return nil, err
		}
		kinds = []string{k}
	}
	slug := slugOf(id) // "Light crossbow", "healer's kit"
	var out []Found
	for _, k := range kinds {
		e, err := lookup(k, slug)
		switch {
		case errors.Is(err, ErrData):
			return nil, err
		case err == nil:
			out = append(out, Found{Kind: k, Entry: e})
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	var all []string
	for _, k := range kinds {
		ids, err := IDs(k)
		if err != nil {
			return nil, err
		}
		all = append(all, ids...)
	}
	slices.Sort(all)
	where := "the compendium"
	if kind != "" {
		where = "the compendium's " + kinds[0]
	}
	return nil, fmt.Errorf("no entry %q in %s%s", id, where, suggest(id, slices.Compact(all)))
}

// lookup is one kind's Lookup, its entry as any (never a typed nil).
func lookup(kind, id string) (any, error) {
	switch kind {
	case KindMonsters:
		return nilIf(LookupMonster(id))
	case KindWeapons:
		return nilIf(LookupWeapon(id))
	case KindArmor:
		return nilIf(LookupArmor(id))
	case KindItems:
		return nilIf(LookupItem(id))
	case KindSpells:
		return nilIf(LookupSpell(id))
	case KindClasses:
		return nilIf(LookupClass(id))
	}
	return nil, fmt.Errorf("no kind %q", kind)
}

func nilIf[T any](v *T, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	return v, nil
}
