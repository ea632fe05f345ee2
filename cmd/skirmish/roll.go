package main

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/schollz/progressbar/v3"

	"github.com/skirmish-rpg/skirmish/dice"
)

type rollCmd struct {
	Expr  []string `arg:"" name:"expr" help:"The dice expression; words after it (adv, dis) join it, so quoting is optional."`
	N     int      `short:"n" default:"1" help:"Roll this many times."`
	Seed  *uint64  `help:"Seed for the dice, to reproduce a roll (default: a random seed; --stats prints the one it used)."`
	Rolls string   `help:"Faces to use, in order, comma-separated (physical dice typed in): --rolls 3,4,6,4."`
	JSON  bool     `help:"Print JSON instead of text."`
	Stats bool     `help:"With -n: print mean, min, max and a histogram instead of every roll."`
}

func (c *rollCmd) Run(e *env) error {
	expr, err := dice.Parse(strings.Join(c.Expr, " "))
	if err != nil {
		return usageError{err}
	}
	prog, err := dice.Compile(expr)
	if err != nil {
		return usageError{err}
	}
	if c.N < 1 {
		return usageError{fmt.Errorf("-n must be at least 1, not %d", c.N)}
	}
	seed := randomSeed()
	if c.Seed != nil {
		seed = *c.Seed
	}
	var src dice.Source = dice.NewPRNG(seed)
	if c.Rolls != "" {
		faces, err := parseFaces(c.Rolls)
		if err != nil {
			return usageError{err}
		}
		src = dice.NewScript(faces...)
	}
	if c.Stats {
		return c.stats(e, prog, src, seed)
	}
	results := make([]*dice.Result, 0, min(c.N, 1<<16))
	for range c.N {
		r, err := prog.Roll(src)
		if err != nil {
			return err
		}
		if !c.JSON {
			fmt.Fprintln(e.stdout, r)
			continue
		}
		results = append(results, r)
	}
	if c.JSON {
		out := any(results)
		if c.N == 1 {
			out = results[0]
		}
		return writeJSON(e, out)
	}
	return nil
}

// parseFaces reads "3,4,6,4" (spaces allowed).
func parseFaces(s string) ([]int, error) {
	var faces []int
	for i, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, fmt.Errorf("--rolls: face %d (%q) is not a whole number", i+1, f)
		}
		faces = append(faces, v)
	}
	return faces, nil
}

func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
	return binary.LittleEndian.Uint64(b[:])
}

// stats rolls N totals on the allocation-free path and summarises them.
func (c *rollCmd) stats(e *env, prog *dice.Program, src dice.Source, seed uint64) error {
	var t tally
	var bar *progressbar.ProgressBar
	const step = 1 << 16
	if e.stderrTTY && c.N >= 4_000_000 {
		bar = progressbar.NewOptions(c.N, progressbar.OptionSetWriter(e.stderr),
			progressbar.OptionSetDescription("rolling"), progressbar.OptionClearOnFinish())
	}
	for i := range c.N {
		v, err := prog.Total(src)
		if err != nil {
			return err
		}
		t.add(v)
		if bar != nil && i%step == step-1 {
			_ = bar.Add(step)
		}
	}
	if bar != nil {
		_ = bar.Finish()
	}
	s := t.summary(prog.Expr().String(), seed)
	if c.JSON {
		return writeJSON(e, s)
	}
	fmt.Fprintf(e.stdout, "%s  n=%d  seed=%d\nmean %.4f  sd %.4f  min %d  max %d\n\n",
		s.Expr, s.N, s.Seed, s.Mean, s.SD, s.Min, s.Max)
	rows := make([]histRow, len(s.Histogram))
	for i, h := range s.Histogram {
		rows[i] = histRow{label: strconv.Itoa(h.Total), p: float64(h.Count) / float64(s.N),
			extra: fmt.Sprintf("%8d", h.Count)}
	}
	printHistogram(e.stdout, rows)
	return nil
}

// tally counts totals in a slice indexed from the lowest seen, which keeps
// a million-roll loop free of map look-ups.
type tally struct {
	lo     int
	counts []int
	n      int
	sum    float64
	sumSq  float64
}

func (t *tally) add(v int) {
	switch {
	case len(t.counts) == 0:
		t.lo, t.counts = v, []int{0}
	case v < t.lo:
		grow := make([]int, t.lo-v+len(t.counts))
		copy(grow[t.lo-v:], t.counts)
		t.lo, t.counts = v, grow
	case v-t.lo >= len(t.counts):
		t.counts = append(t.counts, make([]int, v-t.lo-len(t.counts)+1)...)
	}
	t.counts[v-t.lo]++
	t.n++
	f := float64(v)
	t.sum += f
	t.sumSq += f * f
}

type histBin struct {
	Total int `json:"total"`
	Count int `json:"count"`
}

type rollStats struct {
	Expr      string    `json:"expr"`
	N         int       `json:"n"`
	Seed      uint64    `json:"seed"`
	Mean      float64   `json:"mean"`
	SD        float64   `json:"sd"`
	Min       int       `json:"min"`
	Max       int       `json:"max"`
	Histogram []histBin `json:"histogram"`
}

func (t *tally) summary(expr string, seed uint64) rollStats {
	s := rollStats{Expr: expr, N: t.n, Seed: seed}
	n := float64(t.n)
	s.Mean = t.sum / n
	s.SD = math.Sqrt(max(t.sumSq/n-s.Mean*s.Mean, 0))
	first := true
	for i, c := range t.counts {
		if c == 0 {
			continue
		}
		v := t.lo + i
		if first {
			s.Min, first = v, false
		}
		s.Max = v
		s.Histogram = append(s.Histogram, histBin{Total: v, Count: c})
	}
	return s
}

func writeJSON(e *env, v any) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // ">=7" should read as typed
	return enc.Encode(v)
}
