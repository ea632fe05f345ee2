package battle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Reading areas: an attack's template and save in an encounter file, and
// the commands `NAME use ATTACK toward|at SQUARE` and `dm area ...`.

// parseTemplate reads an area attack's template, a shape and a size
// without a place: "cone 15", "line 60", "line 30x10", "sphere 20",
// "cylinder 10 ft", "cube 15". The place comes with each use.
func parseTemplate(text string) (grid.Area, error) {
	words := strings.Fields(strings.ToLower(text))
	for _, w := range words {
		if w == "at" || w == "from" || w == "toward" || w == "towards" {
			return grid.Area{}, fmt.Errorf("area %q: give only the shape and size, like \"cone 15\" or \"sphere 20\": where it goes is said when it is used", text)
		}
	}
	if len(words) == 0 {
		return grid.Area{}, fmt.Errorf("area: give the shape and size, like \"cone 15\", \"line 60x5\" or \"sphere 20\"")
	}
	// Borrow grid's reader with a place that any shape accepts, and report
	// its complaint about the shape and size.
	place := " at A1"
	switch words[0] {
	case "cube", "cone", "line":
		place = " from A1 toward B1"
	}
	a, err := grid.ParseArea(strings.Join(words, " ") + place)
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), grid.ErrSyntax.Error()+": ")
		if i := strings.Index(msg, place+"\""); i >= 0 { // the text quoted as written
			msg = msg[:i] + "\"" + msg[i+len(place)+1:]
		}
		return grid.Area{}, fmt.Errorf("%s", msg)
	}
	a.Origin, a.Toward = grid.Point{}, grid.Point{}
	return a, nil
}

// parseSave reads a save as "dex 13" (ability and DC, from 1 to 40).
func parseSave(text string) (rules.Ability, int, error) {
	words := strings.Fields(text)
	if len(words) != 2 {
		return 0, 0, fmt.Errorf("save %q: give the ability and the DC, like \"dex 13\"", text)
	}
	ab, err := rules.ParseAbility(words[0])
	if err != nil {
		return 0, 0, fmt.Errorf("save %q: %w", text, err)
	}
	dc, err := strconv.Atoi(words[1])
	if err != nil || dc < 1 || dc > 40 {
		return 0, 0, fmt.Errorf("save %q: %q is not a DC from 1 to 40", text, words[1])
	}
	return ab, dc, nil
}

// isAreaAttack reports whether an attack entry is an area attack, or
// means to be one: it has any of the area fields.
func isAreaAttack(a *AttackSpec) bool {
	return a.Area != "" || a.Save != "" || a.OnSave != "" || a.Push != 0
}

// buildAreaAttack compiles an area attack entry. Its damage is as written:
// a breath weapon's or spell's dice add no ability modifier.
func buildAreaAttack(a AttackSpec) (AreaAttack, error) {
	out := AreaAttack{Name: a.Name, Push: a.Push}
	var err error
	if out.Area, err = parseTemplate(a.Area); err != nil {
		return out, err
	}
	if out.Damage, err = dice.Parse(a.Damage); err != nil {
		return out, fmt.Errorf("damage: %w", err)
	}
	if a.Save != "" {
		if out.Save, out.DC, err = parseSave(a.Save); err != nil {
			return out, err
		}
		out.Half = !strings.EqualFold(strings.TrimSpace(a.OnSave), "none")
	}
	if a.Range != "" {
		if out.Range, err = strconv.Atoi(strings.TrimSpace(a.Range)); err != nil {
			return out, fmt.Errorf("range %q: an area's range is one number of feet, like 150", a.Range)
		}
	}
	return out, nil
}

// checkAreaAttack validates an area attack entry of an encounter file
// (docs/encounters.md), after its name and damage, at file:line.
func (l *loader) checkAreaAttack(a *AttackSpec, p string) error {
	if strings.TrimSpace(a.Area) == "" {
		for _, k := range []string{"save", "on_save", "push"} {
			if l.given(p + "." + k) {
				return l.errf(p+"."+k, "%s is for an area attack: give its area too, like area: cone 15", k)
			}
		}
	}
	area, err := parseTemplate(a.Area)
	if err != nil {
		return l.cause(nil, p+".area", err, "%v", err)
	}
	a.Area = templateString(area) // canonical: "cone 15", "line 60x10"
	for _, k := range []string{"bonus", "reach", "properties", "ability"} {
		if l.given(p + "." + k) {
			return l.errf(p+"."+k, "an area attack makes no attack roll: it has no %s (give area, save, on_save, push and range)", k)
		}
	}
	if a.Save != "" {
		ab, dc, err := parseSave(a.Save)
		if err != nil {
			return l.cause(nil, p+".save", err, "%v", err)
		}
		a.Save = fmt.Sprintf("%s %d", ab, dc)
	}
	switch a.OnSave = strings.ToLower(strings.TrimSpace(a.OnSave)); {
	case a.OnSave != "" && a.Save == "":
		return l.errf(p+".on_save", "on_save says what a successful save does: give the save too, like save: dex 13")
	case a.OnSave == "" && a.Save != "":
		a.OnSave = "half"
	case a.OnSave != "" && a.OnSave != "half" && a.OnSave != "none":
		return l.errf(p+".on_save", "on_save %q: use half (half damage on a success) or none (no damage)", a.OnSave)
	}
	if a.Push < 0 || a.Push > MaxPushFeet || a.Push%grid.SquareFeet != 0 {
		return l.errf(p+".push", "push is a distance in feet, a multiple of %d up to %d, not %d", grid.SquareFeet, MaxPushFeet, a.Push)
	}
	if a.Range = strings.TrimSpace(a.Range); a.Range != "" {
		placed := area.Shape == grid.Sphere || area.Shape == grid.Cylinder || area.Shape == grid.Cube
		r, err := strconv.Atoi(a.Range)
		switch {
		case !placed:
			return l.errf(p+".range", "a %s starts at its user's space: it has no range (its size is its reach)", area.Shape)
		case err != nil || r < 0 || r > MaxPushFeet*10:
			return l.errf(p+".range", "range %q: an area's range is the farthest its point of origin may be, one number of feet like 150", a.Range)
		}
	}
	return nil
}

