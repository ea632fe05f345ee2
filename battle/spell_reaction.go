package battle

// Reaction spells, offered by the engine at their trigger through the
// React hook (decide.go), never cast by a typed command:
//
//   - Shield (SRD 5.1): "1 reaction, which you take when you are hit by an
//     attack or targeted by the magic missile spell ... Until the start of
//     your next turn, you have a +5 bonus to AC, including against the
//     triggering attack, and you take no damage from magic missile." The
//     attack roll is made, and when it hits a creature that has Shield, a
//     slot and its reaction, and the +5 would turn the hit into a miss,
//     React is asked ("shield"); taken, the cast comes first in the log
//     and the attack is judged against the new AC. A natural 20 hits
//     whatever the AC (seed 001 "Rolling 1 or 20"), so it is not offered
//     then; nor when the +5 would not be enough, which spends a slot for
//     nothing a policy would want. Magic missile's targets are asked
//     ("shield against magic missile") before its darts are rolled, and a
//     creature under Shield takes none of their damage.
//   - Hellish Rebuke (SRD 5.1): "1 reaction, which you take in response
//     to being damaged by a creature within 60 feet of you that you can
//     see." After an attack (an opportunity attack in the middle of a
//     move included) and at the end of every command, each damage event a
//     creature dealt to another is a trigger: React is asked ("hellish
//     rebuke") and, taken, the damaged creature casts it on the one that
//     damaged it, at the lowest slot it has, if it is still conscious,
//     sees it within 60 ft and it has no total cover. As for opportunity
//     attacks, only a hostile creature's damage is offered: an ally's
//     fireball does not make a warlock rebuke the wizard.
//
// A typed `cast` of a reaction spell is refused: its trigger is something
// another creature does, which the engine sees as it happens; a command
// typed after it would come too late, and one typed before it could not
// know the roll. `skirmish play` asks at the table; a `skirmish run`
// script takes every legal reaction (React nil); the default tactics
// policy (`run --auto`, `sim`) weighs each (tactics/react.go).

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Kinds of reaction React is asked about.
const (
	ReactShield        = "shield"                       // cast Shield as an attack hits it
	ReactShieldMissile = "shield against magic missile" // cast Shield as magic missile targets it
	ReactHellishRebuke = "hellish rebuke"               // cast Hellish Rebuke on the creature that damaged it
)

// reactionOnly refuses a typed cast of a reaction spell.
func reactionOnly(c *Combatant, sp *compendium.Spell) error {
	when := "its trigger"
	switch sp.ID {
	case "shield":
		when = "being hit by an attack (that the +5 would turn into a miss) or targeted by magic missile"
	case "hellish-rebuke":
		when = "being damaged by a creature within 60 ft that it sees"
	}
	return refuse(CodeCannot, "%s is a reaction: the engine offers it to %s on %s, not by command", sp.Name, c.Name, when)
}

// reactionSpell is creature r's spell id if it can cast it as a reaction
// now — it has the spell, a slot for it, its reaction, and nothing stops
// it from acting — and the lowest slot it would spend.
func (s *State) reactionSpell(r int, id string) (*compendium.Spell, int, bool) {
	c := &s.Combatants[r]
	k := c.Casting.Caster
	if k == nil || c.Down() || !c.Reaction || c.Surprised || !c.Conds.CanReact() || !s.canReact(r) {
		return nil, 0, false
	}
	var sp *compendium.Spell
	for _, x := range c.Casting.Spells {
		if x.ID == id {
			sp = x
		}
	}
	if sp == nil {
		return nil, 0, false
	}
	if sp.Cantrip() {
		return sp, 0, true
	}
	for lv := sp.Level; lv <= 9; lv++ {
		if k.Slots[lv]-c.Casting.Used[lv] > 0 {
			return sp, lv, true
		}
	}
	return nil, 0, false
}

