package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// part is the damage of one type from one hit or effect.
type part struct {
	typ    string
	rolled int
}

// partsOf splits a damage roll into its types (labels in the expression);
// unlabelled damage is untyped.
func partsOf(r *dice.Result) []part {
	if len(r.Types) == 0 {
		return []part{{typ: "", rolled: r.Total}}
	}
	var ps []part
	for _, t := range r.Types {
		ps = append(ps, part{typ: t.Type, rolled: t.Total})
	}
	return ps
}

// hurt deals the parts of one hit to creature i, by seed 001 "Damage and
// Healing": each type's total never below 0, then resistance and
// vulnerability after all other modifiers (rules.Defenses), temporary hit
// points first, and what dropping to 0 does — a monster dies, a character
// falls unconscious, massive damage kills outright, damage at 0 hit points
// is a failed death save (two on a critical hit).
// hitInfo tells hurt where damage came from.
type hitInfo struct {
	crit     bool      // a critical hit: two death save failures at 0 HP
	knockOut bool      // a melee attacker chose to knock out: 0 HP means unconscious and stable
	source   string    // "Rogue's shortbow"
	dice     string    // the explained roll
	extra    dice.Node // dice added after a critical hit's doubling (Brutal Critical)
	by       string    // the creature that deals it, "" for none (a fall, a hazard, the DM): the damage event's actor
	weapon   bool      // a weapon attack's damage roll, by `by`: Combat Inspiration may add to it (feature_valor.go)
	osr      *osrCrit  // seed 004's critical-hit table entry that rules the damage, in place of doubled dice (osr_crit.go)
	attack   bool      // an attack's hit by `by`: Uncanny Dodge may halve it (feature_rogue.go)
}

func (d *decider) hurt(i int, parts []part, hi hitInfo) {
	c := &d.st.Combatants[i]
	if c.Dead {
		return
	}
	wasZero := c.HP.Current == 0
	total, overflow := 0, 0
	defs := d.st.defensesOf(i)
	for _, p := range parts {
		rolled := max(p.rolled, 0)
		amount, note := defs.Apply(rolled, rules.DamageType(p.typ), c.Conds.ResistsAll())
		after, over := c.HP.Damage(amount)
		total += amount
		overflow += over
		ev := Event{Type: EvDamage, Actor: hi.by, Target: c.Name, Amount: ip(amount), Rolled: ip(rolled), DamageType: p.typ,
			Dice: hi.dice, HP: ip(after.Current), TempHP: ip(after.Temp)}
		if !d.quiet {
			text := fmt.Sprintf("%s takes %d %sdamage from %s (%s)", c.Name, amount, typeWord(p.typ), hi.source, hi.dice)
			if note != "" {
				text += "; " + note
			}
			ev.Text = fmt.Sprintf("%s: %d HP left", text, after.Current)
		}
		d.emit(ev)
	}
	defer func() {
		if err := d.concentrationCheck(i, total); err != nil && d.err == nil {
			d.err = err
		}
	}()
	switch {
	case total == 0:
	case wasZero && !c.DeathSaves && !hi.knockOut && c.Traits.Regen == 0:
		// A knocked-out monster stops being stable when hurt, and a monster
		// makes no death saves: it dies (seed 001 "Stabilizing a Creature").
		d.die(i, "damage to a monster at 0 hit points")
	case wasZero:
		d.hurtAtZero(i, total, hi.crit)
	case c.HP.Current == 0 && d.holdOn(i, parts, total, hi): // Undead Fortitude, Relentless (trait_fortitude.go)
	case c.HP.Current == 0 && d.relentlessRage(i, overflow): // feature_barbarian.go
	case c.HP.Current == 0 && hi.knockOut && !rules.MassiveDamage(overflow, c.Conds.MaxHP(c.HP.Max)):
		d.knockOut(i, hi.source)
	case c.HP.Current == 0:
		d.dropToZero(i, overflow)
	}
}

func typeWord(t string) string {
	if t == "" {
		return ""
	}
	return t + " "
}

// dropToZero rules on a creature that has just reached 0 hit points.
func (d *decider) dropToZero(i, overflow int) {
	c := &d.st.Combatants[i]
	d.drops = append(d.drops, i)     // a readied action's trigger (ready_drops.go)
	limit := c.Conds.MaxHP(c.HP.Max) // the maximum in effect: exhaustion 4 halves it
	switch {
	case c.Traits.Regen > 0 && !c.DeathSaves:
		// Regeneration: it dies only if it starts its turn at 0 HP and
		// doesn't regenerate (SRD 5.1 Troll; monster.go).
		d.emit(Event{Type: EvDown, Target: c.Name, Text: c.Name + " drops to 0 hit points: down, but it may regenerate"})
		d.condition(i, rules.Unconscious, true, "at 0 hit points")
		d.condition(i, rules.Prone, true, "falls unconscious")
	case rules.MassiveDamage(overflow, limit):
		d.die(i, fmt.Sprintf("massive damage: %d left over after 0 HP is at least its maximum of %d", overflow, limit))
	case !c.DeathSaves:
		d.die(i, "a monster dies at 0 hit points")
	default:
		d.emit(Event{Type: EvDown, Target: c.Name, Text: c.Name + " drops to 0 hit points and falls unconscious"})
		d.condition(i, rules.Unconscious, true, "at 0 hit points")
		d.condition(i, rules.Prone, true, "falls unconscious")
	}
}

