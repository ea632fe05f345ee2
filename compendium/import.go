package compendium

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/rules"
)

// ErrImport matches every error of ImportMonsters: input that is not the
// 5e-database monsters JSON, or a monster without what an entry needs.
var ErrImport = errors.New("compendium: cannot import")

// Imported is one monster read from the 5e-database JSON: its id, its
// compendium entry as YAML text (docs/compendium.md), and what the entry
// leaves out or only approximates, so that a DM knows what to add by hand.
type Imported struct {
	ID, Name string
	YAML     []byte
	Unmapped []Unmapped
	// Actions counts the monster's actions that have an attack bonus or a
	// damage roll; Mapped, those of them that became an attack whole
	// (bonus, dice and damage types, with nothing of the roll left out).
	Actions, Mapped int
	// Err says why the monster could not be imported at all (it matches
	// ErrImport); YAML is then empty. One such monster does not stop the
	// others.
	Err error
}

// Unmapped is one part of a stat block the entry does not carry: Part
// names it ("action Multiattack", "trait Amphibious", "sense
// tremorsense"), Why says what is missing. Approx marks a part that is
// mapped, but more broadly than the stat block says (a resistance to
// nonmagical weapons becomes a resistance to all).
type Unmapped struct {
	Part, Why string
	Approx    bool
}

func (u Unmapped) String() string {
	if u.Approx {
		return u.Part + ": approximated: " + u.Why
	}
	return u.Part + ": " + u.Why
}

// The 5e-database 2014 monsters format, as far as the importer reads it.
type (
	jsonMonster struct {
		Index, Name, Size, Type string
		Subtype                 string
		ArmorClass              []jsonAC `json:"armor_class"`
		HitPoints               int      `json:"hit_points"`
		ChallengeRating         float64  `json:"challenge_rating"`
		Speed                   map[string]json.RawMessage
		Strength                int
		Dexterity               int
		Constitution            int
		Intelligence            int
		Wisdom                  int
		Charisma                int
		Proficiencies           []struct {
			Value       int
			Proficiency struct{ Index, Name string }
		}
		Senses              map[string]json.RawMessage
		Resistances         []string                       `json:"damage_resistances"`
		Immunities          []string                       `json:"damage_immunities"`
		Vulnerabilities     []string                       `json:"damage_vulnerabilities"`
		ConditionImmunities []struct{ Index, Name string } `json:"condition_immunities"`
		Actions             []jsonAction
		Legendary           []jsonAction `json:"legendary_actions"`
		Reactions           []jsonAction
		Special             []jsonAction `json:"special_abilities"`
	}
	jsonAC struct {
		Type  string
		Value int
		Armor []struct{ Index string } // the armor worn: a shield among it
	}
	jsonAction struct {
		Name, Desc      string
		AttackBonus     *int `json:"attack_bonus"`
		Damage          []jsonDamage
		DC              *jsonDC
		Usage           *jsonUsage
		MultiattackType string `json:"multiattack_type"`
		Actions         []struct {
			ActionName string          `json:"action_name"`
			Count      json.RawMessage `json:"count"`
		}
		Options       json.RawMessage
		ActionOptions json.RawMessage `json:"action_options"`
	}
	jsonDamage struct {
		DamageDice string                  `json:"damage_dice"`
		DamageType *struct{ Index string } `json:"damage_type"`
		Choose     json.RawMessage
		From       *struct{ Options []jsonDamage }
		Notes      string
		DC         *jsonDC
	}
	jsonDC struct {
		DCType      struct{ Index, Name string } `json:"dc_type"`
		DCValue     int                          `json:"dc_value"`
		SuccessType string                       `json:"success_type"`
	}
	jsonUsage struct {
		Type      string
		Times     int
		Dice      string
		MinValue  int      `json:"min_value"`
		RestTypes []string `json:"rest_types"`
	}
)

