package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/store"
)

// Bad input never crashes or corrupts (issue 8 "Reliability and
// security"): whatever body reaches an endpoint, the answer is a 2xx or a
// 4xx with a JSON error, never a 500, and a refusal appends nothing.

func fuzzTarget(f *testing.F) (http.Handler, *Service, Links) {
	svc := New(store.NewMemory())
	src, err := os.ReadFile("testdata/duel.yaml")
	if err != nil {
		f.Fatal(err)
	}
	l, err := svc.Create(context.Background(), "duel", string(src))
	if err != nil {
		f.Fatal(err)
	}
	return Handler(svc, nil), svc, l
}

// endpoints are the POST endpoints the fuzzer sends bodies to.
var endpoints = []string{"commands", "combatants", "claim", "tokens", "requests", "requests/3", "prompts/x", "control", "undo", "step", "create"}

func FuzzAPI(f *testing.F) {
	for _, seed := range []string{
		`{"command":"begin"}`, `{"command":"Fighter attack Goblin 1","rolls":[20,8]}`, `{"command":"undo"}`,
		`{"command":"x","version":-1}`, `{"command":1}`, `{"command":"begin","extra":true}`, `[]`, `{`, ``,
		`{"yaml":"{template: goblin, side: g, at: A1}"}`, `{"template":"wolf","at":"Z9"}`, `{"character":"Fighter"}`,
		`{"role":"dm"}`, `{"approve":true}`, `{"take":false}`, `{"creature":"Goblin 1","auto":true}`,
		`{"name":"n","yaml":"combatants: [{name: A, side: a, at: A1, hp: 1, ac: 1}]"}`, `{"name":"n","map":{"size":"2x2"}}`,
		`{"name":"n","yaml":"map: {size: 3x3}","log":"{\"seq\":1}"}`, `{"command":"dm add goblin at A1 A2 A3 as"}`,
		`{"action":{"actor":"Fighter","verb":"attack","target":"Goblin 1","with":"longsword"}}`, `{"action":{"verb":"cast","with":"x","to":"A1"}}`,
	} {
		for k := range endpoints {
			f.Add(uint8(k), seed)
		}
	}
	h, svc, l := fuzzTarget(f)
	f.Fuzz(func(t *testing.T, k uint8, body string) {
		ep := endpoints[int(k)%len(endpoints)]
		path := "/api/encounters/" + l.ID + "/" + ep
		if ep == "create" {
			path = "/api/encounters"
		}
		before, _ := svc.st.Version(context.Background(), l.ID)
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+l.DM)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code >= 500 {
			t.Fatalf("POST %s %q: %d %s", path, body, w.Code, w.Body)
		}
		if w.Code >= 400 {
			var out struct{ Error *Error }
			if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil || out.Error == nil || out.Error.Code == "" || out.Error.Message == "" {
				t.Fatalf("POST %s %q: %d is not a JSON error: %s", path, body, w.Code, w.Body)
			}
			if after, _ := svc.st.Version(context.Background(), l.ID); after != before {
				t.Fatalf("POST %s %q was refused (%d) but the log moved %d → %d", path, body, w.Code, before, after)
			}
		}
	})
}

func TestBadInput(t *testing.T) {
	ts := newTestServer(t)
	big := `{"command":"` + strings.Repeat("a", MaxBody) + `"}`
	for _, c := range []struct {
		body   string
		status int
		field  string
	}{
		{`{"command":"begin","evil":1}`, 400, "evil"},
		{`{"command":5}`, 400, "command"},
		{`{"command":"begin"} {"command":"begin"}`, 400, ""},
		{`not json`, 400, ""},
		{``, 400, ""},
		{`{"command":""}`, 400, "command"},
		{`{"command":"begin","rolls":[0]}`, 400, "rolls[0]"},
		{big, 413, ""},
	} {
		raw := ts.call("POST", ts.path("/commands"), ts.dm, c.body, c.status, nil)
		if e := apiError(t, raw); e.Field != c.field {
			t.Errorf("%.40q: field %q, want %q (%s)", c.body, e.Field, c.field, e.Message)
		}
	}
	ts.call("GET", "/api/nothing", "", nil, 404, nil)
	ts.call("GET", ts.path("/events?after=-3"), ts.dm, nil, 400, nil)
	if v := ts.state(ts.dm).Version; v != 0 {
		t.Fatalf("bad input appended events: version %d", v)
	}
}
