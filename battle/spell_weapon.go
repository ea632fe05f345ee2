package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/grid"
)

// Spiritual weapon (SRD 5.1): "You create a floating, spectral weapon
// within range ... When you cast the spell, you can make a melee spell
// attack against a creature within 5 feet of the weapon ... As a bonus
// action on your turn, you can move the weapon up to 20 feet and repeat
// the attack against a creature within 5 feet of it."
//
// The weapon is an effect on its caster that records the slot level and
// the weapon's square (Effect.At); a `spell-move` event moves it, so the
// square is a fold of the log like everything else. The cast puts it in
// the square within 5 ft of the target that is nearest the caster (within
// the spell's 60 ft); the later command moves it:
//
//	NAME spiritual weapon [at|on] TARGET             moves it next to TARGET if need be, and attacks
//	NAME spiritual weapon to SQUARE [at|on TARGET]   moves it to SQUARE, and attacks TARGET if named
//
// Reach and cover are measured from the weapon's square (Attack.From), the
// caster's sight and conditions from the caster. The weapon floats: it
// passes walls and creatures, and reaches a creature at any height above
// its square. Once made it is not leashed to its caster. Casting the spell
// again replaces the old weapon.

// EvSpellMove moves what a spell made (the spiritual weapon: With the
// spell, To its new square) or its mark (hunter's mark, spell_mark.go:
// Target the new creature); Action "bonus" spends the bonus action.
const EvSpellMove = "spell-move"

// weaponMove is how far the weapon moves with each bonus action.
const weaponMove = 20

// weaponSquare is where a's spiritual weapon is, and its slot level; ok
// false when a has none.
func (s *State) weaponSquare(a int) (sq grid.Square, slot int, ok bool) {
	name := s.Combatants[a].Name
	for _, ef := range s.Effects {
		if ef.Target == name && ef.Condition == "spiritual-weapon" {
			sq, err := grid.ParseSquare(ef.At)
			return sq, ef.Level, err == nil
		}
	}
	return grid.Square{}, 0, false
}

// squareDist is the distance from a one-square space at sq to creature
// t's space, height aside: the weapon floats at whatever height it needs.
func (s *State) squareDist(sq grid.Square, t int) int {
	tAt, tn := s.space(t)
	return s.span(grid.Gap(sq.Col, 1, tAt.Col, tn), grid.Gap(sq.Row, 1, tAt.Row, tn), 0)
}

// squareGap is the distance between two squares.
func (s *State) squareGap(a, b grid.Square) int {
	return s.span(grid.Gap(a.Col, 1, b.Col, 1), grid.Gap(a.Row, 1, b.Row, 1), 0)
}

// attackDistance is the distance an attack is measured over: from the
// attacker, or from the square it is made from (a spiritual weapon).
func (s *State) attackDistance(a, t int, w *Attack) int {
	if w.From != nil {
		return s.squareDist(*w.From, t)
	}
	return s.Distance(a, t)
}

// attackCover is coverOf measured from where the attack is made.
func (s *State) attackCover(a, t int, w *Attack, needWhy bool) (Cover, string) {
	if w.From == nil {
		if !needWhy {
			return s.coverLevelMemo(a, t), "" // memo.go
		}
		return s.coverOfMemo(a, t)
	}
	lo, hi := s.levels(t)
	return s.coverFrom(a, *w.From, 1, lo, hi, t, needWhy)
}

// nearSquare is the square within 5 ft of creature t, on the map, that is
// nearest to `from` (ties: the one straightest between them, then the
// first by row and column), with its distance from `from`.
func (s *State) nearSquare(from grid.Square, fromN int, t int) (grid.Square, int) {
	tAt, tn := s.space(t)
	best, bestDist, bestSteps := grid.Square{}, -1, 0
	for r := tAt.Row - 1; r <= tAt.Row+tn; r++ {
		for c := tAt.Col - 1; c <= tAt.Col+tn; c++ {
			sq := grid.Square{Col: c, Row: r}
			if !s.Map.Fits(sq, 1) || grid.Occupies(tAt, tn, sq) || s.squareDist(sq, t) > grid.SquareFeet {
				continue
			}
			d := s.span(grid.Gap(from.Col, fromN, sq.Col, 1), grid.Gap(from.Row, fromN, sq.Row, 1), 0)
			steps := abs(2*sq.Col+1-2*from.Col-fromN) + abs(2*sq.Row+1-2*from.Row-fromN) // centre to centre, in half squares
			if bestDist < 0 || d < bestDist || d == bestDist && steps < bestSteps {
				best, bestDist, bestSteps = sq, d, steps
			}
		}
	}
	return best, bestDist
}

