package tactics

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Floods kept from one fight to the next. A simulation worker plays
// thousands of trials of one encounter with one Policy, and the same
// floods come back in trial after trial: the first moves of a fight
// start from the same squares, and the fights then go the same few ways.
// Flooding the mover's movement (movesFor) and the way round the foes'
// reach (aroundFor) was about a quarter of a fight's time; over 20,000
// trials of examples/bench-4v4.yaml, 70% to 90% of those floods had been
// flooded before by the same worker. A flood is a function of the map,
// the mover, its speed, the feet flooded, where it starts (its square,
// squeeze, and the parity of the diagonals behind it: the count itself is
// only carried into the steps' numbering, which Restore takes anew), the
// mover's crawling and speeds, and every creature's spot (keep.go); the
// way round also of the foes that threaten the mover (the squares they
// reach follow from their spots). Those, written out in words, are the
// key, compared word for word: a hash alone could mistake one flood for
// another and silently change a fight.
//
// The floods are kept as grid records (a word or so a settled state, the
// Reach rebuilt from one exactly: grid/flood_record.go) in floodSegs
// segments of words that fill one after the other; when the last is full
// the oldest is emptied, and a flood found in one of the older half is
// copied into the newest, so what is used stays (a least-recently-used
// cache, roughly). The memory is bounded by floodBytes, whatever the
// number of trials or of decisions of a live table's Policy that is
// never reseeded, and grows to it only as floods are kept; the segments
// hold no pointers, so the collector does not scan them. A new map
// starts the cache over.

// KeepFloods makes the policy keep its floods from one fight to the next,
// within floodBytes: for a simulation worker, whose policy plays trial
// after trial of one encounter (sim.Run), where most floods come back.
// A live table's policy or one fight's does without: its fights seldom
// flood the same ways again, and the memory would be spent for nothing.
func (p *Policy) KeepFloods() {
	p.floods.on, p.approaches.on = true, true
	if p.approaches.segWords == 0 {
		p.approaches.segWords = approachBytes / 4 / floodSegs // approach_keep.go
	}
}

// floodBytes bounds the memory of a Policy's kept floods: the segments'
// words (their index takes a few percent more).
const floodBytes = 4 << 20

// floodSegs is how many segments the kept floods fill in turn.
const floodSegs = 4

// entry header: total words, key hash (two words), key words.
const floodEntryHead = 4

// floodCache is a Policy's kept floods.
type floodCache struct {
	on       bool // KeepFloods was called: a simulation worker's policy
	m        *grid.Map
	segWords int                 // the words a segment may hold (floodBytes, or less in tests)
	segs     [floodSegs][]uint32 // entries: header, key, record
	cur      int                 // the segment being filled
	index    map[uint64]uint32   // key hash -> segment<<floodSegShift | offset
	sides    []string            // the sides met, numbered for the keys
	key      []uint32            // the key asked last (keyOf)
	hash     uint64
	keyed    bool     // key holds a key (false: this flood can't be keyed)
	scratch  []uint32 // a record being made, or an entry moved

	kind uint32 // the kind of the key asked last

	// For the tests and the curious: the lookups that found their entry
	// and those that did not, and of them aroundFor's.
	hits, misses             int
	aroundHits, aroundMisses int
	moved, emptied           int // entries moved to the newest segment, segments emptied
}

const floodSegShift = 28 // an offset within a segment is below 1<<28 words

// Key kinds: the mover's flood, and the way round the foes' reach.
const (
	keyMoves = iota + 1
	keyAround
)

// maxSides bounds the sides numbered: past it the cache starts over.
const maxSides = 32

// reset forgets every kept flood, for map m.
func (fc *floodCache) reset(m *grid.Map) {
	fc.m = m
	for k := range fc.segs {
		fc.segs[k] = fc.segs[k][:0]
	}
	fc.cur = 0
	clear(fc.index)
	fc.sides = fc.sides[:0]
}

