package server

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/store"
)

// Two players claiming the same character at once: one seat, not two
// (docs/api.md: 409 for a character already claimed).
func TestClaimRace(t *testing.T) {
	ts := newTestServerOn(t, slowSeats{store.NewMemory()})
	var wg sync.WaitGroup
	var mu sync.Mutex
	won := 0
	for range 8 {
		wg.Go(func() {
			if ts.callStatus("POST", ts.path("/claim"), ts.pl, map[string]string{"character": "Fighter"}) == http.StatusCreated {
				mu.Lock()
				won++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	ts0, err := ts.svc.st.Tokens(context.Background(), ts.id)
	if err != nil {
		t.Fatal(err)
	}
	seats := 0
	for _, tk := range ts0 {
		if tk.Role == store.RoleSeat && !tk.Revoked {
			seats++
		}
	}
	if won != 1 || seats != 1 {
		t.Fatalf("8 claims of the fighter at once: %d won, %d seats", won, seats)
	}
}

// slowSeats is a store slow to write a seat's token, as a database under
// load is: the window in which a second claim could pass the check.
type slowSeats struct{ store.Store }

func (s slowSeats) PutToken(ctx context.Context, t store.Token) error {
	if t.Role == store.RoleSeat {
		time.Sleep(20 * time.Millisecond)
	}
	return s.Store.PutToken(ctx, t)
}
