package battle

import (
	"os"
	"testing"

	"github.com/skirmish-rpg/skirmish/grid"
)

// BenchmarkPreviewAttack: every attack of every creature of the
// simulation benchmark's scene (examples/bench-4v4.yaml) against every
// foe, the two sides face to face as in the thick of the fight: what a
// tactics policy asks before each decision.
func BenchmarkPreviewAttack(b *testing.B) {
	src, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		b.Fatal(err)
	}
	s := leanScene(b, "bench-4v4.yaml", string(src))
	for i := range s.Combatants { // the party in column C, the monsters in D (the ogre in E too)
		s.Combatants[i].At = grid.Square{Col: 2 + min(1, i/4), Row: 1 + 2*(i%4)}
	}
	b.ResetTimer()
	for range b.N {
		for a := range s.Combatants {
			for t := range s.Combatants {
				if !s.Hostile(a, t) {
					continue
				}
				for k := range s.Combatants[a].Attacks {
					s.PreviewAttack(a, t, s.Combatants[a].Attacks[k].Name)
				}
			}
		}
	}
}
