package dice

import "testing"

// The exact-distribution targets of the issue (icepool: 1.0 ms, 3.8 ms,
// 41 ms and 3.0 s): 0.1 ms, 0.5 ms, 4 ms and 300 ms. Each benchmark parses
// and computes, as a caller of Distribution would.

func benchDist(b *testing.B, expr string) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Distribution(expr); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDist4d6kh3(b *testing.B)     { benchDist(b, "4d6kh3") }
func BenchmarkDist10d10kh5(b *testing.B)   { benchDist(b, "10d10kh5") }
func BenchmarkDist20d20kh10(b *testing.B)  { benchDist(b, "20d20kh10") }
func BenchmarkDist100d20kh50(b *testing.B) { benchDist(b, "100d20kh50") }

// Other shapes the engine meets: sums, explosions, success pools, groups.
func BenchmarkDist3d6(b *testing.B)             { benchDist(b, "3d6") }
func BenchmarkDist2d20kh1(b *testing.B)         { benchDist(b, "2d20kh1+5") }
func BenchmarkDist8d6Explode(b *testing.B)      { benchDist(b, "8d6!") }
func BenchmarkDist10d10SuccessWoD(b *testing.B) { benchDist(b, "10d10>=8!") }
func BenchmarkDist6d10ExplodeKeep(b *testing.B) { benchDist(b, "6d10!kh3") }
func BenchmarkDistGroupKeep(b *testing.B)       { benchDist(b, "{4d6kh3, 4d6kh3, 4d6kh3, 4d6kh3}kh3") }
func BenchmarkDist100d6kl50(b *testing.B)       { benchDist(b, "100d6kl50") }
