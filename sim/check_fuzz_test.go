package sim_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/skirmish-rpg/skirmish/sim"
)

// FuzzParseStats: no shard file, however damaged, crashes the reader, the
// report or a merge; what it accepts reports and merges with a copy.
func FuzzParseStats(f *testing.F) {
	enc := load(f, "duel.yaml")
	st, err := sim.Run(context.Background(), enc, sim.Config{N: 8, Seed: 1, Shards: 2})
	if err != nil {
		f.Fatal(err)
	}
	good, _ := json.Marshal(st)
	f.Add(good)
	f.Add([]byte(`{"format":1,"n":1,"m":1,"shards":[0],"trials":0}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := sim.ParseStats(data)
		if err != nil {
			return
		}
		_ = st.Report().Text()
		other, err := sim.ParseStats(data)
		if err != nil {
			t.Fatalf("the same bytes parsed once and not twice: %v", err)
		}
		other.Shards = nil // as if another shard, so the merge goes through
		_ = st.Merge(other)
		_ = st.Report().Text()
	})
}
