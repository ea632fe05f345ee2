package battle

import (
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Underwater combat, by seed 003 "Underwater Combat". A creature is fully
// immersed when every square of its space is deep water and it is not
// above the surface (flying or held aloft). The attack rules apply to a
// melee attack made by an immersed creature and to a ranged attack with
// either end immersed: the missile travels through water either way.

// immersed reports whether creature i is fully immersed in water.
func (s *State) immersed(i int) bool {
	c := &s.Combatants[i]
	if c.Alt > 0 {
		return false
	}
	// Square by square, not through grid.Footprint: this is asked for
	// every attack the tactics preview, and a slice each time adds up.
	n := max(c.space(), 1)
	for r := c.At.Row; r < c.At.Row+n; r++ {
		for col := c.At.Col; col < c.At.Col+n; col++ {
			if s.Map.WaterAt(grid.Square{Col: col, Row: r}) != grid.Deep {
				return false
			}
		}
	}
	return true
}

// Weapons that work underwater, by name (seed 003): the melee ones keep
// their edge, the ranged ones are crossbows, nets and thrown weapons.
var (
	underwaterMelee  = []string{"dagger", "javelin", "shortsword", "short sword", "spear", "trident"}
	underwaterRanged = []string{"crossbow", "net"}
)

// weaponIs reports whether an attack's name names one of the weapons,
// as a word or the end of one ("Light Crossbow", "+1 dagger").
func weaponIs(w *Attack, names []string) bool {
	n := strings.ToLower(w.Name)
	for _, k := range names {
		if i := strings.Index(n, k); i >= 0 && (i+len(k) == len(n) || !isLetter(n[i+len(k)])) {
			return true
		}
	}
	return false
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }

// underwater is the disadvantage seed 003 gives an attack made underwater:
// melee without a swimming speed unless the weapon is a dagger, javelin,
// shortsword, spear or trident; ranged unless a crossbow, a net or a
// thrown weapon.
func (s *State) underwater(a, t int, w *Attack) rules.Reasons {
	var r rules.Reasons
	switch {
	case !w.Ranged && s.immersed(a) && s.Combatants[a].Speeds.Swim == 0 && !weaponIs(w, underwaterMelee):
		r.Add(false, "underwater melee without a swimming speed")
	case w.Ranged && (s.immersed(a) || s.immersed(t)) && !w.Has("thrown") && !weaponIs(w, underwaterRanged):
		r.Add(false, "underwater ranged attack")
	}
	return r
}

// underwaterMiss reports whether a ranged attack automatically misses: made
// underwater at a target beyond the weapon's normal range (seed 003).
func (s *State) underwaterMiss(a, t int, w *Attack, long bool) bool {
	return w.Ranged && long && (s.immersed(a) || s.immersed(t))
}

// defensesOf are creature i's defenses now: an immersed creature resists
// fire (seed 003 "Underwater Combat").
func (s *State) defensesOf(i int) rules.Defenses {
	d := s.Combatants[i].Defenses
	d = rageResists(&s.Combatants[i], d) // feature.go
	if s.immersed(i) && !slices.Contains(d.Resist, rules.Fire) {
		d.Resist = append(slices.Clip(d.Resist), rules.Fire)
	}
	return d
}
