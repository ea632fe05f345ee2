package server

import (
	"strings"
)

// Action is a command as JSON rather than a line of the command language:
// what a button or a bot sends. It is written out as the line the
// command language would have (so there is one grammar and one set of
// checks) and played as that line; the answer echoes it.
type Action struct {
	Actor  string `json:"actor"`            // the creature that acts; empty for the DM's rulings
	Verb   string `json:"verb"`             // attack, move, cast, dash, end turn, dm damage ... (docs/commands.md)
	Target string `json:"target,omitempty"` // the creature it is aimed at
	With   string `json:"with,omitempty"`   // the weapon, the spell, the item
	To     string `json:"to,omitempty"`     // a square: where to move, where to aim a spell
	Args   string `json:"args,omitempty"`   // the rest of the line, as the command language writes it
}

// line writes the action as a line of the command language.
func (a Action) line() (string, error) {
	for f, v := range map[string]string{"actor": a.Actor, "verb": a.Verb, "target": a.Target, "with": a.With, "to": a.To, "args": a.Args} {
		if strings.ContainsAny(v, "\r\n") {
			return "", badField("action."+f, "one line: no line breaks")
		}
	}
	verb := strings.ToLower(strings.TrimSpace(a.Verb))
	if verb == "" {
		return "", badField("action.verb", "missing: attack, move, cast, dash, end turn, dm damage ... (docs/commands.md)")
	}
	var w []string
	add := func(s ...string) {
		for _, x := range s {
			if x = strings.TrimSpace(x); x != "" {
				w = append(w, x)
			}
		}
	}
	if !strings.HasPrefix(verb, "dm") && verb != "begin" && verb != "undo" {
		if strings.TrimSpace(a.Actor) == "" {
			return "", badField("action.actor", "missing: the creature that acts")
		}
		add(a.Actor)
	}
	switch verb {
	case "move":
		add("move")
		if a.To != "" {
			add("to", a.To)
		}
	case "cast":
		add("cast", a.With)
		switch {
		case a.Target != "":
			add("at", a.Target)
		case a.To != "":
			add("at", a.To)
		}
	default:
		add(verb, a.Target)
		if a.With != "" {
			add("with", a.With)
		}
		if a.To != "" {
			add("to", a.To)
		}
	}
	add(a.Args)
	return strings.Join(w, " "), nil
}
