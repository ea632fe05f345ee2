package battle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// fuzzLines seed both fuzz tests: one line of each shape, good and bad.
var fuzzLines = []string{
	"Fighter attack Goblin 1", "goblin-1 attack fighter with club", "Fighter attack Goblin 1 with sword offhand",
	"Fighter attack Goblin 2 nonlethal", "Fighter attack Goblin 2 to knock out",
	"Fighter move to C3", "Fighter move C2 C3 D4", "Fighter move to ZZZ999999", "Fighter move A0",
	"Fighter dash", "Fighter disengage", "Fighter dodge", "Fighter hide", "Fighter search", "Fighter escape",
	"Fighter stand", "Fighter drop prone", "Fighter end turn", "Fighter end", "Fighter drop",
	"Fighter help Sir Robin the Brave against Goblin 2", "Fighter help Sir Robin the Brave against",
	"Fighter grapple Goblin 1", "Fighter shove Goblin 1 prone", "Fighter shove Goblin 1",
	"Fighter stabilize Sir Robin the Brave", "Fighter use potion of healing", "Fighter ready attack when it moves",
	"Fighter haste attack Goblin 1", "Fighter haste dash", "Fighter haste haste dash", "Fighter spiritual weapon at Goblin 2", "Fighter spiritual",
	"undo", "undo undo", "dm", "dm damage Goblin 1 7 fire", "dm heal Fighter 3", "dm hp Fighter 0",
	"dm condition Goblin 2 +prone -poisoned +exhaustion", "dm condition Goblin 2 +prone for 2 rounds",
	"dm condition Goblin 2 +frightened until end of Fighter by Goblin Boss", "dm condition Fighter +restrained save str 13 concentration Goblin Boss",
	"dm advantage Fighter", "dm disadvantage Goblin Boss", "dm initiative Goblin Boss Fighter",
	"dm damage Fighter 99999999999999999999", "dm fly", "", "  ", "Fighter attack Goblin 1 with",
	// Mounted combat (seed 003): FuzzFight's fight has a Warhorse 5 ft from Sir Robin.
	"Fighter mounts Warhorse", "Fighter mount Warhorse independent", "Fighter dismounts", "Fighter dismounts to A1",
	"Fighter move to A3", "Warhorse move to E5", "Warhorse dash", "Warhorse attack Goblin 1", "Fighter mounts Goblin Boss", "Fighter dismounts to",
	// Other speeds and heights: the Fighter flies and has darkvision; FuzzFight's map has water, darkness and a ledge.
	"Fighter fly up 10", "Fighter fly to E4", "Fighter fly down", "Fighter fly down 5 ft", "Fighter swim to F6", "Fighter climb to A1",
	"Fighter burrow to C3", "Fighter fly up 0", "Fighter fly up 99999999999999999999", "Goblin 1 swim G6 G7",
	// Held and stowed weapons (weapon_stow.go).
	"Fighter stow sword", "Fighter draw sword", "Fighter stow", "Fighter draw", "Goblin 1 stow club\nGoblin 1 draw CLUB",
	// Readied spells and moves, and the drops trigger (ready.go): FuzzFight's Fighter casts.
	"Fighter ready cast fire bolt at Goblin 1 when Goblin 1 drops", "Fighter ready cast magic missile at Goblin 1, Goblin 2, Goblin 3 level 1 when a creature moves",
	"Fighter ready cast burning hands toward C2 when Goblin 1 enters my reach", "Fighter ready cast bless on Fighter when someone attacks",
	"Fighter ready move away when a creature enters my reach", "Fighter ready move to B6 when Goblin Boss moves", "Fighter ready move sideways when it moves",
	"Fighter ready cast when", "Fighter ready attack when Goblin 2 drops to 0 hit points", "Fighter ready cast fire bolt at C3 when Goblin 1 moves",
}

// FuzzParseCommand: ParseCommand never panics; every error is a
// *battle.RuleError with a code and a message; what it accepts names real
// combatants and parses again to the same command.
func FuzzParseCommand(f *testing.F) {
	for _, l := range fuzzLines {
		f.Add(l)
	}
	s := parseState(f)
	f.Fuzz(func(t *testing.T, line string) {
		cmd, err := battle.ParseCommand(s, line)
		if err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) || !errors.Is(err, battle.ErrRule) {
				t.Fatalf("%q: error %v (%T) is not a *battle.RuleError", line, err, err)
			}
			if re.Code == "" || re.Msg == "" {
				t.Fatalf("%q: refusal without a code or message: %#v", line, re)
			}
			return
		}
		in := func(i int) bool { return i >= -1 && i < len(s.Combatants) }
		if !in(cmd.Actor) || !in(cmd.Target) || !in(cmd.Other) || cmd.Verb == "" {
			t.Fatalf("%q: parsed to %+v", line, cmd)
		}
		for _, i := range cmd.Order {
			if i < 0 || i >= len(s.Combatants) {
				t.Fatalf("%q: order names combatant %d", line, i)
			}
		}
		if cmd.Verb == "move" && len(cmd.To) == 0 && cmd.Rise == 0 && !cmd.Land {
			t.Fatalf("%q: a move with no square and no change of height", line)
		}
		if cmd.Text != strings.TrimSpace(line) {
			t.Fatalf("%q: Text %q", line, cmd.Text)
		}
		again, err := battle.ParseCommand(s, cmd.Text)
		if err != nil || again.Verb != cmd.Verb || again.Actor != cmd.Actor || again.Target != cmd.Target {
			t.Fatalf("%q parses, but its Text %q parses to %+v, %v", line, cmd.Text, again, err)
		}
	})
}

