package battle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
	yaml "go.yaml.in/yaml/v4"
)

// The roster: the live tracker's DM adds creatures to an encounter and
// takes them out, before the fight or during it. Each change is an event,
// so the log stays the whole story of the fight: `join` (house_join.go)
// carries the newcomer's entry, written out in full, and `leave` takes a
// creature out of the fight (it keeps its place in the log and the
// combatant list, as the dead do, but takes no more turns and can't be
// targeted).
const EvLeave = "leave"

// outRemoved is what a removed creature's OSR.Out holds: the same "out
// of the fight" the OSR morale rules use, so turns, targeting and the end
// of the fight treat it alike.
const outRemoved = "left the fight"

// ParseCombatant reads one combatants entry of an encounter file (the
// YAML of docs/encounters.md, `template:` included) and checks it as Load
// would check it in a file with the state's ruleset and map size.
// Squares on walls or under other creatures are checked when it is added.
func ParseCombatant(s *State, data []byte) (*CombatantSpec, error) {
	var entry yaml.Node
	if err := yaml.Unmarshal(data, &entry); err != nil {
		return nil, &LoadError{File: "combatant", Msg: err.Error(), Err: err}
	}
	if entry.Kind == yaml.DocumentNode && len(entry.Content) == 1 {
		entry = *entry.Content[0]
	}
	if entry.Kind != yaml.MappingNode {
		return nil, &LoadError{File: "combatant", Msg: "a combatant is a mapping: name, side, at, hp ... (docs/encounters.md)"}
	}
	doc := map[string]any{
		"ruleset":    s.Ruleset,
		"map":        map[string]any{"size": fmt.Sprintf("%dx%d", s.Map.W, s.Map.H)},
		"combatants": []*yaml.Node{&entry},
	}
	src, err := yaml.Marshal(doc)
	if err != nil {
		return nil, &LoadError{File: "combatant", Msg: err.Error(), Err: err}
	}
	enc, err := LoadRoster("combatant", src)
	if err != nil {
		var le *LoadError
		if errors.As(err, &le) { // the positions are those of the wrapped document: name the field only
			le.Line, le.Column = 0, 0
			le.Field = strings.TrimPrefix(strings.TrimPrefix(le.Field, "combatants[0]"), ".")
		}
		return nil, err
	}
	return &enc.Combatants[0], nil
}

// joinEntry is the decision of `dm add`: the entry's creatures enter on
// their squares as one initiative group; once the fight has begun they
// roll initiative (d20 + Dex, seed 001 "Initiative") and take their place
// in the order.
func (d *decider) joinEntry(cmd Command) error {
	s := d.st
	spec := *cmd.Spec
	n := 1
	if sz, err := rules.ParseSize(spec.Size); spec.Size != "" && err == nil {
		n = sz.Squares()
	}
	if len(spec.At) != max(spec.Count, 1) {
		return refuse(CodeSyntax, "%s: %d squares for %d creatures", spec.Name, len(spec.At), max(spec.Count, 1))
	}
	for k, name := range spec.Names() {
		if name == "" {
			return refuse(CodeSyntax, "a creature added needs a name")
		}
		if _, taken := s.Find(name); taken {
			return refuse(CodeCannot, "a creature named %q is already in the encounter: give another name", name)
		}
		if _, taken := s.Find(Slug(name)); taken {
			return refuse(CodeCannot, "a creature named %q is already in the encounter: give another name", name)
		}
		at, err := grid.ParseSquare(spec.At[k])
		if err != nil {
			return refuse(CodeSyntax, "%s: at %q: %v", name, spec.At[k], err)
		}
		if !s.Map.Fits(at, n) || !s.spaceFree(at, n) {
			return refuse(CodeCannot, "%s can't be put at %s: the space is off the map, walled or taken", name, at)
		}
	}
	out, err := yaml.Marshal(&spec)
	if err != nil {
		return refuse(CodeSyntax, "%s: %v", spec.Name, err)
	}
	group := 0
	for k := range s.Combatants {
		group = max(group, s.Combatants[k].Group)
	}
	group++
	first := len(s.Combatants)
	d.emit(Event{Type: EvJoin, Joined: &Joiner{Template: spec.Template, Name: spec.Name, Side: spec.Side, At: strings.Join(spec.At, " "), Group: group, Spec: string(out)},
		Text: fmt.Sprintf("the DM adds %s on side %s at %s", strings.Join(spec.Names(), ", "), spec.Side, strings.Join(spec.At, ", "))})
	if d.err != nil || !s.Started {
		return d.err
	}
	f, err := d.face(20)
	if err != nil {
		return err
	}
	d.placeJoined(d.rollJoined(nil, first, f))
	return d.err
}

