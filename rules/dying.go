package rules

// DeathSaves is the state of a creature at 0 hit points: its death saving
// throw successes and failures, and whether it is stable. The zero value is
// a creature that has just dropped to 0, or one with hit points: successes
// and failures reset to zero whenever it regains hit points or becomes
// stable (seed 001, "Death Saving Throws").
type DeathSaves struct {
	Successes, Failures int
	Stable              bool
}

// DeathOutcome is what a death saving throw or a blow at 0 hit points
// leads to.
type DeathOutcome uint8

// The outcomes.
const (
	StillDying DeathOutcome = iota // keep rolling
	Stabilized                     // stable: no more death saves, still unconscious at 0 HP
	Died
	Revived // a natural 20: the creature regains 1 hit point and wakes
)

var outcomeNames = []string{"still dying", "stabilized", "died", "revived"}

// String returns "still dying", "stabilized", "died" or "revived".
func (o DeathOutcome) String() string { return nameOf("outcome", int(o), outcomeNames) }

// Dead reports three failures.
func (d DeathSaves) Dead() bool { return d.Failures >= 3 }

// Roll records a death saving throw whose d20 shows face, with no modifier
// (seed 000, "no ability modifiers apply"). See RollWith.
func (d DeathSaves) Roll(face int) (DeathSaves, DeathOutcome) { return d.RollWith(face, 0) }

// RollWith records a death saving throw whose d20 shows face, with bonus
// added from the "spells and features that improve your chances of
// succeeding on a saving throw" (seed 001, "Death Saving Throws"), such as
// bless. By that section and "Rolling 1 or 20": a total of 10 or more is a
// success, less a failure; a natural 1 counts as two failures and a
// natural 20 revives, whatever the bonus. The third success makes the
// creature stable, and the tallies reset; the third failure kills.
//
// A stable or dead creature makes no death saves: its state comes back
// unchanged with Stabilized or Died, so that a stray roll changes nothing.
// A face outside 1..20 is a caller's bug; it counts as the nearer end.
func (d DeathSaves) RollWith(face, bonus int) (DeathSaves, DeathOutcome) {
	switch {
	case d.Dead():
		return d, Died
	case d.Stable:
		return d, Stabilized
	case face >= 20:
		return DeathSaves{}, Revived
	case face <= 1:
		return d.fail(2)
	case face+bonus >= 10:
		d.Successes++
		if d.Successes >= 3 {
			return d.Stabilize(), Stabilized
		}
		return d, StillDying
	}
	return d.fail(1)
}

// Hurt records damage taken at 0 hit points: one failure, or two if it
// came from a critical hit (seed 001, "Damage at 0 Hit Points"). A stable
// creature stops being stable and starts dying again (seed 001,
// "Stabilizing a Creature"); the blow that wakes it also counts as a
// failure, since it, too, is damage at 0 hit points. Whether the damage
// kills outright (MassiveDamage) is the caller's check.
func (d DeathSaves) Hurt(crit bool) (DeathSaves, DeathOutcome) {
	if d.Dead() {
		return d, Died
	}
	d.Stable = false
	if crit {
		return d.fail(2)
	}
	return d.fail(1)
}

// Stabilize makes the creature stable, by a third success, a DC 10
// Wisdom (Medicine) check, a healer's kit, or a knockout blow (seed 000,
// "Stabilized"; seed 001, "Knocking a Creature Out"); the tallies reset.
func (d DeathSaves) Stabilize() DeathSaves { return DeathSaves{Stable: true} }

func (d DeathSaves) fail(n int) (DeathSaves, DeathOutcome) {
	d.Failures = min(d.Failures+n, 3)
	if d.Dead() {
		return d, Died
	}
	return d, StillDying
}

// ConcentrationDC is the DC of the Constitution saving throw a creature
// makes to keep concentrating on a spell when it takes damage: 10 or half
// the damage, whichever is higher (SRD 5.1, "Concentration"; seed 000
// mentions concentration but not the DC). Each source of damage calls for
// its own save.
func ConcentrationDC(damage int) int { return max(10, damage/2) }
