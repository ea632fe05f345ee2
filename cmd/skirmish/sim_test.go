package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/sim"
)

// TestSimGolden pins a small seeded study's report: the same file, seed
// and n print the same report on every machine and any worker count.
func TestSimGolden(t *testing.T) {
	args := []string{"sim", "../../sim/testdata/skirmish.yaml", "-n", "300", "--seed", "9"}
	golden := filepath.Join("testdata", "sim_skirmish.golden")
	code, out, errs := runCLI(t, append(args, "--workers", "1")...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if *update {
		if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/skirmish -update to create it)", err)
	}
	if out != string(want) {
		t.Errorf("output differs from %s:\n--- got\n%s\n--- want\n%s", golden, out, want)
	}
	if _, out2, _ := runCLI(t, append(args, "--workers", "3")...); out2 != out {
		t.Errorf("3 workers printed another report than 1 worker")
	}
}

// Shards written apart and merged print the report of one run.
func TestSimShardsMerge(t *testing.T) {
	dir := t.TempDir()
	file := "../../sim/testdata/skirmish.yaml"
	var shards []string
	for _, k := range []string{"1/3", "2/3", "3/3"} {
		code, out, errs := runCLI(t, "sim", file, "-n", "90", "--seed", "4", "--shard", k)
		if code != 0 {
			t.Fatalf("shard %s: exit %d: %s", k, code, errs)
		}
		var st sim.Stats
		if err := json.Unmarshal([]byte(out), &st); err != nil {
			t.Fatalf("shard %s printed no shard JSON: %v", k, err)
		}
		name := filepath.Join(dir, strings.ReplaceAll(k, "/", "-")+".json")
		if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		shards = append(shards, name)
	}
	_, one, _ := runCLI(t, "sim", file, "-n", "90", "--seed", "4", "--json")
	code, merged, errs := runCLI(t, append([]string{"sim", "merge", "--json"}, shards[2], shards[0], shards[1])...)
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errs)
	}
	var a, b sim.Report
	if err := json.Unmarshal([]byte(one), &a); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(merged), &b); err != nil {
		t.Fatal(err)
	}
	a.Shards, b.Shards = 0, 0
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Errorf("merged shards:\n%s\none run:\n%s", jb, ja)
	}
	// The DMG's rating needs the encounter file: from elsewhere, --file
	// gives it, and must be the file the shards were made from.
	code, out, errs := runCLI(t, "sim", "merge", "--file", file, shards[0], shards[1], shards[2])
	if code != 0 || !strings.Contains(out, "the DMG says") {
		t.Errorf("merge --file: exit %d, want the DMG's rating:\n%s%s", code, out, errs)
	}
	if code, _, errs = runCLI(t, "sim", "merge", "--file", "../../examples/goblin-ambush.yaml", shards[0]); code != 2 || !strings.Contains(errs, "not the encounter file") {
		t.Errorf("merge --file of another encounter: exit %d: %s", code, errs)
	}
	code, out, _ = runCLI(t, "sim", "merge", shards[0], shards[1])
	if code != 0 || !strings.Contains(out, "shards missing: 3") || strings.Contains(out, "stopped early") {
		t.Errorf("two of three shards: exit %d, want the report to name shard 3 missing, and no study stopped early:\n%s", code, out)
	}
}

func TestSimPlot(t *testing.T) {
	for _, ext := range []string{"svg", "png"} {
		file := filepath.Join(t.TempDir(), "study."+ext)
		code, _, errs := runCLI(t, "sim", "../../sim/testdata/duel.yaml", "-n", "50", "--seed", "1", "--plot", file)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if ext == "svg" && !strings.Contains(string(data), "<svg") || ext == "png" && !strings.HasPrefix(string(data), "\x89PNG") {
			t.Errorf("%s: not a %s file (%d bytes)", file, ext, len(data))
		}
	}
}

