package battle

// Characters built from a class (docs/encounters.md "Classes"): an entry
// that says `class: fighter, level: 5` with its ability scores gets, for
// whatever it does not write itself,
//
//   - the proficiency bonus of its level (+2 at 1-4 ... +6 at 17-20);
//   - hit points: the Hit Die's maximum plus the Constitution modifier at
//     1st level, the die's average rounded up plus the modifier for each
//     level after (SRD 5.1 "Hit Points"); `hp` written wins;
//   - with no ac, armor or weapons written, 10 + Dex, with a barbarian's
//     or monk's Unarmored Defense (with gear, equipment.go adds it);
//   - saves: the ability modifier plus proficiency in the class's two
//     saving throws (a save written wins, ability by ability);
//   - Extra Attack by the class table, or its subclass's (seed 000
//     "MULTIPLE ATTACKS");
//   - spell slots when the class casts (Combatant.Class.Slots), and for a
//     `spellcasting:` that writes no slots, those of the class table
//     (feature_slots.go), for the casting rules to spend;
//   - and the features its level has, which feature.go plays.
//
// The fill-in runs twice with the same result: in Load, so that a file
// may leave out hp, and in New, for an Encounter built in Go.

import (
	"slices"
	"strings"

	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Fighting styles an entry may name with fighting_style; the engine plays
// these (the others of the SRD are not in it yet).
const (
	StyleDefense      = "defense"
	StyleTwoWeapon    = "two-weapon-fighting"
	fightingStyleList = StyleDefense + ", " + StyleTwoWeapon
)

// ClassState is a character's class: what its level gives, fixed for the
// fight, and what it has spent of its features.
type ClassState struct {
	Def      *compendium.Class // nil for a creature with no class; shared, read-only
	Level    int
	Style    string // its fighting style
	Subclass string // its subclass, of those the engine plays (feature_subclass.go)
	Heavy    bool   // it wears heavy armor: no rage
	Slots    [9]int // spell slots by spell level (Pact Magic slots for a warlock)

	// What the fight has done with its features (feature.go).
	Raging     bool
	RageRound  int  // the round its rage began: it lasts 1 minute, 10 rounds
	RageKept   bool // it attacked a hostile creature or took damage since its last turn
	RagesUsed  int
	SecondWind bool // spent: once a short rest
	// The turn its Sneak Attack was last used, as a round and a place in
	// the order: once per turn, its own or another's.
	SneakRound, SneakTurn int
	FeatureUses           // Action Surge, Bardic Inspiration, ... (feature_more.go)
}

// Has reports whether its class and level give it a feature.
func (cs *ClassState) Has(feature string) bool {
	return cs.Def != nil && cs.Def.Has(feature, cs.Level)
}

// fillClass writes into an entry what its class gives and it does not
// say; given reports whether the file wrote a key (nil: a non-zero value
// counts as written).
func fillClass(spec *CombatantSpec, given func(key string) bool) error {
	if strings.TrimSpace(spec.Class) == "" {
		return nil
	}
	cl, err := compendium.LookupClass(spec.Class)
	if err != nil {
		return err
	}
	spec.Class = cl.ID
	level := min(max(spec.Level, 1), 20)
	if given == nil {
		given = func(key string) bool {
			switch key {
			case "hp":
				return spec.HP != 0
			case "max_hp":
				return spec.MaxHP != 0
			case "proficiency":
				return spec.Proficiency != 0
			case "ac":
				return spec.AC != 0
			case "extra_attacks":
				return spec.ExtraAttacks != 0
			}
			return false
		}
	}
	sc := specScores(spec)
	if !given("ac") && spec.AC == 0 && !hasEquipment(spec) {
		spec.AC = 10 + sc.Mod(rules.Dex) + unarmoredDefense(spec, sc)
	}
	if !given("proficiency") {
		spec.Proficiency = compendium.ProficiencyBonus(level)
	}
	if !given("hp") {
		spec.HP = cl.HitPoints(level, sc.Mod(rules.Con))
		if given("max_hp") {
			spec.HP = spec.MaxHP
		}
	}
	if !given("extra_attacks") && len(spec.Multiattack) == 0 {
		spec.ExtraAttacks = cl.ExtraAttacksAs(chosenSubclass(cl, spec.Subclass, level), level) // a valor bard's (feature_subclass.go)
	}
	saves := make(map[string]int, len(spec.Saves)+2)
	for k, v := range spec.Saves {
		saves[k] = v
	}
	for _, ab := range cl.Saves {
		if _, ok := saves[ab.String()]; !ok && !hasSave(spec.Saves, ab) {
			saves[ab.String()] = sc.Mod(ab) + spec.Proficiency
		}
	}
	spec.Saves = saves
	classSlots(spec, cl, level) // feature_slots.go
	return nil
}

// hasSave reports whether saves has ab under any spelling ("Str", "strength").
func hasSave(saves map[string]int, ab rules.Ability) bool {
	for k := range saves {
		if a, err := rules.ParseAbility(k); err == nil && a == ab {
			return true
		}
	}
	return false
}

// specScores are an entry's ability scores as written; a bad key or score
// is checkAbilities' to report.
func specScores(spec *CombatantSpec) rules.Scores {
	var sc rules.Scores
	for k, v := range spec.Abilities {
		if ab, err := rules.ParseAbility(k); err == nil && v > 0 && v <= 30 {
			sc[ab] = v
		}
	}
	return sc
}

// buildClass gives a combatant being built its class's features.
func buildClass(c *Combatant, spec *CombatantSpec) error {
	if spec.Class == "" {
		return nil
	}
	cl, err := compendium.LookupClass(spec.Class)
	if err != nil {
		return err
	}
	cs := &c.Class
	cs.Def, cs.Level, cs.Style = cl, min(max(spec.Level, 1), 20), spec.FightingStyle
	cs.Slots = cl.SpellSlots(cs.Level)
	cs.Subclass = strings.ToLower(strings.TrimSpace(spec.Subclass))
	if err := buildMonk(c, spec); err != nil { // feature_monk.go
		return err
	}
	if spec.Armor != "" {
		if a, err := compendium.LookupArmor(spec.Armor); err == nil && a.Category == "heavy" {
			cs.Heavy = true
		}
	}
	classSpeed(c) // Unarmored Movement, Fast Movement (feature_aura.go)
	return nil
}

// unarmoredDefense is what a class adds to 10 + Dex with no armor:
// barbarian Con, monk Wis without a shield (seed 000 lines 149-150
// "Barbarian's Unarmored Defense", "Monk's Unarmored Defense").
func unarmoredDefense(spec *CombatantSpec, sc rules.Scores) int {
	if spec.Armor != "" {
		return 0
	}
	switch strings.ToLower(strings.TrimSpace(spec.Class)) {
	case "barbarian":
		return sc.Mod(rules.Con)
	case "monk":
		if !spec.Shield {
			return sc.Mod(rules.Wis)
		}
	}
	return 0
}

// styleAC is the armor class a fighting style adds: Defense, +1 while
// wearing armor (seed 000 "ARMOR CLASS": "AC +1 ... Defense Fighting
// Style"; SRD 5.1 "Fighting Style").
func styleAC(spec *CombatantSpec) int {
	if spec.FightingStyle == StyleDefense && spec.Armor != "" {
		return 1
	}
	return 0
}

// checkClass validates class, level and fighting_style at file:line and
// fills in what the class gives before the numbers are checked, so that
// hp may be left out.
func (l *loader) checkClass(c *CombatantSpec, p string) error {
	if l.given(p+".level") && (c.Level < 1 || c.Level > 20) {
		return l.errf(p+".level", "a character's level is 1 to 20, not %d", c.Level)
	}
	style := strings.ToLower(strings.TrimSpace(c.FightingStyle))
	c.FightingStyle = strings.ReplaceAll(style, " ", "-")
	if !l.given(p + ".class") {
		if c.FightingStyle != "" {
			return l.errf(p+".fighting_style", "a fighting style comes with a class: give class (fighter, paladin or ranger) and level")
		}
		return l.checkSubclass(c, p) // a subclass without a class is refused
	}
	cl, err := compendium.LookupClass(c.Class)
	if err != nil {
		ids, _ := compendium.Classes()
		return l.cause(nil, p+".class", err, "%v (the classes: %s)", err, strings.Join(ids, ", "))
	}
	c.Class = cl.ID
	if !l.given(p + ".level") {
		return l.errf(p+".class", "a %s needs its level: add level: 1 to 20", cl.ID)
	}
	if c.FightingStyle != "" {
		switch {
		case !cl.Has("fighting-style", c.Level):
			at := cl.Features["fighting-style"]
			if at == 0 {
				return l.errf(p+".fighting_style", "a %s has no fighting style (fighters, paladins and rangers do)", cl.ID)
			}
			return l.errf(p+".fighting_style", "a %s chooses a fighting style at level %d; this one is level %d", cl.ID, at, c.Level)
		case !slices.Contains(cl.Styles, c.FightingStyle):
			// SRD 5.1 "Fighting Style" of each class; seed 000 line 105:
			// Two-Weapon Fighting is "available as option to Fighters and Rangers".
			return l.errf(p+".fighting_style", "fighting style %q is not a %s's: it chooses from %s (SRD 5.1)", style, cl.ID, strings.Join(cl.Styles, ", "))
		case c.FightingStyle != StyleDefense && c.FightingStyle != StyleTwoWeapon:
			return l.errf(p+".fighting_style", "fighting style %q: the engine plays %s", style, fightingStyleList)
		}
	}
	if err := l.checkSubclass(c, p); err != nil { // feature_subclass.go
		return err
	}
	return fillClass(c, func(key string) bool { return l.given(p + "." + key) })
}
