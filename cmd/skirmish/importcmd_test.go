package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportGolden pins the entries (standard output) and the report
// (standard error) of importing the compendium's fixture.
func TestImportGolden(t *testing.T) {
	code, out, errs := runCLI(t, "import", "monsters", "../../compendium/testdata/monsters.json")
	if code != 0 {
		t.Fatalf("exit %d, stderr: %s", code, errs)
	}
	for _, g := range []struct{ file, got string }{{"import_monsters.golden", out}, {"import_monsters_report.golden", errs}} {
		golden := filepath.Join("testdata", g.file)
		if *update {
			if err := os.WriteFile(golden, []byte(g.got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test ./cmd/skirmish -update to create it)", err)
		}
		if g.got != string(want) {
			t.Errorf("output differs from %s:\n--- got\n%s\n--- want\n%s", golden, g.got, want)
		}
	}
}

// TestImportOut writes one file per monster with --out and --only.
func TestImportOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "monsters")
	code, out, errs := runCLI(t, "import", "monsters", "../../compendium/testdata/monsters.json", "--out", dir, "--only", "cloud-ray,bramble-goblin")
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr: %s", code, out, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.yaml"))
	if len(files) != 2 || filepath.Base(files[0]) != "bramble-goblin.yaml" || filepath.Base(files[1]) != "cloud-ray.yaml" {
		t.Errorf("files %v, want bramble-goblin.yaml and cloud-ray.yaml", files)
	}
}

// TestImportGoesOn: a malformed monster is reported on standard error and
// the others are written; the summary counts it.
func TestImportGoesOn(t *testing.T) {
	code, out, errs := runCLI(t, "import", "monsters", "../../compendium/testdata/monsters_malformed.json")
	if code != 0 {
		t.Fatalf("exit %d, stderr: %s", code, errs)
	}
	for _, want := range []string{"id: pond-frog", "id: heron"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	for _, want := range []string{`monster 2 ("reed-stalker"): not a monster`, `monster 4 ("pond-frog"): its index is given twice`,
		"5 monsters, 3 not imported (see above); 2 of 2 actions"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
}