// keyOf writes in fc.key the key of mv's flood (kind keyMoves) or of its
// way round the foes' reach (keyAround, with the threatening foes mv.hs),
// from what mv.record noted; it reports false when a part does not fit
// a word, and the flood is not kept.
func (fc *floodCache) keyOf(m *grid.Map, mv *moves, kind uint32) bool {
	fc.keyed = false
	if !fc.on {
		return false
	}
	if fc.m != m {
		fc.reset(m)
	}
	if fc.index == nil {
		fc.index = map[uint64]uint32{}
	}
	if fc.segWords == 0 {
		fc.segWords = floodBytes / 4 / floodSegs
	}
	mode, ok := modeCode(mv.mode)
	if !ok {
		return false
	}
	// Two numbers a word, each checked to fit its 16 bits: the key is
	// kept with every flood, and hashed and compared at every lookup.
	k := fc.key[:0]
	wide := false
	put := func(a, b int) {
		if int(int16(a)) != a || int(int16(b)) != b {
			wide = true
		}
		k = append(k, uint32(uint16(a))|uint32(uint16(b))<<16)
	}
	from, sp := mv.from, mv.key.speeds
	put(int(kind)|mode<<4, b2i(from.Squeezed)|(from.Diagonals&1)<<1|b2i(mv.key.prone)<<2|b2i(sp.Hover)<<3)
	put(mv.mover, mv.budget)
	put(from.To.Col, from.To.Row)
	put(sp.Fly, sp.Swim)
	put(sp.Climb, sp.Burrow)
	put(len(mv.spots), len(mv.hs)*b2i(kind != keyMoves))
	for i := range mv.spots {
		o := &mv.spots[i]
		side, ok := fc.sideOf(o.side)
		if !ok {
			return false
		}
		put(o.at.Col, o.at.Row)
		put(o.alt, o.reach)
		put(o.mount, int(o.size)|b2i(o.squeezing)<<8|b2i(o.gone)<<9|side<<10) // side below maxSides: 15 bits in all
	}
	if kind != keyMoves { // the way round their reach, an approach
		for i := 0; i < len(mv.hs); i += 2 {
			next := -1 // none: their number is in the key
			if i+1 < len(mv.hs) {
				next = mv.hs[i+1]
			}
			put(mv.hs[i], next)
		}
	}
	fc.key = k
	if wide {
		return false
	}
	fc.hash, fc.keyed, fc.kind = hashWords(k), true, kind
	return true
}

// sideOf is the number of side s for the keys.
func (fc *floodCache) sideOf(s string) (int, bool) {
	for i, x := range fc.sides {
		if x == s {
			return i, true
		}
	}
	if len(fc.sides) == maxSides {
		fc.reset(fc.m) // a key's side numbers would no longer say which side
		return 0, false
	}
	fc.sides = append(fc.sides, s)
	return len(fc.sides) - 1, true
}

// modeCode numbers the speeds a flood is made with.
func modeCode(mode string) (int, bool) {
	switch mode {
	case "":
		return 0, true
	case "fly":
		return 1, true
	case "swim":
		return 2, true
	case "climb":
		return 3, true
	case "burrow":
		return 4, true
	}
	return 0, false
}

// hashWords mixes a key's words into 64 bits for the index. Two keys may
// share a hash: the entry's key is compared in full.
func hashWords(k []uint32) uint64 {
	h := uint64(len(k))*0x9e3779b97f4a7c15 + 0x632be59bd9b4e019
	for _, w := range k {
		h ^= uint64(w)
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 31
	}
	return h
}

