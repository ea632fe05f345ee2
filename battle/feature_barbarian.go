package battle

// Barbarian features beyond Rage, Reckless Attack, Fast Movement and
// Brutal Critical (docs/commands.md "Class features"):
//
//   - Danger Sense (barbarian 2, SRD 5.1 "Danger Sense"): "advantage on
//     Dexterity saving throws against effects that you can see, such as
//     traps and spells. To gain this benefit, you can't be blinded,
//     deafened, or incapacitated." The engine does not know which effects
//     a creature sees coming: every Dexterity save counts while it is none
//     of the three (a fireball cast from out of its sight is the rare
//     case this gets wrong).
//   - Feral Instinct (barbarian 7, SRD 5.1 "Feral Instinct"): "advantage on
//     initiative rolls". Its second half — a surprised barbarian acting
//     on its first turn if it rages before anything else — is not played:
//     the engine ends a surprised creature's first turn as it starts.
//   - Relentless Rage (barbarian 11, SRD 5.1 "Relentless Rage"): "If you
//     drop to 0 hit points while you're raging and don't die outright,
//     you can make a DC 10 Constitution saving throw. If you succeed, you
//     drop to 1 hit point instead. Each time you use this feature after
//     the first, the DC increases by 5. When you finish a short or long
//     rest, the DC resets to 10" (a fight is between rests). Massive
//     damage kills outright, with no save. A player would always make it:
//     the engine makes it, with no question.
//
// Seed 000 is silent on them and seed 002 does not change them: the SRD
// 5.1 text stands for all three rulesets.

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/rules"
)

// FeatRelentlessRage is the With of the event that tells a Relentless
// Rage save's outcome (HP 1 on a success).
const FeatRelentlessRage = "relentless rage"

// dangerSense is a barbarian's advantage on a Dexterity save.
func dangerSense(c *Combatant, ab rules.Ability) rules.Reasons {
	var r rules.Reasons
	if ab == rules.Dex && c.Class.Has("danger-sense") && !c.Conds.Has(rules.Blinded) && !c.Conds.Has(rules.Deafened) && !c.Conds.Incapacitated() {
		r.Add(true, "Danger Sense")
	}
	return r
}

// feralInstinct is a barbarian's advantage on initiative.
func feralInstinct(c *Combatant) rules.Reasons {
	var r rules.Reasons
	if c.Class.Has("feral-instinct") {
		r.Add(true, "Feral Instinct")
	}
	return r
}

// relentlessRage rules on a raging barbarian that damage has just brought
// to 0 hit points from above with overflow left over: true when its save
// keeps it at 1 hit point.
func (d *decider) relentlessRage(i, overflow int) bool {
	c := &d.st.Combatants[i]
	cs := &c.Class
	if !cs.Raging || !cs.Has("relentless-rage") || c.Dead || rules.MassiveDamage(overflow, c.Conds.MaxHP(c.HP.Max)) {
		return false
	}
	dc := 10 + 5*cs.RelentlessUsed
	ok, err := d.save(i, rules.Con, dc, "for Relentless Rage")
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return false
	}
	e := Event{Type: EvFeature, Actor: c.Name, With: FeatRelentlessRage, DC: ip(dc), Success: bp(ok),
		Text: fmt.Sprintf("%s's Relentless Rage: the DC %d Constitution save fails, it drops to 0 hit points", c.Name, dc)}
	if ok {
		e.HP = ip(1)
		e.Text = fmt.Sprintf("%s's Relentless Rage: the DC %d Constitution save succeeds, it drops to 1 hit point instead (the next DC is %d)", c.Name, dc, dc+5)
	}
	d.emit(e)
	return ok && d.err == nil
}
