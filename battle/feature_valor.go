package battle

import (
	"fmt"
	"strconv"
	"strings"
)

// Combat Inspiration (College of Valor, 3rd level; PHB 2014, SRD 5.1 has
// only the College of Lore, seed 000 names the college): "A creature that
// has a Bardic Inspiration die from you can roll that die and add the
// number rolled to a weapon damage roll it just made. Alternatively, when
// an attack roll is made against the creature, it can use its reaction to
// roll the Bardic Inspiration die and add the number rolled to its AC
// against that attack, after seeing the roll but before knowing whether
// it hits or misses."
//
// A die given by a valor bard is marked so (FeatureUses.InspirationValor)
// and keeps its first use (feature_more.go: the first attack roll or
// save that fails without it). Its two further uses, each spending it:
//
//   - AC, a reaction: when an attack roll against the holder would hit,
//     is no natural 20, and the die's highest face would turn it into a
//     miss, React is asked ("combat inspiration"; nil takes it); taken,
//     the die is rolled and added to the AC against that attack alone,
//     which may still fall short. The engine offers it on the rolls a
//     die can turn, as a player seeing the d20 would judge them, rather
//     than on every roll; a miss is never worth the die.
//   - damage: when a weapon attack (any attack but a spell's) by the
//     holder hits and its damage roll, before resistances, leaves the
//     target standing but the die's highest face could drop it, the die
//     is rolled and added to that roll, of its first damage type. A die
//     that can't finish the target is kept for a better use.

// ReactCombatInspiration is the kind React is asked before a creature
// spends a valor bard's die on its AC.
const ReactCombatInspiration = "combat inspiration"

// FeatCombatInspiration is the With of the event that spends the die on
// AC or damage (an EvFeatureEnd of FeatInspiration's die, Reason says which).
const FeatCombatInspiration = "combat inspiration"

// valorDie is the holder's die when a valor bard gave it, its sides, and
// whether it may be used so.
func (c *Combatant) valorDie() (string, int, bool) {
	die := c.Class.Inspiration
	if die == "" || !c.Class.InspirationValor {
		return "", 0, false
	}
	sides, err := strconv.Atoi(strings.TrimPrefix(die, "d"))
	return die, sides, err == nil && sides > 0
}

// combatInspires reports whether giver g's Bardic Inspiration die is a
// valor bard's, with Combat Inspiration.
func (s *State) combatInspires(g int) bool {
	cs := &s.Combatants[g].Class
	if cs.Def == nil || cs.Subclass == "" {
		return false
	}
	sub := cs.Def.Subclass(cs.Subclass)
	return sub != nil && sub.Has("combat-inspiration", cs.Level)
}

// inspiredAC offers target t its valor die against a's attack roll that
// hits with total (nat on the d20) against ac: it returns the AC the
// attack faces.
func (d *decider) inspiredAC(a, t, nat, total, ac int) (int, error) {
	s := d.st
	tc := &s.Combatants[t]
	die, sides, ok := tc.valorDie()
	if !ok || nat == 20 || nat == 1 || total < ac || total >= ac+sides {
		return ac, nil
	}
	if tc.Down() || !tc.Reaction || tc.Surprised || !tc.Conds.CanReact() || !s.canReact(t) || !d.wants(t, a, ReactCombatInspiration) {
		return ac, nil
	}
	r, err := rollText("1"+die, d.src)
	if err != nil {
		return ac, err
	}
	d.emit(Event{Type: EvFeatureEnd, Actor: tc.Name, Target: s.Combatants[a].Name, With: FeatInspiration, Dice: "1" + die,
		Amount: ip(r.Total), Reaction: bp(true), Reason: FeatCombatInspiration + ": AC", AC: ip(ac + r.Total),
		Text: fmt.Sprintf("%s uses its reaction and its Bardic Inspiration (Combat Inspiration): 1%s = %d, AC %d against %s's attack roll of %d",
			tc.Name, die, r.Total, ac+r.Total, s.Combatants[a].Name, total)})
	return ac + r.Total, d.err
}

// inspiredDamage adds attacker a's valor die to its weapon hit's damage
// parts against t when it could drop t and they don't.
func (d *decider) inspiredDamage(a, t int, parts []part) ([]part, error) {
	s := d.st
	c, tc := &s.Combatants[a], &s.Combatants[t]
	die, sides, ok := c.valorDie()
	if !ok || len(parts) == 0 {
		return parts, nil
	}
	sum := 0
	for _, p := range parts {
		sum += max(p.rolled, 0)
	}
	left := tc.HP.Current + tc.HP.Temp
	if tc.HP.Current == 0 || sum >= left || sum+sides < left {
		return parts, nil
	}
	r, err := rollText("1"+die, d.src)
	if err != nil {
		return parts, err
	}
	d.emit(Event{Type: EvFeatureEnd, Actor: c.Name, Target: tc.Name, With: FeatInspiration, Dice: "1" + die,
		Amount: ip(r.Total), Reason: FeatCombatInspiration + ": damage",
		Text: fmt.Sprintf("%s adds its Bardic Inspiration to its damage roll (Combat Inspiration): 1%s = %d, %d in all", c.Name, die, r.Total, sum+r.Total)})
	out := append([]part(nil), parts...)
	out[0].rolled += r.Total
	return out, d.err
}
