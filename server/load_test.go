package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/skirmish-rpg/skirmish/store"
)

// The load test of issue 8: encounters with five clients each, every
// client holding a live stream and posting commands, on loopback. It is
// a measurement, not a timed test: it runs when SKIRMISH_LOAD is set
// (SKIRMISH_LOAD=1 go test ./server -run TestLoad -v) and prints the
// throughput and the p50/p99 latency of a command; it fails only if a
// command fails or a stream misses an event.
func TestLoad(t *testing.T) {
	if os.Getenv("SKIRMISH_LOAD") == "" {
		t.Skip("a measurement: SKIRMISH_LOAD=1 go test ./server -run TestLoad -v")
	}
	encounters, clients, each := envInt("SKIRMISH_LOAD_ENCOUNTERS", 200), 5, envInt("SKIRMISH_LOAD_COMMANDS", 20)
	for _, b := range loadBackends(t) {
		t.Run(b.name, func(t *testing.T) {
			runLoad(t, b.open(t), encounters, clients, each)
		})
	}
}

type backend struct {
	name string
	open func(t *testing.T) store.Store
}

func envInt(k string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(k)); err == nil && n > 0 {
		return n
	}
	return def
}

func runLoad(t *testing.T, st store.Store, encounters, clients, each int) {
	svc := New(st)
	srv := httptest.NewServer(Handler(svc, nil))
	defer srv.Close()
	http.DefaultTransport.(*http.Transport).MaxIdleConnsPerHost = 2000
	src, _ := os.ReadFile("testdata/duel.yaml")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type enc struct {
		id, dm string
		after  int
	}
	encs := make([]enc, encounters)
	for k := range encs {
		l, err := svc.Create(ctx, fmt.Sprint("load ", k), string(src))
		if err != nil {
			t.Fatal(err)
		}
		dm := Principal{Role: store.RoleDM}
		res, err := svc.Command(ctx, l.ID, dm, CommandRequest{Command: "begin"})
		if err != nil {
			t.Fatal(err)
		}
		encs[k] = enc{l.ID, l.DM, res.Version}
	}
	want := clients * each // events each stream must see
	var wg, streams sync.WaitGroup
	var mu sync.Mutex
	var lat []time.Duration
	failures := 0
	start := time.Now()
	for _, e := range encs {
		for range clients {
			streams.Add(1)
			ready := make(chan struct{})
			go func() { // the client's live stream: it must see every command's event
				defer streams.Done()
				seen := 0
				req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/encounters/"+e.id+"/stream?token="+e.dm+"&after="+strconv.Itoa(e.after), nil)
				resp, err := http.DefaultClient.Do(req)
				close(ready)
				if err != nil {
					return
				}
				defer resp.Body.Close()
				sc := bufio.NewScanner(resp.Body)
				sc.Buffer(make([]byte, 1<<20), 1<<22)
				for sc.Scan() && seen < want {
					if sc.Text() == "event: event" {
						seen++
					}
				}
				if seen < want {
					mu.Lock()
					failures++
					mu.Unlock()
				}
			}()
			<-ready
			wg.Add(1)
			go func() {
				defer wg.Done()
				body := []byte(`{"command":"dm cover Fighter half"}`)
				for range each {
					t0 := time.Now()
					req, _ := http.NewRequest("POST", srv.URL+"/api/encounters/"+e.id+"/commands", bytes.NewReader(body))
					req.Header.Set("Authorization", "Bearer "+e.dm)
					resp, err := http.DefaultClient.Do(req)
					d := time.Since(t0)
					ok := err == nil && resp.StatusCode == 200
					if !ok && err == nil {
						var out map[string]any
						_ = json.NewDecoder(resp.Body).Decode(&out)
						t.Logf("status %d: %v", resp.StatusCode, out)
					}
					if err == nil {
						var out Result
						_ = json.NewDecoder(resp.Body).Decode(&out)
						resp.Body.Close()
					}
					mu.Lock()
					lat = append(lat, d)
					if !ok {
						failures++
					}
					mu.Unlock()
				}
			}()
		}
	}
	wg.Wait()
	elapsed := time.Since(start)
	done := make(chan struct{})
	go func() { streams.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Errorf("streams did not see every event within 30 s")
	}
	cancel()
	slices.Sort(lat)
	n := len(lat)
	t.Logf("%d encounters × %d clients × %d commands, each client holding a stream: %d commands in %v = %.0f commands/s; latency p50 %v, p99 %v, max %v",
		encounters, clients, each, n, elapsed.Round(time.Millisecond), float64(n)/elapsed.Seconds(),
		lat[n/2].Round(time.Microsecond), lat[n*99/100].Round(time.Microsecond), lat[n-1].Round(time.Microsecond))
	if failures > 0 {
		t.Fatalf("%d commands or streams failed", failures)
	}
}