// leave is `dm remove NAME`: the creature is out of the fight.
func (d *decider) leave(cmd Command) error {
	c := &d.st.Combatants[cmd.Target]
	if c.OSR.Out == outRemoved {
		return refuse(CodeCannot, "%s has already left the fight", c.Name)
	}
	current := d.st.Started && d.st.begun(cmd.Target) // waiting at count 20, its turn not begun: passed over when it comes (lair.go)
	d.emit(Event{Type: EvLeave, Target: c.Name, Reason: "removed by the DM", Text: fmt.Sprintf("the DM takes %s out of the fight", c.Name)})
	if d.err == nil && current && !d.st.Over {
		return d.endTurn() // it was its turn: the next creature's begins
	}
	return d.err
}

// applyLeave folds a leave event.
func (s *State) applyLeave(t int, e Event) error {
	if t < 0 {
		return fmt.Errorf("battle: event %d (leave): no creature named %q", e.Seq, e.Target)
	}
	s.Combatants[t].OSR.Out = outRemoved
	return nil
}

// joinSpec is the entry a join event carries written out in full.
func joinSpec(j *Joiner) (*CombatantSpec, error) {
	var sp CombatantSpec
	if err := yaml.Unmarshal([]byte(j.Spec), &sp); err != nil {
		return nil, err
	}
	return &sp, nil
}

// rollJoined gives the newcomers of one group, the combatants from index
// first on, their initiative with the group's face f, and adds them to
// joined.
func (d *decider) rollJoined(joined []int, first, f int) []int {
	s := d.st
	for k := first; k < len(s.Combatants); k++ {
		c := &s.Combatants[k]
		dex := c.Scores.Mod(rules.Dex)
		d.emit(Event{Type: EvInitiative, Actor: c.Name, D20: oneFace(f), Bonus: ip(dex), Total: ip(f + dex),
			Text: fmt.Sprintf("%s rolls initiative: d20 %d %+d = %d", c.Name, f, dex, f+dex)})
		joined = append(joined, k)
	}
	return joined
}

// placeJoined puts the newcomers in the order after those already at
// their count (seed 001 "Initiative"); whoever's turn it is keeps it.
func (d *decider) placeJoined(joined []int) {
	s := d.st
	order := make([]string, 0, len(s.Order)+len(joined))
	for _, i := range s.Order {
		order = append(order, s.Combatants[i].Name)
	}
	for _, k := range joined {
		c := &s.Combatants[k]
		pos := len(order)
		for p, n := range order {
			if j, _ := s.Find(n); s.Combatants[j].Initiative < c.Initiative {
				pos = p
				break
			}
		}
		order = slices.Insert(order, pos, c.Name)
	}
	d.emit(Event{Type: EvOrder, Order: order, Text: "initiative order, with the newcomers: " + fmt.Sprint(order)})
}

