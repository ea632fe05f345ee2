package rules

import "strings"

// Mode is how a d20 is rolled: once, or twice keeping the higher
// (advantage) or the lower (disadvantage).
type Mode int8

// The three ways to roll a d20.
const (
	Normal Mode = iota
	Advantage
	Disadvantage
)

var modeNames = []string{"normal", "advantage", "disadvantage"}

// String returns "normal", "advantage" or "disadvantage".
func (m Mode) String() string { return nameOf("mode", int(m), modeNames) }

// Reasons collects why a roll has advantage and why it has disadvantage.
// Every reason is kept, not just the verdict, because a table wants to hear
// "target prone, attacker within 5 ft" and a DM overriding a ruling needs
// to see what it overrides (DESIGN.md, principle 2).
type Reasons struct {
	Adv, Dis []string
}

// Add records one reason for advantage (advantage true) or disadvantage.
func (r *Reasons) Add(advantage bool, reason string) {
	if advantage {
		r.Adv = append(r.Adv, reason)
	} else {
		r.Dis = append(r.Dis, reason)
	}
}

// Merge returns r with o's reasons appended.
func (r Reasons) Merge(o Reasons) Reasons {
	if len(o.Adv) > 0 {
		r.Adv = append(r.Adv[:len(r.Adv):len(r.Adv)], o.Adv...)
	}
	if len(o.Dis) > 0 {
		r.Dis = append(r.Dis[:len(r.Dis):len(r.Dis)], o.Dis...)
	}
	return r
}

// AddAll appends o's reasons to r's own lists, never to o's: an attack
// gathers its Extra from ten sources, most of them silent, for every
// preview a tactics policy asks, and a chain of Merge copied the pair of
// lists at every step.
func (r *Reasons) AddAll(o Reasons) {
	if len(o.Adv) > 0 {
		r.Adv = append(r.Adv, o.Adv...)
	}
	if len(o.Dis) > 0 {
		r.Dis = append(r.Dis, o.Dis...)
	}
}

// Mode resolves the reasons by the SRD (seed 001 and 003, "Advantage and
// Disadvantage"): several sources of advantage still roll only one extra
// d20, and if there is at least one source of each, they cancel and the
// roll is normal, however many there are of either.
func (r Reasons) Mode() Mode {
	switch {
	case len(r.Adv) > 0 && len(r.Dis) == 0:
		return Advantage
	case len(r.Dis) > 0 && len(r.Adv) == 0:
		return Disadvantage
	}
	return Normal
}

// String explains the verdict with its reasons: "advantage (target prone,
// attacker within 5 ft)", "normal (advantage: ...; disadvantage: ...)" when
// they cancel, or "normal" when there are none.
func (r Reasons) String() string {
	m := r.Mode()
	switch m {
	case Advantage:
		return "advantage (" + strings.Join(r.Adv, "; ") + ")"
	case Disadvantage:
		return "disadvantage (" + strings.Join(r.Dis, "; ") + ")"
	}
	if len(r.Adv) == 0 {
		return "normal"
	}
	return "normal (advantage: " + strings.Join(r.Adv, "; ") + "; disadvantage: " + strings.Join(r.Dis, "; ") + ")"
}

// AttackContext is everything about one attack roll that decides advantage
// and disadvantage, except the map: the caller (who has the grid) measures
// distance and sight and passes the answers in as plain facts.
type AttackContext struct {
	// Attacker and Target are the two creatures' conditions as they bear
	// on this attack: for an attacker that sees invisible creatures
	// (truesight, see invisibility), pass the target without Invisible.
	Attacker, Target Conditions
	Ranged           bool // a ranged weapon or ranged spell attack
	// Distance is the feet between attacker and target, measured between
	// the nearest squares; 5 or less (0 included) counts as "within 5 ft".
	Distance  int
	LongRange bool // beyond normal range (within long range)
	// AttackerUnseen: the target can't see the attacker (attacker
	// invisible, hidden, or target blinded) -> advantage.
	AttackerUnseen bool
	// TargetUnseen: the attacker can't see the target -> disadvantage.
	TargetUnseen bool
	// TargetDodging: the target took the Dodge action. AttackReasons still
	// checks what the conditions can tell: the dodge is lost while the
	// target is incapacitated, at speed 0, or can't see the attacker.
	TargetDodging bool
	Helped        bool // an ally's Help action applies -> advantage
	// HostileWithin5ft: a ranged attack while a hostile, non-incapacitated
	// creature that can see the attacker is within 5 ft -> disadvantage.
	// The target itself counts, and AttackReasons finds that case from
	// Distance on its own.
	HostileWithin5ft bool
	// FrightenedSourceInSight: the source of the attacker's fear is in line
	// of sight; it matters only when the attacker is frightened.
	FrightenedSourceInSight bool
	Squeezing               bool    // the attacker is squeezing into a smaller space -> disadvantage
	TargetSqueezing         bool    // the target is squeezing into a smaller space -> advantage
	Extra                   Reasons // DM rulings, spells and features, passed through
	// TargetIsGrappler: the target is the creature grappling the attacker;
	// under the 2024 revision a grappled attacker has disadvantage against
	// anyone else (seed 002, "Grappled").
	TargetIsGrappler bool
}

