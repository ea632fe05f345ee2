package rules

import (
	"strconv"
	"strings"
)

// Condition is one of the fourteen conditions of the SRD 5.1 (seed 000,
// "CONDITIONS"; seeds 001 and 003 refer to them). Exhaustion, which comes
// in levels, is not a Condition but a field of Conditions.
type Condition uint8

// The conditions, in alphabetical order (the order lists print in).
const (
	Blinded Condition = iota
	Charmed
	Deafened
	Frightened
	Grappled
	Incapacitated
	Invisible
	Paralyzed
	Petrified
	Poisoned
	Prone
	Restrained
	Stunned
	Unconscious
	numConditions
)

var conditionNames = []string{
	"blinded", "charmed", "deafened", "frightened", "grappled", "incapacitated", "invisible",
	"paralyzed", "petrified", "poisoned", "prone", "restrained", "stunned", "unconscious",
}

// MaxExhaustion is the level of exhaustion that kills (seed 000,
// "EXHAUSTION": level 6, death).
const MaxExhaustion = 6

// ParseCondition reads a condition name in any case: "Prone".
func ParseCondition(s string) (Condition, error) {
	i, err := lookup("condition", s, conditionNames)
	return Condition(i), err
}

// IsCondition reports whether s names a condition, as ParseCondition
// would accept it.
func IsCondition(s string) bool {
	_, ok := find(s, conditionNames)
	return ok
}

// String returns the lower-case name, "prone".
func (c Condition) String() string { return nameOf("condition", int(c), conditionNames) }

// MarshalText writes the name, for readable JSON.
func (c Condition) MarshalText() ([]byte, error) {
	if c >= numConditions {
		return nil, &NameError{Kind: "condition", Name: c.String(), Valid: conditionNames}
	}
	return []byte(c.String()), nil
}

// UnmarshalText accepts what ParseCondition accepts.
func (c *Condition) UnmarshalText(text []byte) error {
	i, err := lookup("condition", string(text), conditionNames)
	if err != nil {
		return err
	}
	*c = Condition(i)
	return nil
}

// Conditions is everything that currently hampers one creature: a bit set
// of conditions and an exhaustion level. It is a small value, copied and
// compared freely, so that a battle state can fold events into it without
// allocating. The zero value is a creature with no conditions.
//
// Adding a condition here never adds another: a creature that falls
// unconscious also falls prone (seed 000, "Unconscious"), but it stays
// prone after it wakes, so the caller adds Prone as a separate fact.
type Conditions struct {
	Set        uint16 // bit c set: condition c applies
	Exhaustion int    // 0 (none) to 6 (dead)
	// Edition is the text the conditions are read by (edition.go): the
	// zero value is the SRD 5.1.
	Edition Edition
}

func bit(c Condition) uint16 { return 1 << c }

// The conditions that include incapacitated (seed 000: paralyzed,
// petrified, stunned and unconscious each say "is incapacitated"), and the
// ones that also take away movement.
const (
	incapacitating = 1<<Incapacitated | 1<<Paralyzed | 1<<Petrified | 1<<Stunned | 1<<Unconscious
	immobilizing   = 1<<Paralyzed | 1<<Petrified | 1<<Stunned | 1<<Unconscious
	failsStrDex    = immobilizing
	// The 2024 revision gives Speed 0 to paralyzed, petrified and
	// unconscious creatures but not to stunned ones (seed 002, "Stunned":
	// "Incapacitated; fails Strength and Dexterity saves; attacks against
	// it have Advantage"), and its incapacitated creature may move.
	immobilizing2024 = 1<<Paralyzed | 1<<Petrified | 1<<Unconscious
	unaware          = 1<<Petrified | 1<<Unconscious
	stopped          = 1<<Grappled | 1<<Restrained
)

// Has reports whether condition c applies.
func (cs Conditions) Has(c Condition) bool { return cs.Set&bit(c) != 0 }

// With returns cs with c added. A condition does not stack with itself:
// adding it twice is adding it once.
func (cs Conditions) With(c Condition) Conditions { cs.Set |= bit(c); return cs }

// Without returns cs with c removed.
func (cs Conditions) Without(c Condition) Conditions { cs.Set &^= bit(c); return cs }

// WithExhaustion returns cs at exhaustion level n, held to 0..6: levels
// beyond 6 mean nothing more than death, and below 0 nothing at all.
func (cs Conditions) WithExhaustion(n int) Conditions {
	cs.Exhaustion = min(max(n, 0), MaxExhaustion)
	return cs
}

