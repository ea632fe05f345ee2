package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Heartbeat is how often an idle stream sends a comment, so proxies and
// the browser keep it open and a dead client is noticed.
var Heartbeat = 15 * time.Second

// Since is what a client that has seen the events up to seq `after` is
// missing: the events since, as the principal may see them, and the
// state now.
func (s *Service) Since(ctx context.Context, id string, p Principal, after int) ([]battle.Event, View, error) {
	var evs []battle.Event
	var v View
	err := s.locked(ctx, id, p, func(t *table) error {
		if err := t.historyFrom(ctx, s.st, after); err != nil { // a client resuming from before the snapshot
			return fail(err)
		}
		evs, v = t.eventsFor(p, after), s.seatView(ctx, t, p, t.view(p))
		return nil
	})
	return evs, v, err
}

// stream is the live feed (Server-Sent Events): each event as `event:
// event` with its seq as the SSE id, then `event: state` with the state
// after them. A client that reconnects with Last-Event-ID (EventSource
// does it by itself) or ?after=N gets what it missed, and nothing twice.
func (h *api) stream(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	after, err := afterParam(r)
	if err != nil {
		writeErr(w, err)
		return
	}
	ctx := r.Context()
	news, err := h.s.st.Subscribe(ctx, id)
	if err != nil {
		writeErr(w, err)
		return
	}
	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	send := func() bool {
		if !h.s.live(ctx, id, p) { // revoked or replaced since the stream opened
			return false
		}
		evs, v, err := h.s.Since(ctx, id, p, after)
		if err != nil {
			return false
		}
		for _, e := range evs {
			b, _ := json.Marshal(e)
			if _, err := fmt.Fprintf(w, "id: %d\nevent: event\ndata: %s\n\n", e.Seq, b); err != nil {
				return false
			}
		}
		after = max(after, v.Version)
		b, _ := json.Marshal(v)
		if _, err := fmt.Fprintf(w, "id: %d\nevent: state\ndata: %s\n\n", v.Version, b); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send() {
		return
	}
	beat := time.NewTicker(Heartbeat)
	defer beat.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case _, ok := <-news:
			if !ok || !send() {
				return
			}
		case <-beat.C:
			if !h.s.live(ctx, id, p) {
				return
			}
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil || rc.Flush() != nil {
				return
			}
		}
	}
}
