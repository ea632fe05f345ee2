package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Spells that last (SRD 5.1 "Duration", "Concentration"): each creature a
// spell holds gets an effect (effects.go) that ends at the start of the
// caster's turn when the duration has run (a minute is 10 rounds, counted
// from the caster's next turn), or sooner with the caster's
// concentration. A spell that imposes a condition (hold person) names the
// condition; one that changes numbers (bless, shield of faith, mage armor,
// barkskin, shield, haste) names the spell's id, and the rolls read it:
// armorClass, rollBonus.

// spellEffects puts the spell's effect on each target. cond is the
// condition it imposes, "" for the spell's own effect. Concentration on
// an earlier spell has ended already (castCmd): one spell's several
// targets are held together.
func (d *decider) spellEffects(a int, sp *compendium.Spell, targets []int, cond string) error {
	s := d.st
	c := &s.Combatants[a]
	rounds := max(sp.Rounds, 1)
	round := s.Round + rounds - 1
	if s.actedThisRound(a) {
		round++
	}
	for _, t := range targets {
		tc := &s.Combatants[t]
		ef := Effect{Target: tc.Name, Condition: cond, Ends: "start", Of: c.Name, Round: round}
		if cond == "" {
			ef.Condition = sp.ID
		}
		if sp.Concentration {
			ef.Concentration = c.Name
		}
		if sp.RepeatSave {
			ef.Save, ef.DC = sp.Save.String(), c.Casting.DC
		}
		ef.Sleep = sp.Rule == "sleep" // spell_sleep.go
		d.spellEffect(t, ef, sp)
	}
	return d.err
}

// actedThisRound reports whether creature a's turn this round has begun:
// it is its turn, or its turn came earlier in the order.
func (s *State) actedThisRound(a int) bool {
	for pos, i := range s.Order {
		if i == a {
			return pos <= s.Turn
		}
	}
	return true
}

// spellEffect is addEffect without its end of earlier concentration: the
// targets of one spell share the caster's concentration.
func (d *decider) spellEffect(t int, ef Effect, sp *compendium.Spell) {
	s := d.st
	cond, condErr := rules.ParseCondition(ef.Condition)
	if condErr == nil && d.immune(t, cond, ef.Condition+" from "+sp.Name) {
		return
	}
	for _, old := range s.Effects {
		if condErr != nil && old.Target == ef.Target && old.Condition == ef.Condition {
			d.endEffect(old.ID, sp.Name+" cast again: the same spell's effects don't combine (SRD 5.1 \"Combining Magical Effects\")")
		}
	}
	ef.ID = s.nextEffect + 1
	e := ef
	ev := Event{Type: EvEffect, Target: ef.Target, Condition: ef.Condition, With: sp.Name, Effect: &e}
	if !d.quiet { // a lean fight's effects go untold (decider.quiet)
		what := ef.Condition
		if condErr != nil {
			what = "under " + sp.Name
		}
		ev.Text = fmt.Sprintf("%s is %s %s", ef.Target, what, ef.Describe())
	}
	d.emit(ev)
	if condErr == nil {
		d.condition(t, cond, true, fmt.Sprintf("effect %d", ef.ID))
	}
}

// spellsOn are the spells whose own effects hold creature i.
func (s *State) spellsOn(i int) []*compendium.Spell {
	name := s.Combatants[i].Name
	var out []*compendium.Spell
	for _, ef := range s.Effects {
		if ef.Target != name {
			continue
		}
		if rules.IsCondition(ef.Condition) {
			continue
		}
		if sp, err := compendium.LookupSpell(ef.Condition); err == nil && !slices.Contains(out, sp) {
			out = append(out, sp)
		}
	}
	return out
}

// armorClass is creature t's AC with the spells on it: mage armor's base
// 13 + Dex, plus a carried shield's +2 (seed 000 "ARMOR CLASS" counts the
// shield apart from the base), when better than its own; the bonuses of
// shield, shield of faith and haste, then barkskin's floor of 16 (SRD 5.1).
func (s *State) armorClass(t int) int { return s.armorClassWith(t, nil) }

