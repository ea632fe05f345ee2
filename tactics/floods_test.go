package tactics

import (
	"fmt"
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
)

// eachLeanFight plays seeds trials of every encounter file the globs
// match (their scripts and fixed rolls left out, as a study plays them)
// as a simulation worker does: lean fights restarted from one state, so
// that every trial has the same map, with pol (reseeded for each trial
// when reseed is set) choosing every command, at most max commands a
// trial. after, when not nil, is called after each decision, before its
// command runs.
func eachLeanFight(t *testing.T, globs []string, seeds uint64, max int, pol *Policy, reseed bool, after func(s *battle.State)) {
	t.Helper()
	for _, ef := range encounterFiles(t, globs) {
		file, enc := ef.file, ef.enc
		bare := *enc
		bare.Script, bare.Rolls = nil, nil
		s0, err := battle.New(&bare)
		if err != nil {
			continue
		}
		var f *battle.Fight
		for seed := range seeds {
			if reseed {
				pol.Reseed(seed)
			}
			if f, err = battle.RestartLean(f, &bare, s0, dice.NewPRNG(seed)); err != nil {
				t.Fatalf("%s seed %d: %v", file, seed, err)
			}
			f.React = pol.React
			for n := 0; n < max && !f.State.Over; n++ {
				a := f.State.Current()
				ch := pol.Choose(f.State, a)
				if after != nil {
					after(f.State)
				}
				playChoice(t, f, ch, a)
			}
		}
	}
}

// leanGlobs are the encounter files the kept floods are tried on: every
// example and fixture with a map a fight floods in a moment.
var leanGlobs = []string{"../examples/*.yaml", "../cmd/skirmish/testdata/*.yaml", "../battle/testdata/encounters/*.yaml",
	"../sim/testdata/[a-ac-z]*.yaml"} // not bigmap.yaml: 100x100

// TestKeptFloodsOracle: every flood the policy gives back from its kept
// floods (floods.go), the mover's (movesFor) and the way round the foes'
// reach (aroundFor), answers Feet and AppendRoute for every square of the
// map, and the squares just off it, exactly as a flood of the decision's
// own would, at the moment it is given back: the key holds everything a
// flood depends on. Many fights of many files, one Policy reseeded for
// each trial as a simulation worker's is; its cache bounded to 256 KB,
// so that floods are given back after their segment was emptied around
// them and after they were moved (floodCache.put, empty).
func TestKeptFloodsOracle(t *testing.T) {
	pol := New(0)
	pol.KeepFloods()
	pol.approaches.on = false // every approach weighed, its ways round the foes' reach flooded or given back
	pol.floods.segWords = 1 << 14
	var fresh grid.Reach
	var a, b []grid.Step
	checked := [2]int{}
	pol.checkFlood = func(s *battle.State, mv *moves, around bool) {
		n := s.Combatants[mv.mover].Size.Squares()
		kept := &mv.reach
		if around {
			kept = &mv.around
			safe, budget := pol.aroundCost(s, mv.mover, mv)
			s.Map.FloodInto(&fresh, mv.from, n, budget, safe)
		} else {
			s.Map.FloodInto(&fresh, mv.from, n, mv.budget, mv.cost)
		}
		checked[b2i(around)]++
		where := fmt.Sprintf("decision %d, mover %s, mode %q, from %+v, need %d, around %v",
			pol.decision, s.Combatants[mv.mover].Name, mv.mode, mv.from, mv.budget, around)
		for row := -1; row <= s.Map.H; row++ {
			for col := -1; col <= s.Map.W; col++ {
				sq := grid.Square{Col: col, Row: row}
				f1, ok1 := fresh.Feet(sq)
				f2, ok2 := kept.Feet(sq)
				if f1 != f2 || ok1 != ok2 {
					t.Fatalf("%s: Feet(%s): fresh %d %v, kept %d %v", where, sq, f1, ok1, f2, ok2)
				}
				a, b = fresh.AppendRoute(a[:0], sq), kept.AppendRoute(b[:0], sq)
				if !slices.Equal(a, b) {
					t.Fatalf("%s: AppendRoute(%s): fresh %v, kept %v", where, sq, a, b)
				}
			}
		}
	}
	eachLeanFight(t, leanGlobs, 40, 300, pol, true, nil)
	fc := &pol.floods
	t.Logf("%d floods given back and checked, %d of them round the foes' reach; %d hits, %d misses; %d moved, %d emptied",
		checked[0]+checked[1], checked[1], fc.hits, fc.misses, fc.moved, fc.emptied)
	if checked[0] < 2000 || checked[1] < 300 || fc.moved < 100 || fc.emptied < 10 {
		t.Errorf("too few floods given back to tell: %v, %d moved, %d segments emptied", checked, fc.moved, fc.emptied)
	}
}

