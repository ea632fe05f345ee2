package tactics

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// TestKeptApproachesOracle: every approach the policy gives back from
// its kept approaches (approach_keep.go) is the one approachNear (or
// approachBeyond, for a far foe) works out afresh at that moment — the square, the feet to go, the
// opportunity attacks and the way, step by step: the key holds
// everything the answer depends on. Many fights of many files, one
// Policy reseeded for each trial as a simulation worker's is; the
// approaches bounded to 64 KB, so that they are given back after their
// segment was emptied around them and after they were moved.
func TestKeptApproachesOracle(t *testing.T) {
	pol := New(0)
	pol.KeepFloods()
	pol.approaches.segWords = 1 << 12
	checked, ways, far := 0, 0, 0
	pol.checkApproach = func(kept, fresh closing) {
		checked++
		far += b2i(pol.approaches.kind == keyFar)
		if len(kept.way) > 0 {
			ways++
		}
		if kept.ok != fresh.ok || kept.cut != fresh.cut || kept.sq != fresh.sq || kept.togo != fresh.togo || kept.prov != fresh.prov ||
			!slices.Equal(kept.way, fresh.way) {
			t.Fatalf("decision %d: kept %+v, fresh %+v", pol.decision, kept, fresh)
		}
	}
	eachLeanFight(t, leanGlobs, 40, 300, pol, true, nil)
	ap := &pol.approaches
	t.Logf("%d approaches given back and checked, %d with their way, %d to a far foe; %d hits, %d misses; %d moved, %d emptied",
		checked, ways, far, ap.hits, ap.misses, ap.moved, ap.emptied)
	if checked < 2000 || ways < 200 || far < 500 || ap.moved < 100 || ap.emptied < 10 {
		t.Errorf("too few approaches given back to tell: %d (%d ways, %d far), %d moved, %d segments emptied", checked, ways, far, ap.moved, ap.emptied)
	}
}

// TestApproachKeyParts: every part of what an approach depends on beyond
// its flood is in its key — who attacks, whom, the feet left, the
// diagonals behind (all of them: the way's steps are numbered from
// them), the Disengage action, the threateners — and so is the flood's.
func TestApproachKeyParts(t *testing.T) {
	s := keyScene(t)
	mv := &moves{mover: 1, mode: "", budget: 40,
		from:  grid.Step{To: s.Combatants[1].At, Diagonals: 2},
		hs:    []int{0},
		spots: appendSpots(nil, s)}
	type args struct{ a, t, left int }
	keyOf := func(pol *Policy, s *battle.State, mv *moves, x args) []uint32 {
		pol.KeepFloods()
		if !pol.approachKey(s, mv, keyApproach, x.a, x.t, x.left) {
			t.Fatalf("no key for %+v", x)
		}
		return slices.Clone(pol.approaches.key)
	}
	base := args{1, 0, 30}
	want := keyOf(New(0), s, mv, base)
	for _, c := range []struct {
		name   string
		change func(p *Policy, s *battle.State, mv *moves, x *args)
	}{
		{"attacker", func(_ *Policy, _ *battle.State, _ *moves, x *args) { x.a = 0 }},
		{"target", func(_ *Policy, _ *battle.State, _ *moves, x *args) { x.t = 2 }},
		{"feet left", func(_ *Policy, _ *battle.State, _ *moves, x *args) { x.left = 25 }},
		{"diagonals, same parity", func(_ *Policy, _ *battle.State, mv *moves, _ *args) { mv.from.Diagonals += 2 }},
		{"disengaged", func(_ *Policy, s *battle.State, _ *moves, _ *args) { s.Combatants[1].Turn.Disengaged = true }},
		{"the threateners", func(_ *Policy, _ *battle.State, mv *moves, _ *args) { mv.hs = nil }},
		{"every approach the whole way", func(p *Policy, _ *battle.State, _ *moves, _ *args) { p.fullFlood = true }},
		{"the flood's budget", func(_ *Policy, _ *battle.State, mv *moves, _ *args) { mv.budget = -1 }},
		{"a spot", func(_ *Policy, _ *battle.State, mv *moves, _ *args) { mv.spots[2].at.Col++ }},
	} {
		pol, s2, mv2, x := New(0), keyScene(t), *mv, base
		mv2.hs, mv2.spots = slices.Clone(mv.hs), slices.Clone(mv.spots)
		c.change(pol, s2, &mv2, &x)
		if slices.Equal(want, keyOf(pol, s2, &mv2, x)) {
			t.Errorf("%s: the same key", c.name)
		}
	}
	fc := floodCache{on: true}
	if !fc.keyOf(s.Map, mv, keyAround) || slices.Equal(want[:len(fc.key)], fc.key) {
		t.Error("an approach and the way round the foes' reach begin their keys alike")
	}
	pol := New(0)
	pol.KeepFloods()
	if !pol.approachKey(s, mv, keyFar, base.a, base.t, base.left) || slices.Equal(want, pol.approaches.key) {
		t.Error("an approach to a far foe and to a near one have one key")
	}
}

// kindsIn is the key kind of every entry fc holds (floods.go: a key's
// first word begins with its kind).
func kindsIn(fc *floodCache) []uint32 {
	var kinds []uint32
	for _, seg := range fc.segs {
		for off := 0; off < len(seg); off += int(seg[off]) {
			kinds = append(kinds, seg[off+floodEntryHead]&0xf)
		}
	}
	return kinds
}

// keyScene is three creatures on bench-4v4's map, for the keys.
func keyScene(t *testing.T) *battle.State {
	t.Helper()
	enc := encounterFiles(t, []string{"../examples/bench-4v4.yaml"})[0].enc
	s, err := battle.New(enc)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Combatants) < 3 {
		t.Fatalf("%d combatants: the keys need three", len(s.Combatants))
	}
	return s
}

// TestKeptApproachesByteBound: a long study's worker keeps its approaches
// within approachBytes, apart from its floods.
func TestKeptApproachesByteBound(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 300 fights")
	}
	pol := New(0)
	pol.KeepFloods()
	pol.approaches.segWords = 1 << 12
	eachLeanFight(t, []string{"../examples/bench-4v4.yaml"}, 300, 1000, pol, true, nil)
	ap := &pol.approaches
	held, capacity := ap.words()
	if ap.emptied < floodSegs || held > floodSegs<<12 || capacity > floodSegs<<12 {
		t.Errorf("%d segments emptied, %d words held, %d taken: want the bound %d reached and kept", ap.emptied, held, capacity, floodSegs<<12)
	}
	for _, c := range []struct {
		fc    *floodCache
		kinds []uint32
	}{{&pol.floods, []uint32{keyMoves, keyAround}}, {ap, []uint32{keyApproach, keyFar}}} {
		if len(kindsIn(c.fc)) == 0 {
			t.Errorf("no entry of kinds %v kept: the test proves nothing", c.kinds)
		}
		for _, k := range kindsIn(c.fc) {
			if !slices.Contains(c.kinds, k) {
				t.Errorf("an entry of kind %d among kinds %v: approaches and floods share a cache", k, c.kinds)
			}
		}
	}
}