// placeWeapon makes the spiritual weapon in the square within 5 ft of the
// cast's first target nearest the caster, for the spell's duration, and
// returns the square.
func (d *decider) placeWeapon(a int, sp *compendium.Spell, slot, t int) grid.Square {
	s := d.st
	round := s.Round + max(sp.Rounds, 1) - 1
	if s.actedThisRound(a) {
		round++
	}
	at, n := s.space(a)
	sq, _ := s.nearSquare(at, n, t)
	name := s.Combatants[a].Name
	d.spellEffect(a, Effect{Target: name, Condition: sp.ID, Ends: "start", Of: name, Round: round, Level: slot, At: sq.String()}, sp)
	return sq
}

// spiritualWeaponCmd moves the weapon and attacks with it, a bonus action.
func (d *decider) spiritualWeaponCmd(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	from, slot, ok := s.weaponSquare(a)
	switch {
	case !ok || c.Casting.Caster == nil:
		return refuse(CodeCannot, "%s has no spiritual weapon: cast spiritual weapon first", c.Name)
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take bonus actions", c.Name, c.Conds)
	case c.Turn.Bonus:
		return refuse(CodeNoAction, "%s has already used its bonus action this turn", c.Name)
	}
	usage := fmt.Sprintf("%s spiritual weapon [at] TARGET, or %s spiritual weapon to SQUARE [at TARGET]", c.Name, c.Name)
	words := strings.Fields(cmd.With)
	var to *grid.Square
	if len(words) >= 2 && strings.EqualFold(words[0], "to") {
		sq, err := grid.ParseSquare(words[1])
		if err != nil {
			return refuse(CodeSyntax, "%q: %v (%s)", cmd.Text, err, usage)
		}
		to, words = &sq, words[2:]
	}
	if len(words) > 0 && (strings.EqualFold(words[0], "at") || strings.EqualFold(words[0], "on")) {
		words = words[1:]
	}
	t := -1
	if len(words) > 0 || to == nil {
		var n int
		t, n = matchName(s, words)
		if t < 0 || n != len(words) {
			return refuse(CodeSyntax, "%q: the weapon attacks whom? %s (%s)", cmd.Text, usage, names(s))
		}
	}
	dest := from
	switch {
	case to != nil:
		if !s.Map.Fits(*to, 1) {
			return refuse(CodeOutOfReach, "%s is off the map", to)
		}
		dest = *to
	case s.squareDist(from, t) > grid.SquareFeet:
		dest, _ = s.nearSquare(from, 1, t)
	}
	if moved := s.squareGap(from, dest); moved > weaponMove {
		return refuse(CodeOutOfReach, "the spiritual weapon at %s moves up to %d ft: %s is %d ft away", from, weaponMove, dest, moved)
	}
	if t >= 0 && s.squareDist(dest, t) > grid.SquareFeet {
		return refuse(CodeOutOfReach, "%s is %d ft from the spiritual weapon at %s: it attacks a creature within 5 ft of it",
			s.Combatants[t].Name, s.squareDist(dest, t), dest)
	}
	var w Attack
	if t >= 0 {
		sp, err := compendium.LookupSpell("spiritual-weapon")
		if err != nil {
			return err
		}
		k := c.Casting.Caster
		dmg, err := damageExpr(sp, k.Level, max(slot, sp.Level), k.Mod)
		if err != nil {
			return err
		}
		w = Attack{Name: "spiritual weapon", Bonus: k.Attack, Damage: dmg, Reach: grid.SquareFeet, From: &dest}
		if _, _, err := s.canAttack(a, t, &w); err != nil { // before the move: a refusal changes nothing
			return err
		}
	}
	if dest != from || t < 0 {
		text := fmt.Sprintf("%s moves its spiritual weapon %s → %s (%d ft, its bonus action)", c.Name, from, dest, s.squareGap(from, dest))
		d.emit(Event{Type: EvSpellMove, Actor: c.Name, With: "Spiritual Weapon", From: from.String(), To: dest.String(), Action: "bonus", Text: text})
	}
	if t < 0 {
		return d.err
	}
	return d.attack(a, t, &w, how{bonus: true, spell: true})
}

// applySpellMove folds a spell-move: the bonus action, and the weapon's
// new square.
func (s *State) applySpellMove(a int, e Event) {
	c := &s.Combatants[a]
	if e.Action == "bonus" {
		c.Turn.Bonus = true
	}
	if e.To == "" {
		return
	}
	for i := range s.Effects {
		if ef := &s.Effects[i]; ef.Target == c.Name && ef.Condition == "spiritual-weapon" {
			ef.At = e.To
		}
	}
}
