package battle

import "github.com/skirmish-rpg/skirmish/compendium"

// armorStealth is the disadvantage a creature's armor gives its Dexterity
// (Stealth) checks, the Hide action's: armor whose entry says `stealth:
// disadvantage` (padded, scale mail, half plate, ring mail, chain mail,
// splint, plate: SRD 5.1 "Armor" table, "Stealth": "the wearer has
// disadvantage on Dexterity (Stealth) checks"; seed 000 lists the armors).
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
