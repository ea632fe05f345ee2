package battle

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"
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

// UnmarshalYAML accepts a walking speed alone (`speed: 30`) or a mapping
// of speeds (`speed: {walk: 30, fly: 60}`).
func (s *SpeedSpec) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		var walk int
		if err := n.Load(&walk); err != nil {
			return err
		}
		*s = SpeedSpec{Walk: &walk}
		return nil
	}
	type plain SpeedSpec // without this method, so Load doesn't recurse
	return n.Load((*plain)(s), yaml.WithKnownFields())
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

// Limits that keep a hostile file (aliases that expand exponentially) cheap
// to refuse.
const (
	maxLoadNodes  = 1 << 16 // YAML values visited, aliases expanded
	maxMergeDepth = 16      // merge keys (<<) nested
)

// Load parses and validates an encounter file (docs/encounters.md). name is
// used in messages ("goblin.yaml:12:5: ..."). Every error is a *LoadError
// with the line and column of the offending value.
//
// Load fills in the defaults, so that the engine sees explicit values:
// ruleset 5e-2014, map size 12x8, kind monster, count 1, size medium,
// max_hp = hp, speed 30, proficiency 2, death_saves for characters, cover
// none, reach 5 for melee and thrown attacks. It writes names in canonical
// form: squares upper case ("B2"); abilities short ("str"); skills, sizes,
// conditions, damage types and properties lower case ("sleight-of-hand").
//
// The YAML is checked twice: a walk over the node tree checks its shape
// against the Go types (unknown keys, wrong types) and records where each
// field was written; then the yaml package decodes it, and validation of
// the values looks up positions in that record.
func Load(name string, data []byte) (*Encounter, error) {
	return load(name, data, false)
}

// LoadRoster is Load for the live tracker, whose DM fills the roster as
// the table goes: a file with no combatants, or all on one side, is
// accepted (the fight can't begin until two sides have a creature).
func LoadRoster(name string, data []byte) (*Encounter, error) {
	return load(name, data, true)
}

func load(name string, data []byte, open bool) (*Encounter, error) {
	l := &loader{file: name, open: open, src: data, nodes: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{},
		scalars: map[*yaml.Node]reflect.Type{}, fields: map[reflect.Type]map[string]reflect.Type{}, budget: maxLoadNodes}
	root, err := l.parse()
	if err != nil {
		return nil, err
	}
	if err := l.templates(root); err != nil {
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
	open    bool // LoadRoster: fewer than two sides is not an error
}

func (l *loader) parse() (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(l.src))
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
		switch n.Kind {
		case yaml.ScalarNode:
			return nil
		case yaml.SequenceNode:
			return l.walk(n, reflect.TypeFor[[]string](), path)
		}
		return l.wrongType(n, t, path)
	}
	if t == reflect.TypeFor[SpeedSpec]() && n.Kind == yaml.ScalarNode {
		return l.walk(n, reflect.TypeFor[int](), path)
	}
	if t == reflect.TypeFor[LightSpec]() && n.Kind == yaml.ScalarNode { // light: hooded-lantern (equipment_light.go)
		return l.walk(n, reflect.TypeFor[string](), path)
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
	case t == reflect.TypeFor[SpeedSpec]():
		want = "a speed in feet, like 30, or a mapping of speeds, like {walk: 30, fly: 60}"
	case t == reflect.TypeFor[LightSpec]():
		want = "a light's item id, like hooded-lantern, or {item: hooded-lantern, hooded: true}"
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
