package battle

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/ruleset"
)

// The critical-hit and fumble tables of seed 004 (the OSR core rules,
// "Critical Hits" and "Fumbles"): a natural 20 on an attack rolls a d20 on
// the critical-hit table, a natural 1 a d20 on the fumble table, and the
// engine applies the entry. They are rolled when the ruleset says so
// (ruleset.CritTable, Fumbles: the osr ruleset), and under any ruleset
// when the encounter names them in options (OptOSRCritTable,
// OptOSRFumbleTable). Every roll is an osr_table event naming the table,
// the face and the entry; what the entry does follows as the engine's
// ordinary events (damage, effect, condition, weapon_lost ...), so a log
// replays with no dice. docs/rulesets.md says how each entry is read.
const (
	// OptOSRCritTable rolls seed 004's critical-hit table on a critical hit.
	OptOSRCritTable = "osr-crit-table"
	// OptOSRFumbleTable rolls seed 004's fumble table on a natural 1.
	OptOSRFumbleTable = "osr-fumble-table"
)

// The events of the tables.
const (
	EvOSRTable      = "osr_table"      // Actor rolled on the table With: Total the d20 face, Reason the entry, Target the creature hit
	EvArmorDamaged  = "armor_damaged"  // Target's AC becomes Total (Amount -1)
	EvAmputated     = "amputated"      // Target lost With ("leg": speed Total; "arm": the attack Reason names)
	EvWeaponDropped = "weapon_dropped" // Actor dropped (Action "thrown": threw) one of the weapon of the attack With, which lies at To
	EvWeaponPicked  = "weapon_picked"  // Actor picked up the attack With lying at To
)

// The tables, as the events name them.
const (
	critTableName   = "critical-hit table"
	fumbleTableName = "fumble table"
)

// critEntries are seed 004's "Critical Hit Table", by d20 face.
var critEntries = [21]string{1: "max damage", 2: "max damage", 3: "max damage + free attack",
	4: "max damage + target fumble", 5: "max damage + target blinded",
	6: "double damage", 7: "double damage + free attack", 8: "double damage + target fumble",
	9: "double damage + target blinded", 10: "double max damage", 11: "triple damage",
	12: "triple damage + free attack", 13: "triple damage + target fumble", 14: "triple damage + target blinded",
	15: "triple max damage", 16: "quadruple max damage", 17: "max damage + armor damaged",
	18: "max damage + target amputation", 19: "max damage + target stunned", 20: "save vs. death or die"}

// osrCrit is what a critical-hit table entry does to the hit's damage and
// after it.
type osrCrit struct {
	face  int
	max   bool // every die at its highest face
	times int  // the damage multiplied
	// The riders: another attack with the same weapon, the target rolls
	// on the fumble table, blinded 1d4 rounds, armor -1, an appendage
	// lost, stunned 1d6 rounds, a save against death.
	free, fumble, blind, armor, amputate, stun, death bool
}

// critOf reads an entry of the table.
func critOf(face int) *osrCrit {
	o := &osrCrit{face: face, times: 1}
	switch {
	case face <= 5 || face >= 17 && face <= 19:
		o.max = true
	case face <= 9:
		o.times = 2
	case face == 10:
		o.max, o.times = true, 2
	case face <= 14:
		o.times = 3
	case face == 15:
		o.max, o.times = true, 3
	case face == 16:
		o.max, o.times = true, 4
	}
	switch face {
	case 3, 7, 12:
		o.free = true
	case 4, 8, 13:
		o.fumble = true
	case 5, 9, 14:
		o.blind = true
	case 17:
		o.armor = true
	case 18:
		o.amputate = true
	case 19:
		o.stun = true
	case 20:
		o.death = true
	}
	return o
}

// osrCritOn and osrFumbleOn report whether the tables are rolled: the
// ruleset's, or the encounter's options.
func (s *State) osrCritOn() bool {
	return s.Rules().Crit == ruleset.CritTable || s.houseOn(OptOSRCritTable)
}

func (s *State) osrFumbleOn() bool { return s.Rules().Fumbles || s.houseOn(OptOSRFumbleTable) }

