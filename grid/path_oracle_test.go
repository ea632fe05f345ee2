package grid

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPathOracle checks A* against a plain Dijkstra written from the rules
// in the most direct way (footprints as lists, no caching, no heuristic) on
// random maps: same verdict, same cost, the same number of diagonal steps
// (the tie-break), a path that is a chain of legal steps summing to its
// cost, and the same path on a second call. It covers every rule of Path at
// once: 5 ft a step diagonal or not, difficult terrain once per step
// (001 Difficult Terrain), blocked and no-stop squares (001 Moving Around
// Other Creatures), spaces larger than one square.
func TestPathOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	verdicts := map[error]int{}
	for trial := range 3000 {
		w, h := 3+rng.IntN(10), 3+rng.IntN(8)
		n := 1 + rng.IntN(3)
		if n > min(w, h) {
			n = 1
		}
		m := NewMap(w, h)
		blocked := make([]bool, w*h)
		ally := make([]bool, w*h)
		extra := make([]int, w*h)
		wall := 5 + rng.IntN(30) // percent of blocked squares
		for i := range w * h {
			s := Square{Col: i % w, Row: i / w}
			switch r := rng.IntN(100); {
			case r < wall:
				blocked[i] = true
			case r < wall+10:
				ally[i] = true
			}
			if rng.IntN(100) < 20 {
				m.SetDifficult(s)
			}
			if rng.IntN(100) < 10 {
				extra[i] = 5 * (1 + rng.IntN(2))
			}
		}
		randPos := func() Square { return Square{Col: rng.IntN(w - n + 1), Row: rng.IntN(h - n + 1)} }
		from, to := randPos(), randPos()
		for _, s := range Footprint(from, n) { // the mover's own squares are clear
			blocked[s.Row*w+s.Col], ally[s.Row*w+s.Col] = false, false
		}
		c := Cost{
			Blocked:         func(s Square) bool { return blocked[s.Row*w+s.Col] },
			Difficult:       func(s Square) bool { return ally[s.Row*w+s.Col] },
			NoStop:          func(s Square) bool { return ally[s.Row*w+s.Col] },
			Extra:           func(s Square) int { return extra[s.Row*w+s.Col] },
			IgnoreDifficult: rng.IntN(10) == 0,
		}

		wantFeet, wantDiag, wantErr := oraclePath(m, from, n, to, c)
		path, feet, err := m.Path(from, n, to, c)
		verdicts[kind(err)]++
		if wantErr != nil || err != nil {
			if kind(err) != kind(wantErr) {
				t.Fatalf("trial %d (%dx%d, n=%d, %s -> %s): error %v, oracle %v", trial, w, h, n, from, to, err, wantErr)
			}
			continue
		}
		if feet != wantFeet {
			t.Fatalf("trial %d (%dx%d, n=%d, %s -> %s): %d ft, oracle %d", trial, w, h, n, from, to, feet, wantFeet)
		}
		diag, sum, at := 0, 0, from
		for _, next := range path {
			sc, err := m.StepCost(at, next, n, c)
			if err != nil {
				t.Fatalf("trial %d: step %s -> %s of the path: %v", trial, at, next, err)
			}
			if at.Col != next.Col && at.Row != next.Row {
				diag++
			}
			sum, at = sum+sc, next
		}
		if from != to && at != to || sum != feet || diag != wantDiag {
			t.Fatalf("trial %d: path %s ends at %s, steps sum to %d ft (Path %d), %d diagonals (oracle %d)",
				trial, joinSquares(path), at, sum, feet, diag, wantDiag)
		}
		again, _, _ := m.Path(from, n, to, c)
		if !slices.Equal(path, again) {
			t.Fatalf("trial %d: second call gave %s, first %s", trial, joinSquares(again), joinSquares(path))
		}
	}
	// The random maps must exercise every verdict, paths most of all.
	t.Logf("verdicts: %v", verdicts)
	if verdicts[nil] < 1000 || verdicts[ErrUnreachable] < 30 || verdicts[ErrBlocked] < 50 || verdicts[ErrNoStop] < 50 {
		t.Errorf("random maps too one-sided: %v", verdicts)
	}
}

// oraclePath is Dijkstra over (feet, diagonal steps) pairs, O(V^2).
func oraclePath(m *Map, from Square, n int, to Square, c Cost) (feet, diag int, err error) {
	if err := m.CheckStop(to, n, c); err != nil && from != to {
		return 0, 0, err
	}
	extraOf := func(s Square) (int, bool) {
		if c.Blocked(s) {
			return 0, false
		}
		e := c.Extra(s)
		if !c.IgnoreDifficult && m.Difficult(s) || c.Difficult(s) {
			e += 5
		}
		return e, true
	}
	type key struct{ feet, diag int }
	const inf = 1 << 60
	best := map[Square]key{from: {0, 0}}
	done := map[Square]bool{}
	for {
		cur, ck := Square{}, key{inf, inf}
		for s, k := range best {
			if !done[s] && (k.feet < ck.feet || k.feet == ck.feet && k.diag < ck.diag ||
				k == ck && (s.Row < cur.Row || s.Row == cur.Row && s.Col < cur.Col)) {
				cur, ck = s, k
			}
		}
		if ck.feet == inf {
			return 0, 0, ErrUnreachable
		}
		if cur == to {
			return ck.feet, ck.diag, nil
		}
		done[cur] = true
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				q := Square{Col: cur.Col + dc, Row: cur.Row + dr}
				if q == cur || !m.Fits(q, n) {
					continue
				}
				ext, ok := 0, true
				for _, s := range Footprint(q, n) {
					if Occupies(cur, n, s) {
						continue
					}
					e, can := extraOf(s)
					ok = ok && can
					ext = max(ext, e)
				}
				if !ok {
					continue
				}
				k := key{ck.feet + 5 + ext, ck.diag}
				if dc != 0 && dr != 0 {
					k.diag++
				}
				if old, seen := best[q]; !seen || k.feet < old.feet || k.feet == old.feet && k.diag < old.diag {
					best[q] = k
				}
			}
		}
	}
}

// kind is the sentinel an error wraps, so that two errors can be compared
// by what they mean rather than by their wording.
func kind(err error) error {
	for _, k := range []error{ErrOffMap, ErrBlocked, ErrNoStop, ErrUnreachable, ErrNotAdjacent} {
		if errors.Is(err, k) {
			return k
		}
	}
	return err
}
