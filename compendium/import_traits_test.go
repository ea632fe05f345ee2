package compendium

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v4"
)

// traitsOf is an entry's traits mapping, decoded.
func traitsOf(t *testing.T, src []byte) map[string]any {
	t.Helper()
	var e struct {
		Traits map[string]any `yaml:"traits"`
	}
	if err := yaml.Unmarshal(src, &e); err != nil {
		t.Fatal(err)
	}
	return e.Traits
}

// The real 5e-database entries of testdata/monsters_traits.json (SRD 5.1
// Minotaur, Lion, Knight, Hobgoblin, Zombie, Boar, Orc, Cultist, Gnoll,
// Bugbear, Wight, Giant Elk, Warhorse) import with the traits the engine
// plays read from their wording: the same traits, numbers and attacks as
// the hand-written compendium entries, which were written from the SRD
// text. Leadership, an action, and in_place_of, a Multiattack's words, are
// the hand-written entries' alone.
func TestImportTraitsMatchCompendium(t *testing.T) {
	compared := 0
	for _, imp := range importFile(t, "testdata/monsters_traits.json") {
		got := traitsOf(t, imp.YAML)
		src, err := os.ReadFile(filepath.Join("data", "monsters", imp.ID+".yaml"))
		if os.IsNotExist(err) {
			continue // no hand-written entry: checked below
		}
		if err != nil {
			t.Fatal(err)
		}
		want := traitsOf(t, src)
		delete(want, "leadership")
		delete(want, "in_place_of")
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: imported traits\n %v\nhand-written\n %v\n%s", imp.ID, got, want, imp.YAML)
		}
		compared++
	}
	if compared < 10 {
		t.Errorf("only %d entries compared with the hand-written compendium", compared)
	}
}

// Spot checks: the numbers read from the words, what is reported as
// approximated, and that a trait the importer maps reports nothing else.
func TestImportTraitsRules(t *testing.T) {
	byID := map[string]Imported{}
	for _, imp := range importFile(t, "testdata/monsters_traits.json") {
		byID[imp.ID] = imp
		if _, err := ParseMonster(imp.ID+".yaml", imp.YAML); err != nil {
			t.Errorf("%s: %v", imp.ID, err)
		}
	}
	for _, c := range []struct{ id, has, report, absent string }{
		// "the target takes an extra 7 (2d6) damage": no type given.
		{"giant-elk", "charge: {attack: ram, feet: 20, damage: 2d6, save: str 14, prone: true}", "the stat block gives its extra 2d6 damage no type", ""},
		// "pushed up to 10 ft. away": the engine pushes 10 ft.
		{"minotaur", "charge: {attack: gore, feet: 10, damage: '2d8[piercing]', save: str 14, push: 10, prone: true}", `pushed "up to" 10 ft`, "trait Reckless"},
		// Trampling Charge is Pounce's rule: "make another attack with its hooves".
		{"warhorse", "pounce: {attack: hooves, feet: 20, save: str 14, prone: true, bonus: hooves}", "", "Trampling Charge"},
		{"lion", "keen_senses: [smell]", "trait Running Leap", "Pounce"},
		{"knight", "parry: 2", "", "reaction Parry"},
		{"knight", "save_advantage: [frightened]", "", "trait Brave"},
		{"cultist", "save_advantage: [charmed, frightened]", "", "Dark Devotion"},
		{"boar", "relentless: 7", "", "Relentless"},
		{"hobgoblin", "martial_advantage: 2d6", "", "Martial Advantage"},
		{"bugbear", "surprise_attack: 2d6", "", "Surprise Attack"},
		{"gnoll", "rampage: bite", "", "Rampage"},
		{"orc", "aggressive: true", "", "Aggressive"},
		{"zombie", "undead_fortitude: true", "", "Undead Fortitude"},
		{"wight", "sunlight_sensitivity: true", "", "Sunlight Sensitivity"},
	} {
		imp, ok := byID[c.id]
		if !ok {
			t.Errorf("%s: not in the fixture", c.id)
			continue
		}
		var report strings.Builder
		for _, u := range imp.Unmapped {
			report.WriteString(u.String() + "\n")
		}
		switch {
		case !strings.Contains(string(imp.YAML), c.has):
			t.Errorf("%s: want %q in the entry:\n%s", c.id, c.has, imp.YAML)
		case !strings.Contains(report.String(), c.report):
			t.Errorf("%s: want %q in the report:\n%s", c.id, c.report, report.String())
		case c.absent != "" && strings.Contains(report.String(), c.absent):
			t.Errorf("%s: %q is mapped, yet reported:\n%s", c.id, c.absent, report.String())
		}
	}
}

// A wording the importer doesn't know is reported, never mapped: a
// shortened Parry or Sunlight Sensitivity (the fixture's grave knight), a
// Charge whose attack is not the entry's, keen senses beyond the three.
func TestImportTraitsNeverGuess(t *testing.T) {
	im := &importer{names: map[string]bool{"bite": true}, areas: map[string]bool{}}
	for _, c := range []struct{ name, desc, why string }{
		{"Charge", "If the boar moves at least 20 ft. straight toward a target and then hits it with a tusk attack on the same turn, the target takes an extra 3 (1d6) slashing damage.", "not one of the entry's attacks"},
		{"Charge", "If the boar moves at least 20 ft. straight toward a target and then hits it with a bite attack on the same turn, the target takes an extra 3 (1d6) slashing damage and is frightened.", "not the SRD's Charge"},
		{"Keen Senses", "The beast has advantage on Wisdom (Perception) checks that rely on taste.", "hearing, sight and smell"},
		{"Relentless", "If the boar takes 7 damage or less that would reduce it to 0 hit points, it is reduced to 1 hit point instead, unless it is sunny.", "not the SRD's Relentless"},
		{"Rampage", "When the gnoll reduces a creature to 0 hit points with a melee attack on its turn, the gnoll can take a bonus action to move up to half its speed and make a spear attack.", "not one of the entry's attacks"},
	} {
		tr, ok := im.readTrait(c.name, c.desc)
		if !ok || tr.val != nil || !strings.Contains(tr.why, c.why) {
			t.Errorf("%s %q: read %v %+v, want it reported: %s", c.name, c.desc, ok, tr, c.why)
		}
	}
	if tr, ok := readReaction("Parry", "The knight adds 2 to its AC against one melee attack that would hit it."); !ok || tr.val != nil {
		t.Errorf("a shortened Parry is reported: %+v", tr)
	}
}
