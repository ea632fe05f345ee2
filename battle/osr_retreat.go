package battle

import (
	"fmt"

	"github.com/skirmish-rpg/skirmish/grid"
)

// Leaving melee under the OSR rules (seed 004, "Retreating"): "Engaged
// characters that wish to move away can either make a fighting retreat,
// or a full retreat." Engaged is within a hostile creature's reach — the
// seed: "Characters in melee combat with each other ... are said to be
// engaged"; the engine's reach is the SRD 5.1's.
//
//   - A fighting retreat is declared before the round (NAME declare
//     retreat): the creature moves at half speed, never closer to a foe
//     it is engaged with, and no one gets a free attack; it may still
//     attack or defend.
//   - Any other move out of a foe's reach is the full retreat: full speed,
//     and every engaged foe gets a free attack at +2 (seed 004, step 4:
//     "make a fighting retreat or they get a free attack"). The engine
//     plays the free attack as its opportunity attack, with +2 and without
//     needing a reaction (it is free). Nothing needs declaring for it.

// osrSpeed halves the speed of a creature making a fighting retreat this
// round (seed 004: "move backwards at 1/2 their normal movement rate").
func (s *State) osrSpeed(a, speed int) int {
	if s.Rules().Declarations && s.Combatants[a].OSR.Now&DeclRetreat != 0 {
		return speed / 2
	}
	return speed
}

// osrMoveCheck refuses what the OSR rules forbid of a move: moving after
// casting a spell (seed 004, step 4: "Spellcasters can't move after
// casting a spell"), and a fighting retreat stepping toward a foe it is
// engaged with ("move backwards").
func (d *decider) osrMoveCheck(a int, path []grid.Square) error {
	s := d.st
	if !s.Rules().Declarations {
		return nil
	}
	c := &s.Combatants[a]
	if c.Turn.CastOSR {
		return refuse(CodeMovement, "%s cast a spell this turn: a spellcaster can't move after casting (seed 004)", c.Name)
	}
	if c.OSR.Now&DeclRetreat == 0 {
		return nil
	}
	for j := range s.Combatants {
		o := &s.Combatants[j]
		if !s.Hostile(a, j) || o.Down() || s.Distance(a, j) > o.Reach() {
			continue
		}
		prev := s.Distance(a, j)
		for _, sq := range path {
			dist := s.distAt(a, sq, c.Alt, j)
			if dist < prev {
				return refuse(CodeMovement, "%s is making a fighting retreat: it moves back, not toward %s (at %s) (seed 004 \"Fighting Retreat\")", c.Name, o.Name, sq)
			}
			prev = dist
		}
	}
	return nil
}

// FightingRetreat reports whether creature a makes a fighting retreat
// this round (OSR): it leaves melee without free attacks, and may not
// step toward a foe it is engaged with.
func (s *State) FightingRetreat(a int) bool { return s.fightingRetreat(a) }

// fightingRetreat reports whether creature a leaves melee by a fighting
// retreat: no free attacks.
func (s *State) fightingRetreat(a int) bool {
	return s.Rules().Declarations && s.Combatants[a].OSR.Now&DeclRetreat != 0
}

// freeAttackBonus is the +2 of the full retreat's free attack (seed 004,
// "Full Retreat": "enemies can make a free attack at +2 bonus").
func (d *decider) freeAttackBonus(h how) (int, string) {
	if h.free {
		return 2, "free attack on a full retreat +2"
	}
	return 0, ""
}

// freeAttackWhy renames an opportunity attack the free attack it is under
// the OSR rules.
func (s *State) freeAttackWhy(why string) (string, bool) {
	if !s.Rules().Declarations {
		return why, false
	}
	return fmt.Sprintf("free attack (full retreat, seed 004): %s", why), true
}
