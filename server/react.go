package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
)

// Reactions are prompted to their owner: when a command would give a
// player's character a reaction (an opportunity attack as a foe leaves
// its reach, Shield when it is hit), the command is held, the player is
// asked, and the command is decided again from the start with the same
// dice and the answer. The engine is pure, so the second decision is the
// first one up to the question, then follows the answer. The DM's
// creatures (and characters no player has claimed) react as the rules
// allow, at once.
//
// The held command is an event of the log (`prompt`, with the command,
// its dice and the answers so far), so any server sharing the store can
// take the answer, and a restart loses nothing. It is live while it is
// the log's last event: the answer's batch opens with `prompt_end`; any
// other command that lands first drops it.

// Prompt is a reaction waiting for its owner's answer.
type Prompt struct {
	ID      string `json:"id"`
	Reactor string `json:"reactor"` // the creature that may react
	Trigger string `json:"trigger"` // the creature whose doing allows it
	Kind    string `json:"kind"`    // the reaction: opportunity attack, shield, readied ...
	Text    string `json:"text"`
	For     string `json:"for"` // who answers: the reactor's player (or the DM)
}

// asker is the React of one decision.
type asker struct {
	seats    map[string]bool // lower-case names of characters a player has claimed
	poster   Principal
	answers  map[string]bool
	seen     map[string]int
	question *Prompt
	key      string
}

func (s *Service) asker(ctx context.Context, t *table, p Principal, answers map[string]bool) *asker {
	seats, err := s.seated(ctx, t.id)
	if err != nil {
		seats = nil // no one is asked: the rules take their course
	}
	return &asker{seats: seats, poster: p, answers: answers, seen: map[string]int{}}
}

func (a *asker) react(s *battle.State, reactor, trigger int, kind string) bool {
	c := &s.Combatants[reactor]
	owner := strings.ToLower(c.Name)
	if !a.seats[owner] || a.poster.Role == store.RoleSeat && strings.EqualFold(a.poster.Character, c.Name) {
		return true
	}
	by := ""
	if trigger >= 0 && trigger < len(s.Combatants) {
		by = s.Combatants[trigger].Name
	}
	base := c.Name + "|" + by + "|" + kind
	n := a.seen[base]
	a.seen[base]++
	key := fmt.Sprintf("%s#%d", base, n)
	if ans, ok := a.answers[key]; ok {
		return ans
	}
	if a.question == nil {
		a.key = key
		a.question = &Prompt{Reactor: c.Name, Trigger: by, Kind: kind, For: c.Name,
			Text: fmt.Sprintf("%s may use its reaction (%s) on %s: take it?", c.Name, kind, by)}
	}
	return false
}

// hold appends the prompt event that holds a command on its first
// unanswered question.
func (s *Service) hold(ctx context.Context, t *table, p Principal, cmd battle.Command, rolls []int, seed uint64, a *asker, lead []battle.Event) (*Result, error) {
	pr := *a.question
	pr.ID = secret(8)
	h := &battle.Held{ID: pr.ID, By: p.by(), Command: cmd.Text, Seed: strconv.FormatUint(seed, 10), Rolls: rolls, Key: a.key}
	for k, take := range a.answers {
		if take {
			h.Taken = append(h.Taken, k)
		} else {
			h.Passed = append(h.Passed, k)
		}
	}
	slices.Sort(h.Taken)
	slices.Sort(h.Passed)
	ev := battle.Event{Seq: t.version + len(lead) + 1, Round: t.state.Round, Type: battle.EvPrompt, Actor: pr.Reactor, Target: pr.Trigger,
		Mode: pr.Kind, Held: h, Text: pr.Text}
	evs := append(slices.Clip(lead), ev)
	if err := s.appendBatch(ctx, t, p.by(), "prompt", evs); err != nil {
		return nil, err
	}
	return &Result{Version: t.version, Events: evs, Prompt: &pr}, nil
}

// held is the live prompt: the log's last event, if it is one.
func (t *table) held() *battle.Event {
	if n := len(t.recs); n > 0 && t.recs[n-1].Event.Type == battle.EvPrompt && t.recs[n-1].Event.Held != nil {
		return &t.recs[n-1].Event
	}
	return nil
}

// Answer takes or declines a prompted reaction: the reactor's player or
// the DM answers, and the held command is played (or asks again).
func (s *Service) Answer(ctx context.Context, id string, p Principal, promptID string, take bool) (*Result, error) {
	var res *Result
	err := s.locked(ctx, id, func(t *table) error {
		e := t.held()
		if e == nil || e.Held.ID != promptID {
			return errorf(http.StatusNotFound, CodeNotFound, "no reaction waits under %q: it was answered, or the encounter moved on", promptID)
		}
		if p.Role != store.RoleDM && !(p.Role == store.RoleSeat && strings.EqualFold(p.Character, e.Actor)) {
			return errorf(http.StatusForbidden, CodeForbidden, "this reaction is %s's to take, not yours", e.Actor)
		}
		h := e.Held
		answers := map[string]bool{h.Key: take}
		for _, k := range h.Taken {
			answers[k] = true
		}
		for _, k := range h.Passed {
			answers[k] = false
		}
		seed, err := strconv.ParseUint(h.Seed, 10, 64)
		if err != nil {
			return errorf(http.StatusInternalServerError, CodeInternal, "prompt %s: seed %q", h.ID, h.Seed)
		}
		poster := Principal{Role: store.RoleDM}
		if h.By != string(store.RoleDM) {
			poster = Principal{Role: store.RoleSeat, Character: h.By}
		}
		verdict := "passes"
		if take {
			verdict = "takes"
		}
		end := battle.Event{Seq: t.version + 1, Round: t.state.Round, Type: battle.EvPromptEnd, Actor: e.Actor, From: strconv.Itoa(e.Seq),
			Success: &take, Text: fmt.Sprintf("%s %s the reaction (%s)", e.Actor, verdict, e.Mode)}
		st := t.state.Clone()
		if err := battle.Apply(st, end); err != nil {
			return fail(err)
		}
		cmd, err := battle.ParseCommand(st, h.Command)
		if err != nil {
			return fail(err)
		}
		res, err = s.decideOn(ctx, t, st, poster, cmd, h.Rolls, seed, answers, []battle.Event{end})
		return err
	})
	return res, err
}

// prompts are the waiting reactions the principal may see: the DM all,
// a seat its own.
func (t *table) prompts(p Principal) []Prompt {
	e := t.held()
	if e == nil || !(p.Role == store.RoleDM || p.Role == store.RoleSeat && strings.EqualFold(p.Character, e.Actor)) {
		return nil
	}
	return []Prompt{{ID: e.Held.ID, Reactor: e.Actor, Trigger: e.Target, Kind: e.Mode, Text: e.Text, For: e.Actor}}
}
