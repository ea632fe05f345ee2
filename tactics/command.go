package tactics

import (
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// The commands the policy gives most often — attacks, approaches, casts
// and ending the turn — come with their battle.Command already made
// (Choice.Cmd), so a simulation runs them without writing a line only to
// parse it back (issue 6: the parse was some 65 allocations of a 4v4
// fight). The line is written all the same: `skirmish run --why`, `skirmish
// play` and Choice.Line read it, and the Command's Text is it, so a
// refusal says what it always said. TestCmdIsParsedLine checks, at every
// decision of whole fights, that battle.ParseCommand(Line) is Cmd.

// planKind is which command an option's plan makes.
type planKind uint8

const (
	planNone   planKind = iota // the line only: the engine parses it
	planMove                   // NAME move|fly|swim to SQUARE, or along squares
	planCast                   // NAME cast SPELL ..., or NAME spiritual weapon at TARGET
	planAttack                 // made from the option's attackParts
)

// plan is what an option's Command is made of, made only for the option
// chosen. Its slices point into the policy's buffers (the decision's
// alone): the Command gets copies, since the engine may keep them.
type plan struct {
	kind  planKind
	actor int           // planMove: the mover (a companion moves too)
	mode  string        // planMove: "" walks; fly, swim
	to    []grid.Square // planMove: one square (move to) or the path
	path  bool          // planMove: To is the way, square by square
	cast  *cast         // planCast: the candidate, in p.casts
}

// command is the chosen option's Command, or one with no Verb when its
// line is left to the parser. line is the option's finished line.
func (o *option) command(p *Policy, v *view) battle.Command {
	cmd := battle.Command{Text: o.line, Actor: v.a, Target: -1, Other: -1}
	switch {
	case o.atk.on:
		cmd.Verb, cmd.Target, cmd.With, cmd.Smite = "attack", o.atk.t, o.atk.with, o.atk.smite
	case o.plan.kind == planMove:
		cmd.Actor, cmd.Verb, cmd.Mode, cmd.Path = o.plan.actor, "move", o.plan.mode, o.plan.path
		cmd.To = slices.Clone(o.plan.to)
	case o.plan.kind == planCast:
		p.castCommand(v, o.plan.cast, &cmd)
	default:
		return battle.Command{}
	}
	return cmd
}

// castCommand fills in what battle's parseCast reads from castLine's
// words.
func (p *Policy) castCommand(v *view, k *cast, cmd *battle.Command) {
	if k.weapon { // `NAME spiritual weapon at TARGET`: the rest of the line is its With
		cmd.Verb, cmd.With = "spiritual weapon", "at "+name(v.s, k.targets[0])
		return
	}
	cmd.Verb, cmd.With = "cast", p.spellWords(k.sp)
	switch {
	case k.area:
		cmd.To = []grid.Square{k.at}
		cmd.Area = &battle.AreaCommand{Toward: k.toward}
	case len(k.targets) > 0 && !castsOnSelf(v, k):
		cmd.Targets = slices.Clone(k.targets)
		cmd.Target = k.targets[0]
	}
	if k.slot > k.sp.Level && k.sp.Level > 0 {
		cmd.N = k.slot
	}
}

// castsOnSelf: a self spell on the caster alone names no target.
func castsOnSelf(v *view, k *cast) bool {
	return k.sp.Self && len(k.targets) == 1 && k.targets[0] == v.a
}

// spellWords is the spell's name as a cast line writes it and the parser
// reads it back: lower case, its words one space apart. Kept per spell,
// as the line is written at every cast.
func (p *Policy) spellWords(sp *compendium.Spell) string {
	if w, ok := p.words[sp]; ok {
		return w
	}
	if p.words == nil || len(p.words) > maxCache {
		p.words = map[*compendium.Spell]string{}
	}
	w := strings.Join(strings.Fields(strings.ToLower(sp.Name)), " ")
	p.words[sp] = w
	return w
}

// endTurn is the choice to end creature a's turn, its Command made.
func endTurn(s *battle.State, a int, why string) Choice {
	line := s.Combatants[a].Name + " end turn"
	return Choice{Line: line, Why: why, Cmd: battle.Command{Text: line, Actor: a, Verb: "end turn", Target: -1, Other: -1}}
}

// EndTurn is the command ending creature a's turn, made without parsing:
// what a simulation plays when the rules refuse the policy's command.
func EndTurn(s *battle.State, a int) battle.Command {
	return endTurn(s, a, "").Cmd
}

// movePlan is the plan of `MOVER VERB to SQUARE`, or with path of `MOVER
// VERB SQUARE SQUARE ...` (move.go): its squares go to the decision's
// buffer, as the path's own may be a search's, reused.
func (p *Policy) movePlan(mover int, mode string, sq grid.Square, path []grid.Step) plan {
	start := len(p.pathBuf)
	if path == nil {
		p.pathBuf = append(p.pathBuf, sq)
	}
	for _, st := range path {
		p.pathBuf = append(p.pathBuf, st.To)
	}
	return plan{kind: planMove, actor: mover, mode: mode, to: p.pathBuf[start:len(p.pathBuf):len(p.pathBuf)], path: path != nil}
}

// moveLine is a move plan's line: `MOVER VERB to SQUARE`, or `MOVER VERB
// SQUARE SQUARE ...` along its path.
func moveLine(s *battle.State, pl *plan) string {
	b := make([]byte, 0, 80) // on the stack: the line is its one allocation
	b = append(b, s.Combatants[pl.actor].Name...)
	b = append(b, ' ')
	b = append(b, verbOf[pl.mode]...)
	if !pl.path {
		b = append(b, " to"...) // the loop writes the space before the square
	}
	for _, sq := range pl.to {
		b = sq.Append(append(b, ' '))
	}
	return string(b)
}
