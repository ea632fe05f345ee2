package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Spell and class stat blocks (compendium_show.go has the other kinds).
// The numbers that grow — a cantrip's dice by caster level, a spell's
// dice and targets by slot, a class's features and slots by level — are
// printed as the engine computes them (compendium.Spell.DamageAt,
// compendium.SpellSlots), so the table shows what a fight will roll.

// ordinal writes 1 as "1st", 2 as "2nd", 11 as "11th".
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprint(n) + suffix
}

func spellLevel(n int) string {
	if n == 0 {
		return "cantrip"
	}
	return ordinal(n)
}

var castingTimes = map[string]string{"action": "1 action", "bonus": "1 bonus action", "reaction": "1 reaction"}

func printSpell(w io.Writer, s *compendium.Spell) {
	fmt.Fprintln(w, s.Name)
	head := ordinal(s.Level) + "-level " + s.School
	if s.Cantrip() {
		head = title(s.School) + " cantrip"
	}
	fmt.Fprintf(w, "%s (%s)\n", head, map[string]string{"srd-5.1": "SRD 5.1", "seed-000": "seed 000"}[s.Source])
	fmt.Fprintf(w, "Casting time: %s\n", castingTimes[s.Casting])
	rng := fmt.Sprintf("%d ft.", s.Range)
	switch {
	case s.Self:
		rng = "self"
	case s.Touch:
		rng = "touch"
	}
	fmt.Fprintf(w, "Range: %s\n", rng)
	field(w, "Area", s.Area)
	dur := s.Duration
	if s.Concentration {
		dur = "concentration, up to " + dur
	}
	fmt.Fprintf(w, "Duration: %s\n", dur)
	if s.Attack != "" {
		fmt.Fprintf(w, "Attack: %s spell attack\n", s.Attack)
	}
	if s.HasSave {
		sv := title(s.Save.Long())
		if s.Damage != "" {
			sv += ", " + onSave(s.OnSave)
		}
		if s.NoCover {
			sv += ", no benefit from cover"
		}
		fmt.Fprintf(w, "Save: %s\n", sv)
	}
	mod := ""
	if s.AddMod {
		mod = " + spellcasting modifier"
	}
	if s.Damage != "" {
		fmt.Fprintf(w, "Damage: %s %s%s\n", s.Damage, s.DamageType, mod)
	}
	if s.Heal != "" {
		fmt.Fprintf(w, "Healing: %s%s\n", s.Heal, mod)
	}
	if s.Count > 1 || s.UpcastCount > 0 || s.Scaling == "beams" {
		fmt.Fprintf(w, "%s: %d\n", title(countWord(s, 2)), max(s.Count, 1))
	}
	printSpellEffect(w, s)
	printSpellScaling(w, s)
	printSpellLimits(w, s)
	if s.Rule != "" {
		fmt.Fprintf(w, "Rule: %s (played by the engine)\n", s.Rule)
	}
	field(w, "Notes", s.Notes)
}

// printSpellLimits prints whom the spell may be cast on and whom it
// leaves alone (compendium/spells_limits.go).
func printSpellLimits(w io.Writer, s *compendium.Spell) {
	if len(s.CreatureTypes) > 0 {
		fmt.Fprintf(w, "Only: %s\n", strings.Join(s.CreatureTypes, ", "))
	}
	if len(s.NoEffectOn) > 0 {
		fmt.Fprintf(w, "No effect on: %s\n", strings.Join(s.NoEffectOn, ", "))
	}
	if s.TargetsWithin > 0 {
		fmt.Fprintf(w, "Targets within: %d ft of each other\n", s.TargetsWithin)
	}
	if s.MetalArmorAdv {
		fmt.Fprintln(w, "Advantage: against a target in metal armor")
	}
}

// countWord names n of what a spell's count counts: 1 dart, 3 beams.
func countWord(s *compendium.Spell, n int) string {
	w := "target"
	switch {
	case s.Scaling == "beams" || s.Attack != "" && s.Count > 1:
		w = "beam"
	case s.Damage != "" && s.Attack == "" && !s.HasSave:
		w = "dart"
	}
	if n != 1 {
		w += "s"
	}
	return w
}

func printSpellEffect(w io.Writer, s *compendium.Spell) {
	if s.Condition != "" {
		c := s.Condition
		if s.RepeatSave {
			c += ", the save repeated at the end of each of the target's turns"
		}
		fmt.Fprintf(w, "Condition: %s\n", c)
	}
	if s.Push > 0 {
		fmt.Fprintf(w, "Push: %d ft. away on a failed save\n", s.Push)
	}
	switch {
	case s.ACBonus > 0:
		fmt.Fprintf(w, "AC: +%d\n", s.ACBonus)
	case s.ACBase > 0:
		fmt.Fprintf(w, "AC: %d + Dex\n", s.ACBase)
	case s.ACMin > 0:
		fmt.Fprintf(w, "AC: at least %d\n", s.ACMin)
	}
	if s.RollBonus != "" {
		fmt.Fprintf(w, "Attack rolls and saves: +%s\n", s.RollBonus)
	}
	if s.Speed != 0 {
		fmt.Fprintf(w, "Speed: %+d ft.\n", s.Speed)
	}
}

