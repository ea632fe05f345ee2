package store

import "testing"

// BenchmarkAppend is one writer appending 3-event batches, each waiting
// for the last to be durable: on SQLite a file with synchronous=FULL (an
// fsync per commit), on PostgreSQL the server .ci/postgres.sh starts
// (fsync on, synchronous_commit on). appends/s is commands a second.
func BenchmarkAppend(b *testing.B) {
	for _, c := range []struct {
		name string
		open func(b *testing.B) Store
	}{
		{"memory", func(b *testing.B) Store { return NewMemory() }},
		{"sqlite", func(b *testing.B) Store { return openSQLiteT(b, b.TempDir()+"/bench.db") }},
		{"postgres", func(b *testing.B) Store { return openPostgresT(b) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := c.open(b)
			if err := s.Create(ctx, Encounter{ID: "e1", Created: created}); err != nil {
				b.Fatal(err)
			}
			v := 0
			for b.Loop() {
				if err := s.Append(ctx, "e1", v, batch("dm", v+1, 3)); err != nil {
					b.Fatal(err)
				}
				v += 3
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "appends/s")
		})
	}
}