func TestSimErrors(t *testing.T) {
	dir := t.TempDir()
	junk := filepath.Join(dir, "junk.json")
	_ = os.WriteFile(junk, []byte(`{"format": 1, "n": 10, "m": 1, "trials": 99}`), 0o644)
	_, shard, _ := runCLI(t, "sim", "../../sim/testdata/duel.yaml", "-n", "10", "--seed", "1", "--shard", "1/2")
	one := filepath.Join(dir, "one.json")
	_ = os.WriteFile(one, []byte(shard), 0o644)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "../../sim/testdata/duel.yaml", "--shard", "4/3"}, "--shard \"4/3\""},
		{[]string{"sim", "../../sim/testdata/duel.yaml", "--shard", "x"}, "give K/M"},
		{[]string{"sim", "../../sim/testdata/duel.yaml", "-n", "0"}, "at least one trial"},
		{[]string{"sim", "testdata/bad.yaml"}, "bad.yaml:5"},
		{[]string{"sim", "merge", junk}, "junk.json"},
		{[]string{"sim", "merge", one, one}, "counted twice"},
		{[]string{"sim", "../../sim/testdata/duel.yaml", "-n", "5", "--plot", filepath.Join(dir, "x.gif")}, ".svg or .png"},
	} {
		code, _, errs := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

// A night the report names replays with `skirmish run FILE --auto --seed
// S`: the same dice and the same policy give the same fight.
func TestSimNightReplaysWithRun(t *testing.T) {
	file := "../../sim/testdata/skirmish.yaml"
	code, out, errs := runCLI(t, "sim", file, "-n", "60", "--seed", "2", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r sim.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	worst := r.Nights[len(r.Nights)-1]
	code, log, errs := runCLI(t, "run", file, "--auto", "--seed", fmt.Sprint(worst.Seed), "--json")
	if code != 0 {
		t.Fatalf("run: exit %d: %s", code, errs)
	}
	down := map[string]bool{}
	for line := range strings.Lines(log) {
		var ev struct{ Type, Target string }
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatal(err)
		}
		if ev.Type == "down" && strings.HasPrefix(ev.Target, "Fighter") {
			down[ev.Target] = true
		}
	}
	if len(down) != worst.Downs {
		t.Errorf("run --seed %d: %d fighters went down, the report's worst night says %d", worst.Seed, len(down), worst.Downs)
	}
}

// A file with a script (written for one seed's initiative order) is
// studied from the fight's start unless --script asks for it, and a night
// replays with run --no-script.
func TestSimLeavesTheScriptOut(t *testing.T) {
	file := "../../examples/troll-bridge.yaml"
	code, out, errs := runCLI(t, "sim", file, "-n", "40", "--seed", "5", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r sim.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.ScriptSkipped == 0 || !strings.Contains(r.Replay, "--no-script") {
		t.Errorf("script skipped %d, replay %q: want the script left out and --no-script in the replay", r.ScriptSkipped, r.Replay)
	}
	worst := r.Nights[len(r.Nights)-1]
	code, log, errs := runCLI(t, "run", file, "--no-script", "--seed", fmt.Sprint(worst.Seed), "--json")
	if code != 0 {
		t.Fatalf("run --no-script: exit %d: %s", code, errs)
	}
	down := map[string]bool{}
	for line := range strings.Lines(log) {
		var ev struct{ Type, Target string }
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatal(err)
		}
		if ev.Type == "down" && (ev.Target == "Brakka" || ev.Target == "Ilse" || ev.Target == "Tam") {
			down[ev.Target] = true
		}
	}
	if len(down) != worst.Downs {
		t.Errorf("run --no-script --seed %d: %d of the party went down, the report's worst night says %d", worst.Seed, len(down), worst.Downs)
	}
	if code, _, errs := runCLI(t, "sim", file, "-n", "40", "--seed", "5", "--script"); code != 2 || !strings.Contains(errs, "the script's") {
		t.Errorf("--script with a seed the script wasn't written for: exit %d, %q; want the refused script line", code, errs)
	}
}

// --shard always prints a shard's JSON, a shard must have a seed every
// shard shares, and a shard draws no plot: each of these, got wrong,
// costs a batch job's whole run before merge refuses its output.
func TestSimShardFlags(t *testing.T) {
	dir := t.TempDir()
	duel := "../../sim/testdata/duel.yaml"
	seeded := filepath.Join(dir, "seeded.yaml")
	data, err := os.ReadFile(duel)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(seeded, append([]byte("seed: 3\n"), data...), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string // in stderr; "" for a shard's JSON on stdout
	}{
		{[]string{duel, "-n", "4", "--seed", "1", "--shard", "1/1"}, 0, ""}, // a job array of one
		{[]string{seeded, "-n", "4", "--shard", "2/2"}, 0, ""},              // the file's seed is every shard's
		{[]string{duel, "-n", "4", "--shard", "1/2"}, 2, "--seed"},          // a random seed each: unmergeable
		{[]string{duel, "-n", "4", "--seed", "1", "--shard", "1/2", "--plot", filepath.Join(dir, "p.svg")}, 2, "--plot"},
	} {
		code, out, errs := runCLI(t, append([]string{"sim"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("sim %v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
			continue
		}
		if c.code != 0 {
			if out != "" {
				t.Errorf("sim %v: printed %q before refusing", c.args, out)
			}
			continue
		}
		if _, err := sim.ParseStats([]byte(out)); err != nil {
			t.Errorf("sim %v: not a shard's JSON: %v\n%s", c.args, err, out)
		}
	}
}

// --workers: 0 is one per CPU, a negative count is refused, and more
// workers than CPUs are cut to the CPUs: each worker keeps tens of MB of
// answers (docs/sim.md, "Performance"), so --workers 100000 on a large
// study would grow the memory with n, and play no faster.
func TestSimWorkers(t *testing.T) {
	for _, c := range []struct {
		flag, cpus, want int
		err              bool
	}{
		{0, 2, 2, false},
		{1, 2, 1, false},
		{2, 2, 2, false},
		{3, 2, 2, false},
		{100000000, 8, 8, false},
		{-1, 2, 0, true},
	} {
		got, err := simWorkers(c.flag, c.cpus)
		if got != c.want || (err != nil) != c.err {
			t.Errorf("simWorkers(%d, %d CPUs) = %d, %v; want %d, error %v", c.flag, c.cpus, got, err, c.want, c.err)
		}
	}
	code, out, errs := runCLI(t, "sim", "../../sim/testdata/duel.yaml", "-n", "5", "--seed", "1", "--workers=-1")
	if code != 2 || out != "" || !strings.Contains(errs, "--workers -1") {
		t.Errorf("--workers=-1: exit %d, stdout %q, stderr %q; want 2, nothing printed and the flag named", code, out, errs)
	}
}

// A plot's file name is checked before the study runs, not after the
// hours a large one takes: here the study itself would fail (a script
// written for another seed), and the plot's error must come first.
func TestSimPlotNameCheckedFirst(t *testing.T) {
	code, _, errs := runCLI(t, "sim", "../../examples/troll-bridge.yaml", "-n", "40", "--seed", "5", "--script", "--plot", filepath.Join(t.TempDir(), "x.gif"))
	if code != 2 || !strings.Contains(errs, ".svg or .png") {
		t.Errorf("--plot x.gif: exit %d, stderr %q; want 2 and the plot's name refused before any trial", code, errs)
	}
}

// A file the DMG can't rate (no characters, or a monster with no
// challenge rating) gets a report without the rating, and stderr says
// why, as merge does when the file is not at hand.
func TestSimSaysWhyNoDMGRating(t *testing.T) {
	code, out, errs := runCLI(t, "sim", "../../sim/testdata/duel.yaml", "-n", "5", "--seed", "1")
	if code != 0 || strings.Contains(out, "the DMG says") || !strings.Contains(errs, "no DMG rating: no characters") {
		t.Errorf("exit %d, stderr %q; want a report without the rating and the reason on stderr\n%s", code, errs, out)
	}
}

// Ctrl-C stops a study: the report of the trials played is printed,
// marked stopped early, and the exit status is 130 (128 + SIGINT, as a
// shell says of an interrupted command), so that a script or a batch
// scheduler running a shard sees that it did not finish.
func TestSimInterruptedExits130(t *testing.T) {
	for _, args := range [][]string{
		{"--json"},
		{"--shard", "1/2"},
		{},
	} {
		var out, errb bytes.Buffer
		e := &env{stdout: &out, stderr: &errb, interrupt: func() (context.Context, context.CancelFunc) {
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(300*time.Millisecond, cancel) // Ctrl-C, a moment in
			return ctx, cancel
		}}
		c := &simRunCmd{File: "../../sim/testdata/duel.yaml", N: 100_000_000, Seed: ptr(uint64(1))}
		for k := 0; k < len(args); k++ {
			switch args[k] {
			case "--json":
				c.JSON = true
			case "--shard":
				c.Shard, k = args[k+1], k+1
			}
		}
		err := c.Run(e)
		var x exitStatus
		if !errors.As(err, &x) || x != 130 {
			t.Errorf("%v: interrupted, Run gave %v; want exit status 130", args, err)
		}
		if !strings.Contains(errb.String(), "interrupted: reporting the") {
			t.Errorf("%v: stderr %q; want it to say the study was interrupted", args, errb.String())
		}
		if c.Shard != "" { // a shard's raw tallies: merge marks the study stopped early
			if st, err := sim.ParseStats(out.Bytes()); err != nil || st.Trials >= c.N/2 {
				t.Errorf("%v: an interrupted shard printed %v (%v); want its tallies of the trials played", args, st, err)
			}
			continue
		}
		if !strings.Contains(out.String(), "stopped") {
			t.Errorf("%v: the report of an interrupted study is not marked stopped early:\n%s", args, out.String())
		}
	}
	code, _, _ := runCLI(t, "sim", "../../sim/testdata/duel.yaml", "-n", "5", "--seed", "1")
	if code != 0 {
		t.Errorf("a study that ran to its end: exit %d, want 0", code)
	}
}

func ptr[T any](v T) *T { return &v }
