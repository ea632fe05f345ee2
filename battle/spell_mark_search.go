package battle

import (
	"fmt"
	"slices"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Hunter's Mark on a search (SRD 5.1 "Hunter's Mark": "you have advantage
// on any Wisdom (Perception) or Wisdom (Survival) check you make to find
// it"). The engine's check to find a creature is the Search action's
// Perception, one roll against every hidden foe (stealth.go). When the
// searcher's marked creature is among them, that one roll is read twice:
//
//   - against the other foes, with the check's own advantage and
//     disadvantage, as every search is (the check event);
//   - against the marked creature, with the mark's advantage added to
//     them (a spell-rider event after the check).
//
// The first d20 is the check's; a second is rolled only when either
// reading needs it (one with advantage or disadvantage), so a search with
// no marked foe hidden rolls as it always did, and one whose disadvantage
// (dim light) the mark cancels for its target reads that target from the
// first die alone. Both readings share the dice, as one check would.

// searchCheck is the Search action's Perception check by searcher a over
// the hidden candidates: the total against each of them, in order.
func (d *decider) searchCheck(a int, candidates []int, dis []string) ([]int, error) {
	s := d.st
	totals := make([]int, len(candidates))
	mark := s.markOf(a) // spell_mark.go
	at := -1
	if mark != nil {
		at = slices.IndexFunc(candidates, func(j int) bool { return s.Combatants[j].Name == mark.Target })
	}
	if at < 0 {
		total, err := d.check(a, "perception", rules.Wis, nil, dis...)
		for k := range totals {
			totals[k] = total
		}
		return totals, err
	}
	r := d.checkReasons(a, "perception", rules.Wis, dis)
	rm := rules.Reasons{Adv: append(slices.Clone(r.Adv), "hunter's mark"), Dis: slices.Clone(r.Dis)}
	faces := []int{0}
	var err error
	if faces[0], err = d.face(20); err != nil {
		return nil, err
	}
	if r.Mode() != rules.Normal || rm.Mode() != rules.Normal {
		g, err := d.face(20)
		if err != nil {
			return nil, err
		}
		faces = append(faces, g)
	}
	read := func(m rules.Mode) ([]int, int) {
		switch {
		case m == rules.Advantage:
			return faces, max(faces[0], faces[1])
		case m == rules.Disadvantage:
			return faces, min(faces[0], faces[1])
		}
		return faces[:1], faces[0]
	}
	fs, nat := read(r.Mode())
	total, err := d.checkEvent(a, "perception", rules.Wis, nil, r, fs, nat)
	if err != nil {
		return nil, err
	}
	for k := range totals {
		totals[k] = total
	}
	c := &s.Combatants[a]
	fs, nat = read(rm.Mode())
	bonus := c.skill("perception", rules.Wis)
	totals[at] = nat + bonus
	d.emit(Event{Type: EvSpellRider, Actor: c.Name, Target: mark.Target, With: "Hunter's Mark", D20: fs, Mode: rm.Mode().String(),
		Reasons: append(append([]string{}, rm.Adv...), rm.Dis...), Bonus: ip(bonus), Total: ip(totals[at]),
		Text: fmt.Sprintf("%s's hunter's mark: its Perception to find %s has advantage, d20 %v %+d = %d", c.Name, mark.Target, fs, bonus, totals[at])})
	return totals, d.err
}
