package compendium

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Equipment is three files, each a YAML list of entries: data/weapons.yaml,
// data/armor.yaml and data/items.yaml. They are read the same way: every
// entry is a mapping with an id (lower case with hyphens) and a name, its
// keys known to the loader (a misspelt key is an error naming the close
// ones), and every value checked where it is written, so that a mistake
// reads "data/weapons.yaml:212:13: damage: ...". The package says what an
// entry is; package battle applies it (battle/equipment.go).

//go:embed data/weapons.yaml data/armor.yaml data/items.yaml data/spells.yaml data/classes.yaml
var listFiles embed.FS

// maxEntries bounds a list file: the fuzz test feeds the parser anything.
const maxEntries = 1000

// entries reads a data file that is one YAML list of mappings.
func entries(file string, data []byte, what string) ([]*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if err == io.EOF {
			return nil, fmt.Errorf("%w: %s: empty: the file is a list of %s entries", ErrData, file, what)
		}
		return nil, fmt.Errorf("%w: %s: %v", ErrData, file, err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if root.Kind != yaml.SequenceNode {
		return nil, dataErr(file, root, "", "the file is a list of %s entries, each starting with \"- id: ...\"", what)
	}
	if len(root.Content) > maxEntries {
		return nil, dataErr(file, root, "", "%d entries: at most %d in one file", len(root.Content), maxEntries)
	}
	for _, e := range root.Content {
		if e.Kind != yaml.MappingNode {
			return nil, dataErr(file, e, "", "a %s entry is a mapping of keys to values, like {id: ..., name: ...}", what)
		}
	}
	return root.Content, nil
}

// entry is one mapping of a list file, its keys checked against the ones
// the kind of entry has.
type entry struct {
	file string
	node *yaml.Node
	vals map[string]*yaml.Node
	keys map[string]*yaml.Node
}

func newEntry(file string, n *yaml.Node, known []string) (*entry, error) {
	e := &entry{file: file, node: n, vals: map[string]*yaml.Node{}, keys: map[string]*yaml.Node{}}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return nil, dataErr(file, k, "", "a key is a plain word, like damage")
		}
		if !slices.Contains(known, k.Value) {
			return nil, dataErr(file, k, k.Value, "unknown key%s (the keys: %s)", suggest(k.Value, known), strings.Join(known, ", "))
		}
		if _, dup := e.vals[k.Value]; dup {
			return nil, dataErr(file, k, k.Value, "given twice")
		}
		e.vals[k.Value], e.keys[k.Value] = v, k
	}
	return e, nil
}

// err is a mistake in the value of key, or in the entry when key is absent.
func (e *entry) err(key, format string, args ...any) error {
	n := e.vals[key]
	if n == nil {
		n = e.node
	}
	return dataErr(e.file, n, key, format, args...)
}

func (e *entry) has(key string) bool { return e.vals[key] != nil }

// str is a scalar value; "" when the key is absent.
func (e *entry) str(key string) (string, error) {
	v := e.vals[key]
	if v == nil {
		return "", nil
	}
	if v.Kind != yaml.ScalarNode {
		return "", e.err(key, "a single value, not a list or mapping")
	}
	return strings.TrimSpace(v.Value), nil
}

// integer is a whole number from lo to hi; 0 when the key is absent.
func (e *entry) integer(key string, lo, hi int) (int, error) {
	s, err := e.str(key)
	if err != nil || s == "" {
		return 0, err
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, e.err(key, "a whole number from %d to %d, not %q", lo, hi, s)
	}
	return n, nil
}

// list is a list of scalars (or one scalar, a list of one).
func (e *entry) list(key string) ([]string, error) {
	v := e.vals[key]
	if v == nil {
		return nil, nil
	}
	if v.Kind == yaml.ScalarNode {
		return []string{strings.TrimSpace(v.Value)}, nil
	}
	if v.Kind != yaml.SequenceNode {
		return nil, e.err(key, "a list, like [finesse, light]")
	}
	out := make([]string, 0, len(v.Content))
	for _, x := range v.Content {
		if x.Kind != yaml.ScalarNode {
			return nil, dataErr(e.file, x, key, "a list of words, not of lists or mappings")
		}
		s := strings.ToLower(strings.TrimSpace(x.Value))
		if slices.Contains(out, s) {
			return nil, dataErr(e.file, x, key, "%s is listed twice", s)
		}
		out = append(out, s)
	}
	return out, nil
}

