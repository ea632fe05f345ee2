package battle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// parseState is the state the command tests read lines against: a
// Fighter (0), three goblins from one entry (1-3), a creature with a
// many-word name (4) and one whose name starts like another's (5).
func parseState(t testing.TB) *battle.State {
	t.Helper()
	goblins := foe("Goblin", "", 10)
	goblins.Count, goblins.At = 3, battle.Squares{"H2", "H3", "H4"}
	s, err := battle.New(encounter(
		hero("Fighter", "B2", 20),
		goblins,
		hero("Sir Robin the Brave", "B3", 15),
		foe("Goblin Boss", "H5", 5),
	))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func sq(name string) grid.Square {
	s, err := grid.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// The command language (cmd/skirmish play, scripts, the tracker): every
// verb's syntax, names matched case-insensitively or by slug, the longest
// name that fits first.
func TestParseCommand(t *testing.T) {
	const (
		fighter = 0
		gob1    = 1
		gob2    = 2
		gob3    = 3
		robin   = 4
		boss    = 5
	)
	tests := []struct {
		line string
		want battle.Command
	}{
		// Names: as written, in any case, as a slug, many words long.
		{"Fighter attack Goblin 1", battle.Command{Actor: fighter, Verb: "attack", Target: gob1, Other: -1}},
		{"fighter ATTACK goblin 1", battle.Command{Actor: fighter, Verb: "attack", Target: gob1, Other: -1}},
		{"  Fighter   attack   goblin-2  ", battle.Command{Actor: fighter, Verb: "attack", Target: gob2, Other: -1}},
		{"Goblin 1 attack Fighter with longsword", battle.Command{Actor: gob1, Verb: "attack", Target: fighter, Other: -1, With: "longsword"}},
		{"goblin-3 attack sir-robin-the-brave with Rusty Spear", battle.Command{Actor: gob3, Verb: "attack", Target: robin, Other: -1, With: "Rusty Spear"}},
		{"Sir Robin the Brave attack Goblin Boss", battle.Command{Actor: robin, Verb: "attack", Target: boss, Other: -1}},
		{"Goblin Boss attack Sir Robin the Brave with club", battle.Command{Actor: boss, Verb: "attack", Target: robin, Other: -1, With: "club"}},
		// attack's flags.
		{"Fighter attack Goblin 1 with shortsword offhand", battle.Command{Actor: fighter, Verb: "attack", Target: gob1, Other: -1, With: "shortsword", Offhand: true}},
		{"Fighter attack Goblin 1 nonlethal", battle.Command{Actor: fighter, Verb: "attack", Target: gob1, Other: -1, KnockOut: true}},
		{"Fighter attack Goblin 1 with fist to knock out", battle.Command{Actor: fighter, Verb: "attack", Target: gob1, Other: -1, With: "fist", KnockOut: true}},
		// move: to one square, or along squares.
		{"Fighter move to C3", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C3")}}},
		{"Fighter move TO c3", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C3")}}},
		{"Fighter move C2 C3 D4", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C2"), sq("C3"), sq("D4")}, Path: true}},
		// Other speeds: fly, swim, climb, burrow are moves with a Mode;
		// fly up and down change height.
		{"Fighter fly to C3", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C3")}, Mode: "fly"}},
		{"Fighter SWIM C2 C3", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C2"), sq("C3")}, Path: true, Mode: "swim"}},
		{"Fighter climb to C3", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C3")}, Mode: "climb"}},
		{"Fighter burrow to C3", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, To: []grid.Square{sq("C3")}, Mode: "burrow"}},
		{"Fighter fly up 20", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, Mode: "fly", Rise: 20}},
		{"Fighter fly down 10 ft", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, Mode: "fly", Rise: -10}},
		{"Fighter fly down", battle.Command{Actor: fighter, Verb: "move", Target: -1, Other: -1, Mode: "fly", Land: true}},
		// Verbs with nothing after them.
		{"Fighter dash", battle.Command{Actor: fighter, Verb: "dash", Target: -1, Other: -1}},
		{"Fighter Disengage", battle.Command{Actor: fighter, Verb: "disengage", Target: -1, Other: -1}},
		{"Fighter dodge", battle.Command{Actor: fighter, Verb: "dodge", Target: -1, Other: -1}},
		{"Fighter hide", battle.Command{Actor: fighter, Verb: "hide", Target: -1, Other: -1}},
		{"Fighter search", battle.Command{Actor: fighter, Verb: "search", Target: -1, Other: -1}},
		{"Fighter escape", battle.Command{Actor: fighter, Verb: "escape", Target: -1, Other: -1}},
		{"Fighter stand", battle.Command{Actor: fighter, Verb: "stand", Target: -1, Other: -1}},
		{"Fighter drop prone", battle.Command{Actor: fighter, Verb: "drop prone", Target: -1, Other: -1}},
		{"Fighter END TURN", battle.Command{Actor: fighter, Verb: "end turn", Target: -1, Other: -1}},
		// Verbs with a target.
		{"Fighter help Sir Robin the Brave", battle.Command{Actor: fighter, Verb: "help", Target: robin, Other: -1}},
		{"Fighter help Sir Robin the Brave against Goblin 2", battle.Command{Actor: fighter, Verb: "help", Target: robin, Other: gob2}},
		{"Fighter grapple Goblin 1", battle.Command{Actor: fighter, Verb: "grapple", Target: gob1, Other: -1}},
		{"Fighter shove Goblin 1 prone", battle.Command{Actor: fighter, Verb: "shove", Target: gob1, Other: -1, With: "prone"}},
		{"Fighter shove Goblin 1 AWAY", battle.Command{Actor: fighter, Verb: "shove", Target: gob1, Other: -1, With: "away"}},
		{"Fighter stabilize Sir Robin the Brave", battle.Command{Actor: fighter, Verb: "stabilize", Target: robin, Other: -1}},
		{"Fighter stabilize Sir Robin the Brave with healer's kit", battle.Command{Actor: fighter, Verb: "stabilize", Target: robin, Other: -1, With: "healer's kit"}},
		// Verbs with free text.
		{"Fighter use potion of healing", battle.Command{Actor: fighter, Verb: "use", Target: -1, Other: -1, With: "potion of healing"}},
		{"Fighter ready attack Goblin 1 when it moves", battle.Command{Actor: fighter, Verb: "ready", Target: -1, Other: -1, With: "attack Goblin 1 when it moves"}},
		// DM rulings and undo.
		{"undo", battle.Command{Actor: -1, Verb: "undo", Target: -1, Other: -1}},
		{"UNDO", battle.Command{Actor: -1, Verb: "undo", Target: -1, Other: -1}},
		{"dm damage Goblin 1 7", battle.Command{Actor: -1, Verb: "dm damage", Target: gob1, Other: -1, Targets: []int{gob1}, Amount: dice.MustParse("7")}},
		{"DM Damage goblin-1 7 Fire", battle.Command{Actor: -1, Verb: "dm damage", Target: gob1, Other: -1, Targets: []int{gob1}, Amount: dice.MustParse("7"), Type: "fire"}},
		{"dm damage Goblin 1, goblin-2,Goblin Boss 8d6 fire", battle.Command{Actor: -1, Verb: "dm damage", Target: gob1, Other: -1, Targets: []int{gob1, gob2, boss}, Amount: dice.MustParse("8d6"), Type: "fire"}},
		{"dm heal Sir Robin the Brave 0", battle.Command{Actor: -1, Verb: "dm heal", Target: robin, Other: -1}},
		{"dm hp Fighter 100000", battle.Command{Actor: -1, Verb: "dm hp", Target: fighter, Other: -1, N: 100000}},
		{"dm condition Goblin 2 +Prone -poisoned +exhaustion", battle.Command{Actor: -1, Verb: "dm condition", Target: gob2, Other: -1, Conds: []string{"+prone", "-poisoned", "+exhaustion"}}},
		{"dm advantage Fighter", battle.Command{Actor: -1, Verb: "dm advantage", Target: fighter, Other: -1}},
		{"dm disadvantage Goblin Boss", battle.Command{Actor: -1, Verb: "dm disadvantage", Target: boss, Other: -1}},
		{"dm initiative Goblin Boss Goblin 3 goblin-2 Goblin 1 Sir Robin the Brave Fighter", battle.Command{Actor: -1, Verb: "dm initiative", Target: -1, Other: -1, Order: []int{boss, gob3, gob2, gob1, robin, fighter}}},
	}
	s := parseState(t)
	for _, tt := range tests {
		got, err := battle.ParseCommand(s, tt.line)
		if err != nil {
			t.Errorf("%q: %v", tt.line, err)
			continue
		}
		tt.want.Text = strings.TrimSpace(tt.line)
		if d := cmp.Diff(tt.want, got, cmpopts.EquateEmpty(), cmpopts.IgnoreFields(battle.Command{}, "Dur")); d != "" {
			t.Errorf("%q (-want +got):\n%s", tt.line, d)
		}
	}
}

// Every syntax error says what to write instead; each has its code.
func TestParseCommandErrors(t *testing.T) {
	tests := []struct {
		line string
		code battle.Code
		msg  string // a part of the message
	}{
		{"", battle.CodeSyntax, "empty command: write ACTOR VERB"},
		{"   ", battle.CodeSyntax, "empty command"},
		{"undo now", battle.CodeSyntax, "undo takes nothing after it"},
		{"Wizard attack Fighter", battle.CodeUnknownName, `does not start with a combatant's name (combatants: Fighter, Goblin 1`},
		{"Fighter", battle.CodeSyntax, "what does Fighter do?"},
		{"Fighter teleport", battle.CodeSyntax, `unknown action "teleport"`},
		{"Fighter fly", battle.CodeSyntax, `fly to SQUARE, fly SQUARE SQUARE ... along a path, fly up FEET`},
		{"Fighter fly up", battle.CodeSyntax, `fly up takes the feet`},
		{"Fighter fly up 7", battle.CodeSyntax, `"7" is not a height`},
		{"Fighter fly down -5 ft", battle.CodeSyntax, `"-5" is not a height`},
		{"Fighter swim", battle.CodeSyntax, `swim to SQUARE, or swim SQUARE`},
		{"Fighter climb up 10", battle.CodeSyntax, `"up": a square is column letters then a row number`},
		{"Fighter end", battle.CodeSyntax, `unknown action "end"`},
		{"Fighter drop", battle.CodeSyntax, `unknown action "drop"`},
		{"Fighter end round", battle.CodeSyntax, `unknown action "end round"`},
		{"Fighter dash now", battle.CodeSyntax, "dash takes nothing after it"},
		{"Fighter end turn now", battle.CodeSyntax, "end turn takes nothing after it"},
		{"Fighter attack", battle.CodeUnknownName, "attack whom?"},
		{"Fighter attack Wizard", battle.CodeUnknownName, `attack whom? no combatant named "Wizard"`},
		{"Fighter attack Goblin 1 with", battle.CodeSyntax, `unexpected "with" after the target`},
		{"Fighter attack Goblin 1 twice", battle.CodeSyntax, `unexpected "twice" after the target`},
		{"Fighter shove Goblin 1", battle.CodeSyntax, "shove TARGET prone or shove TARGET away"},
		{"Fighter shove Goblin 1 far", battle.CodeSyntax, `unexpected "far"`},
		{"Fighter help Sir Robin the Brave against", battle.CodeSyntax, `unexpected "against"`},
		{"Fighter help Sir Robin the Brave against Wizard", battle.CodeUnknownName, "help against whom?"},
		{"Fighter move", battle.CodeSyntax, "move to SQUARE, or move SQUARE SQUARE"},
		{"Fighter move to", battle.CodeSyntax, "move to takes one square"},
		{"Fighter move to C3 D4", battle.CodeSyntax, "move to takes one square"},
		{"Fighter move to 3C", battle.CodeSyntax, "like B2"},
		{"Fighter move C2 X", battle.CodeSyntax, `"X"`},
		{"Fighter move C0", battle.CodeSyntax, "rows are numbered from 1"},
		{"dm", battle.CodeSyntax, "dm what? damage, heal, hp, condition"},
		{"dm fly Fighter", battle.CodeSyntax, `unknown DM ruling "fly"`},
		{"dm damage Wizard 3", battle.CodeUnknownName, `no combatant named "Wizard 3"`},
		{"dm damage Fighter", battle.CodeSyntax, "dm damage TARGET[, TARGET ...] AMOUNT [TYPE]"},
		{"dm damage Fighter 3 fire now", battle.CodeSyntax, "dm damage TARGET[, TARGET ...] AMOUNT [TYPE]"},
		{"dm damage Fighter 3, Goblin 1 3", battle.CodeSyntax, `unexpected "3" after Fighter`},
		{"dm heal Fighter 3 fire", battle.CodeSyntax, "dm heal TARGET N"},
		{"dm hp Fighter", battle.CodeSyntax, "dm hp TARGET N"},
		{"dm damage Fighter three", battle.CodeSyntax, `"three" is not a number or dice`},
		{"dm heal Fighter -3", battle.CodeSyntax, "is not a number of hit points"},
		{"dm hp Fighter 100001", battle.CodeSyntax, "is not a number of hit points"},
		{"dm condition Fighter", battle.CodeSyntax, "dm condition TARGET +prone -poisoned"},
		{"dm condition Fighter prone", battle.CodeSyntax, `"prone": write +CONDITION to add or -CONDITION to remove`},
		{"dm condition Fighter +", battle.CodeSyntax, "write +CONDITION"},
		{"dm advantage Fighter now", battle.CodeSyntax, "dm advantage ACTOR takes nothing more"},
		{"dm disadvantage", battle.CodeUnknownName, "no combatant named"},
		{"dm initiative Fighter Wizard", battle.CodeUnknownName, `no combatant named "Wizard"`},
	}
	s := parseState(t)
	for _, tt := range tests {
		_, err := battle.ParseCommand(s, tt.line)
		var re *battle.RuleError
		if !errors.As(err, &re) {
			t.Errorf("%q: want a *RuleError, got %v", tt.line, err)
			continue
		}
		if re.Code != tt.code || !strings.Contains(re.Msg, tt.msg) {
			t.Errorf("%q: %s %q; want %s containing %q", tt.line, re.Code, re.Msg, tt.code, tt.msg)
		}
	}
}

// A fight reads command lines against its own state: Fight.Do refuses a
// line that does not parse, and changes nothing.
func TestDoRefusesSyntax(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10)))
	f.refuse("Fighter attack", battle.CodeUnknownName)
	f.refuse("Fighter fly", battle.CodeSyntax)
	f.refuse("dm hp Orc lots", battle.CodeSyntax)
}
