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

// ErrStalemate is returned by Autoplay when a fight reaches MaxCommands.
var ErrStalemate = errors.New("stalemate")

// Play plays one lean trial (battle.Fight.Lean) the way `skirmish run FILE --auto --seed seed`
// does: the file's fixed rolls first and then dice seeded with seed, the
// file's script, then the policy until the fight ends. watch, when not
// nil, sees every event as it happens. A script line the rules refuse is
// an error of the file, not of the trial.
func Play(enc *battle.Encounter, seed uint64, p Policy, watch func([]battle.Event)) (*battle.Fight, error) {
	if p == nil {
		p = tactics.New(seed).Line
	}
	s0, err := battle.New(enc)
	if err != nil {
		return nil, err
	}
	return playFrom(enc, s0, seed, p, watch)
}

// playFrom is Play from s0, the encounter built once by battle.New for
// every trial of a study.
func playFrom(enc *battle.Encounter, s0 *battle.State, seed uint64, p Policy, watch func([]battle.Event)) (*battle.Fight, error) {
	f, err := battle.StartLean(enc, s0, &dice.Script{Faces: enc.Rolls, Then: dice.NewPRNG(seed)})
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
	return f, Autoplay(f, p, watch)
}

// Autoplay lets the policy play every creature until the fight ends. A
// command the rules refuse ends that creature's turn instead, so a
// policy's mistake costs a turn, never the fight. It returns ErrStalemate
// after MaxCommands commands.
func Autoplay(f *battle.Fight, p Policy, watch func([]battle.Event)) error {
	if p == nil {
		p = tactics.New(0).Line // Play and Autoplay's callers pass the trial's policy (run.go, `skirmish run`)
	}
	for n := 0; !f.State.Over; n++ {
		if n == MaxCommands {
			return fmt.Errorf("the fight did not end after %d commands: %w", MaxCommands, ErrStalemate)
		}
		a := f.State.Current()
		evs, err := f.Do(p(f.State, a))
		if err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) {
				return err
			}
			if evs, err = f.Do(f.State.Combatants[a].Name + " end turn"); err != nil {
				return err
			}
		}
		if watch != nil {
			watch(evs)
		}
	}
	return nil
}
