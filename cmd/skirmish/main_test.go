package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// runCLI runs the CLI in-process and returns its exit status and output.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestGolden pins whole outputs of seeded and scripted runs: the same
// command and seed must print the same thing on every machine.
func TestGolden(t *testing.T) {
	cases := []struct {
		name string
		args []string
	}{
		{"roll_scripted", []string{"roll", "4d6kh3", "--rolls", "4,4,6,3"}},
		{"roll_adv", []string{"roll", "1d20+5", "adv", "--rolls", "17,9"}},
		{"roll_labels", []string{"roll", "1d8+3[slashing] + 2d6[fire]", "--rolls", "5,3,6"}},
		{"roll_seeded_n", []string{"roll", "3d6", "-n", "5", "--seed", "42"}},
		{"roll_stats", []string{"roll", "4d6kh3", "-n", "20000", "--seed", "1", "--stats"}},
		{"roll_json", []string{"roll", "10d10>=7f1", "--seed", "3", "--json"}},
		{"odds_3d6", []string{"odds", "3d6"}},
		{"odds_attack", []string{"odds", "1d20+7", "adv", "--ac", "15", "--damage", "1d8+4[slashing]"}},
		{"odds_json", []string{"odds", "2d20kh1", "--json"}},
		{"run_goblin_ambush", []string{"run", "../../examples/goblin-ambush.yaml"}},
		{"run_goblin_ambush_json", []string{"run", "../../examples/goblin-ambush.yaml", "--json", "--seed", "3"}},
		{"run_scripted", []string{"run", "testdata/scripted.yaml"}},
		{"run_replay", []string{"run", "../../examples/goblin-ambush.yaml", "--replay", "testdata/run_goblin_ambush_json.golden"}}, // the JSON log folded back, no dice
		{"run_ruleset_2014", []string{"run", "testdata/ruleset_2014.yaml"}},                                                        // the same fight under each ruleset (docs/rulesets.md)
		{"run_ruleset_2024", []string{"run", "testdata/ruleset_2024.yaml"}},
		{"run_ruleset_osr", []string{"run", "testdata/ruleset_osr.yaml"}},
		{"run_troll_bridge", []string{"run", "../../examples/troll-bridge.yaml", "--auto"}},
		{"run_bench_why", []string{"run", "../../examples/bench-4v4.yaml", "--auto", "--why", "--seed", "5"}},
		{"map_area", []string{"map", "../../examples/goblin-ambush.yaml", "--area", "sphere 10 at J9"}},
		{"map_walls", []string{"map", "testdata/walls.yaml", "--area", "cone 15 from B2 toward E2"}},
		{"map_terrain", []string{"map", "testdata/terrain.yaml"}},
		{"map_lantern", []string{"map", "testdata/cave.yaml"}},
		{"compendium_show_goblin", []string{"compendium", "show", "goblin"}},
		{"compendium_list", []string{"compendium", "list"}},
		{"compendium_list_monsters", []string{"compendium", "list", "monsters"}},
		{"compendium_list_weapons", []string{"compendium", "list", "weapons"}},
		{"compendium_list_armor", []string{"compendium", "list", "armor"}},
		{"compendium_list_items", []string{"compendium", "list", "item"}},
		{"compendium_list_spells", []string{"compendium", "list", "spells"}},
		{"compendium_list_classes", []string{"compendium", "list", "Classes"}},
		{"compendium_show_longsword", []string{"compendium", "show", "longsword"}},
		{"compendium_show_bomb", []string{"compendium", "show", "bomb"}},
		{"compendium_show_plate", []string{"compendium", "show", "plate-armor"}},
		{"compendium_show_shield", []string{"compendium", "show", "shield", "--kind", "armor"}},
		{"compendium_show_lantern", []string{"compendium", "show", "hooded-lantern"}},
		{"compendium_show_caltrops", []string{"compendium", "show", "caltrops"}},
		{"compendium_show_fire_bolt", []string{"compendium", "show", "Fire Bolt"}},
		{"compendium_show_burning_hands", []string{"compendium", "show", "burning-hands"}},
		{"compendium_show_hold_person", []string{"compendium", "show", "hold-person"}},
		{"compendium_show_shield_spell", []string{"compendium", "show", "shield", "--kind", "spell"}},
		{"compendium_show_barbarian", []string{"compendium", "show", "barbarian"}},
		{"compendium_show_warlock", []string{"compendium", "show", "warlock"}},
		{"difficulty", []string{"difficulty", "testdata/difficulty.yaml"}},
		{"difficulty_json", []string{"difficulty", "testdata/difficulty.yaml", "--json"}},
		{"difficulty_pair", []string{"difficulty", "testdata/difficulty_pair.yaml"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runCLI(t, c.args...)
			if code != 0 {
				t.Fatalf("exit %d, stderr: %s", code, errs)
			}
			golden := filepath.Join("testdata", c.name+".golden")
			if *update {
				if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/skirmish -update to create it)", err)
			}
			if out != string(want) {
				t.Errorf("output differs from %s:\n--- got\n%s\n--- want\n%s", golden, out, want)
			}
		})
	}
}

