package battle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Readied is a Ready action waiting for its trigger (seed 001 "Ready"),
// taken with the reaction when the trigger happens, before the readier's
// next turn: an attack, a spell cast as it was readied and held
// (ready_spell.go), or a move up to its speed (ready_move.go).
type Readied struct {
	Kind    string // "" an attack, readySpell, readyMove
	Target  int    // whom to attack or cast on; -1 for the creature that set it off
	With    string // the weapon; "" for the usual choice
	Trigger string // enters | leaves | attacks | moves | drops
	Who     int    // whose doing sets it off; -1 for any foe
	// A readied spell: its name, the slot spent on readying it (0 for a
	// cantrip), chromatic orb's damage type, and the creatures named
	// (Target is the first; none: the creature that sets it off).
	Spell   string
	Level   int
	Type    string
	Targets []int
	// At is a readied spell's point (an area's; nil: the square of the
	// creature that sets it off) or a readied move's square (nil: away
	// from that creature). Toward: the area points from the caster.
	At     *grid.Square
	Toward bool
}

// The kinds of a readied action other than an attack (Readied.Kind, and
// the ready event's mode).
const (
	readySpell = "spell"
	readyMove  = "move"
)

// Triggers of a readied action, as written after "when".
var triggers = []struct{ phrase, kind string }{
	{"enters my reach", "enters"}, {"leaves my reach", "leaves"}, {"attacks", "attacks"}, {"moves", "moves"},
	{"drops to 0 hit points", "drops"}, {"drops", "drops"},
}

const readyUsage = "ready attack [TARGET] [with WEAPON], ready cast SPELL [at|on TARGET ...|SQUARE] [level N], or ready move [to SQUARE|away]; " +
	"then when (a creature | NAME) (enters my reach | leaves my reach | attacks | moves | drops)"

// ready parses "ready WHAT when WHO TRIGGER" and takes the action: WHAT is
// an attack, a spell (ready_spell.go) or a move (ready_move.go).
func (d *decider) ready(cmd Command) error {
	if err := d.needAction(cmd.Actor); err != nil {
		return err
	}
	words := strings.Fields(cmd.With)
	k := slices.IndexFunc(words, func(w string) bool { return strings.EqualFold(w, "when") })
	if k < 0 {
		return refuse(CodeSyntax, "%q: %s", cmd.Text, readyUsage)
	}
	act := words[:k]
	r := Readied{Target: -1, Who: -1}
	if err := d.readyTrigger(cmd, strings.ToLower(strings.Join(words[k+1:], " ")), &r); err != nil {
		return err
	}
	what := ""
	if len(act) > 0 {
		what = strings.ToLower(act[0])
	}
	switch what {
	case "attack":
		return d.readyAttack(cmd, act[1:], r)
	case "cast":
		return d.readySpell(cmd, act[1:], r) // ready_spell.go
	case "move":
		return d.readyMove(cmd, act[1:], r) // ready_move.go
	}
	return refuse(CodeSyntax, "%q: an attack, a spell or a move can be readied: %s", cmd.Text, readyUsage)
}

// readyTrigger reads "WHO TRIGGER" into r.
func (d *decider) readyTrigger(cmd Command, when string, r *Readied) error {
	s := d.st
	for _, tr := range triggers {
		who, found := strings.CutSuffix(strings.TrimSpace(when), tr.phrase)
		if !found {
			continue
		}
		r.Trigger = tr.kind
		switch who = strings.TrimSpace(who); who {
		case "", "a creature", "an enemy", "a foe", "someone":
		default:
			i, _ := s.Find(who)
			if i < 0 {
				return refuse(CodeUnknownName, "%q: no combatant named %q", cmd.Text, who)
			}
			r.Who = i
		}
		return nil
	}
	return refuse(CodeSyntax, "%q: unknown trigger %q: %s", cmd.Text, when, readyUsage)
}

// readyAttack readies "attack [TARGET] [with WEAPON]".
func (d *decider) readyAttack(cmd Command, words []string, r Readied) error {
	s := d.st
	c := &s.Combatants[cmd.Actor]
	words = slices.Clone(words)
	for i := range words {
		words[i] = strings.ToLower(words[i])
	}
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
	e := d.readyEvent(cmd.Actor, r, fmt.Sprintf("%s readies an attack: when %s %s", c.Name, whoName(s, r.Who), triggerPhrase(r.Trigger)))
	e.With = r.With
	d.emit(e)
	return d.err
}

