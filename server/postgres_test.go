package server

import (
	"net/http"
	"os"
	"sync"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Several servers on one PostgreSQL (issue 8): two server processes share
// a database. A command posted to one reaches a client streaming from the
// other (LISTEN/NOTIFY), and two commands decided at the same version,
// one to each, resolve as on one server: one lands, the other is a
// conflict.
func TestTwoServersOnePostgres(t *testing.T) {
	if os.Getenv("SKIRMISH_TEST_POSTGRES") == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("SKIRMISH_TEST_POSTGRES is unset in CI: .ci/run starts PostgreSQL for this test")
		}
		t.Skip(`SKIRMISH_TEST_POSTGRES is unset: eval "$(.ci/postgres.sh start)" to run it`)
	}
	dsn := freshPostgres(t)
	one, two := startProcess(t, "postgres", dsn), startProcess(t, "postgres", dsn)
	a := &testServer{t: t, url: one.url}
	a.create()
	b := &testServer{t: t, url: two.url, id: a.id, dm: a.dm, pl: a.pl, spc: a.spc}
	watch := b.stream(b.spc, "")
	begun := a.cmd(a.dm, "begin", http.StatusOK)
	for seq := 1; seq <= begun.Version; seq++ {
		if e := watch.next(t); e.Seq != seq {
			t.Fatalf("the second server's stream: seq %d, want %d", e.Seq, seq)
		}
	}
	// One version, two servers, two commands at once.
	v := begun.Version
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for k, ts := range []*testServer{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[k] = ts.callStatus("POST", ts.path("/commands"), ts.dm, map[string]any{"command": "dm damage Goblin 1 1", "version": v})
		}()
	}
	wg.Wait()
	if !(codes[0] == 200 && codes[1] == 409 || codes[0] == 409 && codes[1] == 200) {
		t.Fatalf("statuses %v: want one 200 and one 409", codes)
	}
	var ea, eb struct{ Events []battle.Event }
	a.call("GET", a.path("/events"), a.dm, nil, http.StatusOK, &ea)
	b.call("GET", b.path("/events"), b.dm, nil, http.StatusOK, &eb)
	if len(ea.Events) != len(eb.Events) || len(ea.Events) != v+1 {
		t.Fatalf("both servers hold the same log of %d events: %d and %d", v+1, len(ea.Events), len(eb.Events))
	}
	if e := watch.next(t); e.Seq != v+1 || e.Type != battle.EvDamage {
		t.Fatalf("the landed command reached the second server's stream: %+v", e)
	}
}
