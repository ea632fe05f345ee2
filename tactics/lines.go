package tactics

import (
	"strconv"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// The lines the policy gives most often — ending the turn, an attack, a
// cast on one creature or at a square, a move to a square — are the same
// few texts fight after fight: a simulation worker's policy keeps them
// (issue 6: writing them anew was some 45 allocations of a 4v4 fight).
// A line is kept by everything it is written from, names included, so a
// kept line is always the line the words would make; a line of many
// targets or along a path is written each time.

// lineKind is which command a kept line is.
type lineKind uint8

const (
	lineEnd    lineKind = iota + 1 // NAME end turn
	lineAttack                     // NAME attack TARGET with WEAPON
	lineCast                       // castLine's, with one target or none
	lineMoveTo                     // NAME VERB to SQUARE
	lineSaid                       // NAME VERB [TARGET]: said's
)

// lineKey is what a kept line is written from.
type lineKey struct {
	kind   lineKind
	actor  string // the actor's name
	target string // the target's name, "" for none
	with   string // the weapon; the move's mode
	sp     *compendium.Spell
	at     grid.Square
	slot   int   // a cast: the level named, 0 for none; an attack: its smite's
	flags  uint8 // a cast: castWeapon, castArea, castToward
}

// A cast line's flags.
const (
	castWeapon uint8 = 1 << iota
	castArea
	castToward
)

// keptLine is the line of key, written by write the first time it is
// asked for. The kept lines start over past maxCache, as the policy's
// other caches do.
func (p *Policy) keptLine(key lineKey, write func() string) string {
	if l, ok := p.lines[key]; ok {
		return l
	}
	if p.lines == nil || len(p.lines) > maxCache {
		p.lines = map[lineKey]string{}
	}
	l := write()
	p.lines[key] = l
	return l
}

// endTurn is the choice to end creature a's turn, its Command made, its
// line kept.
func (p *Policy) endTurn(s *battle.State, a int, why string) Choice {
	who := s.Combatants[a].Name
	line := p.keptLine(lineKey{kind: lineEnd, actor: who}, func() string { return who + " end turn" })
	return Choice{Line: line, Why: why, Cmd: battle.Command{Text: line, Actor: a, Verb: "end turn", Target: -1, Other: -1}}
}

// attackLine is `NAME attack TARGET with WEAPON`.
func (p *Policy) attackLine(v *view, k *attackParts) string {
	who, whom := v.c.Name, name(v.s, k.t)
	return p.keptLine(lineKey{kind: lineAttack, actor: who, target: whom, with: k.with, slot: k.smite}, func() string {
		if k.smite > 0 {
			return who + " attack " + whom + " with " + k.with + " smite " + strconv.Itoa(k.smite)
		}
		return who + " attack " + whom + " with " + k.with
	})
}

// keptCastLine is castLine kept, when the cast names one creature or
// none.
func (p *Policy) keptCastLine(v *view, k *cast) string {
	key := lineKey{kind: lineCast, actor: v.c.Name, sp: k.sp}
	switch {
	case k.weapon: // the line names neither spell nor slot
		key.flags, key.target = castWeapon, name(v.s, k.targets[0])
		return p.keptLine(key, func() string { return p.castLine(v, k) })
	case k.area:
		key.flags, key.at = castArea, k.at
		if k.toward {
			key.flags |= castToward
		}
	case len(k.targets) > 1:
		return p.castLine(v, k)
	case len(k.targets) == 1 && !castsOnSelf(v, k):
		key.target = name(v.s, k.targets[0])
	}
	if k.slot > k.sp.Level && k.sp.Level > 0 {
		key.slot = k.slot
	}
	return p.keptLine(key, func() string { return p.castLine(v, k) })
}

// keptMoveLine is moveLine kept, for a move to one square.
func (p *Policy) keptMoveLine(s *battle.State, pl *plan) string {
	if pl.path || len(pl.to) != 1 {
		return moveLine(s, pl)
	}
	key := lineKey{kind: lineMoveTo, actor: s.Combatants[pl.actor].Name, with: pl.mode, at: pl.to[0]}
	return p.keptLine(key, func() string { return moveLine(s, pl) })
}

// said is the line `ACTOR VERB` or `ACTOR VERB TARGET` (target not ""),
// kept: the options offered at many a decision (stand, second wind,
// action surge, a spiritual weapon's blow ...) are written before they
// are chosen.
func (p *Policy) said(actor, verb, target string) string {
	return p.keptLine(lineKey{kind: lineSaid, actor: actor, with: verb, target: target}, func() string {
		if target == "" {
			return actor + " " + verb
		}
		return actor + " " + verb + " " + target
	})
}
