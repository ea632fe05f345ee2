package battle

// Validation of a decoded encounter: the rules of docs/encounters.md that
// are about values rather than the shape of the YAML.

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/ruleset"
)

// maxCount is the most creatures one entry makes: it keeps a typo from
// becoming a huge fight.
const maxCount = 100

// Validation tables, in the order messages list them.
var (
	loadSkills = []string{"acrobatics", "animal-handling", "arcana", "athletics", "deception",
		"history", "insight", "intimidation", "investigation", "medicine", "nature", "perception",
		"performance", "persuasion", "religion", "sleight-of-hand", "stealth", "survival"}
	loadProperties = []string{"finesse", "light", "thrown", "loading", "ranged", "two-handed",
		"versatile", "reach", "heavy", "ammunition", "special"}
	loadCovers = []string{"none", "half", "three-quarters", "total"}
)

// check validates the decoded encounter and fills in defaults.
func (l *loader) check(e *Encounter) error {
	switch r := strings.ToLower(strings.TrimSpace(e.Ruleset)); r {
	case "", ruleset.ID2014, ruleset.ID2024:
		e.Ruleset = cmp.Or(r, ruleset.ID2014)
	default:
		rs, err := ruleset.Get(r)
		if err != nil {
			return l.errf("ruleset", "%v", err)
		}
		if !rs.Playable {
			return l.errf("ruleset", "%s", rs.Pending)
		}
		e.Ruleset = rs.ID
	}
	for i, o := range e.Options {
		e.Options[i] = strings.ToLower(strings.TrimSpace(o))
		if !loadHas(Options, e.Options[i]) {
			return l.errf(fmt.Sprintf("options[%d]", i), "unknown option %q: the options are %s", o, strings.Join(Options, ", "))
		}
	}
	m, err := l.checkMap(&e.Map)
	if err != nil {
		return err
	}
	if len(e.Combatants) == 0 && !l.open {
		return l.errf("combatants", "missing: list the combatants, at least one on each of two sides")
	}
	names := map[string]string{} // lower-case name or slug -> the name that has it
	occupied := map[grid.Square]string{}
	sides := map[string]string{} // lower-case side -> as first written
	for i := range e.Combatants {
		if err := l.checkCombatant(&e.Combatants[i], fmt.Sprintf("combatants[%d]", i), m, names, occupied, sides); err != nil {
			return err
		}
	}
	if err := l.checkMounts(e); err != nil { // seed 003 (load_mount.go)
		return err
	}
	if err := l.checkTactics(e, sides); err != nil { // load_tactics.go
		return err
	}
	if len(sides) < 2 && !l.open {
		return l.errf("combatants", "every combatant is on side %q: a fight needs at least two sides", e.Combatants[0].Side)
	}
	for i, s := range e.Script {
		if e.Script[i] = strings.TrimSpace(s); e.Script[i] == "" {
			return l.errf(fmt.Sprintf("script[%d]", i), "empty command: write one command per line, like \"Fighter attack Goblin 1\"")
		}
	}
	for i, r := range e.Rolls {
		if r < 1 || r > 100 {
			return l.errf(fmt.Sprintf("rolls[%d]", i), "a die face is 1 to 100, not %d", r)
		}
	}
	return nil
}

