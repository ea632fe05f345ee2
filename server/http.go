package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
)

// MaxBody is the largest request body the API reads (an encounter file
// with its map, or an imported log).
const MaxBody = 4 << 20

// Handler is the HTTP API (docs/api.md) and, when page is not nil, the
// web page at / (package web).
func Handler(s *Service, page fs.FS) http.Handler {
	mux := http.NewServeMux()
	h := &api{s: s}
	mux.HandleFunc("POST /api/encounters", h.create)
	mux.HandleFunc("GET /api/encounters/{id}", h.auth(h.state))
	mux.HandleFunc("POST /api/encounters/{id}/commands", h.auth(h.command))
	mux.HandleFunc("POST /api/encounters/{id}/undo", h.auth(h.undo))
	mux.HandleFunc("GET /api/encounters/{id}/events", h.auth(h.events))
	mux.HandleFunc("GET /api/encounters/{id}/stream", h.auth(h.stream))
	mux.HandleFunc("GET /api/encounters/{id}/export", h.auth(h.export))
	mux.HandleFunc("POST /api/encounters/{id}/combatants", h.auth(h.addCombatant))
	mux.HandleFunc("DELETE /api/encounters/{id}/combatants/{name}", h.auth(h.removeCombatant))
	mux.HandleFunc("POST /api/encounters/{id}/claim", h.auth(h.claim))
	mux.HandleFunc("POST /api/encounters/{id}/tokens", h.auth(h.rotate))
	mux.HandleFunc("DELETE /api/encounters/{id}/seats/{character}", h.auth(h.revoke))
	mux.HandleFunc("POST /api/encounters/{id}/requests", h.auth(h.request))
	mux.HandleFunc("POST /api/encounters/{id}/requests/{seq}", h.auth(h.decide))
	mux.HandleFunc("POST /api/encounters/{id}/prompts/{prompt}", h.auth(h.answer))
	mux.HandleFunc("POST /api/encounters/{id}/control", h.auth(h.control))
	mux.HandleFunc("POST /api/encounters/{id}/step", h.auth(h.step))
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeErr(w, errorf(http.StatusNotFound, CodeNotFound, "no such endpoint: %s %s (docs/api.md)", r.Method, r.URL.Path))
	})
	if page != nil {
		// "/" and not "GET /": a method pattern with the more general
		// path would conflict with "/api/" and make ServeMux panic.
		files := http.FileServerFS(page)
		mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
			if r.Method != http.MethodGet && r.Method != http.MethodHead {
				w.Header().Set("Allow", "GET, HEAD")
				writeErr(w, errorf(http.StatusMethodNotAllowed, CodeBadRequest, "the page is read with GET"))
				return
			}
			files.ServeHTTP(w, r)
		})
	}
	return mux
}

type api struct{ s *Service }

type authed func(w http.ResponseWriter, r *http.Request, id string, p Principal)

// auth reads the token (Authorization: Bearer, or ?token= for a browser's
// EventSource) and checks it against the encounter in the path.
func (h *api) auth(next authed) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		tok := r.URL.Query().Get("token")
		if a := r.Header.Get("Authorization"); strings.HasPrefix(a, "Bearer ") {
			tok = strings.TrimPrefix(a, "Bearer ")
		}
		p, err := h.s.Auth(r.Context(), id, tok)
		if err != nil {
			writeErr(w, err)
			return
		}
		next(w, r, id, p)
	}
}

// decode reads a JSON body strictly: one object, known fields only, at
// most MaxBody bytes.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, MaxBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeErr(err)
	}
	if dec.More() {
		return badField("", "the body is one JSON object; something follows it")
	}
	if _, err := dec.Token(); err != io.EOF {
		return badField("", "the body is one JSON object; something follows it")
	}
	return nil
}

// decodeErr names what is wrong with a body.
func decodeErr(err error) *Error {
	var mb *http.MaxBytesError
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &mb):
		return errorf(http.StatusRequestEntityTooLarge, CodeTooLarge, "the body is larger than %d bytes", MaxBody)
	case errors.As(err, &te):
		return badField(te.Field, "%s should be %s, not JSON %s", te.Field, te.Type, te.Value)
	case errors.As(err, &se):
		return badField("", "the body is not JSON: %v (at byte %d)", se, se.Offset)
	case errors.Is(err, io.EOF):
		return badField("", "the body is empty: send a JSON object")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		f := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return badField(f, "unknown field %q (docs/api.md)", f)
	}
	return badField("", "the body is not a JSON object: %v", err)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		writeErr(w, errorf(http.StatusInternalServerError, CodeInternal, "encoding the answer: %v", err))
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}

func writeErr(w http.ResponseWriter, err error) {
	e := wrap(err)
	writeJSON(w, e.Status, map[string]any{"error": e})
}

// createBody makes an encounter: from a file (yaml), from scratch (a map
// size), or from a file and an exported log (log, JSON Lines).
type createBody struct {
	Name string `json:"name"`
	YAML string `json:"yaml"`
	Map  *struct {
		Size string `json:"size"`
	} `json:"map"`
	Ruleset string `json:"ruleset"`
	Log     string `json:"log"`
}

