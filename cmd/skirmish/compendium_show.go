package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// The compendium's lists and stat blocks for every kind of entry: what a
// DM looks up at the table (docs/compendium.md). Each stat block prints
// what the entry stores and what the engine derives from it (a cantrip's
// damage by caster level, a spell's upcast damage, a class's slot table),
// in the order the SRD lays the entry out.

// listKinds prints how many entries each kind has.
func listKinds(w io.Writer) error {
	fmt.Fprintf(w, "%-9s %5s\n", "KIND", "COUNT")
	for _, k := range compendium.Kinds {
		ids, err := compendium.IDs(k)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%-9s %5d\n", k, len(ids))
	}
	fmt.Fprintln(w, "skirmish compendium list KIND lists a kind; skirmish compendium show ID prints an entry.")
	return nil
}

// listKind prints a kind's entries, one a line, with the columns a DM
// picks one by, aligned by a tabwriter (ids run from "hide" to
// "special-response-vest").
func listKind(w io.Writer, kind string) error {
	ids, err := compendium.IDs(kind)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	row := func(cols ...string) { fmt.Fprintln(tw, strings.Join(cols, "\t")) }
	row(map[string][]string{
		compendium.KindMonsters: {"ID", "NAME", "CR", "TYPE"},
		compendium.KindWeapons:  {"ID", "NAME", "CATEGORY", "DAMAGE", "PROPERTIES"},
		compendium.KindArmor:    {"ID", "NAME", "CATEGORY", "AC", "STR", "STEALTH"},
		compendium.KindItems:    {"ID", "NAME", "KIND", "USE", "EFFECT"},
		compendium.KindSpells:   {"ID", "NAME", "LEVEL", "SCHOOL", "CASTING", "CONC."},
		compendium.KindClasses:  {"ID", "NAME", "HIT DIE", "SAVES", "SPELLCASTING"},
	}[kind]...)
	for _, id := range ids {
		found, err := compendium.Find(id, kind)
		if err != nil {
			return err
		}
		switch e := found[0].Entry.(type) {
		case *compendium.Monster:
			row(e.ID, e.Name, e.CR.String(), e.Type)
		case *compendium.Weapon:
			row(e.ID, e.Name, e.Category, weaponDamage(e), orDash(strings.Join(e.Properties, ", ")))
		case *compendium.Armor:
			str := "-"
			if e.Strength > 0 {
				str = fmt.Sprint(e.Strength)
			}
			row(e.ID, e.Name, e.Category, armorClass(e), str, orDash(map[bool]string{true: "disadvantage"}[e.Stealth]))
		case *compendium.Item:
			row(e.ID, e.Name, e.Kind, orDash(e.Use), itemEffect(e))
		case *compendium.Spell:
			row(e.ID, e.Name, spellLevel(e.Level), e.School, e.Casting, map[bool]string{true: "yes", false: "-"}[e.Concentration])
		case *compendium.Class:
			row(e.ID, e.Name, fmt.Sprintf("d%d", e.HitDie), abilities(e.Saves), casting(e))
		}
	}
	return tw.Flush()
}

// showEntry prints one entry's stat block.
func showEntry(w io.Writer, f compendium.Found) error {
	switch e := f.Entry.(type) {
	case *compendium.Monster:
		return printMonster(w, e)
	case *compendium.Weapon:
		printWeapon(w, e)
	case *compendium.Armor:
		printArmor(w, e)
	case *compendium.Item:
		printItem(w, e)
	case *compendium.Spell:
		printSpell(w, e)
	case *compendium.Class:
		printClass(w, e)
	}
	return nil
}

