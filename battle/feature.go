package battle

// Class features in play (docs/commands.md "Class features"), by seed
// 000's "CLASS-SPECIFIC COMBAT RULES" and SRD 5.1's class text:
//
//   - Extra Attack: the Attack action's attacks (class.go fills
//     extra_attacks; attack.go counts them);
//   - Second Wind (fighter): a bonus action, regain 1d10 + fighter level
//     hit points, once a rest — once a fight here (seed 000 line 496);
//   - Rage (barbarian): a bonus action, not in heavy armor, uses by level;
//     +2/+3/+4 damage on melee weapon attacks using Strength, resistance
//     to bludgeoning, piercing and slashing, advantage on Strength checks
//     and saves; no casting or concentrating on spells (spell_forbid.go);
//     it ends after 1 minute (as its turn 10 rounds on starts), when the barbarian falls
//     unconscious, when its turn ends and it has neither attacked a
//     hostile creature nor taken damage since its last turn, or at will
//     with a bonus action (seed 000 "BARBARIANS: RAGE"; SRD 5.1 "Rage");
//   - Sneak Attack (rogue): once per turn, extra dice by level on a hit
//     with a finesse or ranged weapon, with advantage, or with another
//     enemy of the target within 5 ft of it and no disadvantage; the dice
//     double on a critical hit as the weapon's do (seed 000 "ROGUES:
//     SNEAK ATTACK", line 83);
//   - Cunning Action (rogue): Dash, Disengage or Hide with the bonus action;
//   - fighting styles: Defense (class.go) and Two-Weapon Fighting, which
//     keeps the ability modifier on the off-hand attack's damage (seed 000
//     line 105; attack.go).
//
// And, by the SRD 5.1 text where seed 000 is silent: Uncanny Dodge and
// Evasion (feature_rogue.go), Indomitable (feature_fighter.go), Aura of
// Courage and Improved Divine Smite (feature_paladin.go), Danger Sense,
// Feral Instinct and Relentless Rage (feature_barbarian.go), Stunning
// Strike, Patient Defense and Step of the Wind (feature_ki.go); what they
// spend folds in feature_guard.go.

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Event types of class features: With names the feature ("rage", "second
// wind", "sneak attack"), Action is "bonus" when it took the bonus action.
const (
	EvFeature    = "feature"
	EvFeatureEnd = "feature_end"
)

// Feature names, as events write them in With.
const (
	FeatRage        = "rage"
	FeatSecondWind  = "second wind"
	FeatSneakAttack = "sneak attack"
)

// rageRounds is how long a rage lasts: 1 minute.
const rageRounds = 10

// needBonus refuses when the creature can't take a bonus action now.
func (d *decider) needBonus(a int) error {
	c := &d.st.Combatants[a]
	if !c.Conds.CanAct() {
		return refuse(CodeCannot, "%s is %s: it can't take bonus actions", c.Name, c.Conds)
	}
	if c.Turn.Bonus {
		return refuse(CodeNoAction, "%s has already used its bonus action this turn", c.Name)
	}
	return nil
}

// needFeature refuses a creature whose class and level lack a feature.
func needFeature(c *Combatant, feature, what string) error {
	if c.Class.Has(feature) {
		return nil
	}
	if c.Class.Def == nil {
		return refuse(CodeCannot, "%s has no class: %s is a class feature", c.Name, what)
	}
	if at, ok := c.Class.Def.Features[feature]; ok {
		return refuse(CodeCannot, "%s is a %s %d: %s comes at level %d", c.Name, c.Class.Def.ID, c.Class.Level, what, at)
	}
	return refuse(CodeCannot, "%s is a %s: %s is not one of its features", c.Name, c.Class.Def.ID, what)
}

// secondWind: "Fighter second wind".
func (d *decider) secondWind(cmd Command) error {
	a := cmd.Actor
	c := &d.st.Combatants[a]
	if err := needFeature(c, "second-wind", "Second Wind"); err != nil {
		return err
	}
	if c.Class.SecondWind {
		return refuse(CodeNoAction, "%s has used its Second Wind: it comes back after a short or long rest", c.Name)
	}
	if err := d.needBonus(a); err != nil {
		return err
	}
	r, err := rollText(fmt.Sprintf("1d10+%d", c.Class.Level), d.src)
	if err != nil {
		return err
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatSecondWind, Action: "bonus", Dice: explain(r), Amount: ip(r.Total),
		Text: fmt.Sprintf("%s uses Second Wind (a bonus action): 1d10 + fighter level %d = %s", c.Name, c.Class.Level, explain(r))})
	d.heal(a, r.Total, "Second Wind")
	return d.err
}

