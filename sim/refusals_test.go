package sim_test

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// The built-in policy offers only commands the rules allow now
// (docs/tactics.md, "One decision"): a refused command costs a simulated
// creature its turn, silently. Every example and fixture is played under
// each ruleset — as written, seed 004's OSR rules and the 2024 revision —
// and no choice, nor legendary or lair action, may be refused. An OSR
// orc's Aggressive walk toward a foe it could come no closer to was.
func TestPolicyChoicesNeverRefused(t *testing.T) {
	files, err := filepath.Glob("../examples/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"house", "lair", "skirmish", "duel", "bigmap", "spells", "scouts", "wizard-orcs", "archers-ogres", "goblins"} {
		files = append(files, "testdata/"+f+".yaml")
	}
	ruleLine := regexp.MustCompile(`(?m)^ruleset:.*$`)
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, rs := range []string{"", "osr", "5e-2024"} {
			text := data
			if rs != "" {
				text = append([]byte("ruleset: "+rs+"\n"), ruleLine.ReplaceAll(data, nil)...)
			}
			enc, err := battle.Load(filepath.Base(file), text)
			if err != nil {
				t.Fatalf("%s %s: %v", file, rs, err)
			}
			seeds := uint64(4)
			switch {
			case raceOn && filepath.Base(file) == "bigmap.yaml":
				continue // ten times as long under -race, and one goroutine: .ci/run plays it without
			case raceOn:
				seeds = 2
			case filepath.Base(file) == "bigmap.yaml":
				seeds = 3 // fifty creatures on a 100x100 map: a few fights are many choices
			}
			for seed := range seeds {
				if line, msg := firstRefusal(t, enc, seed); line != "" {
					t.Errorf("%s (ruleset %q), seed %d: %q refused: %s", file, rs, seed, line, msg)
				}
			}
		}
	}
}

// firstRefusal plays one fight as sim's autoplay does, but stops at the
// first choice the rules refuse, and says which.
func firstRefusal(t *testing.T, enc *battle.Encounter, seed uint64) (line, msg string) {
	t.Helper()
	f, err := battle.Start(enc, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
	if err != nil {
		t.Fatal(err)
	}
	pol := tactics.New(seed)
	f.React = pol.React
	f.HoldDownedTurns()
	play := func(ch tactics.Choice) (string, string) {
		var err error
		if ch.Cmd.Verb != "" {
			_, err = f.Run(ch.Cmd)
		} else {
			_, err = f.Do(ch.Line)
		}
		var re *battle.RuleError
		if errors.As(err, &re) {
			return ch.Line, re.Msg
		}
		if err != nil {
			t.Fatal(err)
		}
		return "", ""
	}
	for k := 0; k < 5000 && !f.State.Over; k++ {
		for n := 0; n < 8 && !f.State.Over; n++ { // the moment between turns (sim.autoplay)
			ch, ok := pol.Between(f.State)
			if !ok {
				break
			}
			if line, msg := play(ch); line != "" {
				return line, msg
			}
		}
		if f.State.Over {
			break
		}
		if line, msg := play(pol.Choose(f.State, f.State.Current())); line != "" {
			return line, msg
		}
	}
	return "", ""
}
