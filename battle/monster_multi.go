package battle

// A Multiattack with alternatives: SRD 5.1 stat blocks that offer a
// choice of attack sequences, "The scout makes two melee attacks or two
// ranged attacks", "The wight makes two longsword attacks or two longbow
// attacks", "The captain makes three melee attacks: two with its scimitar
// and one with its dagger. Or the captain makes two ranged attacks with
// its daggers" (Bandit Captain).
//
// The entry gives the first sequence as multiattack and the others as
// multiattack_or, each a list of the same kind:
//
//	multiattack: [shortsword, shortsword]
//	multiattack_or: [[longbow, longbow]]
//
// The first attack of the Attack action picks the sequence: the first one
// (multiattack, then multiattack_or in order) that lists it, or lists the
// attack it stands in for (in_place_of). The action's later attacks must
// be that sequence's: a scout that shot once may not stab. The pick is
// TurnState.MultiAlt, set as the first attack's event is folded, so a log
// replays it. Without one the scout's longbow was an action of its own,
// one arrow an action, where the stat block shoots two.

import (
	"fmt"
	"slices"
	"strings"
)

// maxMultiOr bounds the alternatives a Multiattack offers (the SRD's
// Drider and Gladiator offer four or five, with their replacements).
const maxMultiOr = 7

// checkMultiList checks one Multiattack sequence at f and writes its
// attacks' names as the entry spells them. A melee-or-ranged attack's
// thrown use is "thrown NAME" (attack_statblock.go): the bandit captain's
// two thrown daggers.
func (l *loader) checkMultiList(c *CombatantSpec, list []string, f string) error {
	if len(list) > 11 {
		return l.errf(f, "a multiattack lists 1 to 11 attacks, not %d", len(list))
	}
	for j, name := range list {
		fj := fmt.Sprintf("%s[%d]", f, j)
		a := specAttack(c, name)
		prefix := ""
		if a == nil {
			if rest, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(name)), thrownPrefix); ok {
				if b := specAttack(c, rest); b != nil && meleeOrRanged(b) {
					a, prefix = b, thrownPrefix
				}
			}
		}
		switch {
		case a == nil:
			return l.errf(fj, "%q is not one of %s's attacks (%s)", name, c.Name, specAttackNames(c))
		case isAreaAttack(a):
			return l.errf(fj, "%s is an area attack, used as an action of its own: leave it out of multiattack", a.Name)
		}
		list[j] = prefix + a.Name
	}
	return nil
}

// checkMultiOr checks multiattack_or: alternatives to a multiattack the
// entry gives, each one to eleven attacks, none the same as another.
func (l *loader) checkMultiOr(c *CombatantSpec, p string) error {
	f := p + ".multiattack_or"
	if !l.given(f) {
		return nil
	}
	switch {
	case len(c.Multiattack) == 0:
		return l.errf(f, "multiattack_or gives a Multiattack's other sequences (\"two melee attacks or two ranged attacks\"): give the first as multiattack too")
	case len(c.MultiattackOr) == 0 || len(c.MultiattackOr) > maxMultiOr:
		return l.errf(f, "multiattack_or lists 1 to %d other sequences, each a list of attacks like multiattack's, not %d", maxMultiOr, len(c.MultiattackOr))
	}
	seen := [][]string{c.Multiattack}
	for k, seq := range c.MultiattackOr {
		fk := fmt.Sprintf("%s[%d]", f, k)
		if len(seq) == 0 {
			return l.errf(fk, "an alternative lists 1 to 11 attacks: write them, like [longbow, longbow]")
		}
		if err := l.checkMultiList(c, seq, fk); err != nil {
			return err
		}
		for _, o := range seen {
			if sameMulti(o, seq) {
				return l.errf(fk, "%s is a sequence given already: each alternative makes other attacks", strings.Join(seq, ", "))
			}
		}
		seen = append(seen, seq)
	}
	return nil
}

