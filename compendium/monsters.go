package compendium

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	yaml "go.yaml.in/yaml/v4"
)

// A monster entry is one YAML file under data/monsters, named after its id:
// the keys of an encounter file's combatant entry (docs/encounters.md)
// that describe a creature — size, ac, hp, speed, abilities, saves,
// skills, senses, attacks, resistances and so on — without the keys that
// place it in a fight (at, side, count), plus:
//
//	id: giant-spider      # the SRD name in lower case with hyphens; the file's name
//	name: Giant Spider    # the name a combatant made from it gets unless the file names it
//	cr: "1"               # challenge rating: XP and the proficiency bonus come from it
//	type: beast           # creature type, as the stat block writes it
//
// package battle reads an entry as if its keys were written in a
// combatant entry that says `template: giant-spider`, the keys written
// there winning over the entry's. compendium checks what it knows (the id,
// the name, the challenge rating); battle's tests load every entry as a
// combatant, which checks the rest with the same file-and-line errors.

//go:embed data/monsters/*.yaml
var monsterFiles embed.FS

// ErrData matches every error in the compendium's own data.
var ErrData = errors.New("compendium: bad data")

// Monster is one monster entry.
type Monster struct {
	ID, Name string
	CR       CR
	Type     string
	File     string // "data/monsters/goblin.yaml", for messages
	// Node is the entry's YAML mapping, without id: the keys a combatant
	// entry takes. Treat it as read-only; it is shared.
	Node *yaml.Node
}

// monsterKeys are the keys of an entry that are about the entry rather
// than the creature: battle never sees id.
var entryOnly = []string{"id"}

var (
	monstersOnce sync.Once
	monsters     map[string]*Monster
	monsterIDs   []string
	monstersErr  error
)

// Monsters lists every monster's id, sorted.
func Monsters() ([]string, error) {
	monstersOnce.Do(loadMonsters)
	return monsterIDs, monstersErr
}

// LookupMonster finds a monster by id ("goblin"), in any case.
func LookupMonster(id string) (*Monster, error) {
	monstersOnce.Do(loadMonsters)
	if monstersErr != nil {
		return nil, monstersErr
	}
	m, ok := monsters[strings.ToLower(strings.TrimSpace(id))]
	if !ok {
		return nil, fmt.Errorf("no monster %q in the compendium%s", id, suggest(id, monsterIDs))
	}
	return m, nil
}

func loadMonsters() {
	monsters = map[string]*Monster{}
	names, err := fs.Glob(monsterFiles, "data/monsters/*.yaml")
	if err != nil {
		monstersErr = err
		return
	}
	for _, name := range names {
		data, err := monsterFiles.ReadFile(name)
		if err != nil {
			monstersErr = err
			return
		}
		m, err := ParseMonster(name, data)
		if err != nil {
			monstersErr = err
			return
		}
		if want := strings.TrimSuffix(path.Base(name), ".yaml"); m.ID != want {
			monstersErr = fmt.Errorf("%w: %s: id %q differs from the file's name %q", ErrData, name, m.ID, want)
			return
		}
		monsters[m.ID] = m
		monsterIDs = append(monsterIDs, m.ID)
	}
	slices.Sort(monsterIDs)
}

// ParseMonster reads one monster entry; file names it in errors
// ("goblin.yaml:3:5: cr: ..."). It checks the keys compendium owns (id,
// name, cr, type) and that the entry is one mapping.
func ParseMonster(file string, data []byte) (*Monster, error) {
	var doc yaml.Node
	if err := yaml.NewDecoder(bytes.NewReader(data)).Decode(&doc); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrData, file, err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if root.Kind != yaml.MappingNode {
		return nil, dataErr(file, root, "", "a monster entry is a mapping of keys to values")
	}
	m := &Monster{File: file, Node: &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Line: root.Line, Column: root.Column}}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		switch k.Value {
		case "id":
			m.ID = v.Value
		case "name":
			m.Name = v.Value
		case "type":
			m.Type = v.Value
		case "cr":
			cr, err := ParseCR(v.Value)
			if err != nil {
				return nil, dataErr(file, v, "cr", "%v", err)
			}
			m.CR = cr
		}
		if !slices.Contains(entryOnly, k.Value) {
			m.Node.Content = append(m.Node.Content, k, v)
		}
	}
	switch {
	case m.ID == "" || m.ID != strings.ToLower(m.ID) || strings.ContainsAny(m.ID, " _"):
		return nil, dataErr(file, root, "id", "id %q: the SRD name in lower case with hyphens, like giant-spider", m.ID)
	case strings.TrimSpace(m.Name) == "":
		return nil, dataErr(file, root, "name", "missing: the monster's name, like Giant Spider")
	case !hasKey(root, "cr"):
		return nil, dataErr(file, root, "cr", "missing: the challenge rating, like cr: 1/4")
	}
	return m, nil
}

func hasKey(n *yaml.Node, key string) bool {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return true
		}
	}
	return false
}

// dataErr is a mistake in an entry, at its line and column.
func dataErr(file string, n *yaml.Node, field, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	if field != "" {
		msg = field + ": " + msg
	}
	return fmt.Errorf("%w: %s:%d:%d: %s", ErrData, file, n.Line, n.Column, msg)
}

// suggest names the closest ids for a mistyped one: ", did you mean
// goblin?" when one starts alike, else nothing.
func suggest(id string, ids []string) string {
	id = strings.ToLower(strings.TrimSpace(id))
	var close []string
	for _, c := range ids {
		if len(id) >= 3 && (strings.HasPrefix(c, id[:3]) || strings.Contains(c, id)) {
			close = append(close, c)
		}
	}
	if len(close) == 0 || len(close) > 5 {
		return ""
	}
	return ": did you mean " + strings.Join(close, ", ") + "?"
}
