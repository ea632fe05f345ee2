package compendium

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	yaml "go.yaml.in/yaml/v4"

	"github.com/skirmish-rpg/skirmish/dice"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// realMonsters is the public 5e-database file; it is not in the
// repository, so the tests that read it skip without it.
const realMonsters = "../../shared/data/5e-database/5e-SRD-Monsters.json"

func importFile(t testing.TB, file string) []Imported {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Skipf("%v", err)
	}
	defer f.Close()
	list, err := ImportMonsters(f)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// The fixture's entries and reports, pinned whole: each monster in it
// covers a case of docs/compendium.md "Importing monsters".
func TestImportFixture(t *testing.T) {
	var out strings.Builder
	for _, imp := range importFile(t, "testdata/monsters.json") {
		out.Write(imp.YAML)
		fmt.Fprintf(&out, "# %d of %d attack actions mapped whole\n", imp.Mapped, imp.Actions)
		for _, u := range imp.Unmapped {
			fmt.Fprintf(&out, "#   %s\n", u)
		}
		out.WriteString("---\n")
	}
	golden := filepath.Join("testdata", "monsters.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./compendium -update to create it)", err)
	}
	if out.String() != string(want) {
		t.Errorf("the import differs from %s:\n--- got\n%s\n--- want\n%s", golden, out.String(), want)
	}
}

// Spot checks of the mapping rules, beside the golden file.
func TestImportRules(t *testing.T) {
	byID := map[string]Imported{}
	for _, imp := range importFile(t, "testdata/monsters.json") {
		byID[imp.ID] = imp
		if _, err := ParseMonster(imp.ID+".yaml", imp.YAML); err != nil {
			t.Errorf("%s: %v", imp.ID, err)
		}
	}
	for _, c := range []struct{ id, has, unmapped string }{
		{"bramble-goblin", "cr: 1/4", ""},
		{"bramble-goblin", "damage: '1d6+2[piercing]', versatile: '1d8+2[piercing]', range: 20/60, properties: [versatile, thrown]", "trait Thorn Step"},
		{"ash-wyrmling", "damage: '1d10+3[piercing] + 1d6[fire]', reach: 10", "legendary action Wing Gust"},
		{"ash-wyrmling", "{name: cinder breath, area: cone 15, save: dex 12, damage: '6d6[fire]', recharge: 5}", "took half"},
		{"ash-wyrmling", "multiattack: [bite, claw, claw]", ""},
		{"grave-knight", "ac: 16", "armor class 18 (spell)"},
		{"grave-knight", "resistances: [necrotic, bludgeoning, piercing, slashing]", "nonmagical weapons that aren't silvered"},
		{"grave-knight", "extra_attacks: 1", "not only longsword"},
		{"grave-knight", "on_hit: {save: con 13, damage: '2d6[necrotic]', half: true}", ""},
		{"grave-knight", "condition_immunities: [exhaustion, poisoned]", `condition immunity "Sunstruck": not a condition the engine knows`},
		{"tunnel-worm", "{name: acid spit, area: line 30, save: dex 13, damage: '3d6[acid]'}", "sense tremorsense"},
		{"storm-caller", "area: sphere 10, range: 120", "a choice of damage (1d6 lightning or 1d6 thunder)"},
		{"storm-caller", "type: humanoid (any race)", "action Static Net: no damage roll"},
		{"marsh-lurker-hybrid", "name: Marsh Lurker Hybrid Form", "Bite attacks Number of Heads times"},
		{"marsh-lurker-hybrid", "damage: '1[piercing]'", "action Murk"},
		{"cloud-ray", "speed: {walk: 0, fly: 60, hover: true}", ""},
		{"cloud-ray", "extra_attacks: 2", ""},
		{"mire-troll", "on_hit: {save: con 15, condition: paralyzed, ends: 'save, 1 minute'}", "only to a creature other than an undead"},
		{"mire-troll", "on_hit: {save: str 15, condition: prone}", ""},
		// The rock its Multiattack leaves out is an action of its own
		// (battle.Combatant.LoneAttack): mapped, and not reported.
		{"mire-troll", "{name: rock, bonus: 7, damage: '2d10+4[bludgeoning]', range: 30/120}", ""},
		{"mire-troll", "multiattack: [bite, claws, claws]", `condition immunity "Bog-sick"`},
		{"mire-troll", "regeneration: {hp: 10, stopped_by: [acid, fire]}", ""},
		{"mire-troll", "pack_tactics: true", ""},
		{"mire-troll", "legendary_resistance: 2", ""},
		{"mire-troll", "recharge: 5", ""},
		// SRD 5.1 Scout's "two melee attacks or two ranged attacks", as
		// the 5e-database's action_options: the first option is the
		// multiattack, the others its alternatives, a melee-or-ranged
		// attack's ranged use its thrown one (docs/compendium.md).
		{"reed-stalker", "multiattack: [spear, spear]\nmultiattack_or: [[thrown spear, thrown spear], [longbow, longbow]]", ""},
		{"bog-imp", "nimble_escape: true", "trait Regeneration: its description adds"},
		{"bog-imp", "on_hit: {save: con 11, damage: '3d6[poison]', half: true}", "makes 1 Sting, 1 Bite, but its description"},
		{"bog-imp", "{name: bite, bonus: 5, damage: '1d4+2[piercing]'}", "action Bite: its saving throw on a hit: not mapped"},
		{"bog-imp", "{name: dart, bonus: 5, damage: '1d4+3[piercing]', range: 20/60}", "lasts 24 hours"},
	} {
		imp := byID[c.id]
		var report strings.Builder
		for _, u := range imp.Unmapped {
			report.WriteString(u.String() + "\n")
		}
		if !strings.Contains(string(imp.YAML), c.has) || !strings.Contains(report.String(), c.unmapped) {
			t.Errorf("%s: want %q in the entry and %q in the report:\n%s%s", c.id, c.has, c.unmapped, imp.YAML, report.String())
		}
		if strings.Contains(report.String(), "left out of it") {
			t.Errorf("%s: an attack beside the Multiattack is reported as left out:\n%s", c.id, report.String())
		}
	}
}

