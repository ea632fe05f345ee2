package battle

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzLoad: Load never panics, and every error is a *LoadError that
// matches ErrEncounter. What it accepts, New can build.
func FuzzLoad(f *testing.F) {
	files, _ := filepath.Glob("testdata/encounters/*.yaml")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, c := range loadCases {
		f.Add([]byte(c.src))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		enc, err := Load("fuzz.yaml", data)
		if err != nil {
			var le *LoadError
			if !errors.As(err, &le) || !errors.Is(err, ErrEncounter) {
				t.Fatalf("error %v (%T) is not a *LoadError wrapping ErrEncounter", err, err)
			}
			if le.Msg == "" {
				t.Fatalf("error without a message: %#v", le)
			}
			return
		}
		if _, err := New(enc); err != nil {
			t.Fatalf("Load accepted what New refuses: %v\n%s", err, data)
		}
	})
}
