package store

import (
	"context"
	"fmt"
	"sync"
)

// Memory is a Store that keeps everything in memory: the contract without
// a disk, for tests and `skirmish serve --db :memory:`.
type Memory struct {
	mu     sync.Mutex
	encs   map[string]Encounter
	logs   map[string][]Record
	tokens map[string]Token
	snaps  map[string]memSnap
	hub    Hub
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory {
	return &Memory{encs: map[string]Encounter{}, logs: map[string][]Record{}, tokens: map[string]Token{}}
}

func (m *Memory) Create(_ context.Context, e Encounter) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.encs[e.ID]; ok {
		return fmt.Errorf("%w: encounter %q", ErrExists, e.ID)
	}
	m.encs[e.ID] = e
	return nil
}

func (m *Memory) Encounter(_ context.Context, id string) (Encounter, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	e, ok := m.encs[id]
	if !ok {
		return Encounter{}, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	return e, nil
}

func (m *Memory) Append(_ context.Context, id string, expected int, b Batch) error {
	if err := CheckBatch(expected, b); err != nil {
		return err
	}
	m.mu.Lock()
	if _, ok := m.encs[id]; !ok {
		m.mu.Unlock()
		return fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	log := m.logs[id]
	cur, batch := 0, 1
	if n := len(log); n > 0 {
		cur, batch = log[n-1].Event.Seq, log[n-1].Batch+1
	}
	if cur != expected {
		m.mu.Unlock()
		return &ConflictError{Expected: expected, Current: cur}
	}
	for _, e := range b.Events {
		log = append(log, Record{Event: e, Batch: batch, By: b.By})
	}
	m.logs[id] = log
	last := log[len(log)-1].Event.Seq
	m.mu.Unlock()
	m.hub.Publish(id, last)
	return nil
}

func (m *Memory) Events(_ context.Context, id string, after int) ([]Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.encs[id]; !ok {
		return nil, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	var out []Record
	for _, r := range m.logs[id] {
		if r.Event.Seq > after {
			out = append(out, r)
		}
	}
	return out, nil
}

func (m *Memory) Version(_ context.Context, id string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.encs[id]; !ok {
		return 0, fmt.Errorf("%w: encounter %q", ErrNotFound, id)
	}
	log := m.logs[id]
	if len(log) == 0 {
		return 0, nil
	}
	return log[len(log)-1].Event.Seq, nil
}

func (m *Memory) PutToken(_ context.Context, t Token) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if liveSeat(t) {
		for h, o := range m.tokens {
			if h != t.Hash && liveSeat(o) && o.Encounter == t.Encounter && o.Character == t.Character {
				return fmt.Errorf("%w: %s already has a player", ErrExists, t.Character)
			}
		}
	}
	m.tokens[t.Hash] = t
	return nil
}

// liveSeat reports whether a token is a seat not revoked: one a character.
func liveSeat(t Token) bool { return t.Role == RoleSeat && !t.Revoked }

func (m *Memory) Token(_ context.Context, hash string) (Token, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	t, ok := m.tokens[hash]
	if !ok {
		return Token{}, fmt.Errorf("%w: token", ErrNotFound)
	}
	return t, nil
}

func (m *Memory) Tokens(_ context.Context, encounter string) ([]Token, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Token
	for _, t := range m.tokens {
		if t.Encounter == encounter {
			out = append(out, t)
		}
	}
	return out, nil
}

func (m *Memory) Subscribe(ctx context.Context, id string) (<-chan int, error) {
	return m.hub.Subscribe(ctx, id), nil
}

func (m *Memory) Close() error { return nil }