// TestImportMeasure: of the real file's actions that have an attack bonus
// or a damage roll, the share mapped with the right bonus, dice and damage
// types, checked against the JSON here rather than trusting Mapped. The
// issue asks for at least 95%. Run it with
//
//	go test ./compendium -run TestImportMeasure -v
func TestImportMeasure(t *testing.T) {
	list := importFile(t, realMonsters)
	raw, err := os.ReadFile(realMonsters)
	if err != nil {
		t.Fatal(err)
	}
	var monsters []jsonMonster
	if err := jsonUnmarshal(raw, &monsters); err != nil {
		t.Fatal(err)
	}
	total, right, claimed := 0, 0, 0
	var wrong []string
	for i, m := range monsters {
		attacks := entryAttacks(t, list[i].YAML)
		claimed += list[i].Mapped
		for _, a := range m.Actions {
			if a.AttackBonus == nil && len(a.Damage) == 0 || a.MultiattackType != "" {
				continue
			}
			total++
			if why := checkAttack(a, attacks[strings.ToLower(a.Name)]); why != "" {
				wrong = append(wrong, m.Index+": "+a.Name+": "+why)
				continue
			}
			right++
		}
	}
	share := float64(right) / float64(total)
	t.Logf("%d of %d actions with an attack bonus or damage mapped with the right bonus, dice and damage type: %.1f%%", right, total, 100*share)
	for _, w := range wrong {
		t.Log("  not mapped: " + w)
	}
	if claimed != right {
		t.Errorf("the importer counts %d mapped, the check %d", claimed, right)
	}
	if share < 0.95 {
		t.Errorf("%.1f%% mapped, want at least 95%%", 100*share)
	}
}

type entryAttack struct {
	Name, Damage string
	Versatile    string
	Bonus        *int
	Area, Save   string
	OnHit        *struct{ Save, Damage string } `yaml:"on_hit"`
}

func entryAttacks(t *testing.T, src []byte) map[string]entryAttack {
	var e struct{ Attacks []entryAttack }
	if err := yaml.Unmarshal(src, &e); err != nil {
		t.Fatal(err)
	}
	out := map[string]entryAttack{}
	for _, a := range e.Attacks {
		out[a.Name] = a
	}
	return out
}

// checkAttack says what is wrong with the mapped attack for action a, ""
// when nothing: the bonus is the attack_bonus, and the damage, term by
// term, is every damage entry's dice and type (a versatile weapon's
// one-handed damage, and its two-handed in versatile), as a dice
// expression the engine parses; an entry dealt on a failed save is the
// on_hit damage, with that save. A damage at range that differs from the
// melee damage, which only the description gives, is not in the entry.
func checkAttack(a jsonAction, got entryAttack) string {
	if got.Name == "" {
		return "no attack"
	}
	if strings.Contains(a.Desc, "damage at range") {
		return "the damage at range is not mapped"
	}
	if a.AttackBonus != nil && (got.Bonus == nil || *got.Bonus != *a.AttackBonus) {
		return fmt.Sprintf("bonus %v, want %d", got.Bonus, *a.AttackBonus)
	}
	if a.AttackBonus == nil && (got.Area == "" || !strings.HasPrefix(got.Save, a.DC.DCType.Index+" ")) {
		return "not an area attack with the right save"
	}
	if _, err := dice.Parse(got.Damage); err != nil {
		return err.Error()
	}
	var want, two []string
	for _, d := range a.Damage {
		both := ""
		if d.From != nil && len(d.From.Options) > 1 && d.From.Options[0].Notes == "One handed" {
			o := d.From.Options[1]
			both = strings.ReplaceAll(o.DamageDice, " ", "") + "[" + typeOf(o) + "]"
			d = d.From.Options[0]
		}
		if d.DamageType == nil {
			return "a damage entry without a type"
		}
		if d.DC != nil && a.AttackBonus != nil {
			w := strings.ReplaceAll(d.DamageDice, " ", "") + "[" + d.DamageType.Index + "]"
			if got.OnHit == nil || got.OnHit.Damage != w || got.OnHit.Save != fmt.Sprintf("%s %d", d.DC.DCType.Index, d.DC.DCValue) {
				return fmt.Sprintf("on_hit %+v, want damage %q on a failed DC %d %s save", got.OnHit, w, d.DC.DCValue, d.DC.DCType.Index)
			}
			continue
		}
		one := strings.ReplaceAll(d.DamageDice, " ", "") + "[" + d.DamageType.Index + "]"
		want = append(want, one)
		if both == "" {
			both = one
		}
		two = append(two, both)
	}
	if w := strings.Join(want, " + "); got.Damage != w {
		return fmt.Sprintf("damage %q, want %q", got.Damage, w)
	}
	if w := strings.Join(two, " + "); w != got.Damage && got.Versatile != w || w == got.Damage && got.Versatile != "" {
		return fmt.Sprintf("versatile damage %q, want %q", got.Versatile, w)
	}
	return ""
}

