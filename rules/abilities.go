package rules

// Ability is one of the six ability scores. It is a small integer, not a
// string, so that the simulation indexes score arrays instead of looking
// names up (DESIGN.md, principle 6).
type Ability uint8

// The six abilities, in the order of a character sheet.
const (
	Str Ability = iota
	Dex
	Con
	Int
	Wis
	Cha
)

// abilityNames holds the short names first, then the full names: both
// spellings appear in stat blocks and encounter files.
var abilityNames = []string{
	"str", "dex", "con", "int", "wis", "cha",
	"strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma",
}

// ParseAbility reads "str" or "strength", in any case.
func ParseAbility(s string) (Ability, error) {
	i, err := lookup("ability", s, abilityNames)
	if err != nil {
		return 0, err
	}
	return Ability(i % 6), nil
}

// String returns the short name, "str": the form explanations and event
// logs use.
func (a Ability) String() string { return nameOf("ability", int(a), abilityNames[:6]) }

// Long returns the full name, "strength", for text meant to be read.
func (a Ability) Long() string { return nameOf("ability", int(a), abilityNames[6:]) }

// MarshalText writes the short name, so that abilities in JSON event logs
// stay readable and survive a reordering of the constants.
func (a Ability) MarshalText() ([]byte, error) {
	if a > Cha {
		return nil, &NameError{Kind: "ability", Name: a.String(), Valid: abilityNames}
	}
	return []byte(a.String()), nil
}

// UnmarshalText accepts what ParseAbility accepts.
func (a *Ability) UnmarshalText(text []byte) error {
	i, err := lookup("ability", string(text), abilityNames)
	if err != nil {
		return err
	}
	*a = Ability(i % 6)
	return nil
}

// Modifier is the ability modifier of a score: (score - 10) / 2 rounded
// down, so 1 gives -5, 9 gives -1, 10 and 11 give 0, and 30 gives +10.
// Go's division truncates toward zero, which would make 9 give 0; hence the
// explicit floor.
func Modifier(score int) int {
	d := score - 10
	if d < 0 {
		return (d - 1) / 2
	}
	return d / 2
}

// Scores holds a creature's six ability scores, indexed by Ability. A zero
// entry means "not given" and counts as 10, the score of an average
// person, because stat blocks and quick encounter files often list only
// the scores that matter.
type Scores [6]int

// Score returns the score for a, 10 when it was not given.
func (s Scores) Score(a Ability) int {
	if s[a] == 0 {
		return 10
	}
	return s[a]
}

// Mod returns the ability modifier for a.
func (s Scores) Mod(a Ability) int { return Modifier(s.Score(a)) }

// ProficiencyBonus is a character's proficiency bonus by level: +2 at
// levels 1-4, rising by 1 every four levels to +6 at 17-20 (SRD 5.1,
// "Beyond 1st Level"; the seeds use the bonus but do not tabulate it).
// Levels below 1 count as 1 and above 20 as 20.
func ProficiencyBonus(level int) int {
	level = min(max(level, 1), 20)
	return 2 + (level-1)/4
}
