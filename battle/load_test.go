package battle

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

func ptr[T any](v T) *T { return &v }

// The encounter of the issue, with the defaults Load fills in.
func TestLoadExample(t *testing.T) {
	data, err := os.ReadFile("testdata/encounters/example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	got, err := Load("example.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	want := &Encounter{
		Ruleset: "5e-2014",
		Seed:    ptr[uint64](7),
		Map:     MapSpec{Size: "12x8", Difficult: []string{"C3", "C4"}},
		Combatants: []CombatantSpec{{
			Name: "Fighter", Kind: "character", Side: "party", Count: 1, At: Squares{"B2"}, Size: "medium",
			AC: 18, HP: 44, MaxHP: 44, Speed: &SpeedSpec{Walk: ptr(30)},
			Abilities:   map[string]int{"str": 16, "dex": 12, "con": 14, "int": 10, "wis": 12, "cha": 8},
			Proficiency: 3,
			Attacks: []AttackSpec{
				{Name: "longsword", Bonus: ptr(6), Damage: "1d8+3[slashing]", Reach: 5},
				{Name: "longbow", Bonus: ptr(4), Damage: "1d8+1[piercing]", Range: "150/600"},
			},
			ExtraAttacks: 1, DeathSaves: ptr(true), Cover: "none",
		}, {
			Name: "Goblin", Kind: "monster", Side: "monsters", Count: 3, At: Squares{"H2", "H3", "H4"},
			Size: "medium", AC: 15, HP: 7, MaxHP: 7, Speed: &SpeedSpec{Walk: ptr(30)},
			Abilities: map[string]int{"dex": 14}, Proficiency: 2,
			Attacks:     []AttackSpec{{Name: "scimitar", Bonus: ptr(4), Damage: "1d6+2[slashing]", Reach: 5}},
			Resistances: []string{"fire"}, Conditions: []string{"prone"},
			Initiative: ptr(12), Stealthy: true, DeathSaves: ptr(false), Cover: "none",
		}},
		Script: []string{"Fighter attack Goblin 1 with longsword", "Fighter move to C2", "Fighter end turn"},
		Rolls:  []int{15, 6, 3},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Load mismatch (-want +got):\n%s", diff)
	}
	if names := got.Combatants[1].Names(); !cmp.Equal(names, []string{"Goblin 1", "Goblin 2", "Goblin 3"}) {
		t.Errorf("Names() = %q", names)
	}
}

// Every fixture loads, and New can build a state from it.
func TestLoadFixtures(t *testing.T) {
	files, err := filepath.Glob("testdata/encounters/*.yaml")
	if err != nil || len(files) < 3 {
		t.Fatalf("fixtures: %v, %v", files, err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			enc, err := Load(filepath.Base(f), data)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := New(enc); err != nil {
				t.Errorf("New: %v", err)
			}
		})
	}
}

