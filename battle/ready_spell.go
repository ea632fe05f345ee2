package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// A readied spell (seed 001 "Ready": "A spell must have a casting time of
// 1 action to be readied, and holding onto the spell's magic until you
// release it with your reaction requires concentration"; SRD 5.1 "Ready":
// "When you ready a spell, you cast it as normal but hold its energy").
//
// Readying casts it: the cast event spends the slot and the action, and
// every check of a cast is made then (the casting time, the slot, an OSR
// declaration, rage, armor). Its energy is held as an effect on the
// caster with its concentration (HeldSpell), so that the engine's
// concentration rules hold it like any concentration spell: readying ends
// the concentration the caster had, damage calls for a Constitution save,
// and a failed save, incapacity or a new concentration spell ends it, and
// the spell is lost with the effect. The trigger releases it with the
// reaction: the spell takes effect then, its targets checked as a cast's
// are at that moment (range, total cover, the spell's limits); a trigger
// it can't act on is ignored, as for a readied attack. As the caster's
// next turn begins, a spell still held is lost (its slot stays spent).
//
// Targets: the creatures named, or else the creature that sets it off;
// an area spell goes at the square named, or else at that creature's
// square (a cone or cube from the caster: toward it); a spell of range
// self goes on the caster.

// HeldSpell is the condition word of the effect that holds a readied
// spell's energy on its caster, with the caster's concentration.
const HeldSpell = "readied spell"

// ReactReadiedSpell and ReactReadiedMove are the kinds React is asked
// before a readied spell is released or a readied move made.
const (
	ReactReadiedSpell = "readied spell"
	ReactReadiedMove  = "readied move"
)

// readySpell readies "cast SPELL [at|on TARGET ...|SQUARE] [toward SQUARE]
// [level N] [as TYPE]", the words of the cast command (spell_parse.go).
func (d *decider) readySpell(cmd Command, words []string, r Readied) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	cc, err := parseCast(s, Command{Text: cmd.Text, Actor: a, Verb: "cast", Target: -1, Other: -1}, words)
	if err != nil {
		return err
	}
	sp, err := c.spell(cc.With)
	if err != nil {
		return err
	}
	if sp, err = castType(sp, cc.Type); err != nil { // chromatic orb's choice (spell_types.go)
		return err
	}
	if sp.Casting != "action" {
		return refuse(CodeCannot, "%s has a casting time of 1 %s: a spell must have a casting time of 1 action to be readied (seed 001 \"Ready\")",
			sp.Name, castingWord(sp.Casting))
	}
	if err := s.osrCastCheck(a); err != nil { // declared? (osr_round.go)
		return err
	}
	if err := c.unskilledCaster(sp.Name); err != nil { // armor without proficiency (equipment_prof.go)
		return err
	}
	if err := s.castTime(a, sp); err != nil { // the SRD 5.1 "Bonus Action" rule too
		return err
	}
	slot, err := s.castSlot(a, sp, cc.N)
	if err != nil {
		return err
	}
	r.Kind, r.Spell, r.Level, r.Type, r.Targets = readySpell, sp.Name, slot, string(sp.DamageType), cc.Targets
	if len(sp.DamageTypes) == 0 {
		r.Type = ""
	}
	if len(cc.Targets) > 0 {
		r.Target = cc.Targets[0]
	}
	if len(cc.To) == 1 {
		r.At, r.Toward = &cc.To[0], cc.Area != nil && cc.Area.Toward
	}
	plan, err := s.readyPlan(a, sp, slot, cc)
	if err != nil {
		return err
	}
	if err := s.castForbidden(a, sp, plan); err != nil { // raging, mage armor on armor (spell_forbid.go)
		return err
	}
	d.holdSpell(a, sp, slot, r)
	return d.err
}

// readyPlan checks the targets or point named now as a cast would, but
// for their distance: the readied spell waits for them to come in range.
// Nothing named, the creature that sets it off is checked on release.
func (s *State) readyPlan(a int, sp *compendium.Spell, slot int, cc Command) (castPlan, error) {
	if len(cc.Targets) == 0 && len(cc.To) == 0 {
		return castPlan{}, nil
	}
	plan, err := s.castTargets(a, sp, slot, cc)
	if re, ok := err.(*RuleError); ok && re.Code == CodeOutOfReach {
		return castPlan{}, nil
	}
	return plan, err
}

