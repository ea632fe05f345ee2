package dice

import (
	"strings"
	"testing"
)

var benchSink int

// BenchmarkRoll4d6kh3 is the simulation hot path: a compiled Program's
// Total over a PRNG. Target: ≤ 100 ns and 0 allocations per roll.
func BenchmarkRoll4d6kh3(b *testing.B) {
	p := MustCompile("4d6kh3")
	src := NewPRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		v, err := p.Total(src)
		if err != nil {
			b.Fatal(err)
		}
		benchSink += v
	}
}

// BenchmarkRoll1d20p5 is the commonest roll, compiled.
func BenchmarkRoll1d20p5(b *testing.B) {
	p := MustCompile("1d20+5")
	src := NewPRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		v, _ := p.Total(src)
		benchSink += v
	}
}

// BenchmarkRollExploding rolls through the general (reroll/explode) path.
func BenchmarkRollExploding(b *testing.B) {
	p := MustCompile("8d6r1!kh3")
	src := NewPRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		v, _ := p.Total(src)
		benchSink += v
	}
}

// BenchmarkParseRoll1d20p5 is a one-off roll from text: Parse, Compile and
// Total of "1d20+5". Target: ≤ 1 µs.
func BenchmarkParseRoll1d20p5(b *testing.B) {
	src := NewPRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		e, err := Parse("1d20+5")
		if err != nil {
			b.Fatal(err)
		}
		p, err := Compile(e)
		if err != nil {
			b.Fatal(err)
		}
		v, _ := p.Total(src)
		benchSink += v
	}
}

// BenchmarkRollExplained is Roll with its explanation, for comparison.
func BenchmarkRollExplained4d6kh3(b *testing.B) {
	p := MustCompile("4d6kh3")
	src := NewPRNG(1)
	b.ReportAllocs()
	for b.Loop() {
		r, _ := p.Roll(src)
		benchSink += r.Total
	}
}

// BenchmarkParseAdversarial parses a d999999 with a long list of reroll
// points: the validity checks must not walk every face.
func BenchmarkParseAdversarial(b *testing.B) {
	var s strings.Builder
	s.WriteString("1d999999")
	for i := 1; s.Len() < 960; i++ {
		s.WriteString("r=" + itoa(i))
	}
	s.WriteString("r<999999!>1")
	expr := s.String()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(expr); err != nil {
			b.Fatal(err)
		}
	}
}