// List returns the conditions that apply, in alphabetical order.
func (cs Conditions) List() []Condition {
	var out []Condition
	for c := range numConditions {
		if cs.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// String lists the conditions and the exhaustion level for an
// explanation, "poisoned, prone, exhaustion 2", or "none".
func (cs Conditions) String() string {
	var b strings.Builder
	for _, c := range cs.List() {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	if cs.Exhaustion > 0 {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString("exhaustion ")
		b.WriteString(strconv.Itoa(cs.Exhaustion))
	}
	if b.Len() == 0 {
		return "none"
	}
	return b.String()
}

// Incapacitated reports whether the creature is incapacitated, by the
// condition itself or by one that includes it.
func (cs Conditions) Incapacitated() bool { return cs.Set&incapacitating != 0 }

// CanAct reports whether the creature can take actions and bonus actions
// (seed 000, "TAKE TURN": none if incapacitated, paralyzed, petrified,
// stunned or unconscious). The dead act no more.
func (cs Conditions) CanAct() bool { return !cs.Incapacitated() && !cs.Dead() }

// CanReact reports whether the creature can take reactions: the same
// conditions forbid them as forbid actions.
func (cs Conditions) CanReact() bool { return cs.CanAct() }

// CanMove reports whether the creature can move at all (seed 000, "TAKE
// TURN": no move if paralyzed, petrified, stunned, unconscious or at level
// 5 exhaustion). Grappled and restrained creatures are not in that list:
// their speed is 0 (see Speed), but they can still act, and a grappler can
// drag them along.
//
// Under the 2024 revision a stunned creature can move, and exhaustion only
// slows (see Speed).
func (cs Conditions) CanMove() bool {
	if cs.Edition == Rev2024 {
		return cs.Set&immobilizing2024 == 0
	}
	return cs.Set&immobilizing == 0 && cs.Exhaustion < 5
}

// Speed returns the creature's speed given its base speed: 0 when it can't
// move, is grappled or restrained (seed 000: "speed becomes 0, and it can't
// benefit from any bonus to its speed", so bonuses never matter here), or
// at exhaustion 5; halved, rounded down, from exhaustion 2. A prone
// creature keeps its speed: crawling costs double, which is the grid's
// business.
//
// Under the 2024 revision exhaustion takes 5 ft per level off the speed
// instead (seed 002, "Exhaustion"), never below 0.
func (cs Conditions) Speed(base int) int {
	if cs.speedZero() || base <= 0 {
		return 0
	}
	if cs.Edition == Rev2024 {
		return max(base-ExhaustionFeet*cs.Exhaustion, 0)
	}
	if cs.Exhaustion >= 2 {
		return base / 2
	}
	return base
}

// speedZero reports whether the conditions alone bring any speed to 0;
// the Dodge action is lost then (seed 001, "Dodge").
func (cs Conditions) speedZero() bool { return !cs.CanMove() || cs.Set&stopped != 0 }

// AutoFailSave reports whether a saving throw of ability a fails without a
// roll: Strength and Dexterity saves while paralyzed, petrified, stunned or
// unconscious (seed 000, each condition's text).
func (cs Conditions) AutoFailSave(a Ability) bool {
	return (a == Str || a == Dex) && cs.Set&failsStrDex != 0
}

// SaveDisadvantage returns why a saving throw of ability a has
// disadvantage, one phrase per reason, or nil: restrained imposes it on
// Dexterity saves, exhaustion 3 and above on every save (seed 000,
// "Restrained", "EXHAUSTION").
func (cs Conditions) SaveDisadvantage(a Ability) []string {
	var out []string
	if a == Dex && cs.Has(Restrained) {
		out = append(out, "restrained")
	}
	if cs.Exhaustion >= 3 && cs.Edition == SRD51 { // 2024: a penalty instead (D20Penalty)
		out = append(out, "exhausted (level 3+)")
	}
	return out
}

// CheckDisadvantage returns why an ability check has disadvantage, or nil:
// poisoned; frightened while the source of fear is in line of sight, which
// only the caller (with the map) can tell; exhaustion 1 and above (seed
// 000, "Poisoned", "Frightened", "EXHAUSTION").
func (cs Conditions) CheckDisadvantage(frightenedSourceInSight bool) []string {
	var out []string
	if cs.Has(Poisoned) {
		out = append(out, "poisoned")
	}
	if cs.Has(Frightened) && frightenedSourceInSight {
		out = append(out, "frightened, source in sight")
	}
	if cs.Exhaustion >= 1 && cs.Edition == SRD51 { // 2024: a penalty instead (D20Penalty)
		out = append(out, "exhausted (level 1+)")
	}
	return out
}

// AutoFailCheck reports whether an ability check fails without a roll
// because it needs a sense the creature lacks: sight while blinded,
// hearing while deafened (seed 000, "Blinded", "Deafened").
func (cs Conditions) AutoFailCheck(needsSight, needsHearing bool) bool {
	return (needsSight && !cs.CanSee()) || (needsHearing && cs.Has(Deafened))
}

// ResistsAll reports resistance to all damage (seed 000, "Petrified").
func (cs Conditions) ResistsAll() bool { return cs.Has(Petrified) }

// MaxHPHalved reports whether exhaustion halves the hit point maximum
// (seed 000, "EXHAUSTION": level 4).
// The 2024 revision's exhaustion does not touch hit points (seed 002).
func (cs Conditions) MaxHPHalved() bool { return cs.Exhaustion >= 4 && cs.Edition == SRD51 }

// MaxHP returns the hit point maximum in effect: full, or half of it
// rounded down from exhaustion 4. The seeds don't say how to round; 5e
// rounds down, and never below 1, so that halving alone doesn't kill.
func (cs Conditions) MaxHP(full int) int {
	if !cs.MaxHPHalved() || full <= 1 {
		return full
	}
	return full / 2
}

// Dead reports death by exhaustion (seed 000, "EXHAUSTION": level 6).
// Death by hit points is the battle's business.
func (cs Conditions) Dead() bool { return cs.Exhaustion >= MaxExhaustion }

// Unaware reports whether the creature is unaware of its surroundings
// (seed 000, "Petrified", "Unconscious"): it sees nothing, notices no one
// and can't be the "creature who can see you" of any rule.
func (cs Conditions) Unaware() bool { return cs.Set&unaware != 0 }

// CanSee reports whether the creature can see at all: not blinded and not
// unaware. Whether it sees a particular creature (invisible, hidden, out
// of line of sight) is the caller's question.
func (cs Conditions) CanSee() bool { return !cs.Has(Blinded) && !cs.Unaware() }
