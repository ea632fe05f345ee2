package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Spellcasting in an encounter (docs/encounters.md, `spellcasting`) by
// seed 000 "Spellcasting" and SRD 5.1 "Casting a Spell":
//
//   - the spell attack bonus is proficiency + the spellcasting ability's
//     modifier, the save DC 8 + proficiency + that modifier; the file may
//     give either outright (a stat block's "spell attack +5, DC 13");
//   - a spell of 1st level or higher spends a slot of its level or higher,
//     and a higher slot upcasts it; a cantrip spends none and scales with
//     the caster's level (seed 000 "CANTRIP DAMAGE AT HIGHER LEVELS");
//   - its casting time spends the action, the bonus action or the
//     reaction; a reaction spell may be cast on another creature's turn;
//   - SRD 5.1 "Bonus Action": in a turn in which it casts a spell as a
//     bonus action, a creature casts no other spell but a cantrip with a
//     casting time of one action.

// EvCast is a spell cast: With the spell, Level the slot spent (0 for a
// cantrip), Action what it took (action, bonus, reaction).
const EvCast = "cast"

// SpellcastingSpec is an entry's `spellcasting` key.
type SpellcastingSpec struct {
	Ability string      `yaml:"ability"` // int, wis or cha
	Level   int         `yaml:"level"`   // caster level, for cantrip scaling; default the entry's level, else 1
	Slots   map[int]int `yaml:"slots"`   // slots by spell level: {1: 4, 2: 3}
	Spells  []string    `yaml:"spells"`  // names or ids: [fire bolt, magic-missile]
	Attack  *int        `yaml:"attack"`  // spell attack bonus; default proficiency + ability modifier
	DC      *int        `yaml:"dc"`      // save DC; default 8 + proficiency + ability modifier
}

// Caster is what a creature's spellcasting is, as the file says; it never
// changes in a fight, so the state shares it.
type Caster struct {
	Ability rules.Ability
	Level   int
	Attack  int
	DC      int
	Mod     int // the spellcasting ability's modifier
	Slots   [10]int
	Spells  []*compendium.Spell
}

// Spellcasting is a creature's spellcasting in the fight: the file's (nil
// Caster: it casts nothing) and what it has spent.
type Spellcasting struct {
	*Caster
	Used [10]int // slots spent, by level
	// The round of the creature's own turn in which it last cast a spell,
	// and what it cast then: a bonus-action spell, or another spell that is
	// not an action cantrip (the SRD 5.1 "Bonus Action" rule).
	Round      int
	BonusSpell bool
	OtherSpell bool
}

// spell is the creature's spell of that name, or why it has none.
func (c *Combatant) spell(name string) (*compendium.Spell, error) {
	if c.Casting.Caster == nil {
		return nil, refuse(CodeCannot, "%s casts no spells: give it spellcasting in the encounter file", c.Name)
	}
	sp, err := compendium.LookupSpell(name)
	if err != nil {
		return nil, refuse(CodeUnknownName, "%v", err)
	}
	if !slices.Contains(c.Casting.Spells, sp) {
		var ns []string
		for _, s := range c.Casting.Spells {
			ns = append(ns, strings.ToLower(s.Name))
		}
		return nil, refuse(CodeCannot, "%s does not have %s (its spells: %s)", c.Name, sp.Name, strings.Join(ns, ", "))
	}
	return sp, nil
}

// buildSpellcasting sets up an entry's spellcasting (setup.go).
func buildSpellcasting(c *Combatant, spec *CombatantSpec) error {
	sc := spec.Spellcasting
	if sc == nil {
		return nil
	}
	ab, err := rules.ParseAbility(sc.Ability)
	if err != nil {
		return fmt.Errorf("spellcasting: %w", err)
	}
	k := &Caster{Ability: ab, Level: max(sc.Level, spec.Level, 1), Mod: c.Scores.Mod(ab)}
	k.Attack, k.DC = c.Proficiency+k.Mod, 8+c.Proficiency+k.Mod
	if sc.Attack != nil {
		k.Attack = *sc.Attack
	}
	if sc.DC != nil {
		k.DC = *sc.DC
	}
	for lvl, n := range sc.Slots {
		if lvl >= 1 && lvl <= 9 {
			k.Slots[lvl] = n
		}
	}
	for _, name := range sc.Spells {
		sp, err := compendium.LookupSpell(name)
		if err != nil {
			return fmt.Errorf("spellcasting: %w", err)
		}
		if !slices.Contains(k.Spells, sp) {
			k.Spells = append(k.Spells, sp)
		}
	}
	c.Casting.Caster = k
	return nil
}

