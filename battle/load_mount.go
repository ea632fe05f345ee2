package battle

// Riders in the encounter file (seed 003 "Mounted Combat"): mounted_on
// and controlled, checked by Load and seated by New.

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// checkMounts validates mounted_on and controlled once every combatant is
// known, and writes the defaults: the mount's name as written in the file,
// the rider's at (its mount's square), controlled true.
func (l *loader) checkMounts(e *Encounter) error {
	type who struct {
		entry, k int
		name     string
	}
	byName := map[string]who{}
	for i := range e.Combatants {
		for k, n := range e.Combatants[i].Names() {
			byName[strings.ToLower(n)] = who{i, k, n}
			byName[Slug(n)] = who{i, k, n}
		}
	}
	carries := map[string]string{} // mount -> its rider
	for i := range e.Combatants {
		c := &e.Combatants[i]
		p := fmt.Sprintf("combatants[%d]", i)
		if c.MountedOn == "" {
			if c.Controlled != nil {
				return l.errf(p+".controlled", "controlled goes with mounted_on: it says whether %s controls the mount it starts on", c.Name)
			}
			continue
		}
		f := p + ".mounted_on"
		on := strings.TrimSpace(c.MountedOn)
		if on == "" {
			return l.errf(f, "give the name of the creature %s starts riding, like mounted_on: Warhorse", c.Name)
		}
		if c.Count > 1 {
			return l.errf(f, "a group of %d can't ride one mount: give each rider an entry of its own", c.Count)
		}
		if len(c.At) > 0 {
			return l.errf(p+".at", "%s rides %s and starts in its space: leave at out", c.Name, on)
		}
		w, ok := byName[strings.ToLower(on)]
		if !ok {
			w, ok = byName[Slug(on)]
		}
		if !ok {
			return l.errf(f, "no combatant named %q to ride", on)
		}
		mc := &e.Combatants[w.entry]
		switch {
		case w.entry == i:
			return l.errf(f, "%s can't ride itself", c.Name)
		case mc.MountedOn != "":
			return l.errf(f, "%s rides %s itself: a rider can't carry a rider", w.name, strings.TrimSpace(mc.MountedOn))
		case carries[w.name] != "":
			return l.errf(f, "%s already carries %s: one rider to a mount", w.name, carries[w.name])
		case mc.Side != c.Side:
			return l.errf(f, "%s is on side %q and %s on %q: only a willing creature can serve as a mount (%s); put them on one side",
				w.name, mc.Side, c.Name, c.Side, ruleMounted)
		}
		rs, _ := rules.ParseSize(c.Size)
		ms, _ := rules.ParseSize(mc.Size)
		if ms < rs+1 {
			return l.errf(f, "%s is %s and %s is %s: a mount must be at least one size larger than its rider (%s)", w.name, ms, c.Name, rs, ruleMounted)
		}
		for _, cond := range mc.Conditions {
			switch cond {
			case "prone", "unconscious", "incapacitated", "paralyzed", "petrified", "stunned":
				return l.errf(f, "%s starts %s: it can't carry a rider", w.name, cond)
			}
		}
		if mc.Exhaustion >= rules.MaxExhaustion {
			return l.errf(f, "%s starts dead (exhaustion %d): it can't carry a rider", w.name, mc.Exhaustion)
		}
		carries[w.name] = c.Name
		c.MountedOn = w.name
		c.At = Squares{mc.At[w.k]}
		if c.Controlled == nil {
			yes := true
			c.Controlled = &yes
		}
	}
	return nil
}

// seatRiders puts the riders of the encounter file on their mounts
// (mounted_on). Load has checked it all; New still refuses what it can't
// build.
func (s *State) seatRiders(enc *Encounter) error {
	for gi := range enc.Combatants {
		spec := &enc.Combatants[gi]
		on := strings.TrimSpace(spec.MountedOn)
		if on == "" {
			continue
		}
		if spec.Count > 1 {
			return fmt.Errorf("combatants[%d] (%s): mounted_on: a group of %d can't ride one mount", gi, spec.Name, spec.Count)
		}
		r, _ := s.Find(spec.Name)
		m, ok := s.Find(on)
		switch {
		case !ok:
			return fmt.Errorf("combatants[%d] (%s): mounted_on: no combatant named %q", gi, spec.Name, on)
		case r == m || s.MountOf(r) >= 0 || s.RiderOf(r) >= 0 || s.RiderOf(m) >= 0 || s.MountOf(m) >= 0:
			return fmt.Errorf("combatants[%d] (%s): mounted_on: %s can't carry it (one rider to a mount, and no rider on a rider)", gi, spec.Name, on)
		case s.Hostile(r, m):
			return fmt.Errorf("combatants[%d] (%s): mounted_on: %s is on another side: a mount must be willing", gi, spec.Name, on)
		case int(s.Combatants[m].Size) < int(s.Combatants[r].Size)+1:
			return fmt.Errorf("combatants[%d] (%s): mounted_on: %s is not at least one size larger", gi, spec.Name, on)
		}
		s.Rides = append(s.Rides, Ride{Rider: r, Mount: m, Controlled: spec.Controlled == nil || *spec.Controlled})
		s.Combatants[r].At, s.Combatants[r].Alt = s.Combatants[m].At, s.Combatants[m].Alt
	}
	return nil
}

// riderSquares is a combatant entry's squares: a rider written without
// `at` starts in its mount's space.
func riderSquares(enc *Encounter, spec *CombatantSpec) Squares {
	on := strings.ToLower(strings.TrimSpace(spec.MountedOn))
	if len(spec.At) > 0 || on == "" {
		return spec.At
	}
	for i := range enc.Combatants {
		for k, n := range enc.Combatants[i].Names() {
			if (strings.ToLower(n) == on || Slug(n) == on) && k < len(enc.Combatants[i].At) {
				return Squares{enc.Combatants[i].At[k]}
			}
		}
	}
	return spec.At
}
