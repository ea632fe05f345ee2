package battle

import (
	"fmt"
	"slices"
	"sort"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// The house tables of seed 001: a d12 "surprise" table rolled for each
// creature surprised at the start of a fight, and a d12 "critical fail"
// table rolled on a natural 1 on an attack roll. Both are off unless the
// encounter names them in options (OptSurpriseTable,
// OptCriticalFailTable); they work under any ruleset. Every roll is a
// house_table event naming the table, the face and the entry; what the
// entry does follows as the engine's ordinary events (damage, join,
// score, item ...), so a log replays with no dice.
//
// The tables speak to a table of players ("the party", "a random
// character", "the character who last spoke"); the engine reads them so:
//   - the party is the side of the creature the table is rolled for;
//   - "a random character" is one of the party's creatures still standing,
//     picked with a die over them in file order (no die when only one);
//   - a character the DM points at ("who last spoke", "who is pissing you
//     off") is the creature the table is rolled for;
//   - creatures that "attack" join the side of the first creature, in file
//     order, hostile to it (the side it is surprised by), or a side of their
//     own, "house", when it has no foes.
const (
	// OptSurpriseTable rolls seed 001's d12 surprise table for each
	// surprised creature.
	OptSurpriseTable = "surprise-table"
	// OptCriticalFailTable rolls seed 001's d12 critical-fail table on a
	// natural 1 on an attack roll.
	OptCriticalFailTable = "critical-fail-table"
)

// EvHouse is one roll on a house table: With is the table, Total the d12
// face, Reason the entry; Action "narrative" marks an entry the engine
// has nothing to apply to.
const EvHouse = "house_table"

// surpriseEntries and critFailEntries are the entries of seed 001's
// tables, by face, as the events name them.
var surpriseEntries = [13]string{1: "a ghostly hand slaps a random character for 2d4 bludgeoning",
	2:  "five giant rats burst from the ground and attack",
	3:  "every magic potion the party carries has turned to spoiled milk",
	4:  "the left foot of the character who last spoke falls asleep: -1 Dexterity for an hour",
	5:  "two flameskulls fly in and attack",
	6:  "a lone flameskull flies in and attacks",
	7:  "a scraping noise in the nearby wall",
	8:  "a random character vomits up an ochre jelly",
	9:  "a random character's favorite weapon gains magical intelligence and nags",
	10: "an arrow from the shadows hits the character who is pissing you off for 1d6+4 piercing",
	11: "something gold and shiny catches a party member's eye",
	12: "a random character's esophagus is cursed"}

var critFailEntries = [13]string{1: "you hit a random character with double critical damage instead",
	2:  "give the die to another player",
	3:  "all your hair falls out",
	4:  "all your magic items turn into nonmagical versions",
	5:  "roll twice on the surprise table",
	6:  "you take 1d12 force damage",
	7:  "a paper cut: DC 16 Constitution save or lose 1d6 hit points at the start of each of your turns for 1d6 rounds",
	8:  "your weapon catches fire: throw it away or take 2d10 fire damage",
	9:  "a pratfall: 2d6 bludgeoning damage and your Inspiration is gone",
	10: "a burst blood vessel: permanently lose 1 Intelligence and your sense of smell",
	11: "you forsake the gods",
	12: "your internal organs are replaced with stinging bees: instant death"}

// houseOn reports whether the encounter turned a house table on.
func (s *State) houseOn(opt string) bool { return slices.Contains(s.Options, opt) }

// houseRoll rolls a d12 on a table for creature i and emits the event
// that names the entry.
func (d *decider) houseRoll(i int, table string, entries *[13]string, narrative []int, why string) (int, error) {
	face, err := d.face(12)
	if err != nil {
		return 0, err
	}
	name := d.st.Combatants[i].Name
	e := Event{Type: EvHouse, Actor: name, With: table, Total: ip(face), Reason: entries[face],
		Text: fmt.Sprintf("%s: %s rolls the %s (seed 001): d12 %d: %s", why, name, table, face, entries[face])}
	if slices.Contains(narrative, face) {
		e.Action = "narrative"
		e.Text += " (narrative only: nothing in the fight changes)"
	}
	d.emit(e)
	return face, d.err
}

// surpriseTables rolls the surprise table for each creature surprised at
// the start of the fight, once all are known (creatures the table brings
// in are not surprised, and can't spoil the surprise of the others).
func (d *decider) surpriseTables() error {
	if !d.st.houseOn(OptSurpriseTable) {
		return nil
	}
	n := len(d.st.Combatants)
	for i := range n {
		if d.st.Combatants[i].Surprised {
			if err := d.surpriseTable(i, "surprised"); err != nil {
				return err
			}
		}
	}
	return d.houseJoins()
}

// surpriseTable rolls seed 001's surprise table for creature i and
// applies the entry.
func (d *decider) surpriseTable(i int, why string) error {
	face, err := d.houseRoll(i, "surprise table", &surpriseEntries, []int{7, 9, 11, 12}, why)
	if err != nil {
		return err
	}
	s := d.st
	switch face {
	case 1:
		t, err := d.randomOf(d.party(i))
		if err != nil || t < 0 {
			return err
		}
		if err := d.houseDamage(t, "2d4[bludgeoning]", "a ghostly hand (surprise table 1)"); err != nil {
			return err
		}
		if s.Combatants[t].Dead {
			d.emit(Event{Type: EvHouse, Actor: s.Combatants[t].Name, With: "surprise table", Total: ip(1), Action: "narrative",
				Reason: "it rises as a spectral presence",
				Text:   fmt.Sprintf("%s rises as a spectral presence that follows the group, endlessly slapping them (narrative only)", s.Combatants[t].Name)})
		}
	case 2:
		d.queueJoin("giant-rat", []string{"Justin", "JC", "Chris", "Joey", "Lance"}, i, i, "five giant rats (surprise table 2), named after a boy band")
	case 3:
		for _, m := range d.party(i) {
			d.spoilItems(m, func(it *compendium.Item) bool { return it.Kind == "potion" }, "turned to spoiled milk (surprise table 3)")
		}
	case 4:
		d.changeScore(i, rules.Dex, -1, "its left foot fell asleep for an hour (surprise table 4)")
	case 5:
		d.queueJoin("flameskull", []string{"Flameskull 1", "Flameskull 2"}, i, i, "two flameskulls (surprise table 5)")
	case 6:
		d.queueJoin("flameskull", []string{"Flameskull"}, i, i, "a lone flameskull (surprise table 6)")
	case 8:
		t, err := d.randomOf(d.party(i))
		if err != nil || t < 0 {
			return err
		}
		d.queueJoin("ochre-jelly", []string{"Ochre Jelly"}, i, t, "an ochre jelly vomited up by "+s.Combatants[t].Name+" (surprise table 8)")
	case 10:
		return d.houseDamage(i, "1d6+4[piercing]", "an arrow from the shadows (surprise table 10)")
	}
	return d.err
}

// criticalFail rolls seed 001's critical-fail table for creature a, which
// rolled a natural 1 attacking with w, and applies the entry.
func (d *decider) criticalFail(a int, w *Attack) error {
	if !d.st.houseOn(OptCriticalFailTable) {
		return nil
	}
	face, err := d.houseRoll(a, "critical-fail table", &critFailEntries, []int{2, 3, 11}, "a natural 1 on an attack roll")
	if err != nil {
		return err
	}
	s := d.st
	name := s.Combatants[a].Name
	switch face {
	case 1:
		var others []int
		for j := range s.Combatants {
			if j != a && !s.Combatants[j].Down() {
				others = append(others, j)
			}
		}
		t, err := d.randomOf(others)
		if err != nil || t < 0 {
			return err
		}
		return d.doubleCrit(a, t, w)
	case 4:
		d.spoilItems(a, func(it *compendium.Item) bool { return it.Rarity != "" }, "nonmagical now (critical-fail table 4)")
	case 5:
		for range 2 {
			if err := d.surpriseTable(a, "the critical-fail table's 5"); err != nil {
				return err
			}
		}
	case 6:
		return d.houseDamage(a, "1d12[force]", "an embarrassing injury (critical-fail table 6)")
	case 7:
		return d.paperCut(a)
	case 8:
		return d.burningWeapon(a, w)
	case 9:
		if err := d.houseDamage(a, "2d6[bludgeoning]", "a comedic pratfall (critical-fail table 9)"); err != nil {
			return err
		}
		if die := s.Combatants[a].Class.Inspiration; die != "" {
			d.emit(Event{Type: EvFeatureEnd, Actor: name, With: FeatInspiration, Reason: "lost",
				Text: fmt.Sprintf("%s loses its Bardic Inspiration die (%s) in the pratfall (critical-fail table 9)", name, die)})
		}
	case 10:
		d.changeScore(a, rules.Int, -1, "a burst blood vessel, for good, and its sense of smell with it (critical-fail table 10)")
	case 12:
		d.die(a, "its internal organs are replaced with stinging bees (critical-fail table 12)")
	}
	return d.err
}

// party is the standing creatures of creature i's side, in file order.
func (d *decider) party(i int) []int {
	s := d.st
	var out []int
	for j := range s.Combatants {
		if s.Combatants[j].Side == s.Combatants[i].Side && !s.Combatants[j].Down() {
			out = append(out, j)
		}
	}
	return out
}

// randomOf picks one of the creatures with a die of their number, -1 when
// there are none; one creature needs no die.
func (d *decider) randomOf(list []int) (int, error) {
	switch len(list) {
	case 0:
		return -1, nil
	case 1:
		return list[0], nil
	}
	f, err := d.face(len(list))
	if err != nil {
		return -1, err
	}
	return list[f-1], nil
}

// houseDamage rolls a table's damage expression against creature t.
func (d *decider) houseDamage(t int, expr, source string) error {
	r, err := rollText(expr, d.src)
	if err != nil {
		return err
	}
	d.hurt(t, partsOf(r), hitInfo{source: source, dice: explain(r)})
	return d.err
}

// doubleCrit is critical-fail 1: the attack's critical damage (every die
// twice, seed 001 "Critical Hits"), doubled, dealt to creature t instead.
func (d *decider) doubleCrit(a, t int, w *Attack) error {
	p, err := dice.Compile(&dice.Expr{Root: rules.CritDice(w.Damage.Root)})
	if err != nil {
		return err
	}
	r, err := p.Roll(d.src)
	if err != nil {
		return err
	}
	parts := partsOf(r)
	for k := range parts {
		parts[k].rolled *= 2
	}
	c := &d.st.Combatants[a]
	d.hurt(t, parts, hitInfo{crit: true, by: c.Name,
		source: fmt.Sprintf("%s's %s, double critical damage (critical-fail table 1)", c.Name, w.Name), dice: explain(r) + ", doubled"})
	return d.err
}

// spoilItems empties the items of creature i that match.
func (d *decider) spoilItems(i int, match func(*compendium.Item) bool, what string) {
	c := &d.st.Combatants[i]
	ids := make([]string, 0, len(c.Items))
	for id := range c.Items {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		it, err := compendium.LookupItem(id)
		if err != nil || !match(it) || c.Items[id] == 0 {
			continue
		}
		d.emit(Event{Type: EvItem, Actor: c.Name, With: id, Total: ip(0), Reason: what,
			Text: fmt.Sprintf("%s's %s (%d): %s, no use now", c.Name, it.Name, c.Items[id], what)})
	}
}