// AttackReasons lists every reason the attack has advantage or
// disadvantage, each a short phrase naming its cause, in a fixed order
// (advantage first, the target's conditions before the attacker's, then
// position, then the caller's Extra). Sources: seed 000's lists
// "SITUATIONS THAT GAIN / SUFFER COMBAT ADVANTAGE" and its conditions,
// seed 001's "Unseen Attackers and Targets", "Range", "Ranged Attacks in
// Close Combat" and "Dodge", and for squeezing the SRD 5.1 "Squeezing into
// a Smaller Space", which seed 003 cuts.
//
// A fact that two inputs both describe is given once: an invisible
// attacker is "attacker invisible", not also "target can't see attacker".
// Situations that need information the context lacks (Inspiration, spells,
// heavy encumbrance, underwater weapons) arrive through Extra.
func AttackReasons(ctx AttackContext) Reasons {
	return attackReasons(ctx, Reasons{})
}

// attackReasons is AttackReasons appending to r's lists (AttackMode's
// are on its stack).
func attackReasons(ctx AttackContext, r Reasons) Reasons {
	a, t := ctx.Attacker, ctx.Target
	within5 := ctx.Distance <= 5

	// Advantage: the target's state.
	for _, c := range [...]Condition{Blinded, Paralyzed, Petrified, Restrained, Stunned, Unconscious} {
		if t.Has(c) {
			r.Adv = append(r.Adv, targetPhrase[c])
		}
	}
	if t.Has(Prone) && within5 {
		r.Adv = append(r.Adv, "target prone, attacker within 5 ft")
	}
	if ctx.TargetSqueezing {
		r.Adv = append(r.Adv, "target squeezing")
	}
	// Advantage: the attacker unseen.
	if a.Has(Invisible) {
		r.Adv = append(r.Adv, "attacker invisible")
	} else if ctx.AttackerUnseen && t.CanSee() {
		r.Adv = append(r.Adv, "target can't see attacker")
	}
	if ctx.Helped {
		r.Adv = append(r.Adv, "ally's Help")
	}

	// Disadvantage: the attacker's state.
	for _, c := range [...]Condition{Blinded, Poisoned, Prone, Restrained} {
		if a.Has(c) {
			r.Dis = append(r.Dis, attackerPhrase[c])
		}
	}
	if a.Exhaustion >= 3 && a.Edition == SRD51 { // 2024: a penalty instead (D20Penalty)
		r.Dis = append(r.Dis, "attacker exhausted (level 3+)")
	}
	if a.Has(Grappled) && a.Edition == Rev2024 && !ctx.TargetIsGrappler { // seed 002, "Grappled"
		r.Dis = append(r.Dis, "attacker grappled, target not its grappler")
	}
	if a.Has(Frightened) && ctx.FrightenedSourceInSight {
		r.Dis = append(r.Dis, "attacker frightened, source in sight")
	}
	if ctx.Squeezing {
		r.Dis = append(r.Dis, "attacker squeezing")
	}
	// Disadvantage: the target unseen, out of reach of a good shot, or
	// dodging.
	if t.Has(Invisible) {
		r.Dis = append(r.Dis, "target invisible")
	} else if ctx.TargetUnseen && a.CanSee() {
		r.Dis = append(r.Dis, "attacker can't see target")
	}
	if t.Has(Prone) && !within5 {
		r.Dis = append(r.Dis, "target prone, attacker beyond 5 ft")
	}
	targetSeesAttacker := t.CanSee() && !ctx.AttackerUnseen && !a.Has(Invisible)
	if ctx.TargetDodging && targetSeesAttacker && !t.Incapacitated() && !t.speedZero() {
		r.Dis = append(r.Dis, "target dodging")
	}
	if ctx.LongRange {
		r.Dis = append(r.Dis, "long range")
	}
	if ctx.Ranged {
		switch {
		case ctx.HostileWithin5ft:
			r.Dis = append(r.Dis, "ranged attack with a hostile within 5 ft")
		case within5 && targetSeesAttacker && !t.Incapacitated():
			r.Dis = append(r.Dis, "ranged attack, target within 5 ft")
		}
	}
	if len(ctx.Extra.Adv) > 0 { // Merge's, in place
		r.Adv = append(r.Adv, ctx.Extra.Adv...)
	}
	if len(ctx.Extra.Dis) > 0 {
		r.Dis = append(r.Dis, ctx.Extra.Dis...)
	}
	return r
}

// The phrases are fixed strings so that building reasons formats nothing.
var (
	targetPhrase = [numConditions]string{
		Blinded: "target blinded", Paralyzed: "target paralyzed", Petrified: "target petrified",
		Restrained: "target restrained", Stunned: "target stunned", Unconscious: "target unconscious",
	}
	attackerPhrase = [numConditions]string{
		Blinded: "attacker blinded", Poisoned: "attacker poisoned",
		Prone: "attacker prone", Restrained: "attacker restrained",
	}
)

// AutoCrit reports whether a hit is a critical hit whatever the die shows:
// a hit on a paralyzed or unconscious target by an attacker within 5 feet
// (seed 000, "CRITICAL HITS" and the two conditions' texts). Melee or
// ranged makes no difference; only the distance does.
func AutoCrit(ctx AttackContext) bool {
	return ctx.Distance <= 5 && (ctx.Target.Has(Paralyzed) || ctx.Target.Has(Unconscious))
}
