package battle

import (
	"testing"
	"time"
)

func FuzzLoadSlowTmp(f *testing.F) {
	for _, c := range loadCases {
		f.Add([]byte(c.src))
	}
	f.Add([]byte("# x\nmap: {size: 12x8, difficult: [C3, C4]}\ncombatants:\n  - name: Fighter\n    at: B2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		start := time.Now()
		enc, err := Load("fuzz.yaml", data)
		d1 := time.Since(start)
		if err == nil {
			New(enc)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("slow: load %v total %v", d1, d)
		}
	})
}
