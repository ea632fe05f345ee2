package battle

import "github.com/skirmish-rpg/skirmish/compendium"

// classSlots gives a character's spellcasting the slots of its class and
// level when the file writes none (docs/encounters.md "Classes"): the
// full, half or Pact Magic table of SRD 5.1 (compendium.SpellSlots). Slots
// written, even `slots: {}`, win: a file may give a character what it has
// left rather than what its level grants.
func classSlots(spec *CombatantSpec, cl *compendium.Class, level int) {
	sc := spec.Spellcasting
	if sc == nil || sc.Slots != nil || cl.Casting == "" {
		return
	}
	table := cl.SpellSlots(level)
	sc.Slots = map[int]int{}
	for i, n := range table {
		if n > 0 {
			sc.Slots[i+1] = n
		}
	}
}