// Normalization: canonical names, defaults, scalar at, merge keys.
func TestLoadNormalizes(t *testing.T) {
	src := `combatants:
  - &orc
    name: Orc
    side: Horde
    at: b2
    size: Large
    ac: 13
    hp: 15
    proficiency: 0
    abilities: {Strength: 16}
    saves: {DEX: 3}
    skills: {Sleight of Hand: 4, animal_handling: 1}
    resistances: [Fire]
    conditions: [Prone]
    cover: Half
    attacks:
      - {name: javelin, damage: "1d6+3[piercing]", range: 30/120, properties: [Thrown], ability: Strength}
      - {name: bow, damage: "1d6[piercing]", range: "80"}
  - <<: *orc
    name: Orc Chief
    at: E2
    side: Horde
`
	src += "  - {name: Elf, side: elves, at: H8, ac: 12, hp: 9, kind: Character, death_saves: false}\n"
	enc, err := Load("n.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	orc := enc.Combatants[0]
	if orc.At[0] != "B2" || orc.Size != "large" || orc.Proficiency != 0 || orc.Cover != "half" {
		t.Errorf("orc: at %q size %q proficiency %d cover %q", orc.At, orc.Size, orc.Proficiency, orc.Cover)
	}
	if !cmp.Equal(orc.Abilities, map[string]int{"str": 16}) || !cmp.Equal(orc.Saves, map[string]int{"dex": 3}) ||
		!cmp.Equal(orc.Skills, map[string]int{"sleight-of-hand": 4, "animal-handling": 1}) {
		t.Errorf("orc keys: %v %v %v", orc.Abilities, orc.Saves, orc.Skills)
	}
	if orc.Resistances[0] != "fire" || orc.Conditions[0] != "prone" {
		t.Errorf("orc lists: %v %v", orc.Resistances, orc.Conditions)
	}
	jav, bow := orc.Attacks[0], orc.Attacks[1]
	if jav.Reach != 5 || jav.Properties[0] != "thrown" || jav.Ability != "str" || bow.Reach != 0 {
		t.Errorf("attacks: %+v %+v", jav, bow)
	}
	chief := enc.Combatants[1]
	if chief.Name != "Orc Chief" || chief.At[0] != "E2" || chief.HP != 15 || len(chief.Attacks) != 2 {
		t.Errorf("merged chief: %+v", chief)
	}
	elf := enc.Combatants[2]
	if elf.Kind != "character" || *elf.DeathSaves || enc.Map.Size != "12x8" {
		t.Errorf("elf kind %q death saves %v map %q", elf.Kind, *elf.DeathSaves, enc.Map.Size)
	}
}

func TestLoadErrorString(t *testing.T) {
	src := "map: {size: 12x8}\ncombatants:\n" +
		"  - {name: Fighter, side: party, at: B2, ac: 18, hp: 44}\n" +
		"  - name: Goblin\n    side: monsters\n    at: H2\n    ac: 15\n    hp: 7\n" +
		"    abilities: {dex: 14}\n    attacks: [{name: scimitar, damage: \"1d6+2[slashing]\"}]\n" +
		"    skills: {stealth: 6}\n    size: hueg\n"
	_, err := Load("goblin.yaml", []byte(src))
	want := `goblin.yaml:12:11: combatants[1].size: unknown size "hueg": use one of tiny, small, medium, large, huge, gargantuan`
	if err == nil || err.Error() != want {
		t.Fatalf("got  %v\nwant %s", err, want)
	}
	var le *LoadError
	if !errors.Is(err, ErrEncounter) || !errors.As(err, &le) || !errors.Is(err, rules.ErrUnknownName) {
		t.Errorf("errors.Is/As fail for %#v", err)
	}
	if le.Line != 12 || le.Column != 11 || le.Field != "combatants[1].size" {
		t.Errorf("LoadError = %+v", le)
	}
}

// loadCase is a file with one mistake. "»" marks where the error must point
// (it is removed before loading); field and msg are what the error says.
type loadCase struct {
	name, src, field, msg string
}

// Two valid opponents, for cases about the rest of the file.
const (
	loadFighter = "  - {name: Fighter, side: party, at: B2, ac: 18, hp: 44, attacks: [{name: sword, damage: 1d8}]}\n"
	loadGoblin  = "  - {name: Goblin, side: monsters, at: H2, ac: 15, hp: 7}\n"
)

var loadCases = []loadCase{
	// YAML shape.
	{"empty file", "»# nothing\n", "", "the file is empty"},
	{"syntax", "combatants: [\n»", "", "did not find expected node content"},
	{"two documents", "combatants: []\n»---\nseed: 1\n", "", "one encounter"},
	{"unknown top-level key", "seed: 1\n»mapp: {size: 12x8}\n", "mapp", `unknown key "mapp": did you mean "map"?`},
	{"unknown key in map", "map: {size: 12x8, »wall: [C3]}\n", "map.wall", `unknown key "wall"`},
	{"wall off map", "map: {size: 12x8, walls: [»M1]}\n", "map.walls[0]", "M1 is off the 12x8 map"},
	{"object cover", "map: {size: 12x8, objects: [{at: C3, cover: »total}]}\n", "map.objects[0].cover", "an object gives half or three-quarters cover"},
	{"unknown key in combatant", "combatants:\n  - name: Fighter\n    side: party\n    »hitpoints: 44\n",
		"combatants[0].hitpoints", `unknown key "hitpoints" (keys in combatants[0]: name, kind, side`},
	{"unknown key in attack", "combatants:\n  - name: Fighter\n    attacks:\n      - name: sword\n        »dmg: 1d8\n",
		"combatants[0].attacks[0].dmg", `unknown key "dmg": did you mean "damage"?`},
	{"duplicate key", "seed: 1\n»seed: 2\n", "seed", "given twice (first on line 1)"},
	{"wrong type int", "combatants:\n  - name: Fighter\n    ac: »fifteen\n", "combatants[0].ac", `want a whole number, not "fifteen"`},
	{"wrong type list", "combatants: »{name: Fighter}\n", "combatants", "want a list"},
	{"negative seed", "seed: »-1\n", "seed", "want a whole number from 0"},
	{"bool", "combatants:\n  - stealthy: »maybe\n", "combatants[0].stealthy", "want true or false"},

	// The encounter as a whole.
	{"ruleset osr morale", "ruleset: osr\ncombatants:\n  - {name: A, side: a, at: A1, hp: 5, ac: 10, morale: »13}\n  - {name: B, side: b, at: B1, hp: 5, ac: 10}\n", "combatants[0].morale", `morale is a 2d6 score, 2 to 12, not 13`},
	{"ruleset unknown", "ruleset: »4e\n", "ruleset", `unknown ruleset "4e": the rulesets are 5e-2014, 5e-2024, osr`},
	{"option", "options: [»flanking]\n", "options[0]", `unknown option "flanking": the options are diagonal-5-10-5`},
	{"water off map", "map: {size: 12x8, water: [»K7-M8]}\n", "map.water[0]", "M7 is off the 12x8 map"},
	{"dark in a wall", "map: {size: 12x8, walls: [C3], dark: [»C3]}\n", "map.dark[0]", "C3 is a wall"},
	{"deep water syntax", "map: {size: 12x8, deep_water: [»3C]}\n", "map.deep_water[0]", "column"},
	{"elevation key", "map: {size: 12x8, elevation: {»Z99: 10}}\n", "map.elevation.Z99", "off the 12x8 map"},
	{"elevation overlap", "map: {size: 12x8, elevation: {A1-C3: 10, »B2: 30}}\n", "map.elevation.B2", "B2 already has a height (from A1-C3)"},
	{"elevation odd", "map: {size: 12x8, elevation: {J2: »7}}\n", "map.elevation.J2", "multiple of 5 ft"},
	{"elevation type", "map: {size: 12x8, elevation: »[J2]}\n", "map.elevation", "want a mapping"},
	{"map size", "map: {size: »12by8}\n", "map.size", "a map size is width x height"},
	{"difficult syntax", "map: {size: 12x8, difficult: [C3, »C0]}\n", "map.difficult[1]", "rows are numbered from 1"},
	{"difficult off map", "map: {size: 12x8, difficult: [»C3-M4]}\n", "map.difficult[0]", "M3 is off the 12x8 map (A1-L8)"},
	{"no combatants", "»seed: 3\n", "combatants", "missing: list the combatants"},
	{"one side", "combatants:\n  »" + loadFighter[2:] + "  - {name: Cleric, side: party, at: B3, ac: 18, hp: 24}\n",
		"combatants", `every combatant is on side "party"`},
	{"side case", "combatants:\n" + loadFighter + "  - {name: Cleric, side: »Party, at: B3, ac: 18, hp: 24}\n" + loadGoblin,
		"combatants[1].side", `side "Party" differs from "party" only in case`},
	{"script empty", "combatants:\n" + loadFighter + loadGoblin + "script:\n  - Fighter end turn\n  - »\"  \"\n",
		"script[1]", "empty command"},
	{"roll zero", "combatants:\n" + loadFighter + loadGoblin + "rolls: [3, »0]\n", "rolls[1]", "a die face is 1 to 100, not 0"},
	{"roll too big", "combatants:\n" + loadFighter + loadGoblin + "rolls: [»101]\n", "rolls[0]", "not 101"},

	// Names.
	{"name missing", "combatants:\n  - »side: party\n", "combatants[0].name", "missing: every combatant needs a name"},
	{"name after count", "combatants:\n  - {name: Goblin, count: 2, side: m, at: [H2, H3], ac: 15, hp: 7}\n  - {name: »Goblin 2, side: p, at: B2, ac: 1, hp: 1}\n",
		"combatants[1].name", `two combatants are named "Goblin 2"`},
	{"name slug", "combatants:\n  - {name: Goblin, count: 2, side: m, at: [H2, H3], ac: 15, hp: 7}\n  - {name: »goblin-1, side: p, at: B2, ac: 1, hp: 1}\n",
		"combatants[1].name", `name "goblin-1" clashes with "Goblin 1"`},
	{"name case", "combatants:\n" + loadFighter + "  - {name: »FIGHTER, side: m, at: H2, ac: 1, hp: 1}\n",
		"combatants[1].name", `name "FIGHTER" clashes with "Fighter"`},
	{"name characters", "combatants:\n  - name: »Goblin (boss)\n", "combatants[0].name", "start with a letter"},
	{"name command word", "combatants:\n  - name: »Undo Bot\n", "combatants[0].name", `starts with "undo", a command word`},

	// One combatant.
	{"template", "combatants:\n  - name: Goblin\n    template: »hobgobbo\n", "combatants[0].template", `no monster "hobgobbo" in the compendium`},
	{"class", "combatants:\n  - {name: Ann, side: p, at: A1, class: »figther, level: 3}\n", "combatants[0].class", `no class "figther" in the compendium: did you mean fighter?`},
	{"class level", "combatants:\n  - {name: Ann, side: p, at: A1, class: fighter, level: »21}\n", "combatants[0].level", "a character's level is 1 to 20, not 21"},
	{"class without level", "combatants:\n  - {name: Ann, side: p, at: A1, class: »rogue}\n", "combatants[0].class", "a rogue needs its level"},
	{"fighting style of a rogue", "combatants:\n  - {name: Ann, side: p, at: A1, class: rogue, level: 3, fighting_style: »defense}\n", "combatants[0].fighting_style", "a rogue has no fighting style"},
	{"fighting style too early", "combatants:\n  - {name: Ann, side: p, at: A1, class: paladin, level: 1, fighting_style: »defense}\n", "combatants[0].fighting_style", "at level 2; this one is level 1"},
	{"fighting style unknown", "combatants:\n  - {name: Ann, side: p, at: A1, class: fighter, level: 1, fighting_style: »archery}\n", "combatants[0].fighting_style", "the engine plays defense, two-weapon-fighting"},
	{"subclass unknown", "combatants:\n  - {name: Ann, side: p, at: A1, class: rogue, level: 3, subclass: »thief}\n", "combatants[0].subclass", "cleric war; ranger beast-master; rogue assassin"},
	{"subclass too early", "combatants:\n  - {name: Ann, side: p, at: A1, class: rogue, level: 2, subclass: »assassin}\n", "combatants[0].subclass", "at level 3 (roguish-archetype); this one is level 2"},
	{"subclass without class", "combatants:\n  - {name: Ann, side: p, at: A1, subclass: »assassin}\n", "combatants[0].subclass", "a subclass comes with a class"},
	{"kind", "combatants:\n  - name: Ann\n    kind: »npc\n", "combatants[0].kind", `unknown kind "npc": use character`},
	{"side missing", "combatants:\n  - »name: Ann\n", "combatants[0].side", "missing: say whose side Ann is on"},
	{"count", "combatants:\n  - {name: Ann, side: p, count: »101}\n", "combatants[0].count", "count is 1 to 100, not 101"},
	{"size", "combatants:\n  - {name: Ann, side: p, size: »hueg}\n", "combatants[0].size",
		`unknown size "hueg": use one of tiny, small, medium, large, huge, gargantuan`},
	{"at missing", "combatants:\n  - »{name: Ann, side: p}\n", "combatants[0].at", "missing: give Ann's square"},
	{"at one for count", "combatants:\n  - {name: Gob, side: p, count: 3, at: »H2}\n", "combatants[0].at",
		"count is 3 but one square is given"},
	{"at wrong number", "combatants:\n  - {name: Gob, side: p, count: 3, at: »[H2, H3]}\n", "combatants[0].at",
		"2 squares for 3 creatures"},
	{"at syntax", "combatants:\n  - {name: Gob, side: p, count: 2, at: [H2, »2H]}\n", "combatants[0].at[1]",
		"a square is column letters then a row number"},
	{"at off map", "map: {size: 10x10}\ncombatants:\n  - {name: Ann, side: p, at: »K1}\n", "combatants[0].at",
		"K1 is off the 10x10 map (A1-J10)"},
	{"large off map", "combatants:\n  - {name: Ogre, side: p, size: large, at: »L4}\n", "combatants[0].at",
		"a large creature at L4 takes 2x2 squares and does not fit on the 12x8 map"},
	{"overlap", "combatants:\n  - {name: Ogre, side: m, size: large, at: B2, ac: 11, hp: 59}\n  - {name: Ann, side: p, at: »C3}\n",
		"combatants[1].at", "Ann at C3 overlaps Ogre on C3"},
	{"ac missing", "combatants:\n  - »{name: Ann, side: p, at: A1}\n", "combatants[0].ac", "missing: give the armor class"},
	{"ac range", "combatants:\n  - {name: Ann, side: p, at: A1, ac: »51}\n", "combatants[0].ac", "armor class is 1 to 50, not 51"},
	{"hp missing", "combatants:\n  - »{name: Ann, side: p, at: A1, ac: 10}\n", "combatants[0].hp", "missing: give the hit points"},
	{"hp zero", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: »0}\n", "combatants[0].hp", "at least 1, not 0"},
	{"max_hp", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, max_hp: »8}\n", "combatants[0].max_hp", "max_hp 8 is below hp 9"},
	{"temp_hp", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, temp_hp: »-1}\n", "combatants[0].temp_hp", "at least 0, not -1"},
	{"speed", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, speed: »-5}\n", "combatants[0].speed", "a speed is 0 to 1000 feet, not -5"},
	{"fly speed", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, speed: {walk: 30, fly: »-60}}\n", "combatants[0].speed.fly",
		"a speed is 0 to 1000 feet, not -60"},
	{"speed key", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, speed: {»wings: 60}}\n", "combatants[0].speed.wings", `unknown key "wings"`},
	{"speed list", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, speed: »[30]}\n", "combatants[0].speed",
		"a speed in feet, like 30, or a mapping of speeds"},
	{"hover without fly", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, speed: {hover: »true}}\n",
		"combatants[0].speed.hover", "hover needs a flying speed"},
	{"sense unknown", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, senses: {»tremorsense: 30}}\n",
		"combatants[0].senses.tremorsense", "unknown sense"},
	{"sense range", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, senses: {darkvision: »-60}}\n",
		"combatants[0].senses.darkvision", "0 to 5280, not -60"},
	{"proficiency", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, proficiency: »11}\n", "combatants[0].proficiency",
		"proficiency bonus is 0 to 10, not 11"},
	{"extra attacks", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, extra_attacks: »11}\n", "combatants[0].extra_attacks",
		"extra attacks are 0 to 10"},
	{"exhaustion", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, exhaustion: »7}\n", "combatants[0].exhaustion",
		"exhaustion is 0 to 6, not 7"},
	{"ability name", "combatants:\n  - name: Ann\n    side: p\n    at: A1\n    ac: 10\n    hp: 9\n    abilities: {str: 10, »luck: 3}\n",
		"combatants[0].abilities.luck", `unknown ability "luck"`},
	{"ability score", "combatants:\n  - name: Ann\n    side: p\n    at: A1\n    ac: 10\n    hp: 9\n    abilities:\n      dex: »31\n",
		"combatants[0].abilities.dex", "an ability score is 1 to 30, not 31"},
	{"ability twice", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, abilities: {str: 10, »strength: 12}}\n",
		"combatants[0].abilities.strength", "str is given twice (also as str)"},
	{"skill", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, skills: {»lockpicking: 5}}\n",
		"combatants[0].skills.lockpicking", `unknown skill "lockpicking": use one of acrobatics`},
	{"save", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, saves: {»death: 5}}\n",
		"combatants[0].saves.death", `unknown ability "death"`},
	{"resistance", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, resistances: [»fier]}\n",
		"combatants[0].resistances[0]", `unknown damage type "fier"`},
	{"immunity", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, immunities: [poison, »poison]}\n",
		"combatants[0].immunities[1]", "poison is listed twice"},
	{"vulnerability", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, vulnerabilities: [»silver]}\n",
		"combatants[0].vulnerabilities[0]", `unknown damage type "silver"`},
	{"condition", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, conditions: [»asleep]}\n",
		"combatants[0].conditions[0]", `unknown condition "asleep"`},
	{"cover", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, cover: »full}\n",
		"combatants[0].cover", `unknown cover "full": use one of none, half, three-quarters, total`},

	// Attacks.
	{"attack name", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [»{damage: 1d4}]}\n",
		"combatants[0].attacks[0].name", "missing: every attack needs a name"},
	{"attack twice", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: Bite, damage: 1d4}, {name: »bite, damage: 1d4}]}\n",
		"combatants[0].attacks[1].name", `attack "bite" is listed twice`},
	{"damage missing", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [»{name: bite}]}\n",
		"combatants[0].attacks[0].damage", "missing: give the damage as dice"},
	{"damage dice", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: \"1d6+»x[piercing]\"}]}\n",
		"combatants[0].attacks[0].damage", `"1d6+x[piercing]": at position 5`},
	{"damage after non-ASCII", "combatants:\n  - {name: Zoë, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: \"1d6+»x\"}]}\n",
		"combatants[0].attacks[0].damage", `"1d6+x": at position 5`},
	{"damage plain", "combatants:\n  - name: Ann\n    side: p\n    at: A1\n    ac: 10\n    hp: 9\n    attacks:\n      - name: bite\n        damage: 2d»\n",
		"combatants[0].attacks[0].damage", `"2d": at position 3`},
	{"damage type", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: '1d6+2[»stabbing]'}]}\n",
		"combatants[0].attacks[0].damage", `"1d6+2[stabbing]": at position 7: unknown damage type "stabbing"`},
	{"bonus", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: 1d4, bonus: »31}]}\n",
		"combatants[0].attacks[0].bonus", "an attack bonus is -10 to 30, not 31"},
	{"range order", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bow, damage: 1d4, range: »80/20}]}\n",
		"combatants[0].attacks[0].range", `range "80/20"`},
	{"range syntax", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bow, damage: 1d4, range: »far}]}\n",
		"combatants[0].attacks[0].range", `range "far": write NORMAL/LONG in feet`},
	{"reach", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: 1d4, reach: »0}]}\n",
		"combatants[0].attacks[0].reach", "reach is at least 5 feet, not 0"},
	{"property", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: 1d4, properties: [»sharp]}]}\n",
		"combatants[0].attacks[0].properties[0]", `unknown property "sharp": use one of finesse`},
	{"property needs range", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: axe, damage: 1d6, properties: [light, »thrown]}]}\n",
		"combatants[0].attacks[0].properties[1]", "a thrown weapon needs a range"},
	{"attack ability", "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: 1d4, ability: »agility}]}\n",
		"combatants[0].attacks[0].ability", `unknown ability "agility"`},
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range loadCases {
		t.Run(tc.name, func(t *testing.T) {
			src, line, col := loadMarker(t, tc.src)
			enc, err := Load("case.yaml", []byte(src))
			if err == nil {
				t.Fatalf("no error; loaded %+v", enc)
			}
			var le *LoadError
			if !errors.As(err, &le) || !errors.Is(err, ErrEncounter) {
				t.Fatalf("error %v (%T) is not a *LoadError wrapping ErrEncounter", err, err)
			}
			if le.Line != line || le.Column != col || le.Field != tc.field || !strings.Contains(le.Msg, tc.msg) {
				t.Errorf("got  %d:%d %s: %s\nwant %d:%d %s: ...%s...", le.Line, le.Column, le.Field, le.Msg,
					line, col, tc.field, tc.msg)
			}
		})
	}
}

