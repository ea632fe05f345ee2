package battle

import (
	"fmt"
	"slices"
	"strings"
)

// TacticsPresets are the values of a `tactics` key (docs/encounters.md):
// how the built-in policy (package tactics) plays a creature. "" is the
// competent default.
var TacticsPresets = []string{"aggressive", "cautious", "ruthless", "random"}

// checkTactics checks the encounter's side presets (`tactics: {side:
// preset}`) and each combatant's, writing them in lower case. A
// combatant's own preset wins over its side's.
func (l *loader) checkTactics(e *Encounter, sides map[string]string) error {
	for i := range e.Combatants {
		c := &e.Combatants[i]
		if err := l.checkPreset(&c.Tactics, fmt.Sprintf("combatants[%d].tactics", i)); err != nil {
			return err
		}
	}
	out := map[string]string{}
	for side, preset := range e.Tactics {
		f := loadJoin("tactics", side)
		name, ok := sides[strings.ToLower(strings.TrimSpace(side))]
		if !ok {
			return l.errf(f, "no side %q: the sides are %s", side, strings.Join(sortedValues(sides), ", "))
		}
		if err := l.checkPreset(&preset, f); err != nil {
			return err
		}
		out[name] = preset
	}
	if len(out) > 0 {
		e.Tactics = out
	}
	return nil
}

func (l *loader) checkPreset(p *string, f string) error {
	*p = strings.ToLower(strings.TrimSpace(*p))
	if *p != "" && !slices.Contains(TacticsPresets, *p) {
		return l.errf(f, "unknown tactics %q: use one of %s (or leave it out for the default)", *p, strings.Join(TacticsPresets, ", "))
	}
	return nil
}

func sortedValues(m map[string]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}
