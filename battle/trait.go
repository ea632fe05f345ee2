package battle

// The stat-block traits of the trait_*.go files (docs/encounters.md
// "Monster features"), in the SRD 5.1 wording of the monsters that have
// them:
//
//   - Undead Fortitude (Zombie) and Relentless (Boar): damage that would
//     drop the creature to 0 hit points leaves it at 1 (trait_fortitude.go);
//   - Martial Advantage (Hobgoblin) and Surprise Attack (Bugbear): extra
//     dice on a hit (trait_damage.go);
//   - Charge (Minotaur, Boar) and Pounce (Tiger, Lion): a hit after a run
//     straight at the target (trait_charge.go);
//   - Reckless (Minotaur, Berserker): advantage given and taken
//     (trait_reckless.go);
//   - keen senses (Troll, Wolf ...): advantage on Perception checks
//     (trait_keen.go).
//
// This file holds what they share: the spec's load checks, the compiled
// traits, what a fight has done with them, and their one event type.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// EvTrait is a stat-block trait at work: With names it (the Trait*
// constants), Actor is the creature that has it.
const EvTrait = "trait"

// The names of the traits, as an EvTrait event's With.
const (
	TraitUndeadFortitude  = "Undead Fortitude"
	TraitRelentless       = "Relentless"
	TraitMartialAdvantage = "Martial Advantage"
	TraitSurpriseAttack   = "Surprise Attack"
	TraitCharge           = "Charge"
	TraitPounce           = "Pounce"
	TraitReckless         = "Reckless"
)

// ChargeSpec is a Charge or Pounce: {attack: gore, feet: 10, damage:
// "2d8[piercing]", save: str 14, push: 10, prone: true} for the SRD 5.1
// minotaur, {attack: claw, feet: 20, save: str 13, prone: true, bonus:
// bite} for the tiger.
type ChargeSpec struct {
	Attack string `yaml:"attack"` // the melee attack that must hit
	Feet   int    `yaml:"feet"`   // how far it must move straight toward the target first
	Damage string `yaml:"damage"` // extra damage of the hit
	Save   string `yaml:"save"`   // "str 14": push and prone only on a failure
	Push   int    `yaml:"push"`   // feet the target is pushed away
	Prone  bool   `yaml:"prone"`  // the target is knocked prone
	Bonus  string `yaml:"bonus"`  // an attack it may then make as a bonus action against the target if it is prone
}

// Charge is a compiled ChargeSpec.
type Charge struct {
	Trait  string // TraitCharge or TraitPounce
	Attack string
	Feet   int
	Damage *dice.Expr
	Save   rules.Ability
	DC     int // 0: push and prone always follow the hit
	Push   int
	Prone  bool
	Bonus  string
}

// TraitState is what a fight has done with a creature's traits: a fold of
// its events like the rest of the state.
type TraitState struct {
	// Charge and Pounce: the squares it has moved through by its own
	// movement this turn, where it began first, and the turn (round and
	// place in the order) they belong to. Never changed in place: a clone
	// of the state shares it.
	Run               []grid.Square
	RunRound, RunTurn int
	// Martial Advantage: the turn it was last used (once a turn).
	MartialRound, MartialTurn int
	// Pounce: the creature its bonus-action attack may target, and the turn.
	Pounced                 string
	PounceRound, PounceTurn int
	// Relentless: used this fight (it comes back after a rest).
	RelentlessUsed bool
	// Reckless: the turn it chose it, and whether attack rolls against it
	// have advantage (until the start of its next turn).
	RecklessRound, RecklessTurn int
	Exposed                     bool
	// Surprise Attack: the creature was surprised when the fight began.
	Surprised bool
	// Rampage: the turn a melee attack of its dropped a creature to 0 HP
	// (trait_rampage.go). Leadership: used this fight (trait_leadership.go).
	RampageRound, RampageTurn int
	LeadershipUsed            bool
}

