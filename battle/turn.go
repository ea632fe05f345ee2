package battle

import (
	"fmt"
	"sort"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/ruleset"
)

// begin opens the fight by seed 001 "Combat Step by Step": surprise,
// then initiative, then the first turn.
func (d *decider) begin() error {
	if d.st.Started {
		return refuse(CodeSyntax, "the fight has already begun")
	}
	if sides := d.st.sidesStanding(); sides < 2 { // a roster still being filled (roster.go)
		return refuse(CodeCannot, "the fight can't begin: %d side(s) have a creature able to fight, it takes two", sides)
	}
	if err := d.surprise(); err != nil {
		return err
	}
	if err := d.surpriseTables(); err != nil { // seed 001's house table (house.go)
		return err
	}
	if err := d.initiative(); err != nil {
		return err
	}
	d.st.Round = 1
	if err := d.startTurn(0, -1); err != nil {
		return err
	}
	d.checkEnd()
	return d.err
}

// surprise compares each stealthy creature's Dexterity (Stealth) check
// with the passive Wisdom (Perception) of each opponent (seed 001
// "Surprise"): a creature that notices no threat is surprised. A side
// facing any creature that is not trying to hide notices it.
func (d *decider) surprise() error {
	s := d.st
	if s.Rules().StealthStep {
		return d.osrStealth() // seed 004's stealth step (osr_stealth.go)
	}
	stealth := map[int]int{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if !c.Stealthy || c.Down() {
			continue
		}
		r := stealthReasons(c) // equipment_stealth.go
		faces, f, err := d.d20(r.Mode())
		if err != nil {
			return err
		}
		bonus := c.skill("stealth", rules.Dex)
		stealth[i] = f + bonus
		e := Event{Type: EvCheck, Actor: c.Name, Ability: "dex", Skill: "stealth", D20: faces, Bonus: ip(bonus), Total: ip(f + bonus),
			Text: fmt.Sprintf("%s hides: Dexterity (Stealth) d20 %d %+d = %d", c.Name, f, bonus, f+bonus)}
		if len(faces) == 2 { // a mode only when it is not a plain roll, as the logs have always had it
			e.Mode, e.Reasons = r.Mode().String(), append(append([]string{}, r.Adv...), r.Dis...)
			e.Text = fmt.Sprintf("%s hides: Dexterity (Stealth) d20 %v→%d, %s %+d = %d", c.Name, faces, f, r, bonus, f+bonus)
		}
		d.emit(e)
	}
	if len(stealth) == 0 {
		return nil
	}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if c.Down() {
			continue
		}
		pp := c.PassivePerception()
		threats, unnoticed := 0, 0
		for j := range s.Combatants {
			if !s.Hostile(i, j) || s.Combatants[j].Down() {
				continue
			}
			threats++
			if total, ok := stealth[j]; ok && total >= pp {
				unnoticed++
			}
		}
		if threats > 0 && unnoticed == threats {
			d.emit(Event{Type: EvSurprise, Actor: c.Name,
				Text: fmt.Sprintf("%s is surprised: passive Perception %d notices none of its %d foes", c.Name, pp, threats)})
		}
	}
	return nil
}

