package server

import (
	"context"
	"fmt"
	"slices"
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
	ctl     tracking // what the tracker's own events say: control, requests
	// A table loaded from a snapshot (snapshot.go) holds the records after
	// it only, until something needs the ones before (history).
	base      int
	baseBatch int
	oldSecret map[int]bool // seqs up to base hidden from the players
	snapAt    int          // the seq of the latest snapshot written
	used      int64        // when it was last looked up (Service.evict); Service.mu guards it
}

// tracking is what the tracker's events (not the engine's) have said so
// far, kept as they come so that it needs no walk of the whole log.
type tracking struct {
	Order []string        // creatures ever handed to the tactics
	On    map[string]bool // handed now
	Open  []battle.Event  // requests with no answer yet
}

// note takes in one record's tracker event.
func (c *tracking) note(e battle.Event) {
	switch e.Type {
	case battle.EvControl:
		if c.On == nil {
			c.On = map[string]bool{}
		}
		if !slices.Contains(c.Order, e.Target) {
			c.Order = append(c.Order, e.Target)
		}
		c.On[e.Target] = e.Mode == "auto"
	case battle.EvRequest:
		c.Open = append(c.Open, e)
	case battle.EvRequestEnd:
		c.Open = slices.DeleteFunc(slices.Clone(c.Open), func(o battle.Event) bool { return strconv.Itoa(o.Seq) == e.From })
	}
}

// loadTable folds an encounter's log: from its latest snapshot on, or whole.
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
	t := &table{id: id, meta: meta, enc: enc, state: s, policy: tactics.New(0)}
	t.restore(ctx, st) // snapshot.go: the fold up to the latest snapshot, if there is one
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
	if hasUndo(recs) { // another server undid: the fold starts over, from the whole log
		if err := t.history(ctx, st); err != nil {
			return err
		}
	}
	return t.add(recs)
}

func hasUndo(recs []store.Record) bool {
	for _, r := range recs {
		if r.Event.Type == battle.EvUndo {
			return true
		}
	}
	return false
}

// lastBatch is the number of the log's last batch.
func (t *table) lastBatch() int {
	if n := len(t.recs); n > 0 {
		return t.recs[n-1].Batch
	}
	return t.baseBatch
}

// add folds new records onto the table. An undo among them refolds the
// log from the start, as battle.Replay does.
func (t *table) add(recs []store.Record) error {
	undo := hasUndo(recs)
	if undo && t.base > 0 {
		return fmt.Errorf("encounter %s: an undo to fold without the log before the snapshot", t.id)
	}
	all := append(t.recs, recs...)
	if undo {
		// battle.Replay's fold (the events no undo takes back, in order),
		// by hand: the new records' secrets need the state each is applied to.
		s, err := battle.New(t.enc)
		if err != nil {
			return err
		}
		reverted, first := undone(all), len(all)-len(recs)
		for k, r := range all {
			if r.Event.Type != battle.EvUndo && !reverted[r.Event.Seq] {
				if err := battle.Apply(s, r.Event); err != nil {
					return fmt.Errorf("encounter %s: event %d: %w", t.id, r.Event.Seq, err)
				}
			}
			if k >= first {
				t.secret = append(t.secret, hiddenDoing(s, r.Event))
			}
		}
		s.Seq = all[len(all)-1].Event.Seq
		t.state = s
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
	if undo { // what the tracker's events say is refolded too: an undone control or request no longer holds
		t.ctl = tracking{}
		reverted := undone(all)
		for _, r := range all {
			if !reverted[r.Event.Seq] {
				t.ctl.note(r.Event)
			}
		}
	} else {
		for _, r := range recs {
			t.ctl.note(r.Event)
		}
	}
	t.recs = all
	t.version = all[len(all)-1].Event.Seq
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
	reverted := undone(t.recs)
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

// undone are the seqs the log's undo events took back.
func undone(recs []store.Record) map[int]bool {
	reverted := map[int]bool{}
	for _, r := range recs {
		if r.Event.Type != battle.EvUndo {
			continue
		}
		f, _ := strconv.Atoi(r.Event.From)
		l, _ := strconv.Atoi(r.Event.To)
		// Within the log before the undo: a range from elsewhere can't
		// have the server count to two billion.
		for q := max(f, 1); q <= l && q < r.Event.Seq; q++ {
			reverted[q] = true
		}
	}
	return reverted
}