// templateString writes a template as an encounter file does: "cone 15",
// "line 60x10", "sphere 20".
func templateString(a grid.Area) string {
	s := fmt.Sprintf("%s %d", a.Shape, a.Size)
	if a.Shape == grid.Line && a.Width != 0 && a.Width != grid.SquareFeet {
		s += fmt.Sprintf("x%d", a.Width)
	}
	return s
}

// parseUse reads the words after `use`: "ATTACK toward SQUARE" or "ATTACK
// at SQUARE" for an area attack, anything else for an item.
func parseUse(cmd Command, rest []string) (Command, error) {
	cmd.With = strings.Join(rest, " ")
	k := len(rest) - 2
	if k < 1 {
		return cmd, nil
	}
	prep := strings.ToLower(rest[k])
	if prep != "toward" && prep != "towards" && prep != "at" {
		return cmd, nil
	}
	sq, err := grid.ParseSquare(rest[k+1])
	if err != nil {
		return cmd, nil // an item with "at" in its name, or a typo the decider names
	}
	cmd.With = strings.Join(rest[:k], " ")
	cmd.To = []grid.Square{sq}
	cmd.Area = &AreaCommand{Toward: prep != "at"}
	return cmd, nil
}

// parseDMArea reads `dm area TEMPLATE [save ABILITY DC] [damage DICE]
// [half] [push N [ft]]`, TEMPLATE as grid.ParseArea reads it ("sphere 20
// at E5", "cone 15 from B2 toward E2").
func parseDMArea(cmd Command, rest []string) (Command, error) {
	usage := func(why string) error {
		return refuse(CodeSyntax, "%q: %s (dm area TEMPLATE [save ABILITY DC] [damage DICE] [half] [push N ft], like dm area sphere 20 at E5 save dex 15 damage 8d6[fire] half)", cmd.Text, why)
	}
	keyword := func(w string) bool {
		switch strings.ToLower(w) {
		case "save", "damage", "half", "push":
			return true
		}
		return false
	}
	k := 0
	for k < len(rest) && !keyword(rest[k]) {
		k++
	}
	if k == 0 {
		return cmd, usage("give the area first")
	}
	a, err := grid.ParseArea(strings.Join(rest[:k], " "))
	if err != nil {
		return cmd, usage(strings.TrimPrefix(err.Error(), grid.ErrSyntax.Error()+": "))
	}
	ac := &AreaCommand{Area: a}
	rest = rest[k:]
	seen := map[string]bool{}
	for len(rest) > 0 {
		kw := strings.ToLower(rest[0])
		if seen[kw] {
			return cmd, usage(kw + " is given twice")
		}
		seen[kw] = true
		end := 1
		for end < len(rest) && !keyword(rest[end]) {
			end++
		}
		args := rest[1:end]
		rest = rest[end:]
		switch kw {
		case "save":
			if ac.Save, ac.DC, err = parseSave(strings.Join(args, " ")); err != nil {
				return cmd, usage(err.Error())
			}
		case "damage":
			if len(args) == 0 {
				return cmd, usage("damage what? give dice, like 8d6[fire]")
			}
			text := strings.Join(args, " ")
			if cmd.Amount, err = dice.Parse(text); err != nil {
				return cmd, usage(fmt.Sprintf("%q is not a number or dice: %v", text, err))
			}
			if err := damageLabels(text); err != nil {
				return cmd, usage(err.Error())
			}
		case "half":
			if len(args) > 0 {
				return cmd, usage(fmt.Sprintf("unexpected %q after half", strings.Join(args, " ")))
			}
			ac.Half = true
		case "push":
			if len(args) > 0 && (strings.EqualFold(args[len(args)-1], "ft") || strings.EqualFold(args[len(args)-1], "feet")) {
				args = args[:len(args)-1]
			}
			n := -1
			if len(args) == 1 {
				n, err = strconv.Atoi(strings.TrimSuffix(strings.ToLower(args[0]), "ft"))
				if err != nil {
					n = -1
				}
			}
			if n < grid.SquareFeet || n > MaxPushFeet || n%grid.SquareFeet != 0 {
				return cmd, usage(fmt.Sprintf("push %q: a distance in feet, a multiple of %d up to %d", strings.Join(args, " "), grid.SquareFeet, MaxPushFeet))
			}
			ac.Push = n
		}
	}
	switch {
	case ac.Half && ac.DC == 0:
		return cmd, usage("half is half damage on a successful save: give the save too")
	case cmd.Amount == nil && ac.Push == 0:
		return cmd, usage("give the damage, a push, or both")
	}
	cmd.Area = ac
	return cmd, nil
}

// damageLabels checks that every [label] of a damage expression names a
// damage type.
func damageLabels(s string) error {
	for i := 0; i < len(s); i++ {
		if s[i] != '[' {
			continue
		}
		end := strings.IndexByte(s[i:], ']')
		if end < 0 {
			return nil // the dice parser has refused it
		}
		if _, err := rules.ParseDamageType(s[i+1 : i+end]); err != nil {
			return err
		}
		i += end
	}
	return nil
}
