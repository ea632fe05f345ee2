package store

import (
	"context"
	"sync"
)

// Hub fans an encounter's new versions out to its subscribers in this
// process. Each subscriber has a one-slot channel holding the latest
// version: a slow reader skips versions in between but never misses the
// last, and a publisher never blocks on a reader.
type Hub struct {
	mu   sync.Mutex
	subs map[string]map[chan int]struct{}
}

// Subscribe returns a channel of id's new versions, closed when ctx ends.
func (h *Hub) Subscribe(ctx context.Context, id string) <-chan int {
	ch := make(chan int, 1)
	h.mu.Lock()
	if h.subs == nil {
		h.subs = map[string]map[chan int]struct{}{}
	}
	if h.subs[id] == nil {
		h.subs[id] = map[chan int]struct{}{}
	}
	h.subs[id][ch] = struct{}{}
	h.mu.Unlock()
	go func() {
		<-ctx.Done()
		h.mu.Lock()
		delete(h.subs[id], ch)
		if len(h.subs[id]) == 0 {
			delete(h.subs, id)
		}
		close(ch)
		h.mu.Unlock()
	}()
	return ch
}

// Publish tells id's subscribers that its log has reached version v.
func (h *Hub) Publish(id string, v int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs[id] {
		select {
		case <-ch: // drop the stale version the reader has not taken
		default:
		}
		select {
		case ch <- v:
		default:
		}
	}
}
