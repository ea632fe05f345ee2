package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
)

// testServer is the API over a memory store, with the encounter of
// testdata/duel.yaml created.
type testServer struct {
	t   *testing.T
	svc *Service
	srv *httptest.Server
	url string // the server's base URL: srv's, or a server process's
	id  string
	dm  string // tokens
	pl  string
	spc string
}

func newTestServer(t *testing.T) *testServer {
	t.Helper()
	return newTestServerOn(t, store.NewMemory())
}

func newTestServerOn(t *testing.T, st store.Store) *testServer {
	t.Helper()
	svc := New(st)
	srv := httptest.NewServer(Handler(svc, nil))
	t.Cleanup(srv.Close)
	ts := &testServer{t: t, svc: svc, srv: srv, url: srv.URL}
	ts.create()
	return ts
}

// create makes the duel encounter on the server.
func (ts *testServer) create() {
	ts.t.Helper()
	src, err := os.ReadFile("testdata/duel.yaml")
	if err != nil {
		ts.t.Fatal(err)
	}
	var out struct {
		ID, DM_token, Player_token, Spectator_token string
	}
	ts.call("POST", "/api/encounters", "", map[string]any{"name": "duel", "yaml": string(src)}, http.StatusCreated, &out)
	ts.id, ts.dm, ts.pl, ts.spc = out.ID, out.DM_token, out.Player_token, out.Spectator_token
}

// call sends a request and checks its status; out, when not nil, gets the
// JSON answer. It returns the raw body.
func (ts *testServer) call(method, path, token string, body any, want int, out any) []byte {
	ts.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = bytes.NewReader([]byte(b))
	default:
		js, _ := json.Marshal(b)
		rd = bytes.NewReader(js)
	}
	req, _ := http.NewRequestWithContext(context.Background(), method, ts.url+path, rd)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		ts.t.Fatalf("%s %s: status %d, want %d: %s", method, path, resp.StatusCode, want, raw)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			ts.t.Fatalf("%s %s: %v: %s", method, path, err, raw)
		}
	}
	return raw
}

func (ts *testServer) path(rest string) string { return "/api/encounters/" + ts.id + rest }

// cmd posts a command with dice faces and wants status.
func (ts *testServer) cmd(token, line string, want int, rolls ...int) Result {
	ts.t.Helper()
	var res Result
	var out any = &res
	if want >= 400 {
		out = nil
	}
	ts.call("POST", ts.path("/commands"), token, map[string]any{"command": line, "rolls": rolls}, want, out)
	return res
}

// state is the encounter as token's holder sees it.
func (ts *testServer) state(token string) View {
	ts.t.Helper()
	var v View
	ts.call("GET", ts.path(""), token, nil, http.StatusOK, &v)
	return v
}

// claim takes a seat for a character with the player link.
func (ts *testServer) claim(character string) string {
	ts.t.Helper()
	var out struct{ Token string }
	ts.call("POST", ts.path("/claim"), ts.pl, map[string]string{"character": character}, http.StatusCreated, &out)
	return out.Token
}

// apiError decodes an error answer.
func apiError(t *testing.T, raw []byte) Error {
	t.Helper()
	var out struct{ Error Error }
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("not an error answer: %s", raw)
	}
	return out.Error
}

// callStatus sends a request and returns its status only.
func (ts *testServer) callStatus(method, path, token string, body any) int {
	js, _ := json.Marshal(body)
	req, _ := http.NewRequestWithContext(context.Background(), method, ts.url+path, bytes.NewReader(js))
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

func itoa(n int) string { return strconv.Itoa(n) }

// mustSource is an encounter's file.
func (s *Service) mustSource(t *testing.T, id string) string {
	e, err := s.st.Encounter(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return e.Source
}