// initiative rolls d20 + Dex for each creature, one roll for each group
// of identical monsters, and orders them: higher total first, ties to the
// higher Dexterity, then a d20 roll-off (seed 001 "Initiative"; the DM
// may reorder with dm initiative).
func (d *decider) initiative() error {
	s := d.st
	if s.Rules().Initiative == ruleset.BySide {
		return nil // rolled by side as each round opens (osr_round.go)
	}
	type entry struct{ idx, total, dex, rolloff int }
	entries := make([]entry, 0, len(s.Combatants))
	groupFace := map[int]int{}
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if s.controlledBy(i) >= 0 || s.companionOf(i) >= 0 { // feature_companion.go
			continue // seed 003: it takes its rider's initiative, below (mount.go)
		}
		dex := c.Scores.Mod(rules.Dex)
		if c.FixedInit != nil {
			d.emit(Event{Type: EvInitiative, Actor: c.Name, Total: ip(*c.FixedInit),
				Text: fmt.Sprintf("%s's initiative is fixed at %d", c.Name, *c.FixedInit)})
		} else if r := c.Conds.InitiativeReasons().Merge(feralInstinct(c)); r.Mode() != rules.Normal || c.Conds.D20Penalty() != 0 { // Feral Instinct (feature_barbarian.go)
			if err := d.initiative2024(i, r); err != nil { // ruleset.go
				return err
			}
		} else {
			f, ok := groupFace[c.Group]
			if !ok {
				var err error
				if f, err = d.face(20); err != nil {
					return err
				}
				groupFace[c.Group] = f
			}
			ev := Event{Type: EvInitiative, Actor: c.Name, D20: oneFace(f), Bonus: ip(dex), Total: ip(f + dex)}
			if !d.quiet {
				ev.Text = fmt.Sprintf("%s rolls initiative: d20 %d %+d = %d", c.Name, f, dex, f+dex)
			}
			d.emit(ev)
		}
		entries = append(entries, entry{idx: i, total: s.Combatants[i].Initiative, dex: s.Combatants[i].Scores.Score(rules.Dex)})
	}
	// A d20 roll-off settles ties of total and Dexterity between groups;
	// a group's members keep their file order.
	rolloff := map[int]int{}
	var offFaces []int
	for i := range entries {
		for j := i + 1; j < len(entries); j++ {
			a, b := entries[i], entries[j]
			ga, gb := s.Combatants[a.idx].Group, s.Combatants[b.idx].Group
			if a.total != b.total || a.dex != b.dex || ga == gb {
				continue
			}
			for _, g := range []int{ga, gb} {
				if _, ok := rolloff[g]; !ok {
					f, err := d.face(20)
					if err != nil {
						return err
					}
					rolloff[g] = f
					offFaces = append(offFaces, f)
				}
			}
		}
	}
	for k := range entries {
		entries[k].rolloff = rolloff[s.Combatants[entries[k].idx].Group]
	}
	sort.SliceStable(entries, func(i, j int) bool {
		a, b := entries[i], entries[j]
		if a.total != b.total {
			return a.total > b.total
		}
		if a.dex != b.dex {
			return a.dex > b.dex
		}
		return a.rolloff > b.rolloff
	})
	order := make([]string, 0, len(entries)+2)
	for _, e := range entries {
		if m := s.ControlledMount(e.idx); m >= 0 { // seed 003: just before its rider (mount.go)
			order = append(order, d.matchInitiative(m, e.idx))
		}
		order = append(order, s.Combatants[e.idx].Name)
		order = append(order, d.companionInitiative(e.idx)...) // feature_companion.go
	}
	text := "initiative order: " + strings.Join(order, ", ")
	if len(offFaces) > 0 {
		text += fmt.Sprintf(" (ties broken by d20 roll-offs: %v)", offFaces)
	}
	d.emit(Event{Type: EvOrder, Order: order, D20: offFaces, Text: text})
	return nil
}

// startTurn begins the turn of the creature at position pos of the order,
// then runs whatever happens as it begins: a death saving throw for a
// dying character (seed 001 "Death Saving Throws": at the start of each of
// its turns). A creature that can neither act nor move this turn — dying,
// stable, surprised in its first turn — has its turn end at once.
//
// ended is the creature whose turn just ended, -1 for none (the fight's
// start, or going on from a wait): at the end of another's turn the fight
// waits for legendary actions before the next turn begins
// (legendary_wait.go).
func (d *decider) startTurn(pos, ended int) error {
	s := d.st
	// Turns that end at once can run on past a round: under seed 004 the
	// sides roll each round, and six sleeping goblins that ended round 1
	// won round 2 and began it, twelve such turns in a row; a bound of one
	// order's length left the sixth's ended turn current. Rounds of them
	// go on while something may yet change (a sleep or a paralysis runs
	// out); past twenty the turn is left open for its controller or the DM.
	limit := 20 * (len(s.Order) + 1)
	for skipped := 0; skipped <= limit; skipped++ {
		if s.osrRoundDue(pos) { // side initiative, each round (osr_round.go)
			if err := d.osrRound(); err != nil {
				return err
			}
		}
		d.zonesAtCount20(pos)   // clouds that last until count 20 (zone.go)
		if d.waitCount20(pos) { // the lair acts before this turn begins (lair.go)
			return d.err
		}
		i := s.Order[pos]
		c := &s.Combatants[i]
		if s.controlledBy(i) >= 0 || s.companionOf(i) >= 0 { // seed 003; feature_companion.go: a controlled mount acts on its rider's turn (mount.go)
			pos, s.Round = d.next(pos)
			continue
		}
		if c.Dead || c.OSR.Out != "" { // fled or surrendered (osr_morale.go)
			// Durations counted by its turns still run out when its turn comes.
			d.runOut(c.Name, "start")
			d.runOut(c.Name, "end")
			pos, s.Round = d.next(pos)
			continue
		}
		if d.waitLegend(i, ended) { // legendary actions at the end of the turn before (legendary_wait.go)
			return d.err
		}
		d.heldLapse(i) // a readied spell not released is lost (ready_spell.go)
		ev := Event{Type: EvTurn, Actor: c.Name}
		if !d.quiet { // a lean fight's turns go untold (decider.quiet)
			ev.Text = fmt.Sprintf("round %d: %s's turn", s.Round, c.Name)
		}
		d.emit(ev)
		if err := d.expire(i, "start"); err != nil {
			return err
		}
		if err := d.houseTurnStart(i); err != nil { // a paper cut's bleeding (house_join.go)
			return err
		}
		if err := d.monsterTurnStart(i); err != nil { // recharge, regeneration (monster.go)
			return err
		}
		d.rageMinute(i)  // feature.go
		d.courageTurn(i) // a fear the Aura of Courage ends (feature_paladin.go)
		// Starting its turn in a cloud (zone.go).
		if err := d.zoneTurnStart(i, 0); err != nil {
			return err
		}
		if c.HP.Current == 0 && c.DeathSaves && !c.Dying.Stable {
			if err := d.deathSave(i); err != nil {
				return err
			}
		}
		reason, err := d.osrTurnStart(i) // morale, a declared defence (osr_round.go)
		if err != nil {
			return err
		}
		switch {
		case reason != "":
		case c.Dead:
			reason = "dead"
		case c.Surprised:
			reason = "surprised: no move or action on its first turn"
		case c.HP.Current == 0:
			reason = "at 0 hit points"
		case !c.Conds.CanAct() && !c.Conds.CanMove():
			reason = c.Conds.String() + ": can neither act nor move"
		}
		if reason == "" || s.Over || skipped == limit {
			return d.err
		}
		if d.holdDowned && c.HP.Current == 0 && c.Conds.Incapacitated() && s.legendsWait(i) {
			return d.err // its turn stays open, a moment for the legends: its controller ends it (Fight.HoldDownedTurns)
		}
		if err := d.expire(i, "end"); err != nil {
			return err
		}
		d.emit(Event{Type: EvTurnEnd, Actor: c.Name, Reason: reason, Text: fmt.Sprintf("%s's turn ends at once (%s)", c.Name, reason)})
		ended = i // its end is a moment for legendary actions too
		pos, s.Round = d.next(pos)
	}
	return d.err
}

