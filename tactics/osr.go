package tactics

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The OSR ruleset (seed 004) asks two things of the policy that 5e
// doesn't: spells are declared before the round, and Dash, Disengage and
// Dodge are no actions (docs/rulesets.md, "OSR").

// osrDeclare is the declaration a creature makes for the next round, as
// the first command of its turn: a caster declares a spell, so that it
// may cast one when its side next goes (the engine takes declarations for
// round N+1 during round N). It says nothing outside the OSR rules.
func osrDeclare(s *battle.State, a int) (Choice, bool) {
	c := &s.Combatants[a]
	if !s.Rules().Declarations || c.OSR.Next != 0 || c.Casting.Caster == nil || len(c.Casting.Spells) == 0 {
		return Choice{}, false
	}
	return Choice{Line: c.Name + " declare spell", Why: "a caster declares a spell for the next round (seed 004, step 2)"}, true
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
