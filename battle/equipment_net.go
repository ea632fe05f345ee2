package battle

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// The net (SRD 5.1 "Weapons", Net; seed 000 line 357: "Net: special
// (thrown [range 5/15])"): "A Large or smaller creature hit by a net is
// restrained until it is freed. A net has no effect on creatures that are
// formless, or creatures that are Huge or larger. A creature can use its
// action to make a DC 10 Strength check, freeing itself or another
// creature within its reach on a success. Dealing 5 slashing damage to
// the net (AC 10) also frees the creature without harming it, ending the
// effect and destroying the net. When you use an action, bonus action, or
// reaction to attack with a net, you can make only one attack regardless
// of the number of attacks you could normally make."
//
//   - `weapons: [net]` gives an attack "net", a ranged weapon attack
//     (Dexterity, 5/15 ft) that deals no damage; a hit leaves an effect,
//     restrained until removed, that a DC 10 Strength check ends: the
//     target's own action (`NAME break free`, trait_web.go) or that of
//     another creature within its reach (`NAME break free TARGET`).
//   - A Huge or larger target is not restrained (an `immune` event says
//     why). "Formless" is no creature type of the SRD: the DM ends the
//     effect on such a creature with `dm condition NAME -restrained`.
//   - An attack with the net is the Attack action's only attack: refused
//     after another attack of the action, and none may follow it.
//   - Cutting the net (AC 10, 5 slashing damage) has no target on the
//     map: the DM rules it with `dm condition NAME -restrained`, which
//     ends the effect, as for the giant spider's webbing.

// netWeapon is the compendium id of the net.
const netWeapon = "net"

// netSpec is the attack entry a net gives.
func netSpec(props []string) AttackSpec {
	return AttackSpec{Name: "net", Damage: "0", Range: "5/15", Properties: props, Weapon: netWeapon, Ability: "dex"}
}

// buildGear finishes a combatant's gear once its attacks are built: its
// counted items and the net's rider (no damage, whatever the
// ability modifier; the restraint and its escape).
func buildGear(c *Combatant, spec *CombatantSpec) error {
	if err := buildItems(c, spec); err != nil { // equipment_items.go
		return err
	}
	for i := range c.Attacks {
		if w := &c.Attacks[i]; w.Weapon == netWeapon {
			w.Damage = dice.MustParse("0")
			w.OnHit = &OnHit{Condition: rules.Restrained.String(), Escape: rules.Str, EscapeDC: 10}
		}
	}
	return nil
}

// netAlone refuses a net attack after another attack of the same Attack
// action: "you can make only one attack".
func (s *State) netAlone(a int, w *Attack) error {
	c := &s.Combatants[a]
	if w.Weapon == netWeapon && c.Turn.Attacking {
		return refuse(CodeNoAction, "%s has already attacked this action: an attack with a net is the only attack of its action (SRD 5.1 Net)", c.Name)
	}
	return nil
}

// netSpent folds an attack with a net made with the action: the Attack
// action has no attacks left.
func (s *State) netSpent(a int, e Event) {
	c := &s.Combatants[a]
	if w := c.attackNamed(e.With); w != nil && w.Weapon == netWeapon && e.Action == "" && (e.Reaction == nil || !*e.Reaction) {
		c.Turn.AttacksLeft = 0
	}
}

// netHolds reports whether a net's hit restrains creature t: not a Huge
// or larger one. It says why not in an immune event.
func (d *decider) netHolds(t int, w *Attack) bool {
	tc := &d.st.Combatants[t]
	if w.Weapon != netWeapon || tc.Size < rules.Huge {
		return true
	}
	d.emit(Event{Type: EvImmune, Target: tc.Name, Condition: rules.Restrained.String(), Reason: "a net has no effect on a Huge or larger creature",
		Text: fmt.Sprintf("%s is %s: a net has no effect on it (SRD 5.1 Net)", tc.Name, tc.Size)})
	return false
}

// netEffect marks the effect a net's hit leaves: another creature may free
// its target.
func netEffect(w *Attack, ef *Effect) {
	if w.Weapon == netWeapon {
		ef.Aid = true
	}
}

// parseBreakFree reads `break free [TARGET]`.
func parseBreakFree(s *State, cmd Command, rest []string) (Command, error) {
	if len(rest) == 0 {
		return cmd, nil
	}
	t, n := matchName(s, rest)
	if t < 0 || n != len(rest) {
		return cmd, refuse(CodeUnknownName, "%q: break free, or break free TARGET to free another: no combatant named %q (%s)", cmd.Text, strings.Join(rest, " "), names(s))
	}
	cmd.Target = t
	return cmd, nil
}

// freeOther is `NAME break free TARGET`: the check that ends the effect on
// another creature within the actor's reach, as the actor's action.
func (d *decider) freeOther(cmd Command) error {
	s := d.st
	a, t := cmd.Actor, cmd.Target
	c, tc := &s.Combatants[a], &s.Combatants[t]
	ef := s.escapable(t)
	switch {
	case ef == nil:
		return refuse(CodeCannot, "%s is held by nothing an ability check ends", tc.Name)
	case !ef.Aid:
		return refuse(CodeCannot, "only %s can break free of %s from %s", tc.Name, ef.Condition, ef.Source)
	case s.Distance(a, t) > c.Reach():
		return refuse(CodeOutOfReach, "%s is %d ft away, beyond %s's reach of %d ft: a net is cut loose within reach", tc.Name, s.Distance(a, t), c.Name, c.Reach())
	}
	if err := d.needAction(a); err != nil {
		return err
	}
	ab, err := rules.ParseAbility(ef.Escape)
	if err != nil {
		return err
	}
	id, cond, dc, src := ef.ID, ef.Condition, ef.EscapeDC, ef.Source
	d.emit(Event{Type: EvAction, Actor: c.Name, Target: tc.Name, Action: "break free",
		Text: fmt.Sprintf("%s tries to free %s (%s from %s: a DC %d %s check)", c.Name, tc.Name, cond, src, dc, title(ab.Long()))})
	total, err := d.check(a, "", ab, &dc)
	if err != nil {
		return err
	}
	if total >= dc {
		d.endEffect(id, fmt.Sprintf("%s freed %s with a DC %d %s check", c.Name, tc.Name, dc, title(ab.Long())))
	}
	return d.err
}
