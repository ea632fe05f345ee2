package tactics

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// TestPolicyCachesStayBoundedWithoutReseed: the live tracker's table keeps
// one Policy for its whole life (server/table.go) and never calls Reseed,
// the only place the expression caches (mean, crit, off) are trimmed. An
// unarmed strike's damage is a new expression at every preview
// (battle/attack.go unarmed), so each decision adds entries keyed by a
// pointer no later decision asks for again.
func TestPolicyCachesStayBoundedWithoutReseed(t *testing.T) {
	enc, err := battle.Load("fists.yaml", []byte(`map: {size: 6x6}
combatants:
  - {name: Brawler, side: a, at: B2, hp: 30, ac: 10, initiative: 20, attacks: []}
  - {name: Dummy, side: b, at: C2, hp: 30, ac: 10, initiative: 1}
`))
	if err != nil {
		t.Fatal(err)
	}
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	p := New(1)
	a := f.State.Current()
	for range 3 * maxCache {
		p.Next(f.State, a)
	}
	if n := len(p.mean) + len(p.crit) + len(p.off); n > 2*maxCache {
		t.Errorf("%d entries in the policy's expression caches after %d decisions on one state without Reseed", n, 3*maxCache)
	}
}
