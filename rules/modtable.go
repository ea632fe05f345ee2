package rules

// ModTable is how an ability score becomes the modifier an attack roll
// and its damage add, where the engine works that modifier out from the
// scores (a compendium weapon, a class's attacks, the unarmed strike).
// The zero value is the SRD 5.1's (score − 10) / 2.
type ModTable uint8

// The modifier tables.
const (
	SRDMods ModTable = iota // (score − 10) / 2, rounded down (seed 000)
	// OSRMods is seed 004's "Melee Attack Modifier" (Strength) and
	// "Missile Attack Modifier" (Dexterity) table, the same for both:
	// 3 −3, 4–5 −2, 6–8 −1, 9–12 +0, 13–15 +1, 16–17 +2, 18+ +3.
	OSRMods
)

// Mod is the modifier of a score by the table. Below 3, which the seed's
// table does not reach, the OSR table gives its lowest row, −3.
func (t ModTable) Mod(score int) int {
	if t != OSRMods {
		return Modifier(score)
	}
	switch {
	case score <= 3:
		return -3
	case score <= 5:
		return -2
	case score <= 8:
		return -1
	case score <= 12:
		return 0
	case score <= 15:
		return 1
	case score <= 17:
		return 2
	}
	return 3
}

// Of is the modifier of a's score in s by the table (10 when not given).
func (t ModTable) Of(s Scores, a Ability) int { return t.Mod(s.Score(a)) }
