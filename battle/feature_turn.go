package battle

// Channel Divinity: Turn Undead and Destroy Undead (cleric 2 and 5), by
// seed 000 "CLERICS: TURNING UNDEAD" and SRD 5.1 "Channel Divinity",
// "Destroy Undead": as an action, one of its Channel Divinity uses (1, 2
// from 6th level, 3 from 18th; a rest, a fight here), each undead within
// 30 ft that can see or hear the cleric makes a Wisdom save against its
// spell save DC (8 + proficiency + Wisdom, or its spellcasting's DC). One
// that fails is turned for 1 minute or until it takes damage: the engine
// makes it frightened of the cleric (disadvantage, no moving closer) and
// takes its reactions away; feature_turned.go keeps it out of 30 ft of the
// cleric and to Dash, escape, or Dodge when cornered. From 5th level an undead
// that fails and whose challenge rating (`cr`) is at or below the
// table's (1/2 at 5th, 1 at 8th, 2 at 11th, 3 at 14th, 4 at 17th) is
// destroyed instead.

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Feature names of this file, as events write them in With.
const (
	FeatTurnUndead = "turn undead" // the cleric's Channel Divinity use
	FeatTurned     = "turned"      // an undead turned: Actor is the undead, Target the cleric
)

// ClericUses is what a cleric has spent, and whom an undead is turned by.
type ClericUses struct {
	ChannelUsed   int
	WarPriestUsed int    // War Priest attacks made (feature_war.go)
	TurnedBy      string // the cleric that turned this undead
}

// turned reports whether creature i is turned: frightened of its turner
// by the effect that the turning added, which 1 minute ends.
func (s *State) turned(i int) bool {
	by := s.Combatants[i].Class.TurnedBy
	return by != "" && s.frightenedBy(i, by)
}

// isUndead reports whether a creature's type is undead.
func (c *Combatant) isUndead() bool { return strings.HasPrefix(c.CreatureType, "undead") }

// TurnUndeadDC is the DC of the creature's Turn Undead (its spell save
// DC, else 8 + proficiency + Wisdom) and the highest challenge rating its
// Destroy Undead destroys, -1 without it. Policies weigh the turning by
// them.
func (c *Combatant) TurnUndeadDC() (dc int, destroy compendium.CR) {
	dc = 8 + c.Proficiency + c.Scores.Mod(rules.Wis)
	if c.Casting.Caster != nil {
		dc = c.Casting.DC
	}
	destroy = -1
	if cs := &c.Class; cs.Has("destroy-undead") {
		destroy, _ = compendium.ParseCR(cs.Def.Value("destroy-undead-cr", cs.Level))
	}
	return dc, destroy
}

// turnUndead: "Cleric turn undead".
func (d *decider) turnUndead(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	if err := needFeature(c, "turn-undead", "Turn Undead"); err != nil {
		return err
	}
	cs := &c.Class
	uses := cs.Def.Number("channel-divinity-uses", cs.Level)
	if cs.ChannelUsed >= uses {
		return refuse(CodeNoAction, "%s has used Channel Divinity %d times, all its level %d allows before a rest", c.Name, uses, cs.Level)
	}
	if err := d.needAction(a); err != nil {
		return err
	}
	dc, destroy := c.TurnUndeadDC()
	var caught []int
	var names []string
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j == a || !o.isUndead() || o.Down() || s.Distance(a, j) > 30 || !(s.sees(j, a) || !o.Conds.Has(rules.Deafened)) {
			continue
		}
		caught = append(caught, j)
		names = append(names, o.Name)
	}
	who := "no undead"
	if len(names) > 0 {
		who = strings.Join(names, ", ")
	}
	text := fmt.Sprintf("%s presents its holy symbol: Channel Divinity, Turn Undead (an action; %d of %d left): each undead within 30 ft that can see or hear it makes a DC %d Wisdom save: %s",
		c.Name, uses-cs.ChannelUsed-1, uses, dc, who)
	if destroy >= 0 {
		text += fmt.Sprintf("; one of CR %s or lower that fails is destroyed", destroy)
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatTurnUndead, Action: "action", DC: ip(dc), Text: text})
	for _, j := range caught {
		o := &s.Combatants[j]
		ok, err := d.save(j, rules.Wis, dc, "against "+c.Name+"'s Turn Undead")
		if err != nil {
			return err
		}
		if ok || o.Dead {
			continue
		}
		if cr, err := compendium.ParseCR(o.CR); err == nil && o.CR != "" && destroy >= 0 && cr <= destroy {
			d.die(j, fmt.Sprintf("destroyed by %s's Destroy Undead: CR %s, at or below %s", c.Name, cr, destroy))
			continue
		}
		ef := Effect{Target: o.Name, Condition: rules.Frightened.String(), Source: c.Name, Ends: "start", Of: c.Name, Round: s.Round + 10}
		if cur := s.Current(); cur >= 0 {
			ef.Of = s.Combatants[cur].Name
		}
		d.emit(Event{Type: EvFeature, Actor: o.Name, Target: c.Name, With: FeatTurned,
			Text: fmt.Sprintf("%s is turned by %s for 1 minute or until it takes damage: frightened of it, no reactions, it must move away (Dash, or Dodge if it can't)", o.Name, c.Name)})
		d.addEffect(ef)
	}
	return d.err
}

// applyCleric folds this file's events.
func (s *State) applyCleric(a int, e Event) {
	c := &s.Combatants[a]
	switch {
	case e.With == FeatWarPriest:
		c.Class.WarPriestUsed++
	case e.With == FeatTurnUndead:
		c.Class.ChannelUsed++
		c.Turn.Action = true
	case e.With == FeatTurned && e.Type == EvFeatureEnd:
		c.Class.TurnedBy = ""
		c.Reaction = !c.Surprised
	case e.With == FeatTurned:
		c.Class.TurnedBy = e.Target
		c.Reaction = false
	}
}

// turnedWatch ends a turning when the turned undead takes damage.
func (d *decider) turnedWatch(e Event) {
	if e.Type != EvDamage || deref(e.Amount) <= 0 {
		return
	}
	s := d.st
	i, ok := s.Find(e.Target)
	if !ok || !s.turned(i) {
		return
	}
	c := &s.Combatants[i]
	by := c.Class.TurnedBy
	d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, Target: by, With: FeatTurned, Reason: "took damage",
		Text: fmt.Sprintf("%s is no longer turned: it took damage", c.Name)})
	for _, ef := range s.Effects {
		if ef.Target == c.Name && ef.Condition == rules.Frightened.String() && ef.Source == by {
			d.endEffect(ef.ID, "the turning ends: it took damage")
			break
		}
	}
}