// loadMarker removes the one "»" of src and returns its 1-based line and
// column.
func loadMarker(t *testing.T, src string) (string, int, int) {
	t.Helper()
	i := strings.Index(src, "»")
	if i < 0 || strings.Count(src, "»") != 1 {
		t.Fatalf("case needs exactly one » marker: %q", src)
	}
	before := src[:i]
	line := strings.Count(before, "\n") + 1
	col := len([]rune(before[strings.LastIndex(before, "\n")+1:])) + 1
	return before + src[i+len("»"):], line, col
}

// The cause stays reachable: a dice error is a dice error.
func TestLoadErrorCause(t *testing.T) {
	src := "combatants:\n  - {name: Ann, side: p, at: A1, ac: 10, hp: 9, attacks: [{name: bite, damage: 1d}]}\n"
	_, err := Load("c.yaml", []byte(src))
	if !errors.Is(err, dice.ErrSyntax) || !errors.Is(err, ErrEncounter) {
		t.Errorf("err = %v: want dice.ErrSyntax and ErrEncounter", err)
	}
}

// Merge keys that expand to a huge tree are refused, not walked.
func TestLoadAliasBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString("combatants:\n  - &m0 {name: A, side: p}\n")
	for i := 1; i < 9; i++ {
		fmt.Fprintf(&b, "  - &m%d {<<: [", i)
		for j := range 10 {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*m%d", i-1)
		}
		b.WriteString("]}\n")
	}
	_, err := Load("bomb.yaml", []byte(b.String()))
	if !errors.Is(err, ErrEncounter) || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("err = %v", err)
	}
}

