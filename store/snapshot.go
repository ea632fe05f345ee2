package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// Snapshots: the server keeps the fold of a long log now and then, so
// that loading an encounter reads only the events after it. A snapshot is
// a cache: it replaces the older one, and losing it loses nothing (the
// log is still whole).

func (m *Memory) PutSnapshot(_ context.Context, id string, seq int, data []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.encs[id]; !ok {
		return fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	if m.snaps == nil {
		m.snaps = map[string]memSnap{}
	}
	if old, ok := m.snaps[id]; ok && old.seq >= seq {
		return nil // a newer one is kept
	}
	m.snaps[id] = memSnap{seq, append([]byte(nil), data...)}
	return nil
}

func (m *Memory) Snapshot(_ context.Context, id string) (int, []byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	sn, ok := m.snaps[id]
	if !ok {
		return 0, nil, fmt.Errorf("%w: snapshot of %q", ErrNotFound, id)
	}
	return sn.seq, append([]byte(nil), sn.data...), nil
}

type memSnap struct {
	seq  int
	data []byte
}

func (s *SQLite) PutSnapshot(ctx context.Context, id string, seq int, data []byte) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	_, err := s.db.ExecContext(ctx, `INSERT INTO snapshots (encounter, seq, data) VALUES (?, ?, ?)
		ON CONFLICT (encounter) DO UPDATE SET seq = excluded.seq, data = excluded.data WHERE excluded.seq > snapshots.seq`, id, seq, data)
	if err != nil {
		return fmt.Errorf("store: snapshot of %q: %w", id, err)
	}
	return nil
}

func (s *SQLite) Snapshot(ctx context.Context, id string) (int, []byte, error) {
	var seq int
	var data []byte
	err := s.db.QueryRowContext(ctx, `SELECT seq, data FROM snapshots WHERE encounter = ?`, id).Scan(&seq, &data)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil, fmt.Errorf("%w: snapshot of %q", ErrNotFound, id)
	}
	if err != nil {
		return 0, nil, fmt.Errorf("store: snapshot of %q: %w", id, err)
	}
	return seq, data, nil
}

func (p *Postgres) PutSnapshot(ctx context.Context, id string, seq int, data []byte) error {
	_, err := p.pool.Exec(ctx, `INSERT INTO snapshots (encounter, seq, data) VALUES ($1, $2, $3)
		ON CONFLICT (encounter) DO UPDATE SET seq = excluded.seq, data = excluded.data WHERE excluded.seq > snapshots.seq`, id, seq, data)
	if err != nil {
		return fmt.Errorf("store: snapshot of %q: %w", id, err)
	}
	return nil
}

func (p *Postgres) Snapshot(ctx context.Context, id string) (int, []byte, error) {
	var seq int
	var data []byte
	err := p.pool.QueryRow(ctx, `SELECT seq, data FROM snapshots WHERE encounter = $1`, id).Scan(&seq, &data)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil, fmt.Errorf("%w: snapshot of %q", ErrNotFound, id)
	}
	if err != nil {
		return 0, nil, fmt.Errorf("store: snapshot of %q: %w", id, err)
	}
	return seq, data, nil
}
