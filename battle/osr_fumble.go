package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Seed 004's "Fumble Table", rolled on a natural 1 on an attack roll when
// the ruleset or the encounter's options say so (osr_crit.go). The
// entries that last — the next attack against the fumbler, the attacks it
// can't make, its -2, its place in the order — are effects (effects.go)
// with these names: not conditions, their durations run out as any
// effect's does.
const (
	osrExposedCrit = "exposed: next attack against is a critical hit" // fumble 3
	osrExposed     = "exposed: next attack against hits"              // fumble 6
	osrNoAttack    = "can't attack"                                   // fumbles 4, 5
	osrMinus2      = "-2 to all rolls"                                // fumble 9
	osrLast        = "last in initiative"                             // fumble 10
)

// fumbleEntries are seed 004's fumble table, by d20 face.
var fumbleEntries = [21]string{1: "stumble, weapon breaks",
	2:  "stumble, automatic hit on closest ally within 10'",
	3:  "stumble, next attack against is automatic critical hit",
	4:  "stumble, can't attack until end of next round",
	5:  "stumble, can't attack until next round",
	6:  "stumble, next attack against is automatic hit",
	7:  "stumble, hit self for maximum damage",
	8:  "stumble, hit self for regular damage",
	9:  "stumble, all rolls next round get -2",
	10: "stumble, go last in initiative next round",
	11: "fall down (prone) and drop weapon 30' away",
	12: "fall down (prone) and drop weapon 20' away",
	13: "fall down (prone) and drop weapon 10' away",
	14: "fall down (prone) and drop weapon nearby",
	15: "fall down (prone)",
	16: "drop weapon 30' away", 17: "drop weapon 20' away", 18: "drop weapon 10' away",
	19: "drop weapon at feet",
	20: "fumble weapon, but maintain hold"}

// dropFeet is how far each dropping entry sends the weapon ("nearby" is
// the next square).
var dropFeet = map[int]int{11: 30, 12: 20, 13: 10, 14: 5, 16: 30, 17: 20, 18: 10, 19: 0}

// naturalWeapons are the words of a stat block's attack that is part of
// the creature, which neither breaks nor drops.
var naturalWeapons = []string{"bite", "claw", "claws", "tail", "horn", "horns", "hooves", "tentacle", "tentacles",
	"slam", "gore", "beak", "talons", "sting", "fist", "tusk", "tusks", "ram", "touch", "unarmed"}

// DroppedWeapon is a weapon a fumble knocked out of a creature's hands,
// or one it threw (weapon_thrown.go): its attacks and the square it lies
// on, until picked up.
type DroppedWeapon struct {
	Attacks []Attack
	At      grid.Square
}

// osrFumble rolls the fumble table for creature a, which fumbled with w,
// and applies the entry.
func (d *decider) osrFumble(a int, w *Attack, why string) error {
	if !d.st.osrFumbleOn() {
		return d.err
	}
	return d.osrFumbleRoll(a, w, why)
}