// rage: "Barbarian rage".
func (d *decider) rage(cmd Command) error {
	a := cmd.Actor
	c := &d.st.Combatants[a]
	if err := needFeature(c, "rage", "Rage"); err != nil {
		return err
	}
	uses := c.Class.Def.Number("rage-uses", c.Class.Level)
	switch {
	case c.Class.Raging:
		return refuse(CodeCannot, "%s is already raging", c.Name)
	case c.Class.Heavy:
		return refuse(CodeCannot, "%s wears heavy armor: it can't rage (seed 000 \"BARBARIANS: RAGE\")", c.Name)
	case c.Class.RagesUsed >= uses:
		return refuse(CodeNoAction, "%s has raged %d times, all its level %d allows before a long rest", c.Name, uses, c.Class.Level)
	}
	if err := d.needBonus(a); err != nil {
		return err
	}
	dmg := c.Class.Def.Number("rage-damage", c.Class.Level)
	left := "unlimited"
	if uses < compendium.Unlimited {
		left = fmt.Sprintf("%d of %d left", uses-c.Class.RagesUsed-1, uses)
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, With: FeatRage, Action: "bonus",
		Text: fmt.Sprintf("%s rages (a bonus action; %s): +%d damage with melee weapon attacks using Strength, resistance to bludgeoning, piercing and slashing, advantage on Strength checks and saves, for 1 minute",
			c.Name, left, dmg)})
	// SRD 5.1 Rage: "If you are able to cast spells, you can't cast them
	// or concentrate on them while raging" (castForbidden refuses the casting).
	if d.st.concentrating(c.Name) {
		d.endConcentration(c.Name, "it rages: no concentrating on spells while raging (SRD 5.1 \"Rage\")")
	}
	return d.err
}

// endRage: "Barbarian end rage", a bonus action.
func (d *decider) endRage(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	if !c.Class.Raging {
		return refuse(CodeCannot, "%s is not raging", c.Name)
	}
	if err := d.needBonus(cmd.Actor); err != nil {
		return err
	}
	d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, With: FeatRage, Action: "bonus", Reason: "ended at will",
		Text: c.Name + " ends its rage (a bonus action)"})
	return d.err
}

// cunningAction: "Rogue cunning action dash|disengage|hide".
func (d *decider) cunningAction(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	if err := needFeature(c, "cunning-action", "Cunning Action"); err != nil {
		return err
	}
	verb := strings.ToLower(strings.TrimSpace(cmd.With))
	sub := cmd
	sub.Verb, sub.With = verb, bonusAction
	switch verb {
	case "dash", "disengage":
		return d.simpleAction(sub)
	case "hide":
		return d.hide(sub)
	}
	return refuse(CodeSyntax, "%q: Cunning Action is dash, disengage or hide", cmd.Text)
}

// bonusWhy names the feature that lets an action be a bonus action.
func bonusWhy(cmd Command) string {
	if cmd.With == bonusAction {
		switch {
		case strings.Contains(cmd.Text, FeatPatientDefense):
			return "Patient Defense"
		case strings.Contains(cmd.Text, FeatStepOfTheWind):
			return "Step of the Wind"
		}
		return "Cunning Action"
	}
	return "Nimble Escape"
}

// applyFeature folds a class feature's event.
func (s *State) applyFeature(a int, e Event) {
	c := &s.Combatants[a]
	if e.Action == "bonus" {
		c.Turn.Bonus = true
	}
	cs := &c.Class
	switch {
	case e.Type == EvFeatureEnd && e.With == FeatRage:
		cs.Raging = false
	case e.With == FeatRage:
		cs.Raging, cs.RageRound, cs.RageKept = true, s.Round, false
		cs.RagesUsed++
	case e.With == FeatSecondWind:
		cs.SecondWind = true
	case e.With == FeatSneakAttack:
		cs.SneakRound, cs.SneakTurn = s.Round, s.Turn
	default:
		s.applyMoreFeatures(a, e) // feature_more.go
	}
}

