package battle

import (
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Moving through a hazard at half speed (SRD 5.1 "Adventuring Gear":
// Caltrops, "A creature moving through the area at half speed doesn't
// need to make the saving throw"; Ball Bearings, "A creature moving
// through the area at half speed doesn't need to make the save"):
// `NAME move to SQUARE carefully` (or `... at half speed`, or a path of
// squares followed by either) walks as a move does, but every step into a
// square of a hazard's area costs double, as half speed makes each foot
// cost two, and no hazard it enters calls for a save. Steps outside the
// areas cost what they always do: "through the area" is what the SRD
// slows.

// carefulNote ends the text of a careful move's events.
const carefulNote = ", carefully: at half speed through hazards, no save"

// carefulFlag takes a trailing "carefully" or "at half speed" off a move.
func carefulFlag(cmd *Command, rest []string) []string {
	n := len(rest)
	switch {
	case n >= 1 && strings.EqualFold(rest[n-1], "carefully"):
		cmd.Careful = true
		return rest[:n-1]
	case n >= 3 && strings.EqualFold(strings.Join(rest[n-3:], " "), "at half speed"):
		cmd.Careful = true
		return rest[:n-3]
	}
	return rest
}

// carefully doubles the cost of each step of a careful move that enters a
// square of a hazard's area, and refuses a careful flight: a creature
// aloft never touches the hazards.
func (s *State) carefully(a int, cmd Command, steps []grid.Step, costs []int) error {
	c := &s.Combatants[a]
	if cmd.Mode == "fly" || c.Alt > 0 {
		return refuse(CodeSyntax, "%q: carefully is a move on the ground through caltrops or ball bearings, not a flight", cmd.Text)
	}
	for i, st := range steps {
		if s.inHazard(footprint(st.To, c.Size.Squares())) {
			costs[i] *= 2
		}
	}
	return nil
}

// inHazard reports whether any of the squares is in a hazard's area.
func (s *State) inHazard(sqs []grid.Square) bool {
	for _, h := range s.Hazards {
		if slices.ContainsFunc(sqs, func(q grid.Square) bool { return slices.Contains(h.Squares, q) }) {
			return true
		}
	}
	return false
}