// osrFumbleRoll rolls the fumble table whether or not natural 1s do: the
// critical-hit table's "target fumble" calls for it.
func (d *decider) osrFumbleRoll(a int, w *Attack, why string) error {
	s := d.st
	if s.Combatants[a].Dead {
		return d.err
	}
	face, err := d.face(20)
	if err != nil {
		return err
	}
	c := &s.Combatants[a]
	name := c.Name
	entry := fmt.Sprintf("fumble table %d", face)
	e := Event{Type: EvOSRTable, Actor: name, With: fumbleTableName, Total: ip(face), Reason: fumbleEntries[face],
		Text: fmt.Sprintf("%s: %s rolls the fumble table (seed 004): d20 %d: %s", why, name, face, fumbleEntries[face])}
	held := heldWeapon(c, w)
	switch {
	case face == 20:
		e.Action = "narrative"
		e.Text += " (it keeps its hold: nothing changes)"
	case (face == 1 || face >= 16) && !held:
		e.Action = "narrative"
		e.Text += fmt.Sprintf(" (%s is no weapon it can break or drop: a stumble, nothing changes)", w.Name)
	}
	d.emit(e)
	switch face {
	case 1:
		if held {
			d.emit(Event{Type: EvWeaponLost, Actor: name, With: w.Name, Reason: "it broke (" + entry + ")",
				Text: fmt.Sprintf("%s's %s breaks (%s)", name, w.Name, entry)})
		}
	case 2:
		ally := s.closestAlly(a, 10)
		if ally < 0 {
			d.emit(Event{Type: EvOSRTable, Actor: name, With: fumbleTableName, Total: ip(face), Action: "narrative", Reason: "no ally within 10 ft",
				Text: fmt.Sprintf("%s has no ally within 10 ft to hit (%s)", name, entry)})
			return d.err
		}
		return d.osrAutoHit(a, ally, w, false, entry)
	case 3, 6:
		cond := osrExposed
		if face == 3 {
			cond = osrExposedCrit
		}
		d.addEffect(Effect{Target: name, Condition: cond, Source: entry})
	case 4, 5:
		ends := "start" // until next round: until its next turn
		if face == 4 {
			ends = "end" // until the end of next round: through its next turn
		}
		d.addEffect(Effect{Target: name, Condition: osrNoAttack, Ends: ends, Of: name, Round: s.nextTurnRound(a), Source: entry})
	case 7, 8:
		return d.osrAutoHit(a, a, w, face == 7, entry)
	case 9:
		d.addEffect(Effect{Target: name, Condition: osrMinus2, Ends: "start", Of: name, Round: s.nextTurnRound(a) + 1, Source: entry})
	case 10:
		slot := slices.Index(s.Order, a)
		d.addEffect(Effect{Target: name, Condition: osrLast, Ends: "start", Of: name, Round: s.Round + 2, Slot: slot, Source: entry})
	case 15:
		d.condition(a, rules.Prone, true, "it fell down ("+entry+")")
	case 11, 12, 13, 14, 16, 17, 18, 19:
		if face <= 14 {
			d.condition(a, rules.Prone, true, "it fell down ("+entry+")")
		}
		if held {
			return d.dropWeapon(a, w, dropFeet[face], entry)
		}
	}
	return d.err
}

// heldWeapon reports whether w is a weapon creature c holds: one of its
// attacks, not an unarmed strike, a spell, nor a part of it (a bite).
func heldWeapon(c *Combatant, w *Attack) bool {
	if c.attackNamed(w.Name) == nil || w.Weapon == "" && slices.ContainsFunc(strings.Fields(strings.ToLower(w.Name)), func(f string) bool {
		return slices.Contains(naturalWeapons, f)
	}) {
		return false
	}
	return true
}

// closestAlly is the creature of a's side nearest to it within feet, not
// a itself nor the dead; ties go to the first in file order. -1 for none.
func (s *State) closestAlly(a, feet int) int {
	best, bestD := -1, feet+1
	for j := range s.Combatants {
		if j == a || s.Combatants[j].Dead || s.Hostile(a, j) {
			continue
		}
		if dist := s.Distance(a, j); dist < bestD {
			best, bestD = j, dist
		}
	}
	return best
}

// osrAutoHit is a fumble's automatic hit of a's weapon w on creature t
// (itself or an ally): "Roll 1d20 to check for critical, but ignore
// further fumbles" (seed 004, the fumble table's footnote). A 20 is a
// critical hit: the critical-hit table when it is in play (its target
// fumble and free attack left out), else the dice doubled. maxed is "for
// maximum damage".
func (d *decider) osrAutoHit(a, t int, w *Attack, maxed bool, entry string) error {
	f, err := d.face(20)
	if err != nil {
		return err
	}
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	crit := f == 20
	d.emit(Event{Type: EvOSRTable, Actor: c.Name, Target: tc.Name, With: fumbleTableName, Action: "automatic hit", D20: oneFace(f), Crit: bp(crit),
		Reason: entry, Text: fmt.Sprintf("%s's %s hits %s (%s): d20 %d to check for a critical: %s", c.Name, w.Name, tc.Name, entry, f,
			map[bool]string{true: "critical hit", false: "no critical"}[crit])})
	o, err := d.osrCritRoll(a, t, crit)
	if err != nil {
		return err
	}
	if maxed {
		if o == nil {
			o = &osrCrit{times: 1}
		}
		o.max = true
	}
	if err := d.damage(t, w.Damage, hitInfo{crit: crit, by: c.Name, source: fmt.Sprintf("%s's %s (%s)", c.Name, w.Name, entry), osr: o}); err != nil {
		return err
	}
	return d.osrCritAfter(a, t, w, o, false)
}

