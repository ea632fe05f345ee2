package battle

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Burst fire (seed 000 "MODERN WEAPONS": the automatic rifle's "burst
// fire"; DMG "Firearms": "A weapon that has the burst fire property can
// make a single-target attack, or it can spray a 10-foot-cube area within
// normal range with shots. Each creature in the area must succeed on a DC
// 15 Dexterity saving throw or take the weapon's normal damage. This
// action uses ten pieces of ammunition.") The single-target attack is the
// weapon's ordinary attack; the spray is `NAME burst WEAPON at SQUARE`:
//
//   - it takes the action (an action of its own, not one attack of the
//     Attack action);
//   - the cube is placed as an area attack's (area.go): "at SQUARE" sets
//     it beside SQUARE's edge facing the shooter, SQUARE within the
//     weapon's normal range and a clear line; "toward SQUARE" sets it
//     against the shooter's own space;
//   - every creature caught, allies too, makes a DC 15 Dexterity save
//     (cover from the cube's point of origin adding to it, as for every
//     area): on a failure it takes the weapon's damage as a hit deals it
//     (its dice and the wielder's ability modifier), rolled once for all;
//     on a success nothing;
//   - it uses ten shots: refused when the weapon has fewer than ten left
//     before it must be reloaded (equipment_reload.go), or, when the
//     entry counts its ammunition, fewer than ten pieces
//     (equipment_ammo.go). The `action` event (action "burst") carries
//     the ten in amount, and Apply spends them.

// Burst fire's numbers, by the DMG.
const (
	burstShots = 10
	burstCube  = 10
	burstDC    = 15
)

// burstWeapon is the attack `burst WEAPON` names, or with no name the
// creature's only burst-fire weapon.
func (c *Combatant) burstWeapon(name string) (*Attack, error) {
	var burst []string
	for i := range c.Attacks {
		if c.Attacks[i].Has("burst-fire") {
			burst = append(burst, c.Attacks[i].Name)
		}
	}
	if name == "" {
		switch len(burst) {
		case 0:
			return nil, refuse(CodeCannot, "%s has no weapon with the burst fire property", c.Name)
		case 1:
			name = burst[0]
		default:
			return nil, refuse(CodeSyntax, "burst with which? (%s)", strings.Join(burst, ", "))
		}
	}
	for i := range c.Attacks {
		w := &c.Attacks[i]
		if !strings.EqualFold(w.Name, name) {
			continue
		}
		if !w.Has("burst-fire") {
			return nil, refuse(CodeCannot, "%s has no burst fire property: only %s can spray a cube (%s attack TARGET with %s shoots once)",
				w.Name, orNone(burst), c.Name, w.Name)
		}
		return w, nil
	}
	return nil, refuse(CodeUnknownName, "%s has no weapon named %q (its burst fire weapons: %s)", c.Name, name, orNone(burst))
}

func orNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// parseBurst reads `burst [WEAPON] at|toward SQUARE` as `use` reads an
// area attack (area_parse.go), the weapon's name optional.
func parseBurst(cmd Command, rest []string) (Command, error) {
	if len(rest) == 2 && slices.Contains([]string{"at", "toward", "towards"}, strings.ToLower(rest[0])) { // no weapon named: its only one
		cmd, err := parseUse(cmd, append([]string{"-"}, rest...))
		cmd.With = ""
		return cmd, err
	}
	return parseUse(cmd, rest)
}

// burstReady refuses a spray from a weapon with fewer than ten shots left
// before a reload, or fewer than ten pieces of counted ammunition.
func (s *State) burstReady(a int, w *Attack) error {
	c := &s.Combatants[a]
	n := strings.ToLower(w.Name)
	if shots := c.Ammo.Reload[n]; shots > 0 && shots-c.Ammo.Fired[n] < burstShots {
		return refuse(CodeCannot, "%s has %d of its %d shots left, and burst fire uses %d: %s reload %s (an action)",
			w.Name, shots-c.Ammo.Fired[n], shots, burstShots, c.Name, n)
	}
	if k := c.Ammo.Of[n]; k != "" && c.Ammo.Left[k] < burstShots {
		return refuse(CodeCannot, "%s has %d %s left, and burst fire uses %d", c.Name, c.Ammo.Left[k], k, burstShots)
	}
	return nil
}

// burstFire is `NAME burst [WEAPON] at|toward SQUARE`.
func (d *decider) burstFire(cmd Command) error {
	s := d.st
	a := cmd.Actor
	c := &s.Combatants[a]
	if cmd.Area == nil {
		return refuse(CodeSyntax, "%q: say where the cube goes: %s burst WEAPON at SQUARE", cmd.Text, c.Name)
	}
	w, err := c.burstWeapon(strings.TrimSpace(cmd.With))
	if err != nil {
		return err
	}
	if err := d.needAction(a); err != nil {
		return err
	}
	if err := s.burstReady(a, w); err != nil {
		return err
	}
	if w.Normal == 0 {
		return refuse(CodeCannot, "%s has no range to spray", w.Name)
	}
	spray := &AreaAttack{Name: w.Name, Area: grid.Area{Shape: grid.Cube, Size: burstCube}, Range: w.Normal,
		Damage: w.Damage, Save: rules.Dex, DC: burstDC}
	area, err := s.placeArea(a, spray, cmd.To[0], cmd.Area.Toward)
	if err != nil {
		return err
	}
	d.emit(Event{Type: EvAction, Actor: c.Name, Action: "burst", With: w.Name, Amount: ip(burstShots),
		Text: fmt.Sprintf("%s sprays a %d-foot cube with its %s (burst fire, its action: %d shots)", c.Name, burstCube, w.Name, burstShots)})
	d.reveal(a, "it fired its "+w.Name)
	h := areaHit{src: fmt.Sprintf("%s's burst of %s", c.Name, w.Name), user: a, with: w.Name, area: area,
		save: rules.Dex, dc: burstDC, dmg: w.Damage, z: s.groundAt(area.Origin)}
	if cmd.Area.Toward {
		h.z = s.height(a, c.At, c.Alt)
	}
	if err := d.areaEffect(h); err != nil {
		return err
	}
	if c.Down() {
		return d.err
	}
	for _, r := range d.readiedBy(a, "attacks", c.At, c.At) {
		if err := d.fire(r, a); err != nil {
			return err
		}
	}
	return d.err
}

// spendBurst folds a burst: its shots fired, and its pieces spent when
// the ammunition is counted.
func (s *State) spendBurst(a int, with string, shots int) {
	c := &s.Combatants[a]
	n := strings.ToLower(with)
	if c.Ammo.Reload[n] > 0 {
		f := maps.Clone(c.Ammo.Fired)
		if f == nil {
			f = map[string]int{}
		}
		f[n] += shots
		c.Ammo.Fired = f
	}
	if k := c.Ammo.Of[n]; k != "" {
		left, spent := maps.Clone(c.Ammo.Left), maps.Clone(c.Ammo.Spent)
		left[k] = max(left[k]-shots, 0)
		spent[k] += shots
		c.Ammo.Left, c.Ammo.Spent = left, spent
	}
}
