package server

import (
	"context"
	"net/http"
	"sync"
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
)

// racing is a store on which another server appends first: just before
// this server's next append lands, once.
type racing struct {
	store.Store
	once  sync.Once
	first func()
}

func (r *racing) Append(ctx context.Context, id string, expected int, b store.Batch) error {
	r.once.Do(r.first)
	return r.Store.Append(ctx, id, expected, b)
}

// A command that loses the race to another server's (the store's version
// check, not this server's lock) is answered 409 with the version and the
// state as they are now (docs/api.md "Commands"), and nothing of it lands.
func TestConflictAcrossServers(t *testing.T) {
	mem := store.NewMemory()
	st := &racing{Store: mem, first: func() {}}
	ts := newTestServerOn(t, st)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	other := New(mem)
	st.once = sync.Once{}
	st.first = func() {
		if _, err := other.Command(context.Background(), ts.id, Principal{Role: store.RoleDM}, CommandRequest{Command: "dm damage Goblin 2 1"}); err != nil {
			t.Errorf("the other server's command: %v", err)
		}
	}
	raw := ts.call("POST", ts.path("/commands"), ts.dm, map[string]any{"command": "dm damage Goblin 1 2"}, http.StatusConflict, nil)
	e := apiError(t, raw)
	v := ts.state(ts.dm)
	if e.Code != CodeConflict || e.Version != v.Version || e.State == nil || e.State.Version != v.Version {
		t.Fatalf("the conflict says where the log is now (version %d): %+v", v.Version, e)
	}
	if *v.Creatures[2].HP != 7 || *v.Creatures[3].HP != 6 {
		t.Fatalf("the other server's command landed, this one's didn't: Goblin 1 %d, Goblin 2 %d", *v.Creatures[2].HP, *v.Creatures[3].HP)
	}
}