func (l *loader) checkCombatant(c *CombatantSpec, p string, m *grid.Map, names map[string]string,
	occupied map[grid.Square]string, sides map[string]string) error {
	if err := l.checkCR(c, p); err != nil {
		return err
	}
	if err := l.checkMorale(c, p); err != nil { // osr_morale.go
		return err
	}
	c.Name = strings.TrimSpace(c.Name)
	if err := l.checkName(c.Name, p+".name"); err != nil {
		return err
	}
	switch c.Kind = strings.ToLower(strings.TrimSpace(c.Kind)); c.Kind {
	case "":
		c.Kind = "monster"
	case "character", "monster":
	default:
		return l.errf(p+".kind", "unknown kind %q: use character (makes death saves) or monster (dies at 0 HP)", c.Kind)
	}
	if c.Side = strings.TrimSpace(c.Side); c.Side == "" {
		return l.errf(p+".side", "missing: say whose side %s is on, like side: party", c.Name)
	}
	if first, ok := sides[strings.ToLower(c.Side)]; ok && first != c.Side {
		return l.errf(p+".side", "side %q differs from %q only in case: write it the same way", c.Side, first)
	} else if !ok {
		sides[strings.ToLower(c.Side)] = c.Side
	}
	if c.Count < 0 || c.Count > maxCount {
		return l.errf(p+".count", "count is 1 to %d, not %d", maxCount, c.Count)
	}
	c.Count = max(c.Count, 1)
	for _, n := range c.Names() {
		for _, k := range []string{strings.ToLower(n), Slug(n)} {
			switch other, ok := names[k]; {
			case ok && other == n:
				return l.errf(p+".name", "two combatants are named %q: give each a name of its own", n)
			case ok:
				return l.errf(p+".name", "name %q clashes with %q: names must differ in more than case, and a space counts as a dash", n, other)
			}
		}
		names[strings.ToLower(n)], names[Slug(n)] = n, n
	}
	if c.Size == "" {
		c.Size = "medium"
	}
	size, err := rules.ParseSize(c.Size)
	if err != nil {
		return l.cause(nil, p+".size", err, "%v", err)
	}
	c.Size = size.String()
	if c.MountedOn == "" { // a rider takes its mount's space: checkMounts (load_mount.go)
		if err := l.checkAt(c, p, size.Squares(), m, occupied); err != nil {
			return err
		}
	}
	if err := l.checkClass(c, p); err != nil { // class.go: before hp is required
		return err
	}
	if err := l.checkEquipment(c, p); err != nil { // equipment.go: before ac is required
		return err
	}
	if err := l.checkAmmo(c, p); err != nil { // equipment_ammo.go
		return err
	}
	if err := l.checkLight(c, p); err != nil { // equipment_light.go
		return err
	}
	if err := l.checkItems(c, p); err != nil { // equipment_items.go
		return err
	}
	if err := l.checkProficiencies(c, p); err != nil { // equipment_prof.go
		return err
	}
	if err := l.checkTools(c, p); err != nil { // tools.go
		return err
	}
	if err := l.checkSpellcasting(c, p); err != nil { // spell.go
		return err
	}
	if err := l.checkNumbers(c, p); err != nil {
		return err
	}
	if err := l.checkAbilities(c, p); err != nil {
		return err
	}
	seen := map[string]string{}
	for j := range c.Attacks {
		if err := l.checkAttack(&c.Attacks[j], fmt.Sprintf("%s.attacks[%d]", p, j), seen); err != nil {
			return err
		}
		if err := l.checkStatBlock(&c.Attacks[j], fmt.Sprintf("%s.attacks[%d]", p, j), c.Attacks); err != nil { // attack_statblock.go
			return err
		}
	}
	if err := l.checkMonster(c, p); err != nil { // monster_spec.go
		return err
	}
	if err := l.checkLegend(c, p); err != nil { // legendary_spec.go
		return err
	}
	for _, list := range []struct {
		key   string
		names []string
		parse func(string) (string, error)
	}{
		{"resistances", c.Resistances, loadDamageType},
		{"immunities", c.Immunities, loadDamageType},
		{"vulnerabilities", c.Vulns, loadDamageType},
		{"conditions", c.Conditions, loadCondition},
	} {
		if err := l.checkList(p+"."+list.key, list.names, list.parse); err != nil {
			return err
		}
	}
	switch c.Cover = strings.ToLower(strings.TrimSpace(c.Cover)); c.Cover {
	case "":
		c.Cover = "none"
	case "none", "half", "three-quarters", "total":
	default:
		return l.errf(p+".cover", "unknown cover %q: use one of %s", c.Cover, strings.Join(loadCovers, ", "))
	}
	if c.DeathSaves == nil {
		ds := c.Kind == "character"
		c.DeathSaves = &ds
	}
	return nil
}

