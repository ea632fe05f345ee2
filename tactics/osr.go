package tactics

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The OSR ruleset (seed 004) asks two things of the policy that 5e
// doesn't: spells are declared before the round, and Dash, Disengage and
// Dodge are no actions (docs/rulesets.md, "OSR").

// osrDeclare is the declaration a creature makes for the next round, as
// the first command of its turn (the engine takes declarations for round
// N+1 during round N). A caster declares a spell, so that it may cast one
// when its side next goes. A creature engaged in melee that would rather
// be out of it — one whose best attack is ranged, a cautious one below
// half its hit points — declares a fighting retreat (seed 004
// "Retreating": half speed, "while avoiding giving enemies a free
// attack"), the cautious one defending as well (+2 AC: "Can be used with
// Fighting Retreat"): without it, its way out is the full retreat, every
// engaged foe's free attack at +2. It says nothing outside the OSR rules.
func (p *Policy) osrDeclare(s *battle.State, a int) (Choice, bool) {
	c := &s.Combatants[a]
	if !s.Rules().Declarations || c.OSR.Next != 0 {
		return Choice{}, false
	}
	if c.Casting.Caster != nil && len(c.Casting.Spells) > 0 {
		return Choice{Line: c.Name + " declare spell", Why: "a caster declares a spell for the next round (seed 004, step 2)"}, true
	}
	if !c.Conds.CanMove() || !s.Reached(a, c.At) || c.OSR.Now&battle.DeclRetreat != 0 {
		return Choice{}, false // not engaged, or already leaving melee this round by a fighting retreat
	}
	v := p.look(s, a)
	switch {
	case v.preset == "aggressive":
	case retreating(v):
		return Choice{Line: c.Name + " declare defend retreat", Why: "engaged, cautious and below half its hit points: a fighting retreat, defending, next round (seed 004 \"Retreating\", \"Defending\")"}, true
	case p.prefersRange(v):
		return Choice{Line: c.Name + " declare retreat", Why: "engaged, its best attack ranged: a fighting retreat next round, out of melee without the foes' free attacks (seed 004 \"Retreating\")"}, true
	}
	return Choice{}, false
}

// osrAllowed reports whether an option's command is one the ruleset
// plays: not a verb it refuses, not a spell it didn't declare, no move
// once it has cast a spell, no off-hand attack but a deft character's.
// An option the engine refuses ends the creature's turn (sim.Autoplay):
// a cleric that cast Spiritual Weapon and then chose to step out of
// melee lost its action every time.
func osrAllowed(s *battle.State, a int, line string) bool {
	rs := s.Rules()
	if !rs.Declarations {
		return true
	}
	c := &s.Combatants[a]
	verb, _, _ := strings.Cut(strings.TrimPrefix(line, c.Name+" "), " ")
	if _, ok := rs.Refused[verb]; ok {
		return false
	}
	switch verb {
	case "move", "fly", "swim", "climb", "burrow":
		// "Spellcasters can't move after casting a spell" (seed 004, step 4).
		return !c.Turn.CastOSR
	case "attack":
		// "PCs with DEX 13+ can dual wield" (seed 004 "Dual Wielding").
		return !strings.HasSuffix(line, " offhand") || s.OSRMayDualWield(a) // the engine's own rule
	}
	return verb != "cast" || c.OSR.Now&battle.DeclSpell != 0
}
