package battle

import (
	"os"
	"testing"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// realMonsters is the public 5e-database file the importer is measured on;
// it is not in the repository, so the tests that read it skip without it.
const realMonsters = "../../shared/data/5e-database/5e-SRD-Monsters.json"

// Every entry the importer writes loads as a combatant and New builds it:
// the fixture always, the real file when it is there (docs/compendium.md).
func TestImportedMonstersLoad(t *testing.T) {
	for _, c := range []struct{ file, why string }{
		{"../compendium/testdata/monsters.json", ""},
		{"../compendium/testdata/monsters_traits.json", ""}, // real entries with traits the engine plays
		{realMonsters, "the 5e-database monsters file is not here"},
	} {
		t.Run(c.file, func(t *testing.T) {
			f, err := os.Open(c.file)
			if err != nil && c.why != "" {
				t.Skip(c.why)
			}
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			list, err := compendium.ImportMonsters(f)
			if err != nil {
				t.Fatal(err)
			}
			loaded := 0
			for _, imp := range list {
				if imp.Err != nil {
					t.Errorf("%s: not imported: %v", imp.ID, imp.Err)
					continue
				}
				if err := loadImported(imp); err != nil {
					t.Errorf("%s: %v\n%s", imp.ID, err, imp.YAML)
					continue
				}
				loaded++
			}
			t.Logf("%d of %d imported monsters load as combatants", loaded, len(list))
		})
	}
}

// loadImported reads an entry the way the compendium does, puts its keys
// in a combatant beside side and at, and loads and builds the encounter.
func loadImported(imp compendium.Imported) error {
	m, err := compendium.ParseMonster(imp.ID+".yaml", imp.YAML)
	if err != nil {
		return err
	}
	entry := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	entry.Content = append(entry.Content, m.Node.Content...)
	entry.Content = append(entry.Content,
		&yaml.Node{Kind: yaml.ScalarNode, Value: "side"}, &yaml.Node{Kind: yaml.ScalarNode, Value: "a"},
		&yaml.Node{Kind: yaml.ScalarNode, Value: "at"}, &yaml.Node{Kind: yaml.ScalarNode, Value: "A1"})
	doc := map[string]any{
		"map":        map[string]string{"size": "20x20"},
		"combatants": []any{entry, map[string]any{"name": "Dummy", "side": "b", "at": "T20", "ac": 10, "hp": 1}},
	}
	src, err := yaml.Marshal(doc)
	if err != nil {
		return err
	}
	enc, err := Load(imp.ID+".yaml", src)
	if err != nil {
		return err
	}
	_, err = New(enc)
	return err
}