// armorClassWith is armorClass with spell extra's own effect on t too
// (nil: none), as a cast of it would leave t: the same spell's effects
// don't combine (SRD 5.1 "Combining Magical Effects"), so one already on
// t changes nothing.
func (s *State) armorClassWith(t int, extra *compendium.Spell) int {
	c := &s.Combatants[t]
	ac := c.AC + s.defendAC(t) // defending under OSR (osr_round.go)
	if len(s.Effects) == 0 && extra == nil {
		return ac
	}
	sps := s.spellsOn(t)
	if extra != nil && !slices.ContainsFunc(sps, func(sp *compendium.Spell) bool { return sp.ID == extra.ID }) {
		sps = append(sps, extra)
	}
	for _, sp := range sps {
		if sp.ACBase > 0 {
			ac = max(ac, sp.ACBase+c.Scores.Mod(rules.Dex)+c.ShieldAC)
		}
	}
	for _, sp := range sps {
		ac += sp.ACBonus
	}
	for _, sp := range sps {
		ac = max(ac, sp.ACMin)
	}
	return ac
}

// rollBonus rolls what the spells on creature i add to its attack rolls
// and saving throws (bless: 1d4), and says so for the log.
func (d *decider) rollBonus(i int) (int, string, error) {
	total, note := exhaustionNote(&d.st.Combatants[i]) // 2024 exhaustion: -2 a level to every d20 test (ruleset.go)
	if len(d.st.Effects) == 0 {
		return total, note, nil
	}
	var notes []string
	if note != "" {
		notes = append(notes, note)
	}
	if n, why := d.st.osrPenalty(i); n != 0 { // seed 004's fumble 9 (osr_fumble.go)
		total, notes = total+n, append(notes, why)
	}
	for _, sp := range d.st.spellsOn(i) {
		if sp.RollBonus == "" {
			continue
		}
		r, err := rollText(sp.RollBonus, d.src)
		if err != nil {
			return 0, "", err
		}
		total += r.Total
		notes = append(notes, fmt.Sprintf("%s %s %+d", strings.ToLower(sp.Name), sp.RollBonus, r.Total))
	}
	if n, why, err := d.leadershipDie(i); err != nil || n != 0 { // a knight's Leadership (trait_leadership.go)
		total, notes = total+n, append(notes, why)
		if err != nil {
			return 0, "", err
		}
	}
	return total, strings.Join(notes, ", "), nil
}

// sleep is SRD 5.1 Sleep: roll the hit-point pool; creatures in the area
// fall unconscious in ascending order of current hit points, each
// spending its hit points from the pool, until one has more than is left.
// The unconscious and the dead are passed over; "Undead and creatures
// immune to being charmed aren't affected by this spell", nor is one
// immune to being unconscious: they spend nothing of the pool. A sleeper
// wakes when it takes damage or is shaken awake (spell_sleep.go).
func (d *decider) sleep(a int, sp *compendium.Spell, slot int, area grid.Area) error {
	s := d.st
	c := &s.Combatants[a]
	squares := s.Map.AreaSquares(area)
	var sq []string
	for _, q := range squares {
		sq = append(sq, q.String())
	}
	caught := s.sleepCaught(squares, nil) // spell_sleep.go
	var names []string
	for _, i := range caught {
		names = append(names, s.Combatants[i].Name)
	}
	s.sleepSort(caught)
	r, err := dice.Roll(sp.HealAt(slot), d.src)
	if err != nil {
		return err
	}
	pool := r.Total
	d.emit(Event{Type: EvArea, Actor: c.Name, With: sp.Name, Area: area.String(), Squares: sq, Caught: names, Amount: ip(pool),
		Text: fmt.Sprintf("%s's sleep (%s) rolls %d hit points (%s) over %s", c.Name, area, pool, explain(r), strings.Join(append(names, "no one")[:max(len(names), 1)], ", "))})
	var sleepers []int
	for _, i := range caught {
		if why := sleepProof(&s.Combatants[i]); why != "" {
			o := &s.Combatants[i]
			d.emit(Event{Type: EvImmune, Target: o.Name, Condition: rules.Unconscious.String(), With: sp.Name, Reason: why,
				Text: fmt.Sprintf("%s is %s: %s doesn't affect it, and it spends none of the pool (SRD 5.1 \"Sleep\")", o.Name, why, sp.Name)})
			continue
		}
		hp := s.Combatants[i].HP.Current
		if hp > pool {
			break
		}
		pool -= hp
		sleepers = append(sleepers, i)
	}
	for _, i := range sleepers {
		if err := d.spellEffects(a, sp, []int{i}, rules.Unconscious.String()); err != nil {
			return err
		}
		if s.Combatants[i].Conds.Has(rules.Unconscious) {
			d.condition(i, rules.Prone, true, "falls asleep")
		}
	}
	return d.err
}