// dropWeapon sends creature a's weapon w feet away in a direction a d8
// picks (1 north, then clockwise: 2 north-east ... 8 north-west), no
// die at its feet; it stops at the last square before a wall or the edge
// of the map. Its attacks are gone until it is picked up (pickUpCmd).
func (d *decider) dropWeapon(a int, w *Attack, feet int, entry string) error {
	c := &d.st.Combatants[a]
	at, dir := c.At, 0
	if feet > 0 {
		f, err := d.face(8)
		if err != nil {
			return err
		}
		dir = f
		dc := [9]int{0, 0, 1, 1, 1, 0, -1, -1, -1}
		dr := [9]int{0, -1, -1, 0, 1, 1, 1, 0, -1}
		for range feet / grid.SquareFeet {
			next := grid.Square{Col: at.Col + dc[f], Row: at.Row + dr[f]}
			if !d.st.Map.In(next) || d.st.Map.Wall(next) {
				break
			}
			at = next
		}
	}
	where := "at its feet"
	if dir > 0 {
		where = fmt.Sprintf("%d ft %s (d8 %d), at %s", feet, [9]string{"", "north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"}[dir], dir, at)
	}
	d.emit(Event{Type: EvWeaponDropped, Actor: c.Name, With: w.Name, To: at.String(), Reason: entry,
		Text: fmt.Sprintf("%s drops its %s %s (%s): its attacks with it wait until it picks it up", c.Name, w.Name, where, entry)})
	return d.err
}

// pickUpCmd is NAME pick up WEAPON: a creature within 5 ft of the square
// where its dropped weapon lies takes it back, with its object
// interaction, or its action when that is spent (seed 001 "Other Activity
// on Your Turn"). Of several of that name (javelins thrown,
// weapon_thrown.go) it takes the first within reach.
func (d *decider) pickUpCmd(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	what := strings.TrimSpace(cmd.With)
	named := func(dw DroppedWeapon) bool {
		return len(dw.Attacks) > 0 && (what == "" || slices.ContainsFunc(dw.Attacks, func(w Attack) bool { return strings.EqualFold(w.Name, what) }))
	}
	k := slices.IndexFunc(c.Dropped, func(dw DroppedWeapon) bool { return named(dw) && s.MayPickUpAt(cmd.Actor, dw.At) })
	if k < 0 {
		k = slices.IndexFunc(c.Dropped, named)
	}
	if k < 0 {
		var ns []string
		for _, dw := range c.Dropped {
			ns = append(ns, dw.Attacks[0].Name)
		}
		return refuse(CodeCannot, "%s has no dropped weapon %q to pick up (dropped: %s)", c.Name, what, orNone(ns))
	}
	dw := c.Dropped[k]
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't pick anything up", c.Name, c.Conds)
	}
	if dist := s.feetToSquare(cmd.Actor, dw.At); dist > 5 {
		return refuse(CodeOutOfReach, "%s's %s lies at %s, %d ft away: it must be within 5 ft to pick it up", c.Name, dw.Attacks[0].Name, dw.At, dist)
	}
	cost := "free: its one object interaction this turn"
	if c.Turn.Object {
		if c.Turn.Action {
			return refuse(CodeNoAction, "%s has used its free object interaction and its action this turn", c.Name)
		}
		cost = "a second interaction takes its action"
	}
	name := dw.Attacks[0].Name
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "interact", With: "pick up " + name, Text: fmt.Sprintf("%s picks up its %s at %s (%s)", c.Name, name, dw.At, cost)})
	d.emit(Event{Type: EvWeaponPicked, Actor: c.Name, With: name, To: dw.At.String(), Text: fmt.Sprintf("%s holds its %s again", c.Name, name)})
	return d.err
}

// feetToSquare is how far square sq lies from the nearest square of
// creature a's space, counting every square 5 ft.
func (s *State) feetToSquare(a int, sq grid.Square) int {
	at, n := s.space(a)
	dist := -1
	for r := at.Row; r < at.Row+n; r++ {
		for col := at.Col; col < at.Col+n; col++ {
			if dd := max(abs(col-sq.Col), abs(r-sq.Row)) * grid.SquareFeet; dist < 0 || dd < dist {
				dist = dd
			}
		}
	}
	return dist
}

