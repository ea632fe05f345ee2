package battle

// Advantage on saving throws against being given a condition, by the SRD
// 5.1 Cultist's Dark Devotion, "The cultist has advantage on saving throws
// against being charmed or frightened" (traits: {save_advantage: [charmed,
// frightened]}), and the Knight's Brave, "advantage on saving throws
// against being frightened" ([frightened]). A save is against a condition
// when a failure would impose it (a hit's rider, a spell, Frightful
// Presence, a legendary or lair action) or when it is the repeated save
// that ends it: the decider's against names it while the save is rolled.

import (
	"github.com/skirmish-rpg/skirmish/rules"
)

// devotion is the advantage the creature has on a save against being
// given the named condition.
func (c *Combatant) devotion(against string) rules.Reasons {
	var r rules.Reasons
	if against == "" || c.Traits.SaveAdvantage.Set == 0 {
		return r
	}
	cond, err := rules.ParseCondition(against)
	if err != nil || !c.Traits.SaveAdvantage.Has(cond) {
		return r
	}
	r.Add(true, "its traits: advantage on saves against being "+cond.String())
	return r
}
