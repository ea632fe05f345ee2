package battle

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Effect is a condition with a duration (seed 001 "Conditions", "Spells:
// Duration", "Concentration"): until removed, until the start or end of a
// creature's turn in a given round, ended early by a successful save at
// the end of each of the target's turns, or by the end of someone's
// concentration. Names, not indices, so that the JSON reads on its own.
type Effect struct {
	ID            int    `json:"id"`
	Target        string `json:"target"`
	Condition     string `json:"condition"`
	Ends          string `json:"ends,omitempty"`  // "start" or "end" of Of's turn in Round; "" until removed
	Of            string `json:"of,omitempty"`    // whose turn ends it
	Round         int    `json:"round,omitempty"` // the round of that turn
	Save          string `json:"save,omitempty"`  // ability of the save that ends it at the end of each of the target's turns
	DC            int    `json:"dc,omitempty"`
	Concentration string `json:"concentration,omitempty"` // the creature concentrating on it
	Source        string `json:"source,omitempty"`        // the charmer, or the source of fear
	Level         int    `json:"level,omitempty"`         // the slot level of the spell that left it (spiritual weapon, spell_weapon.go)
	At            string `json:"at,omitempty"`            // the square of what the spell made: the spiritual weapon's (spell_weapon.go)
	// An ability check that ends it as the target's action: "str" and its
	// DC (the Giant Spider's web, trait_web.go).
	Escape   string `json:"escape,omitempty"`
	EscapeDC int    `json:"escape_dc,omitempty"`
	// Tied is the effect it lasts while: "paralyzed while poisoned in this
	// way" (the Giant Spider's bite, trait_poison.go).
	Tied  int  `json:"tied,omitempty"`
	Sleep bool `json:"sleep,omitempty"` // Sleep's unconsciousness: damage or a shake ends it (spell_sleep.go)
	// Aid: another creature within reach of the target may make the
	// Escape check for it, as its own action (a net, equipment_net.go).
	Aid bool `json:"aid,omitempty"`
	// Slot is the place in the order a fumbler who goes last for a round
	// returns to (seed 004's fumble 10, osr_fumble.go).
	Slot int `json:"slot,omitempty"`
}

// Describe says how long the effect lasts, for the log.
func (e *Effect) Describe() string {
	var parts []string
	switch e.Ends {
	case "start", "end":
		parts = append(parts, fmt.Sprintf("until the %s of %s's turn in round %d", e.Ends, e.Of, e.Round))
	default:
		parts = append(parts, "until removed")
	}
	if e.Save != "" {
		parts = append(parts, fmt.Sprintf("a DC %d %s save ends it at the end of each of %s's turns", e.DC, e.Save, e.Target))
	}
	if e.Concentration != "" {
		parts = append(parts, "while "+e.Concentration+" concentrates")
	}
	parts = append(parts, e.describeTrait()...) // escape, tied (trait_web.go)
	if e.Source != "" {
		parts = append(parts, "source: "+e.Source)
	}
	return strings.Join(parts, "; ")
}

// addEffect applies a condition as an effect: an effect event, the
// condition itself, and, for concentration, the end of any effect the
// concentrator held before (one concentration at a time).
func (d *decider) addEffect(ef Effect) {
	s := d.st
	if ef.Concentration != "" {
		for _, old := range s.Effects {
			if old.Concentration == ef.Concentration {
				d.endConcentration(ef.Concentration, "it concentrates on something new")
				break
			}
		}
	}
	t, _ := s.Find(ef.Target)
	cond, condErr := rules.ParseCondition(ef.Condition)
	if condErr == nil && d.immune(t, cond, ef.Condition+" from "+cmp.Or(ef.Source, "an effect")) { // monster.go
		return
	}
	if condErr == nil && s.Combatants[t].Conds.Has(cond) && !s.imposed(ef.Target, ef.Condition) {
		// The creature already has the condition for good: record that as
		// an effect too, so the new one running out leaves it in place.
		d.emit(Event{Type: EvEffect, Target: ef.Target, Condition: ef.Condition,
			Effect: &Effect{ID: s.nextEffect + 1, Target: ef.Target, Condition: ef.Condition},
			Text:   fmt.Sprintf("%s was already %s, until removed", ef.Target, ef.Condition)})
	}
	ef.ID = s.nextEffect + 1
	e := ef
	d.emit(Event{Type: EvEffect, Target: ef.Target, Condition: ef.Condition, Effect: &e,
		Text: fmt.Sprintf("%s is %s %s", ef.Target, ef.Condition, ef.Describe())})
	if condErr != nil {
		return
	}
	if cond == rules.Grappled && ef.Source != "" && !s.Combatants[t].Conds.Has(cond) {
		// The source of a grapple is its grappler, whom escape contests.
		d.emit(Event{Type: EvCondition, Actor: ef.Source, Target: ef.Target, Condition: cond.String(), On: bp(true),
			Reason: "grappled by " + ef.Source, Text: fmt.Sprintf("%s is grappled by %s: speed 0", ef.Target, ef.Source)})
		return
	}
	d.condition(t, cond, true, "effect "+fmt.Sprint(ef.ID))
}

// imposed reports whether any effect imposes the condition on the creature.
func (s *State) imposed(target, cond string) bool {
	for _, ef := range s.Effects {
		if ef.Target == target && ef.Condition == cond {
			return true
		}
	}
	return false
}

// endEffect removes an effect and its condition, unless another effect
// still imposes the same condition on the same creature.
func (d *decider) endEffect(id int, why string) {
	s := d.st
	var ef *Effect
	for i := range s.Effects {
		if s.Effects[i].ID == id {
			ef = &s.Effects[i]
		}
	}
	if ef == nil {
		return
	}
	target, condName := ef.Target, ef.Condition
	text := fmt.Sprintf("effect %d ends (%s is %s): %s", id, target, condName, why)
	if condName == HeldSpell { // ready_spell.go
		text = fmt.Sprintf("effect %d ends (%s holds a readied spell): %s", id, target, why)
	}
	d.emit(Event{Type: EvEffectEnd, Target: target, Condition: condName, Effect: &Effect{ID: id}, Reason: why, Text: text})
	d.hasteEnds(target, condName, why) // lethargy (spell_haste.go)
	d.endTied(id)                      // "paralyzed while poisoned in this way" (trait_poison.go)
	for _, other := range s.Effects {
		if other.Target == target && other.Condition == condName {
			return
		}
	}
	if cond, err := rules.ParseCondition(condName); err == nil {
		t, _ := s.Find(target)
		d.condition(t, cond, false, why)
	}
}

// endConcentration ends every effect a creature concentrates on.
func (d *decider) endConcentration(who, why string) {
	var ids []int
	for _, ef := range d.st.Effects {
		if ef.Concentration == who {
			ids = append(ids, ef.ID)
		}
	}
	for _, id := range ids {
		d.endEffect(id, who+"'s concentration ends: "+why)
	}
}

// expire ends the effects timed to this boundary of creature i's turn
// ("start" or "end"), and at the end of its turn rolls the saves that
// end effects on it.
func (d *decider) expire(i int, boundary string) error {
	s := d.st
	if m := s.ControlledMount(i); m >= 0 { // seed 003: a controlled mount's turn is its rider's (mount.go)
		if err := d.expire(m, boundary); err != nil {
			return err
		}
	}
	name := s.Combatants[i].Name
	d.runOut(name, boundary)
	if boundary != "end" {
		return d.err
	}
	var saves []Effect
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Save != "" {
			saves = append(saves, ef)
		}
	}
	for _, ef := range saves {
		ab, err := rules.ParseAbility(ef.Save)
		if err != nil {
			continue
		}
		d.against = ef.Condition // a save to end a condition is one against it (trait_devotion.go)
		ok, err := d.save(i, ab, ef.DC, "to end "+ef.Condition)
		d.against = ""
		if err != nil {
			return err
		}
		if ok {
			d.endEffect(ef.ID, "saved")
		}
	}
	return d.err
}

