package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/sim"
	"github.com/skirmish-rpg/skirmish/store"
	"github.com/skirmish-rpg/skirmish/tactics"
)

type runCmd struct {
	File     string  `arg:"" type:"existingfile" help:"The encounter file (YAML, see docs/encounters.md)."`
	Seed     *uint64 `help:"Seed for the dice (default: the file's seed, else random; printed at the start)."`
	Rolls    string  `help:"Faces to use first, comma-separated, before the file's rolls and the seeded dice."`
	JSON     bool    `help:"Print one JSON event per line (docs/events.md) instead of the readable log."`
	Auto     bool    `help:"After the script, let the built-in policy play until the fight ends."`
	NoScript bool    `name:"no-script" help:"Leave out the file's rolls and script: the built-in policy plays from the start (a trial of skirmish sim without --script)."`
	Why      bool    `help:"With the policy playing, print before each of its commands why it chose it (docs/tactics.md)."`
	Replay   string  `type:"existingfile" help:"Replay a JSON Lines log (docs/events.md: run --json's, or a tracker's export) onto the file's encounter: no dice are rolled, nothing is decided; prints the log and where the fight stands."`
}

func (c *runCmd) Run(e *env) error {
	if c.Replay != "" {
		return c.replay(e)
	}
	enc, seed, err := loadEncounter(c.File, c.Seed)
	if err != nil {
		return err
	}
	if c.NoScript {
		enc.Rolls, enc.Script, c.Auto = nil, nil, true
	}
	faces := enc.Rolls
	if c.Rolls != "" {
		extra, err := parseFaces(c.Rolls)
		if err != nil {
			return usageError{err}
		}
		faces = append(extra, faces...)
	}
	src := &dice.Script{Faces: faces, Then: dice.NewPRNG(seed)}
	out := newEventWriter(e, c.JSON)
	if !c.JSON {
		fmt.Fprintf(e.stdout, "seed %d\n", seed)
	}
	f, err := battle.Start(enc, src)
	if err != nil {
		return err
	}
	out.write(f.Log)
	for _, line := range enc.Script {
		if f.State.Over {
			break
		}
		evs, err := f.Do(line)
		if err != nil {
			return out.refused(f, line, err)
		}
		out.write(evs)
	}
	if c.Auto || len(enc.Script) == 0 {
		if err := autoplay(f, out, seed, c.Why && !c.JSON); err != nil {
			return err
		}
	}
	return nil
}

// loadEncounter reads and validates an encounter file and picks the seed:
// the flag's, else the file's, else a random one.
func loadEncounter(file string, flag *uint64) (*battle.Encounter, uint64, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, 0, err
	}
	enc, err := battle.Load(file, data)
	if err != nil {
		return nil, 0, usageError{err}
	}
	seed := randomSeed()
	if enc.Seed != nil {
		seed = *enc.Seed
	}
	if flag != nil {
		seed = *flag
	}
	return enc, seed, nil
}

// autoplay lets the built-in policy play every creature until the end,
// as a trial of `skirmish sim` plays with this seed (sim.Autoplay); with
// why, each command is preceded by the policy's reasons.
func autoplay(f *battle.Fight, out *eventWriter, seed uint64, why bool) error {
	var err error
	if why {
		say := func(ch tactics.Choice) { fmt.Fprintf(out.e.stdout, "          why: %s: %s\n", ch.Line, ch.Why) }
		err = sim.AutoplayWhy(f, tactics.New(seed), say, out.write)
	} else {
		err = sim.AutoplayPolicy(f, tactics.New(seed), out.write)
	}
	if errors.Is(err, sim.ErrStalemate) {
		return fmt.Errorf("%w: stopped (two sides that can't reach each other?)", err)
	}
	return err
}

// eventWriter prints events as the readable log or as JSON Lines.
type eventWriter struct {
	e    *env
	json bool
	enc  *json.Encoder
}

func newEventWriter(e *env, asJSON bool) *eventWriter {
	w := &eventWriter{e: e, json: asJSON, enc: json.NewEncoder(e.stdout)}
	w.enc.SetEscapeHTML(false)
	return w
}

func (w *eventWriter) write(evs []battle.Event) {
	for _, ev := range evs {
		if w.json {
			_ = w.enc.Encode(ev)
			continue
		}
		fmt.Fprintf(w.e.stdout, "%4d  r%-2d %s\n", ev.Seq, ev.Round, ev.Text)
	}
}

// refused reports a scripted command the rules refused: as a refused
// event, and as the command's failure (exit status 1).
func (w *eventWriter) refused(f *battle.Fight, line string, err error) error {
	ev := battle.Event{Seq: f.State.Seq + 1, Round: f.State.Round, Type: battle.EvRefused, Command: line, Reason: err.Error(),
		Text: fmt.Sprintf("refused: %q: %v", line, err)}
	w.write([]battle.Event{ev})
	return fmt.Errorf("script stopped at %q: %w", line, err)
}

// replay folds a log onto the encounter, as the tracker does when it
// loads an encounter (docs/events.md "Folding a log").
func (c *runCmd) replay(e *env) error {
	data, err := os.ReadFile(c.File)
	if err != nil {
		return err
	}
	enc, err := battle.LoadRoster(c.File, data) // a tracker's encounter may have begun with no combatants
	if err != nil {
		return usageError{err}
	}
	f, err := os.Open(c.Replay)
	if err != nil {
		return err
	}
	defer f.Close()
	log, err := store.ReadJSONL(f)
	if err != nil {
		return usageError{fmt.Errorf("%s: %w", c.Replay, err)}
	}
	s, err := battle.Replay(enc, log)
	if err != nil {
		return fmt.Errorf("%s does not fold onto %s: %w", c.Replay, c.File, err)
	}
	out := newEventWriter(e, c.JSON)
	out.write(log)
	if c.JSON {
		return nil
	}
	switch {
	case s.Over:
		fmt.Fprintf(e.stdout, "replayed %d events: the fight is over after round %d (%s won)\n", len(log), s.Round, s.Winner)
	case s.Started:
		next := ""
		if s.Waiting() {
			next = " next, after the wait between turns" // for a lair or legendary action (battle/lair.go, legendary_wait.go)
		}
		fmt.Fprintf(e.stdout, "replayed %d events: round %d, %s's turn%s\n", len(log), s.Round, s.Combatants[s.Current()].Name, next)
	default:
		fmt.Fprintf(e.stdout, "replayed %d events: the fight has not begun\n", len(log))
	}
	return nil
}