func ExampleLoad() {
	src := `combatants:
  - {name: Fighter, side: party, at: B2, ac: 18, hp: 44}
  - {name: Goblin, side: monsters, count: 2, at: [H2, H3], ac: 15, hp: 7, size: hueg}
`
	_, err := Load("goblin.yaml", []byte(src))
	fmt.Println(err)
	// Output: goblin.yaml:3:81: combatants[1].size: unknown size "hueg": use one of tiny, small, medium, large, huge, gargantuan
}

// The map of issue 4's example, and a creature with several speeds and
// senses, load into the engine's terrain and numbers.
func TestLoadTerrainAndSpeeds(t *testing.T) {
	src := `options: [Diagonal-5-10-5]
map:
  size: 20x14
  walls: [F1-F6, G6-K6]
  difficult: [C3-D5]
  water: [M2-P4]
  deep_water: [N3]
  dark: [A1-E5]
  dim: [A6-B6]
  objects: [{at: H8, cover: half}]
  elevation: {J2: 10, K2-K3: -5}
combatants:
  - {name: Bat, side: a, at: A1, ac: 12, hp: 5, speed: {walk: 5, fly: 30, hover: true}, senses: {blindsight: 60}}
  - {name: Elf, side: b, at: T14, ac: 12, hp: 5, speed: 35, senses: {Darkvision: 60}}
`
	enc, err := Load("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if enc.Options[0] != OptDiagonal5105 {
		t.Errorf("options = %v", enc.Options)
	}
	s, err := New(enc)
	if err != nil {
		t.Fatal(err)
	}
	sq := func(n string) grid.Square { q, _ := grid.ParseSquare(n); return q }
	m := s.Map
	for _, c := range []struct {
		sq    string
		water grid.Water
		light grid.Light
		elev  int
	}{
		{"M2", grid.Shallow, grid.Bright, 0}, {"N3", grid.Deep, grid.Bright, 0}, {"A1", grid.Dry, grid.Dark, 0},
		{"E5", grid.Dry, grid.Dark, 0}, {"B6", grid.Dry, grid.Dim, 0}, {"J2", grid.Dry, grid.Bright, 10},
		{"K3", grid.Dry, grid.Bright, -5}, {"T14", grid.Dry, grid.Bright, 0},
	} {
		if w, l, e := m.WaterAt(sq(c.sq)), m.LightAt(sq(c.sq)), m.Elevation(sq(c.sq)); w != c.water || l != c.light || e != c.elev {
			t.Errorf("%s: %v, %v, %d ft; want %v, %v, %d ft", c.sq, w, l, e, c.water, c.light, c.elev)
		}
	}
	bat, elf := s.Combatants[0], s.Combatants[1]
	if bat.Speed != 5 || bat.Speeds != (Speeds{Fly: 30, Hover: true}) || bat.Senses.Blindsight != 60 {
		t.Errorf("bat: speed %d %+v %+v", bat.Speed, bat.Speeds, bat.Senses)
	}
	if elf.Speed != 35 || elf.Senses.Darkvision != 60 {
		t.Errorf("elf: speed %d %+v", elf.Speed, elf.Senses)
	}
}

// markedCase is a file that Load must refuse: src with » before the spot
// the error must point at, the field it names, and words of its message.
type markedCase struct{ src, field, msg string }

// wantLoadErrors checks that Load refuses each case at its marked line
// and column, naming its field, with its words in the message.
func wantLoadErrors(t *testing.T, cases []markedCase) {
	t.Helper()
	for _, c := range cases {
		src, line, col := loadMarker(t, c.src)
		_, err := Load("t.yaml", []byte(src))
		var le *LoadError
		if !errors.As(err, &le) {
			t.Errorf("%q: %v", c.src, err)
			continue
		}
		if le.Field != c.field || !strings.Contains(le.Msg, c.msg) || le.Line != line || le.Column != col {
			t.Errorf("%q:\n got %v (at %d:%d, field %s)\nwant %s at %d:%d: %s", c.src, err, le.Line, le.Column, le.Field, c.field, line, col, c.msg)
		}
	}
}
