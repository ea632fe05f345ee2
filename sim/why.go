package sim

import (
	"errors"
	"fmt"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// Chooser is a policy that says why it chose: tactics.Policy.Next.
type Chooser func(s *battle.State, a int) tactics.Choice

// AutoplayWhy is Autoplay for a policy that explains itself: before each
// command, say receives the choice (its line and its Why), as `skirmish
// run --auto --why` prints it. Autoplay stays the studies' path: it never
// builds a Why it would drop.
func AutoplayWhy(f *battle.Fight, p Chooser, say func(tactics.Choice), watch func([]battle.Event)) error {
	for n := 0; !f.State.Over; n++ {
		if n == MaxCommands {
			return fmt.Errorf("the fight did not end after %d commands: %w", MaxCommands, ErrStalemate)
		}
		a := f.State.Current()
		ch := p(f.State, a)
		if say != nil {
			say(ch)
		}
		evs, err := f.Do(ch.Line)
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
