package battle

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// ErrEncounter matches every error of Load: errors.Is(err, ErrEncounter).
var ErrEncounter = errors.New("battle: invalid encounter file")

// LoadError is a mistake in an encounter file: where it is, which field,
// and what to write instead. Err is the cause from the YAML, dice, grid or
// rules package when there is one, so errors.Is(err, dice.ErrSyntax) holds
// for a damage expression that does not parse.
type LoadError struct {
	File         string
	Line, Column int    // 1-based; 0 when unknown
	Field        string // "combatants[1].size"; empty for the whole file
	Msg          string
	Err          error
}

// Error reads "goblin.yaml:12:5: combatants[1].size: unknown size ...".
func (e *LoadError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Column > 0 {
			fmt.Fprintf(&b, ":%d", e.Column)
		}
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap gives ErrEncounter and the cause, if any, to errors.Is and As.
func (e *LoadError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrEncounter}
	}
	return []error{ErrEncounter, e.Err}
}

// UnmarshalYAML accepts one square or a list of them: `at: B2`, `at: [H2, H3]`.
func (s *Squares) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		*s = Squares{n.Value}
		return nil
	}
	var list []string
	if err := n.Load(&list); err != nil {
		return err
	}
	*s = list
	return nil
}

// Names are the combatants one entry makes: its name, or with count N > 1
// "Name 1" .. "Name N".
func (c *CombatantSpec) Names() []string {
	name := strings.TrimSpace(c.Name)
	if c.Count <= 1 {
		return []string{name}
	}
	out := make([]string, c.Count)
	for i := range out {
		out[i] = name + " " + strconv.Itoa(i+1)
	}
	return out
}

// Limits of an encounter file that keep a typo from becoming a huge fight.
const (
	maxCount      = 100     // creatures from one entry
	maxLoadNodes  = 1 << 16 // YAML nodes visited, aliases expanded
	maxMergeDepth = 16      // merge keys (<<) nested
)

// Validation tables, in the order messages list them.
var (
	loadSkills = []string{"acrobatics", "animal-handling", "arcana", "athletics", "deception",
		"history", "insight", "intimidation", "investigation", "medicine", "nature", "perception",
		"performance", "persuasion", "religion", "sleight-of-hand", "stealth", "survival"}
	loadProperties = []string{"finesse", "light", "thrown", "loading", "ranged", "two-handed",
		"versatile", "reach", "heavy", "ammunition", "special"}
	loadCovers = []string{"none", "half", "three-quarters", "total"}
)

// Load parses and validates an encounter file (docs/encounters.md). name is
// used in messages ("goblin.yaml:12: ..."). Every error is a *LoadError with
// the line and column of the offending value. Load fills in the defaults, so
// the engine sees explicit values: ruleset 5e-2014, map size 12x8, kind monster, size
// medium, count 1, max_hp = hp, speed 30, proficiency 2, death_saves for
// characters, cover none, reach 5 for melee attacks; and it writes names of
// abilities, skills, sizes, conditions, damage types and properties in their
// canonical lower-case form ("str", "sleight-of-hand").
func Load(name string, data []byte) (*Encounter, error) {
	l := &loader{file: name, src: data, nodes: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{},
		scalars: map[*yaml.Node]reflect.Type{}, fields: map[reflect.Type]map[string]reflect.Type{}, budget: maxLoadNodes}
	root, err := l.parse()
	if err != nil {
		return nil, err
	}
	if err := l.walk(root, reflect.TypeFor[Encounter](), ""); err != nil {
		return nil, err
	}
	var enc Encounter
	if err := root.Load(&enc, yaml.WithKnownFields()); err != nil {
		return nil, l.yamlError(err)
	}
	if err := l.check(&enc); err != nil {
		return nil, err
	}
	return &enc, nil
}

// loader keeps the node of every field path ("combatants[1].size") so that
// validation, which works on the decoded Encounter, can say where a value
// was written.
type loader struct {
	file    string
	src     []byte
	nodes   map[string]*yaml.Node       // value nodes by field path
	keys    map[string]*yaml.Node       // key nodes by field path
	scalars map[*yaml.Node]reflect.Type // scalars known to decode into the type
	fields  map[reflect.Type]map[string]reflect.Type
	budget  int
}

