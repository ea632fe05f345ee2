package battle

// Ki features beyond Flurry of Blows (feature_monk.go), by SRD 5.1
// "Stunning Strike", "Patient Defense" and "Step of the Wind":
//
//   - Stunning Strike (monk 5): "When you hit another creature with a
//     melee weapon attack, you can spend 1 ki point to attempt a stunning
//     strike. The target must succeed on a Constitution saving throw or
//     be stunned until the end of your next turn." The ki save DC is 8 +
//     proficiency + Wisdom modifier (SRD 5.1 "Ki"). After the hit's
//     damage, when the monk has ki left and the target stands, React is
//     asked (kind "stunning strike", the target the trigger; nil takes
//     it); taken, a `feature` event spends the ki, the target saves, and
//     a failure leaves it stunned until the end of the monk's next turn
//     (its turn in the next round when the monk has had its turn this
//     round). An unarmed strike counts: it is a melee weapon attack.
//   - Patient Defense (monk 2): "spend 1 ki point to take the Dodge action
//     as a bonus action on your turn": `Monk patient defense`.
//   - Step of the Wind (monk 2): "spend 1 ki point to take the Disengage
//     or Dash action as a bonus action on your turn, and your jump
//     distance is doubled for the turn" (the engine plays no jumps):
//     `Monk step of the wind dash|disengage`.
//
// Seed 000 is silent on them and seed 002 does not change them: the SRD
// 5.1 text stands for all three rulesets.

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Feature names of this file, as events write them in With.
const (
	FeatStunningStrike = "stunning strike"
	FeatPatientDefense = "patient defense"
	FeatStepOfTheWind  = "step of the wind"
)

// ReactStunningStrike is the kind React is asked after a monk's melee
// weapon hit, before it spends 1 ki on a Stunning Strike.
const ReactStunningStrike = "stunning strike"

// KiLeft is the ki points creature a has left, 0 for a creature without
// ki.
func (s *State) KiLeft(a int) int {
	cs := &s.Combatants[a].Class
	if !cs.Has("ki") {
		return 0
	}
	return max(cs.Def.Number("ki-points", cs.Level)-cs.KiUsed, 0)
}

// KiDC is a monk's ki save DC: 8 + proficiency + Wisdom modifier.
func (s *State) KiDC(a int) int {
	c := &s.Combatants[a]
	return 8 + c.Proficiency + c.Scores.Mod(rules.Wis)
}

// stunningStrike offers monk a a Stunning Strike on t after its melee
// weapon hit with w.
func (d *decider) stunningStrike(a, t int, w *Attack, h how) error {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	if h.spell || w.Ranged || a == t || !c.Class.Has("stunning-strike") || s.KiLeft(a) == 0 || tc.Down() {
		return d.err
	}
	if !d.wants(a, t, ReactStunningStrike) {
		return d.err
	}
	dc := s.KiDC(a)
	ki := c.Class.Def.Number("ki-points", c.Class.Level)
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: tc.Name, With: FeatStunningStrike, Amount: ip(1), DC: ip(dc),
		Text: fmt.Sprintf("%s spends 1 ki (%d of %d left) on a Stunning Strike: %s makes a DC %d Constitution save or is stunned until the end of %s's next turn",
			c.Name, ki-c.Class.KiUsed-1, ki, tc.Name, dc, c.Name)})
	d.against = rules.Stunned.String()
	ok, err := d.save(t, rules.Con, dc, "against "+c.Name+"'s Stunning Strike")
	d.against = ""
	if err != nil || ok || tc.Dead {
		return err
	}
	round := s.Round
	if s.actedThisRound(a) {
		round++
	}
	d.addEffect(Effect{Target: tc.Name, Condition: rules.Stunned.String(), Ends: "end", Of: c.Name, Round: round, Source: c.Name})
	return d.err
}

// kiAction: "Monk patient defense", "Monk step of the wind dash|disengage":
// 1 ki, then the action taken with the bonus action.
func (d *decider) kiAction(cmd Command) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	feat, key, name, verb := FeatPatientDefense, "patient-defense", "Patient Defense", "dodge"
	if cmd.Verb == FeatStepOfTheWind {
		feat, key, name = FeatStepOfTheWind, "step-of-the-wind", "Step of the Wind"
		verb = strings.ToLower(strings.TrimSpace(cmd.With))
		if verb != "dash" && verb != "disengage" {
			return refuse(CodeSyntax, "%q: Step of the Wind is dash or disengage", cmd.Text)
		}
	}
	if err := needFeature(c, key, name); err != nil {
		return err
	}
	if s.KiLeft(cmd.Actor) == 0 {
		return refuse(CodeNoAction, "%s has spent all %d ki points before a rest", c.Name, c.Class.Def.Number("ki-points", c.Class.Level))
	}
	if err := d.needBonus(cmd.Actor); err != nil {
		return err
	}
	if err := s.Rules().Allows(verb); err != nil {
		return err
	}
	ki := c.Class.Def.Number("ki-points", c.Class.Level)
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: feat, Amount: ip(1),
		Text: fmt.Sprintf("%s spends 1 ki (%d of %d left) on %s: the %s action as a bonus action", c.Name, ki-c.Class.KiUsed-1, ki, name, title(verb))})
	sub := cmd
	sub.Verb, sub.With = verb, bonusAction
	return d.simpleAction(sub)
}

// applyKi folds this file's events: each spends 1 ki.
func (s *State) applyKi(a int, e Event) {
	cs := &s.Combatants[a].Class
	cs.KiUsed += deref(e.Amount)
	if e.With == FeatStunningStrike {
		cs.StunRound, cs.StunTurn = s.Round, s.Turn
	}
}
