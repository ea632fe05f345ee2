package battle

// The load checks and the compiled form of the stat-block traits and hit
// riders of trait_*.go (docs/encounters.md "Monster features"): Parry,
// Aggressive, Sunlight Sensitivity, advantage on saves against conditions
// (Dark Devotion, Brave), and on a hit the check that bursts a web, what
// a drop to 0 hit points does (the Giant Spider's poison) and Life
// Drain's cut to the hit point maximum. EvTrait folds what they change.

import (
	"fmt"
	"maps"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// The With of EvTrait events (trait.go) for these traits: "parry" (its
// reaction spent), "aggressive" (its bonus action spent, Cost the feet
// walked that don't count against its speed), "reduce max hp" (Amount
// taken off the Target's hit point maximum).
const (
	traitParry      = "parry"
	traitAggressive = "aggressive"
	traitDrain      = "reduce max hp"
)

// checkTraitsMore checks Parry, save advantage and in_place_of and writes them in
// canonical form.
func (l *loader) checkTraitsMore(c *CombatantSpec, tr *TraitsSpec, p string) error {
	if tr.Parry < 0 || tr.Parry > 10 {
		return l.errf(p+".parry", "parry adds 1 to 10 to its AC (the knight's is 2), not %d", tr.Parry)
	}
	if err := l.checkList(p+".save_advantage", tr.SaveAdvantage, loadCondition); err != nil {
		return err
	}
	if len(tr.InPlaceOf) > 0 && len(c.Multiattack) == 0 {
		return l.errf(p+".in_place_of", "in_place_of swaps an attack into a Multiattack: give multiattack too")
	}
	out := map[string]string{}
	for _, k := range l.textKeyOrder(p+".in_place_of", tr.InPlaceOf) {
		f := loadJoin(p+".in_place_of", k)
		a := specAttack(c, k)
		if a == nil || isAreaAttack(a) {
			return l.errf(f, "%q is not one of %s's attacks (%s)", k, c.Name, specAttackNames(c))
		}
		b := specAttack(c, tr.InPlaceOf[k])
		if b == nil || !specInMulti(c, b.Name) {
			return l.errf(f, "%q is not one of the attacks of %s's multiattack (%s)", tr.InPlaceOf[k], c.Name, strings.Join(c.Multiattack, ", "))
		}
		if specInMulti(c, a.Name) { // any of its sequences (monster_multi.go)
			return l.errf(f, "%s is in the multiattack already: in_place_of is for an attack that is not", a.Name)
		}
		out[a.Name] = b.Name
	}
	if len(out) > 0 {
		tr.InPlaceOf = out
	}
	return l.checkRampage(c, tr, p) // trait_rampage.go
}

// textKeyOrder is a mapping's keys in the order the file gives them.
func (l *loader) textKeyOrder(f string, m map[string]string) []string {
	counts := make(map[string]int, len(m))
	for k := range m {
		counts[k] = 0
	}
	return l.keyOrder(f, counts)
}

// checkRiders checks an on_hit's escape, at_zero and reduce_max_hp.
func (l *loader) checkRiders(h *OnHitSpec, f string) error {
	if h.Escape != "" {
		if h.Condition == "" {
			return l.errf(f+".escape", "escape is the check that ends the condition: give the condition too")
		}
		ab, dc, err := parseSave(h.Escape)
		if err != nil {
			return l.errf(f+".escape", "escape %q: write the ability and the DC of the check, like str 12", h.Escape)
		}
		h.Escape = fmt.Sprintf("%s %d", ab, dc)
	}
	if h.ReduceMaxHP && h.Save == "" {
		return l.errf(f+".reduce_max_hp", "the hit point maximum drops on a failed save: give save too, like save: con 13")
	}
	z := h.AtZero
	if z == nil {
		return nil
	}
	g := f + ".at_zero"
	if h.Damage == "" {
		return l.errf(g, "at_zero is what the rider's damage does when it drops the target to 0 hit points: give damage too")
	}
	if !z.Stable && len(z.Conditions) == 0 {
		return l.errf(g, "at_zero does something: give stable: true, conditions, or both")
	}
	if err := l.checkList(g+".conditions", z.Conditions, loadCondition); err != nil {
		return err
	}
	e, err := parseEnds(z.Ends)
	if err != nil || e.save {
		return l.errf(g+".ends", "ends %q: write a duration like \"1 hour\" or \"10 rounds\" (or leave it out: until removed)", z.Ends)
	}
	if z.Ends != "" && len(z.Conditions) == 0 {
		return l.errf(g+".ends", "ends says how long the conditions last: give conditions too")
	}
	z.Ends = e.String()
	return nil
}

// AtZero is a rider's drop to 0 hit points, compiled: stable, and the
// conditions for Rounds rounds (0: until removed), the later ones lasting
// while the first does.
type AtZero struct {
	Stable     bool
	Conditions []rules.Condition
	Rounds     int
}

// buildTraitsMore compiles Parry, Aggressive, Sunlight Sensitivity, save
// advantage and in_place_of onto t.
func buildTraitsMore(t *MonsterTraits, tr *TraitsSpec) error {
	t.Parry, t.Aggressive, t.Sunlight = tr.Parry, tr.Aggressive, tr.SunlightSensitivity
	t.Rampage, t.Leadership = tr.Rampage, tr.Leadership // trait_rampage.go, trait_leadership.go
	if len(tr.InPlaceOf) > 0 {
		t.InPlaceOf = maps.Clone(tr.InPlaceOf)
	}
	for _, n := range tr.SaveAdvantage {
		cond, err := rules.ParseCondition(n)
		if err != nil {
			return err
		}
		t.SaveAdvantage = t.SaveAdvantage.With(cond)
	}
	return nil
}

// buildRiders compiles an on_hit's escape, at_zero and reduce_max_hp.
func buildRiders(h *OnHit, s *OnHitSpec) error {
	h.ReduceMaxHP = s.ReduceMaxHP
	if s.Escape != "" {
		var err error
		if h.Escape, h.EscapeDC, err = parseSave(s.Escape); err != nil {
			return err
		}
	}
	if z := s.AtZero; z != nil {
		e, err := parseEnds(z.Ends)
		if err != nil {
			return err
		}
		h.AtZero = &AtZero{Stable: z.Stable, Rounds: e.rounds}
		for _, n := range z.Conditions {
			cond, err := rules.ParseCondition(n)
			if err != nil {
				return err
			}
			h.AtZero.Conditions = append(h.AtZero.Conditions, cond)
		}
	}
	return nil
}

// applyTraitMore folds the EvTrait events of Parry, Aggressive and Life
// Drain.
func (s *State) applyTraitMore(a, t int, e Event) {
	s.applyTraitEquip2(a, e) // Rampage, Leadership (trait_rampage.go)
	switch e.With {
	case traitParry:
		s.Combatants[a].Reaction = false
	case traitAggressive:
		c := &s.Combatants[a]
		c.Turn.Bonus = true
		c.Turn.Moved -= deref(e.Cost) // the walk that follows adds them back
	case traitDrain:
		c := &s.Combatants[t]
		c.HP.Max = max(c.HP.Max-deref(e.Amount), 0)
		c.HP.Current = min(c.HP.Current, c.Conds.MaxHP(c.HP.Max))
	}
}

// multiName is the Multiattack attack an attack of that name counts as:
// itself, or the one it stands in for (in_place_of).
func (c *Combatant) multiName(name string) string {
	if o, ok := c.Traits.InPlaceOf[name]; ok && !c.inMulti(name) {
		return o
	}
	return name
}

// inPlaceUsed is the bit of TurnState.MultiUsed, above any Multiattack's
// 11 attacks, that records an in_place_of swap this action: "in place of
// one longsword attack", one.
const inPlaceUsed = 1 << 15

// inPlaceOnce refuses a second swap in one Attack action.
func (c *Combatant) inPlaceOnce(name string) error {
	o := c.multiName(name)
	if o != name && c.Turn.Attacking && c.Turn.MultiUsed&inPlaceUsed != 0 {
		return refuse(CodeCannot, "%s may make %s in place of only one %s attack each Attack action", c.Name, name, o)
	}
	return nil
}

// MultiattackName is the attack of its Multiattack that an attack named
// name is made as: itself, or the one it may stand in for ("in place of
// one longsword attack"). Policies use it to tell which attacks of the
// Attack action are left once one is made.
func (c *Combatant) MultiattackName(name string) string { return c.multiName(name) }
