package dice

import (
	"math/bits"
	"math/rand/v2"
)

// Source supplies dice faces. Face returns a face of a die whose faces run
// from lo to hi (1..6 for a d6, -1..1 for dF). Every roll in skirmish takes
// its faces from a Source, so a fight is reproducible from its seed or
// replayable from its recorded faces.
type Source interface {
	Face(lo, hi int) (int, error)
}

// PRNG is a seeded pseudo-random Source: PCG from math/rand/v2, so the same
// seed gives the same faces on every machine and Go version that keeps PCG's
// definition. It is not safe for concurrent use: one generator per worker.
type PRNG struct {
	pcg rand.PCG
}

// NewPRNG returns a generator seeded with seed.
func NewPRNG(seed uint64) *PRNG {
	r := &PRNG{}
	r.Seed(seed)
	return r
}

// Seed resets the generator to the start of seed's sequence.
func (r *PRNG) Seed(seed uint64) {
	// The second PCG word is a fixed odd constant so one number names a stream.
	r.pcg.Seed(seed, 0x9e3779b97f4a7c15)
}

// Face returns a uniform face in [lo, hi]. It never fails.
func (r *PRNG) Face(lo, hi int) (int, error) {
	return lo + r.intn(uint64(hi-lo+1)), nil
}

// intn is Lemire's nearly divisionless bounded integer: unbiased, and the
// common case costs one multiplication.
func (r *PRNG) intn(n uint64) int {
	hi, lo := bits.Mul64(r.pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), n)
		}
	}
	return int(hi)
}

// Script is a Source that hands out a fixed queue of faces, for tests,
// replays and physical dice typed in at a table. When the queue runs out it
// asks Then, or fails with ErrNoFaces when Then is nil.
type Script struct {
	Faces []int
	Then  Source
	next  int
}

// NewScript returns a Script over faces with no fallback.
func NewScript(faces ...int) *Script {
	return &Script{Faces: faces}
}

// Face returns the next scripted face, refusing one that does not fit the
// die: a 7 for a d6 is an error naming the d6.
func (s *Script) Face(lo, hi int) (int, error) {
	if s.next >= len(s.Faces) {
		if s.Then != nil {
			return s.Then.Face(lo, hi)
		}
		return 0, errf(CodeNoFaces, "no scripted face left for a %s (%d faces were given)", dieName(lo, hi), len(s.Faces))
	}
	f := s.Faces[s.next]
	if f < lo || f > hi {
		return 0, errf(CodeBadFace, "scripted face %d (number %d) does not fit a %s, whose faces run %d to %d",
			f, s.next+1, dieName(lo, hi), lo, hi)
	}
	s.next++
	return f, nil
}

// Used reports how many scripted faces have been consumed.
func (s *Script) Used() int { return s.next }
