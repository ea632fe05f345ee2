package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/schollz/progressbar/v3"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/sim"
)

// simCmd is `skirmish sim FILE` (a study) and `skirmish sim merge` (its
// shards put together).
type simCmd struct {
	Run   simRunCmd   `cmd:"" default:"withargs" help:"Play an encounter many times with the built-in tactics and report what the dice say (the default: skirmish sim FILE)."`
	Merge simMergeCmd `cmd:"" help:"Merge the JSON of a study's shards (sim FILE --shard K/M) into the report of one run."`
}

type simRunCmd struct {
	File    string  `arg:"" type:"existingfile" help:"The encounter file (YAML, see docs/encounters.md)."`
	N       int     `short:"n" default:"100000" help:"Trials to play."`
	Seed    *uint64 `help:"The study's seed (default: the file's seed, else random; printed). Trial i plays with its own seed derived from it."`
	Workers int     `default:"0" help:"Goroutines playing trials (0: one per CPU). The report does not depend on it."`
	JSON    bool    `name:"json" help:"Print the report as JSON."`
	Plot    string  `type:"path" help:"Write a plot of the report: FILE.svg or FILE.png."`
	Shard   string  `placeholder:"K/M" help:"Play only the K-th of M slices of the trials and print mergeable JSON (see skirmish sim merge)."`
	Script  bool    `help:"Play the file's rolls and script at the start of every trial (as run --auto does); without it trials play the fight from its start."`
}

type simMergeCmd struct {
	Files []string `arg:"" type:"existingfile" help:"The shards' JSON files."`
	File  string   `name:"file" type:"existingfile" help:"The encounter file the shards were made from, for the DMG's rating when merging somewhere else than where they were made (default: the path the shards recorded)."`
	JSON  bool     `name:"json" help:"Print the merged report as JSON."`
	Plot  string   `type:"path" help:"Write a plot of the report: FILE.svg or FILE.png."`
}

func (c *simRunCmd) Run(e *env) error {
	data, err := os.ReadFile(c.File)
	if err != nil {
		return err
	}
	enc, seed, err := loadEncounter(c.File, c.Seed)
	if err != nil {
		return err
	}
	k, m, err := c.shard(enc)
	if err != nil {
		return usageError{err}
	}
	workers, err := simWorkers(c.Workers, runtime.GOMAXPROCS(0))
	if err != nil {
		return usageError{err}
	}
	if err := checkPlotName(c.Plot); err != nil { // before the study: not after its hours
		return err
	}
	digest := sha256.Sum256(data)
	cfg := sim.Config{N: c.N, Seed: seed, Workers: workers, Shard: k, Shards: m, Script: c.Script, File: displayName(c.File), Digest: hex.EncodeToString(digest[:])}
	bar := newSimBar(e, c.N, m)
	if bar != nil {
		cfg.Progress = bar.add
	}
	ctx, stop := e.interrupted()
	defer stop()
	st, err := sim.Run(ctx, enc, cfg)
	bar.finish()
	interrupted := errors.Is(err, context.Canceled)
	if err != nil && !interrupted {
		return usageError{fmt.Errorf("%s: %w", c.File, err)}
	}
	if interrupted {
		fmt.Fprintf(e.stderr, "interrupted: reporting the %d trials finished\n", st.Trials)
	}
	if c.Shard != "" { // a shard's tallies, even the only one of 1/1: merge reads them
		err = writeJSON(e, st)
	} else {
		err = report(e, st, enc, c.JSON, c.Plot)
	}
	if err == nil && interrupted {
		return exitStatus(130) // the report printed, marked stopped early; the status says so too
	}
	return err
}

// shard reads --shard and checks that the shard can merge with its
// siblings: they must all play from one seed, so a random one (no --seed,
// none in the file) is refused here rather than by merge, after the
// batch's whole run; and a shard draws no plot (merge --plot does).
func (c *simRunCmd) shard(enc *battle.Encounter) (k, m int, err error) {
	if k, m, err = parseShard(c.Shard); err != nil || c.Shard == "" {
		return k, m, err
	}
	if c.Seed == nil && enc.Seed == nil {
		return 0, 0, fmt.Errorf("--shard %s needs --seed S (or a seed in the file): every shard of a study plays from the same seed, and a random one each would not merge", c.Shard)
	}
	if c.Plot != "" {
		return 0, 0, fmt.Errorf("--plot with --shard: a shard prints its tallies only; plot the merged report (skirmish sim merge --plot)")
	}
	return k, m, nil
}

// simWorkers is the number of workers for --workers: 0 for one per CPU,
// and never more than the CPUs, since each worker keeps tens of MB of
// answers (docs/sim.md, "Performance") and more would play no faster.
func simWorkers(flag, cpus int) (int, error) {
	if flag < 0 {
		return 0, fmt.Errorf("--workers %d: give a number of workers, or 0 for one per CPU", flag)
	}
	if flag == 0 {
		return cpus, nil
	}
	return min(flag, cpus), nil
}