// readyEvent is the ready event of r, its text given.
func (d *decider) readyEvent(a int, r Readied, text string) Event {
	s := d.st
	e := Event{Type: EvAction, Actor: s.Combatants[a].Name, Action: "ready", Trigger: r.Trigger, Mode: r.Kind, Text: text}
	if r.Target >= 0 {
		e.Target = s.Combatants[r.Target].Name
	}
	if r.Who >= 0 {
		e.Who = s.Combatants[r.Who].Name
	}
	return e
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

// readiedBy lists the creatures whose readied action creature x sets off
// with this trigger, by moving from `from` to `to` (for enters, leaves
// and moves), by attacking, or by dropping (from = to: where it is).
func (d *decider) readiedBy(x int, trigger string, from, to grid.Square) []int {
	alt := d.st.Combatants[x].Alt
	return d.readiedByAt(x, trigger, from, alt, to, alt)
}

// readiedByAt is readiedBy for a step that may change height too (fly up
// or down): reach is measured in three dimensions, as for opportunity
// attacks. Any creature sets off a readied action that names it; one
// that names none waits for a foe.
func (d *decider) readiedByAt(x int, trigger string, from grid.Square, fromAlt int, to grid.Square, toAlt int) []int {
	s := d.st
	var out []int
	for r := range s.Combatants {
		rc := &s.Combatants[r]
		rd := rc.Readied
		if rd == nil || rd.Trigger != trigger || r == x || (rd.Who < 0 && !s.Hostile(r, x)) || (rd.Who >= 0 && rd.Who != x) ||
			rc.Down() || !rc.Reaction || !rc.Conds.CanReact() || !s.canReact(r) {
			continue
		}
		// A rider reaches from its mount's space (seed 003): distAt
		// measures from there.
		switch trigger {
		case "enters":
			if before, after := s.distAt(x, from, fromAlt, r), s.distAt(x, to, toAlt, r); !(before > rc.Reach() && after <= rc.Reach()) {
				continue
			}
		case "leaves":
			if before, after := s.distAt(x, from, fromAlt, r), s.distAt(x, to, toAlt, r); !(before <= rc.Reach() && after > rc.Reach()) {
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

// canFire reports whether r's readied action, set off by x standing at
// sq, can be taken. A trigger it can't act on (its target out of reach or
// range, nowhere to move) is ignored, and the readied action waits for
// the next (seed 001 "Ready": "you can either take your reaction ... or
// ignore the trigger").
func (d *decider) canFire(r, x int, sq grid.Square, alt int) bool {
	s := d.st
	xc := &s.Combatants[x]
	was, wasAlt := xc.At, xc.Alt
	xc.At, xc.Alt = sq, alt // a move's squares are applied only as its parts are emitted
	defer func() { xc.At, xc.Alt = was, wasAlt }()
	rd := s.Combatants[r].Readied
	switch rd.Kind {
	case readySpell:
		_, _, ok := d.spellAim(r, x) // ready_spell.go
		return ok
	case readyMove:
		steps, _, _, _ := d.readyPath(r, x) // ready_move.go
		return len(steps) > 0
	}
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

// fire takes r's readied action with the reaction, set off by x;
// readiedBy has checked that it can, but an earlier reaction to the same
// trigger may have changed things (a held spell lost to damage): then
// nothing happens.
func (d *decider) fire(r, x int) error {
	s := d.st
	rc := &s.Combatants[r]
	rd := rc.Readied
	if rd == nil || !rc.Reaction || rc.Down() {
		return nil
	}
	switch rd.Kind {
	case readySpell:
		return d.fireSpell(r, x) // ready_spell.go
	case readyMove:
		return d.fireMove(r, x) // ready_move.go
	}
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

// applyReady folds a ready event: the readied action waits in the state.
func (s *State) applyReady(c *Combatant, e Event) {
	r := &Readied{Kind: e.Mode, Target: -1, Who: -1, With: e.With, Trigger: e.Trigger}
	if i, ok := s.Find(e.Target); ok && e.Target != "" {
		r.Target = i
	}
	if i, ok := s.Find(e.Who); ok && e.Who != "" {
		r.Who = i
	}
	if r.Kind == readySpell {
		r.Spell, r.With, r.Level, r.Type = e.With, "", deref(e.Level), e.DamageType
		for _, name := range e.Caught {
			if i, ok := s.Find(name); ok {
				r.Targets = append(r.Targets, i)
			}
		}
	}
	if sq, err := grid.ParseSquare(e.To); err == nil && e.To != "" {
		r.At = &sq
	}
	r.Toward = e.Area == "toward"
	c.Readied = r
}