// field prints "Label: value" when value is not empty.
func field(w io.Writer, label, value string) {
	if value != "" {
		fmt.Fprintf(w, "%s: %s\n", label, value)
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func weaponDamage(wp *compendium.Weapon) string {
	if wp.Damage == "" {
		return "none"
	}
	s := wp.Damage + " " + string(wp.DamageType)
	if wp.Versatile != "" {
		s += " (" + wp.Versatile + ")"
	}
	return s
}

func printWeapon(w io.Writer, wp *compendium.Weapon) {
	fmt.Fprintln(w, wp.Name)
	cat := strings.Replace(wp.Category, "-", " ", 1) + " weapon"
	if wp.Era != "" {
		cat += ", " + wp.Era + " era"
	}
	fmt.Fprintln(w, title(cat))
	dmg := "none"
	if wp.Damage != "" {
		dmg = wp.Damage + " " + string(wp.DamageType)
		if wp.Versatile != "" {
			dmg += ", " + wp.Versatile + " two-handed (versatile)"
		}
	}
	fmt.Fprintf(w, "Damage: %s\n", dmg)
	field(w, "Properties", strings.Join(wp.Properties, ", "))
	switch {
	case wp.Melee() && wp.Has("reach"):
		fmt.Fprintln(w, "Reach: 10 ft.")
	case wp.Melee():
		fmt.Fprintln(w, "Reach: 5 ft.")
	}
	if wp.Normal > 0 {
		rng := fmt.Sprintf("%d ft.", wp.Normal)
		if wp.Long > wp.Normal {
			rng = fmt.Sprintf("%d/%d ft. (long range at disadvantage)", wp.Normal, wp.Long)
		}
		if wp.MinRange > 0 {
			rng += fmt.Sprintf(", none within %d ft.", wp.MinRange)
		}
		fmt.Fprintf(w, "Range: %s\n", rng)
	}
	if wp.Reload > 0 {
		fmt.Fprintf(w, "Reload: %d shots, then an action to reload\n", wp.Reload)
	}
	if wp.Bonus != nil {
		fmt.Fprintf(w, "Attack: %+d to hit, no ability modifier\n", *wp.Bonus)
	}
	if wp.Area != "" {
		a := wp.Area
		if wp.Save != "" {
			a += ", " + saveText(wp.Save) + " save, " + onSave(wp.OnSave)
		}
		fmt.Fprintf(w, "Area: %s\n", a)
	}
	field(w, "Notes", wp.Notes)
}

func saveText(s string) string {
	ab, dc, err := compendium.ParseSave(s)
	if err != nil {
		return s
	}
	return fmt.Sprintf("DC %d %s", dc, title(ab.Long()))
}

func onSave(s string) string {
	if s == "none" {
		return "no damage on a success"
	}
	return "half damage on a success"
}

func armorClass(a *compendium.Armor) string {
	switch a.Category {
	case "light":
		return fmt.Sprintf("%d + Dex", a.AC)
	case "medium":
		return fmt.Sprintf("%d + Dex (max 2)", a.AC)
	case "shield":
		return fmt.Sprintf("+%d", a.AC)
	}
	return fmt.Sprint(a.AC)
}

func printArmor(w io.Writer, a *compendium.Armor) {
	fmt.Fprintln(w, a.Name)
	cat := a.Category + " armor"
	if a.Category == "shield" {
		cat = "shield"
	}
	if a.Era != "" {
		cat += ", " + a.Era + " era"
	}
	fmt.Fprintln(w, title(cat))
	fmt.Fprintf(w, "Armor Class: %s\n", armorClass(a))
	if a.Strength > 0 {
		fmt.Fprintf(w, "Strength: %d (below it, speed -10 ft.)\n", a.Strength)
	}
	if a.Stealth {
		fmt.Fprintln(w, "Stealth: disadvantage")
	}
	field(w, "Notes", a.Notes)
}

// itemEffect is what an item does, in a few words.
func itemEffect(it *compendium.Item) string {
	switch it.Kind {
	case "potion":
		return "heals " + it.Heal
	case "kit":
		s := fmt.Sprintf("%d uses", it.Uses)
		if it.Stabilizes {
			s += ", stabilizes with no check"
		}
		return s
	case "hazard":
		s := fmt.Sprintf("%d-ft. square, %s save", it.Area, saveText(it.Save))
		if it.Damage != "" {
			s += ", " + it.Damage
		}
		if it.Condition != "" {
			s += ", " + it.Condition
		}
		return s
	case "light":
		s := fmt.Sprintf("bright %d ft., dim %d ft. more", it.Bright, it.Dim)
		if it.Hooded > 0 {
			s += fmt.Sprintf("; hooded, dim %d ft.", it.Hooded)
		}
		return s
	}
	return ""
}

func printItem(w io.Writer, it *compendium.Item) {
	fmt.Fprintln(w, it.Name)
	kind := it.Kind
	if it.Rarity != "" {
		kind += ", " + it.Rarity
	}
	if it.Kind == "light" {
		kind = "light source"
	}
	fmt.Fprintln(w, title(kind))
	use := map[string]string{"action": "an action", "bonus": "a bonus action", "free": "free"}[it.Use]
	field(w, "Use", use)
	switch it.Kind {
	case "light":
		fmt.Fprintf(w, "Light: bright %d ft., dim %d ft. beyond\n", it.Bright, it.Dim)
		if it.Hooded > 0 {
			fmt.Fprintf(w, "Hood lowered (an action): dim %d ft.\n", it.Hooded)
		}
	default:
		field(w, "Effect", itemEffect(it))
	}
	field(w, "Notes", it.Notes)
}

// abilities writes saves as "Str, Con".
func abilities(as []rules.Ability) string {
	var out []string
	for _, a := range as {
		out = append(out, title(a.String()))
	}
	return strings.Join(out, ", ")
}

func casting(c *compendium.Class) string {
	if c.Casting == "" {
		return "-"
	}
	return fmt.Sprintf("%s, %s", title(c.CastingAbility.String()), c.Casting)
}