// checkName keeps names readable in commands ("Fighter attack Goblin 1"):
// letters, digits, spaces, "-", "'" and ".", starting with a letter, single
// spaces, and not starting with a word the command language reserves.
func (l *loader) checkName(name, f string) error {
	if name == "" {
		return l.errf(f, "missing: every combatant needs a name, like name: Fighter")
	}
	if utf8.RuneCountInString(name) > 40 {
		return l.errf(f, "name %q is longer than 40 characters", name)
	}
	for i, r := range name {
		ok := unicode.IsLetter(r) || i > 0 && (unicode.IsDigit(r) || strings.ContainsRune(" -'.", r))
		if !ok {
			return l.errf(f, "name %q: start with a letter and use letters, digits, spaces, \"-\", \"'\" or \".\"", name)
		}
	}
	if strings.Contains(name, "  ") {
		return l.errf(f, "name %q: use single spaces between words", name)
	}
	if w := strings.ToLower(strings.Fields(name)[0]); w == "dm" || w == "undo" {
		return l.errf(f, "name %q starts with %q, a command word: choose another name", name, w)
	}
	return nil
}

func (l *loader) checkAt(c *CombatantSpec, p string, side int, m *grid.Map, occupied map[grid.Square]string) error {
	f := p + ".at"
	switch {
	case len(c.At) == 0:
		return l.errf(f, "missing: give %s's square, like at: B2 (the top-left one for a large creature)", c.Name)
	case c.Count > 1 && len(c.At) == 1:
		return l.errf(f, "count is %d but one square is given: list %d squares, like at: [H2, H3, H4]", c.Count, c.Count)
	case len(c.At) != c.Count:
		return l.errf(f, "%d squares for %d creatures: give one square per creature", len(c.At), c.Count)
	}
	names := c.Names()
	for j, at := range c.At {
		fj := f
		if l.nodes[f] != nil && l.nodes[f].Kind == yaml.SequenceNode {
			fj = fmt.Sprintf("%s[%d]", f, j)
		}
		s, err := grid.ParseSquare(at)
		if err != nil {
			return l.cause(nil, fj, err, "%s", loadGridMsg(err))
		}
		if !m.Fits(s, side) {
			if side == 1 {
				return l.errf(fj, "%s is off the %dx%d map (%s)", s, m.W, m.H, loadCorners(m))
			}
			return l.errf(fj, "a %s creature at %s takes %dx%d squares and does not fit on the %dx%d map (%s)",
				c.Size, s, side, side, m.W, m.H, loadCorners(m))
		}
		c.At[j] = s.String()
		for _, q := range grid.Footprint(s, side) {
			if m.Wall(q) {
				return l.errf(fj, "%s at %s would stand in the wall at %s", names[j], s, q)
			}
			if other, ok := occupied[q]; ok {
				return l.errf(fj, "%s at %s overlaps %s on %s", names[j], s, other, q)
			}
			occupied[q] = names[j]
		}
	}
	return nil
}

func (l *loader) checkNumbers(c *CombatantSpec, p string) error {
	switch {
	case c.AC < 1 || c.AC > 50:
		if !l.given(p + ".ac") {
			return l.errf(p+".ac", "missing: give the armor class, like ac: 15")
		}
		return l.errf(p+".ac", "armor class is 1 to 50, not %d", c.AC)
	case c.HP < 1:
		if !l.given(p + ".hp") {
			return l.errf(p+".hp", "missing: give the hit points, like hp: 7")
		}
		return l.errf(p+".hp", "hit points are at least 1, not %d", c.HP)
	case l.given(p+".max_hp") && c.MaxHP < c.HP:
		return l.errf(p+".max_hp", "max_hp %d is below hp %d", c.MaxHP, c.HP)
	case c.TempHP < 0:
		return l.errf(p+".temp_hp", "temporary hit points are at least 0, not %d", c.TempHP)
	case l.given(p+".proficiency") && (c.Proficiency < 0 || c.Proficiency > 10):
		return l.errf(p+".proficiency", "proficiency bonus is 0 to 10, not %d", c.Proficiency)
	case c.ExtraAttacks < 0 || c.ExtraAttacks > 10:
		return l.errf(p+".extra_attacks", "extra attacks are 0 to 10, not %d", c.ExtraAttacks)
	case c.Exhaustion < 0 || c.Exhaustion > rules.MaxExhaustion:
		return l.errf(p+".exhaustion", "exhaustion is 0 to %d, not %d", rules.MaxExhaustion, c.Exhaustion)
	}
	if !l.given(p + ".max_hp") {
		c.MaxHP = c.HP
	}
	if err := l.checkSpeed(c, p); err != nil {
		return err
	}
	var err error
	if c.Senses, err = l.checkKeys(p+".senses", c.Senses, loadSense, 0, maxSense, "a sense's range in feet"); err != nil {
		return err
	}
	if !l.given(p+".proficiency") && c.Class == "" { // a class's comes with its level (class.go)
		c.Proficiency = 2
		if cr, err := compendium.ParseCR(c.CR); err == nil && c.CR != "" {
			c.Proficiency = cr.Proficiency() // a stat block's bonus follows its challenge rating
		}
	}
	return nil
}

