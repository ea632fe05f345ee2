package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Two-weapon fighting, SRD 5.1 (seed 001 "Two-Weapon Fighting"): "When
// you take the Attack action and attack with a light melee weapon that
// you're holding in one hand, you can use a bonus action to attack with a
// different light melee weapon that you're holding in the other hand."
// Seed 000 "Two-Weapon Fighting…": "Requires a light melee weapon in each
// hand". The off-hand attack is `NAME attack TARGET with WEAPON offhand`.
// "If either weapon has the thrown property, you can throw the weapon,
// instead of making a melee attack with it" (seed 001; seed 000 line 103):
// a light melee weapon's thrown attack counts in the Attack action, and
// may be the off-hand attack (`thrown handaxe offhand`).
//
// A creature holds one of each light melee attack it has, counted by
// weapon: a compendium weapon by its id (its thrown attack is the same
// dagger), an attack written out by its name (its "thrown " use the
// same). A stat block whose attacks are a scimitar and a dagger holds two;
// a goblin with its one scimitar holds one, and may not strike with it
// again off-hand. An entry's `weapons` that lists a light melee weapon
// twice holds a pair (a spare, weapon_thrown.go): a rogue with
// [shortsword, shortsword] strikes with the one, then the other. A pair
// is one while it holds two: one thrown, stowed or dropped leaves one.
//
// The rule is counted against the light weapons the Attack action struck
// with (TurnState.LightWith, LightMixed): the off-hand weapon is another
// one, one of a pair, or, when the one struck with was thrown
// (LightThrown), the one left in the other hand. Seed 004's dual wielding
// ("If using 2 Light weapons, can make an attack with each one") is the
// same off-hand attack (osrOffhand), so it needs the same two weapons.
//
// A monster's Multiattack is not the Attack action: SRD 5.1 "Monsters",
// Actions: "A creature that can make multiple attacks on its turn has the
// Multiattack action" — an action of its own, whose attacks the stat
// block counts already (the bandit captain's "two with its scimitar and
// one with its dagger"). No off-hand attack follows it; an attack listed
// beside the Multiattack (LoneAttack) is the Attack action's, as a
// monster's without one is.

// offhand is the off-hand attack: a bonus action attack with another light
// melee weapon, whose damage gets no positive ability modifier (the damage
// expression's positive constants are left out).
func (d *decider) offhand(cmd Command) error {
	c := &d.st.Combatants[cmd.Actor]
	switch {
	case !c.Conds.CanAct():
		return refuse(CodeCannot, "%s is %s: it can't take bonus actions", c.Name, c.Conds)
	case c.Turn.Bonus:
		return refuse(CodeNoAction, "%s has already used its bonus action this turn", c.Name)
	case !c.Turn.LightAttack && c.Turn.Attacking && len(c.Traits.Multiattack) > 0:
		return refuse(CodeCannot, "%s's attacks this turn were its Multiattack, an action of its own (SRD 5.1 \"Monsters\": \"has the Multiattack action\"), not the Attack action two-weapon fighting follows (SRD 5.1 \"Two-Weapon Fighting\")", c.Name)
	case !c.Turn.LightAttack:
		return refuse(CodeCannot, "two-weapon fighting needs an attack with a light melee weapon in the Attack action first")
	}
	w, err := d.weapon(cmd.Actor, cmd.Target, cmd.With)
	if err != nil {
		return err
	}
	if !lightMelee(w) {
		return refuse(CodeCannot, "%s is not a light melee weapon, in melee or thrown: two-weapon fighting needs one in each hand (SRD 5.1 \"Two-Weapon Fighting\")", w.Name)
	}
	if !c.otherHand(w) {
		return refuse(CodeCannot, "%s holds one %s, and struck with it in its Attack action: two-weapon fighting is an attack with a different light melee weapon held in the other hand (SRD 5.1 \"Two-Weapon Fighting\")%s",
			c.Name, w.Name, pairHint(w))
	}
	keep, err := d.st.osrOffhand(c) // seed 004's dual wielding (osr_build.go)
	if err != nil {
		return err
	}
	off := *w
	if c.Class.Style != StyleTwoWeapon && !keep { // the Two-Weapon Fighting style keeps the modifier (class.go)
		off.Damage = &dice.Expr{Root: rules.DropModifiers(w.Damage.Root)}
	}
	return d.attack(cmd.Actor, cmd.Target, &off, how{bonus: true, knockOut: cmd.KnockOut})
}