// osrCritRoll rolls the critical-hit table for a critical hit of a on t,
// nil when the table is not in play (the SRD 5.1's doubled dice are).
func (d *decider) osrCritRoll(a, t int, crit bool) (*osrCrit, error) {
	if !crit || !d.st.osrCritOn() {
		return nil, nil
	}
	face, err := d.face(20)
	if err != nil {
		return nil, err
	}
	s := d.st
	d.emit(Event{Type: EvOSRTable, Actor: s.Combatants[a].Name, Target: s.Combatants[t].Name, With: critTableName,
		Total: ip(face), Reason: critEntries[face],
		Text: fmt.Sprintf("a critical hit: %s rolls the critical-hit table (seed 004): d20 %d: %s", s.Combatants[a].Name, face, critEntries[face])})
	return critOf(face), d.err
}

// osrDamageExpr is the damage expression of a hit the table rules:
// not doubled dice (the table replaces seed 001's critical damage), every
// die at its highest face for "max damage".
func osrDamageExpr(expr *dice.Expr, o *osrCrit) *dice.Expr {
	if !o.max {
		return expr
	}
	return &dice.Expr{Root: maxDice(expr.Root)}
}

// maxDice replaces each dice term by the most it can roll.
func maxDice(n dice.Node) dice.Node {
	return rules.MapDice(n, func(d *dice.Dice) dice.Node { return &dice.Num{Value: d.Count * d.Hi()} })
}

// osrScale multiplies the rolled damage by the entry's factor.
func osrScale(parts []part, o *osrCrit) []part {
	if o == nil || o.times <= 1 {
		return parts
	}
	out := slices.Clone(parts)
	for k := range out {
		out[k].rolled *= o.times
	}
	return out
}

// osrCritNote says what the table did to the damage, for the log.
func osrCritNote(o *osrCrit) string {
	note := fmt.Sprintf("critical-hit table %d", o.face)
	if o.max {
		note += ", every die at its highest"
	}
	if o.times > 1 {
		note += fmt.Sprintf(", ×%d", o.times)
	}
	return note
}

// osrCritAfter applies the entry's riders once the hit's damage is dealt:
// blinded or stunned for rounds, armor damaged, an appendage lost, the
// save against death, the target's fumble, and last the free attack
// (chain false: not in a fumble's automatic hit, where the footnote
// "ignore further fumbles" leaves out the target's fumble, and there is
// no attack to repeat).
func (d *decider) osrCritAfter(a, t int, w *Attack, o *osrCrit, chain bool) error {
	if o == nil {
		return d.err
	}
	s := d.st
	tc := &s.Combatants[t]
	if tc.Dead {
		return d.err
	}
	entry := fmt.Sprintf("critical-hit table %d", o.face)
	switch {
	case o.blind:
		return d.osrRounds(t, rules.Blinded, 4, "blood or debris ("+entry+")")
	case o.stun:
		return d.osrRounds(t, rules.Stunned, 6, "the blow ("+entry+")")
	case o.armor:
		after := tc.AC - 1
		d.emit(Event{Type: EvArmorDamaged, Target: tc.Name, Amount: ip(-1), Total: ip(after), Reason: entry,
			Text: fmt.Sprintf("%s's armor is damaged: AC %d until repaired (%s)", tc.Name, after, entry)})
	case o.amputate:
		return d.amputate(t, entry)
	case o.death:
		ok, err := d.save(t, rules.Con, osrDeathDC, "against death ("+entry+")")
		if err != nil || ok {
			return err
		}
		d.die(t, "it failed its save against death ("+entry+")")
	case o.fumble && chain:
		tw, err := d.weapon(t, a, "")
		if err != nil {
			return err
		}
		return d.osrFumbleRoll(t, tw, "the target's fumble ("+entry+")")
	case o.free && chain:
		c := &s.Combatants[a]
		if a == t || c.Dead || c.Down() {
			return d.err
		}
		if _, _, err := s.canAttack(a, t, w); err != nil {
			d.emit(Event{Type: EvOSRTable, Actor: c.Name, With: critTableName, Total: ip(o.face), Action: "narrative",
				Reason: "no free attack", Text: fmt.Sprintf("%s's free attack (%s) can't be made: %v", c.Name, entry, err)})
			return d.err
		}
		return d.attack(a, t, w, how{feature: ActOSRFree})
	}
	return d.err
}

// ActOSRFree is the Action of a critical-hit table's free attack: it
// takes nothing of the attacker's turn.
const ActOSRFree = "osr_free_attack"

