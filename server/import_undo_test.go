package server

import (
	"net/http"
	"testing"
)

// An imported log's undo takes back events before it, and only those: an
// undo of events it can't reach is refused with the field at fault (a
// range of two billion events would have had the server walk them all at
// the encounter's next undo).
func TestImportUndoRange(t *testing.T) {
	ts := newTestServer(t)
	src := ts.svc.mustSource(t, ts.id)
	for _, log := range []string{
		`{"seq":1,"round":0,"type":"undo","from":"1","to":"2000000000","text":""}`,
		`{"seq":1,"round":0,"type":"undo","from":"-5","to":"0","text":""}`,
		`{"seq":1,"round":0,"type":"undo","from":"1","to":"1","text":""}`,
	} {
		raw := ts.call("POST", "/api/encounters", "", map[string]any{"name": "bad", "yaml": src, "log": log}, http.StatusBadRequest, nil)
		if e := apiError(t, raw); e.Field != "log" {
			t.Fatalf("an undo out of range: %+v", e)
		}
	}
}
