package battle

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// The lance (SRD 5.1 "Weapons", Lance: "You have disadvantage when you use
// a lance to attack a target within 5 feet of you. Also, a lance requires
// two hands to wield when you aren't mounted"; seed 000 line 314: "1d12
// ... lance (one-handed if seated while mounted)").
//
//   - An attack with a lance (`weapons: [lance]`, or an attack written by
//     hand and named lance) against a target within 5 ft has disadvantage:
//     the reason says "lance: target within 5 ft".
//   - What two hands change in the engine is the shield (a two-handed
//     weapon leaves no hand for it; two-weapon fighting needs light
//     weapons, which the lance is not): a creature with `shield: true`
//     attacks with its lance only while it rides a mount (seed 003
//     "Mounted Combat", mount.go); on foot the attack is refused.

// isLance reports whether an attack is made with a lance.
func isLance(w *Attack) bool {
	return w.Weapon == "lance" || w.Weapon == "" && strings.EqualFold(w.Name, "lance")
}

// lanceClose is the disadvantage of a lance against a target within 5 ft.
func lanceClose(w *Attack, dist int) rules.Reasons {
	var r rules.Reasons
	if isLance(w) && !w.Ranged && dist <= 5 {
		r.Add(false, "lance: target within 5 ft")
	}
	return r
}

// lanceHands refuses a lance on foot in the hands of a creature that
// carries a shield.
func (s *State) lanceHands(a int, w *Attack) error {
	c := &s.Combatants[a]
	if isLance(w) && c.HasShield() && s.MountOf(a) < 0 {
		return refuse(CodeCannot, "%s carries a shield and is not mounted: a lance needs two hands when its wielder isn't mounted (SRD 5.1 Lance)", c.Name)
	}
	return nil
}

// specialWeapon refuses what a weapon's special rules forbid before its
// attack: the net's one attack (equipment_net.go), the lance's two hands.
func (s *State) specialWeapon(a int, w *Attack) error {
	if err := s.netAlone(a, w); err != nil {
		return err
	}
	return s.lanceHands(a, w)
}