// FuzzFight runs a few lines of commands on a running fight: Fight.Do never
// panics, refuses only with a *battle.RuleError, changes nothing when it
// refuses, and the log always folds back into the state.
func FuzzFight(f *testing.F) {
	for _, l := range fuzzLines {
		f.Add(l, uint64(1))
	}
	f.Add("Fighter move to C2\nFighter attack Goblin 1\nundo\nFighter end turn", uint64(2))
	f.Add("dm damage Fighter 20\nFighter end turn\nGoblin 1 end turn\nundo\nundo", uint64(3))
	f.Add("dm condition Goblin 1 +prone\nundo\nundo\nFighter drop prone\nFighter stand", uint64(4))
	f.Add("Fighter move to A3\nFighter mounts Warhorse\nWarhorse move to C4\nFighter attack Goblin 2\nFighter end turn\nGoblin 1 shove Fighter prone\nundo", uint64(5))
	f.Add("Fighter fly up 10\nFighter fly to G6\nGoblin 2 end turn\ndm condition Fighter +prone\nFighter swim to G7\nundo", uint64(7))
	f.Add("Fighter end turn\nSir Robin the Brave stand\nSir Robin the Brave mounts Warhorse independent\nSir Robin the Brave end turn\nWarhorse move to F5", uint64(6))
	f.Add("Fighter ready cast fire bolt when Goblin 1 moves\nFighter end turn\nSir Robin the Brave end turn\nGoblin 1 move to D1\nundo", uint64(8))
	f.Add("Fighter ready move away when a creature enters my reach\nFighter end turn\nSir Robin the Brave end turn\nGoblin 3 move to C4\nGoblin 3 attack Fighter", uint64(9))
	f.Add("Fighter ready cast magic missile at Goblin 2 when Goblin 1 drops\nFighter end turn\ndm damage Fighter 3\ndm damage Goblin 1 20\nundo", uint64(10))
	f.Fuzz(func(t *testing.T, script string, seed uint64) {
		lines := strings.Split(script, "\n")
		if len(lines) > 12 {
			lines = lines[:12]
		}
		goblins := foe("Goblin", "", 10)
		goblins.Count, goblins.At = 3, battle.Squares{"C2", "D3", "H4"}
		enc := encounter(
			hero("Fighter", "B2", 20, extraAttacks(1), speeds(battle.SpeedSpec{Fly: 30}), senses(map[string]int{"darkvision": 30}),
				caster(5, map[int]int{1: 2, 2: 1}, "fire bolt", "magic missile", "burning hands", "bless")),
			goblins,
			hero("Sir Robin the Brave", "B3", 15, conds("prone")),
			foe("Goblin Boss", "H5", 5, size("large")),
			steed("Warhorse", "A4", 12), // mount.go; last, so the others keep their places
		)
		enc.Map = battle.MapSpec{Size: "12x8", Water: []string{"F5-H8"}, DeepWater: []string{"G6-G7"}, Dark: []string{"I1-L8"},
			Dim: []string{"D1-E8"}, Elevation: map[string]int{"A1-A2": 10}}
		bf, err := battle.Start(enc, &dice.Script{Then: dice.NewPRNG(seed)})
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range lines {
			before := snapshot(bf.State)
			logLen := len(bf.Log)
			_, err := bf.Do(line)
			if err == nil {
				continue
			}
			var re *battle.RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%q: error %v (%T) is not a *battle.RuleError", line, err, err)
			}
			if d := stateDiff(before, bf.State); d != "" || len(bf.Log) != logLen {
				t.Fatalf("%q: refused (%v) but changed the state or the log:\n%s", line, err, d)
			}
		}
		s, err := fold(enc, bf.Log)
		if err != nil {
			t.Fatalf("replaying the log: %v", err)
		}
		if d := stateDiff(s, bf.State); d != "" {
			t.Fatalf("the log folds into another state (-replayed +fight):\n%s", d)
		}
	})
}
