package server

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/store"
)

// byImport marks the batch of an imported log (Import).
const byImport = "import"

// Service is the tracker without HTTP: every operation the API offers,
// checked against the caller's role. It is safe for concurrent use.
type Service struct {
	st    store.Store
	now   func() time.Time
	seed  func() uint64 // a fresh seed for each command's dice
	mu    sync.Mutex
	cache map[string]*table
	clock int64 // counts table lookups, for the least recently used (evict)
}

// New makes a service over a store.
func New(st store.Store) *Service {
	return &Service{st: st, now: time.Now, seed: cryptoSeed, cache: map[string]*table{}}
}

func cryptoSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// Links are the tokens the DM hands out when an encounter is made.
type Links struct {
	ID        string `json:"id"`
	DM        string `json:"dm_token"`
	Player    string `json:"player_token"`
	Spectator string `json:"spectator_token"`
}

// Create makes an encounter from an encounter file (docs/encounters.md;
// it may have no combatants yet) and issues its three tokens.
func (s *Service) Create(ctx context.Context, name, source string) (Links, error) {
	if strings.TrimSpace(name) == "" {
		name = "encounter"
	}
	if len(name) > 200 {
		return Links{}, badField("name", "a name is at most 200 characters")
	}
	if _, err := battle.LoadRoster(name, []byte(source)); err != nil {
		return Links{}, wrap(err)
	}
	id := secret(10)
	if err := s.st.Create(ctx, store.Encounter{ID: id, Name: name, Source: source, Created: s.now()}); err != nil {
		return Links{}, wrap(err)
	}
	l := Links{ID: id}
	var err error
	if l.DM, err = s.issue(ctx, id, store.RoleDM, ""); err != nil {
		return Links{}, wrap(err)
	}
	if l.Player, err = s.issue(ctx, id, store.RolePlayer, ""); err != nil {
		return Links{}, wrap(err)
	}
	if l.Spectator, err = s.issue(ctx, id, store.RoleSpectator, ""); err != nil {
		return Links{}, wrap(err)
	}
	return l, nil
}

// Import makes an encounter from its file and an exported log (JSON
// Lines, docs/events.md), checked by folding it: one batch, by "import".
func (s *Service) Import(ctx context.Context, name, source string, log []battle.Event) (Links, error) {
	enc, err := battle.LoadRoster(name, []byte(source))
	if err != nil {
		return Links{}, wrap(err)
	}
	for k, e := range log {
		if e.Seq != k+1 {
			return Links{}, badField("log", "event %d has seq %d: a log counts 1, 2, 3 ...", k+1, e.Seq)
		}
		if e.Type == battle.EvUndo {
			from, err1 := strconv.Atoi(e.From)
			to, err2 := strconv.Atoi(e.To)
			if err1 != nil || err2 != nil || from < 1 || to < from || to >= e.Seq {
				return Links{}, badField("log", "event %d (undo) takes back events %q to %q: an undo takes back events before it", e.Seq, e.From, e.To)
			}
		}
	}
	if _, err := battle.Replay(enc, log); err != nil {
		return Links{}, badField("log", "the log does not fold onto the encounter: %v", err)
	}
	l, err := s.Create(ctx, name, source)
	if err != nil || len(log) == 0 {
		return l, err
	}
	if err := s.st.Append(ctx, l.ID, 0, store.Batch{Events: log, By: byImport, Command: "import"}); err != nil {
		return Links{}, wrap(err)
	}
	return l, nil
}