// featureAttack: an attack on a hostile creature keeps a rage up.
func (s *State) featureAttack(a, t int) {
	if a >= 0 && t >= 0 && s.Hostile(a, t) {
		s.Combatants[a].Class.RageKept = true
	}
}

// featureDamaged: so does taking damage.
func (s *State) featureDamaged(t int, e Event) {
	if deref(e.Amount) > 0 {
		s.Combatants[t].Class.RageKept = true
	}
}

// featureWatch ends a rage when its barbarian falls unconscious.
func (d *decider) featureWatch(e Event) {
	d.turnedWatch(e) // a turned undead that takes damage (feature_turn.go)
	d.sleepWatch(e)  // a sleeper that takes damage wakes (spell_sleep.go)
	if e.Type != EvCondition || e.On == nil || !*e.On || e.Condition != rules.Unconscious.String() {
		return
	}
	i, ok := d.st.Find(e.Target)
	if !ok || !d.st.Combatants[i].Class.Raging {
		return
	}
	c := &d.st.Combatants[i]
	d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, With: FeatRage, Reason: "unconscious", Text: c.Name + "'s rage ends: it is unconscious"})
}

// rageMinute ends a rage as its barbarian's turn starts 10 rounds after
// the one it raged in: a minute is 10 rounds, so a rage begun in round 1
// is over when round 11 brings its turn back, as Turn Undead's and
// Frightful Presence's minutes end (effects.go "start").
func (d *decider) rageMinute(i int) {
	c := &d.st.Combatants[i]
	if cs := &c.Class; cs.Raging && d.st.Round >= cs.RageRound+rageRounds {
		d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, With: FeatRage, Reason: "1 minute",
			Text: fmt.Sprintf("%s's rage ends: its minute (10 rounds from round %d) is up", c.Name, cs.RageRound)})
	}
}

// rageLapse ends a rage as its barbarian's turn ends, when it has neither
// attacked a hostile creature nor taken damage since its last turn.
func (d *decider) rageLapse(i int) {
	c := &d.st.Combatants[i]
	cs := &c.Class
	switch {
	case !cs.Raging:
	case !cs.RageKept:
		d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, With: FeatRage, Reason: "no attack or damage",
			Text: c.Name + "'s rage ends: it has neither attacked a hostile creature nor taken damage since its last turn"})
	}
}

// rageResists adds a raging creature's resistances to its defenses.
func rageResists(c *Combatant, d rules.Defenses) rules.Defenses {
	if !c.Class.Raging {
		return d
	}
	rs := append([]rules.DamageType(nil), d.Resist...)
	for _, t := range []rules.DamageType{rules.Bludgeoning, rules.Piercing, rules.Slashing} {
		if !containsType(rs, t) {
			rs = append(rs, t)
		}
	}
	d.Resist = rs
	return d
}

func containsType(ts []rules.DamageType, t rules.DamageType) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// rageAdvantage is a raging creature's advantage on Strength checks and
// saves.
func rageAdvantage(c *Combatant, ab rules.Ability) rules.Reasons {
	var r rules.Reasons
	if c.Class.Raging && ab == rules.Str {
		r.Add(true, "raging")
	}
	return r
}

// usesStrength reports whether a melee attack adds Strength: a finesse
// weapon uses the better of Strength and Dexterity (buildAttack).
func usesStrength(c *Combatant, w *Attack) bool {
	if w.Ranged {
		return false
	}
	return !w.Has("finesse") || c.attackMod(rules.Str) >= c.attackMod(rules.Dex)
}

