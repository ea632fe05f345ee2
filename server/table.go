package server

import (
	"context"
	"fmt"
	"strconv"
	"sync"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// table is one encounter held in memory: its log as the store has it and
// the state folded from it (the cache that makes a long fight cheap to
// serve: only new records are folded). Its mutex orders this process's
// commands on the encounter; the store's version check orders them
// against other processes.
type table struct {
	mu      sync.Mutex
	id      string
	meta    store.Encounter
	enc     *battle.Encounter
	state   *battle.State
	recs    []store.Record
	secret  []bool // secret[k]: recs[k] is hidden from the players (a hidden monster's doing)
	version int
	policy  *tactics.Policy
	pending map[string]*pending // reaction prompts waiting for an answer (react.go)
}

// loadTable folds an encounter's whole log.
func loadTable(ctx context.Context, st store.Store, id string) (*table, error) {
	meta, err := st.Encounter(ctx, id)
	if err != nil {
		return nil, err
	}
	enc, err := battle.LoadRoster(meta.Name, []byte(meta.Source))
	if err != nil {
		return nil, fmt.Errorf("encounter %s: its file no longer loads: %w", id, err)
	}
	s, err := battle.New(enc)
	if err != nil {
		return nil, err
	}
	t := &table{id: id, meta: meta, enc: enc, state: s, policy: tactics.New(0), pending: map[string]*pending{}}
	return t, t.refresh(ctx, st)
}

// refresh folds the records appended since the table last looked (by
// this process or another).
func (t *table) refresh(ctx context.Context, st store.Store) error {
	recs, err := st.Events(ctx, t.id, t.version)
	if err != nil {
		return err
	}
	if len(recs) == 0 {
		return nil
	}
	return t.add(recs)
}

// add folds new records onto the table. An undo among them refolds the
// log from the start, as battle.Replay does.
func (t *table) add(recs []store.Record) error {
	undo := false
	for _, r := range recs {
		undo = undo || r.Event.Type == battle.EvUndo
	}
	all := append(t.recs[:len(t.recs):len(t.recs)], recs...)
	if undo {
		evs := make([]battle.Event, len(all))
		for k, r := range all {
			evs[k] = r.Event
		}
		s, err := battle.Replay(t.enc, evs)
		if err != nil {
			return err
		}
		t.state = s
		for range recs {
			t.secret = append(t.secret, false)
		}
	} else {
		s := t.state.Clone()
		for _, r := range recs {
			if err := battle.Apply(s, r.Event); err != nil {
				return fmt.Errorf("encounter %s: event %d: %w", t.id, r.Event.Seq, err)
			}
			t.secret = append(t.secret, hiddenDoing(s, r.Event))
		}
		t.state = s
	}
	t.recs = all
	t.version = all[len(all)-1].Event.Seq
	for k, p := range t.pending { // a prompt was asked of a state that is gone
		if p.version != t.version {
			delete(t.pending, k)
		}
	}
	return nil
}

// hiddenDoing reports whether e, just applied to s, is something a
// hidden monster did unseen: the players are not told.
func hiddenDoing(s *battle.State, e battle.Event) bool {
	i, ok := s.Find(e.Actor)
	if !ok {
		return false
	}
	c := &s.Combatants[i]
	return c.Kind == battle.Monster && c.Hidden > 0
}

// undoRange finds the last command still in force that may be taken
// back: the seq range of its batch. An undo batch, and the commands
// undone before, are passed over; an imported log is not undone piece by
// piece.
func (t *table) undoRange() (from, to int, err error) {
	reverted := map[int]bool{}
	for _, r := range t.recs {
		if r.Event.Type != battle.EvUndo {
			continue
		}
		f, _ := strconv.Atoi(r.Event.From)
		l, _ := strconv.Atoi(r.Event.To)
		for q := f; q <= l; q++ {
			reverted[q] = true
		}
	}
	for k := len(t.recs) - 1; k >= 0; k-- {
		r := t.recs[k]
		if r.Event.Type == battle.EvUndo || reverted[r.Event.Seq] {
			continue
		}
		if r.By == byImport {
			return 0, 0, errorf(422, CodeRule, "the last command in force is the imported log, which is not undone piece by piece")
		}
		from, to = r.Event.Seq, r.Event.Seq
		for j := k - 1; j >= 0 && t.recs[j].Batch == r.Batch; j-- {
			from = t.recs[j].Event.Seq
		}
		return from, to, nil
	}
	return 0, 0, &Error{Status: 422, Code: CodeRule, Rule: string(battle.CodeNothingToUndo), Message: "nothing to undo"}
}