// table returns the encounter's table, loading it on first use.
func (s *Service) table(ctx context.Context, id string) (*table, error) {
	s.mu.Lock()
	t, ok := s.cache[id]
	if ok {
		s.clock++
		t.used = s.clock
	}
	s.mu.Unlock()
	if ok {
		return t, nil
	}
	t, err := loadTable(ctx, s.st, id)
	if err != nil {
		return nil, wrap(err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.cache[id]; ok { // another request loaded it meanwhile
		return old, nil
	}
	s.clock++
	t.used = s.clock
	s.cache[id] = t
	s.evict()
	return t, nil
}

// MaxTables is how many encounters a server keeps folded in memory; the
// least recently used goes beyond it. Dropping one is always safe: a
// request still holding it appends through the store's version check,
// as a second server would, and the next request loads it afresh (from
// its snapshot).
var MaxTables = 1024

// evict drops the least recently used tables beyond MaxTables (s.mu held).
func (s *Service) evict() {
	for len(s.cache) > MaxTables {
		oldest, at := "", int64(-1)
		for id, t := range s.cache {
			if at < 0 || t.used < at {
				oldest, at = id, t.used
			}
		}
		delete(s.cache, oldest)
	}
}

// locked runs f with the encounter's table locked and brought up to date
// with the store.
func (s *Service) locked(ctx context.Context, id string, p Principal, f func(t *table) error) error {
	t, err := s.table(ctx, id)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if err := t.refresh(ctx, s.st); err != nil {
		return fail(err)
	}
	err = f(t)
	if e, ok := err.(*Error); ok && e.Code == CodeConflict && e.Version > 0 && e.State == nil {
		v := s.seatView(ctx, t, p, t.view(p)) // another server's append won (appendBatch): where the log is now
		e2 := *e
		e2.State = &v
		return &e2
	}
	return err
}

// CommandRequest is a command posted to an encounter.
type CommandRequest struct {
	Command string `json:"command,omitempty"` // in the command language (docs/commands.md)
	// Action is the command as JSON instead (action.go): give one of the two.
	Action *Action `json:"action,omitempty"`
	// Version is the log's version the command was decided at (the
	// state's `version`): when the log has moved on, the command is
	// refused with a conflict rather than played on a state its sender
	// never saw. Absent: played on the current state.
	Version *int `json:"version,omitempty"`
	// Rolls are physical dice faces, used in the order the command rolls
	// its dice; the engine rolls the rest. Faces left over are an error.
	Rolls []int `json:"rolls,omitempty"`
}

// Result is what a command did.
type Result struct {
	Version int            `json:"version"`
	Events  []battle.Event `json:"events"`
	Prompt  *Prompt        `json:"prompt,omitempty"`  // a reaction waits for its owner (react.go): nothing is played yet
	Why     string         `json:"why,omitempty"`     // a step of the tactics: why it chose the command
	Command string         `json:"command,omitempty"` // the line played, when the command came as an action
}

// Command plays one command for the principal.
func (s *Service) Command(ctx context.Context, id string, p Principal, req CommandRequest) (*Result, error) {
	line := req.Command
	if req.Action != nil {
		if req.Command != "" {
			return nil, badField("action", "give the command as a line (command) or as JSON (action), not both")
		}
		l, err := req.Action.line()
		if err != nil {
			return nil, err
		}
		line = l
	}
	if strings.TrimSpace(line) == "" {
		return nil, badField("command", "missing: the command, as docs/commands.md writes it (or an action)")
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		if req.Version != nil && *req.Version != t.version {
			return s.conflict(ctx, t, p)
		}
		cmd, err := battle.ParseCommand(t.state, line)
		if err != nil {
			return fail(err)
		}
		if err := s.may(ctx, t, p, cmd); err != nil {
			return err
		}
		before := t.version
		res, err = s.play(ctx, t, p, cmd, req.Rolls, s.seed())
		if err == nil && req.Action != nil {
			res.Command = line
		}
		t.shown(p, res, before)
		return err
	})
	return res, err
}

// may checks the principal's right to a command: the DM anything, a
// seat only its own character's doings (and its animal companion's).
func (s *Service) may(ctx context.Context, t *table, p Principal, cmd battle.Command) error {
	switch p.Role {
	case store.RoleDM:
		return nil
	case store.RoleSeat:
	default:
		return errWatchOnly
	}
	if cmd.Actor < 0 || cmd.Verb == "begin" {
		return errorf(http.StatusForbidden, CodeForbidden, "%q is the DM's to do: a player acts for %s only", cmd.Text, p.Character)
	}
	if t.state.Waiting() {
		// A player's command would begin its turn and pass the moment
		// between turns (battle/lair.go, legendary_wait.go): that is the
		// DM's to do.
		msg := "initiative count 20: the fight waits for a lair action, which the DM takes or passes (next turn)"
		if !t.state.Count20 {
			msg = "the end of a turn: the fight waits for legendary actions, which the DM takes or passes (next turn)"
		}
		e := errorf(http.StatusUnprocessableEntity, CodeRule, "%s", msg)
		e.Rule = string(battle.CodeNotYourTurn)
		return e
	}
	c := &t.state.Combatants[cmd.Actor]
	if !strings.EqualFold(c.Name, p.Character) && !strings.EqualFold(c.CompanionOf, p.Character) {
		return errorf(http.StatusForbidden, CodeForbidden, "you play %s, not %s", p.Character, c.Name)
	}
	return nil
}

// play decides a command on the table's state with the dice given (then
// the PRNG of seed) and the reaction answers known, and appends its
// events; or, when a reaction's owner must be asked, holds it (react.go).
func (s *Service) play(ctx context.Context, t *table, p Principal, cmd battle.Command, rolls []int, seed uint64) (*Result, error) {
	return s.decideOn(ctx, t, t.state, p, cmd, rolls, seed, answers{}, nil)
}

// playAfter decides line on the table's state with lead applied first
// (an answer's prompt_end, a request's request_end), and appends lead and
// the command's events as one batch.
func (s *Service) playAfter(ctx context.Context, t *table, p Principal, lead battle.Event, line string, rolls []int, seed uint64, ans answers) (*Result, error) {
	st := t.state.Clone()
	if err := battle.Apply(st, lead); err != nil {
		return nil, wrap(err)
	}
	cmd, err := battle.ParseCommand(st, line)
	if err != nil {
		return nil, wrap(err)
	}
	return s.decideOn(ctx, t, st, p, cmd, rolls, seed, ans, []battle.Event{lead})
}

// decideOn is play on st, the table's state with the events lead applied
// (an answer's prompt_end): they open the batch.
func (s *Service) decideOn(ctx context.Context, t *table, st *battle.State, p Principal, cmd battle.Command, rolls []int, seed uint64, ans answers, lead []battle.Event) (*Result, error) {
	for k, f := range rolls {
		if f < 1 || f > 100 {
			return nil, badField(fmt.Sprintf("rolls[%d]", k), "a die face is 1 to 100, not %d", f)
		}
	}
	src := &dice.Script{Faces: rolls, Then: dice.NewPRNG(seed)}
	ask := s.asker(ctx, t, p, ans)
	evs, _, err := battle.DecideWith(st, cmd, ownSource{src, ask}, ask.react)
	if err != nil {
		return nil, wrap(err)
	}
	if ask.question != nil {
		return s.hold(ctx, t, p, cmd, rolls, seed, ask, lead)
	}
	if n := src.Used(); n < len(rolls) {
		return nil, badField("rolls", "%d faces given, the command rolled %d: give only the dice it rolls", len(rolls), n)
	}
	evs = append(slices.Clip(lead), evs...)
	if len(evs) == 0 {
		return &Result{Version: t.version}, nil
	}
	if err := s.appendBatch(ctx, t, p.by(), cmd.Text, evs); err != nil {
		return nil, err
	}
	return &Result{Version: t.version, Events: evs}, nil
}

// appendBatch appends a batch decided at the table's version and folds
// it; a conflict with another process refreshes the table and answers
// with its state.
func (s *Service) appendBatch(ctx context.Context, t *table, by, command string, evs []battle.Event) error {
	err := s.st.Append(ctx, t.id, t.version, store.Batch{Events: evs, By: by, Command: command})
	if err != nil {
		if e := wrap(err); e.Code == CodeConflict {
			if rerr := t.refresh(ctx, s.st); rerr != nil {
				return fail(rerr)
			}
			e.Version = t.version
			return e
		}
		return fail(err)
	}
	recs := make([]store.Record, len(evs))
	batch := t.lastBatch() + 1
	for k, e := range evs {
		recs[k] = store.Record{Event: e, By: by, Batch: batch}
	}
	if err := t.add(recs); err != nil {
		return fail(err)
	}
	t.snapshot(ctx, s.st) // now and then: snapshot.go
	return nil
}

// shown makes a result's events those the principal may see (eventsFor):
// a player's answer tells no more than its log does.
func (t *table) shown(p Principal, res *Result, before int) {
	if res == nil || p.Role == store.RoleDM || len(res.Events) == 0 {
		return
	}
	res.Events = t.eventsFor(p, before)
}

// conflict is the answer to a command decided at an old version.
func (s *Service) conflict(ctx context.Context, t *table, p Principal) error {
	v := s.seatView(ctx, t, p, t.view(p))
	return &Error{Status: http.StatusConflict, Code: CodeConflict, Version: t.version, State: &v,
		Message: fmt.Sprintf("the encounter is at version %d, the command was decided at another: look at the state and try again", t.version)}
}

// Undo takes back the last command in force (the DM's alone).
func (s *Service) Undo(ctx context.Context, id string, p Principal) (*Result, error) {
	if p.Role != store.RoleDM {
		return nil, errDMOnly
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		if err := t.history(ctx, s.st); err != nil { // undo walks back, and refolds the whole log
			return fail(err)
		}
		from, to, err := t.undoRange()
		if err != nil {
			return err
		}
		ev := battle.Event{Seq: t.version + 1, Round: t.state.Round, Type: battle.EvUndo, From: fmt.Sprint(from), To: fmt.Sprint(to),
			Text: fmt.Sprintf("undo: events %d to %d are taken back", from, to)}
		if err := s.appendBatch(ctx, t, p.by(), "undo", []battle.Event{ev}); err != nil {
			return err
		}
		res = &Result{Version: t.version, Events: []battle.Event{ev}}
		return nil
	})
	return res, err
}

