package battle

// Pact of the Blade (warlock, Pact Boon, 3rd level), `subclass: blade`,
// and its Thirsting Blade invocation (5th level), by seed 000 "MULTIPLE
// ATTACKS" ("Warlocks (Pact of the Blade) level 5 to 20": two attack
// rolls per Attack action, line 445: "attack twice per action without
// needing a bonus action") and SRD 5.1 "Pact of the Blade", "Thirsting
// Blade": the warlock attacks with its pact weapon twice, instead of
// once, whenever it takes the Attack action on its turn.
//
// The pact weapon is a melee weapon the warlock creates or bonds (SRD
// 5.1): here, any of its melee weapon attacks (not an unarmed strike).
// The second attack comes when the Attack action starts with the pact
// weapon, and it too must be made with the pact weapon. The invocation
// is taken as known by every Pact of the Blade warlock of 5th level.

import "fmt"

// FeatThirstingBlade names the feature in events' With.
const FeatThirstingBlade = "thirsting blade"

// thirstingBlade is the attacks a first attack with w adds to the Attack
// action: the invocation's at 5th level with a pact weapon, for a
// creature with no Extra Attack of its own.
func (c *Combatant) thirstingBlade(w *Attack) int {
	cs := &c.Class
	if w == nil || w.Ranged || c.ExtraAttacks != 0 || !cs.hasSubclass("blade") {
		return 0
	}
	return cs.Def.Number("thirsting-blade-extra-attacks", cs.Level)
}

// pactWeapon announces Thirsting Blade on the attack that starts the
// Attack action, and refuses a second attack not made with the pact
// weapon.
func (d *decider) pactWeapon(a int, w *Attack) error {
	c := &d.st.Combatants[a]
	if !c.Class.hasSubclass("blade") || c.ExtraAttacks != 0 || c.Class.Def.Number("thirsting-blade-extra-attacks", c.Class.Level) == 0 {
		return nil
	}
	pact := c.attackNamed(w.Name)
	switch {
	case c.Turn.Attacking && c.Turn.AttacksLeft > 0 && c.thirstingBlade(pact) == 0:
		return refuse(CodeCannot, "%s is not %s's pact weapon: Thirsting Blade's second attack is made with a melee pact weapon", w.Name, c.Name)
	case !c.Turn.Attacking && c.thirstingBlade(pact) > 0:
		d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatThirstingBlade,
			Text: fmt.Sprintf("%s's Thirsting Blade: two attacks with the pact weapon (%s) in this Attack action", c.Name, w.Name)})
	}
	return nil
}
