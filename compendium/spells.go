package compendium

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skirmish-rpg/skirmish/rules"
)

// A spell entry of data/spells.yaml (SRD 5.1 "Spells"; seed 000
// "Spellcasting", "MAGICAL ATTACKS VIA CANTRIPS", "CANTRIP DAMAGE AT HIGHER
// LEVELS", "SAMPLE SPELL RANGES"):
//
//	- id: fire-bolt             # lower case with hyphens
//	  name: Fire Bolt
//	  level: 0                  # 0 for a cantrip, else 1 to 9
//	  school: evocation
//	  casting: action           # action | bonus | reaction
//	  range: 120                # feet; self; touch (5 ft)
//	  duration: instantaneous   # instantaneous | N round(s) | N minute(s) | N hour(s)
//	  concentration: false
//	  attack: ranged            # melee | ranged: a spell attack roll
//	  save: dex                 # the save instead of an attack roll
//	  on_save: none             # half | none (default none; an area's default half)
//	  no_cover: true            # the save gains nothing from cover (sacred flame)
//	  damage: 1d10              # dice, no type; "1d4+1" for a dart
//	  type: fire                # its damage type
//	  types: [acid, fire]       # the types the caster chooses among; type is the default
//	  add_mod: true             # damage or healing adds the spellcasting modifier
//	  scaling: dice             # a cantrip: dice (1/2/3/4 times at levels 1/5/11/17) | beams (that many attacks)
//	  count: 3                  # darts or beams at the base level; targets of a buff
//	  upcast: 1d6               # dice added per slot level above the spell's
//	  upcast_every: 2           # ... per this many levels (spiritual weapon: 2)
//	  upcast_count: 1           # darts or targets added per slot level above
//	  area: cone 15             # a grid template: cone, cube, line, sphere, cylinder
//	  push: 10                  # feet a creature failing the save is pushed from the origin
//	  heal: 1d8                 # hit points restored
//	  condition: paralyzed      # what a failed save (or the spell) imposes
//	  repeat_save: true         # the save is repeated at the end of each of the target's turns
//	  ac_bonus: 2               # added to the target's AC while the spell lasts
//	  ac_base: 13               # AC becomes this + Dex modifier (mage armor)
//	  ac_min: 16                # AC can't be less than this (barkskin)
//	  roll_bonus: 1d4           # added to attack rolls and saving throws (bless)
//	  speed: -10                # added to the target's speed
//	  rule: pull                # a named rule hook in package battle (see SpellRules)
//	  source: srd-5.1           # srd-5.1 | seed-000: where the facts come from
//	  notes: ...                # what the engine does not apply
//	  creature_types: [humanoid]         # it affects only creatures of these types (hold person)
//	  no_effect_on: [undead, construct]  # it has no effect on these types (cure wounds)
//	  targets_within: 30                 # its targets must be within this many feet of each other
//	  metal_armor_advantage: true        # its attack roll has advantage against a target in metal armor
//
// A spell is data; where what it does is more than an attack, a save,
// damage, healing, an area or an effect with a duration, it names a rule
// hook, and battle says which hooks it plays.

// SpellRules are the named rule hooks a spell may give.
var SpellRules = []string{"pull", "no-reactions", "no-healing", "mockery", "sleep", "guiding",
	"shillelagh", "spiritual-weapon", "hunters-mark", "haste", "shield", "flee", "produce-flame"}

// SpellSchools are the eight schools of magic (SRD 5.1 "Schools of Magic").
var SpellSchools = []string{"abjuration", "conjuration", "divination", "enchantment", "evocation",
	"illusion", "necromancy", "transmutation"}

// CastingTimes are the casting times the engine plays.
var CastingTimes = []string{"action", "bonus", "reaction"}

