package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
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
	Kind    string `json:"kind"`    // the reaction: opportunity attack, shield, readied ...; "roll" for a save
	Text    string `json:"text"`
	For     string `json:"for"`            // who answers: the reactor's player (or the DM)
	Dice    int    `json:"dice,omitempty"` // a roll prompt: how many d20s to roll (two with advantage or disadvantage)
}

// asker is the React of one decision.
type asker struct {
	seats    map[string]bool // lower-case names of characters a player has claimed
	poster   Principal
	ans      answers
	seen     map[string]int
	question *Prompt
	key      string
}

// answers are a held command's answers so far, by question.
type answers struct {
	take  map[string]bool  // reactions
	faces map[string][]int // saves a player rolled (empty: the server rolls)
}

func (s *Service) asker(ctx context.Context, t *table, p Principal, ans answers) *asker {
	seats, err := s.seated(ctx, t.id)
	if err != nil {
		seats = nil // no one is asked: the rules take their course
	}
	return &asker{seats: seats, poster: p, ans: ans, seen: map[string]int{}}
}

// asks reports whether a creature's player is asked: it is claimed, and
// not by the poster of the command.
func (a *asker) asks(name string) bool {
	return a.seats[strings.ToLower(name)] && !(a.poster.Role == store.RoleSeat && strings.EqualFold(a.poster.Character, name))
}

// ownSource is the dice of a decision that asks players for their
// characters' saves (battle.OwnDice).
type ownSource struct {
	*dice.Script
	a *asker
}

func (o ownSource) Own(s *battle.State, who int, what string, n int) ([]int, bool) {
	a := o.a
	c := &s.Combatants[who]
	if !a.asks(c.Name) {
		return nil, false
	}
	base := "roll|" + what
	k := a.seen[base]
	a.seen[base]++
	key := fmt.Sprintf("%s#%d", base, k)
	if f, ok := a.ans.faces[key]; ok {
		return f, len(f) > 0
	}
	if a.question == nil {
		a.key = key
		a.question = &Prompt{Reactor: c.Name, Kind: "roll", For: c.Name, Dice: n,
			Text: fmt.Sprintf("%s: roll %d d20 (or let the server roll)", what, n)}
	}
	return nil, false
}

func (a *asker) react(s *battle.State, reactor, trigger int, kind string) bool {
	c := &s.Combatants[reactor]
	if !a.asks(c.Name) {
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
	if ans, ok := a.ans.take[key]; ok {
		return ans
	}
	if a.question == nil {
		a.key = key
		a.question = &Prompt{Reactor: c.Name, Trigger: by, Kind: kind, For: c.Name, Text: promptText(s, c.Name, by, kind)}
	}
	return false
}

// promptText is the question put to the reactor's player.
func promptText(s *battle.State, name, by, kind string) string {
	switch kind {
	case battle.ReactIndomitable: // a choice, not a reaction (battle/feature_fighter.go)
		return fmt.Sprintf("%s failed the save: reroll it with Indomitable (the new roll stands)?", name)
	case battle.ReactStunningStrike: // a choice on a hit, not a reaction (battle/feature_ki.go)
		return fmt.Sprintf("%s hits %s: spend 1 ki on a Stunning Strike (%s saves or is stunned)?", name, by, by)
	case battle.ReactUncannyDodge: // the damage is rolled (battle/feature_rogue.go)
		return fmt.Sprintf("%s may use its reaction (%s) on %s: halve the hit's %d damage?", name, kind, by, s.OfferedDamage())
	}
	return fmt.Sprintf("%s may use its reaction (%s) on %s: take it?", name, kind, by)
}

// hold appends the prompt event that holds a command on its first
// unanswered question.
func (s *Service) hold(ctx context.Context, t *table, p Principal, cmd battle.Command, rolls []int, seed uint64, a *asker, lead []battle.Event) (*Result, error) {
	pr := *a.question
	pr.ID = secret(8)
	h := &battle.Held{ID: pr.ID, By: p.by(), Command: cmd.Text, Seed: strconv.FormatUint(seed, 10), Rolls: rolls, Key: a.key}
	if len(a.ans.faces) > 0 {
		h.Rolled = a.ans.faces
	}
	for k, take := range a.ans.take {
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
	if pr.Dice > 0 {
		ev.D20 = make([]int, pr.Dice) // how many to roll: the faces come with the answer
	}
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

// Answer answers a prompt: takes or declines a reaction (take), or gives
// the faces of a save (rolls; none: the server rolls). The reactor's
// player or the DM answers, and the held command is played (or asks
// again).
func (s *Service) Answer(ctx context.Context, id string, p Principal, promptID string, take *bool, rolls []int) (*Result, error) {
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		e := t.held()
		if e == nil || e.Held.ID != promptID {
			return errorf(http.StatusNotFound, CodeNotFound, "no reaction waits under %q: it was answered, or the encounter moved on", promptID)
		}
		if p.Role != store.RoleDM && !(p.Role == store.RoleSeat && strings.EqualFold(p.Character, e.Actor)) {
			return errorf(http.StatusForbidden, CodeForbidden, "this reaction is %s's to take, not yours", e.Actor)
		}
		h := e.Held
		ans := answers{take: map[string]bool{}, faces: map[string][]int{}}
		for _, k := range h.Taken {
			ans.take[k] = true
		}
		for _, k := range h.Passed {
			ans.take[k] = false
		}
		for k, f := range h.Rolled {
			ans.faces[k] = f
		}
		var end battle.Event
		if e.Mode == "roll" {
			if take != nil || rolls == nil {
				return badField("rolls", "a roll prompt is answered with rolls: the d20 faces rolled, or [] to let the server roll")
			}
			ans.faces[h.Key] = rolls
			end = battle.Event{Type: battle.EvPromptEnd, Actor: e.Actor, From: strconv.Itoa(e.Seq), D20: rolls,
				Text: fmt.Sprintf("%s rolls %v", e.Actor, rolls)}
			if len(rolls) == 0 {
				end.Text = e.Actor + " lets the server roll"
			}
		} else {
			if take == nil || rolls != nil {
				return badField("take", "a reaction prompt is answered with take: true takes it, false lets it pass")
			}
			ans.take[h.Key] = *take
			verdict := "passes"
			if *take {
				verdict = "takes"
			}
			end = battle.Event{Type: battle.EvPromptEnd, Actor: e.Actor, From: strconv.Itoa(e.Seq), Success: take,
				Text: fmt.Sprintf("%s %s the reaction (%s)", e.Actor, verdict, e.Mode)}
		}
		end.Seq, end.Round = t.version+1, t.state.Round
		seed, err := strconv.ParseUint(h.Seed, 10, 64)
		if err != nil {
			return errorf(http.StatusInternalServerError, CodeInternal, "prompt %s: seed %q", h.ID, h.Seed)
		}
		poster := Principal{Role: store.RoleDM}
		if h.By != string(store.RoleDM) {
			poster = Principal{Role: store.RoleSeat, Character: h.By}
		}
		before := t.version
		res, err = s.playAfter(ctx, t, poster, end, h.Command, h.Rolls, seed, ans)
		t.shown(p, res, before)
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
	pr := Prompt{ID: e.Held.ID, Reactor: e.Actor, Trigger: e.Target, Kind: e.Mode, Text: e.Text, For: e.Actor}
	if e.Mode == "roll" {
		pr.Dice = len(e.D20)
	}
	return []Prompt{pr}
}
