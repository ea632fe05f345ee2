package grid

import (
	"math/rand/v2"
	"testing"
)

// TestFheapOrder: flood1's heap (fpush, fpop) takes entries out in the
// order of the search's own (push, pop) with the second key 0, as a flood
// has it, ties included (equal keys, other states), pushes and pops
// interleaved as a search does them. Which of two equal entries comes out
// first decides which of two equal routes a flood keeps, so the
// simulator's results depend on it.
func TestFheapOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 7))
	for trial := range 2000 {
		var s search
		var fh []fentry
		keys := 1 + rng.IntN(8) // few keys: many ties
		next := int32(0)
		for op := range 300 {
			if len(fh) == 0 || rng.IntN(5) < 3 {
				k := uint64(rng.IntN(keys))
				s.push(entry{key: k, i: next})
				fh = fpush(fh, fentry{key: k, i: next})
				next++
				continue
			}
			want := s.pop()
			var got fentry
			got, fh = fpop(fh)
			if got.key != want.key || got.i != want.i {
				t.Fatalf("trial %d, op %d: fpop %+v, pop %+v", trial, op, got, want)
			}
		}
	}
}