// Spell is one spell entry.
type Spell struct {
	ID, Name      string
	Aliases       []string
	Level         int
	School        string
	Casting       string // action | bonus | reaction
	Range         int    // feet; 0 for self, 5 for touch
	Self, Touch   bool
	Duration      string
	Rounds        int // the duration in rounds (a minute is 10); 0 for instantaneous
	Concentration bool
	Attack        string        // melee | ranged | ""
	Save          rules.Ability // with HasSave
	HasSave       bool
	OnSave        string // half | none
	NoCover       bool
	Damage        string // dice without a type: "1d10", "1d4+1"
	DamageType    rules.DamageType
	AddMod        bool
	Scaling       string // dice | beams | "" (cantrips)
	Count         int
	Upcast        string
	UpcastEvery   int
	UpcastCount   int
	Area          string
	Push          int
	Heal          string
	Condition     string
	RepeatSave    bool
	ACBonus       int
	ACBase        int
	ACMin         int
	RollBonus     string
	Speed         int
	Rule          string
	Source        string
	Notes         string
	File          string
	Line          int
	SpellLimits   // spells_limits.go
	// DamageTypes are the types the caster chooses among (chromatic orb);
	// nil when the spell has one (spells_types.go).
	DamageTypes []rules.DamageType
}

// Cantrip reports whether the spell is a cantrip.
func (s *Spell) Cantrip() bool { return s.Level == 0 }

// CantripTier is how many times a cantrip's dice (or beams) a caster of
// that level gets: 1 at levels 1–4, 2 at 5–10, 3 at 11–16, 4 at 17 and
// up (seed 000 "CANTRIP DAMAGE AT HIGHER LEVELS").
func CantripTier(level int) int {
	switch {
	case level >= 17:
		return 4
	case level >= 11:
		return 3
	case level >= 5:
		return 2
	}
	return 1
}

// DamageAt is the spell's damage dice cast by a caster of casterLevel
// with a slot of slot (0 for a cantrip), without its type or modifier:
// a cantrip's dice multiplied by its tier (with scaling: dice), a leveled
// spell's upcast dice added per level above its own. "" when it deals
// none.
func (s *Spell) DamageAt(casterLevel, slot int) string {
	if s.Damage == "" {
		return ""
	}
	n, sides, rest, ok := splitDice(s.Damage)
	if !ok {
		return s.Damage
	}
	if s.Cantrip() && s.Scaling == "dice" {
		n *= CantripTier(casterLevel)
	}
	return s.upcastDice(n, sides, slot) + rest
}

// HealAt is the spell's healing dice at a slot level, without modifier.
func (s *Spell) HealAt(slot int) string {
	n, sides, rest, ok := splitDice(s.Heal)
	if !ok {
		return s.Heal
	}
	return s.upcastDice(n, sides, slot) + rest
}

func (s *Spell) upcastDice(n, sides, slot int) string {
	out := fmt.Sprintf("%dd%d", n, sides)
	if s.Upcast == "" || slot <= s.Level {
		return out
	}
	un, us, _, ok := splitDice(s.Upcast)
	if !ok {
		return out
	}
	k := (slot - s.Level) / max(s.UpcastEvery, 1)
	switch {
	case k == 0:
	case us == sides:
		out = fmt.Sprintf("%dd%d", n+un*k, sides)
	default:
		out += fmt.Sprintf("+%dd%d", un*k, us)
	}
	return out
}

// CountAt is how many darts, beams or targets the spell has at a caster
// level and slot: its count (at least 1), a cantrip's beams by tier, a
// leveled spell's upcast count per level above its own.
func (s *Spell) CountAt(casterLevel, slot int) int {
	n := max(s.Count, 1)
	if s.Cantrip() && s.Scaling == "beams" {
		n *= CantripTier(casterLevel)
	}
	if slot > s.Level && s.Level > 0 {
		n += s.UpcastCount * (slot - s.Level)
	}
	return n
}

// splitDice reads "NdS" with an optional "+K" after it.
func splitDice(s string) (n, sides int, rest string, ok bool) {
	d := strings.IndexByte(s, 'd')
	if d < 1 {
		return 0, 0, "", false
	}
	end := d + 1
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	n, err1 := strconv.Atoi(s[:d])
	sides, err2 := strconv.Atoi(s[d+1 : end])
	if err1 != nil || err2 != nil {
		return 0, 0, "", false
	}
	return n, sides, s[end:], true
}