// State is the encounter as the principal may see it.
func (s *Service) State(ctx context.Context, id string, p Principal) (View, error) {
	var v View
	err := s.locked(ctx, id, p, func(t *table) error {
		v = s.seatView(ctx, t, p, t.view(p))
		return nil
	})
	return v, err
}

// Events are the events after seq `after`, as the principal may see them.
func (s *Service) Events(ctx context.Context, id string, p Principal, after int) ([]battle.Event, int, error) {
	var out []battle.Event
	var version int
	err := s.locked(ctx, id, p, func(t *table) error {
		if err := t.historyFrom(ctx, s.st, after); err != nil {
			return fail(err)
		}
		out, version = t.eventsFor(p, after), t.version
		return nil
	})
	return out, version, err
}

// Export is the encounter's file and whole log (the DM's).
func (s *Service) Export(ctx context.Context, id string, p Principal) (store.Encounter, []store.Record, error) {
	if p.Role != store.RoleDM {
		return store.Encounter{}, nil, errDMOnly
	}
	var meta store.Encounter
	var recs []store.Record
	err := s.locked(ctx, id, p, func(t *table) error {
		if err := t.history(ctx, s.st); err != nil {
			return fail(err)
		}
		meta, recs = t.meta, append([]store.Record(nil), t.recs...)
		return nil
	})
	return meta, recs, err
}
