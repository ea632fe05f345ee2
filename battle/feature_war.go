package battle

// War Priest (cleric, War Domain, 1st level), by seed 000 "MULTIPLE
// ATTACKS" ("Clerics (War Domain): add one weapon attack" as a bonus
// action) and SRD 5.1's War Domain: when the cleric takes the Attack
// action, it can make one weapon attack as a bonus action, a number of
// times equal to its Wisdom modifier (at least once) a long rest, a
// fight here. `Cleric war priest TARGET [with WEAPON]`, after an attack
// of its Attack action this turn.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// FeatWarPriest names the feature in events' With.
const FeatWarPriest = "war priest"

// warPriest: "Cleric war priest TARGET [with WEAPON]".
func (d *decider) warPriest(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	cs := &c.Class
	if !cs.hasSubclass("war") {
		return refuse(CodeCannot, "%s is not a cleric of the War Domain (subclass: war): War Priest is its feature", c.Name)
	}
	uses := max(c.Scores.Mod(rules.Wis), 1)
	switch {
	case cs.WarPriestUsed >= uses:
		return refuse(CodeNoAction, "%s has used War Priest %d times, its Wisdom modifier (at least 1), before a long rest", c.Name, uses)
	case !c.Turn.Attacking:
		return refuse(CodeCannot, "%s has not taken the Attack action this turn: War Priest follows it", c.Name)
	}
	if err := d.needBonus(a); err != nil {
		return err
	}
	w, err := d.weapon(a, cmd.Target, cmd.With)
	if err != nil {
		return err
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: s.Combatants[cmd.Target].Name, With: FeatWarPriest, Action: "bonus",
		Text: fmt.Sprintf("%s's War Priest: one weapon attack as a bonus action (%d of %d left)", c.Name, uses-cs.WarPriestUsed-1, uses)})
	return d.attack(a, cmd.Target, w, how{bonus: true, knockOut: cmd.KnockOut})
}