// pairHint tells a character's file how to give it two of a weapon.
func pairHint(w *Attack) string {
	if w.Weapon == "" {
		return ""
	}
	return "; an entry's weapons list that names " + w.Weapon + " twice holds two"
}

// weaponKey names the weapon an attack is made with: its compendium id, or
// for an attack written out, its name (a stat block's scimitar), its
// thrown use named as the weapon (a stat block's "thrown dagger" is its
// dagger).
func weaponKey(w *Attack) string {
	if w.Weapon != "" {
		return w.Weapon
	}
	return strings.TrimPrefix(strings.ToLower(w.Name), thrownPrefix)
}

// lightMelee reports whether w is an attack with a light melee weapon, in
// melee or thrown (seed 001 "Two-Weapon Fighting": "you can throw the
// weapon, instead of making a melee attack with it"): not a hand
// crossbow, light but shot.
func lightMelee(w *Attack) bool {
	return w.Has("light") && (!w.Ranged || w.Has("thrown"))
}

// lightStrike notes an attack of the Attack action made with w: which
// light melee weapons struck, and whether the first of them was thrown
// from the hand, for the off-hand attack.
func (t *TurnState) lightStrike(w *Attack) {
	if !lightMelee(w) {
		return
	}
	k := weaponKey(w)
	switch {
	case !t.LightAttack:
		t.LightAttack, t.LightWith, t.LightThrown = true, k, w.throws()
	case !strings.EqualFold(t.LightWith, k):
		t.LightMixed = true
	default:
		t.LightThrown = t.LightThrown || w.throws()
	}
}

// otherHand reports whether w, a light melee weapon, is one held in the
// other hand from a light weapon its Attack action struck with this turn:
// a different weapon, one of a pair it still holds both of, or the one
// left when the one struck with was thrown.
func (c *Combatant) otherHand(w *Attack) bool {
	t := &c.Turn
	switch {
	case !t.LightAttack:
		return false
	case t.LightMixed || !strings.EqualFold(t.LightWith, weaponKey(w)):
		return true
	}
	return w.Weapon != "" && (c.copies(w.Weapon) > 1 || t.LightThrown)
}

// MayOffhand reports whether creature a may make the off-hand attack with
// its attack w now, as far as its weapons go: it struck with a light melee
// weapon in its Attack action, and w is another light melee weapon it
// holds. Policies ask it before offering one; the bonus action, the
// target and the ruleset's dual wielding (OSRMayDualWield) are asked
// apart.
func (s *State) MayOffhand(a int, w *Attack) bool {
	c := &s.Combatants[a]
	return lightMelee(w) && c.otherHand(w)
}

// pairOf refuses a weapon an entry's weapons list names again (before it:
// the ids before it) unless it is a thrown weapon, each one a throw
// (weapon_thrown.go: four javelins), or the second of a pair of light
// melee weapons, one for each hand: two longswords are nothing two-weapon
// fighting can use, and a creature has two hands.
func pairOf(w *compendium.Weapon, before []string) error {
	switch n := timesListed(before, w.ID); {
	case n == 0 || w.Has("thrown"):
		return nil
	case n > 1:
		return fmt.Errorf("%s is listed three times: twice is a pair, one in each hand (only a thrown weapon is listed more, one a throw)", w.ID)
	case !w.Melee() || !w.Has("light"):
		return fmt.Errorf("%s is listed twice: only a light melee weapon makes a pair for two-weapon fighting (SRD 5.1 \"Two-Weapon Fighting\"), and only a thrown weapon is listed again for another throw", w.ID)
	}
	return nil
}

// timesListed is how many of xs are x.
func timesListed(xs []string, x string) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}
