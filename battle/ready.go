package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Readied is a Ready action waiting for its trigger (seed 001 "Ready"):
// an attack taken with the reaction when the trigger happens, before the
// readier's next turn.
type Readied struct {
	Target  int    // whom to attack; -1 for the creature that set it off
	With    string // the weapon; "" for the usual choice
	Trigger string // enters | leaves | attacks | moves
	Who     int    // whose doing sets it off; -1 for any foe
}

// Triggers of a readied action, as written after "when".
var triggers = []struct{ phrase, kind string }{
	{"enters my reach", "enters"}, {"leaves my reach", "leaves"}, {"attacks", "attacks"}, {"moves", "moves"},
}

// ready parses "ready attack [TARGET] [with WEAPON] when WHO TRIGGER" and
// takes the action.
func (d *decider) ready(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	s := d.st
	c := &s.Combatants[cmd.Actor]
	act, when, ok := strings.Cut(strings.ToLower(cmd.With), " when ")
	usage := "ready attack [TARGET] [with WEAPON] when (a creature | NAME) (enters my reach | leaves my reach | attacks | moves)"
	if !ok {
		return refuse(CodeSyntax, "%q: %s", cmd.Text, usage)
	}
	r := Readied{Target: -1, Who: -1}
	words := strings.Fields(act)
	if len(words) == 0 || words[0] != "attack" {
		return refuse(CodeSyntax, "%q: only an attack can be readied so far: %s", cmd.Text, usage)
	}
	words = words[1:]
	if i := indexWord(words, "with"); i >= 0 {
		r.With, words = strings.Join(words[i+1:], " "), words[:i]
		if _, err := d.weapon(cmd.Actor, cmd.Actor, r.With); err != nil {
			return err // a weapon it doesn't have would never fire
		}
	}
	if len(words) > 0 {
		t, n := matchName(s, words)
		if t < 0 || n != len(words) {
			return refuse(CodeUnknownName, "%q: no combatant named %q", cmd.Text, strings.Join(words, " "))
		}
		r.Target = t
	}
	for _, tr := range triggers {
		if who, found := strings.CutSuffix(strings.TrimSpace(when), tr.phrase); found {
			r.Trigger = tr.kind
			who = strings.TrimSpace(who)
			switch who {
			case "", "a creature", "an enemy", "a foe", "someone":
			default:
				i, _ := s.Find(who)
				if i < 0 {
					return refuse(CodeUnknownName, "%q: no combatant named %q", cmd.Text, who)
				}
				r.Who = i
			}
		}
	}
	if r.Trigger == "" {
		return refuse(CodeSyntax, "%q: unknown trigger %q: %s", cmd.Text, when, usage)
	}
	e := Event{Type: EvAction, Actor: c.Name, Action: "ready", With: r.With, Trigger: r.Trigger,
		Text: fmt.Sprintf("%s readies an attack: when %s %s", c.Name, whoName(s, r.Who), triggerPhrase(r.Trigger))}
	if r.Target >= 0 {
		e.Target = s.Combatants[r.Target].Name
	}
	if r.Who >= 0 {
		e.Who = s.Combatants[r.Who].Name
	}
	d.emit(e)
	return d.err
}

func indexWord(words []string, w string) int {
	for i, x := range words {
		if x == w {
			return i
		}
	}
	return -1
}

func whoName(s *State, i int) string {
	if i < 0 {
		return "a foe"
	}
	return s.Combatants[i].Name
}

// readiedBy lists the creatures whose readied attack creature x sets off
// with this trigger, by moving from `from` to `to` (for enters, leaves
// and moves) or by attacking.
func (d *decider) readiedBy(x int, trigger string, from, to grid.Square) []int {
	alt := d.st.Combatants[x].Alt
	return d.readiedByAt(x, trigger, from, alt, to, alt)
}

// readiedByAt is readiedBy for a step that may change height too (fly up
// or down): reach is measured in three dimensions, as for opportunity
// attacks.
func (d *decider) readiedByAt(x int, trigger string, from grid.Square, fromAlt int, to grid.Square, toAlt int) []int {
	s := d.st
	var out []int
	for r := range s.Combatants {
		rc := &s.Combatants[r]
		rd := rc.Readied
		if rd == nil || rd.Trigger != trigger || !s.Hostile(r, x) || (rd.Who >= 0 && rd.Who != x) ||
			rc.Down() || !rc.Reaction || !rc.Conds.CanReact() || !s.canReact(r) {
			continue
		}
		// A rider reaches from its mount's space (seed 003): distAt
		// measures from there.
		before, after := s.distAt(x, from, fromAlt, r), s.distAt(x, to, toAlt, r)
		switch trigger {
		case "enters":
			if !(before > rc.Reach() && after <= rc.Reach()) {
				continue
			}
		case "leaves":
			if !(before <= rc.Reach() && after > rc.Reach()) {
				continue
			}
		}
		at, alt := to, toAlt
		if trigger == "leaves" {
			at, alt = from, fromAlt // the attack comes before it leaves
		}
		if d.canFire(r, x, at, alt) {
			out = append(out, r)
		}
	}
	return out
}

// canFire reports whether r's readied attack, set off by x standing at
// sq, can be made. A trigger it can't act on (its target out of reach) is
// ignored, and the readied attack waits for the next (seed 001 "Ready":
// "you can either take your reaction ... or ignore the trigger").
func (d *decider) canFire(r, x int, sq grid.Square, alt int) bool {
	s := d.st
	xc := &s.Combatants[x]
	was, wasAlt := xc.At, xc.Alt
	xc.At, xc.Alt = sq, alt // a move's squares are applied only as its parts are emitted
	defer func() { xc.At, xc.Alt = was, wasAlt }()
	rd := s.Combatants[r].Readied
	t := rd.Target
	if t < 0 {
		t = x
	}
	w, err := d.weapon(r, t, rd.With)
	if err != nil {
		return false
	}
	_, _, err = s.canAttack(r, t, w)
	return err == nil
}

// fire takes a readied attack with the reaction, against its named target
// or the creature that set it off; readiedBy has checked that it can.
func (d *decider) fire(r, x int) error {
	s := d.st
	rc := &s.Combatants[r]
	rd := rc.Readied
	t := rd.Target
	if t < 0 {
		t = x
	}
	w, err := d.weapon(r, t, rd.With)
	if err == nil {
		_, _, err = s.canAttack(r, t, w)
	}
	if err == nil && !d.wants(r, x, "readied attack") {
		return nil // the controller holds it for a later trigger
	}
	if err != nil {
		return nil // an earlier reaction in the same command changed things: ignored
	}
	d.emit(Event{Type: EvAction, Actor: rc.Name, Action: "readied", Target: s.Combatants[x].Name,
		Text: fmt.Sprintf("%s's readied attack goes off: %s %s", rc.Name, s.Combatants[x].Name, rd.Trigger)})
	return d.attack(r, t, w, how{reaction: true})
}

// triggerPhrase is the words of a trigger kind.
func triggerPhrase(kind string) string {
	for _, t := range triggers {
		if t.kind == kind {
			return t.phrase
		}
	}
	return kind
}