// runOut ends the effects timed to this boundary ("start" or "end") of
// the named creature's turn this round.
func (d *decider) runOut(name, boundary string) {
	s := d.st
	var due []int
	for _, ef := range s.Effects {
		if ef.Ends == boundary && ef.Of == name && ef.Round <= s.Round {
			due = append(due, ef.ID)
		}
	}
	for _, id := range due {
		d.endEffect(id, fmt.Sprintf("its duration ran out at the %s of %s's turn", boundary, name))
	}
}

// save rolls a saving throw by seed 001 "Saving Throws": d20 + the save
// bonus (the file's, else the ability modifier), automatic failure on
// Strength and Dexterity saves while paralyzed, petrified, stunned or
// unconscious, disadvantage from restraint and exhaustion, advantage on
// Dexterity saves while dodging, and cover's bonus to Dexterity saves.
func (d *decider) save(i int, ab rules.Ability, dc int, purpose string) (bool, error) {
	return d.saveCover(i, ab, dc, purpose, d.st.Combatants[i].Cover, "given by the encounter or the DM")
}

// saveCover is save with the cover the creature has against what calls
// for it (an area's, from its point of origin): seed 001 "Cover" adds +2
// or +5 to Dexterity saves only; why says where the cover comes from.
func (d *decider) saveCover(i int, ab rules.Ability, dc int, purpose string, cov Cover, why string) (bool, error) {
	c := &d.st.Combatants[i]
	if c.Conds.AutoFailSave(ab) {
		d.emit(Event{Type: EvSave, Actor: c.Name, Ability: ab.String(), DC: ip(dc), Success: bp(false),
			Reason: c.Conds.String(), Text: fmt.Sprintf("%s automatically fails the DC %d %s save %s (%s)", c.Name, dc, title(ab.Long()), purpose, c.Conds)})
		return d.legendary(i, false, purpose), d.err // monster.go
	}
	var r rules.Reasons
	for _, why := range c.Conds.SaveDisadvantage(ab) {
		r.Add(false, why)
	}
	bonus := c.saveBonus(ab)
	r = r.Merge(rageAdvantage(c, ab)).Merge(d.st.hasteSave(i, ab)).Merge(c.unskilled(ab)) // feature.go, spell_haste.go, equipment_prof.go
	r = r.Merge(c.devotion(d.against)).Merge(dangerSense(c, ab))                          // Dark Devotion, Brave (trait_devotion.go); feature_barbarian.go
	if ab == rules.Dex {
		if c.Dodging && c.Conds.CanAct() && c.Conds.Speed(c.Speed) > 0 {
			r.Add(true, "dodging")
		}
		if c.Squeezing { // SRD 5.1 "Squeezing into a Smaller Space"
			r.Add(false, "squeezing")
		}
		bonus += cov.Bonus()
	}
	faces, nat, err := d.saveD20(i, r.Mode(), ab, dc, purpose) // own_dice.go
	if err != nil {
		return false, err
	}
	extra, extraWhy, err := d.rollBonus(i) // bless (spell_effects.go)
	if err != nil {
		return false, err
	}
	if aura, why := d.st.auraBonus(i); aura > 0 { // a paladin's Aura of Protection (feature_aura.go)
		extra += aura
		extraWhy = strings.TrimPrefix(extraWhy+", "+why, ", ")
	}
	if err := d.useInspiration(i, nat, bonus, dc, false, &extra, &extraWhy); err != nil { // feature_more.go
		return false, err
	}
	bonus += extra
	ok := nat+bonus >= dc
	e := Event{Type: EvSave, Actor: c.Name, Ability: ab.String(), D20: faces, Mode: r.Mode().String(),
		Reasons: append(append([]string{}, r.Adv...), r.Dis...), Bonus: ip(bonus), Total: ip(nat + bonus), DC: ip(dc), Success: bp(ok)}
	if !d.quiet { // a lean fight's saves go untold (decider.quiet)
		e.Text = fmt.Sprintf("%s makes a DC %d %s save %s: d20 %v %+d = %d: %s", c.Name, dc, title(ab.Long()), purpose, faces, bonus, nat+bonus,
			map[bool]string{true: "success", false: "failure"}[ok])
		if extra != 0 {
			e.Text += " (" + extraWhy + ")"
		}
	}
	if ab == rules.Dex && cov.Bonus() > 0 {
		e.Cover, e.CoverReason = cov.String(), why
		if !d.quiet {
			e.Text += fmt.Sprintf(" (%s cover +%d: %s)", cov, cov.Bonus(), why)
		}
	}
	d.emit(e)
	if !ok && d.indomitable(i, purpose) { // feature_fighter.go
		d.rerolling = true
		ok, err = d.saveCover(i, ab, dc, purpose, cov, why)
		d.rerolling = false
		return ok, err
	}
	return d.legendary(i, ok, purpose), d.err // monster.go
}

