package grid

import (
	"math/rand/v2"
	"testing"
)

// CanStop is CheckStopSqueezed without the error: on random maps with
// walls, blocked and no-stop squares, for every size and with squeezing
// on and off, both say the same of every square.
func TestCanStopAgreesWithCheckStop(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		m := NewMap(8, 8)
		blocked, nostop := map[Square]bool{}, map[Square]bool{}
		for range 10 {
			sq := Square{Col: rng.IntN(8), Row: rng.IntN(8)}
			switch rng.IntN(3) {
			case 0:
				m.SetWall(sq)
			case 1:
				blocked[sq] = true
			default:
				nostop[sq] = true
			}
		}
		c := Cost{Blocked: func(s Square) bool { return blocked[s] }, NoStop: func(s Square) bool { return nostop[s] }, Squeeze: trial%2 == 0}
		for n := 1; n <= 3; n++ {
			for col := -1; col < 9; col++ {
				for row := -1; row < 9; row++ {
					sq := Square{Col: col, Row: row}
					sqz, err := m.CheckStopSqueezed(sq, n, c)
					ok, got := m.CanStop(sq, n, c)
					if ok != (err == nil) || ok && got != sqz {
						t.Fatalf("trial %d, size %d at %s: CanStop %v squeezed %v; CheckStopSqueezed %v squeezed %v", trial, n, sq, ok, got, err, sqz)
					}
				}
			}
		}
	}
}