// featureDamage is the damage of a hit with what class features add: rage
// damage, Improved Divine Smite's 1d8 radiant (feature_paladin.go), and
// Sneak Attack's dice, typed as the weapon's, which the
// critical hit doubles with the weapon's own (seed 000 line 83). A spell
// attack (fire bolt, spiritual weapon's) gets neither: SRD 5.1 Rage adds
// to "a melee weapon attack using Strength", and Sneak Attack's "attack
// must use a finesse or a ranged weapon".
func (d *decider) featureDamage(a, t int, w *Attack, mode rules.Mode, crit, spell bool) *dice.Expr {
	s := d.st
	c := &s.Combatants[a]
	expr := w.Damage
	if spell {
		return expr
	}
	if c.Class.Raging && usesStrength(c, w) {
		if n := c.Class.Def.Number("rage-damage", c.Class.Level); n > 0 {
			base := expr
			expr = s.derived(derivedKey{base: base, kind: derivedRage, n: n}, func() *dice.Expr {
				return &dice.Expr{Root: addModifier(base.Root, n)}
			})
		}
	}
	expr = s.improvedSmite(a, w, expr) // Improved Divine Smite (feature_paladin.go)
	why := d.sneakAttack(a, t, w, mode)
	if why == "" {
		return expr
	}
	sneak := c.Class.Def.Value("sneak-attack-dice", c.Class.Level)
	base := expr
	expr = s.derived(derivedKey{base: base, kind: derivedSneak, text: sneak}, func() *dice.Expr {
		n, err := dice.Parse(sneak)
		if err != nil {
			return nil
		}
		var root dice.Node = n.Root
		if typ := damageLabel(base.Root); typ != "" {
			root = &dice.Label{X: root, Name: typ}
		}
		return &dice.Expr{Root: &dice.Binary{Op: '+', L: base.Root, R: root}}
	})
	if expr == nil {
		return base
	}
	text := fmt.Sprintf("%s's Sneak Attack: +%s (%s)", c.Name, sneak, why)
	if crit {
		text += ", doubled by the critical hit"
	}
	d.emit(Event{Type: EvFeature, Actor: c.Name, Target: s.Combatants[t].Name, With: FeatSneakAttack, Dice: sneak, Reason: why, Text: text})
	return expr
}

// sneakAttack says why a hit qualifies for Sneak Attack, or "".
func (d *decider) sneakAttack(a, t int, w *Attack, mode rules.Mode) string {
	s := d.st
	switch j := s.sneakBy(a, t, w, mode); {
	case j == sneakAdvantage:
		return "advantage on the attack"
	case j >= 0:
		return s.Combatants[j].Name + ", another enemy of the target, is within 5 ft of it"
	}
	return ""
}

// sneakNo and sneakAdvantage are what sneakBy says when no one's
// presence counts.
const (
	sneakNo        = -2 // the hit does not qualify
	sneakAdvantage = -1 // it qualifies by the attack's advantage
)

// sneakBy says whether a's hit on t with w, rolled with mode, qualifies
// for Sneak Attack (SRD 5.1 "Sneak Attack"; seed 000 "ROGUES: SNEAK
// ATTACK"): once a turn, with a finesse or ranged weapon, when the attack
// has advantage, or when another enemy of the target that isn't
// incapacitated is within 5 ft of it and the attack has no disadvantage.
// It returns that enemy, sneakAdvantage, or sneakNo.
func (s *State) sneakBy(a, t int, w *Attack, mode rules.Mode) int {
	c := &s.Combatants[a]
	cs := &c.Class
	if !cs.Has("sneak-attack") || (cs.SneakRound == s.Round && cs.SneakTurn == s.Turn && cs.SneakRound != 0) {
		return sneakNo
	}
	if !w.Ranged && !w.Has("finesse") {
		return sneakNo
	}
	switch mode {
	case rules.Advantage:
		return sneakAdvantage
	case rules.Disadvantage:
		return sneakNo
	}
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if j != a && j != t && s.Hostile(j, t) && !o.Down() && !o.Conds.Incapacitated() && s.Distance(j, t) <= 5 {
			return j
		}
	}
	return sneakNo
}

// damageLabel is the first damage type written in an expression.
func damageLabel(n dice.Node) string {
	switch n := n.(type) {
	case *dice.Label:
		return n.Name
	case *dice.Binary:
		if l := damageLabel(n.L); l != "" {
			return l
		}
		return damageLabel(n.R)
	}
	return ""
}