// boolean is true or false; false when the key is absent.
func (e *entry) boolean(key string) (bool, error) {
	s, err := e.str(key)
	if err != nil || s == "" {
		return false, err
	}
	switch strings.ToLower(s) {
	case "true", "yes":
		return true, nil
	case "false", "no":
		return false, nil
	}
	return false, e.err(key, "true or false, not %q", s)
}

// head reads the keys every entry has: id (required, lower case with
// hyphens), name (required) and aliases (other ids it is found by).
func (e *entry) head() (id, name string, aliases []string, err error) {
	if id, err = e.str("id"); err != nil {
		return
	}
	if !validID(id) {
		err = e.err("id", "id %q: the SRD name in lower case with hyphens, like light-crossbow", id)
		return
	}
	if name, err = e.str("name"); err != nil {
		return
	}
	if name == "" {
		err = e.err("name", "missing: the name as the table writes it, like Light crossbow")
		return
	}
	if aliases, err = e.list("aliases"); err != nil {
		return
	}
	for _, a := range aliases {
		if !validID(a) {
			err = e.err("aliases", "alias %q: lower case with hyphens, like crossbow-light", a)
			return
		}
	}
	return
}

func validID(id string) bool {
	if id == "" || len(id) > 60 || id[0] == '-' || id[len(id)-1] == '-' {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// index is the entries of one file by id and alias, and the ids in file
// order, refusing an id or alias given twice.
type index[T any] struct {
	byID map[string]*T
	ids  []string
}

func (x *index[T]) add(file string, n *yaml.Node, v *T, id string, aliases []string) error {
	if x.byID == nil {
		x.byID = map[string]*T{}
	}
	for _, k := range append([]string{id}, aliases...) {
		if _, dup := x.byID[k]; dup {
			return dataErr(file, n, "id", "%q is the id or alias of an earlier entry", k)
		}
		x.byID[k] = v
	}
	x.ids = append(x.ids, id)
	return nil
}

// lookup finds an entry by id or alias in any case, or says which ids are
// close.
func (x *index[T]) lookup(what, id string) (*T, error) {
	v, ok := x.byID[strings.ToLower(strings.TrimSpace(id))]
	if !ok {
		return nil, fmt.Errorf("no %s %q in the compendium%s", what, id, suggest(id, x.ids))
	}
	return v, nil
}

// sorted is the ids in order.
func (x *index[T]) sorted() []string {
	return slices.Sorted(slices.Values(x.ids))
}

// loadList reads one embedded list file (weapons, armor, items, spells,
// classes) with parse; a mistake in the embedded data is a bug in the
// program, reported on every lookup.
func loadList[T any](file string, parse func(string, []byte) ([]*T, error)) ([]*T, error) {
	data, err := listFiles.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return parse(file, data)
}

// ParseSave reads a save as data writes it: an ability and a DC, "dex 12".
func ParseSave(s string) (rules.Ability, int, error) {
	ab, dc, _ := strings.Cut(strings.TrimSpace(s), " ")
	a, aerr := rules.ParseAbility(ab)
	n, err := strconv.Atoi(strings.TrimSpace(dc))
	if aerr != nil || err != nil || n < 1 || n > 40 {
		return 0, 0, fmt.Errorf("save %q: an ability and a DC from 1 to 40, like dex 12", s)
	}
	return a, n, nil
}

// checkTypedDice checks damage written with its types: "1[piercing]".
func checkTypedDice(s string) error {
	if _, err := dice.Parse(s); err != nil {
		return fmt.Errorf("%q: %v", s, err)
	}
	for rest := s; ; {
		i := strings.IndexByte(rest, '[')
		if i < 0 {
			return nil
		}
		j := strings.IndexByte(rest[i:], ']')
		if j < 0 {
			return nil // the parser has refused it already
		}
		if _, err := rules.ParseDamageType(rest[i+1 : i+j]); err != nil {
			return fmt.Errorf("%q: %v", s, err)
		}
		rest = rest[i+j:]
	}
}
