package battle

import (
	"fmt"
	"strconv"

	"github.com/skirmish-rpg/skirmish/dice"
)

// EvUndo is the event that takes back the last command's events. History
// is never rewritten: the undo is itself in the log, and folding a log
// skips what its undo events revert.
const EvUndo = "undo"

// Fight is an encounter being played: the state, the log of every event,
// and the source of dice. It is what `skirmish run`, `play` and the
// tracker drive; Decide and Apply stay pure underneath.
type Fight struct {
	enc   *Encounter
	State *State
	Log   []Event
	src   dice.Source
	// React, when set, is asked before each reaction the rules allow
	// (`skirmish play` asks at the table); nil takes them all.
	React React
	// marks[k] is the length of live before the k-th command still in
	// force, so undo knows where the last one began.
	marks []int
	live  []Event // the events in force (the log less what undo reverted)
	// A lean fight (Lean) keeps no log and reuses a spare state and an
	// event buffer from command to command.
	lean  bool
	spare *State
	evs   []Event
	dec   *decider
	// holdDowned: see HoldDownedTurns.
	holdDowned bool
}

// HoldDownedTurns makes the turn of a creature at 0 hit points, which the
// engine otherwise ends at once (after its death saving throw), stay open
// while a legendary creature could take a legendary action at its end:
// its controller ends it with `end turn`. A legendary action comes "at
// the end of another creature's turn" (SRD 5.1 "Legendary Actions"), a
// dying creature's too; ended at once, inside the command that ended the
// turn before, those moments were lost to a player that takes legendary
// actions between commands (sim.Autoplay's policy). Initiative count 20
// needs no hold: the fight always waits there for a lair that can act
// (lair.go). The live tracker leaves it off: its DM acts at the moments
// it is shown.
func (f *Fight) HoldDownedTurns() { f.holdDowned = true }

// Lean makes the fight a simulation's: from now on it keeps no log (Log
// stays as it is, undo refuses), reuses its memory, and leaves the prose
// of the busiest events (the Text of attacks, damage, moves, saves, turns
// and initiative rolls; damage Dice) empty, so a command allocates
// little: the events' fields still say everything. The events Do and Run return, and the State
// the fight had before, are overwritten by the next command: read them
// before it.
func (f *Fight) Lean() {
	f.lean = true
	f.marks = nil
	f.spare = f.State.Clone()
	if m := f.State.memo; m != nil {
		m.own = [2]*State{f.State, f.spare} // memo_cost.go
	}
}

// Start builds the encounter and begins the fight: surprise, initiative
// and the first turn.
func Start(enc *Encounter, src dice.Source) (*Fight, error) {
	s, err := New(enc)
	if err != nil {
		return nil, err
	}
	f := &Fight{enc: enc, State: s, src: src}
	if _, err := f.do(Command{Text: "begin", Verb: "begin", Actor: -1, Target: -1, Other: -1}); err != nil {
		return nil, err
	}
	f.marks = nil // the beginning can't be undone
	return f, nil
}

// StartLean begins a lean fight (Lean) from a copy of s0, a state New
// built from enc and never started: a simulation builds the encounter once
// and starts each trial from it, the shared parts (map, stat blocks) read
// only, as they are between any two commands.
func StartLean(enc *Encounter, s0 *State, src dice.Source) (*Fight, error) {
	if s0.Started {
		return nil, fmt.Errorf("battle: StartLean needs a state that has not begun")
	}
	f := &Fight{enc: enc, State: s0.Clone(), src: src}
	f.State.memo = newMemo(len(f.State.Combatants)) // the fight's own: s0 is shared by every trial
	f.Lean()
	if _, err := f.do(Command{Text: "begin", Verb: "begin", Actor: -1, Target: -1, Other: -1}); err != nil {
		return nil, err
	}
	return f, nil
}

// Do runs one line of the command language. A refused command returns a
// *RuleError and changes nothing.
func (f *Fight) Do(line string) ([]Event, error) {
	cmd, err := ParseCommand(f.State, line)
	if err != nil {
		return nil, err
	}
	return f.Run(cmd)
}

