package battle

import (
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// parseCast reads the words after `cast`: "SPELL [at|on TARGET[, TARGET
// ...]|SQUARE] [toward SQUARE] [level N] [as TYPE]" (the type: spell_types.go). The spell is left in With for
// the decider to find; targets are names separated by commas or "and".
func parseCast(s *State, cmd Command, rest []string) (Command, error) {
	usage := func(why string) error {
		return refuse(CodeSyntax, "%q: %s (cast SPELL [at|on TARGET[, TARGET ...]|SQUARE] [toward SQUARE] [level N] [as TYPE])", cmd.Text, why)
	}
	rest = castTypeWord(&cmd, rest)
	if n := len(rest); n >= 2 && strings.EqualFold(rest[n-2], "level") {
		lv, err := strconv.Atoi(strings.TrimRight(strings.ToLower(rest[n-1]), "thrdsn"))
		if err != nil || lv < 1 || lv > 9 {
			return cmd, usage("a slot level is 1 to 9, not " + strconv.Quote(rest[n-1]))
		}
		cmd.N, rest = lv, rest[:n-2]
		if n := len(rest); n >= 1 && strings.EqualFold(rest[n-1], "at") { // "at level 3"
			rest = rest[:n-1]
		}
	}
	if cmd.Type == "" {
		rest = castTypeWord(&cmd, rest) // "level 2 as cold" or "as cold level 2"
	}
	k := 0
	for k < len(rest) {
		if w := strings.ToLower(rest[k]); w == "at" || w == "on" || w == "toward" || w == "towards" {
			break
		}
		k++
	}
	if k == 0 {
		return cmd, usage("which spell?")
	}
	cmd.With = strings.Join(rest[:k], " ")
	if k == len(rest) {
		return cmd, nil
	}
	prep, args := strings.ToLower(rest[k]), rest[k+1:]
	if len(args) == 0 {
		return cmd, usage(prep + " what?")
	}
	if prep == "toward" || prep == "towards" || len(args) == 1 {
		if sq, err := grid.ParseSquare(args[0]); err == nil && len(args) == 1 {
			if _, named := s.Find(args[0]); !named || prep != "on" {
				cmd.To = []grid.Square{sq}
				cmd.Area = &AreaCommand{Toward: prep != "at" && prep != "on"}
				return cmd, nil
			}
		}
		if prep != "at" && prep != "on" {
			return cmd, usage(strings.Join(args, " ") + " is not a square like E5")
		}
	}
	text := strings.Join(args, " ")
	text = strings.ReplaceAll(text, " and ", ", ")
	for _, part := range strings.Split(text, ",") {
		words := strings.Fields(part)
		t, n := matchName(s, words)
		if t < 0 || n != len(words) {
			return cmd, refuse(CodeUnknownName, "%q: no combatant named %q (%s)", cmd.Text, strings.TrimSpace(part), names(s))
		}
		cmd.Targets = append(cmd.Targets, t)
	}
	cmd.Target = cmd.Targets[0]
	return cmd, nil
}