// TestAttackOdds checks the calculator's figures against hand counts from
// the SRD 5.1 rules (seed 001, "Rolling 1 or 20", "Critical Hits"):
// 1d20+7 vs AC 15 hits on natural 8-20 (13 of 20 faces), crits on 20, and
// 1d8+4 damage averages 0.60*8.5 + 0.05*(9+4) = 5.75 per attack.
func TestAttackOdds(t *testing.T) {
	code, out, errs := runCLI(t, "odds", "1d20+7", "--ac", "15", "--damage", "1d8+4", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Hit, Crit, Miss float64
		Expected        float64 `json:"expected_damage"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{{"hit", got.Hit, 0.65}, {"crit", got.Crit, 0.05}, {"miss", got.Miss, 0.35}, {"expected", got.Expected, 5.75}} {
		if d := c.got - c.want; d > 1e-12 || d < -1e-12 {
			t.Errorf("%s = %.15f, want %v", c.name, c.got, c.want)
		}
	}
}

// TestErrors checks that bad input exits non-zero with a message naming
// the problem, and prints nothing on stdout.
func TestErrors(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"roll", "4d6kx3"}, 2, "position 5"},
		{[]string{"roll", "1d6", "--rolls", "7"}, 1, "does not fit a d6"},
		{[]string{"roll", "2d6", "--rolls", "3"}, 1, "no scripted face left"},
		{[]string{"roll", "1d6", "--rolls", "3,x"}, 2, "face 2"},
		{[]string{"roll", "1d6", "-n", "0"}, 2, "-n must be at least 1"},
		{[]string{"roll", "1d6/0"}, 1, "division by zero"},
		{[]string{"odds", "1d6", "--damage", "1d6"}, 2, "--damage needs --ac"},
		{[]string{"odds", "2d6+3", "--ac", "12"}, 2, "d20"},
		{[]string{"odds", "1d20", "--ac", "12", "--damage", "2d"}, 2, "--damage"},
		{[]string{"odds", "1000d1000kh500*1000d1000"}, 1, "too large"},
		{[]string{"bogus"}, 2, "unexpected argument"},
		{[]string{"run", "testdata/refused.yaml"}, 1, "Goblin is 35 ft from Fighter"},
		{[]string{"run", "testdata/bad.yaml"}, 2, "bad.yaml:5"},
		{[]string{"map", "testdata/walls.yaml", "--area", "blob 10 at A1"}, 2, "--area"},
		{[]string{"compendium", "show", "gobbo"}, 2, `no entry "gobbo" in the compendium: did you mean goblin?`},
		{[]string{"compendium", "show", "lantern"}, 2, "did you mean hooded-lantern, lance?"},
		{[]string{"compendium", "show", "shield"}, 2, `"shield" names entries of 2 kinds (armor, spells): say which with --kind armor`},
		{[]string{"compendium", "show", "goblin", "--kind", "spells"}, 2, `no entry "goblin" in the compendium's spells`},
		{[]string{"compendium", "show", "goblin", "--kind", "potions"}, 2, `no kind "potions" in the compendium: use one of monsters, weapons, armor, items, spells, classes`},
		{[]string{"compendium", "list", "potions"}, 2, `no kind "potions"`},
		{[]string{"difficulty", "testdata/difficulty_nolevel.yaml"}, 2, "Cleric is a character with no level"},
		{[]string{"difficulty", "testdata/difficulty_nocr.yaml"}, 2, "Bandit Captain has no challenge rating"},
		{[]string{"difficulty", "testdata/difficulty_pvp.yaml"}, 2, "no monsters"},
		{[]string{"difficulty", "testdata/difficulty_nochars.yaml"}, 2, "no characters"},
		{[]string{"difficulty", "testdata/bad.yaml"}, 2, "bad.yaml:5"},
		{[]string{"import", "monsters", "testdata/bad_monsters.json"}, 2, "bad_monsters.json: compendium: cannot import: not the 5e-database monsters JSON"},
		{[]string{"import", "monsters", "../../compendium/testdata/monsters.json", "--only", "goblin"}, 2, `--only: no monster "goblin"`},
		{[]string{"import", "monsters", "testdata/missing.json"}, 2, "missing.json"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, out, errs := runCLI(t, c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, c.code, errs)
			}
			if !strings.Contains(errs, c.want) {
				t.Errorf("stderr %q does not contain %q", errs, c.want)
			}
			if out != "" && c.args[0] != "bogus" && c.args[0] != "run" && c.args[0] != "map" {
				t.Errorf("stdout not empty on error: %q", out)
			}
		})
	}
}