// checkTraits checks the trait keys of trait_*.go, writing saves
// canonically; p is the combatant's field path.
func (l *loader) checkTraits(c *CombatantSpec, p string) error {
	tr := c.Traits
	f := p + ".traits."
	if tr.Relentless < 0 || tr.Relentless > 1000 {
		return l.errf(f+"relentless", "relentless is the most damage (1 to 1000) it shrugs off at 1 hit point, not %d", tr.Relentless)
	}
	if l.given(f+"relentless") && tr.Relentless == 0 {
		return l.errf(f+"relentless", "relentless is the most damage (1 to 1000) it shrugs off at 1 hit point: the boar's is 7")
	}
	for _, d := range []struct{ key, expr string }{{"martial_advantage", tr.MartialAdvantage}, {"surprise_attack", tr.SurpriseAttack}} {
		if l.given(f + d.key) {
			if err := l.checkDamage(d.expr, f+d.key); err != nil {
				return err
			}
		}
	}
	for _, ch := range []struct {
		key  string
		spec *ChargeSpec
	}{{"charge", tr.Charge}, {"pounce", tr.Pounce}} {
		if ch.spec != nil {
			if err := l.checkCharge(c, ch.spec, f+ch.key); err != nil {
				return err
			}
		}
	}
	if err := l.checkList(f+"keen_senses", tr.KeenSenses, loadKeenSense); err != nil {
		return err
	}
	return nil
}

// checkCharge checks a Charge or Pounce.
func (l *loader) checkCharge(c *CombatantSpec, s *ChargeSpec, f string) error {
	a := specAttack(c, s.Attack)
	switch {
	case strings.TrimSpace(s.Attack) == "":
		return l.errf(f+".attack", "missing: name the melee attack that must hit after the run (%s)", specAttackNames(c))
	case a == nil:
		return l.errf(f+".attack", "%q is not one of %s's attacks (%s)", s.Attack, c.Name, specAttackNames(c))
	case isAreaAttack(a) || a.Range != "":
		return l.errf(f+".attack", "%s is not a melee attack: a charge ends in a melee hit", a.Name)
	case s.Feet < 5 || s.Feet > 1000 || s.Feet%5 != 0:
		return l.errf(f+".feet", "feet is how far it must move straight toward the target first, 5 to 1000 in steps of 5, not %d", s.Feet)
	case s.Push < 0 || s.Push > MaxPushFeet || s.Push%5 != 0:
		return l.errf(f+".push", "push is feet in steps of 5, 0 to %d, not %d", MaxPushFeet, s.Push)
	}
	s.Attack = a.Name
	if s.Damage != "" {
		if err := l.checkDamage(s.Damage, f+".damage"); err != nil {
			return err
		}
	}
	if s.Save != "" {
		ab, dc, err := parseSave(s.Save)
		if err != nil {
			return l.cause(nil, f+".save", err, "%v", err)
		}
		s.Save = fmt.Sprintf("%s %d", ab, dc)
		if s.Push == 0 && !s.Prone {
			return l.errf(f+".save", "a failed save pushes or knocks prone: give push or prone: true too")
		}
	}
	if s.Bonus != "" {
		b := specAttack(c, s.Bonus)
		if b == nil || isAreaAttack(b) {
			return l.errf(f+".bonus", "%q is not one of %s's attacks (%s)", s.Bonus, c.Name, specAttackNames(c))
		}
		s.Bonus = b.Name
	}
	if s.Damage == "" && s.Push == 0 && !s.Prone && s.Bonus == "" {
		return l.errf(f, "a charge does something: give damage, push, prone or bonus")
	}
	return nil
}

// loadKeenSense reads a keen sense: hearing, sight or smell.
func loadKeenSense(s string) (string, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	if !slices.Contains(keenSenses, w) {
		return "", fmt.Errorf("%q is not a keen sense: hearing, sight or smell", s)
	}
	return w, nil
}

var keenSenses = []string{"hearing", "sight", "smell"}

// buildTraits compiles the trait keys of trait_*.go onto t.
func buildTraits(t *MonsterTraits, tr *TraitsSpec) error {
	t.UndeadFortitude, t.Relentless, t.Reckless = tr.UndeadFortitude, tr.Relentless, tr.Reckless
	t.Keen = slices.Clone(tr.KeenSenses)
	var err error
	if tr.MartialAdvantage != "" {
		if t.MartialAdvantage, err = dice.Parse(tr.MartialAdvantage); err != nil {
			return fmt.Errorf("martial_advantage: %w", err)
		}
	}
	if tr.SurpriseAttack != "" {
		if t.SurpriseAttack, err = dice.Parse(tr.SurpriseAttack); err != nil {
			return fmt.Errorf("surprise_attack: %w", err)
		}
	}
	if t.Charge, err = buildCharge(tr.Charge, TraitCharge); err != nil {
		return err
	}
	t.Pounce, err = buildCharge(tr.Pounce, TraitPounce)
	return err
}