var spellKeys = []string{"id", "name", "aliases", "level", "school", "casting", "range", "duration",
	"concentration", "attack", "save", "on_save", "no_cover", "damage", "type", "add_mod", "scaling", "count",
	"upcast", "upcast_every", "upcast_count", "area", "push", "heal", "condition", "repeat_save", "ac_bonus",
	"ac_base", "ac_min", "roll_bonus", "speed", "rule", "components", "source", "notes",
	"creature_types", "no_effect_on", "targets_within", "metal_armor_advantage", // spells_limits.go
	"types"} // spells_types.go

var (
	spellsOnce sync.Once
	spells     index[Spell]
	spellsErr  error
	// spellNames finds a spell by its name exactly as written ("Fire
	// Bolt"), as the engine asks of every spell effect at every attack,
	// without the slug a string each: only names whose slug is their own
	// spell's, so it finds what the slug would.
	spellNames map[string]*Spell
)

func loadSpells() {
	list, err := loadList("data/spells.yaml", ParseSpells)
	if err != nil {
		spellsErr = err
		return
	}
	for _, s := range list {
		_ = spells.add("", nil, s, s.ID, s.Aliases) // ParseSpells refused duplicates
	}
	spellNames = make(map[string]*Spell, len(list))
	for _, s := range list {
		if spells.byID[slugOf(s.Name)] == s {
			spellNames[s.Name] = s
		}
	}
}

// Spells lists every spell's id, sorted.
func Spells() ([]string, error) {
	spellsOnce.Do(loadSpells)
	return spells.sorted(), spellsErr
}

// LookupSpell finds a spell by id, alias or name ("fire-bolt", "Fire
// Bolt", "fire bolt"), in any case.
func LookupSpell(name string) (*Spell, error) {
	spellsOnce.Do(loadSpells)
	if spellsErr != nil {
		return nil, spellsErr
	}
	if s, ok := spellNames[name]; ok {
		return s, nil
	}
	id := slugOf(name)
	if s, ok := spells.byID[id]; ok {
		return s, nil
	}
	return spells.lookup("spell", name)
}

