package server

import (
	"bufio"
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// A token revoked or replaced while its stream is open stops working
// there too: the stream ends before it carries anything more (docs/api.md
// "Tokens and roles": a revoked token, a replaced one).
func TestStreamEndsOnRevoke(t *testing.T) {
	ts := newTestServer(t)
	ts.cmd(ts.dm, "begin", http.StatusOK)
	seat := ts.claim("Fighter")
	for _, c := range []struct {
		token  string
		revoke func()
	}{
		{seat, func() { ts.call("DELETE", ts.path("/seats/Fighter"), ts.dm, nil, http.StatusNoContent, nil) }},
		{ts.spc, func() {
			ts.call("POST", ts.path("/tokens"), ts.dm, map[string]string{"role": "spectator"}, http.StatusCreated, nil)
		}},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		req, _ := http.NewRequestWithContext(ctx, "GET", ts.url+ts.path("/stream?token="+c.token), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("stream: %v %v", err, resp)
		}
		lines := make(chan string, 100)
		go func() {
			defer close(lines)
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(make([]byte, 1<<20), 1<<22)
			for sc.Scan() {
				lines <- sc.Text()
			}
		}()
		for l := range lines { // the first state: the stream is live
			if strings.HasPrefix(l, "event: state") {
				break
			}
		}
		c.revoke()
		ts.cmd(ts.dm, "dm damage Goblin 1 1", http.StatusOK)
		for l := range lines {
			if strings.HasPrefix(l, "event: ") {
				t.Fatalf("a revoked token's stream still carries %q", l)
			}
		}
		if ctx.Err() != nil {
			t.Fatal("a revoked token's stream stays open")
		}
		resp.Body.Close()
		cancel()
	}
}