// ImportMonsters reads the 5e-database monsters JSON (the 2014 SRD format:
// a list of monsters) and returns one compendium entry per monster, in the
// file's order. It maps what the engine can play and lists the rest in
// each entry's Unmapped, never guessing: a choice, a use a day, a trait the
// engine does not play or a legendary action is reported, not invented, and
// so is a multiattack, a rider or a trait whose wording leaves doubt.
//
// The error is for a file that is not a list; a monster that can't be
// imported (no valid index, a field of the wrong type, a size or hit
// points the engine can't take, an index given twice) keeps its place in
// the list with Err set, and the others are imported.
func ImportMonsters(r io.Reader) ([]Imported, error) {
	dec := json.NewDecoder(r)
	var list []json.RawMessage
	if err := dec.Decode(&list); err != nil {
		return nil, fmt.Errorf("%w: not the 5e-database monsters JSON (a list of monsters): %v", ErrImport, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%w: text after the list of monsters", ErrImport)
	}
	out := make([]Imported, 0, len(list))
	seen := map[string]bool{}
	for i, raw := range list {
		var m jsonMonster
		imp, err := Imported{}, json.Unmarshal(raw, &m)
		if err != nil {
			err = fmt.Errorf("not a monster of the 5e-database format: %v", err)
		} else {
			imp, err = importMonster(&m)
		}
		if err == nil && seen[imp.ID] {
			err = errors.New("its index is given twice: the first is kept")
		}
		if err != nil {
			out = append(out, Imported{ID: m.Index, Name: m.Name, Err: fmt.Errorf("%w: monster %d (%q): %v", ErrImport, i+1, m.Index, err)})
			continue
		}
		seen[imp.ID] = true
		out = append(out, imp)
	}
	return out, nil
}

// combatantName rewrites a stat block's name as a combatant's
// (docs/encounters.md "Names"): "Succubus/Incubus" is Succubus-Incubus,
// "Werebear, Bear Form" is Werebear Bear Form, "Deep Gnome (Svirfneblin)"
// is Deep Gnome Svirfneblin; "" when no letter starts it.
func combatantName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '/':
			b.WriteRune('-')
		case r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-'.", r)):
			b.WriteRune(r)
		default:
			b.WriteRune(' ')
		}
	}
	name := strings.Join(strings.Fields(b.String()), " ")
	if len(name) > 40 {
		name = strings.TrimSpace(name[:40])
	}
	if name == "" || !unicode.IsLetter(rune(name[0])) {
		return ""
	}
	return name
}

var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// importer builds one entry: the YAML mapping and the report beside it.
type importer struct {
	root     *yaml.Node
	unmapped []Unmapped
	attacks  []*yaml.Node
	names    map[string]bool // attack names taken, lower case
	areas    map[string]bool // those of them that are area attacks
	order    []string        // the attack names in order
}

func (im *importer) miss(part, format string, args ...any) {
	im.unmapped = append(im.unmapped, Unmapped{Part: part, Why: fmt.Sprintf(format, args...)})
}

func (im *importer) approx(part, format string, args ...any) {
	im.unmapped = append(im.unmapped, Unmapped{Part: part, Why: fmt.Sprintf(format, args...), Approx: true})
}

func (im *importer) set(key string, v *yaml.Node) {
	im.root.Content = append(im.root.Content, str(key), v)
}