// checkAbilities checks abilities, saves and skills and writes their keys
// in canonical form.
func (l *loader) checkAbilities(c *CombatantSpec, p string) error {
	var err error
	if c.Abilities, err = l.checkKeys(p+".abilities", c.Abilities, loadAbility, 1, 30, "an ability score"); err != nil {
		return err
	}
	if c.Saves, err = l.checkKeys(p+".saves", c.Saves, loadAbility, -10, 30, "a save bonus"); err != nil {
		return err
	}
	c.Skills, err = l.checkKeys(p+".skills", c.Skills, loadSkill, -10, 30, "a skill bonus")
	return err
}

// checkKeys checks a mapping of names to numbers in lo..hi and returns it
// with canonical keys, in file order so that the first mistake is reported.
func (l *loader) checkKeys(f string, in map[string]int, parse func(string) (string, error), lo, hi int, what string) (map[string]int, error) {
	if in == nil {
		return nil, nil
	}
	out := make(map[string]int, len(in))
	from := map[string]string{}
	for _, k := range l.keyOrder(f, in) {
		fk := loadJoin(f, k)
		name, err := parse(k)
		if err != nil {
			return nil, l.cause(l.keys[fk], fk, err, "%v", err)
		}
		if prev, ok := from[name]; ok {
			return nil, l.at(l.keys[fk], fk, "%s is given twice (also as %s)", name, prev)
		}
		from[name] = k
		if v := in[k]; v < lo || v > hi {
			return nil, l.errf(fk, "%s is %d to %d, not %d", what, lo, hi, v)
		}
		out[name] = in[k]
	}
	return out, nil
}

// keyOrder lists the keys of a decoded map in the order the file wrote them.
func (l *loader) keyOrder(f string, m map[string]int) []string {
	out := make([]string, 0, len(m))
	if n := l.nodes[f]; n != nil && n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if _, ok := m[n.Content[i].Value]; ok {
				out = append(out, n.Content[i].Value)
			}
		}
	}
	if len(out) != len(m) { // not from the file: any order will do
		out = out[:0]
		for k := range m {
			out = append(out, k)
		}
	}
	return out
}

func (l *loader) checkList(f string, list []string, parse func(string) (string, error)) error {
	seen := map[string]bool{}
	for i, s := range list {
		fi := fmt.Sprintf("%s[%d]", f, i)
		name, err := parse(s)
		if err != nil {
			return l.cause(nil, fi, err, "%v", err)
		}
		if seen[name] {
			return l.errf(fi, "%s is listed twice", name)
		}
		seen[name] = true
		list[i] = name
	}
	return nil
}

func loadAbility(s string) (string, error) {
	a, err := rules.ParseAbility(s)
	return a.String(), err
}

func loadDamageType(s string) (string, error) {
	t, err := rules.ParseDamageType(s)
	return string(t), err
}

func loadCondition(s string) (string, error) {
	c, err := rules.ParseCondition(s)
	return c.String(), err
}

// loadSkill reads a skill name in any case, with spaces, dashes or
// underscores between words: "Sleight of Hand", "sleight_of_hand".
func loadSkill(s string) (string, error) {
	k := strings.ToLower(strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '-' || r == '_'
	}), "-"))
	for _, n := range loadSkills {
		if n == k {
			return n, nil
		}
	}
	return "", fmt.Errorf("unknown skill %q: use one of %s", s, strings.Join(loadSkills, ", "))
}