// MayPickUpAt reports whether creature a stands close enough to square sq
// to pick up a weapon lying there (pick up: within 5 ft).
func (s *State) MayPickUpAt(a int, sq grid.Square) bool { return s.feetToSquare(a, sq) <= 5 }

// dropAttack puts one of the weapon of the named attack on the ground at
// square sq: a spare when it holds two, else its attacks and the other
// attacks of its compendium weapon (weapon_thrown.go).
func (c *Combatant) dropAttack(name, sq string) {
	if c.attackNamed(name) == nil {
		return
	}
	at, _ := grid.ParseSquare(sq)
	gone := c.release(name)
	c.Dropped = append(slices.Clone(c.Dropped), DroppedWeapon{Attacks: gone, At: at})
}

// pickUp takes back the dropped weapon of that name lying at square sq
// ("" for the first of that name: a log from before weapon_picked said
// where).
func (c *Combatant) pickUp(name, sq string) {
	k := slices.IndexFunc(c.Dropped, func(dw DroppedWeapon) bool {
		return len(dw.Attacks) > 0 && dw.Attacks[0].Name == name && (sq == "" || dw.At.String() == sq)
	})
	if k < 0 {
		return
	}
	if t := &c.Turn; t.LightThrown && strings.EqualFold(t.LightWith, weaponKey(&c.Dropped[k].Attacks[0])) {
		t.LightThrown = false // the one thrown is back: the same weapon, no other hand's (attack_offhand.go)
	}
	c.takeBack(c.Dropped[k].Attacks)
	c.Dropped = slices.Delete(slices.Clone(c.Dropped), k, k+1)
}

// osrCantAttack refuses an attack by a creature a fumble stopped
// attacking (fumbles 4 and 5).
func (s *State) osrCantAttack(a int) error {
	name := s.Combatants[a].Name
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == osrNoAttack {
			return refuse(CodeCannot, "%s can't attack until the %s of its turn in round %d (%s)", name, ef.Ends, ef.Round, ef.Source)
		}
	}
	return nil
}

// osrExposure is what a fumble left on creature t for the next attack
// against it (fumbles 3 and 6): the hit and critical it makes of the
// attack, and the effect it uses up (0 for none).
func (s *State) osrExposure(t int, hit, crit bool) (bool, bool, int) {
	name := s.Combatants[t].Name
	for _, ef := range s.Effects {
		if ef.Target == name && (ef.Condition == osrExposedCrit || ef.Condition == osrExposed) {
			return true, crit || ef.Condition == osrExposedCrit, ef.ID
		}
	}
	return hit, crit, 0
}

// osrPenalty is fumble 9's -2 on creature i's rolls while it lasts: in
// the round of its next turn until the start of the turn after.
func (s *State) osrPenalty(i int) (int, string) {
	name := s.Combatants[i].Name
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == osrMinus2 && s.Round >= ef.Round-1 {
			return -2, "fumble table 9 -2"
		}
	}
	return 0, ""
}

// osrNewRound is fumble 10 as a round begins: a creature that fumbled so
// last round goes last in the order this round, and back to its place the
// round after.
func (d *decider) osrNewRound(round int) {
	d.osrLast(round, true)
}

// osrLast moves the fumblers of fumble 10 last for round, and with restore
// puts last round's back in their places; under side initiative the order
// is rolled anew each round, so there is nothing to restore and the move
// comes after the sides' roll (osr_round.go).
func (d *decider) osrLast(round int, restore bool) {
	s := d.st
	order := slices.Clone(s.Order)
	changed := false
	for _, ef := range s.Effects {
		if ef.Condition != osrLast {
			continue
		}
		i, ok := s.Find(ef.Target)
		if !ok {
			continue
		}
		p := slices.Index(order, i)
		switch round {
		case ef.Round - 1:
			order = append(slices.Delete(order, p, p+1), i)
			changed = true
		case ef.Round:
			if !restore {
				continue
			}
			order = slices.Insert(slices.Delete(order, p, p+1), min(max(ef.Slot, 0), len(order)-1), i)
			changed = true
		}
	}
	if !changed {
		return
	}
	names := make([]string, len(order))
	for k, i := range order {
		names[k] = s.Combatants[i].Name
	}
	d.emit(Event{Type: EvOrder, Order: names, Text: fmt.Sprintf("round %d's order, with the fumble table's 10: %v", round, names)})
}

// joinNote adds a note to another, either of which may be "".
func joinNote(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + ", " + b
}
