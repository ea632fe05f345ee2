package server

import (
	"context"
	"fmt"
	"net/http"
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
// allow, at once. A held command is dropped if anything else lands first.

// Prompt is a reaction waiting for its owner's answer.
type Prompt struct {
	ID      string `json:"id"`
	Reactor string `json:"reactor"` // the creature that may react
	Trigger string `json:"trigger"` // the creature whose doing allows it
	Kind    string `json:"kind"`    // the reaction: opportunity attack, shield, readied ...
	Text    string `json:"text"`
	For     string `json:"for"` // who answers: the reactor's player (or the DM)
}

type pending struct {
	Prompt
	version int
	poster  Principal
	cmd     battle.Command
	rolls   []int
	seed    uint64
	answers map[string]bool
	key     string
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

// hold keeps a command waiting on its first unanswered question.
func (t *table) hold(p Principal, cmd battle.Command, rolls []int, seed uint64, a *asker) *Prompt {
	pr := *a.question
	pr.ID = secret(8)
	answers := map[string]bool{}
	for k, v := range a.answers {
		answers[k] = v
	}
	t.pending[pr.ID] = &pending{Prompt: pr, version: t.version, poster: p, cmd: cmd, rolls: rolls, seed: seed, answers: answers, key: a.key}
	return &pr
}

// Answer takes or declines a prompted reaction: the reactor's player or
// the DM answers, and the held command is played (or asks again).
func (s *Service) Answer(ctx context.Context, id string, p Principal, promptID string, take bool) (*Result, error) {
	var res *Result
	err := s.locked(ctx, id, func(t *table) error {
		pd, ok := t.pending[promptID]
		if !ok {
			return errorf(http.StatusNotFound, CodeNotFound, "no reaction waits under %q: it was answered, or the encounter moved on", promptID)
		}
		if p.Role != store.RoleDM && !(p.Role == store.RoleSeat && strings.EqualFold(p.Character, pd.For)) {
			return errorf(http.StatusForbidden, CodeForbidden, "this reaction is %s's to take, not yours", pd.For)
		}
		delete(t.pending, promptID)
		pd.answers[pd.key] = take
		var err error
		res, err = s.play(ctx, t, pd.poster, pd.cmd, pd.rolls, pd.seed, pd.answers)
		return err
	})
	return res, err
}

// prompts are the waiting reactions the principal may see: the DM all,
// a seat its own.
func (t *table) prompts(p Principal) []Prompt {
	var out []Prompt
	for _, pd := range t.pending {
		if p.Role == store.RoleDM || p.Role == store.RoleSeat && strings.EqualFold(p.Character, pd.For) {
			out = append(out, pd.Prompt)
		}
	}
	return out
}
