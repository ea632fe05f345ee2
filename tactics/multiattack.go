package tactics

import "github.com/skirmish-rpg/skirmish/battle"

// The first attack of the Attack action is weighed with the attacks the
// action brings after it: Extra Attack repeats the weapon, so each is
// worth what the first is; a Multiattack makes the attacks it lists,
// which are not the first one again. An adult dragon's bite weighed as
// three bites (some 69 hit points against a knight) where its Multiattack
// makes a bite and two claws (some 49), and a breath that caught one
// knight lost to it. A Multiattack with alternatives ("two melee attacks
// or two ranged attacks", SRD 5.1 Scout) makes the sequence its first
// attack picks (battle.Combatant.MultiattackOf): a first arrow brings a
// second, a first stab a second stab.

// seenAttack is an attack of the creature's as attackOptions previewed it
// on one target: its preview and expected damage, ok when it can be made
// now.
type seenAttack struct {
	pv  battle.AttackPreview
	exp float64
	ok  bool
}

// restOfAction is what the attacks after the first, made with the
// creature's attack k on t, bring when the Attack action is taken now (0
// once it is under way): exp each for Extra Attack (while a thrown weapon
// is left to throw), the Multiattack's
// other attacks for a monster (multiRest). seen is the creature's attacks
// on t as previewed, by index.
func (p *Policy) restOfAction(v *view, t, k int, exp float64, seen []seenAttack) float64 {
	c := v.c
	if c.Turn.Action {
		return 0
	}
	if len(c.Traits.Multiattack) == 0 {
		n := c.ExtraAttacks
		if w := &c.Attacks[k]; w.Ranged {
			n = laterThrows(v.s, v.a, w.Name, n) // a thrown weapon, as many times as it holds one (throw.go)
		}
		return float64(n) * exp
	}
	if c.LoneAttack(c.Attacks[k].Name) {
		return 0 // an attack beside the Multiattack is its action's only one (a hill giant's rock)
	}
	return p.multiRest(v, t, c.Attacks[k].Name, seen)
}

// multiRest is the expected damage on t of the attacks of the creature's
// Multiattack other than the one the attack named first is made as: each
// as previewed (seen), else, for a melee attack that can't be made from
// here, as rolled once in reach with no advantage either way (meleeWorth:
// it may move between its attacks); a ranged one out of range adds
// nothing. seen nil weighs every melee attack that way.
func (p *Policy) multiRest(v *view, t int, first string, seen []seenAttack) float64 {
	c := v.c
	skip, skipped := c.MultiattackName(first), false
	rest := 0.0
	for _, n := range c.MultiattackOf(first) {
		if !skipped && n == skip {
			skipped = true
			continue
		}
		rest += p.entryExp(v, t, n, seen)
	}
	return rest
}

// entryExp is the expected damage on t of the creature's attack named
// name, as multiRest weighs it.
func (p *Policy) entryExp(v *view, t int, name string, seen []seenAttack) float64 {
	c := v.c
	for k := range c.Attacks {
		w := &c.Attacks[k]
		if w.Name != name {
			continue
		}
		if k < len(seen) && seen[k].ok {
			return seen[k].exp
		}
		if w.Ranged {
			return 0
		}
		pv := battle.AttackPreview{Attack: w, Bonus: w.Bonus, AC: v.s.Combatants[t].AC, Crit: 20, Damage: w.Damage}
		_, exp, _ := p.worth(v.s, t, pv)
		return exp
	}
	return 0
}

// seqMean is the mean damage of a Multiattack sequence's attacks, and
// whether they are all melee or all ranged.
func (p *Policy) seqMean(c *battle.Combatant, seq []string) (sum float64, melee, ranged bool) {
	melee, ranged = true, true
	for _, n := range seq {
		for k := range c.Attacks {
			if w := &c.Attacks[k]; w.Name == n {
				sum += p.meanOf(w.Damage)
				melee, ranged = melee && !w.Ranged, ranged && w.Ranged
				break
			}
		}
	}
	return sum, melee, ranged
}
