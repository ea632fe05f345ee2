package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/store"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// Claim gives the holder of the player link a seat: a token that acts for
// one character of the encounter that no other player holds.
func (s *Service) Claim(ctx context.Context, id string, p Principal, character string) (string, error) {
	if p.Role != store.RolePlayer && p.Role != store.RoleDM {
		return "", errorf(http.StatusForbidden, CodeForbidden, "claim a character with the player link")
	}
	var tok string
	// The token is issued under the table's lock, with the check: two
	// claims of one character at once give one seat, not two.
	err := s.locked(ctx, id, p, func(t *table) error {
		i, ok := t.state.Find(character)
		if !ok || t.state.Combatants[i].Kind == battle.Monster {
			return badField("character", "no character named %q: claim one of %s", character, strings.Join(t.claimable(nil), ", "))
		}
		name := t.state.Combatants[i].Name
		seats, err := s.seated(ctx, id)
		if err != nil {
			return err
		}
		if seats[strings.ToLower(name)] {
			return errorf(http.StatusConflict, CodeConflict, "%s is already claimed by a player: the DM can free the seat", name)
		}
		tok, err = s.issue(ctx, id, store.RoleSeat, name)
		if errors.Is(err, store.ErrExists) { // claimed meanwhile through another server
			return errorf(http.StatusConflict, CodeConflict, "%s is already claimed by a player: the DM can free the seat", name)
		}
		return fail(err)
	})
	return tok, err
}

// claimable are the characters no player holds.
func (t *table) claimable(seats map[string]bool) []string {
	var out []string
	for i := range t.state.Combatants {
		c := &t.state.Combatants[i]
		if c.Kind != battle.Monster && !seats[strings.ToLower(c.Name)] {
			out = append(out, c.Name)
		}
	}
	return out
}

// AddCombatant adds a creature written out as a combatants entry (YAML
// or JSON: docs/encounters.md, `template:` for a compendium monster), for
// the DM, before the fight or during it.
func (s *Service) AddCombatant(ctx context.Context, id string, p Principal, entry []byte) (*Result, error) {
	if p.Role != store.RoleDM {
		return nil, errDMOnly
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		spec, err := battle.ParseCombatant(t.state, entry)
		if err != nil {
			return fail(err)
		}
		cmd := battle.Command{Text: "dm add " + spec.Name, Verb: "dm add", Actor: -1, Target: -1, Other: -1, Spec: spec}
		res, err = s.play(ctx, t, p, cmd, nil, s.seed())
		return err
	})
	return res, err
}

// Control hands a creature to the tactics (auto) or back to the DM: a
// `control` event, so every server and a reload agree on it.
func (s *Service) Control(ctx context.Context, id string, p Principal, creature string, auto bool) (*Result, error) {
	if p.Role != store.RoleDM {
		return nil, errDMOnly
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		i, ok := t.state.Find(creature)
		if !ok {
			return badField("creature", "no creature named %q", creature)
		}
		name := t.state.Combatants[i].Name
		if slices.Contains(t.auto(), name) == auto {
			res = &Result{Version: t.version}
			return nil
		}
		mode, text := "dm", "the DM takes "+name+" back from the tactics"
		if auto {
			mode, text = "auto", "the DM hands "+name+" to the tactics"
		}
		ev := battle.Event{Seq: t.version + 1, Round: t.state.Round, Type: battle.EvControl, Target: name, Mode: mode, Text: text}
		if err := s.appendBatch(ctx, t, p.by(), "control "+name+" "+mode, []battle.Event{ev}); err != nil {
			return err
		}
		res = &Result{Version: t.version, Events: []battle.Event{ev}}
		return nil
	})
	return res, err
}

// auto are the creatures handed to the tactics, by the control events,
// in the order they were first handed over.
func (t *table) auto() []string {
	var out []string
	for _, n := range t.ctl.Order {
		if t.ctl.On[n] {
			out = append(out, n)
		}
	}
	return out
}

// Step plays one command of the tactics for the DM: a legendary or lair
// action the moment between turns offers, else the next command of the
// creature whose turn it is, if the DM handed it to the tactics. A
// command the rules refuse ends that creature's turn instead.
func (s *Service) Step(ctx context.Context, id string, p Principal) (*Result, error) {
	if p.Role != store.RoleDM {
		return nil, errDMOnly
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		st := t.state
		if !st.Started || st.Over {
			e := errorf(http.StatusUnprocessableEntity, CodeRule, "no turn to play: the fight has not begun or is over")
			e.Rule = string(battle.CodeNotYourTurn)
			return e
		}
		if r, ok := s.stepBetween(ctx, t, p); ok { // a legendary or lair action first, when one is due
			res = r
			return nil
		}
		cur := st.Current()
		name := st.Combatants[cur].Name
		if !slices.Contains(t.auto(), name) {
			e := errorf(http.StatusUnprocessableEntity, CodeRule, "it is %s's turn, and the DM has not handed %s to the tactics", name, name)
			e.Rule = string(battle.CodeNotYourTurn)
			return e
		}
		ch := t.policy.Next(st, cur)
		cmd, err := battle.ParseCommand(st, ch.Line)
		if err == nil {
			res, err = s.play(ctx, t, p, cmd, nil, s.seed())
		}
		if e := wrap(err); e != nil && e.Code == CodeRule {
			end := tactics.EndTurn(st, cur)
			ch.Why += " (refused: " + e.Message + "; the turn ends)"
			res, err = s.play(ctx, t, p, end, nil, s.seed())
		}
		if err != nil {
			return err
		}
		res.Why = ch.Line + ": " + ch.Why
		return nil
	})
	return res, err
}