// lookup is the record kept under fc.key (keyOf), if any.
func (fc *floodCache) lookup() ([]uint32, bool) {
	if !fc.keyed {
		return nil, false
	}
	v, ok := fc.index[fc.hash]
	if !ok {
		fc.miss()
		return nil, false
	}
	seg, off := int(v>>floodSegShift), int(v&(1<<floodSegShift-1))
	e := fc.segs[seg][off:]
	n, kn := int(e[0]), int(e[3])
	if !equalWords(e[floodEntryHead:floodEntryHead+kn], fc.key) {
		fc.miss() // another key of the same hash
		return nil, false
	}
	fc.hits++
	if fc.kind == keyAround {
		fc.aroundHits++
	}
	rec := e[floodEntryHead+kn : n]
	if (fc.cur-seg+floodSegs)%floodSegs >= floodSegs/2 {
		// In the older half: copied into the newest segment, so that a
		// flood in use outlives the emptying of its segment.
		fc.scratch = append(fc.scratch[:0], rec...)
		fc.moved++
		return fc.put(fc.scratch), true
	}
	return rec, true
}

func (fc *floodCache) miss() {
	fc.misses++
	if fc.kind == keyAround {
		fc.aroundMisses++
	}
}

// store keeps r's flood under fc.key.
func (fc *floodCache) store(r *grid.Reach) {
	if !fc.keyed {
		return
	}
	rec, ok := r.AppendRecord(fc.scratch[:0])
	fc.scratch = rec[:0]
	if ok {
		fc.put(rec)
	}
}

// put appends an entry of fc.key and rec to the newest segment, emptying
// the oldest first when it is full, and returns the entry's record; rec
// as it is when the entry could not fit a segment.
func (fc *floodCache) put(rec []uint32) []uint32 {
	n := floodEntryHead + len(fc.key) + len(rec)
	if n > fc.segWords {
		return rec
	}
	if len(fc.segs[fc.cur])+n > fc.segWords {
		fc.cur = (fc.cur + 1) % floodSegs
		fc.empty(fc.cur)
	}
	seg := fc.segs[fc.cur]
	off := len(seg)
	if cap(seg) < off+n { // grown by doubling, but never past the bound
		grown := make([]uint32, off, min(max(2*cap(seg), off+n, 1024), fc.segWords))
		copy(grown, seg)
		seg = grown
	}
	seg = append(seg, uint32(n), uint32(fc.hash), uint32(fc.hash>>32), uint32(len(fc.key)))
	seg = append(seg, fc.key...)
	seg = append(seg, rec...)
	fc.segs[fc.cur] = seg
	fc.index[fc.hash] = uint32(fc.cur)<<floodSegShift | uint32(off)
	return seg[off+floodEntryHead+len(fc.key) : off+n]
}

// empty forgets the entries of segment k, and their place in the index
// where it is still theirs.
func (fc *floodCache) empty(k int) {
	seg := fc.segs[k]
	fc.emptied++
	for off := 0; off < len(seg); off += int(seg[off]) {
		h := uint64(seg[off+1]) | uint64(seg[off+2])<<32
		if v, ok := fc.index[h]; ok && v == uint32(k)<<floodSegShift|uint32(off) {
			delete(fc.index, h)
		}
	}
	fc.segs[k] = seg[:0]
}

// words is the words the segments hold and have room for.
func (fc *floodCache) words() (held, capacity int) {
	for _, seg := range fc.segs {
		held, capacity = held+len(seg), capacity+cap(seg)
	}
	return held, capacity
}

func equalWords(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// floodMoves floods mv's movement into mv.reach, or gives it back from
// the cache when this flood was flooded before. mv.record has noted what
// it depends on.
func (p *Policy) floodMoves(s *battle.State, mv *moves, n int) {
	fc := &p.floods
	if fc.keyOf(s.Map, mv, keyMoves) {
		if rec, ok := fc.lookup(); ok && mv.reach.Restore(rec, mv.from.Diagonals) {
			if p.checkFlood != nil {
				p.checkFlood(s, mv, false)
			}
			return
		}
	}
	s.Map.FloodInto(&mv.reach, mv.from, n, mv.budget, mv.cost)
	fc.store(&mv.reach)
}