func (h *api) create(w http.ResponseWriter, r *http.Request) {
	var b createBody
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	src := b.YAML
	switch {
	case src != "" && (b.Map != nil || b.Ruleset != ""):
		writeErr(w, badField("yaml", "give an encounter file (yaml) or a map and ruleset to start from scratch, not both"))
		return
	case src == "":
		size := "12x8"
		if b.Map != nil && b.Map.Size != "" {
			size = b.Map.Size
		}
		rs := b.Ruleset
		if rs == "" {
			rs = "5e-2014"
		}
		src = fmt.Sprintf("ruleset: %s\nmap:\n  size: %s\ncombatants: []\n", strconv.Quote(rs), strconv.Quote(size))
	}
	var l Links
	var err error
	if b.Log != "" {
		evs, rerr := store.ReadJSONL(strings.NewReader(b.Log))
		if rerr != nil {
			writeErr(w, badField("log", "%v", rerr))
			return
		}
		l, err = h.s.Import(r.Context(), b.Name, src, evs)
	} else {
		l, err = h.s.Create(r.Context(), b.Name, src)
	}
	if err != nil {
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]any{
		"id": l.ID, "dm_token": l.DM, "player_token": l.Player, "spectator_token": l.Spectator,
		"links": map[string]string{
			"dm":        "/?e=" + l.ID + "&token=" + l.DM,
			"player":    "/?e=" + l.ID + "&token=" + l.Player,
			"spectator": "/?e=" + l.ID + "&token=" + l.Spectator,
		},
	})
}

func (h *api) state(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	v, err := h.s.State(r.Context(), id, p)
	if err != nil {
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (h *api) command(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b CommandRequest
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	h.result(w)(h.s.Command(r.Context(), id, p, b))
}

// result writes a Result: 200, or 202 when a reaction prompt holds it.
func (h *api) result(w http.ResponseWriter) func(*Result, error) {
	return func(res *Result, err error) {
		if err != nil {
			writeErr(w, err)
			return
		}
		if res.Events == nil {
			res.Events = []battle.Event{}
		}
		status := http.StatusOK
		if res.Prompt != nil {
			status = http.StatusAccepted
		}
		writeJSON(w, status, res)
	}
}

func (h *api) undo(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	h.result(w)(h.s.Undo(r.Context(), id, p))
}

func (h *api) events(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	after, err := afterParam(r)
	if err != nil {
		writeErr(w, err)
		return
	}
	evs, v, err := h.s.Events(r.Context(), id, p, after)
	if err != nil {
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"version": v, "events": evs})
}

// afterParam reads ?after=N, or a reconnecting EventSource's
// Last-Event-ID.
func afterParam(r *http.Request) (int, error) {
	v := r.URL.Query().Get("after")
	if le := r.Header.Get("Last-Event-ID"); le != "" {
		v = le
	}
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, badField("after", "after is an event's seq, 0 or more, not %q", v)
	}
	return n, nil
}

func (h *api) export(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	meta, recs, err := h.s.Export(r.Context(), id, p)
	if err != nil {
		writeErr(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", battle.Slug(meta.Name)+".jsonl"))
	_ = store.WriteJSONL(w, recs)
}

type entryBody struct {
	YAML     string `json:"yaml"`     // a combatants entry as YAML
	Template string `json:"template"` // or: a compendium monster ...
	Name     string `json:"name"`
	Side     string `json:"side"`
	At       string `json:"at"`
}

func (h *api) addCombatant(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b entryBody
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	entry := b.YAML
	if entry == "" {
		if b.Template == "" || b.At == "" {
			writeErr(w, badField("yaml", "give the entry (yaml), or a template and at"))
			return
		}
		m := map[string]string{"template": b.Template, "at": b.At, "side": b.Side, "name": b.Name}
		if m["side"] == "" {
			m["side"] = "monsters"
		}
		if m["name"] == "" {
			delete(m, "name")
		}
		js, _ := json.Marshal(m) // JSON is YAML
		entry = string(js)
	}
	h.result(w)(h.s.AddCombatant(r.Context(), id, p, []byte(entry)))
}

func (h *api) removeCombatant(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	if p.Role != store.RoleDM {
		writeErr(w, errDMOnly)
		return
	}
	h.result(w)(h.s.Command(r.Context(), id, p, CommandRequest{Command: "dm remove " + r.PathValue("name")}))
}

func (h *api) claim(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b struct {
		Character string `json:"character"`
	}
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	tok, err := h.s.Claim(r.Context(), id, p, b.Character)
	if err != nil {
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"token": tok, "character": b.Character, "link": "/?e=" + id + "&token=" + tok})
}

func (h *api) rotate(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b struct {
		Role store.Role `json:"role"`
	}
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	tok, err := h.s.Rotate(r.Context(), id, p, b.Role)
	if err != nil {
		writeErr(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"role": string(b.Role), "token": tok, "link": "/?e=" + id + "&token=" + tok})
}

func (h *api) revoke(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	if err := h.s.Revoke(r.Context(), id, p, r.PathValue("character")); err != nil {
		writeErr(w, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *api) request(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b struct {
		Command string `json:"command"`
	}
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	h.result(w)(h.s.Request(r.Context(), id, p, b.Command))
}

func (h *api) decide(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b struct {
		Approve *bool `json:"approve"`
	}
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	seq, err := strconv.Atoi(r.PathValue("seq"))
	if err != nil || b.Approve == nil {
		writeErr(w, badField("approve", "POST {\"approve\": true|false} to /requests/SEQ"))
		return
	}
	h.result(w)(h.s.Decide(r.Context(), id, p, seq, *b.Approve))
}

func (h *api) answer(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b struct {
		Take  *bool `json:"take"`
		Rolls []int `json:"rolls"`
	}
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	h.result(w)(h.s.Answer(r.Context(), id, p, r.PathValue("prompt"), b.Take, b.Rolls))
}

func (h *api) control(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	var b struct {
		Creature string `json:"creature"`
		Auto     bool   `json:"auto"`
	}
	if err := decode(w, r, &b); err != nil {
		writeErr(w, err)
		return
	}
	h.result(w)(h.s.Control(r.Context(), id, p, b.Creature, b.Auto))
}

func (h *api) step(w http.ResponseWriter, r *http.Request, id string, p Principal) {
	h.result(w)(h.s.Step(r.Context(), id, p))
}
