package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/compendium"
	yaml "go.yaml.in/yaml/v4"
)

// templates brings each combatant's `template: ID` into its entry as a
// YAML merge of the compendium monster's keys: the entry reads as if the
// stat block were written in it, and every key the entry gives wins over
// the stat block's (a list such as attacks is replaced whole, not merged).
// The rest of Load then checks the result like any entry.
func (l *loader) templates(root *yaml.Node) error {
	if root.Kind != yaml.MappingNode {
		return nil // the walk says what is wrong with it
	}
	var list *yaml.Node
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "combatants" {
			list = root.Content[i+1]
		}
	}
	if list == nil || list.Kind != yaml.SequenceNode {
		return nil
	}
	for i, entry := range list.Content {
		if entry.Kind != yaml.MappingNode {
			continue
		}
		for k := 0; k+1 < len(entry.Content); k += 2 {
			key, val := entry.Content[k], entry.Content[k+1]
			if key.Value != "template" || val.Kind != yaml.ScalarNode || loadNull(val) {
				continue
			}
			m, err := compendium.LookupMonster(val.Value)
			if err != nil {
				return l.cause(val, fmt.Sprintf("combatants[%d].template", i), err, "%v", err)
			}
			merge := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!merge", Value: "<<", Line: key.Line, Column: key.Column}
			entry.Content = append(entry.Content, merge, m.Node)
			break
		}
	}
	return nil
}

// MonsterSpec is the combatant entry a compendium monster makes on its
// own, checked by Load and with its defaults written out: what `skirmish
// compendium show` prints.
func MonsterSpec(id string) (*CombatantSpec, error) {
	m, err := compendium.LookupMonster(id)
	if err != nil {
		return nil, err
	}
	src := fmt.Sprintf("map: {size: 12x12}\ncombatants:\n  - {template: %s, side: it, at: A1}\n  - {name: Someone Else, side: others, at: L12, ac: 10, hp: 1}\n", m.ID)
	enc, err := Load(m.File, []byte(src))
	if err != nil {
		return nil, err
	}
	return &enc.Combatants[0], nil
}
