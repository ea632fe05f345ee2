package server

import (
	"bytes"
	"context"
	"encoding/gob"
	"errors"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
)

// Snapshots let a long fight load in milliseconds: every SnapshotEvery
// events the server writes the fold of the log (battle's snapshot of the
// state, and what the tracker's own events have said) to the store. A
// server that loads the encounter reads the snapshot and the events after
// it, not the whole log; the log before it is read only when something
// asks for it (the events since 0, an undo, an export). A snapshot is a
// cache: one that doesn't read back (another build, another shape) is
// passed over and the whole log is folded, as without one.

// SnapshotEvery is how many events apart the snapshots are.
var SnapshotEvery = 256

type tableSnap struct {
	Version int // battle.SnapshotVersion of the state inside
	Seq     int
	Batch   int
	State   []byte
	Ctl     tracking
	Secret  []int // seqs up to Seq hidden from the players
}

// snapshot writes one when the log has grown SnapshotEvery events past the
// last. A failure costs only speed at the next load: it is not an error.
func (t *table) snapshot(ctx context.Context, st store.Store) {
	if t.version-t.snapAt < SnapshotEvery {
		return
	}
	data, err := t.state.Snapshot()
	if err != nil {
		return
	}
	snap := tableSnap{Version: battle.SnapshotVersion, Seq: t.version, Batch: t.lastBatch(), State: data, Ctl: t.ctl}
	for seq := range t.oldSecret {
		snap.Secret = append(snap.Secret, seq)
	}
	for k, r := range t.recs {
		if t.secret[k] {
			snap.Secret = append(snap.Secret, r.Event.Seq)
		}
	}
	var b bytes.Buffer
	if gob.NewEncoder(&b).Encode(&snap) != nil {
		return
	}
	if st.PutSnapshot(ctx, t.id, t.version, b.Bytes()) == nil {
		t.snapAt = t.version
	}
}

// restore starts an empty table from the latest snapshot, if one reads
// back.
func (t *table) restore(ctx context.Context, st store.Store) {
	seq, data, err := st.Snapshot(ctx, t.id)
	if err != nil {
		return
	}
	var snap tableSnap
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&snap) != nil || snap.Seq != seq || snap.Version != battle.SnapshotVersion {
		return
	}
	s, err := battle.RestoreSnapshot(t.enc, snap.State)
	if err != nil || s.Seq != seq {
		return
	}
	t.state, t.version, t.base, t.baseBatch, t.snapAt, t.ctl = s, seq, seq, snap.Batch, seq, snap.Ctl
	t.oldSecret = map[int]bool{}
	for _, q := range snap.Secret {
		t.oldSecret[q] = true
	}
}

// history reads the log before the snapshot the table was loaded from.
func (t *table) history(ctx context.Context, st store.Store) error {
	if t.base == 0 {
		return nil
	}
	recs, err := st.Events(ctx, t.id, 0)
	if err != nil {
		return err
	}
	var old []store.Record
	for _, r := range recs {
		if r.Event.Seq > t.base {
			break
		}
		old = append(old, r)
	}
	if len(old) != t.base {
		return errors.New("server: the log before the snapshot is not whole")
	}
	secret := make([]bool, len(old), len(old)+len(t.secret))
	for k, r := range old {
		secret[k] = t.oldSecret[r.Event.Seq]
	}
	t.recs = append(old, t.recs...)
	t.secret = append(secret, t.secret...)
	t.base, t.oldSecret = 0, nil
	return nil
}

// historyFrom reads the log before the snapshot if events after seq
// `after` are asked for that lie before it.
func (t *table) historyFrom(ctx context.Context, st store.Store, after int) error {
	if after >= t.base {
		return nil
	}
	return t.history(ctx, st)
}