func importMonster(m *jsonMonster) (Imported, error) {
	if !idPattern.MatchString(m.Index) {
		return Imported{}, fmt.Errorf("index %q: want the name in lower case with hyphens, like giant-spider", m.Index)
	}
	if strings.TrimSpace(m.Name) == "" || strings.ContainsAny(m.Name, "\n\r\t") {
		return Imported{}, errors.New("name: missing or not one line")
	}
	cr, err := crOf(m.ChallengeRating)
	if err != nil {
		return Imported{}, err
	}
	im := &importer{root: &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}, names: map[string]bool{}, areas: map[string]bool{}}
	im.set("id", str(m.Index))
	name := combatantName(m.Name)
	if name == "" {
		return Imported{}, fmt.Errorf("name %q: it needs a letter to start a combatant's name", m.Name)
	}
	if name != m.Name {
		im.approx("name", "%q written %q: a combatant's name takes letters, digits, spaces, -, ' and ., at most 40", m.Name, name)
	}
	im.set("name", str(name))
	typ := strings.TrimSpace(m.Type)
	if m.Subtype != "" {
		typ += " (" + m.Subtype + ")"
	}
	if typ != "" {
		im.set("type", str(typ))
	}
	im.set("cr", plain(cr.String()))
	if err := im.body(m); err != nil {
		return Imported{}, err
	}
	n, ok := im.actions(m.Actions)
	if len(im.attacks) > 0 {
		im.set("attacks", &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Content: im.attacks})
	}
	im.multiattack(m.Actions)
	im.traits(m.Special, m.Reactions)
	for _, a := range m.Legendary {
		im.miss("legendary action "+a.Name, "the engine has no field for it yet")
	}
	im.root.Content[0].HeadComment = fmt.Sprintf("Imported from the 5e-database (SRD 5.1 %q); see docs/compendium.md.", m.Name)
	buf, err := yaml.Dump(im.root, yaml.WithV4Defaults(), yaml.WithIndent(2), yaml.WithLineWidth(-1))
	if err != nil {
		return Imported{}, err
	}
	return Imported{ID: m.Index, Name: m.Name, YAML: buf, Unmapped: im.unmapped, Actions: n, Mapped: ok}, nil
}

// crOf reads challenge_rating, a number: 0.125 is 1/8.
func crOf(f float64) (CR, error) {
	eighths := f * 8
	if math.IsNaN(f) || eighths != math.Trunc(eighths) || f < 0 || f > 30 {
		return 0, fmt.Errorf("challenge_rating %v: want 0, 0.125, 0.25, 0.5 or a whole number to 30", f)
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	cr, err := ParseCR(s)
	if err != nil {
		return 0, fmt.Errorf("challenge_rating %v: want 0, 0.125, 0.25, 0.5 or a whole number to 30", f)
	}
	return cr, nil
}

// body maps everything but the actions: size, ac, hp, speed, abilities,
// saves, skills, senses, damage types, condition immunities.
func (im *importer) body(m *jsonMonster) error {
	if size := strings.ToLower(m.Size); slices.Contains([]string{"tiny", "small", "medium", "large", "huge", "gargantuan"}, size) {
		im.set("size", str(size))
	} else {
		return fmt.Errorf("size %q: want Tiny, Small, Medium, Large, Huge or Gargantuan", m.Size)
	}
	if err := im.armorClass(m.ArmorClass); err != nil {
		return err
	}
	if m.HitPoints < 1 || m.HitPoints > 100000 {
		return fmt.Errorf("hit_points %d: want at least 1", m.HitPoints)
	}
	im.set("hp", num(m.HitPoints))
	if err := im.speed(m.Speed); err != nil {
		return err
	}
	abilities := flowMap()
	for _, a := range []struct {
		key   string
		score int
	}{{"str", m.Strength}, {"dex", m.Dexterity}, {"con", m.Constitution}, {"int", m.Intelligence}, {"wis", m.Wisdom}, {"cha", m.Charisma}} {
		if a.score < 1 || a.score > 30 {
			return fmt.Errorf("ability %s %d: want 1 to 30", a.key, a.score)
		}
		abilities.Content = append(abilities.Content, str(a.key), num(a.score))
	}
	im.set("abilities", abilities)
	saves, skills := flowMap(), flowMap()
	for _, p := range m.Proficiencies {
		kind, what, _ := strings.Cut(p.Proficiency.Name, ": ")
		if p.Value < -10 || p.Value > 30 {
			im.miss("proficiency "+p.Proficiency.Name, "bonus %d is outside -10 to 30", p.Value)
			continue
		}
		switch {
		case kind == "Saving Throw" && slices.Contains([]string{"STR", "DEX", "CON", "INT", "WIS", "CHA"}, what) && !hasKey(saves, strings.ToLower(what)):
			saves.Content = append(saves.Content, str(strings.ToLower(what)), num(p.Value))
		case kind == "Skill" && isSkill(what) && !hasKey(skills, skillKey(what)):
			skills.Content = append(skills.Content, str(skillKey(what)), num(p.Value))
		default:
			im.miss("proficiency "+p.Proficiency.Name, "neither a saving throw nor one of the 18 skills, or given twice")
		}
	}
	if len(saves.Content) > 0 {
		im.set("saves", saves)
	}
	if len(skills.Content) > 0 {
		im.set("skills", skills)
	}
	im.senses(m)
	for _, list := range []struct {
		key, what string
		in        []string
	}{{"resistances", "resistance", m.Resistances}, {"immunities", "immunity", m.Immunities}, {"vulnerabilities", "vulnerability", m.Vulnerabilities}} {
		if types := im.damageTypes(list.what, list.in); len(types) > 0 {
			seq := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle}
			for _, t := range types {
				seq.Content = append(seq.Content, str(t))
			}
			im.set(list.key, seq)
		}
	}
	im.conditionImmunities(m)
	return nil
}