// Run runs a parsed command.
func (f *Fight) Run(cmd Command) ([]Event, error) {
	if cmd.Verb == "undo" {
		return f.undo()
	}
	return f.do(cmd)
}

func (f *Fight) do(cmd Command) ([]Event, error) {
	if f.lean {
		return f.doLean(cmd)
	}
	evs, next, err := decideOn(f.State, f.State.Clone(), nil, nil, decideOpts{holdDowned: f.holdDowned}, cmd, f.src, f.React)
	if err != nil {
		return nil, err
	}
	if len(evs) > 0 { // a command that changed nothing is nothing to undo
		f.marks = append(f.marks, len(f.live))
	}
	f.State = next
	f.Log = append(f.Log, evs...)
	f.live = append(f.live, evs...)
	return evs, nil
}

// LastEvents are the events of the fight's last command (in a lean fight
// the buffer the next command overwrites).
func (f *Fight) LastEvents() []Event {
	if f.lean {
		return f.evs
	}
	if len(f.marks) == 0 {
		return f.Log
	}
	return f.live[f.marks[len(f.marks)-1]:]
}

// doLean decides on the spare state and swaps it in.
func (f *Fight) doLean(cmd Command) ([]Event, error) {
	f.State.cloneInto(f.spare)
	if f.dec == nil {
		f.dec = new(decider)
	}
	evs, next, err := decideOn(f.State, f.spare, f.dec, f.evs, decideOpts{quiet: true, holdDowned: f.holdDowned}, cmd, f.src, f.React)
	f.evs = evs
	if err != nil {
		return nil, err
	}
	f.spare, f.State = f.State, next
	return evs, nil
}

// undo reverts the last command still in force by folding the live
// events without it, and logs an undo event naming what it reverted.
func (f *Fight) undo() ([]Event, error) {
	if f.lean {
		return nil, refuse(CodeNothingToUndo, "a lean fight keeps no log: nothing to undo")
	}
	if len(f.marks) == 0 {
		return nil, refuse(CodeNothingToUndo, "nothing to undo")
	}
	mark := f.marks[len(f.marks)-1]
	reverted := f.live[mark:]
	s, err := New(f.enc)
	if err != nil {
		return nil, err
	}
	for _, e := range f.live[:mark] {
		if err := Apply(s, e); err != nil {
			return nil, err
		}
	}
	ev := Event{Seq: f.State.Seq + 1, Round: s.Round, Type: EvUndo, From: fmt.Sprint(reverted[0].Seq),
		To:   fmt.Sprint(reverted[len(reverted)-1].Seq),
		Text: fmt.Sprintf("undo: events %d to %d are taken back", reverted[0].Seq, reverted[len(reverted)-1].Seq)}
	s.Seq = ev.Seq
	f.marks = f.marks[:len(f.marks)-1]
	f.live = f.live[:mark]
	f.State = s
	f.Log = append(f.Log, ev)
	return []Event{ev}, nil
}

// Replay folds a log onto a new state of the encounter: every event in
// order, skipping those an undo event took back (docs/events.md). It
// rolls no dice: the outcomes are in the events.
func Replay(enc *Encounter, log []Event) (*State, error) {
	s, err := New(enc)
	if err != nil {
		return nil, err
	}
	// An undo takes back events before it, so the events in force are
	// those of no undo's range: one pass finds the ranges, a second folds
	// the rest, with no copy of the log (a long live encounter folds in
	// the time its Apply calls take).
	type span struct{ from, to int }
	var undone []span
	for _, e := range log {
		if e.Type != EvUndo {
			continue
		}
		from, err1 := strconv.Atoi(e.From)
		to, err2 := strconv.Atoi(e.To)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("battle: event %d (undo): from %q to %q are not event numbers", e.Seq, e.From, e.To)
		}
		undone = append(undone, span{from, to})
	}
	for k := range log {
		e := &log[k]
		if e.Type == EvUndo {
			continue
		}
		taken := false
		for _, u := range undone {
			taken = taken || e.Seq >= u.from && e.Seq <= u.to
		}
		if taken {
			continue
		}
		if err := Apply(s, *e); err != nil {
			return nil, err
		}
	}
	if n := len(log); n > 0 {
		s.Seq = log[n-1].Seq
	}
	return s, nil
}