// parseRoster reads `dm add TEMPLATE at SQUARE [SQUARE ...] [as NAME]
// [side SIDE]` (a compendium monster; one creature per square, numbered
// when there are several) and `dm remove NAME`.
func parseRoster(s *State, cmd Command, rest []string) (Command, error) {
	if cmd.Verb == "dm remove" {
		t, n := matchName(s, rest)
		if t < 0 || n != len(rest) {
			return cmd, refuse(CodeUnknownName, "%q: dm remove NAME (%s)", cmd.Text, names(s))
		}
		cmd.Target = t
		return cmd, nil
	}
	usage := "dm add TEMPLATE at SQUARE [SQUARE ...] [as NAME] [side SIDE]"
	if len(rest) < 3 || !strings.EqualFold(rest[1], "at") {
		return cmd, refuse(CodeSyntax, "%q: %s", cmd.Text, usage)
	}
	spec, err := MonsterSpec(strings.ToLower(rest[0]))
	if err != nil {
		return cmd, refuse(CodeUnknownName, "%q: %v", cmd.Text, err)
	}
	sp := *spec
	sp.Side, sp.At = "monsters", nil
	rest = rest[2:]
	for len(rest) > 0 && !strings.EqualFold(rest[0], "as") && !strings.EqualFold(rest[0], "side") {
		sq, err := grid.ParseSquare(rest[0])
		if err != nil {
			return cmd, refuse(CodeSyntax, "%q: %q is not a square: %s", cmd.Text, rest[0], usage)
		}
		sp.At = append(sp.At, sq.String())
		rest = rest[1:]
	}
	for len(rest) >= 2 {
		word, val := strings.ToLower(rest[0]), rest[1:]
		end := len(val)
		for k, w := range val {
			if strings.EqualFold(w, "as") || strings.EqualFold(w, "side") {
				end = k
				break
			}
		}
		switch word {
		case "as":
			sp.Name = strings.Join(val[:end], " ")
		case "side":
			sp.Side = strings.Join(val[:end], " ")
		}
		if end == 0 {
			break
		}
		rest = val[end:]
	}
	if len(rest) > 0 || len(sp.At) == 0 {
		return cmd, refuse(CodeSyntax, "%q: %s", cmd.Text, usage)
	}
	sp.Count = len(sp.At)
	cmd.Spec = &sp
	return cmd, nil
}

// sidesStanding counts the sides with a creature still in the fight.
func (s *State) sidesStanding() int {
	seen := map[string]bool{}
	for i := range s.Combatants {
		if c := &s.Combatants[i]; !c.Down() {
			seen[c.Side] = true
		}
	}
	return len(seen)
}

// A player's request to the DM (the live tracker): damage or a condition
// on a creature the player doesn't control. `request` carries the command
// the DM would run (Command), from Actor; `request_end` answers it
// (Success: approved, and the command's own events follow in the same
// batch; Command names the request's seq in From). Neither changes the
// state: the fight changes by the command's events.
const (
	EvRequest    = "request"
	EvRequestEnd = "request_end"
	// EvControl: the DM hands Target to the tactics (Mode "auto") or takes
	// it back ("dm"). The tracker reads it; the state doesn't change.
	EvControl = "control"
	// EvPrompt: a command is held until Actor's controller says whether it
	// takes a reaction (Mode) to Target's doing; Held is the command. The
	// next batch answers it (EvPromptEnd, Success: taken) or, if it is
	// another command, drops it.
	EvPrompt    = "prompt"
	EvPromptEnd = "prompt_end"
)

// Held is a command the live tracker holds for a reaction's answer: enough
// to decide it again from the start, with the same dice, by any server
// (docs/api.md "Reactions are asked of their owner").
type Held struct {
	ID      string   `json:"id"`
	By      string   `json:"by"`      // who posted it: dm, or the character of a player's seat
	Command string   `json:"command"` // the command as the command language writes it
	Seed    string   `json:"seed"`    // the seed of the dice after Rolls, in decimal
	Rolls   []int    `json:"rolls,omitempty"`
	Taken   []string `json:"taken,omitempty"`  // the reactions answered before: taken ...
	Passed  []string `json:"passed,omitempty"` // ... and let pass
	Key     string   `json:"key"`              // the question this prompt asks
	// Rolled is the faces players rolled for their characters' saves
	// (OwnDice), by question; an empty list: the server rolled.
	Rolled map[string][]int `json:"rolled,omitempty"`
}