// osrDeathDC is the DC of the "save vs. death": the SRD 5.1 has no save
// against death, so it is a Constitution saving throw against a medium DC
// (SRD 5.1 "Typical Difficulty Classes": medium 15).
const osrDeathDC = 15

// osrRounds puts a condition on creature t for dN rounds: through that
// many of its turns, ending at the start of the next one.
func (d *decider) osrRounds(t int, cond rules.Condition, sides int, why string) error {
	n, err := d.face(sides)
	if err != nil {
		return err
	}
	name := d.st.Combatants[t].Name
	d.addEffect(Effect{Target: name, Condition: cond.String(), Ends: "start", Of: name, Round: d.st.nextTurnRound(t) + n,
		Source: fmt.Sprintf("%s, 1d%d rounds: %d", why, sides, n)})
	return d.err
}

// nextTurnRound is the round of creature i's next turn: this round's if
// it has not come yet.
func (s *State) nextTurnRound(i int) int {
	if s.Started {
		for p, k := range s.Order {
			if k == i && p > s.Turn {
				return s.Round
			}
		}
	}
	return s.Round + 1
}

// loseMultiattack takes an attack lost with an arm out of the creature's
// Multiattack: its places in the action go with the arm, and the action
// has that many attacks fewer (a troll that lost its bite claws twice). A
// weapon broken or dropped leaves its places to the creature's other
// attacks instead (multiGone): the arm that held it still strikes.
func (c *Combatant) loseMultiattack(name string) {
	if len(c.Traits.Multiattack) == 0 {
		return
	}
	// A copy: the stat block's list may be shared with others of its kind.
	drop := func(seq []string) []string {
		return slices.DeleteFunc(slices.Clone(seq), func(n string) bool { return n == name })
	}
	multi := drop(c.Traits.Multiattack)
	c.Traits.Multiattack = multi
	c.ExtraAttacks = max(len(multi)-1, 0)
	if len(c.Traits.MultiOr) > 0 { // each alternative loses it too (monster_multi.go)
		or := make([][]string, len(c.Traits.MultiOr)) // kept in place, empty or not: TurnState.MultiAlt counts them
		for k, seq := range c.Traits.MultiOr {
			or[k] = drop(seq)
		}
		c.Traits.MultiOr = or
	}
}

// amputate is "target amputation": a d2 says which appendage. 1, a leg:
// its walking speed is halved (rounded down to 5 ft) for the fight; 2, an
// arm: it loses its first attack (its weapon arm), and with no attack
// left it fights with an unarmed strike. A creature whose first attack is
// already gone (or that has none) loses the leg.
func (d *decider) amputate(t int, entry string) error {
	f, err := d.face(2)
	if err != nil {
		return err
	}
	tc := &d.st.Combatants[t]
	if f == 2 && len(tc.Attacks) > 0 {
		lost := tc.Attacks[0].Name
		d.emit(Event{Type: EvAmputated, Target: tc.Name, With: "arm", Reason: lost,
			Text: fmt.Sprintf("%s loses an arm, and with it its %s (%s: d2 2)", tc.Name, lost, entry)})
		return d.err
	}
	sp := tc.Speed / 2 / 5 * 5
	d.emit(Event{Type: EvAmputated, Target: tc.Name, With: "leg", Total: ip(sp),
		Text: fmt.Sprintf("%s loses a leg: walking speed %d ft (%s: d2 %d)", tc.Name, sp, entry, f)})
	return d.err
}

// applyOSR folds the crit and fumble tables' events.
func (s *State) applyOSR(a, t int, e Event) error {
	switch e.Type {
	case EvArmorDamaged:
		if t >= 0 {
			s.Combatants[t].AC = deref(e.Total)
		}
	case EvAmputated:
		if t < 0 {
			return fmt.Errorf("battle: event %d (amputated): no target", e.Seq)
		}
		if e.With == "arm" {
			s.Combatants[t].loseAttack(e.Reason)
			s.Combatants[t].loseMultiattack(e.Reason)
		} else {
			s.Combatants[t].Speed = deref(e.Total)
		}
	case EvWeaponDropped:
		if a >= 0 {
			s.Combatants[a].dropAttack(e.With, e.To)
		}
	case EvWeaponPicked:
		if a >= 0 {
			s.Combatants[a].pickUp(e.With, e.To)
		}
	}
	return nil
}