// Errors name the problem and match ErrImport: the file's, which stop the
// import, and one monster's, which stop only that monster.
func TestImportErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`{}`, "a list of monsters"},
		{`[1`, "a list of monsters"},
		{`[] []`, "text after"},
	} {
		_, err := ImportMonsters(strings.NewReader(c.src))
		if !errors.Is(err, ErrImport) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want ErrImport and %q", c.src, err, c.want)
		}
	}
	for _, c := range []struct{ src, want string }{
		{`[1]`, "monster 1 (\"\"): not a monster of the 5e-database format"},
		{`[{"index": "Bad Id"}]`, `index "Bad Id"`},
		{`[{"index": "x", "name": "X", "challenge_rating": 0.3}]`, "challenge_rating 0.3"},
		{`[{"index": "x", "name": "X", "challenge_rating": 1, "size": "Big"}]`, `size "Big"`},
		{`[{"index": "x", "name": "X", "challenge_rating": 1, "size": "Tiny", "armor_class": [{"type": "natural", "value": 12}], "hit_points": 0}]`, "hit_points 0"},
	} {
		list, err := ImportMonsters(strings.NewReader(c.src))
		if err != nil || len(list) != 1 || !errors.Is(list[0].Err, ErrImport) || !strings.Contains(list[0].Err.Error(), c.want) || list[0].YAML != nil {
			t.Errorf("%s: %v, %+v, want one monster with ErrImport and %q", c.src, err, list, c.want)
		}
	}
}

// A malformed monster is reported with its place in the file, and the
// monsters around it are imported: testdata/monsters_malformed.json has a
// good monster, one whose hit points are text, one without a valid index,
// one that repeats the first's index, and another good one.
func TestImportSkipsMalformed(t *testing.T) {
	list := importFile(t, "testdata/monsters_malformed.json")
	var got []string
	for _, imp := range list {
		if imp.Err != nil {
			got = append(got, "error: "+imp.Err.Error())
			continue
		}
		if _, err := ParseMonster(imp.ID+".yaml", imp.YAML); err != nil {
			t.Errorf("%s: %v", imp.ID, err)
		}
		got = append(got, "ok: "+imp.ID)
	}
	want := []string{
		"ok: pond-frog",
		`error: compendium: cannot import: monster 2 ("reed-stalker"): not a monster of the 5e-database format: json: cannot unmarshal string into Go struct field jsonMonster.hit_points of type int`,
		`error: compendium: cannot import: monster 3 ("Mud Man"): index "Mud Man": want the name in lower case with hyphens, like giant-spider`,
		`error: compendium: cannot import: monster 4 ("pond-frog"): its index is given twice: the first is kept`,
		"ok: heron",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("import:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// FuzzImportMonsters: no input panics the importer, every error matches
// ErrImport, and every entry it writes parses as a compendium entry.
func FuzzImportMonsters(f *testing.F) {
	fixture, err := os.ReadFile("testdata/monsters.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(fixture)
	f.Add([]byte(`[]`))
	f.Add([]byte(`[{"index": "a", "name": "A", "challenge_rating": 0.5, "size": "Huge", "armor_class": [{"value": 3}], "hit_points": 2, "strength": 1, "dexterity": 1, "constitution": 1, "intelligence": 1, "wisdom": 1, "charisma": 1, "actions": [{"name": "X", "attack_bonus": 2, "damage": [{"damage_dice": "1d4", "damage_type": {"index": "fire"}}]}]}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		list, err := ImportMonsters(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrImport) {
				t.Fatalf("error without ErrImport: %v", err)
			}
			return
		}
		for _, imp := range list {
			if imp.Err != nil {
				if !errors.Is(imp.Err, ErrImport) {
					t.Fatalf("a monster's error without ErrImport: %v", imp.Err)
				}
				continue
			}
			if _, err := ParseMonster(imp.ID+".yaml", imp.YAML); err != nil {
				t.Fatalf("%s: the entry does not parse: %v\n%s", imp.ID, err, imp.YAML)
			}
		}
	})
}

func jsonUnmarshal(data []byte, v any) error { return json.Unmarshal(data, v) }