// printSpellScaling prints a cantrip's damage or beams by caster level
// (1st, 5th, 11th, 17th) or a leveled spell's dice and targets by slot.
func printSpellScaling(w io.Writer, s *compendium.Spell) {
	if s.Cantrip() {
		if s.Scaling == "" {
			return
		}
		var steps []string
		for _, lvl := range []int{1, 5, 11, 17} {
			v := s.DamageAt(lvl, 0)
			if s.Scaling == "beams" {
				n := s.CountAt(lvl, 0)
				v = fmt.Sprintf("%d %s", n, countWord(s, n))
			}
			steps = append(steps, fmt.Sprintf("%s %s", ordinal(lvl), v))
		}
		fmt.Fprintf(w, "Caster level: %s\n", strings.Join(steps, ", "))
		return
	}
	if s.Upcast == "" && s.UpcastCount == 0 {
		return
	}
	var per []string
	if s.Upcast != "" {
		every := "slot level"
		if s.UpcastEvery > 1 {
			every = fmt.Sprintf("%d slot levels", s.UpcastEvery)
		}
		per = append(per, fmt.Sprintf("+%s per %s", s.Upcast, every))
	}
	if s.UpcastCount > 0 {
		per = append(per, fmt.Sprintf("+%d %s per slot level", s.UpcastCount, countWord(s, s.UpcastCount)))
	}
	fmt.Fprintf(w, "Higher levels: %s above %s\n", strings.Join(per, ", "), ordinal(s.Level))
	var steps []string
	for slot := s.Level; slot <= 9; slot++ {
		var v []string
		switch {
		case s.Upcast == "":
		case s.Damage != "":
			v = append(v, s.DamageAt(1, slot))
		case s.Heal != "":
			v = append(v, s.HealAt(slot))
		}
		if s.UpcastCount > 0 {
			n := s.CountAt(1, slot)
			v = append(v, fmt.Sprintf("%d %s", n, countWord(s, n)))
		}
		steps = append(steps, ordinal(slot)+" "+strings.Join(v, " "))
	}
	fmt.Fprintf(w, "By slot: %s\n", strings.Join(steps, ", "))
}

func printClass(w io.Writer, c *compendium.Class) {
	fmt.Fprintln(w, c.Name)
	fmt.Fprintf(w, "Hit Die: d%d (hit points %d + Con modifier at 1st level, %d + Con modifier each level after)\n",
		c.HitDie, c.HitDie, c.HitDie/2+1)
	fmt.Fprintf(w, "Saves: %s\n", abilities(c.Saves))
	fmt.Fprintf(w, "Armor: %s\n", noneIfEmpty(c.Armor))
	fmt.Fprintf(w, "Weapons: %s\n", noneIfEmpty(c.Weapons))
	if c.Casting != "" {
		fmt.Fprintf(w, "Spellcasting: %s, %s caster\n", title(c.CastingAbility.Long()), c.Casting)
	}
	byLevel := map[int][]string{}
	for f, lvl := range c.Features {
		byLevel[lvl] = append(byLevel[lvl], f)
	}
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range c.Scaling {
			if !yield(k) {
				return
			}
		}
	})
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-5s %4s  %s\n", "LEVEL", "PROF", "FEATURES")
	for lvl := 1; lvl <= 20; lvl++ {
		fs := byLevel[lvl]
		slices.Sort(fs)
		var grow []string
		for _, n := range names {
			for _, st := range c.Scaling[n] {
				if st.Level == lvl {
					grow = append(grow, n+" "+st.Value)
				}
			}
		}
		line := strings.Join(fs, ", ")
		if len(grow) > 0 {
			if line != "" {
				line += "; "
			}
			line += strings.Join(grow, ", ")
		}
		fmt.Fprintln(w, strings.TrimRight(fmt.Sprintf("%5d %+4d  %s", lvl, compendium.ProficiencyBonus(lvl), line), " "))
	}
	if c.Casting == "" {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, "SLOTS")
	for l := 1; l <= 9; l++ {
		fmt.Fprintf(w, " %4s", ordinal(l))
	}
	fmt.Fprintln(w)
	for lvl := 1; lvl <= 20; lvl++ {
		slots := c.SpellSlots(lvl)
		fmt.Fprintf(w, "%5d", lvl)
		for _, n := range slots {
			fmt.Fprintf(w, " %4s", map[bool]string{true: "-", false: fmt.Sprint(n)}[n == 0])
		}
		fmt.Fprintln(w)
	}
}

func noneIfEmpty(xs []string) string {
	if len(xs) == 0 {
		return "none"
	}
	return strings.Join(xs, ", ")
}