// ParseSpells reads a spells file: a YAML list of spell entries. file
// names it in errors ("spells.yaml:12:13: damage: ...").
func ParseSpells(file string, data []byte) ([]*Spell, error) {
	nodes, err := entries(file, data, "spell")
	if err != nil {
		return nil, err
	}
	var seen index[Spell]
	out := make([]*Spell, 0, len(nodes))
	for _, n := range nodes {
		e, err := newEntry(file, n, spellKeys)
		if err != nil {
			return nil, err
		}
		s, err := parseSpell(e)
		if err != nil {
			return nil, err
		}
		if err := seen.add(file, n, s, s.ID, s.Aliases); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func parseSpell(e *entry) (*Spell, error) {
	s := &Spell{File: e.file, Line: e.node.Line}
	var err error
	if s.ID, s.Name, s.Aliases, err = e.head(); err != nil {
		return nil, err
	}
	if !e.has("level") {
		return nil, e.err("level", "missing: 0 for a cantrip, else 1 to 9")
	}
	if s.Level, err = e.integer("level", 0, 9); err != nil {
		return nil, err
	}
	if s.School, err = oneOf(e, "school", SpellSchools, true); err != nil {
		return nil, err
	}
	if s.Casting, err = oneOf(e, "casting", CastingTimes, true); err != nil {
		return nil, err
	}
	if err := parseSpellRange(e, s); err != nil {
		return nil, err
	}
	if err := parseSpellDuration(e, s); err != nil {
		return nil, err
	}
	if err := parseSpellOffense(e, s); err != nil {
		return nil, err
	}
	if err := parseSpellEffect(e, s); err != nil {
		return nil, err
	}
	if err := parseSpellLimits(e, s); err != nil { // spells_limits.go
		return nil, err
	}
	if err := parseSpellTypes(e, s); err != nil { // spells_types.go
		return nil, err
	}
	if s.Source, err = oneOf(e, "source", []string{"srd-5.1", "seed-000"}, true); err != nil {
		return nil, err
	}
	if _, err = e.str("components"); err != nil {
		return nil, err
	}
	if s.Notes, err = e.str("notes"); err != nil {
		return nil, err
	}
	return s, nil
}

// oneOf is a value from a fixed list; required says it must be given.
func oneOf(e *entry, key string, allowed []string, required bool) (string, error) {
	v, err := e.str(key)
	if err != nil {
		return "", err
	}
	v = strings.ToLower(v)
	switch {
	case v == "" && required:
		return "", e.err(key, "missing: one of %s", strings.Join(allowed, ", "))
	case v != "" && !slices.Contains(allowed, v):
		return "", e.err(key, "%q%s: use one of %s", v, suggest(v, allowed), strings.Join(allowed, ", "))
	}
	return v, nil
}

func parseSpellRange(e *entry, s *Spell) error {
	r, err := e.str("range")
	if err != nil {
		return err
	}
	switch strings.ToLower(r) {
	case "":
		return e.err("range", "missing: feet (like 120), self or touch")
	case "self":
		s.Self = true
	case "touch":
		s.Touch, s.Range = true, 5
	default:
		if s.Range, err = strconv.Atoi(r); err != nil || s.Range < 5 || s.Range > 5280 {
			return e.err("range", "%q: feet from 5 to 5280 (like 120), self or touch", r)
		}
	}
	return nil
}

// parseSpellDuration reads duration and concentration; a duration in
// rounds is kept for battle (1 minute is 10 rounds, seed 001 "Rounds").
func parseSpellDuration(e *entry, s *Spell) error {
	var err error
	if s.Duration, err = e.str("duration"); err != nil {
		return err
	}
	if s.Concentration, err = e.boolean("concentration"); err != nil {
		return err
	}
	d := strings.Fields(strings.ToLower(s.Duration))
	if len(d) == 1 && d[0] == "instantaneous" {
		if s.Concentration {
			return e.err("concentration", "an instantaneous spell needs no concentration")
		}
		return nil
	}
	per := map[string]int{"round": 1, "rounds": 1, "minute": 10, "minutes": 10, "hour": 600, "hours": 600}
	if len(d) == 2 {
		n, err := strconv.Atoi(d[0])
		if k, ok := per[d[1]]; ok && err == nil && n > 0 && n <= 24 {
			s.Rounds = n * k
			return nil
		}
	}
	return e.err("duration", "%q: instantaneous, or a number of rounds, minutes or hours, like 1 minute", s.Duration)
}

// parseSpellOffense reads attack, save, damage, scaling, counts and area.
func parseSpellOffense(e *entry, s *Spell) error {
	var err error
	if s.Attack, err = oneOf(e, "attack", []string{"melee", "ranged"}, false); err != nil {
		return err
	}
	sv, err := e.str("save")
	if err != nil {
		return err
	}
	if sv != "" {
		if s.Save, err = rules.ParseAbility(sv); err != nil {
			return e.err("save", "%v", err)
		}
		s.HasSave = true
		if s.Attack != "" {
			return e.err("save", "a spell makes an attack roll or calls for a save, not both")
		}
	}
	if s.OnSave, err = oneOf(e, "on_save", []string{"half", "none"}, false); err != nil {
		return err
	}
	if s.OnSave != "" && !s.HasSave {
		return e.err("on_save", "on_save says what a successful save does: give the save too")
	}
	if s.NoCover, err = e.boolean("no_cover"); err != nil {
		return err
	}
	if s.Damage, err = diceField(e, "damage"); err != nil {
		return err
	}
	t, err := e.str("type")
	if err != nil {
		return err
	}
	switch {
	case s.Damage != "" && t == "":
		return e.err("type", "missing: the damage type, like fire")
	case s.Damage == "" && t != "":
		return e.err("type", "a spell without damage has no damage type")
	case t != "":
		if s.DamageType, err = rules.ParseDamageType(t); err != nil {
			return e.err("type", "%v", err)
		}
	}
	if s.AddMod, err = e.boolean("add_mod"); err != nil {
		return err
	}
	if s.Scaling, err = oneOf(e, "scaling", []string{"dice", "beams"}, false); err != nil {
		return err
	}
	if s.Scaling != "" && s.Level > 0 {
		return e.err("scaling", "only a cantrip scales with the caster's level; a leveled spell has upcast")
	}
	if s.Count, err = e.integer("count", 1, 20); err != nil {
		return err
	}
	if s.Upcast, err = diceField(e, "upcast"); err != nil {
		return err
	}
	if s.UpcastEvery, err = e.integer("upcast_every", 1, 9); err != nil {
		return err
	}
	if s.UpcastCount, err = e.integer("upcast_count", 1, 9); err != nil {
		return err
	}
	if (s.Upcast != "" || s.UpcastCount > 0) && s.Level == 0 {
		return e.err("upcast", "a cantrip is cast with no slot: it scales with the caster's level instead")
	}
	if s.Area, err = e.str("area"); err != nil {
		return err
	}
	if s.Area != "" {
		if err := checkTemplate(s.Area); err != nil {
			return e.err("area", "%v", err)
		}
		if s.OnSave == "" && s.HasSave {
			s.OnSave = "half"
		}
	}
	if s.OnSave == "" && s.HasSave {
		s.OnSave = "none"
	}
	if s.Push, err = e.integer("push", 5, 100); err != nil {
		return err
	}
	if s.Push%5 != 0 {
		return e.err("push", "a multiple of 5 feet, not %d", s.Push)
	}
	return nil
}

// checkTemplate checks an area template as data writes it: a shape and a
// size in feet, "cone 15", "line 60x5", "sphere 20" (battle places it).
func checkTemplate(t string) error {
	w := strings.Fields(strings.ToLower(t))
	shapes := []string{"cone", "cube", "line", "sphere", "cylinder"}
	if len(w) != 2 || !slices.Contains(shapes, w[0]) {
		return fmt.Errorf("%q: a shape (%s) and a size in feet, like cone 15", t, strings.Join(shapes, ", "))
	}
	size, _, _ := strings.Cut(w[1], "x")
	if n, err := strconv.Atoi(size); err != nil || n < 5 || n%5 != 0 {
		return fmt.Errorf("%q: the size is feet in steps of 5, like cone 15", t)
	}
	return nil
}

// parseSpellEffect reads healing, conditions, AC, roll bonus, speed and the rule hook.
func parseSpellEffect(e *entry, s *Spell) error {
	var err error
	if s.Heal, err = diceField(e, "heal"); err != nil {
		return err
	}
	if s.Condition, err = e.str("condition"); err != nil {
		return err
	}
	if s.Condition != "" {
		if _, err := rules.ParseCondition(s.Condition); err != nil {
			return e.err("condition", "%v", err)
		}
	}
	if s.RepeatSave, err = e.boolean("repeat_save"); err != nil {
		return err
	}
	if s.RepeatSave && (!s.HasSave || s.Condition == "") {
		return e.err("repeat_save", "a repeated save ends a condition: give the save and the condition")
	}
	if s.ACBonus, err = e.integer("ac_bonus", 1, 10); err != nil {
		return err
	}
	if s.ACBase, err = e.integer("ac_base", 10, 20); err != nil {
		return err
	}
	if s.ACMin, err = e.integer("ac_min", 10, 25); err != nil {
		return err
	}
	if s.RollBonus, err = diceField(e, "roll_bonus"); err != nil {
		return err
	}
	if s.Speed, err = e.integer("speed", -120, 120); err != nil {
		return err
	}
	if s.Rule, err = oneOf(e, "rule", SpellRules, false); err != nil {
		return err
	}
	lasting := s.ACBonus > 0 || s.ACBase > 0 || s.ACMin > 0 || s.RollBonus != "" || s.RepeatSave
	if lasting && s.Rounds == 0 {
		return e.err("duration", "an effect that lasts needs a duration, like 1 minute")
	}
	return nil
}
