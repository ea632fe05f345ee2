// Package ruleset says what differs between the combat systems the seeds
// describe — 5e 2014 (the SRD 5.1, seeds 000, 001, 003), 5e 2024 (seed
// 002) and an old-school ruleset (seed 004) — as data and a few narrow
// hooks the battle engine consults. It is not a copy of the engine per
// ruleset: one Decide and one Apply play every ruleset, asking a Ruleset
// value only where the texts disagree (which verbs exist, how a creature
// hides, how an ally stabilises the dying, what the conditions mean, how
// initiative is rolled, what a critical hit does). docs/rulesets.md lists
// the differences rule by rule.
//
// The package sits between rules and compendium: it may import rules
// (for the condition edition); battle imports it.
package ruleset

import (
	"fmt"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// The ruleset ids an encounter file names in `ruleset:`.
const (
	ID2014 = "5e-2014"
	ID2024 = "5e-2024"
	IDOSR  = "osr"
)

// Initiative is how the order of play is set.
type Initiative uint8

// The ways to roll initiative.
const (
	ByCreature Initiative = iota // each creature (or group of identical monsters) rolls d20 + Dex
	BySide                       // each side rolls 1d20, highest acts first (seed 004, OSR)
)

// Crit is what a critical hit does.
type Crit uint8

// The kinds of critical hit.
const (
	DoubleDice Crit = iota // roll the damage dice twice (seed 001 "Critical Hits")
	CritTable              // roll the seed's d20 critical-hit table (seed 004, OSR)
)

// Ruleset is one combat system: its id, whether the engine plays it yet,
// and the answers to the questions where the systems differ. Values are
// shared and never changed: take them from Get.
type Ruleset struct {
	ID   string
	Name string
	// Playable is false for a ruleset whose rules the engine does not
	// apply yet: the loader refuses it with Pending.
	Playable bool
	Pending  string // why it can't be played yet
	// Conditions is the text the conditions and exhaustion are read by
	// (rules.Edition): every creature's Conditions carry it.
	Conditions rules.Edition
	// Actions are the actions a creature can take on its turn, in the
	// order the ruleset's text lists them, each with the command verbs
	// that take it.
	Actions []Action
	// Initiative: by creature (5e) or by side (OSR).
	Initiative Initiative
	// Crit: the damage dice twice, or a table (OSR); Fumbles: a natural 1
	// rolls on a fumble table (OSR).
	Crit    Crit
	Fumbles bool
	// Morale: monsters check morale when badly hurt or leaderless (OSR).
	Morale bool
	// HideDC is the DC of the Hide action's Dexterity (Stealth) check: 15
	// under 2024 (seed 002, "Hide"); 0 when there is none and the total
	// only sets what a searcher must reach (SRD 5.1 "Hiding").
	HideDC int
	// HelpStabilizes: the Help action aimed at a dying ally is the DC 10
	// Wisdom (Medicine) check that stabilises it (seed 002, "Dropping to 0
	// Hit Points"); under the SRD 5.1 that check is an action of its own.
	HelpStabilizes bool
	// HelpAnyAlly: the Help action's distraction gives advantage to the
	// next attack of any ally against the enemy (seed 002, "Help": "an
	// ally's next attack"), not of one ally named (seed 001, "Help").
	// HelpSkill: the Help action's advantage on a check is only for a
	// skill the helper has (seed 002: "one of your skills or tools").
	HelpAnyAlly, HelpSkill bool
	// Declarations: spells, defending and retreats are declared before a
	// round's initiative, and engaged creatures leave melee by a fighting
	// or a full retreat instead of provoking opportunity attacks (seed
	// 004, "Combat Procedure", "Retreating"). DefaultMorale is a monster's
	// morale score when its entry gives none (0: no morale checks).
	Declarations  bool
	DefaultMorale int
	// Refused are verbs of the 5e action lists this ruleset has no action
	// for, each with the reason the refusal gives.
	Refused map[string]string
	// Mods is the table that turns Strength and Dexterity into the
	// modifier of the attacks whose bonus the engine works out from the
	// scores (seed 004's table under OSR; the SRD 5.1's otherwise).
	Mods rules.ModTable
	// The attack rules of seed 004, "Attacking" (0 or "" where a ruleset
	// has none): BehindBonus to hit from behind, MountedBonus to hit for a
	// rider against a foe on foot; ShieldAC is what a shield adds to AC
	// (0: the compendium's +2), and ShieldSacrifice lets a creature break
	// its shield to stop a hit's damage; UnarmedDie is the unarmed strike's
	// damage die (the SRD 5.1's is 1 + Strength); DualWieldDex is the
	// Dexterity two-weapon fighting needs, with two light weapons an attack
	// each, and a one-handed weapon with a light one +1 to hit and damage.
	BehindBonus, MountedBonus int
	ShieldAC                  int
	ShieldSacrifice           bool
	UnarmedDie                string
	DualWieldDex              int
	// CharacterSpeed is a character's walking speed when its entry gives
	// none (0: the SRD 5.1's 30 ft); StealthStep replaces the 5e surprise
	// with seed 004's 1-in-6 per stealthy side; SpellByDefault declares
	// spell for round 1 for a caster whose entry declares nothing.
	CharacterSpeed int
	StealthStep    bool
	SpellByDefault bool
	// DrawFree: readying a weapon is free while the creature can still
	// move; StowAction: stowing one takes the action (seed 004 "Readying
	// Weapons"). Otherwise both are the SRD 5.1's object interaction.
	DrawFree, StowAction bool
	// HideInvisible: the Hide action needs heavy obscurement or three-
	// quarters or total cover and no enemy's sight, and a success gives
	// the Invisible condition while hidden (seed 002 "Hide").
	HideInvisible bool
}

// Action is one of a ruleset's actions: its name in the rules' text and
// the verbs of the command language (docs/commands.md) that take it. A
// verb may belong to no action (move, end turn, class features).
type Action struct {
	Name  string
	Verbs []string
	// Check is the ability check the action is, if it is one, with the
	// skills it may use (the first is the default).
	Check  rules.Ability
	Skills []string
}

// Get returns the ruleset with id (any case; "" is 5e-2014), or an error
// naming the ids there are.
func Get(id string) (*Ruleset, error) {
	switch strings.ToLower(strings.TrimSpace(id)) {
	case "", ID2014:
		return &Rules2014, nil
	case ID2024:
		return &Rules2024, nil
	case IDOSR:
		return &RulesOSR, nil
	}
	return nil, fmt.Errorf("unknown ruleset %q: the rulesets are %s", id, strings.Join(IDs, ", "))
}

// Of returns the ruleset with id, 5e-2014 for an id it doesn't know: for
// a state that was loaded (and so checked) already.
func Of(id string) *Ruleset {
	if r, err := Get(id); err == nil {
		return r
	}
	return &Rules2014
}

// IDs are the ruleset ids, in the order messages list them.
var IDs = []string{ID2014, ID2024, IDOSR}

// ActionOf returns the action verb takes under r, or nil.
func (r *Ruleset) ActionOf(verb string) *Action {
	for k := range r.Actions {
		for _, v := range r.Actions[k].Verbs {
			if v == verb {
				return &r.Actions[k]
			}
		}
	}
	return nil
}

// Allows returns nil when verb can be used under r, or an error saying
// which ruleset has it: the verbs of one ruleset's actions that no other
// ruleset's action list has ("influence", "study" and "utilize" are 2024's).
func (r *Ruleset) Allows(verb string) error {
	if why, ok := r.Refused[verb]; ok {
		return fmt.Errorf("%s is not an action of the %s rules: %s", verb, r.ID, why)
	}
	owner, ok := onlyIn[verb]
	if !ok || owner == r.ID {
		return nil
	}
	return fmt.Errorf("%s is an action of the %s rules, not of %s (this encounter's ruleset)", verb, owner, r.ID)
}

// onlyIn maps the verbs only one ruleset has to that ruleset.
var onlyIn = map[string]string{}

func init() {
	count := map[string][]string{}
	for _, r := range []*Ruleset{&Rules2014, &Rules2024} { // OSR borrows 5e's verbs until it is played
		for _, a := range r.Actions {
			for _, v := range a.Verbs {
				count[v] = append(count[v], r.ID)
			}
		}
	}
	for v, ids := range count {
		if len(ids) == 1 {
			onlyIn[v] = ids[0]
		}
	}
}