func (c *simMergeCmd) Run(e *env) error {
	var st *sim.Stats
	for _, f := range c.Files {
		part, err := readShard(f)
		if err != nil {
			return usageError{err}
		}
		if st == nil {
			st = part
			continue
		}
		if err := st.Merge(part); err != nil {
			return usageError{fmt.Errorf("%s: %w", f, err)}
		}
	}
	enc, err := c.encounter(e, st)
	if err != nil {
		return err
	}
	return report(e, st, enc, c.JSON, c.Plot)
}

// encounter finds the study's encounter file, for the DMG's rating: the
// --file given (it must be the file the shards were made from: its digest
// says so), else the path the shards recorded if it is at hand here.
func (c *simMergeCmd) encounter(e *env, st *sim.Stats) (*battle.Encounter, error) {
	file := c.File
	if file == "" {
		file = st.File
	}
	data, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintf(e.stderr, "no DMG rating: the encounter file %s is not here (give it with --file)\n", st.File)
		return nil, nil
	}
	if d := sha256.Sum256(data); hex.EncodeToString(d[:]) != st.Digest {
		if c.File != "" {
			return nil, usageError{fmt.Errorf("--file %s is not the encounter file the shards were made from (its SHA-256 differs)", c.File)}
		}
		fmt.Fprintf(e.stderr, "no DMG rating: %s has changed since the shards were made (give the file they were made from with --file)\n", file)
		return nil, nil
	}
	enc, err := battle.Load(file, data)
	if err != nil {
		return nil, nil // a file the study loaded loads: a rating lost is no reason to fail the merge
	}
	return enc, nil
}

// readShard reads one shard's JSON.
func readShard(file string) (*sim.Stats, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	st, err := sim.ParseStats(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return st, nil
}

// report prints the study's report and writes its plot.
func report(e *env, st *sim.Stats, enc *battle.Encounter, asJSON bool, plot string) error {
	r := st.Report()
	if enc != nil {
		rep, err := rateEncounter(enc)
		if err != nil {
			fmt.Fprintf(e.stderr, "no DMG rating: %v\n", err) // as skirmish difficulty says it
		} else {
			r.DMG = fmt.Sprintf("the DMG says %s (2014), %s (2024)", rep.DMG2014.Difficulty, rep.DMG2024.Difficulty)
		}
	}
	if plot != "" {
		if err := writePlot(r, plot); err != nil {
			return err
		}
	}
	if asJSON {
		return writeJSON(e, r)
	}
	_, err := fmt.Fprint(e.stdout, r.Text())
	return err
}

// parseShard reads "K/M" (1 ≤ K ≤ M) as a 0-based shard and a count; ""
// is the whole study.
func parseShard(s string) (k, m int, err error) {
	if s == "" {
		return 0, 1, nil
	}
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	m, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || m < 1 || k < 1 || k > m {
		return 0, 0, fmt.Errorf("--shard %q: give K/M, the K-th of M slices, 1 ≤ K ≤ M (like 3/10)", s)
	}
	return k - 1, m, nil
}

// simBar is the progress bar of a study on a terminal.
type simBar struct {
	mu  sync.Mutex
	bar *progressbar.ProgressBar
}

// newSimBar is a bar when stderr is a terminal, else nil (a pipe or a
// log file gets no bar).
func newSimBar(e *env, n, m int) *simBar {
	if !e.stderrTTY {
		return nil
	}
	return &simBar{bar: progressbar.NewOptions(n/max(m, 1), progressbar.OptionSetWriter(e.stderr),
		progressbar.OptionSetDescription("fights"), progressbar.OptionShowCount(), progressbar.OptionShowIts(),
		progressbar.OptionSetItsString("fights"), progressbar.OptionClearOnFinish())}
}

func (b *simBar) add(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.bar.Add(n)
}

func (b *simBar) finish() {
	if b != nil {
		_ = b.bar.Finish()
	}
}

// checkPlotName refuses a --plot file whose extension names no format
// ("" is no plot).
func checkPlotName(file string) error {
	if file == "" {
		return nil
	}
	if format := plotFormat(file); format != "svg" && format != "png" {
		return usageError{fmt.Errorf("--plot %s: name an .svg or .png file", file)}
	}
	return nil
}

// plotFormat is the format a plot's file name asks for: its extension.
func plotFormat(file string) string {
	return strings.ToLower(strings.TrimPrefix(filepath.Ext(file), "."))
}

// writePlot writes the report's plot; the file's extension picks the
// format.
func writePlot(r *sim.Report, file string) error {
	if err := checkPlotName(file); err != nil {
		return err
	}
	data, err := r.Plot(plotFormat(file))
	if err != nil {
		return err
	}
	return os.WriteFile(file, data, 0o644)
}

// displayName is a file's path as the report shows it: relative to the
// working directory when it is below it (kong makes paths absolute).
func displayName(file string) string {
	wd, err := os.Getwd()
	if err != nil {
		return file
	}
	if rel, err := filepath.Rel(wd, file); err == nil {
		return rel
	}
	return file
}