// sameMulti reports whether two sequences make the same attacks, in any
// order (the attacks of a Multiattack are made in any order).
func sameMulti(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// specInMulti reports whether an entry's Multiattack, any of its
// sequences, names the attack.
func specInMulti(c *CombatantSpec, name string) bool {
	if slices.Contains(c.Multiattack, name) {
		return true
	}
	for _, seq := range c.MultiattackOr {
		if slices.Contains(seq, name) {
			return true
		}
	}
	return false
}

// multiSeq is the Multiattack's sequence k: 0 the first (multiattack),
// then multiattack_or's.
func (c *Combatant) multiSeq(k int) []string {
	if k == 0 {
		return c.Traits.Multiattack
	}
	return c.Traits.MultiOr[k-1]
}

// multiChosen reports whether the Attack action under way has picked its
// sequence (TurnState.MultiAlt): one of its attacks is made.
func (c *Combatant) multiChosen() bool {
	return c.Turn.Attacking && c.Turn.MultiUsed&^inPlaceUsed != 0
}

// inMulti reports whether any sequence of the Multiattack names the attack.
func (c *Combatant) inMulti(name string) bool {
	if slices.Contains(c.Traits.Multiattack, name) {
		return true
	}
	for _, seq := range c.Traits.MultiOr {
		if slices.Contains(seq, name) {
			return true
		}
	}
	return false
}

// multiPick is the sequence and the place in it that an attack named name
// takes now: in the sequence the action picked, or before it has picked
// one the first sequence that lists it; else the first place not made
// whose attack is gone (multiGone). slot -1 for none.
func (c *Combatant) multiPick(name string) (alt, slot int) {
	name = c.multiName(name)
	chosen := c.multiChosen()
	lostAlt, lost := 0, -1
	for k := 0; k <= len(c.Traits.MultiOr); k++ {
		if chosen && k != int(c.Turn.MultiAlt) {
			continue
		}
		for j, n := range c.multiSeq(k) {
			if chosen && c.Turn.MultiUsed&(1<<j) != 0 {
				continue
			}
			if n == name {
				return k, j
			}
			if lost < 0 && c.multiGone(n) {
				lostAlt, lost = k, j
			}
		}
	}
	return lostAlt, lost
}

// multiLeft is the attacks the Attack action has left to make by its
// Multiattack: the picked sequence's not yet made, or before the pick
// every sequence's, each name once; gone reports one no longer had
// (multiGone).
func (c *Combatant) multiLeft() (left []string, gone bool) {
	chosen := c.multiChosen()
	for k := 0; k <= len(c.Traits.MultiOr); k++ {
		if chosen && k != int(c.Turn.MultiAlt) {
			continue
		}
		for j, n := range c.multiSeq(k) {
			if chosen && c.Turn.MultiUsed&(1<<j) != 0 || slices.Contains(left, n) {
				continue
			}
			left = append(left, n)
			gone = gone || c.multiGone(n)
		}
	}
	return left, gone
}

// multiText is the Multiattack as a refusal names it: "shortsword,
// shortsword or longbow, longbow".
func (c *Combatant) multiText() string {
	parts := []string{strings.Join(c.Traits.Multiattack, ", ")}
	for _, seq := range c.Traits.MultiOr {
		parts = append(parts, strings.Join(seq, ", "))
	}
	return strings.Join(parts, " or ")
}

// pickMulti folds an Attack action's attack into its Multiattack: the
// first picks the sequence, and the action has that sequence's attacks,
// not the first's (useAttack counted 1 + ExtraAttacks).
func (c *Combatant) pickMulti(alt, slot int) {
	if !c.multiChosen() {
		c.Turn.MultiAlt = uint8(alt)
		c.Turn.AttacksLeft += len(c.multiSeq(alt)) - len(c.Traits.Multiattack)
	}
	c.Turn.MultiUsed |= 1 << slot
}

// Multiattacks is the creature's Multiattack sequences, the first
// (Traits.Multiattack) and its alternatives; nil without one. Policies
// weigh each.
func (c *Combatant) Multiattacks() [][]string {
	if len(c.Traits.Multiattack) == 0 {
		return nil
	}
	return append([][]string{c.Traits.Multiattack}, c.Traits.MultiOr...)
}

// MultiattackOf is the sequence of its Multiattack that an Attack action
// whose first attack is the one named makes: the one picked while the
// action is under way, else the first that lists the attack (or the one
// it stands in for); nil for none.
func (c *Combatant) MultiattackOf(name string) []string {
	if len(c.Traits.Multiattack) == 0 {
		return nil
	}
	if c.multiChosen() {
		return c.multiSeq(int(c.Turn.MultiAlt))
	}
	name = c.multiName(name)
	for k := 0; k <= len(c.Traits.MultiOr); k++ {
		if slices.Contains(c.multiSeq(k), name) {
			return c.multiSeq(k)
		}
	}
	return nil
}

// actionAttacks is the attacks its Attack action makes, as a refusal
// counts them: the sequence its Multiattack picked, else 1 + ExtraAttacks.
func (c *Combatant) actionAttacks() int {
	if len(c.Traits.Multiattack) > 0 && c.multiChosen() {
		return len(c.multiSeq(int(c.Turn.MultiAlt)))
	}
	return 1 + c.ExtraAttacks
}