// TestKeptFloodsStayBounded: a Policy that is never reseeded (a live
// table's, server/table.go) and plays fight after fight of one map keeps
// its floods within the bound: its segments never hold or take more
// than their words, the index names no more floods than they hold, and
// the oldest are forgotten as new ones come. A small bound, so that it
// fills many times over.
func TestKeptFloodsStayBounded(t *testing.T) {
	pol := New(1)
	pol.KeepFloods()
	const segWords = 4096
	pol.floods.segWords = segWords
	fc := &pol.floods
	most := 0
	eachLeanFight(t, []string{"../examples/bench-4v4.yaml"}, 60, 400, pol, false, func(*battle.State) {
		held, capacity := fc.words()
		if held > floodSegs*segWords || capacity > floodSegs*segWords {
			t.Fatalf("the kept floods hold %d words in %d, over %d", held, capacity, floodSegs*segWords)
		}
		entries := 0
		for _, seg := range fc.segs {
			for off := 0; off < len(seg); off += int(seg[off]) {
				entries++
			}
		}
		if len(fc.index) > entries {
			t.Fatalf("%d floods indexed, %d held", len(fc.index), entries)
		}
		most = max(most, entries)
	})
	t.Logf("%d hits, %d misses; at most %d floods held", fc.hits, fc.misses, most)
	if fc.misses < 4*most {
		t.Errorf("%d misses for %d floods held: the bound was never reached", fc.misses, most)
	}
}

// TestKeptFloodsByteBound: the default bound, floodBytes, holds for a
// long study's worker, and no segment takes more than its share.
func TestKeptFloodsByteBound(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 400 fights")
	}
	pol := New(0)
	pol.KeepFloods()
	eachLeanFight(t, []string{"../examples/bench-4v4.yaml"}, 400, 1000, pol, true, nil)
	fc := &pol.floods
	held, capacity := fc.words()
	t.Logf("%d hits, %d misses (%.0f%%; round the foes' reach %d, %d); %d entries indexed in %d KB (%d KB taken)", fc.hits, fc.misses,
		100*float64(fc.hits)/float64(max(fc.hits+fc.misses, 1)), fc.aroundHits, fc.aroundMisses, len(fc.index), held*4>>10, capacity*4>>10)
	for k, seg := range fc.segs {
		if cap(seg) > floodBytes/4/floodSegs {
			t.Errorf("segment %d takes %d words, over %d", k, cap(seg), floodBytes/4/floodSegs)
		}
	}
}

// TestKeptFloodsNewMap: a flood kept for one map is never given back on
// another, even one of the same size and walls: the cache starts over.
func TestKeptFloodsNewMap(t *testing.T) {
	pol := New(0)
	pol.KeepFloods()
	eachLeanFight(t, []string{"../examples/bench-4v4.yaml"}, 2, 100, pol, true, nil)
	if pol.floods.hits+pol.floods.misses == 0 {
		t.Fatal("no flood asked")
	}
	first := pol.floods.m
	hits := pol.floods.hits
	eachLeanFight(t, []string{"../examples/bench-4v4.yaml"}, 1, 30, pol, true, nil) // a new state: a new map
	if pol.floods.m == first {
		t.Fatal("the same map for another encounter's state")
	}
	if pol.floods.hits != hits {
		t.Errorf("%d floods of another map given back", pol.floods.hits-hits)
	}
}