func (l *loader) parse() (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(l.src))
	dec.KnownFields(true)
	var doc yaml.Node
	err := dec.Decode(&doc)
	if err == io.EOF {
		return nil, &LoadError{File: l.file, Line: 1, Column: 1, Msg: "the file is empty: an encounter needs combatants"}
	}
	if err != nil {
		return nil, l.yamlError(err)
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case err == nil:
		return nil, l.at(&next, "", "a file holds one encounter: remove the second document (after ---)")
	case err != io.EOF:
		return nil, l.yamlError(err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if loadNull(root) {
		return nil, l.at(root, "", "the file is empty: an encounter needs combatants")
	}
	return root, nil
}

// yamlError turns an error of the yaml package into a *LoadError.
func (l *loader) yamlError(err error) *LoadError {
	e := &LoadError{File: l.file, Msg: err.Error(), Err: err}
	var le *yaml.LoadError
	if errors.As(err, &le) {
		e.Line, e.Column, e.Msg = le.Mark.Line, le.Mark.Column, le.Message
	}
	return e
}

// at is an error at node n (or, when n is nil, at the closest recorded
// node above field).
func (l *loader) at(n *yaml.Node, field, format string, args ...any) *LoadError {
	return l.cause(n, field, nil, format, args...)
}

func (l *loader) cause(n *yaml.Node, field string, err error, format string, args ...any) *LoadError {
	if n == nil {
		n = l.near(field)
	}
	e := &LoadError{File: l.file, Field: field, Msg: fmt.Sprintf(format, args...), Err: err}
	if n != nil {
		e.Line, e.Column = n.Line, n.Column
	}
	return e
}

// near is the node of field, or of the closest field around it that was
// written (a missing key is reported at its mapping).
func (l *loader) near(field string) *yaml.Node {
	for {
		if n := l.nodes[field]; n != nil {
			return n
		}
		if field == "" {
			return nil
		}
		field = field[:max(strings.LastIndexAny(field, ".["), 0)]
	}
}

// errf is an error at the value of field.
func (l *loader) errf(field, format string, args ...any) *LoadError {
	return l.at(nil, field, format, args...)
}

// given reports whether field was written with a non-null value.
func (l *loader) given(field string) bool {
	n := l.nodes[field]
	return n != nil && !loadNull(n)
}

func loadNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" }

func loadJoin(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// walk checks the shape of the node tree against the Go type it decodes
// into, field by field, so that an unknown key or a value of the wrong type
// is reported with its field path, line and column. It records every node.
func (l *loader) walk(n *yaml.Node, t reflect.Type, path string) error {
	if l.budget--; l.budget < 0 {
		return l.at(n, path, "the file is too large (more than %d values, aliases expanded)", maxLoadNodes)
	}
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	l.nodes[path] = n
	if loadNull(n) {
		return nil
	}
	if t == reflect.TypeFor[Squares]() {
		if n.Kind == yaml.ScalarNode {
			return nil
		}
		return l.walk(n, reflect.TypeFor[[]string](), path)
	}
	switch t.Kind() {
	case reflect.Pointer:
		return l.walk(n, t.Elem(), path)
	case reflect.Struct:
		return l.mapping(n, t, path, map[string]*yaml.Node{}, 0)
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return l.wrongType(n, t, path)
		}
		for i, c := range n.Content {
			if err := l.walk(c, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return l.wrongType(n, t, path)
		}
		seen := map[string]*yaml.Node{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if k.Kind != yaml.ScalarNode || k.ShortTag() == "!!merge" {
				return l.at(k, path, "keys here are plain names, like str: 16")
			}
			if first := seen[k.Value]; first != nil {
				return l.at(k, loadJoin(path, k.Value), "given twice (first on line %d)", first.Line)
			}
			seen[k.Value] = k
			p := loadJoin(path, k.Value)
			l.keys[p] = k
			if err := l.walk(n.Content[i+1], t.Elem(), p); err != nil {
				return err
			}
		}
		return nil
	}
	if n.Kind != yaml.ScalarNode {
		return l.wrongType(n, t, path)
	}
	if t.Kind() == reflect.String && n.ShortTag() == "!!str" || l.scalars[n] == t {
		return nil
	}
	if err := n.Load(reflect.New(t).Interface()); err != nil {
		return l.wrongType(n, t, path)
	}
	l.scalars[n] = t // an alias may bring the node back many times
	return nil
}

// mapping walks a mapping into struct type t. Keys written in the mapping
// win over keys merged in with <<, as in the yaml package.
func (l *loader) mapping(n *yaml.Node, t reflect.Type, path string, seen map[string]*yaml.Node, depth int) error {
	if n.Kind != yaml.MappingNode {
		return l.wrongType(n, t, path)
	}
	merged := depth > 0
	var merges []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return l.at(k, path, "keys are plain names, like name: Fighter")
		}
		if k.ShortTag() == "!!merge" {
			merges = append(merges, v)
			continue
		}
		f, ok := l.field(t, k.Value)
		if !ok {
			return l.unknownKey(k, t, path)
		}
		p := loadJoin(path, k.Value)
		if first := seen[k.Value]; first != nil {
			if merged {
				continue
			}
			return l.at(k, p, "given twice (first on line %d)", first.Line)
		}
		seen[k.Value] = k
		l.keys[p] = k
		if err := l.walk(v, f, p); err != nil {
			return err
		}
	}
	for _, m := range merges {
		if depth >= maxMergeDepth {
			return l.at(m, path, "merge keys (<<) nested more than %d deep", maxMergeDepth)
		}
		if l.budget--; l.budget < 0 {
			return l.at(m, path, "the file is too large (more than %d values, aliases expanded)", maxLoadNodes)
		}
		if m.Kind == yaml.AliasNode && m.Alias != nil {
			m = m.Alias
		}
		list := []*yaml.Node{m}
		if m.Kind == yaml.SequenceNode {
			list = m.Content
		}
		for _, s := range list {
			if s.Kind == yaml.AliasNode && s.Alias != nil {
				s = s.Alias
			}
			if s.Kind != yaml.MappingNode {
				return l.at(s, path, "<< merges a mapping (usually an alias such as *goblin), not %s", loadDescribe(s))
			}
			if err := l.mapping(s, t, path, seen, depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// field finds the field of struct t whose yaml tag is key.
func (l *loader) field(t reflect.Type, key string) (reflect.Type, bool) {
	fields := l.fields[t]
	if fields == nil {
		fields = map[string]reflect.Type{}
		for i := range t.NumField() {
			f := t.Field(i)
			fields[strings.Split(f.Tag.Get("yaml"), ",")[0]] = f.Type
		}
		l.fields[t] = fields
	}
	f, ok := fields[key]
	return f, ok && key != "" && key != "-"
}

func (l *loader) unknownKey(k *yaml.Node, t reflect.Type, path string) error {
	var known []string
	best, bestD := "", 3
	for i := range t.NumField() {
		tag := strings.Split(t.Field(i).Tag.Get("yaml"), ",")[0]
		if tag == "" || tag == "-" {
			continue
		}
		known = append(known, tag)
		key := strings.ToLower(k.Value)
		d := loadDistance(key, tag)
		if loadAbbrev(key, tag) {
			d = 1
		}
		if d < bestD {
			best, bestD = tag, d
		}
	}
	where := "here"
	if path != "" {
		where = "in " + path
	}
	if best != "" {
		return l.at(k, loadJoin(path, k.Value), "unknown key %q: did you mean %q? (keys %s: %s)", k.Value, best, where, strings.Join(known, ", "))
	}
	return l.at(k, loadJoin(path, k.Value), "unknown key %q (keys %s: %s)", k.Value, where, strings.Join(known, ", "))
}

// loadAbbrev reports whether key abbreviates tag: same first letter, and
// its letters appear in tag in order ("dmg" for "damage").
func loadAbbrev(key, tag string) bool {
	if len(key) < 2 || key[0] != tag[0] {
		return false
	}
	i := 0
	for j := 0; j < len(tag) && i < len(key); j++ {
		if tag[j] == key[i] {
			i++
		}
	}
	return i == len(key)
}

// loadDistance is the edit distance between a and b (at most 3 is useful).
func loadDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func (l *loader) wrongType(n *yaml.Node, t reflect.Type, path string) error {
	var want string
	switch {
	case t == reflect.TypeFor[Squares]():
		want = "a square or a list of squares, like B2 or [H2, H3]"
	case t.Kind() == reflect.Struct:
		want = "a mapping of keys to values"
	case t.Kind() == reflect.Slice:
		want = "a list, like [a, b] or one \"- item\" per line"
	case t.Kind() == reflect.Map:
		want = "a mapping, like {str: 16, dex: 12}"
	case t.Kind() == reflect.Bool:
		want = "true or false"
	case t.Kind() == reflect.Uint64:
		want = "a whole number from 0"
	case t.Kind() == reflect.Int:
		want = "a whole number"
	default:
		want = "text"
	}
	return l.at(n, path, "want %s, not %s", want, loadDescribe(n))
}

func loadDescribe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		v := n.Value
		if len(v) > 40 {
			v = v[:37] + "..."
		}
		return strconv.Quote(v)
	}
	return "this"
}

// check validates the decoded encounter and fills in defaults.
func (l *loader) check(e *Encounter) error {
	switch r := strings.ToLower(strings.TrimSpace(e.Ruleset)); r {
	case "", "5e-2014":
		e.Ruleset = "5e-2014"
	case "5e-2024", "osr":
		return l.errf("ruleset", "ruleset %q arrives with the rulesets issue: use 5e-2014 for now", r)
	default:
		return l.errf("ruleset", "unknown ruleset %q: use 5e-2014", e.Ruleset)
	}
	if len(e.Options) > 0 {
		return l.errf("options[0]", "unknown option %q: there are no options yet", e.Options[0])
	}
	m, err := l.checkMap(&e.Map)
	if err != nil {
		return err
	}
	if len(e.Combatants) == 0 {
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
	if len(sides) < 2 {
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

func (l *loader) checkMap(ms *MapSpec) (*grid.Map, error) {
	if strings.TrimSpace(ms.Size) == "" {
		ms.Size = "12x8"
	}
	w, h, err := grid.ParseDims(ms.Size)
	if err != nil {
		return nil, l.cause(nil, "map.size", err, "%s", loadGridMsg(err))
	}
	m := grid.NewMap(w, h)
	for i, d := range ms.Difficult {
		f := fmt.Sprintf("map.difficult[%d]", i)
		sqs, err := grid.ParseSquares(d)
		if err != nil {
			return nil, l.cause(nil, f, err, "%s", loadGridMsg(err))
		}
		for _, s := range sqs {
			if !m.In(s) {
				return nil, l.errf(f, "%s is off the %dx%d map (%s)", s, w, h, loadCorners(m))
			}
		}
	}
	return m, nil
}

// loadGridMsg is a grid error without grid's "bad grid notation: " prefix,
// which the field name already says.
func loadGridMsg(err error) string {
	return strings.TrimPrefix(err.Error(), grid.ErrSyntax.Error()+": ")
}

func loadCorners(m *grid.Map) string {
	return fmt.Sprintf("A1-%s", grid.Square{Col: m.W - 1, Row: m.H - 1})
}

func (l *loader) checkCombatant(c *CombatantSpec, p string, m *grid.Map, names map[string]string,
	occupied map[grid.Square]string, sides map[string]string) error {
	for _, k := range []string{"template", "class", "level"} {
		if l.given(p + "." + k) {
			return l.errf(p+"."+k, "templates and class levels arrive with the compendium; give the stat block inline")
		}
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
			if other, ok := names[k]; ok {
				return l.errf(p+".name", "name %q clashes with %q: names must differ in more than case, and spaces count as dashes", n, other)
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
	if err := l.checkAt(c, p, size.Squares(), m, occupied); err != nil {
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
	c.Tactics = strings.TrimSpace(c.Tactics)
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
	case c.Speed != nil && *c.Speed < 0:
		return l.errf(p+".speed", "speed is at least 0 feet, not %d", *c.Speed)
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
	if c.Speed == nil {
		speed := 30
		c.Speed = &speed
	}
	if !l.given(p + ".proficiency") {
		c.Proficiency = 2
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
