package ruleset

import "github.com/skirmish-rpg/skirmish/rules"

// Rules2014 is 5e as the SRD 5.1 has it (seed 001, "Actions in Combat"):
// what the engine has always played.
var Rules2014 = Ruleset{
	ID: ID2014, Name: "5e (2014, SRD 5.1)", Playable: true,
	Conditions: rules.SRD51,
	Actions: []Action{
		{Name: "Attack", Verbs: []string{"attack", "grapple", "shove"}},
		{Name: "Cast a Spell", Verbs: []string{"cast"}},
		{Name: "Dash", Verbs: []string{"dash"}},
		{Name: "Disengage", Verbs: []string{"disengage"}},
		{Name: "Dodge", Verbs: []string{"dodge"}},
		{Name: "Help", Verbs: []string{"help"}},
		{Name: "Hide", Verbs: []string{"hide"}, Check: rules.Dex, Skills: []string{"stealth"}},
		{Name: "Ready", Verbs: []string{"ready"}},
		{Name: "Search", Verbs: []string{"search"}, Check: rules.Wis, Skills: []string{"perception"}},
		{Name: "Use an Object", Verbs: []string{"use", "interact"}},
		// Seed 001, "Stabilizing a Creature": an action of its own.
		{Name: "Stabilize", Verbs: []string{"stabilize"}, Check: rules.Wis, Skills: []string{"medicine"}},
	},
}

// Rules2024 is the 2024 revision (seed 002): twelve actions, the 2024
// conditions and exhaustion, Hide against DC 15, and the Help action that
// stabilises a dying ally.
var Rules2024 = Ruleset{
	ID: ID2024, Name: "5e (2024 revision)", Playable: true,
	Conditions: rules.Rev2024,
	Actions: []Action{
		{Name: "Attack", Verbs: []string{"attack", "grapple", "shove"}},
		{Name: "Dash", Verbs: []string{"dash"}},
		{Name: "Disengage", Verbs: []string{"disengage"}},
		{Name: "Dodge", Verbs: []string{"dodge"}},
		// "stabilize" stays a verb: under 2024 it is the Help action aimed
		// at a dying ally, so scripts and policies written for 2014 play on.
		{Name: "Help", Verbs: []string{"help", "stabilize"}},
		{Name: "Hide", Verbs: []string{"hide"}, Check: rules.Dex, Skills: []string{"stealth"}},
		{Name: "Influence", Verbs: []string{"influence"}, Check: rules.Cha,
			Skills: []string{"persuasion", "deception", "intimidation", "performance", "animal-handling"}},
		{Name: "Magic", Verbs: []string{"cast"}},
		{Name: "Ready", Verbs: []string{"ready"}},
		{Name: "Search", Verbs: []string{"search"}, Check: rules.Wis, Skills: []string{"perception", "insight", "medicine", "survival"}},
		{Name: "Study", Verbs: []string{"study"}, Check: rules.Int,
			Skills: []string{"investigation", "arcana", "history", "nature", "religion"}},
		{Name: "Utilize", Verbs: []string{"utilize", "use", "interact"}},
	},
	HideDC: 15, HideInvisible: true,
	HelpStabilizes: true, HelpAnyAlly: true, HelpSkill: true,
}

// RulesOSR is the old-school ruleset of seed 004 ("Core Rules: Combat"):
// side initiative each round, declarations before it, morale, defending
// and the two retreats. The SRD 5.1 fills what the seed leaves open
// (conditions, spells, death at 0 hit points for monsters, dying
// characters' saves): docs/rulesets.md says where, rule by rule.
var RulesOSR = Ruleset{
	ID: IDOSR, Name: "OSR core rules", Playable: true,
	Conditions: rules.SRD51, // seed 004 is silent on conditions; the SRD 5.1 fills in
	Actions: []Action{
		// Seed 004, "Action": "Do something, like attack, defend, cast a
		// spell, or stowe an item". Defending is declared (NAME declare
		// defend) and takes the action when the creature's side goes.
		{Name: "Attack", Verbs: []string{"attack", "grapple", "shove"}},
		{Name: "Defend", Verbs: []string{"declare"}},
		{Name: "Cast a Spell", Verbs: []string{"cast"}},
		{Name: "Use an Object", Verbs: []string{"use", "interact"}},
		// "Stowing held weapons takes a full action" ("Readying Weapons").
		{Name: "Stow an Item", Verbs: []string{"stow"}},
		// The SRD 5.1 fills in: the seed neither gives nor forbids them.
		{Name: "Help", Verbs: []string{"help"}},
		{Name: "Hide", Verbs: []string{"hide"}, Check: rules.Dex, Skills: []string{"stealth"}},
		{Name: "Ready", Verbs: []string{"ready"}},
		{Name: "Search", Verbs: []string{"search"}, Check: rules.Wis, Skills: []string{"perception"}},
		{Name: "Stabilize", Verbs: []string{"stabilize"}, Check: rules.Wis, Skills: []string{"medicine"}},
	},
	Initiative: BySide, Crit: CritTable, Fumbles: true, Morale: true,
	Declarations: true,
	// Seed 004 gives no default morale score; 8 is the middle of 2d6's
	// range rounded up: a monster rolling 2d6 under 8 stands 58% of the time.
	DefaultMorale: 8,
	Refused: map[string]string{
		"dash":      `seed 004 "Move": a creature moves up to its full speed, no more`,
		"disengage": `seed 004 "Retreating": an engaged creature leaves melee by a fighting retreat (NAME declare retreat, before the round)`,
		"dodge":     `seed 004 "Defending": declare it before the round (NAME declare defend) for +2 AC`,
	},
	// Seed 004, "Attacking", "Movement", "Combat Procedure" 1
	// (docs/rulesets.md, "OSR").
	Mods:        rules.OSRMods,
	BehindBonus: 2, MountedBonus: 1,
	ShieldAC: 1, ShieldSacrifice: true,
	UnarmedDie:     "1d2",
	DualWieldDex:   13,
	CharacterSpeed: 40,
	StealthStep:    true,
	SpellByDefault: true,
	DrawFree:       true, StowAction: true,
}