func (l *loader) checkAttack(a *AttackSpec, p string, seen map[string]string) error {
	if a.Name = strings.TrimSpace(a.Name); a.Name == "" {
		return l.errf(p+".name", "missing: every attack needs a name, like name: longsword")
	}
	if prev, ok := seen[strings.ToLower(a.Name)]; ok {
		return l.errf(p+".name", "attack %q is listed twice (as %q)", a.Name, prev)
	}
	seen[strings.ToLower(a.Name)] = a.Name
	if a.Bonus != nil && (*a.Bonus < -10 || *a.Bonus > 30) {
		return l.errf(p+".bonus", "an attack bonus is -10 to 30, not %d", *a.Bonus)
	}
	if err := l.checkDamage(a.Damage, p+".damage"); err != nil {
		return err
	}
	if isAreaAttack(a) {
		return l.checkAreaAttack(a, p)
	}
	if a.Range = strings.TrimSpace(a.Range); a.Range != "" {
		if _, _, err := parseRange(a.Range); err != nil {
			return l.errf(p+".range", "%v", err)
		}
	}
	if l.given(p+".reach") && a.Reach < 5 {
		return l.errf(p+".reach", "reach is at least 5 feet, not %d", a.Reach)
	}
	for i, prop := range a.Properties {
		fi := fmt.Sprintf("%s.properties[%d]", p, i)
		prop = strings.ToLower(strings.TrimSpace(prop))
		known := false
		for _, k := range loadProperties {
			known = known || k == prop
		}
		switch {
		case !known:
			return l.errf(fi, "unknown property %q: use one of %s", a.Properties[i], strings.Join(loadProperties, ", "))
		case (prop == "ranged" || prop == "thrown" || prop == "ammunition") && a.Range == "":
			return l.errf(fi, "a %s weapon needs a range, like range: 80/320", prop)
		}
		for _, q := range a.Properties[:i] {
			if q == prop {
				return l.errf(fi, "%s is listed twice", prop)
			}
		}
		a.Properties[i] = prop
	}
	if a.Ability != "" {
		ab, err := rules.ParseAbility(a.Ability)
		if err != nil {
			return l.cause(nil, p+".ability", err, "%v", err)
		}
		a.Ability = ab.String()
	}
	if a.Reach == 0 && (a.Range == "" || loadHas(a.Properties, "thrown")) {
		a.Reach = 5
	}
	return nil
}

func loadHas(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkDamage parses a damage expression and checks that its labels name
// damage types, pointing the column at the mistake inside the string.
func (l *loader) checkDamage(s, f string) error {
	if strings.TrimSpace(s) == "" {
		return l.errf(f, "missing: give the damage as dice, like damage: \"1d6+2[slashing]\"")
	}
	if _, err := dice.Parse(s); err != nil {
		var de *dice.Error
		pos := -1
		if errors.As(err, &de) {
			pos = de.Pos
		}
		return l.inString(f, s, pos, err, "%q: %s", s, strings.TrimPrefix(err.Error(), "dice: "))
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '[' {
			continue
		}
		end := strings.IndexByte(s[i:], ']') // the parser has checked it is there
		if end < 0 {
			break
		}
		if _, err := rules.ParseDamageType(s[i+1 : i+end]); err != nil {
			return l.inString(f, s, i+1, err, "%q: at position %d: %v", s, i+2, err)
		}
		i += end
	}
	return nil
}

// inString is an error at byte pos of the string value of field f: the
// column points at that character when the value is written on one line
// exactly as it reads (plain or quoted without escapes).
func (l *loader) inString(f, s string, pos int, err error, format string, args ...any) *LoadError {
	e := l.cause(nil, f, err, format, args...)
	n := l.nodes[f]
	if n == nil || pos < 0 || pos > len(s) || n.Line < 1 || n.Column < 1 {
		return e
	}
	lines := bytes.Split(l.src, []byte("\n"))
	if n.Line > len(lines) {
		return e
	}
	line := []rune(string(lines[n.Line-1]))
	start := n.Column - 1
	if n.Style == yaml.DoubleQuotedStyle || n.Style == yaml.SingleQuotedStyle {
		start++
	}
	rs := []rune(s)
	if start+len(rs) > len(line) || string(line[start:start+len(rs)]) != s {
		return e
	}
	e.Column = start + 1 + utf8.RuneCountInString(s[:pos])
	return e
}