// armorClass takes the best AC the creature always has (natural armor,
// worn armor and shield, Dexterity) and reports the ones that need a spell
// or a condition: the 5e-database splits "15 (natural armor, shield)" into
// natural 13 and armor 15. A shield in that armor is `shield: true`: the
// creature wields its versatile weapons in one hand.
func (im *importer) armorClass(list []jsonAC) error {
	best, shield := 0, false
	for _, a := range list {
		switch a.Type {
		case "dex", "natural", "armor":
			if a.Value > best {
				best = a.Value
				shield = slices.ContainsFunc(a.Armor, func(x struct{ Index string }) bool { return x.Index == "shield" })
			}
		default:
			im.miss(fmt.Sprintf("armor class %d (%s)", a.Value, a.Type), "depends on a %s: not mapped", a.Type)
		}
	}
	if best == 0 && len(list) > 0 {
		best = list[0].Value
	}
	if best < 1 || best > 50 {
		return fmt.Errorf("armor_class: want a value from 1 to 50")
	}
	im.set("ac", num(best))
	if shield {
		im.set("shield", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
	}
	return nil
}

var feetPattern = regexp.MustCompile(`^(\d{1,5}) ft\.(.*)$`)

// feet reads "30 ft." (and "60 ft. (blind beyond this radius)", rest
// returned).
func feet(raw json.RawMessage) (n int, rest string, ok bool) {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return 0, "", false
	}
	m := feetPattern.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return 0, "", false
	}
	n, _ = strconv.Atoi(m[1])
	return n, strings.TrimSpace(m[2]), true
}

