package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// The live tracker's roster (roster.go): `dm add` and `dm remove` are
// events, so a log that adds and removes creatures folds back to the same
// state, before the fight and during it.

// decide runs one line on s with exactly the faces given.
func decideLine(t *testing.T, s *battle.State, line string, faces ...int) ([]battle.Event, *battle.State) {
	t.Helper()
	cmd, err := battle.ParseCommand(s, line)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	src := dice.NewScript(faces...)
	evs, next, err := battle.Decide(s, cmd, src)
	if err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	if src.Used() != len(faces) {
		t.Fatalf("%q used %d of %d faces", line, src.Used(), len(faces))
	}
	return evs, next
}

func TestRosterAddBeforeAndDuring(t *testing.T) {
	enc := encounter(hero("Fighter", "A1", 15), hero("Cleric", "A2", 12), foe("Orc", "H1", 5))
	s, err := battle.New(enc)
	if err != nil {
		t.Fatal(err)
	}
	var log []battle.Event
	evs, s := decideLine(t, s, "dm add goblin at D4 E4 side foes")
	log = append(log, evs...)
	if len(evs) != 1 || evs[0].Type != battle.EvJoin || evs[0].Joined.Spec == "" {
		t.Fatalf("dm add before the fight: %v", evs)
	}
	if _, ok := s.Find("Goblin 2"); !ok {
		t.Fatalf("two goblins were added as Goblin 1 and Goblin 2")
	}
	// The fight begins: the goblins roll initiative with everyone (one d20
	// for their group; the hero and the orc have fixed counts).
	evs, s = decideLine(t, s, "begin", 10)
	log = append(log, evs...)
	if got := len(s.Order); got != 5 {
		t.Fatalf("order has %d creatures, want 5", got)
	}
	// During the fight: seed 001 "Initiative": a newcomer rolls d20 + Dex
	// and takes its place in the order; the turn stays the Fighter's.
	cur := s.Current()
	evs, s = decideLine(t, s, "dm add wolf at B5 as Grey Wolf side foes", 19)
	log = append(log, evs...)
	if last := evs[len(evs)-1]; last.Type != battle.EvOrder || last.Order[0] != "Grey Wolf" {
		t.Fatalf("the wolf (d20 19 + 2) goes first in the new order: %+v", last)
	}
	if s.Current() != cur {
		t.Fatalf("adding a creature changed whose turn it is")
	}
	// dm remove on the creature whose turn it is ends its turn.
	evs, s = decideLine(t, s, "dm remove Fighter")
	log = append(log, evs...)
	if evs[0].Type != battle.EvLeave || s.Combatants[s.Current()].Name == "Fighter" {
		t.Fatalf("removing the current creature passes the turn: %v", types(evs))
	}
	f, _ := s.Find("Fighter")
	if !s.Combatants[f].Down() {
		t.Fatalf("a removed creature is out of the fight")
	}
	// The log folds back to the same state.
	again, err := battle.Replay(enc, log)
	if err != nil {
		t.Fatal(err)
	}
	if d := stateDiff(again, s); d != "" {
		t.Fatalf("the log folded gives another state (-replayed +decided):\n%s", d)
	}
}

func TestRosterRefusals(t *testing.T) {
	enc := encounter(hero("Fighter", "A1", 15), foe("Orc", "H1", 5))
	s, _ := battle.New(enc)
	for line, code := range map[string]battle.Code{
		"dm add goblin at A1":        battle.CodeCannot,      // taken
		"dm add goblin at Z99":       battle.CodeCannot,      // off the map
		"dm add tarrasque at C3":     battle.CodeUnknownName, // not in the compendium
		"dm add goblin":              battle.CodeSyntax,
		"dm add goblin at C3 as Orc": battle.CodeCannot, // name taken
		"dm remove Nobody":           battle.CodeUnknownName,
		"dm add goblin at C3 wibble": battle.CodeSyntax,
		"dm add goblin at C3 side":   battle.CodeSyntax,
	} {
		cmd, err := battle.ParseCommand(s, line)
		if err == nil {
			_, _, err = battle.Decide(s, cmd, dice.NewScript())
		}
		re, ok := err.(*battle.RuleError)
		if !ok || re.Code != code {
			t.Errorf("%q: got %v, want a refusal with code %s", line, err, code)
		}
	}
}

func TestParseCombatant(t *testing.T) {
	s, _ := battle.New(encounter(hero("Fighter", "A1", 15)))
	sp, err := battle.ParseCombatant(s, []byte("{name: Bandit Chief, template: bandit, side: foes, at: C3, hp: 30}"))
	if err != nil {
		t.Fatal(err)
	}
	if sp.HP != 30 || sp.Name != "Bandit Chief" || len(sp.Attacks) == 0 {
		t.Fatalf("template with overrides: %+v", sp)
	}
	_, err = battle.ParseCombatant(s, []byte("{name: X, side: foes, at: C3, hp: -3, ac: 10}"))
	le, ok := err.(*battle.LoadError)
	if !ok || le.Field != "hp" {
		t.Fatalf("a bad hit point value names the field: %v", err)
	}
	if _, err := battle.ParseCombatant(s, []byte("- a list")); err == nil {
		t.Fatal("a list is not a combatant")
	}
}
