package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Crash safety (issue 8 "Reliability and security"): a server process is
// killed with SIGKILL while four clients stream commands into it; a new
// process on the same database must hold every event a client was told
// had landed, in order, with nothing lost and nothing doubled.
func TestCrashSafety(t *testing.T) {
	for _, b := range processBackends(t) {
		t.Run(b.kind, func(t *testing.T) {
			crash(t, b.kind, b.dsn(t))
		})
	}
}

func crash(t *testing.T, kind, dsn string) {
	p := startProcess(t, kind, dsn)
	ts := &testServer{t: t, url: p.url}
	ts.create()
	ts.cmd(ts.dm, "begin", http.StatusOK)
	var mu sync.Mutex
	acked := map[int]battle.Event{}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := []byte(`{"command":"dm cover Fighter half"}`)
			for {
				select {
				case <-stop:
					return
				default:
				}
				req, _ := http.NewRequest("POST", ts.url+ts.path("/commands"), bytes.NewReader(body))
				req.Header.Set("Authorization", "Bearer "+ts.dm)
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					return // the server is gone: this command was never acknowledged
				}
				var res Result
				err = json.NewDecoder(resp.Body).Decode(&res)
				resp.Body.Close()
				if err != nil || resp.StatusCode != http.StatusOK {
					continue
				}
				mu.Lock()
				for _, e := range res.Events {
					acked[e.Seq] = e
				}
				mu.Unlock()
			}
		}()
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		mu.Lock()
		n := len(acked)
		mu.Unlock()
		if n >= 200 || time.Now().After(deadline) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	p.kill() // mid-stream: commands are in flight
	close(stop)
	wg.Wait()
	again := startProcess(t, kind, dsn)
	ts.url = again.url
	var out struct{ Events []battle.Event }
	ts.call("GET", ts.path("/events"), ts.dm, nil, http.StatusOK, &out)
	for k, e := range out.Events {
		if e.Seq != k+1 {
			t.Fatalf("event %d has seq %d: a gap or a doubled event", k+1, e.Seq)
		}
	}
	for seq, want := range acked {
		if seq > len(out.Events) {
			t.Fatalf("acknowledged event %d is lost: the log after the crash ends at %d", seq, len(out.Events))
		}
		if got := out.Events[seq-1]; got.Type != want.Type || got.Text != want.Text {
			t.Fatalf("event %d: acknowledged %+v, stored %+v", seq, want, got)
		}
	}
	t.Logf("%s: %d events acknowledged before SIGKILL, %d in the log after restart, all acknowledged ones there in order", kind, len(acked), len(out.Events))
	if len(acked) == 0 {
		t.Fatal("no command was acknowledged before the kill: the test proved nothing")
	}
	// The restarted server plays on.
	ts.cmd(ts.dm, "dm cover Fighter none", http.StatusOK)
}