func (im *importer) speed(sp map[string]json.RawMessage) error {
	node := flowMap()
	walk := 0 // the engine walks 30 ft unless told: a creature without a walking speed says 0
	if raw, ok := sp["walk"]; ok {
		n, rest, ok := feet(raw)
		if !ok || n > 1000 {
			return fmt.Errorf("speed walk %s: want \"30 ft.\"", raw)
		}
		if rest != "" {
			im.miss("speed walk", "%q not mapped", rest)
		}
		walk = n
	}
	node.Content = append(node.Content, str("walk"), num(walk))
	for _, mode := range []string{"fly", "swim", "climb", "burrow"} {
		raw, ok := sp[mode]
		if !ok {
			continue
		}
		n, rest, ok := feet(raw)
		if !ok || n > 1000 {
			return fmt.Errorf("speed %s %s: want \"30 ft.\"", mode, raw)
		}
		if rest != "" {
			im.miss("speed "+mode, "%q not mapped", rest)
		}
		node.Content = append(node.Content, str(mode), num(n))
	}
	if string(sp["hover"]) == "true" {
		if hasKey(node, "fly") {
			node.Content = append(node.Content, str("hover"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		} else {
			im.miss("speed hover", "hover without a flying speed")
		}
	}
	for _, mode := range slices.Sorted(maps.Keys(sp)) {
		if !slices.Contains([]string{"walk", "fly", "swim", "climb", "burrow", "hover"}, mode) {
			im.miss("speed "+mode, "not a speed the engine knows")
		}
	}
	if len(node.Content) == 2 {
		im.set("speed", num(walk))
	} else {
		im.set("speed", node)
	}
	return nil
}

func (im *importer) senses(m *jsonMonster) {
	node := flowMap()
	for _, sense := range []string{"darkvision", "blindsight", "truesight"} {
		raw, ok := m.Senses[sense]
		if !ok {
			continue
		}
		n, rest, ok := feet(raw)
		if !ok || n > 5280 {
			im.miss("sense "+sense, "%s: want \"60 ft.\"", raw)
			continue
		}
		if rest != "" {
			im.approx("sense "+sense, "%d ft. mapped; %q is not", n, rest)
		}
		node.Content = append(node.Content, str(sense), num(n))
	}
	if len(node.Content) > 0 {
		im.set("senses", node)
	}
	for _, sense := range slices.Sorted(maps.Keys(m.Senses)) {
		raw := m.Senses[sense]
		switch sense {
		case "darkvision", "blindsight", "truesight":
		case "passive_perception":
			// The engine derives it from Wisdom and the Perception skill;
			// say so when the file's figure differs.
			var pp int
			if json.Unmarshal(raw, &pp) != nil {
				im.miss("sense passive perception", "%s is not a number", raw)
				continue
			}
			if want := passivePerception(m); pp != want {
				im.miss("sense passive perception", "the file says %d, the engine derives %d from Wisdom and Perception", pp, want)
			}
		default:
			im.miss("sense "+sense, "%s: the engine has no %s", strings.Trim(string(raw), `"`), sense)
		}
	}
}

func passivePerception(m *jsonMonster) int {
	for _, p := range m.Proficiencies {
		if p.Proficiency.Name == "Skill: Perception" {
			return 10 + p.Value
		}
	}
	return 10 + rules.Modifier(m.Wisdom)
}

var qualified = regexp.MustCompile(`^(.+?) from (nonmagical (?:weapons|attacks).*)$`)

// damageTypes maps one of the damage_resistances (immunities,
// vulnerabilities) lists: plain types map, "bludgeoning, piercing, and
// slashing from nonmagical weapons" maps the three types and reports the
// qualifier as an approximation, anything else is reported.
func (im *importer) damageTypes(what string, in []string) []string {
	var out []string
	add := func(t string) {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	for _, s := range in {
		s = strings.TrimSpace(s)
		if t, err := rules.ParseDamageType(s); err == nil {
			add(string(t))
			continue
		}
		m := qualified.FindStringSubmatch(s)
		if m == nil {
			im.miss(what+" "+strconv.Quote(s), "not a damage type the engine knows")
			continue
		}
		var types []string
		for _, w := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' }) {
			if w == "and" {
				continue
			}
			t, err := rules.ParseDamageType(w)
			if err != nil {
				types = nil
				break
			}
			types = append(types, string(t))
		}
		if len(types) == 0 {
			im.miss(what+" "+strconv.Quote(s), "not a list of damage types the engine knows")
			continue
		}
		for _, t := range types {
			add(t)
		}
		im.approx(what+" "+strconv.Quote(s), "mapped as %s from any source: the engine does not tell %q apart", strings.Join(types, ", "), m[2])
	}
	return out
}

var skillNames = []string{"acrobatics", "animal handling", "arcana", "athletics", "deception", "history", "insight",
	"intimidation", "investigation", "medicine", "nature", "perception", "performance", "persuasion", "religion",
	"sleight of hand", "stealth", "survival"}

func isSkill(s string) bool { return slices.Contains(skillNames, strings.ToLower(s)) }

func skillKey(s string) string { return strings.ReplaceAll(strings.ToLower(s), " ", "-") }

func str(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

// plain is a scalar written without quotes: cr: 2, range: 500.
func plain(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: s} }

func num(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
}

func flowMap() *yaml.Node {
	return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle}
}