// holdSpell emits the readying: the cast, the end of the caster's earlier
// concentration, the held effect and the ready event.
func (d *decider) holdSpell(a int, sp *compendium.Spell, slot int, r Readied) {
	s := d.st
	c := &s.Combatants[a]
	k := c.Casting.Caster
	spent := "a cantrip, no slot"
	if slot > 0 {
		spent = fmt.Sprintf("a level %d slot, %d of %d left", slot, k.Slots[slot]-c.Casting.Used[slot]-1, k.Slots[slot])
	}
	d.emit(Event{Type: EvCast, Actor: c.Name, With: sp.Name, Level: ip(slot), Action: sp.Casting, Trigger: r.Trigger,
		Text: fmt.Sprintf("%s casts %s and holds its energy for a readied reaction (its action; %s)", c.Name, sp.Name, spent)})
	if c.Hidden != 0 {
		d.reveal(a, "it cast "+sp.Name)
	}
	if s.concentrating(c.Name) {
		d.endConcentration(c.Name, "it readies "+sp.Name+": holding a readied spell takes concentration (seed 001 \"Ready\")")
	}
	round := s.Round
	if s.actedThisRound(a) {
		round++
	}
	ef := Effect{ID: s.nextEffect + 1, Target: c.Name, Condition: HeldSpell, Ends: "start", Of: c.Name, Round: round, Concentration: c.Name}
	e := ef
	d.emit(Event{Type: EvEffect, Target: c.Name, Condition: HeldSpell, With: sp.Name, Effect: &e,
		Text: fmt.Sprintf("%s holds %s %s", c.Name, sp.Name, ef.Describe())})
	ev := d.readyEvent(a, r, fmt.Sprintf("%s readies %s: when %s %s", c.Name, sp.Name, whoName(s, r.Who), triggerPhrase(r.Trigger)))
	ev.With, ev.Level, ev.DamageType = sp.Name, ip(slot), r.Type
	for _, t := range r.Targets {
		ev.Caught = append(ev.Caught, s.Combatants[t].Name)
	}
	if r.At != nil {
		ev.To = r.At.String()
		if r.Toward {
			ev.Area = "toward"
		}
	}
	d.emit(ev)
}

// heldSpell is the spell r holds and its effect's id; nil when it holds
// none (lost, released).
func (s *State) heldSpell(r int) (*compendium.Spell, int) {
	c := &s.Combatants[r]
	if c.Readied == nil || c.Readied.Kind != readySpell {
		return nil, 0
	}
	id := 0
	for _, ef := range s.Effects {
		if ef.Condition == HeldSpell && ef.Concentration == c.Name {
			id = ef.ID
		}
	}
	sp, err := compendium.LookupSpell(c.Readied.Spell)
	if err != nil || id == 0 {
		return nil, 0
	}
	sp, err = castType(sp, c.Readied.Type)
	if err != nil {
		return nil, 0
	}
	return sp, id
}

// spellAim is where r's held spell would go if x set it off now: a cast's
// checks of its targets, at this moment.
func (d *decider) spellAim(r, x int) (castPlan, *compendium.Spell, bool) {
	s := d.st
	rc := &s.Combatants[r]
	sp, _ := s.heldSpell(r)
	if sp == nil || !rc.Conds.CanAct() {
		return castPlan{}, nil, false
	}
	rd := rc.Readied
	cc := Command{Text: "readied " + strings.ToLower(sp.Name), Actor: r, Verb: "cast", Target: -1, Other: -1, Targets: rd.Targets}
	switch {
	case rd.At != nil:
		cc.To, cc.Area = []grid.Square{*rd.At}, &AreaCommand{Toward: rd.Toward}
	case sp.Area != "":
		cc.To, cc.Area = []grid.Square{s.Combatants[x].At}, &AreaCommand{}
	case len(rd.Targets) == 0 && !sp.Self:
		cc.Targets = []int{x}
	}
	if len(cc.Targets) > 0 {
		cc.Target = cc.Targets[0]
	}
	plan, err := s.castTargets(r, sp, rd.Level, cc)
	return plan, sp, err == nil
}

// fireSpell releases r's held spell, set off by x: the reaction, the end
// of the holding, and the spell's effect.
func (d *decider) fireSpell(r, x int) error {
	s := d.st
	rc := &s.Combatants[r]
	plan, sp, ok := d.spellAim(r, x)
	if !ok || !d.wants(r, x, ReactReadiedSpell) {
		return nil // an earlier reaction changed things, or the controller waits
	}
	slot, trigger := rc.Readied.Level, rc.Readied.Trigger
	_, id := s.heldSpell(r)
	d.emit(Event{Type: EvAction, Actor: rc.Name, Action: "readied", Target: s.Combatants[x].Name, With: sp.Name, Reaction: bp(true),
		Text: fmt.Sprintf("%s releases the readied %s with its reaction: %s %s", rc.Name, sp.Name, s.Combatants[x].Name, triggerPhrase(trigger))})
	d.endEffect(id, "released")
	return d.resolve(r, sp, slot, plan)
}

// heldLapse: as a creature's turn begins, a spell it still holds is lost
// (seed 001 "Ready": the reaction is "before the start of your next
// turn"; SRD 5.1: the slot is spent all the same).
func (d *decider) heldLapse(i int) {
	s := d.st
	if sp, id := s.heldSpell(i); sp != nil {
		d.endEffect(id, fmt.Sprintf("%s was not released before %s's turn: the spell is lost (seed 001 \"Ready\")", sp.Name, s.Combatants[i].Name))
	}
}