// next is the position after pos in the order, and the round it falls in.
func (d *decider) next(pos int) (int, int) {
	pos++
	if pos >= len(d.st.Order) {
		return 0, d.st.Round + 1
	}
	return pos, d.st.Round
}

// endTurn ends the current creature's turn and starts the next one's.
func (d *decider) endTurn() error {
	s := d.st
	i := s.Current()
	c := &s.Combatants[i]
	if err := d.expire(i, "end"); err != nil {
		return err
	}
	d.rageLapse(i) // feature.go
	ev := Event{Type: EvTurnEnd, Actor: c.Name}
	if !d.quiet { // a lean fight's turns go untold (decider.quiet)
		ev.Text = c.Name + " ends its turn"
	}
	d.emit(ev)
	pos, round := d.next(s.Turn)
	if round > s.Round && s.Rules().Initiative != ruleset.BySide {
		d.osrNewRound(round) // seed 004's fumble 10 (osr_fumble.go); by side: after the sides' roll (osrRound)
	}
	s.Round = round
	return d.startTurn(pos, i)
}

// deathSave rolls a death saving throw: a d20 with no modifier, 10 or
// more succeeds, a natural 1 counts twice, a natural 20 brings the
// character back with 1 hit point; three successes make it stable, three
// failures kill it (seed 001 "Death Saving Throws").
func (d *decider) deathSave(i int) error {
	c := &d.st.Combatants[i]
	f, err := d.face(20)
	if err != nil {
		return err
	}
	after, outcome := c.Dying.Roll(f)
	if outcome == rules.Stabilized {
		// The event shows the third success; the stable event that follows resets the tallies.
		after = rules.DeathSaves{Successes: 3, Failures: c.Dying.Failures}
	}
	d.emit(Event{Type: EvDeathSave, Actor: c.Name, D20: oneFace(f), Successes: ip(after.Successes), Failures: ip(after.Failures),
		Text: fmt.Sprintf("%s makes a death saving throw: %d (%d successes, %d failures)", c.Name, f, after.Successes, after.Failures)})
	switch outcome {
	case rules.Stabilized:
		d.emit(Event{Type: EvStable, Target: c.Name, Text: c.Name + " is stable after three successes"})
	case rules.Died:
		d.die(i, "three failed death saving throws")
	case rules.Revived:
		d.emit(Event{Type: EvHeal, Target: c.Name, Amount: ip(1), HP: ip(1), Text: c.Name + " rolls a natural 20 and regains 1 hit point"})
		d.condition(i, rules.Unconscious, false, "conscious again")
	}
	return nil
}
