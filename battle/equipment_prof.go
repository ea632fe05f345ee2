package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Weapon and armor proficiency (docs/encounters.md, `proficiencies`):
//
//   - A character built with `class` is proficient with what its class's
//     `weapons` and `armor` list (compendium/data/classes.yaml), and with
//     what its entry's `proficiencies` add (a racial weapon, a feat, a
//     firearm: compendium/proficiency.go has the words). A warlock of
//     the Pact of the Blade (`subclass: blade`, 3rd level) is proficient
//     with its melee weapons, any of which is its pact weapon (SRD 5.1
//     "Pact of the Blade": "You are proficient with it while you wield
//     it"). A subclass the class data writes out adds its own armor and
//     weapons once the level has chosen it: a College of Valor bard
//     (`subclass: valor`, 3rd level) medium armor, shields and martial
//     weapons (its Bonus Proficiencies, PHB; seed 000 names the college).
//     An entry without a class is checked only when it writes
//     `proficiencies`: a stat block's creature is proficient with its
//     gear.
//   - SRD 5.1 "Weapon Proficiency": "If you make an attack roll using a
//     weapon with which you lack proficiency, you do not add your
//     proficiency bonus to the attack roll." Checked for the attacks an
//     entry's `weapons` make (an attack written out has its bonus as
//     written); the attack event's text says so.
//   - SRD 5.1 "Armor Proficiency": "If you wear armor that you lack
//     proficiency with, you have disadvantage on any ability check, saving
//     throw, or attack roll that involves Strength or Dexterity, and you
//     can't cast spells." A shield counts as armor here, as in the SRD's
//     Armor table. An attack with a written bonus is taken as a weapon
//     attack, which uses Strength or Dexterity. Initiative, a Dexterity
//     check, is not given the disadvantage (the engine rolls it with no
//     advantage or disadvantage from anything yet).

// buildProficiencies gives a combatant being built its proficiencies and
// the armor it wears without proficiency; it runs before the attacks are
// built, which read them.
func buildProficiencies(c *Combatant, spec *CombatantSpec) error {
	if strings.TrimSpace(spec.Class) == "" && spec.Proficiencies == nil {
		return nil
	}
	profs := []string{}
	if strings.TrimSpace(spec.Class) != "" {
		cl, err := compendium.LookupClass(spec.Class)
		if err != nil {
			return err
		}
		profs = append(append(profs, cl.Weapons...), cl.Armor...)
		level := min(max(spec.Level, 1), 20)
		if sub := cl.Subclass(chosenSubclass(cl, spec.Subclass, level)); sub != nil {
			profs = append(append(profs, sub.Weapons...), sub.Armor...) // a valor bard's Bonus Proficiencies
		}
		if strings.EqualFold(strings.TrimSpace(spec.Subclass), "blade") && cl.Has("pact-boon", level) {
			for _, id := range spec.Weapons {
				if w, err := compendium.LookupWeapon(id); err == nil && w.Melee() {
					profs = append(profs, w.ID) // its pact weapon
				}
			}
		}
	}
	for _, p := range spec.Proficiencies {
		q, err := compendium.ParseProficiency(p)
		if err != nil {
			return err
		}
		profs = append(profs, q)
	}
	c.Profs = profs
	if spec.Armor != "" {
		a, err := compendium.LookupArmor(spec.Armor)
		if err != nil {
			return err
		}
		if !compendium.ProficientArmor(profs, a) {
			c.Unskilled = strings.ToLower(a.Name)
		}
	}
	if spec.Shield && c.Unskilled == "" && !slices.Contains(profs, "shields") {
		c.Unskilled = "a shield"
	}
	return nil
}

// proficientWith reports whether the creature adds its proficiency bonus
// to attacks with the compendium weapon of that id ("" for an attack
// written out, which keeps its bonus).
func (c *Combatant) proficientWith(id string) bool {
	if c.Profs == nil || id == "" {
		return true
	}
	w, err := compendium.LookupWeapon(id)
	return err != nil || compendium.ProficientWeapon(c.Profs, w)
}

// unskilledWhy is the reason armor without proficiency gives for
// disadvantage.
func (c *Combatant) unskilledWhy() string {
	return "wearing " + c.Unskilled + " without proficiency"
}

// unskilled is the disadvantage armor without proficiency gives a roll
// that involves ability ab: Strength or Dexterity.
func (c *Combatant) unskilled(ab rules.Ability) rules.Reasons {
	var r rules.Reasons
	if c.Unskilled != "" && (ab == rules.Str || ab == rules.Dex) {
		r.Add(false, c.unskilledWhy())
	}
	return r
}

// unskilledAttack is that disadvantage on an attack roll with w: its
// ability's, or, for a written bonus, a weapon attack's Strength or
// Dexterity.
func (c *Combatant) unskilledAttack(w *Attack) rules.Reasons {
	if c.Unskilled == "" {
		return rules.Reasons{} // skilled: no ability to parse for every attack weighed
	}
	if w.Ability == "" {
		return c.unskilled(rules.Str)
	}
	ab, err := rules.ParseAbility(w.Ability)
	if err != nil {
		return rules.Reasons{}
	}
	return c.unskilled(ab)
}

// unskilledCaster refuses a spell from a creature wearing armor it lacks
// proficiency with.
func (c *Combatant) unskilledCaster(spell string) error {
	if c.Unskilled == "" {
		return nil
	}
	return refuse(CodeCannot, "%s can't cast %s: it wears %s without proficiency (SRD 5.1 \"Armor Proficiency\": it can't cast spells)",
		c.Name, spell, c.Unskilled)
}

// notProficientText is what the attack event's text says of an attack
// without the proficiency bonus.
func notProficientText(w *Attack) string {
	return fmt.Sprintf(" (not proficient with %s: no proficiency bonus)", w.Name)
}

// checkProficiencies validates an entry's proficiencies at file:line and
// writes them canonically.
func (l *loader) checkProficiencies(c *CombatantSpec, p string) error {
	for i, w := range c.Proficiencies {
		q, err := compendium.ParseProficiency(w)
		f := fmt.Sprintf("%s.proficiencies[%d]", p, i)
		if err != nil {
			return l.cause(nil, f, err, "%v", err)
		}
		if slices.Contains(c.Proficiencies[:i], q) {
			return l.errf(f, "%s is listed twice", q)
		}
		c.Proficiencies[i] = q
	}
	return nil
}
