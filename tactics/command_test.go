package tactics_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// sameCmd fails the test when a choice's Command, made without parsing
// (command.go), is not what battle.ParseCommand reads from its Line: the
// simulation runs the one, `skirmish run --why` and `skirmish play` show
// the other. It reports the choice's verb, "" when it has no Command.
func sameCmd(tb testing.TB, s *battle.State, ch tactics.Choice) string {
	tb.Helper()
	if ch.Cmd.Verb == "" {
		return ""
	}
	if strings.Contains(ch.Line, "  ") || strings.TrimSpace(ch.Line) != ch.Line {
		tb.Fatalf("%q: a line written as no one would type it", ch.Line)
	}
	parsed, err := battle.ParseCommand(s, ch.Line)
	if err != nil {
		tb.Fatalf("%q: its Command is made, but the line does not parse: %v", ch.Line, err)
	}
	if d := cmp.Diff(parsed, ch.Cmd); d != "" {
		tb.Fatalf("%q: the Command made differs from the line parsed (-parsed +made):\n%s", ch.Line, d)
	}
	return ch.Cmd.Verb
}

// TestCmdIsParsedLine: at every decision of whole fights of every
// example and test encounter (and sim's scene of spells), Next's and Choose's Command is their Line
// parsed, and both choose the same line; the fight goes on by the
// Command, as a simulation's does.
func TestCmdIsParsedLine(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.yaml")
	more, _ := filepath.Glob("../cmd/skirmish/testdata/*.yaml")
	more = append(more, "../sim/testdata/spells.yaml") // sleep, haste and the spells that raise AC
	seen := map[string]int{}
	for _, file := range append(files, more...) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		enc, err := battle.Load(filepath.Base(file), data)
		if err != nil || len(enc.Script) > 0 {
			continue // a file of refusals (bad.yaml), or one that starts with a script
		}
		for seed := range uint64(8) {
			f, err := battle.Start(enc, dice.NewPRNG(seed))
			if err != nil {
				break
			}
			byNext, byChoose := tactics.New(seed), tactics.New(seed)
			f.React = byNext.React
			for n := 0; n < 600 && !f.State.Over; n++ {
				a := f.State.Current()
				ch, quick := byNext.Next(f.State, a), byChoose.Choose(f.State, a)
				if ch.Line != quick.Line {
					t.Fatalf("%s seed %d, command %d: Next %q, Choose %q", file, seed, n, ch.Line, quick.Line)
				}
				seen[sameCmd(t, f.State, ch)]++
				sameCmd(t, f.State, quick)
				var err error
				if quick.Cmd.Verb != "" {
					_, err = f.Run(quick.Cmd)
				} else {
					_, err = f.Do(quick.Line)
				}
				if err != nil {
					if _, err := f.Run(tactics.EndTurn(f.State, a)); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	t.Logf("choices by the verb of their Command: %v", seen)
	for _, verb := range []string{"attack", "move", "cast", "end turn"} {
		if seen[verb] == 0 {
			t.Errorf("no %s was made without parsing: the test no longer covers it", verb)
		}
	}
}
