package rules

// Edition says which text the conditions are read by: the SRD 5.1 (seed
// 000's "CONDITIONS" and "EXHAUSTION", the zero value) or the 2024
// revision (seed 002, "Conditions"). The conditions themselves are the
// same fourteen; what some of them imply differs, and exhaustion is a
// different rule altogether. The ruleset package picks the edition; a
// Conditions value carries it so that every question asked of it
// (CanMove, Speed, SaveDisadvantage, ...) is answered by the right text
// without each caller having to know which one applies.
type Edition uint8

// The editions.
const (
	SRD51   Edition = iota // 5e 2014, the SRD 5.1 (the zero value)
	Rev2024                // 5e 2024 (seed 002)
)

// String returns "5e-2014" or "5e-2024".
func (e Edition) String() string {
	if e == Rev2024 {
		return "5e-2024"
	}
	return "5e-2014"
}

// ExhaustionD20 is what each level of exhaustion takes off every d20 test
// under the 2024 revision (seed 002, "Exhaustion": "-2 to d20 Tests"), and
// ExhaustionFeet what it takes off speed ("-5 feet of Speed").
const (
	ExhaustionD20  = 2
	ExhaustionFeet = 5
)

// In returns cs read by edition e.
func (cs Conditions) In(e Edition) Conditions { cs.Edition = e; return cs }

// None reports that nothing hampers the creature: no condition and no
// exhaustion, whatever the edition.
func (cs Conditions) None() bool { return cs.Set == 0 && cs.Exhaustion == 0 }

// D20Penalty is the amount exhaustion adds to every d20 test — attack
// rolls, saving throws and ability checks, initiative included — under the
// 2024 revision: -2 per level (seed 002, "Exhaustion"). Under the SRD 5.1
// exhaustion works by disadvantage instead, and this is 0. A death saving
// throw is "a d20 with no modifiers" (seed 002, "Dropping to 0 Hit
// Points"): callers leave it out there.
func (cs Conditions) D20Penalty() int {
	if cs.Edition != Rev2024 {
		return 0
	}
	return -ExhaustionD20 * cs.Exhaustion
}

// InitiativeReasons returns why an initiative roll has advantage or
// disadvantage from the conditions. The 2024 revision gives advantage to
// an invisible creature and disadvantage to an incapacitated one (seed
// 002, "Invisible", "Incapacitated"); the SRD 5.1 conditions say nothing
// of initiative, and the engine has always rolled it plainly there.
func (cs Conditions) InitiativeReasons() Reasons {
	var r Reasons
	if cs.Edition != Rev2024 {
		return r
	}
	if cs.Has(Invisible) {
		r.Add(true, "invisible")
	}
	if cs.Incapacitated() {
		r.Add(false, "incapacitated")
	}
	return r
}
