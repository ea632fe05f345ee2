package sim

import (
	"errors"
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// Policy chooses the next command, in the command language, for creature
// a, whose turn it is (tactics.Simple is the default).
type Policy func(s *battle.State, a int) string

// MaxCommands bounds a policy-played fight: two sides that can't reach
// each other would otherwise never end. A fight stopped there is a
// stalemate.
const MaxCommands = 5000

// MaxRounds bounds it too: a fight still on after 100 rounds (ten
// minutes of game time) has stalled — creatures that can't reach each
// other, or keep missing behind cover — and counts as a stalemate without
// playing out its 5,000 commands.
const MaxRounds = 100

// ErrStalemate is returned by Autoplay when a fight reaches MaxCommands
// or MaxRounds.
var ErrStalemate = errors.New("stalemate")

// Play plays one lean trial (battle.Fight.Lean) the way `skirmish run FILE --auto --seed seed`
// does: the file's fixed rolls first and then dice seeded with seed, the
// file's script, then the policy until the fight ends. watch, when not
// nil, sees every event as it happens. A script line the rules refuse is
// an error of the file, not of the trial.
func Play(enc *battle.Encounter, seed uint64, p Policy, watch func([]battle.Event)) (*battle.Fight, error) {
	var pol *tactics.Policy
	if p == nil {
		pol = tactics.New(seed)
	}
	s0, err := battle.New(enc)
	if err != nil {
		return nil, err
	}
	return playFrom(nil, enc, s0, seed, p, pol, watch)
}

// playFrom is Play from s0, the encounter built once by battle.New for
// every trial of a study, in the memory of prev, the fight of the
// worker's last trial (nil for none: battle.RestartLean). With pol (p
// nil) the default policy plays with its reactions and its legendary and
// lair actions (AutoplayPolicy).
func playFrom(prev *battle.Fight, enc *battle.Encounter, s0 *battle.State, seed uint64, p Policy, pol *tactics.Policy, watch func([]battle.Event)) (*battle.Fight, error) {
	f, err := battle.RestartLean(prev, enc, s0, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
	if err != nil {
		return nil, err
	}
	if watch != nil {
		watch(f.LastEvents())
	}
	for _, line := range enc.Script {
		if f.State.Over {
			break
		}
		evs, err := f.Do(line)
		if err != nil {
			return f, fmt.Errorf("the script's %q: %w", line, err)
		}
		if watch != nil {
			watch(evs)
		}
	}
	if pol != nil {
		return f, AutoplayPolicy(f, pol, watch)
	}
	return f, Autoplay(f, p, watch)
}

// Autoplay lets the policy play every creature until the fight ends. A
// command the rules refuse ends that creature's turn instead, so a
// policy's mistake costs a turn, never the fight. It returns ErrStalemate
// after MaxCommands commands.
func Autoplay(f *battle.Fight, p Policy, watch func([]battle.Event)) error {
	if p == nil { // Play and Autoplay's callers pass the trial's policy (run.go, `skirmish run`)
		return AutoplayPolicy(f, tactics.New(0), watch)
	}
	return autoplay(f, func(s *battle.State, a int) tactics.Choice { return tactics.Choice{Line: p(s, a)} }, nil, nil, watch)
}

// AutoplayPolicy is Autoplay with the default policy in full: it answers
// the fight's reactions (f.React: opportunity attacks, Shield, Hellish
// Rebuke ...) and, after each command that ends a turn, takes the
// legendary and lair actions it offers for the moment between turns
// (tactics.Policy.Between), which costs nothing in a fight without a
// legendary creature. The file's script, played before, takes every legal
// reaction, as `skirmish run` does.
func AutoplayPolicy(f *battle.Fight, pol *tactics.Policy, watch func([]battle.Event)) error {
	f.React = pol.React
	return autoplay(f, pol.Choose, nil, pol.Between, watch)
}

// autoplay plays the choices of next (their Cmd when made, else their
// Line), and between, when not nil, at each moment between
// turns: one command it offers after another until it offers none or the
// rules refuse one (a refusal there costs nothing: the turn goes on).
// With say, every choice is told before it is played.
func autoplay(f *battle.Fight, next func(*battle.State, int) tactics.Choice, say func(tactics.Choice), between func(*battle.State) (tactics.Choice, bool), watch func([]battle.Event)) error {
	if between != nil {
		// A dying creature's turn is a moment for legendary actions too:
		// held open for next to end (battle.Fight.HoldDownedTurns).
		f.HoldDownedTurns()
		// Initiative count 20 of round 1 may come before the first
		// creature's turn.
		if err := takeBetween(f, between, say, watch); err != nil {
			return err
		}
	}
	for n := 0; !f.State.Over; n++ {
		if n == MaxCommands {
			return fmt.Errorf("the fight did not end after %d commands: %w", MaxCommands, ErrStalemate)
		}
		if f.State.Round > MaxRounds {
			return fmt.Errorf("the fight did not end in %d rounds: %w", MaxRounds, ErrStalemate)
		}
		a := f.State.Current()
		round, turn := f.State.Round, f.State.Turn
		var evs []battle.Event
		var err error
		if f.State.Waiting() { // at count 20 or a turn's end (battle/lair.go, legendary_wait.go)
			// The fight waits at initiative count 20 (battle/lair.go): its
			// lair actions were between's to take, and the next turn begins.
			evs, err = f.Run(battle.NextTurn())
		} else {
			evs, err = run(f, next(f.State, a)) // with say, next told the choice (AutoplayWhy)
		}
		if err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) {
				return err
			}
			if evs, err = f.Run(tactics.EndTurn(f.State, a)); err != nil {
				return err
			}
		}
		if watch != nil {
			watch(evs)
		}
		if between == nil || f.State.Round == round && f.State.Turn == turn {
			continue
		}
		if err := takeBetween(f, between, say, watch); err != nil {
			return err
		}
	}
	return nil
}

// takeBetween plays what between offers at a moment between turns, one
// command after another, until it offers none or the rules refuse one (a
// refusal there costs nothing: the turn goes on).
func takeBetween(f *battle.Fight, between func(*battle.State) (tactics.Choice, bool), say func(tactics.Choice), watch func([]battle.Event)) error {
	for k := 0; k < 8 && !f.State.Over; k++ { // a few legends at most act at one moment
		ch, ok := between(f.State)
		if !ok {
			return nil
		}
		if say != nil {
			say(ch)
		}
		evs, err := run(f, ch)
		if err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) {
				return err
			}
			return nil
		}
		if watch != nil {
			watch(evs)
		}
	}
	return nil
}

// run plays a choice: its Command as the policy made it, else its line
// parsed (tactics.Choice.Cmd).
func run(f *battle.Fight, ch tactics.Choice) ([]battle.Event, error) {
	if ch.Cmd.Verb != "" {
		return f.Run(ch.Cmd)
	}
	return f.Do(ch.Line)
}