// stepBetween plays the legendary or lair action the tactics would take at
// this moment between turns (tactics.Policy.Between), if its creature is
// handed to the tactics and the rules allow it now (the engine refuses a
// legendary action in the middle of a turn).
func (s *Service) stepBetween(ctx context.Context, t *table, p Principal) (*Result, bool) {
	ch, ok := t.policy.Between(t.state)
	if !ok {
		return nil, false
	}
	cmd, err := battle.ParseCommand(t.state, ch.Line)
	if err != nil || cmd.Actor < 0 || !slices.Contains(t.auto(), t.state.Combatants[cmd.Actor].Name) {
		return nil, false
	}
	res, err := s.play(ctx, t, p, cmd, nil, s.seed())
	if err != nil {
		return nil, false
	}
	res.Why = ch.Line + ": " + ch.Why
	return res, true
}

// RequestView is a player's request waiting for the DM.
type RequestView struct {
	Seq     int    `json:"seq"`
	By      string `json:"by"`
	Command string `json:"command"`
	Text    string `json:"text"`
}

// Request is a player asking the DM to apply damage or a condition to a
// creature the player does not control: `dm damage ...` or `dm condition
// ...` as the DM would write it. It is checked now and logged; the DM
// approves or declines it (Decide).
func (s *Service) Request(ctx context.Context, id string, p Principal, command string) (*Result, error) {
	if p.Role != store.RoleSeat {
		return nil, errorf(http.StatusForbidden, CodeForbidden, "requests are a player's: the DM does it directly")
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		cmd, err := battle.ParseCommand(t.state, command)
		if err != nil {
			return fail(err)
		}
		if cmd.Verb != "dm damage" && cmd.Verb != "dm condition" {
			return badField("command", "a request is dm damage TARGET AMOUNT [TYPE] or dm condition TARGET +CONDITION ...")
		}
		for _, k := range append([]int{cmd.Target}, cmd.Targets...) {
			// A hidden monster is answered as no creature at all: a request
			// must not tell the players it is there.
			if c := &t.state.Combatants[k]; c.Kind == battle.Monster && c.Hidden > 0 {
				return &Error{Status: http.StatusUnprocessableEntity, Code: CodeRule, Rule: string(battle.CodeUnknownName),
					Message: fmt.Sprintf("%q: no combatant by that name", cmd.Text)}
			}
		}
		ev := battle.Event{Seq: t.version + 1, Round: t.state.Round, Type: battle.EvRequest, Actor: p.Character,
			Target: t.state.Combatants[cmd.Target].Name, Command: cmd.Text,
			Text: p.Character + " asks the DM: " + cmd.Text}
		before := t.version
		if err := s.appendBatch(ctx, t, p.by(), "request", []battle.Event{ev}); err != nil {
			return err
		}
		res = &Result{Version: t.version, Events: []battle.Event{ev}}
		t.shown(p, res, before)
		return nil
	})
	return res, err
}

// Decide answers a request: approved, its command is played in the same
// batch as the answer.
func (s *Service) Decide(ctx context.Context, id string, p Principal, seq int, approve bool) (*Result, error) {
	if p.Role != store.RoleDM {
		return nil, errDMOnly
	}
	var res *Result
	err := s.locked(ctx, id, p, func(t *table) error {
		var req *battle.Event
		for _, r := range t.openRequests() {
			if r.Seq == seq {
				req = &r
			}
		}
		if req == nil {
			return errorf(http.StatusNotFound, CodeNotFound, "no open request %d", seq)
		}
		verdict := "declines"
		if approve {
			verdict = "approves"
		}
		end := battle.Event{Seq: t.version + 1, Round: t.state.Round, Type: battle.EvRequestEnd, Actor: req.Actor, From: strconv.Itoa(seq),
			Command: req.Command, Success: &approve, Text: "the DM " + verdict + " " + req.Actor + "'s request: " + req.Command}
		if approve { // the request's command, played by the DM in the answer's batch
			var err error
			res, err = s.playAfter(ctx, t, p, end, req.Command, nil, s.seed(), answers{})
			return err
		}
		if err := s.appendBatch(ctx, t, p.by(), "request "+strconv.Itoa(seq), []battle.Event{end}); err != nil {
			return err
		}
		res = &Result{Version: t.version, Events: []battle.Event{end}}
		return nil
	})
	return res, err
}

// openRequests are the requests with no answer yet.
func (t *table) openRequests() []battle.Event { return t.ctl.Open }

// requests are the open requests the principal may see: the DM all, a
// seat its own.
func (t *table) requests(p Principal) []RequestView {
	var out []RequestView
	for _, e := range t.openRequests() {
		if p.Role == store.RoleDM || p.Role == store.RoleSeat && strings.EqualFold(p.Character, e.Actor) {
			out = append(out, RequestView{Seq: e.Seq, By: e.Actor, Command: e.Command, Text: e.Text})
		}
	}
	return out
}
