package main

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

type compendiumCmd struct {
	List compendiumListCmd `cmd:"" help:"List a kind of entry (monsters, weapons, armor, items, spells, classes), or without KIND how many each kind has."`
	Show compendiumShowCmd `cmd:"" help:"Print an entry as a stat block: a monster, weapon, armor, item, spell or class, found by its id in every kind."`
}

type compendiumListCmd struct {
	Kind string `arg:"" optional:"" help:"monsters, weapons, armor, items, spells or classes (singular will do); left out, a count of each."`
}

// Run lists one kind's entries, one a line, or counts every kind: the
// whole compendium is several hundred lines, which no one reads to find
// what kinds there are.
func (c *compendiumListCmd) Run(e *env) error {
	if c.Kind == "" {
		return listKinds(e.stdout)
	}
	kind, err := compendium.ParseKind(c.Kind)
	if err != nil {
		return usageError{err}
	}
	return listKind(e.stdout, kind) // compendium_show.go
}

type compendiumShowCmd struct {
	ID   string `arg:"" name:"name" help:"The entry's id: its SRD name in lower case with hyphens (goblin, longsword, chain-mail, hooded-lantern, fire-bolt, wizard); a spell's name will do."`
	Kind string `help:"Look only among this kind: monsters, weapons, armor, items, spells or classes, when an id names entries of two kinds."`
}

// Run finds the id in every kind (or the one --kind names) and prints
// its stat block.
func (c *compendiumShowCmd) Run(e *env) error {
	found, err := compendium.Find(c.ID, c.Kind)
	if err != nil {
		if errors.Is(err, compendium.ErrData) {
			return err
		}
		return usageError{err}
	}
	if len(found) > 1 {
		var kinds []string
		for _, f := range found {
			kinds = append(kinds, f.Kind)
		}
		return usageError{fmt.Errorf("%q names entries of %d kinds (%s): say which with --kind %s",
			c.ID, len(found), strings.Join(kinds, ", "), kinds[0])}
	}
	return showEntry(e.stdout, found[0]) // compendium_show.go
}

// printMonster prints a monster's stat block as a combatant made from it
// gets it, defaults written out.
func printMonster(w io.Writer, m *compendium.Monster) error {
	spec, err := battle.MonsterSpec(m.ID)
	if err != nil {
		return err
	}
	printStatBlock(w, m, spec)
	return nil
}

// printStatBlock writes a stat block the way the books lay one out.
func printStatBlock(w io.Writer, m *compendium.Monster, c *battle.CombatantSpec) {
	fmt.Fprintln(w, c.Name)
	fmt.Fprintf(w, "%s %s, CR %s (%d XP), proficiency %+d\n", title(c.Size), m.Type, m.CR, m.CR.XP(len(c.Attacks) > 0), c.Proficiency)
	fmt.Fprintf(w, "AC %d   HP %d   Speed %s\n", c.AC, c.HP, speedText(c.Speed))
	var abs []string
	for _, a := range []string{"str", "dex", "con", "int", "wis", "cha"} {
		score := 10
		if v, ok := c.Abilities[a]; ok {
			score = v
		}
		abs = append(abs, fmt.Sprintf("%s %d (%+d)", strings.ToUpper(a), score, rules.Modifier(score)))
	}
	fmt.Fprintln(w, strings.Join(abs, "  "))
	line := func(label string, items []string) {
		if len(items) > 0 {
			fmt.Fprintf(w, "%s: %s\n", label, strings.Join(items, ", "))
		}
	}
	line("Saves", bonuses(c.Saves))
	line("Skills", bonuses(c.Skills))
	var senses []string
	for _, k := range []string{"blindsight", "darkvision", "truesight"} {
		if v := c.Senses[k]; v > 0 {
			senses = append(senses, fmt.Sprintf("%s %d ft.", k, v))
		}
	}
	line("Senses", senses)
	line("Resistances", c.Resistances)
	line("Immunities", c.Immunities)
	line("Vulnerabilities", c.Vulns)
	if len(c.Attacks) > 0 {
		fmt.Fprintln(w, "Attacks:")
	}
	for _, a := range c.Attacks {
		fmt.Fprintf(w, "  %s\n", attackText(a))
	}
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func speedText(sp *battle.SpeedSpec) string {
	if sp == nil || sp.Walk == nil {
		return "30 ft."
	}
	out := []string{fmt.Sprintf("%d ft.", *sp.Walk)}
	for _, m := range []struct {
		name string
		ft   int
	}{{"burrow", sp.Burrow}, {"climb", sp.Climb}, {"fly", sp.Fly}, {"swim", sp.Swim}} {
		if m.ft > 0 {
			s := fmt.Sprintf("%s %d ft.", m.name, m.ft)
			if m.name == "fly" && sp.Hover {
				s += " (hover)"
			}
			out = append(out, s)
		}
	}
	return strings.Join(out, ", ")
}

// bonuses writes {stealth: 6} as "stealth +6", sorted.
func bonuses[K ~string](m map[K]int) []string {
	var out []string
	for k, v := range m {
		out = append(out, fmt.Sprintf("%s %+d", k, v))
	}
	sort.Strings(out)
	return out
}

func attackText(a battle.AttackSpec) string {
	var b strings.Builder
	b.WriteString(a.Name + ": ")
	switch {
	case a.Area != "":
		fmt.Fprintf(&b, "%s", a.Area)
		if a.Save != "" {
			fmt.Fprintf(&b, ", %s save", a.Save)
		}
		fmt.Fprintf(&b, ", %s", a.Damage)
		return b.String()
	case a.Range != "":
		fmt.Fprintf(&b, "ranged, range %s ft.", a.Range)
	default:
		fmt.Fprintf(&b, "melee, reach %d ft.", a.Reach)
	}
	if a.Bonus != nil {
		fmt.Fprintf(&b, ", %+d to hit", *a.Bonus)
	}
	fmt.Fprintf(&b, ", %s", a.Damage)
	if len(a.Properties) > 0 {
		fmt.Fprintf(&b, " (%s)", strings.Join(a.Properties, ", "))
	}
	return b.String()
}
