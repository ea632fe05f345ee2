package battle

// Frightful Presence, by SRD 5.1 Adult Red Dragon: "Each creature of the
// dragon's choice that is within 120 feet of the dragon and aware of it
// must succeed on a DC 19 Wisdom saving throw or become frightened for 1
// minute. A creature can repeat the saving throw at the end of each of its
// turns, ending the effect on itself on a success. If a creature's saving
// throw is successful or the effect ends for it, the creature is immune to
// the dragon's Frightful Presence for the next 24 hours." And its
// Multiattack: "The dragon can use its Frightful Presence. It then makes
// three attacks."
//
// Played as `NAME use frightful presence`: the creatures of its choice
// are its foes (creatures of another side) within range that are
// conscious and aware of it — they see it, or it is not hidden. Each
// creature it has reached before is left out: one still frightened by it
// is already frightened, and any other has saved or seen the effect end,
// so it is immune (a fight is shorter than 24 hours). With multiattack:
// true it begins the Attack action of a creature with a Multiattack,
// whose attacks follow; otherwise it takes the action.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// PresenceSpec is a combatant's frightful_presence key.
type PresenceSpec struct {
	Range       int    `yaml:"range"`       // feet, default 120
	Save        string `yaml:"save"`        // "wis 19"
	Multiattack bool   `yaml:"multiattack"` // used as the first part of its Multiattack
}

// Presence is Frightful Presence compiled.
type Presence struct {
	Range       int
	Save        rules.Ability
	DC          int
	Multiattack bool
}

// presenceName is what the command calls it.
const presenceName = "frightful presence"

func (l *loader) checkPresence(c *CombatantSpec, fp *PresenceSpec, f string) error {
	if !l.given(f + ".range") {
		fp.Range = 120
	}
	if fp.Range < 5 || fp.Range > 1000 {
		return l.errf(f+".range", "range is feet, 5 to 1000, not %d", fp.Range)
	}
	if fp.Save == "" {
		return l.errf(f+".save", "missing: the save, like save: wis 19")
	}
	ab, dc, err := parseSave(fp.Save)
	if err != nil {
		return l.cause(nil, f+".save", err, "%v", err)
	}
	fp.Save = fmt.Sprintf("%s %d", ab, dc)
	if fp.Multiattack && len(c.Multiattack) == 0 {
		return l.errf(f+".multiattack", "multiattack: true makes it part of a Multiattack: give multiattack too")
	}
	return nil
}

func buildPresence(fp *PresenceSpec) (*Presence, error) {
	ab, dc, err := parseSave(fp.Save)
	if err != nil {
		return nil, fmt.Errorf("frightful presence: %w", err)
	}
	return &Presence{Range: fp.Range, Save: ab, DC: dc, Multiattack: fp.Multiattack}, nil
}

// isPresence reports whether a use command names the actor's Frightful
// Presence.
func isPresence(s *State, cmd Command) bool {
	c := &s.Combatants[cmd.Actor]
	return c.Legend != nil && c.Legend.Presence != nil && cmd.Area == nil &&
		strings.EqualFold(strings.Join(strings.Fields(cmd.With), " "), presenceName)
}

// frightful is `NAME use frightful presence`.
func (d *decider) frightful(cmd Command) error {
	s := d.st
	u := cmd.Actor
	c := &s.Combatants[u]
	p := c.Legend.Presence
	action := "action"
	if p.Multiattack && len(c.Traits.Multiattack) > 0 {
		if !c.Conds.CanAct() {
			return refuse(CodeCannot, "%s is %s: it can't take actions", c.Name, c.Conds)
		}
		if c.Turn.Action {
			return refuse(CodeNoAction, "%s has already used its action this turn: its Multiattack uses Frightful Presence first, then makes its attacks", c.Name)
		}
		action = "multiattack"
	} else if err := d.needAction(u); err != nil {
		return err
	}
	var caught []int
	var spared, why []string
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(u, j) || o.Down() || o.Conds.Has(rules.Unconscious) || s.Distance(u, j) > p.Range || !(c.Hidden == 0 || s.sees(j, u)) {
			continue
		}
		if slices.Contains(c.LegendPlay.Met, o.Name) {
			spared = append(spared, o.Name)
			if s.frightenedBy(j, c.Name) {
				why = append(why, o.Name+" is already frightened of "+c.Name)
			} else {
				why = append(why, o.Name+" is immune for 24 hours: it saved, or the fear ended")
			}
			continue
		}
		if p := s.courage(j); p != "" { // feature_paladin.go
			spared = append(spared, o.Name)
			why = append(why, fmt.Sprintf("%s can't be frightened: %s's Aura of Courage", o.Name, p))
			continue
		}
		caught = append(caught, j)
	}
	e := Event{Type: EvFrightfulPresence, Actor: c.Name, Action: action, Ability: p.Save.String(), DC: ip(p.DC), Spared: spared}
	for _, j := range caught {
		e.Caught = append(e.Caught, s.Combatants[j].Name)
	}
	who := "no one"
	if len(e.Caught) > 0 {
		who = strings.Join(e.Caught, ", ")
	}
	e.Text = fmt.Sprintf("%s uses Frightful Presence (%s): each foe within %d ft aware of it makes a DC %d %s save or is frightened for 1 minute: %s",
		c.Name, map[string]string{"action": "its action", "multiattack": "part of its Multiattack"}[action], p.Range, p.DC, title(p.Save.Long()), who)
	if len(why) > 0 {
		e.Text += "; " + strings.Join(why, "; ")
	}
	d.emit(e)
	for _, j := range caught {
		o := &s.Combatants[j]
		d.against = rules.Frightened.String() // Brave, Dark Devotion (trait_devotion.go)
		ok, err := d.save(j, p.Save, p.DC, "against "+c.Name+"'s Frightful Presence")
		d.against = ""
		if err != nil {
			return err
		}
		if ok || o.Dead {
			continue
		}
		ef := Effect{Target: o.Name, Condition: rules.Frightened.String(), Source: c.Name, Save: p.Save.String(), DC: p.DC,
			Ends: "start", Of: c.Name, Round: s.Round + 10} // 1 minute: 10 rounds
		if cur := s.Current(); cur >= 0 {
			ef.Of = s.Combatants[cur].Name
		}
		d.addEffect(ef)
	}
	return d.err
}

// frightenedBy reports whether an effect frightens creature t of source.
func (s *State) frightenedBy(t int, source string) bool {
	for _, ef := range s.Effects {
		if ef.Target == s.Combatants[t].Name && ef.Condition == rules.Frightened.String() && ef.Source == source {
			return true
		}
	}
	return false
}