// castReaction casts a reaction spell: the cast event, then what the
// spell does to its targets.
func (d *decider) castReaction(r int, sp *compendium.Spell, slot int, targets []int, trigger string) error {
	s := d.st
	c := &s.Combatants[r]
	k := c.Casting.Caster
	what, spent := sp.Name, "a cantrip, no slot"
	if slot > sp.Level && sp.Level > 0 {
		what += fmt.Sprintf(" at level %d", slot)
	}
	if slot > 0 {
		spent = fmt.Sprintf("a level %d slot, %d of %d left", slot, k.Slots[slot]-c.Casting.Used[slot]-1, k.Slots[slot])
	}
	ev := Event{Type: EvCast, Actor: c.Name, With: sp.Name, Level: ip(slot), Action: "reaction", Reason: trigger,
		Text: fmt.Sprintf("%s casts %s (its reaction; %s) as %s", c.Name, what, spent, trigger)}
	var whom []string
	for _, t := range targets {
		whom = append(whom, s.Combatants[t].Name)
	}
	if len(whom) > 0 && !(len(targets) == 1 && targets[0] == r) {
		ev.Target = whom[0]
		ev.Text += ": on " + strings.Join(whom, ", ")
	}
	d.emit(ev)
	d.reveal(r, "it cast "+sp.Name)
	return d.resolve(r, sp, slot, castPlan{targets: targets})
}

// shieldHit offers Shield to target t of a's attack that hit with total
// against ac; true when it was cast.
func (d *decider) shieldHit(a, t, total, ac int) (bool, error) {
	s := d.st
	if s.hasSpell(t, "shield") || total >= ac+5 {
		return false, nil
	}
	sp, slot, ok := s.reactionSpell(t, "shield")
	if !ok || !d.wants(t, a, ReactShield) {
		return false, nil
	}
	why := fmt.Sprintf("%s's attack hits it (%d vs AC %d)", s.Combatants[a].Name, total, ac)
	return true, d.castReaction(t, sp, slot, []int{t}, why)
}

// shieldMissiles offers Shield to each creature magic missile targets,
// once each, before the darts are rolled.
func (d *decider) shieldMissiles(a int, targets []int) error {
	s := d.st
	seen := map[int]bool{}
	for _, t := range targets {
		if seen[t] || s.hasSpell(t, "shield") {
			continue
		}
		seen[t] = true
		sp, slot, ok := s.reactionSpell(t, "shield")
		if !ok || !d.wants(t, a, ReactShieldMissile) {
			continue
		}
		if err := d.castReaction(t, sp, slot, []int{t}, s.Combatants[a].Name+"'s magic missile targets it"); err != nil {
			return err
		}
	}
	return d.err
}

// rebukes offers Hellish Rebuke for each damage event since the last
// call, in order; a rebuke's own damage is a trigger in turn.
func (d *decider) rebukes() error {
	s := d.st
	for d.err == nil && d.rebukeFrom < len(d.evs) {
		e := d.evs[d.rebukeFrom]
		d.rebukeFrom++
		if e.Type != EvDamage || e.Actor == "" || e.Actor == e.Target || deref(e.Amount) <= 0 {
			continue
		}
		r, ok1 := s.Find(e.Target)
		by, ok2 := s.Find(e.Actor)
		if !ok1 || !ok2 || s.Combatants[by].Dead || !s.Hostile(r, by) || !s.sees(r, by) {
			continue
		}
		sp, slot, ok := s.reactionSpell(r, "hellish-rebuke")
		if !ok {
			continue
		}
		// Range and total cover, as a cast on it would be checked.
		if _, err := s.castTargets(r, sp, slot, Command{Actor: r, Target: by, Text: "hellish rebuke"}); err != nil {
			continue
		}
		if !d.wants(r, by, ReactHellishRebuke) {
			continue
		}
		if err := d.castReaction(r, sp, slot, []int{by}, fmt.Sprintf("%s damages it", e.Actor)); err != nil {
			return err
		}
	}
	return d.err
}
