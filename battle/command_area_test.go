package battle_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// The fuzz tests start from these lines too.
func init() {
	fuzzLines = append(fuzzLines,
		"Fighter use fire breath toward E2", "Fighter uses fireball at H3", "Fighter use rope at night",
		"Fighter use fireball at", "dm area sphere 20 at E5 save dex 15 damage 8d6[fire] half",
		"dm area cone 15 from B2 toward E2 damage 2d6[fire] push 10 ft", "dm area line 60x10 from A1.nw toward H8 save con 13 damage 4d8 push 10",
		"dm area sphere 20 at E5 half damage 1", "dm area sphere at E5 damage 1", "dm area damage 1", "dm area sphere 20 at E5",
		"dm push Goblin 1 10 ft from Fighter", "dm push Goblin 1 15 feet toward C3", "dm push Goblin 1 5ft northeast",
		"dm push Goblin 1 7 ft north", "dm push Goblin 1 10 ft up", "dm push Goblin 1 10 ft from",
	)
}

func area(t *testing.T, text string) grid.Area {
	t.Helper()
	a, err := grid.ParseArea(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// The area and push commands (docs/commands.md).
func TestParseAreaCommands(t *testing.T) {
	const (
		fighter = 0
		gob1    = 1
		robin   = 4
	)
	tests := []struct {
		line string
		want battle.Command
	}{
		{"Fighter use fire breath toward E2", battle.Command{Actor: fighter, Verb: "use", Target: -1, Other: -1, With: "fire breath",
			To: []grid.Square{sq("E2")}, Area: &battle.AreaCommand{Toward: true}}},
		{"Fighter USES Fire Breath towards e2", battle.Command{Actor: fighter, Verb: "use", Target: -1, Other: -1, With: "Fire Breath",
			To: []grid.Square{sq("E2")}, Area: &battle.AreaCommand{Toward: true}}},
		{"Fighter uses fireball at H3", battle.Command{Actor: fighter, Verb: "use", Target: -1, Other: -1, With: "fireball",
			To: []grid.Square{sq("H3")}, Area: &battle.AreaCommand{}}},
		// Not a square at the end: an item, as before.
		{"Fighter use rope at night", battle.Command{Actor: fighter, Verb: "use", Target: -1, Other: -1, With: "rope at night"}},
		{"Fighter uses potion of healing", battle.Command{Actor: fighter, Verb: "use", Target: -1, Other: -1, With: "potion of healing"}},
		{"dm area sphere 20 at E5 save dex 15 damage 8d6[fire] half", battle.Command{Actor: -1, Verb: "dm area", Target: -1, Other: -1,
			Amount: dice.MustParse("8d6[fire]"), Area: &battle.AreaCommand{Area: area(t, "sphere 20 at E5"), Save: rules.Dex, DC: 15, Half: true}}},
		{"DM Area cone 15 ft from B2 towards E2 damage 2d6[fire] + 1d6[cold]", battle.Command{Actor: -1, Verb: "dm area", Target: -1, Other: -1,
			Amount: dice.MustParse("2d6[fire] + 1d6[cold]"), Area: &battle.AreaCommand{Area: area(t, "cone 15 from B2 toward E2")}}},
		{"dm area line 60x10 from A1.nw toward H8 save con 13 push 10 ft", battle.Command{Actor: -1, Verb: "dm area", Target: -1, Other: -1,
			Area: &battle.AreaCommand{Area: area(t, "line 60x10 from A1.nw toward H8"), Save: rules.Con, DC: 13, Push: 10}}},
		{"dm push Goblin 1 10 ft from Fighter", battle.Command{Actor: -1, Verb: "dm push", Target: gob1, Other: fighter, N: 10, With: "from"}},
		{"dm push goblin-1 15 feet towards C3", battle.Command{Actor: -1, Verb: "dm push", Target: gob1, Other: -1, N: 15, With: "toward", To: []grid.Square{sq("C3")}}},
		{"dm push Sir Robin the Brave 5ft NorthEast", battle.Command{Actor: -1, Verb: "dm push", Target: robin, Other: -1, N: 5, With: "northeast"}},
		{"dm push Goblin 1 20 toward Sir Robin the Brave", battle.Command{Actor: -1, Verb: "dm push", Target: gob1, Other: robin, N: 20, With: "toward"}},
	}
	s := parseState(t)
	for _, tt := range tests {
		got, err := battle.ParseCommand(s, tt.line)
		if err != nil {
			t.Errorf("%q: %v", tt.line, err)
			continue
		}
		tt.want.Text = strings.TrimSpace(tt.line)
		if d := cmp.Diff(tt.want, got, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("%q (-want +got):\n%s", tt.line, d)
		}
	}
}

// Every mistake in an area or push command is a syntax or name error that
// says what to write.
func TestParseAreaCommandErrors(t *testing.T) {
	tests := []struct {
		line string
		code battle.Code
		msg  string
	}{
		{"dm area", battle.CodeSyntax, "give the area first"},
		{"dm area damage 8d6", battle.CodeSyntax, "give the area first"},
		{"dm area sphere 20 at E5", battle.CodeSyntax, "give the damage, a push, or both"},
		{"dm area sphere at E5 damage 1", battle.CodeSyntax, "size in feet"},
		{"dm area cone 15 at E5 damage 1", battle.CodeSyntax, `"from"`},
		{"dm area sphere 20 at E5 damage 8d6 half", battle.CodeSyntax, "give the save too"},
		{"dm area sphere 20 at E5 save dex damage 8d6", battle.CodeSyntax, `like "dex 13"`},
		{"dm area sphere 20 at E5 save luck 13 damage 8d6", battle.CodeSyntax, "ability"},
		{"dm area sphere 20 at E5 save dex 99 damage 8d6", battle.CodeSyntax, "DC from 1 to 40"},
		{"dm area sphere 20 at E5 damage 8x6", battle.CodeSyntax, "not a number or dice"},
		{"dm area sphere 20 at E5 damage 8d6[fyre]", battle.CodeSyntax, "fyre"},
		{"dm area sphere 20 at E5 damage", battle.CodeSyntax, "damage what?"},
		{"dm area sphere 20 at E5 damage 1 damage 2", battle.CodeSyntax, "damage is given twice"},
		{"dm area sphere 20 at E5 push 7 ft", battle.CodeSyntax, "multiple of 5"},
		{"dm area sphere 20 at E5 half please", battle.CodeSyntax, "after half"},
		{"dm push", battle.CodeUnknownName, "no combatant"},
		{"dm push Goblin 1", battle.CodeSyntax, "how far"},
		{"dm push Goblin 1 7 ft north", battle.CodeSyntax, "multiple of 5"},
		{"dm push Goblin 1 10 ft", battle.CodeSyntax, "which way"},
		{"dm push Goblin 1 10 ft up", battle.CodeSyntax, "from or toward"},
		{"dm push Goblin 1 10 ft north please", battle.CodeSyntax, "unexpected"},
		{"dm push Goblin 1 10 ft from", battle.CodeSyntax, "from or toward"},
		{"dm push Goblin 1 10 ft from Nobody Here", battle.CodeUnknownName, "no combatant"},
		{"dm push Goblin 1 10 ft from nowhere", battle.CodeUnknownName, "neither a combatant nor a square"},
		{"dm fly", battle.CodeSyntax, "area, push"},
	}
	s := parseState(t)
	for _, tt := range tests {
		_, err := battle.ParseCommand(s, tt.line)
		re, ok := err.(*battle.RuleError)
		if !ok {
			t.Errorf("%q: error %v, want a refusal", tt.line, err)
			continue
		}
		if re.Code != tt.code || !strings.Contains(re.Msg, tt.msg) {
			t.Errorf("%q: %s %q, want %s ...%s...", tt.line, re.Code, re.Msg, tt.code, tt.msg)
		}
	}
}
