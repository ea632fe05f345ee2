package sim

import (
	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// AutoplayWhy is AutoplayPolicy for a reader: before each command, say
// receives the policy's choice (its line and its Why), as `skirmish run
// --auto --why` prints it. The studies' path (AutoplayPolicy) never builds
// a Why it would drop.
func AutoplayWhy(f *battle.Fight, pol *tactics.Policy, say func(tactics.Choice), watch func([]battle.Event)) error {
	f.React = pol.React
	next := func(s *battle.State, a int) tactics.Choice {
		ch := pol.Next(s, a)
		say(ch)
		return ch
	}
	return autoplay(f, next, say, pol.Between, watch)
}
