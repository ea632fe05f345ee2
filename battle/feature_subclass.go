package battle

// Subclasses the engine plays, named with `subclass:` beside class and
// level (docs/encounters.md "Classes"), and their features:
//
//   - rogue `assassin` (Roguish Archetype, 3rd level), Assassinate (SRD
//     5.1 "Assassin"): advantage on attack rolls against a creature that
//     hasn't taken a turn in the combat yet, and a hit against a surprised
//     creature is a critical hit;
//   - cleric `war` (War Domain, 1st level): War Priest (feature_war.go);
//   - warlock `blade` (Pact of the Blade, 3rd level): Thirsting Blade
//     (feature_blade.go);
//   - ranger `beast-master` (Ranger Archetype, 3rd level): the animal
//     companion (feature_companion.go);
//   - bard `valor` (College of Valor, Bard College at 3rd level): what
//     its entry in compendium/data/classes.yaml `subclasses` gives, Bonus
//     Proficiencies at 3rd level (buildProficiencies), Combat Inspiration
//     at 3rd (feature_valor.go) and Extra Attack at 6th (fillClass), by
//     seed 000 "MULTIPLE ATTACKS" and the PHB.
//
// A subclass written out in the class data (compendium/subclasses.go)
// adds its armor and weapons to the class's proficiencies, and its
// extra-attacks count when they are more than the class's (Extra Attack
// from two sources doesn't add up), once the level has chosen it.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// subclasses are the subclasses the engine plays, by class, with the
// class feature that chooses them.
var subclasses = map[string]struct {
	feature string
	ids     []string
}{
	"rogue":   {"roguish-archetype", []string{"assassin"}},
	"cleric":  {"divine-domain", []string{"war"}},
	"warlock": {"pact-boon", []string{"blade"}},
	"ranger":  {"ranger-archetype", []string{"beast-master"}},
	"bard":    {"bard-college", []string{"valor"}},
}

// chosenSubclass is the subclass an entry of class cl at level plays: sub
// when the engine plays it and the level has reached the feature that
// chooses it, else "" (a Go-built encounter is not checked at load).
func chosenSubclass(cl *compendium.Class, sub string, level int) string {
	sub = strings.ToLower(strings.TrimSpace(sub))
	s, ok := subclasses[cl.ID]
	if !ok || !slices.Contains(s.ids, sub) || !cl.Has(s.feature, level) {
		return ""
	}
	return sub
}

// checkSubclass validates an entry's subclass at file:line: its class
// has it, and its level has reached the feature that chooses it.
func (l *loader) checkSubclass(c *CombatantSpec, p string) error {
	c.Subclass = strings.ToLower(strings.TrimSpace(c.Subclass))
	if c.Subclass == "" {
		return nil
	}
	sub, ok := subclasses[c.Class]
	switch {
	case !l.given(p + ".class"):
		return l.errf(p+".subclass", "a subclass comes with a class and level")
	case !ok || !slices.Contains(sub.ids, c.Subclass):
		var plays []string
		for cl, s := range subclasses {
			plays = append(plays, cl+" "+strings.Join(s.ids, ", "))
		}
		slices.Sort(plays)
		return l.errf(p+".subclass", "subclass %q of a %s: the engine plays %s", c.Subclass, c.Class, strings.Join(plays, "; "))
	}
	if cl, err := compendium.LookupClass(c.Class); err == nil && !cl.Has(sub.feature, c.Level) {
		return l.errf(p+".subclass", "a %s chooses its subclass at level %d (%s); this one is level %d", cl.ID, cl.Features[sub.feature], sub.feature, c.Level)
	}
	return nil
}

// hasSubclass reports whether a creature is of a subclass and of a level
// that has chosen it.
func (cs *ClassState) hasSubclass(id string) bool {
	return cs.Def != nil && cs.Subclass == id && cs.Has(subclasses[cs.Def.ID].feature)
}

// assassinate is the advantage an assassin has on an attack against a
// creature that hasn't taken a turn yet: in round 1, one whose place in
// the order is after the current creature's.
func (s *State) assassinate(a, t int) rules.Reasons {
	var r rules.Reasons
	if !s.Combatants[a].Class.hasSubclass("assassin") || s.Round != 1 || t == a {
		return r
	}
	if i := slices.Index(s.Order, t); i > s.Turn {
		r.Add(true, fmt.Sprintf("Assassinate: %s hasn't taken a turn yet", s.Combatants[t].Name))
	}
	return r
}

// assassinCrit reports whether an assassin's hit on t is a critical hit:
// t is surprised.
func (s *State) assassinCrit(a, t int) bool {
	return s.Combatants[a].Class.hasSubclass("assassin") && s.Combatants[t].Surprised
}
