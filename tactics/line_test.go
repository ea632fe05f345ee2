package tactics

import (
	"os"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// TestLineIsNextsLine: Line, which leaves the busiest options' reasons
// unwritten, chooses at every decision of whole fights the command Next
// chooses.
func TestLineIsNextsLine(t *testing.T) {
	data, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		t.Fatal(err)
	}
	enc, err := battle.Load("bench-4v4.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(6) {
		f, err := battle.Start(enc, dice.NewPRNG(seed))
		if err != nil {
			t.Fatal(err)
		}
		byLine, byNext := New(seed), New(seed)
		f.React = byNext.React
		for n := 0; n < 400 && !f.State.Over; n++ {
			a := f.State.Current()
			line, ch := byLine.Line(f.State, a), byNext.Next(f.State, a)
			if line != ch.Line {
				t.Fatalf("seed %d, command %d: Line %q, Next %q (%s)", seed, n, line, ch.Line, ch.Why)
			}
			if _, err := f.Do(line); err != nil {
				if _, err := f.Do(f.State.Combatants[a].Name + " end turn"); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
