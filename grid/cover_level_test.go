package grid

import (
	"math/rand/v2"
	"testing"
)

// TestCoverLevelOfIsCover: the level CoverLevelOf gives is the one Cover
// gives with its reason, in random scenes (the engine asks the one or the
// other for the same attack, a preview or the attack itself, and both
// must rule the same: SRD 5.1 "Cover").
func TestCoverLevelOfIsCover(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 3000 {
		m, extra := randomScene(rng)
		fn, tn := 1+rng.IntN(3), 1+rng.IntN(3)
		if fn > min(m.W, m.H) || tn > min(m.W, m.H) {
			fn, tn = 1, 1
		}
		from := Square{Col: rng.IntN(m.W - fn + 1), Row: rng.IntN(m.H - fn + 1)}
		to := Square{Col: rng.IntN(m.W - tn + 1), Row: rng.IntN(m.H - tn + 1)}
		if rng.IntN(3) == 0 {
			extra = nil
		}
		c, why := m.Cover(from, fn, to, tn, extra)
		if lv := m.CoverLevelOf(from, fn, to, tn, extra); lv != c {
			t.Fatalf("trial %d: CoverLevelOf(%s %d -> %s %d) = %s, Cover = %s (%s)", trial, from, fn, to, tn, lv, c, why)
		}
	}
}