// TestHelp checks that every command has help.
func TestHelp(t *testing.T) {
	for _, cmd := range []string{"roll", "odds", "difficulty", "import monsters", "compendium show", "compendium list", "map", "run", "play"} {
		code, out, _ := runCLI(t, append(strings.Fields(cmd), "--help")...)
		if code != 0 || !strings.Contains(out, "Usage: skirmish "+cmd) {
			t.Errorf("%s --help: exit %d, output %q", cmd, code, out)
		}
	}
}

// TestPlay drives skirmish play from standard input: the state, a
// command, a refusal that changes nothing, and quit.
func TestPlay(t *testing.T) {
	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	in := strings.NewReader("state\nFighter move to B2\nGoblin attack Fighter\nhelp\nquit\n")
	c := &playCmd{File: "testdata/scripted.yaml"}
	if err := c.play(e, in); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		">  15  Fighter", // the order, the current creature marked
		"Fighter moves A2 → B2 (5 ft)",
		"refused: it is Fighter's turn, not Goblin's",
		"commands: NAME attack TARGET",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("play output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestPlayAsksForReactions: play asks the controller before an
// opportunity attack (the combat issue: "play and the tracker ask the
// creature's controller instead").
func TestPlayAsksForReactions(t *testing.T) {
	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	in := strings.NewReader("Fighter move to C2\nFighter end turn\nGoblin move to F2\nn\nquit\n")
	c := &playCmd{File: "testdata/scripted.yaml"}
	if err := c.play(e, in); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Fighter may take its opportunity attack against Goblin. Take it? [y/n]") {
		t.Errorf("play did not ask about the opportunity attack:\n%s", out.String())
	}
	if !strings.Contains(out.String(), "Goblin moves D2 → F2 (10 ft)") || strings.Contains(out.String(), "Fighter attacks") {
		t.Errorf("the declined opportunity attack was taken, or the move was lost:\n%s", out.String())
	}
}

// TestPlayAsksForShield: the Shield reaction reads as a question about the
// hit (SRD 5.1 Shield: "when you are hit by an attack").
func TestPlayAsksForShield(t *testing.T) {
	var out bytes.Buffer
	e := &env{stdout: &out, stderr: &out}
	in := strings.NewReader("Orc attack Wizard\ny\nquit\n")
	c := &playCmd{File: "testdata/shield.yaml"}
	if err := c.play(e, in); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Orc's attack hits Wizard: Wizard may cast Shield as its reaction (a spell slot; +5 AC until its next turn, which turns this hit into a miss). Take it? [y/n]",
		"Wizard casts Shield (its reaction; a level 1 slot, 1 of 2 left) as Orc's attack hits it (16 vs AC 12)",
		"vs AC 17: miss (Wizard's Shield: +5 AC against this attack)",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("play output lacks %q:\n%s", want, out.String())
		}
	}
}

// TestMapSVG writes the map as an SVG picture.
func TestMapSVG(t *testing.T) {
	out := filepath.Join(t.TempDir(), "map.svg")
	if code, _, errs := runCLI(t, "map", "testdata/walls.yaml", "--svg", out); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	svg := string(b)
	if !strings.HasPrefix(svg, "<svg") || strings.Count(svg, "<rect") != 8*5 || !strings.Contains(svg, `fill="#444"`) {
		t.Errorf("the SVG lacks its 40 squares or its walls:\n%s", svg)
	}
}

// TestDifficultyDocs keeps the example in docs/compendium.md the command's
// real output.
func TestDifficultyDocs(t *testing.T) {
	doc, err := os.ReadFile("../../docs/compendium.md")
	if err != nil {
		t.Fatal(err)
	}
	golden, err := os.ReadFile("testdata/difficulty.golden")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), "```\n"+string(golden)+"```\n") {
		t.Errorf("docs/compendium.md's example differs from testdata/difficulty.golden:\n%s", golden)
	}
}
