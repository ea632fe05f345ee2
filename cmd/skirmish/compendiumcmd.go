package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

type compendiumCmd struct {
	List compendiumListCmd `cmd:"" help:"List the compendium's monsters: id, name, challenge rating, type."`
	Show compendiumShowCmd `cmd:"" help:"Print a monster's stat block, as an encounter's template: ID gets it."`
}

type compendiumListCmd struct{}

// Run lists every monster, one a line.
func (c *compendiumListCmd) Run(e *env) error {
	ids, err := compendium.Monsters()
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%-22s %-24s %5s  %s\n", "ID", "NAME", "CR", "TYPE")
	for _, id := range ids {
		m, err := compendium.LookupMonster(id)
		if err != nil {
			return err
		}
		fmt.Fprintf(e.stdout, "%-22s %-24s %5s  %s\n", m.ID, m.Name, m.CR, m.Type)
	}
	return nil
}

type compendiumShowCmd struct {
	ID string `arg:"" help:"The monster's id, its SRD name in lower case with hyphens: goblin, giant-spider."`
}

// Run prints the stat block.
func (c *compendiumShowCmd) Run(e *env) error {
	m, err := compendium.LookupMonster(c.ID)
	if err != nil {
		return usageError{err}
	}
	spec, err := battle.MonsterSpec(m.ID)
	if err != nil {
		return err
	}
	printStatBlock(e.stdout, m, spec)
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
