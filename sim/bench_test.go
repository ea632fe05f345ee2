package sim_test

import (
	"os"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/sim"
)

// BenchmarkFight4v4 plays whole trials of examples/bench-4v4.yaml (issue
// 6's benchmark: four level-5 characters against four monsters of CR 1/2
// to 2 on a 12x12 map) on one core, one trial per op:
//
//	go test ./sim -run XXX -bench Fight4v4 -benchmem
func BenchmarkFight4v4(b *testing.B) {
	data, err := os.ReadFile("../examples/bench-4v4.yaml")
	if err != nil {
		b.Fatal(err)
	}
	enc, err := battle.Load("bench-4v4.yaml", data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := sim.Play(enc, sim.TrialSeed(1, i%1024), nil, nil); err != nil {
			b.Fatal(err)
		}
	}
}
