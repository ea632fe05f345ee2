package sim

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// Config is a study: how many trials, from which seed, on how many
// workers, and which slice of the trials this run plays.
type Config struct {
	N       int    // trials in the whole study
	Seed    uint64 // the study's seed: trial i plays with TrialSeed(Seed, i)
	Workers int    // goroutines; 0 for one per CPU
	// Shard K of M plays trials [K*N/M, (K+1)*N/M) and nothing else; the
	// zero value (M 0) plays them all.
	Shard, Shards int
	Policy        Policy // nil: tactics.Simple
	File, Digest  string // the file's name and SHA-256, carried into Stats
	// Progress, when not nil, is told how many more trials are done. It
	// is called from the workers and must be safe for that.
	Progress func(done int)
	// Script plays the file's fixed rolls and its script at the start of
	// every trial, as `skirmish run FILE --auto` does. Off, a trial plays
	// the fight from its start with the policy alone (`run --no-script`):
	// a script is most often written for one seed's initiative order.
	Script bool
}

// chunk is how many trials a worker takes at a time: enough to keep the
// shared counter cold, few enough that an interrupt stops soon.
const chunk = 16

// Run plays the study's trials and tallies them. When ctx ends first it
// returns the tallies of the trials finished so far with ctx's error.
// The tallies do not depend on the number of workers.
func Run(ctx context.Context, enc *battle.Encounter, cfg Config) (*Stats, error) {
	lo, hi, err := cfg.span()
	if err != nil {
		return nil, err
	}
	scriptLines, rolls := len(enc.Script), len(enc.Rolls)
	if !cfg.Script {
		bare := *enc
		bare.Rolls, bare.Script = nil, nil
		enc = &bare
	}
	s0, err := battle.New(enc)
	if err != nil {
		return nil, err
	}
	roster := NewRoster(s0)
	total := newStats(roster)
	total.File, total.Digest, total.Seed, total.N = cfg.File, cfg.Digest, cfg.Seed, cfg.N
	total.Script, total.ScriptLines, total.Rolls = cfg.Script, scriptLines, rolls
	total.M, total.Shards = max(cfg.Shards, 1), []int{cfg.Shard}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, (hi-lo+chunk-1)/chunk))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		next    atomic.Int64
		mu      sync.Mutex
		firstEr error
		wg      sync.WaitGroup
	)
	next.Store(int64(lo))
	for range workers {
		wg.Go(func() {
			st := newStats(roster)
			err := work(ctx, enc, s0, cfg, roster, st, &next, hi)
			mu.Lock()
			defer mu.Unlock()
			total.sum(st)
			if err != nil && firstEr == nil {
				firstEr = err
				cancel()
			}
		})
	}
	wg.Wait()
	if firstEr != nil && !errors.Is(firstEr, context.Canceled) {
		return nil, firstEr
	}
	return total, ctx.Err()
}

// span is the range of trials this run plays.
func (cfg Config) span() (lo, hi int, err error) {
	if cfg.N < 1 {
		return 0, 0, fmt.Errorf("n is %d: a study plays at least one trial", cfg.N)
	}
	m := max(cfg.Shards, 1)
	if cfg.Shard < 0 || cfg.Shard >= m {
		return 0, 0, fmt.Errorf("shard %d of %d: shards are numbered 1 to %d", cfg.Shard+1, m, m)
	}
	if m > cfg.N {
		return 0, 0, fmt.Errorf("%d shards for %d trials: give at least as many trials as shards", m, cfg.N)
	}
	return cfg.Shard * cfg.N / m, (cfg.Shard + 1) * cfg.N / m, nil
}

// work plays chunks of trials until none are left or ctx ends.
func work(ctx context.Context, enc *battle.Encounter, s0 *battle.State, cfg Config, r *Roster, st *Stats, next *atomic.Int64, hi int) error {
	o := newOutcome(r)
	pol := tactics.New(0)
	pol.KeepFloods() // its trials flood the same ways again and again (tactics/floods.go)
	policy, hooks := cfg.Policy, (*tactics.Policy)(nil)
	if policy == nil {
		hooks = pol // reactions and legendary actions too (AutoplayPolicy)
	}
	watch := func(evs []battle.Event) {
		for k := range evs {
			o.observe(r, &evs[k])
		}
	}
	var last *battle.Fight
	for ctx.Err() == nil {
		from := int(next.Add(chunk)) - chunk
		if from >= hi {
			return nil
		}
		to := min(from+chunk, hi)
		for i := from; i < to; i++ {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			seed := TrialSeed(cfg.Seed, i)
			o.reset(r, i, seed)
			pol.Reseed(seed) // the trial's random choices, as `skirmish run --auto --seed` makes them
			f, err := playFrom(last, enc, s0, seed, policy, hooks, watch)
			stalemate := errors.Is(err, ErrStalemate)
			if err != nil && !stalemate {
				return fmt.Errorf("trial %d (seed %d): %w", i+1, seed, err)
			}
			o.finish(r, f.State, stalemate)
			st.add(o)
			last = f // its memory serves the next trial
		}
		if cfg.Progress != nil {
			cfg.Progress(to - from)
		}
	}
	return ctx.Err()
}
