package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
)

type difficultyCmd struct {
	File string `arg:"" type:"existingfile" help:"The encounter file (YAML, see docs/encounters.md): characters with a level, monsters with a cr or a template."`
	JSON bool   `name:"json" help:"Print the ratings and the numbers behind them as JSON."`
}

// partyMember is a character entry of the file (count of them, alike).
type partyMember struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
	Level int    `json:"level"`
}

// monsterEntry is a monster entry of the file (count of them, alike).
type monsterEntry struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
	CR    string `json:"cr"`
	XP    int    `json:"xp"` // each
}

// difficultyReport is what --json prints.
type difficultyReport struct {
	Party    []partyMember         `json:"party"`
	Monsters []monsterEntry        `json:"monsters"`
	Allies   []string              `json:"allies,omitempty"` // not characters, on the party's side: not rated
	DMG2014  compendium.Rating2014 `json:"dmg2014"`
	DMG2024  compendium.Rating2024 `json:"dmg2024"`
}

// Run rates the encounter by both DMGs. The party is every side that
// holds a character; the monsters are the creatures of every other side.
func (c *difficultyCmd) Run(e *env) error {
	enc, _, err := loadEncounter(c.File, nil)
	if err != nil {
		return err
	}
	rep, err := rateEncounter(enc)
	if err != nil {
		return usageError{fmt.Errorf("%s: %w", c.File, err)}
	}
	if c.JSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	printDifficulty(e.stdout, rep)
	return nil
}

// rateEncounter splits the file into party and monsters, turns levels and
// challenge ratings into the plain numbers compendium rates, and rates.
func rateEncounter(enc *battle.Encounter) (*difficultyReport, error) {
	partySides := map[string]bool{}
	for _, cs := range enc.Combatants {
		if cs.Kind == "character" {
			partySides[cs.Side] = true
		}
	}
	if len(partySides) == 0 {
		return nil, fmt.Errorf("no characters: mark the party's creatures kind: character, with their level")
	}
	rep := &difficultyReport{}
	var levels, xp []int
	for _, cs := range enc.Combatants {
		n := max(cs.Count, 1)
		switch {
		case cs.Kind == "character":
			if cs.Level == 0 {
				return nil, fmt.Errorf("%s is a character with no level: give its level, like level: 3", cs.Name)
			}
			rep.Party = append(rep.Party, partyMember{cs.Name, n, cs.Level})
			for range n {
				levels = append(levels, cs.Level)
			}
		case partySides[cs.Side]:
			rep.Allies = append(rep.Allies, cs.Name)
		default:
			if cs.CR == "" {
				return nil, fmt.Errorf("%s has no challenge rating: give one, like cr: 1/4, or a template from the compendium", cs.Name)
			}
			cr, err := compendium.ParseCR(cs.CR)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", cs.Name, err)
			}
			// CR 0 is worth 10 XP only to a creature with an attack that can hurt.
			each := cr.XP(len(cs.Attacks) > 0)
			rep.Monsters = append(rep.Monsters, monsterEntry{cs.Name, n, cr.String(), each})
			for range n {
				xp = append(xp, each)
			}
		}
	}
	if len(rep.Monsters) == 0 {
		return nil, fmt.Errorf("no monsters: the sides without characters are the ones rated, and every side here has one")
	}
	var err error
	if rep.DMG2014, err = compendium.Difficulty2014(levels, xp); err != nil {
		return nil, err
	}
	if rep.DMG2024, err = compendium.Difficulty2024(levels, xp); err != nil {
		return nil, err
	}
	return rep, nil
}

// printDifficulty prints both ratings and the arithmetic behind each, so a
// DM can see why.
func printDifficulty(w io.Writer, r *difficultyReport) {
	var party, monsters []string
	for _, p := range r.Party {
		party = append(party, fmt.Sprintf("%s%s (level %d)", p.Name, times(p.Count), p.Level))
	}
	for _, m := range r.Monsters {
		each := ""
		if m.Count > 1 {
			each = " each"
		}
		monsters = append(monsters, fmt.Sprintf("%s%s (CR %s, %d XP%s)", m.Name, times(m.Count), m.CR, m.XP, each))
	}
	r14, r24 := r.DMG2014, r.DMG2024
	fmt.Fprintf(w, "Party (%d %s): %s\n", r14.Characters, plural(r14.Characters, "character"), strings.Join(party, ", "))
	fmt.Fprintf(w, "Monsters (%d): %s = %d XP\n", r14.Monsters, strings.Join(monsters, ", "), r14.XP)
	if len(r.Allies) > 0 {
		fmt.Fprintf(w, "Not rated, on the party's side: %s\n", strings.Join(r.Allies, ", "))
	}

	t := r14.Thresholds
	fmt.Fprintf(w, "\nDMG 2014: %s\n", r14.Difficulty)
	fmt.Fprintf(w, "  party's thresholds: easy %d, medium %d, hard %d, deadly %d\n", t.Easy, t.Medium, t.Hard, t.Deadly)
	fmt.Fprintf(w, "  multiplier: %s\n", multiplierWhy(r14))
	fmt.Fprintf(w, "  adjusted XP: %d × %s = %s\n", r14.XP, num(r14.Multiplier), num(r14.AdjustedXP))

	b := r24.Budget
	fmt.Fprintf(w, "\nDMG 2024: %s\n", r24.Difficulty)
	fmt.Fprintf(w, "  party's budget: low %d, moderate %d, high %d\n", b.Low, b.Moderate, b.High)
	fmt.Fprintf(w, "  XP %d, no multiplier: %s\n", r24.XP, budgetWhy(r24))
}

func multiplierWhy(r compendium.Rating2014) string {
	base := fmt.Sprintf("×%s for %d %s", num(r.BaseMultiplier), r.Monsters, plural(r.Monsters, "monster"))
	switch {
	case r.Shift > 0:
		return fmt.Sprintf("%s, one step up for a party of fewer than 3: ×%s", base, num(r.Multiplier))
	case r.Shift < 0:
		return fmt.Sprintf("%s, one step down for a party of 6 or more: ×%s", base, num(r.Multiplier))
	}
	return base
}

func budgetWhy(r compendium.Rating2024) string {
	b := r.Budget
	switch r.Difficulty {
	case compendium.Low:
		return fmt.Sprintf("within the low budget (%d)", b.Low)
	case compendium.Moderate:
		return fmt.Sprintf("over the low budget (%d), within moderate (%d)", b.Low, b.Moderate)
	case compendium.High:
		return fmt.Sprintf("over the moderate budget (%d), within high (%d)", b.Moderate, b.High)
	}
	return fmt.Sprintf("over the high budget (%d) by %d", b.High, r.XP-b.High)
}

func times(n int) string {
	if n > 1 {
		return fmt.Sprintf(" ×%d", n)
	}
	return ""
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// num writes a multiplier or an adjusted XP without exponent or trailing
// zeros: 1.5, 37.5, 155000.
func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
