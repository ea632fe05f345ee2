package tactics_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// TestKeptLinesAcrossFights: one policy reused for fight after fight of
// every example and test encounter, as a simulation worker reuses it
// (lines.go keeps the lines it gives most often), chooses at every
// decision the line and the reason a new policy chooses, and its Command
// is its line parsed: a kept line is never another fight's.
func TestKeptLinesAcrossFights(t *testing.T) {
	kept := tactics.New(0)
	var fresh *tactics.Policy
	decisions := 0
	tactics.EachDecision(t, []string{"../examples/*.yaml", "../cmd/skirmish/testdata/*.yaml"}, 3, 400, func(file string, seed uint64, n int, s *battle.State, a int) {
		if n == 0 {
			fresh = tactics.New(seed)
			kept.Reseed(seed)
		}
		want, got := fresh.Next(s, a), kept.Next(s, a)
		if got.Line != want.Line || got.Why != want.Why {
			t.Fatalf("%s seed %d, command %d: the reused policy chose %q (%s), a new one %q (%s)", file, seed, n, got.Line, got.Why, want.Line, want.Why)
		}
		sameCmd(t, s, got)
		decisions++
	})
	t.Logf("%d decisions", decisions)
	if decisions < 100 {
		t.Errorf("only %d decisions: the test no longer covers much", decisions)
	}
}
