package tactics

import "github.com/skirmish-rpg/skirmish/battle"

// Throwing a weapon: it leaves the hand (battle/weapon_thrown.go: seed 003
// "Ranged Attacks", "hurl a handaxe"), and lies by its target until picked
// up (recover.go). The engine says how many throws a weapon has left
// (State.Throws); the policy weighs the last one. A fighter with one
// handaxe threw it at the orc coming for it and met the orc with its
// fist; a barbarian threw its one handaxe every turn.

// throwRounds is how many of its turns a thrower that a foe has reached
// fights on without the weapon it threw: the weapon lies where the foe
// stood, and the walk to it leaves the foe's reach, which recover.go
// won't take while the foe stands.
const throwRounds = 2

// throwCost is what throwing creature a's attack w now costs: nothing
// while it holds another of the weapon or no foe will be on it before its
// next turn (it takes the weapon back then: recover.go); else the blows
// of throwRounds Attack actions with its best other melee attack, or its
// fist, instead of this weapon's, at an even chance to hit (as
// recover.go's gainOf weighs a weapon back). A weapon that is not its
// best melee one costs nothing: it fights on with the better. A throw
// worth more still goes: one that likely drops its target.
func (p *Policy) throwCost(v *view, w *battle.Attack) float64 {
	if v.s.Throws(v.a, w.Name) != 1 || !p.foeComing(v) {
		return 0
	}
	c := v.c
	mine, other := 0.0, 1.0 // a fist's 1, as heldMean counts it
	for k := range c.Attacks {
		x := &c.Attacks[k]
		if x.Ranged {
			continue
		}
		if m := p.meanOf(x.Damage); x.Weapon == w.Weapon {
			mine = max(mine, m)
		} else {
			other = max(other, m)
		}
	}
	return max(0, throwRounds*0.6*(mine-other)*float64(1+c.ExtraAttacks))
}

// foeComing reports whether a foe standing and able to act is within its
// speed and reach of the creature: it will be on it before its next turn.
func (p *Policy) foeComing(v *view) bool {
	for _, f := range v.foes {
		fc := &v.s.Combatants[f]
		if threatens(v.s, f) && v.s.Distance(v.a, f) <= max(fc.Speed, fc.Speeds.Fly)+fc.Reach() {
			return true
		}
	}
	return false
}

// laterThrows is how many of the Attack action's n later attacks the
// creature's attack named name can make again: all of them unless it
// throws its weapon away, else as many as it holds others of it.
func laterThrows(s *battle.State, a int, name string, n int) int {
	if left := s.Throws(a, name); left >= 0 {
		return min(n, max(left-1, 0))
	}
	return n
}