// TestFloodKeyParts: every part of what a flood depends on is in its key
// (a change to any one gives another key), and the diagonals behind the
// start only by their parity, which is all a flood sees of them.
func TestFloodKeyParts(t *testing.T) {
	m := grid.NewMap(8, 8)
	base := func() *moves {
		return &moves{mover: 1, mode: "", budget: 40,
			from: grid.Step{To: grid.Square{Col: 2, Row: 3}, Diagonals: 2},
			key:  keyFor{speeds: battle.Speeds{Fly: 30}},
			hs:   []int{0},
			spots: []spot{
				{at: grid.Square{Col: 5, Row: 5}, reach: 5, mount: -1, size: 2, side: "a"},
				{at: grid.Square{Col: 2, Row: 3}, reach: 5, mount: -1, size: 2, side: "b"},
			}}
	}
	keyOf := func(mv *moves, kind uint32) []uint32 {
		fc := floodCache{on: true}
		if !fc.keyOf(m, mv, kind) {
			t.Fatalf("no key for %+v", mv)
		}
		return fc.key
	}
	for _, c := range []struct {
		name   string
		change func(mv *moves)
		same   bool
	}{
		{"mover", func(mv *moves) { mv.mover = 0 }, false},
		{"mode", func(mv *moves) { mv.mode = "fly" }, false},
		{"budget", func(mv *moves) { mv.budget = -1 }, false},
		{"column", func(mv *moves) { mv.from.To.Col++ }, false},
		{"row", func(mv *moves) { mv.from.To.Row++ }, false},
		{"squeezed", func(mv *moves) { mv.from.Squeezed = true }, false},
		{"parity", func(mv *moves) { mv.from.Diagonals++ }, false},
		{"diagonals, same parity", func(mv *moves) { mv.from.Diagonals += 2 }, true},
		{"prone", func(mv *moves) { mv.key.prone = true }, false},
		{"fly", func(mv *moves) { mv.key.speeds.Fly = 0 }, false},
		{"swim", func(mv *moves) { mv.key.speeds.Swim = 30 }, false},
		{"climb", func(mv *moves) { mv.key.speeds.Climb = 30 }, false},
		{"burrow", func(mv *moves) { mv.key.speeds.Burrow = 30 }, false},
		{"hover", func(mv *moves) { mv.key.speeds.Hover = true }, false},
		{"a spot's column", func(mv *moves) { mv.spots[0].at.Col++ }, false},
		{"a spot's row", func(mv *moves) { mv.spots[0].at.Row++ }, false},
		{"a spot's height", func(mv *moves) { mv.spots[0].alt = 10 }, false},
		{"a spot's reach", func(mv *moves) { mv.spots[0].reach = 10 }, false},
		{"a spot's mount", func(mv *moves) { mv.spots[0].mount = 1 }, false},
		{"a spot's size", func(mv *moves) { mv.spots[0].size = 3 }, false},
		{"a spot's squeeze", func(mv *moves) { mv.spots[0].squeezing = true }, false},
		{"a spot gone", func(mv *moves) { mv.spots[0].gone = true }, false},
		{"a spot's side", func(mv *moves) { mv.spots[0].side = "b" }, false},
		{"one more spot", func(mv *moves) { mv.spots = append(mv.spots, mv.spots[0]) }, false},
		{"the threateners (around)", func(mv *moves) { mv.hs = nil }, false},
	} {
		kind := uint32(keyMoves)
		if c.name == "the threateners (around)" {
			kind = keyAround
		}
		mv := base()
		c.change(mv)
		if got := slices.Equal(keyOf(base(), kind), keyOf(mv, kind)); got != c.same {
			t.Errorf("%s: same key %v, want %v", c.name, got, c.same)
		}
	}
	if slices.Equal(keyOf(base(), keyMoves), keyOf(base(), keyAround)) {
		t.Error("the flood and the way round have one key")
	}
}

// TestFloodsKeptOnlyWhenAsked: a policy keeps floods (and approaches)
// from one fight to the next only after KeepFloods (a simulation worker's); a live table's
// spends no memory on them.
func TestFloodsKeptOnlyWhenAsked(t *testing.T) {
	for _, keep := range []bool{false, true} {
		pol := New(0)
		if keep {
			pol.KeepFloods()
		}
		eachLeanFight(t, []string{"../examples/bench-4v4.yaml"}, 4, 100, pol, true, nil)
		held, _ := pol.floods.words()
		if got := held > 0; got != keep {
			t.Errorf("KeepFloods %v: %d words of floods kept", keep, held)
		}
		if held, _ := pol.approaches.words(); held > 0 != keep {
			t.Errorf("KeepFloods %v: %d words of approaches kept", keep, held)
		}
	}
}