// knockOut: a melee attacker reducing a creature to 0 hit points may knock
// it out instead: it falls unconscious and is stable (seed 001 "Knocking a
// Creature Out").
func (d *decider) knockOut(i int, source string) {
	c := &d.st.Combatants[i]
	d.drops = append(d.drops, i) // a readied action's trigger (ready_drops.go)
	ev := Event{Type: EvDown, Target: c.Name}
	if !d.quiet { // the source is left out of a lean fight's hits
		ev.Text = fmt.Sprintf("%s is knocked out by %s", c.Name, source)
	}
	d.emit(ev)
	d.condition(i, rules.Unconscious, true, "knocked out")
	d.condition(i, rules.Prone, true, "falls unconscious")
	d.emit(Event{Type: EvStable, Target: c.Name, Text: c.Name + " is unconscious but stable"})
}

// hurtAtZero: damage to a creature already at 0 hit points.
func (d *decider) hurtAtZero(i, amount int, crit bool) {
	c := &d.st.Combatants[i]
	if !c.DeathSaves {
		return
	}
	if limit := c.Conds.MaxHP(c.HP.Max); amount >= limit {
		d.die(i, fmt.Sprintf("%d damage at 0 HP is at least its maximum of %d", amount, limit))
		return
	}
	after, outcome := c.Dying.Hurt(crit)
	why := "damage at 0 hit points: one failed death save"
	if crit {
		why = "a critical hit at 0 hit points: two failed death saves"
	}
	if c.Dying.Stable {
		why = "damage to a stable creature: it is dying again, with one failed death save"
	}
	d.emit(Event{Type: EvDeathSave, Actor: c.Name, Successes: ip(after.Successes), Failures: ip(after.Failures),
		Reason: why, Text: fmt.Sprintf("%s: %s (%d successes, %d failures)", c.Name, why, after.Successes, after.Failures)})
	if outcome == rules.Died {
		d.die(i, "three failed death saving throws")
	}
}

func (d *decider) die(i int, why string) {
	c := &d.st.Combatants[i]
	ev := Event{Type: EvDead, Target: c.Name, Reason: why}
	if !d.quiet {
		ev.Text = fmt.Sprintf("%s dies (%s)", c.Name, why)
	}
	d.emit(ev)
}

// heal restores hit points: counted up from 0, never above the maximum,
// and never to the dead (seed 001 "Healing"). Healing a dying creature
// ends its death saves and brings it to consciousness.
func (d *decider) heal(i, amount int, source string) {
	c := &d.st.Combatants[i]
	if c.Dead {
		return
	}
	if !d.st.canHeal(i) { // chill touch (spell_riders.go)
		d.emit(Event{Type: EvSpellRider, Target: c.Name, With: "Chill Touch",
			Text: fmt.Sprintf("%s can't regain hit points from %s: chill touch", c.Name, source)})
		return
	}
	// Exhaustion 4 halves the maximum the healing can reach (seed 000).
	hp := c.HP
	hp.Max = c.Conds.MaxHP(c.HP.Max)
	after := hp.Heal(amount)
	after.Max = c.HP.Max
	wasZero := c.HP.Current == 0
	d.emit(Event{Type: EvHeal, Target: c.Name, Amount: ip(after.Current - c.HP.Current), HP: ip(after.Current),
		Text: fmt.Sprintf("%s regains %d hit points from %s: %d HP", c.Name, after.Current-c.HP.Current, source, after.Current)})
	if wasZero && after.Current > 0 {
		d.condition(i, rules.Unconscious, false, "regains hit points")
	}
}

// condition sets or clears a condition, emitting an event only on change.
func (d *decider) condition(i int, cond rules.Condition, on bool, why string) {
	c := &d.st.Combatants[i]
	if c.Conds.Has(cond) == on || on && d.immune(i, cond, why) { // condition immunities (monster.go)
		return
	}
	verb := "is no longer"
	if on {
		verb = "is now"
	}
	ev := Event{Type: EvCondition, Target: c.Name, Condition: cond.String(), On: bp(on), Reason: why}
	if !d.quiet { // a lean fight's conditions go untold (decider.quiet)
		ev.Text = fmt.Sprintf("%s %s %s (%s)", c.Name, verb, cond, why)
	}
	d.emit(ev)
}

// explain is a damage roll's explanation without the canonical prefix noise.
func explain(r *dice.Result) string {
	return r.Text
}