// checkSpellcasting validates an entry's spellcasting at file:line
// (load_check.go).
func (l *loader) checkSpellcasting(c *CombatantSpec, p string) error {
	sc := c.Spellcasting
	if sc == nil {
		return nil
	}
	p += ".spellcasting"
	ab, err := rules.ParseAbility(sc.Ability)
	switch {
	case sc.Ability == "":
		return l.errf(p+".ability", "missing: the spellcasting ability, like int, wis or cha")
	case err != nil:
		return l.cause(nil, p+".ability", err, "%v", err)
	}
	sc.Ability = ab.String()
	if sc.Level < 0 || sc.Level > 20 {
		return l.errf(p+".level", "a caster level is 1 to 20, not %d", sc.Level)
	}
	for lvl, n := range sc.Slots {
		f := fmt.Sprintf("%s.slots.%d", p, lvl)
		if lvl < 1 || lvl > 9 {
			return l.errf(f, "slots are by spell level, 1 to 9, not %d", lvl)
		}
		if n < 0 || n > 20 {
			return l.errf(f, "%d slots: a number from 0 to 20", n)
		}
	}
	if sc.Attack != nil && (*sc.Attack < -5 || *sc.Attack > 30) {
		return l.errf(p+".attack", "a spell attack bonus from -5 to 30, not %d", *sc.Attack)
	}
	if sc.DC != nil && (*sc.DC < 1 || *sc.DC > 40) {
		return l.errf(p+".dc", "a save DC from 1 to 40, not %d", *sc.DC)
	}
	if len(sc.Spells) == 0 {
		return l.errf(p+".spells", "missing: the spells it can cast, like [fire bolt, magic missile]")
	}
	seen := map[string]bool{}
	for i, name := range sc.Spells {
		f := fmt.Sprintf("%s.spells[%d]", p, i)
		sp, err := compendium.LookupSpell(name)
		if err != nil {
			return l.cause(nil, f, err, "%v", err)
		}
		if seen[sp.ID] {
			return l.errf(f, "%s is listed twice", sp.Name)
		}
		seen[sp.ID] = true
		if sp.Level > 0 && !slices.ContainsFunc(levels(sc.Slots), func(lv int) bool { return lv >= sp.Level }) {
			return l.errf(f, "%s is a level %d spell: give slots of level %d or higher, like slots: {%d: 2}", sp.Name, sp.Level, sp.Level, sp.Level)
		}
	}
	return nil
}

// levels are the slot levels with at least one slot.
func levels(slots map[int]int) []int {
	var out []int
	for lv, n := range slots {
		if n > 0 {
			out = append(out, lv)
		}
	}
	return out
}

// applyCast folds a cast: the slot, the action, bonus action or reaction,
// and the turn's record for the bonus-action spell rule.
func (s *State) applyCast(a int, e Event) {
	c := &s.Combatants[a]
	if lv := deref(e.Level); lv >= 1 && lv <= 9 {
		c.Casting.Used[lv]++
	}
	switch e.Action {
	case "bonus":
		c.Turn.Bonus = true
	case "reaction":
		c.Reaction = false
	default:
		c.Turn.Action = true
	}
	if s.Current() != a {
		return
	}
	if c.Casting.Round != s.Round {
		c.Casting.Round, c.Casting.BonusSpell, c.Casting.OtherSpell = s.Round, false, false
	}
	switch {
	case e.Action == "bonus":
		c.Casting.BonusSpell = true
	case e.Action == "action" && deref(e.Level) == 0:
		// an action cantrip: allowed beside a bonus-action spell
	default:
		c.Casting.OtherSpell = true
	}
}