// title capitalizes a word: "constitution" → "Constitution".
func title(w string) string {
	if w == "" {
		return w
	}
	return strings.ToUpper(w[:1]) + w[1:]
}

// saveBonus is the file's save bonus where given, else the modifier.
func (c *Combatant) saveBonus(ab rules.Ability) int {
	if b, ok := c.Saves[ab]; ok {
		return b
	}
	return c.Scores.Mod(ab)
}

// concentrationCheck: damage to a concentrating creature calls for a
// Constitution save, DC 10 or half the damage, whichever is higher; a
// creature incapacitated or killed loses concentration (seed 001
// "Concentration").
func (d *decider) concentrationCheck(i, damage int) error {
	c := &d.st.Combatants[i]
	if !d.st.concentrating(c.Name) {
		return nil
	}
	if c.Dead || c.Conds.Incapacitated() || c.HP.Current == 0 {
		d.endConcentration(c.Name, "incapacitated")
		return d.err
	}
	if damage <= 0 {
		return nil
	}
	dc := rules.ConcentrationDC(damage)
	ok, err := d.save(i, rules.Con, dc, "to keep concentration")
	if err != nil {
		return err
	}
	if !ok {
		d.endConcentration(c.Name, "failed its Constitution save")
	}
	return d.err
}

// concentrating reports whether the creature holds any effect.
func (s *State) concentrating(name string) bool {
	for _, ef := range s.Effects {
		if ef.Concentration == name {
			return true
		}
	}
	return false
}

// sources lists the sources of a condition's effects on a creature: its
// charmers, or what it fears.
func (s *State) sources(name string, cond rules.Condition) []int {
	var out []int
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == cond.String() && ef.Source != "" {
			if i, ok := s.Find(ef.Source); ok {
				out = append(out, i)
			}
		}
	}
	return out
}
