package battle

// Indomitable (fighter 9, SRD 5.1 "Indomitable"): "you can reroll a
// saving throw that you fail. If you do so, you must use the new roll,
// and you can't use this feature again until you finish a long rest. You
// can use this feature twice between long rests starting at 13th level
// and three times between long rests starting at 17th level"
// (indomitable-uses; a fight here is between rests).
//
// It is no reaction, but a choice the fighter makes on seeing the failed
// save, so the engine asks it the way it asks reactions: React is asked
// (kind "indomitable", the fighter both reactor and trigger; nil takes
// it) after a rolled save fails — not an automatic failure (a paralyzed
// fighter's Dexterity save), which a reroll could not change, and not a
// death saving throw, which the engine rolls apart. Taken, a `feature`
// event spends a use and the save is rolled again, all of it (the d20s
// and any die such as bless's), and the new roll stands: the reroll is
// not offered a second use. The default policy always takes it: a failed
// save the engine asks about always costs something.
//
// Seed 000 is silent on it and seed 002 does not change it: the SRD 5.1
// text stands for all three rulesets.

import "fmt"

// FeatIndomitable is the With of the event that spends a use.
const FeatIndomitable = "indomitable"

// ReactIndomitable is the kind React is asked before a fighter rerolls a
// failed save.
const ReactIndomitable = "indomitable"

// indomitable offers creature i a reroll of the save it just failed;
// true when it is taken (the use is spent).
func (d *decider) indomitable(i int, purpose string) bool {
	c := &d.st.Combatants[i]
	cs := &c.Class
	if d.rerolling || c.Dead || !cs.Has("indomitable") {
		return false
	}
	uses := cs.Def.Number("indomitable-uses", cs.Level)
	if cs.IndomitableUsed >= uses || !d.wants(i, i, ReactIndomitable) {
		return false
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatIndomitable,
		Text: fmt.Sprintf("%s uses Indomitable (%d of %d left): it rerolls the failed save %s, and must use the new roll",
			c.Name, uses-cs.IndomitableUsed-1, uses, purpose)})
	return d.err == nil
}
