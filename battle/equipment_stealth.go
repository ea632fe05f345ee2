package battle

import (
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// armorStealth is the disadvantage a creature's armor gives its Dexterity
// (Stealth) checks, the Hide action's and surprise's: armor whose entry
// says `stealth: disadvantage` (padded, scale mail, half plate, ring
// mail, chain mail, splint, plate: SRD 5.1 "Armor" table, "Stealth": "the
// wearer has disadvantage on Dexterity (Stealth) checks"; seed 000 lists
// the armors).
func armorStealth(c *Combatant) []string {
	if c.Armor == "" {
		return nil
	}
	a, err := compendium.LookupArmor(c.Armor)
	if err != nil || !a.Stealth {
		return nil
	}
	return []string{a.Name + " (stealth disadvantage)"}
}

// stealthReasons are the advantage and disadvantage on the Dexterity
// (Stealth) check a stealthy creature makes for surprise before the fight
// (seed 001 "Surprise"): its armor's stealth disadvantage, armor it lacks
// proficiency with (equipment_prof.go), and its conditions' disadvantage
// on ability checks (poisoned, frightened, exhaustion), as for the Hide
// action's check.
func stealthReasons(c *Combatant) rules.Reasons {
	var r rules.Reasons
	for _, why := range armorStealth(c) {
		r.Add(false, why)
	}
	for _, why := range c.Conds.CheckDisadvantage(true) {
		r.Add(false, why)
	}
	return r.Merge(c.unskilled(rules.Dex))
}