func buildCharge(s *ChargeSpec, trait string) (*Charge, error) {
	if s == nil {
		return nil, nil
	}
	ch := &Charge{Trait: trait, Attack: s.Attack, Feet: s.Feet, Push: s.Push, Prone: s.Prone, Bonus: s.Bonus}
	var err error
	if s.Damage != "" {
		if ch.Damage, err = dice.Parse(s.Damage); err != nil {
			return nil, fmt.Errorf("%s: damage: %w", strings.ToLower(trait), err)
		}
	}
	if s.Save != "" {
		if ch.Save, ch.DC, err = parseSave(s.Save); err != nil {
			return nil, fmt.Errorf("%s: %w", strings.ToLower(trait), err)
		}
	}
	return ch, nil
}

// applyTrait folds a trait's event.
func (s *State) applyTrait(a, t int, e Event) {
	if a < 0 {
		return
	}
	s.applyTraitMore(a, t, e) // Parry, Aggressive, Life Drain (trait_load.go)
	ts := &s.Combatants[a].Trait
	switch e.With {
	case TraitUndeadFortitude, TraitRelentless:
		if e.HP != nil {
			s.Combatants[a].HP.Current = *e.HP
		}
		if e.With == TraitRelentless {
			ts.RelentlessUsed = true
		}
	case TraitMartialAdvantage:
		ts.MartialRound, ts.MartialTurn = s.Round, s.Turn
	case TraitPounce:
		if e.Action == "bonus" && t >= 0 { // the offer of the bonus-action attack
			ts.Pounced, ts.PounceRound, ts.PounceTurn = s.Combatants[t].Name, s.Round, s.Turn
		}
	case TraitReckless:
		ts.RecklessRound, ts.RecklessTurn, ts.Exposed = s.Round, s.Turn, true
	}
}

// traitTurn is the start of a creature's turn for its traits: Reckless's
// exposure ends.
func (s *State) traitTurn(a int) {
	s.Combatants[a].Trait.Exposed = false
}

// thisTurn reports whether a round and turn stamp is the current turn.
func (s *State) thisTurn(round, turn int) bool {
	return round == s.Round && turn == s.Turn && round > 0
}

// traitDamage adds the extra dice of Martial Advantage, Surprise Attack
// and Charge to a hit's damage, saying why in an event, and returns the
// charges (Charge, Pounce) whose save and bonus attack follow the damage.
func (d *decider) traitDamage(a, t int, w *Attack, h how, crit bool, expr *dice.Expr) (*dice.Expr, []*Charge) {
	c := &d.st.Combatants[a]
	tt := &c.Traits
	if tt.MartialAdvantage == nil && tt.SurpriseAttack == nil && tt.Charge == nil && tt.Pounce == nil {
		return expr, nil
	}
	if h.spell {
		return expr, nil // a spell attack is no weapon attack, and no charge's named attack
	}
	expr = d.martialAdvantage(a, t, crit, expr) // trait_damage.go
	expr = d.surpriseAttack(a, t, crit, expr)
	var charged []*Charge
	for _, ch := range []*Charge{tt.Charge, tt.Pounce} {
		if ch == nil || ch.Attack != w.Name || h.reaction {
			continue
		}
		if ok, why := d.st.charging(a, t, ch.Feet); ok {
			charged = append(charged, ch)
			expr = d.chargeDamage(a, t, ch, why, crit, expr) // trait_charge.go
		}
	}
	return expr, charged
}

// addDice adds extra dice to a hit's damage: of the weapon's first damage
// type unless they name their own (as Sneak Attack's do).
func addDice(expr, extra *dice.Expr) *dice.Expr {
	root := extra.Root
	if typ := damageLabel(expr.Root); typ != "" && damageLabel(root) == "" {
		root = &dice.Label{X: root, Name: typ}
	}
	return &dice.Expr{Root: &dice.Binary{Op: '+', L: expr.Root, R: root}}
}

// critNote is the note a critical hit adds to extra dice.
func critNote(crit bool) string {
	if crit {
		return ", doubled by the critical hit"
	}
	return ""
}
