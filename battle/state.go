// Package battle is one encounter as a state machine: Decide turns a
// command into events (or refuses it with a RuleError, changing nothing),
// Apply folds an event into the state. Every roll's faces live in the
// events, so a log replays with no randomness.
package battle

import (
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/ruleset"
)

// Kind tells characters (death saves) from monsters (die at 0 HP).
type Kind uint8

// Kinds of combatant.
const (
	Monster Kind = iota
	Character
)

// Cover is the cover a target has against attacks (seed 001 "Cover").
type Cover uint8

// Degrees of cover.
const (
	NoCover Cover = iota
	HalfCover
	ThreeQuartersCover
	TotalCover
)

// Bonus is the AC and Dexterity save bonus of a degree of cover.
func (c Cover) Bonus() int {
	switch c {
	case HalfCover:
		return 2
	case ThreeQuartersCover:
		return 5
	}
	return 0
}

func (c Cover) String() string {
	return [...]string{"none", "half", "three-quarters", "total"}[c]
}

// Attack is one attack a combatant can make, compiled for rolling.
type Attack struct {
	Name       string
	Bonus      int // to hit
	Damage     *dice.Expr
	Reach      int // feet, melee attacks
	Ranged     bool
	Normal     int // normal range, feet
	Long       int // long range, feet
	Properties []string
	Slot       int    // its place in the stat block's list of attacks
	Recharge   int    // Recharge X–6: the least d6 face that brings it back; 0: none (monster.go)
	OnHit      *OnHit // a rider on a hit: a save, a condition, damage (monster.go)
	// The compendium weapon it is ("" for an attack written out), the
	// ability its bonus adds ("" for a written bonus), and whether the
	// wielder lacks proficiency with it (equipment_prof.go).
	Weapon        string
	Ability       string
	NotProficient bool
	// From is the square the attack is made from when that is not the
	// attacker's space: a spiritual weapon's (spell_weapon.go). Reach and
	// cover are measured from it; nil for every other attack.
	From     *grid.Square
	MinRange int // feet within which it can't hit: a siege engine's (equipment_siege.go)
}

// Has reports whether the attack has a weapon property.
func (a *Attack) Has(prop string) bool {
	for _, p := range a.Properties {
		if p == prop {
			return true
		}
	}
	return false
}

// Combatant is one creature in the fight: what the file said and what
// has happened to it.
type Combatant struct {
	Name, Slug   string
	Kind         Kind
	Side         string
	CreatureType string // "undead", "humanoid (goblinoid)": the file's type, lower case (Divine Smite)
	CR           string // challenge rating as the file writes it, "" for none (Destroy Undead)
	CompanionOf  string // the beast master ranger whose animal companion it is (feature_companion.go)
	At           grid.Square
	Size         rules.Size
	AC           int
	HP           rules.HP
	Speed        int // walking speed, feet
	Speeds       Speeds
	Senses       Senses
	Scores       rules.Scores
	Proficiency  int
	Skills       map[string]int
	Saves        map[rules.Ability]int
	Attacks      []Attack
	Areas        []AreaAttack // attacks with an area and a save rather than an attack roll (area.go)
	ExtraAttacks int
	Defenses     rules.Defenses
	Conds        rules.Conditions
	Cover        Cover
	Stealthy     bool
	DeathSaves   bool // makes death saves at 0 HP instead of dying
	FixedInit    *int
	Group        int           // combatants from one entry with count share an initiative roll
	Traits       MonsterTraits // a stat block's special features (monster.go)
	Casting      Spellcasting  // its spells and the slots it has spent (spell.go)
	Class        ClassState    // a character's class, level and features (class.go)
	Ammo         AmmoState     // ammunition left and spent (equipment_ammo.go)
	Hobbled      bool          // caltrops took 10 ft of its walking speed until it regains a hit point (equipment_hazard.go)
	Armor        string        // the compendium armor it wears, "" for none (equipment_stealth.go)
	Light        LightState    // the light it carries: a hooded lantern (equipment_light.go)

	// What the fight has done to it.
	Initiative int
	Alt        int              // feet above the ground of its square: flying, or held aloft
	Dying      rules.DeathSaves // death save tallies while at 0 HP
	Dead       bool
	Surprised  bool
	Reaction   bool     // its reaction is available
	Dodging    bool     // until the start of its next turn
	Squeezing  bool     // in a space one size too small: its footprint is one square narrower
	GrappledBy int      // the grappler while grappled; -1 when none or unknown
	Hidden     int      // its Stealth total while hidden, 0 when not
	Readied    *Readied // a readied attack waiting for its trigger; never changed in place
	Turn       TurnState
	// A stat block's features in play (monster.go): its Recharge attacks
	// used and not yet back, by slot; damage that stops its Regeneration
	// next turn; uses of Legendary Resistance spent.
	Spent         uint64
	RegenStopped  bool
	LegendaryUsed int
	// Legendary and lair actions, Frightful Presence (legendary.go): what it
	// has, fixed for the fight, and what it has done with them.
	Legend     *Legend
	LegendPlay LegendPlay

	// Weapon and armor proficiencies (equipment_prof.go): nil when nothing
	// is checked (a stat block's creature is proficient with its gear);
	// Unskilled is the armor or shield it wears without proficiency.
	Profs     []string
	Unskilled string
	// What the fight has done with its stat block's traits (trait.go).
	Trait    TraitState
	ShieldAC int // what its shield adds to its AC, 0 without one: kept on top of Mage Armor (spell_forbid.go)
	// Tactics is how the built-in policy plays it: a preset of
	// TacticsPresets, its own or its side's, "" for the default.
	Tactics string
	// Items is the uses left of the potions and healer's kits it carries,
	// by item id (equipment_items.go); never changed in place.
	Items map[string]int
	// Dropped is the weapons a fumble knocked from its hands or it threw,
	// where they lie until it picks them up (osr_fumble.go,
	// weapon_thrown.go); never changed in place.
	Dropped []DroppedWeapon
	// OSR is what the OSR rules keep on it: morale, declarations
	// (osr_round.go, osr_morale.go).
	OSR OSRState
	// Mods is the ruleset's table of ability modifiers for the attacks the
	// engine works out from the scores (ruleset.Ruleset.Mods, osr_build.go).
	Mods rules.ModTable
	// UnarmedDie is the ruleset's unarmed strike damage die, "" for the
	// SRD 5.1's 1 + Strength (ruleset.Ruleset.UnarmedDie, osr_build.go).
	UnarmedDie string
	// Stowed is the weapons it has put away, their attacks gone until it
	// draws them (weapon_stow.go); never changed in place.
	Stowed []StowedWeapon
	// Tools are the ids of the tools it is proficient with (tools.go):
	// fixed for the fight, shared by clones.
	Tools []string
	// Spares are the further copies it holds of its compendium weapons, by
	// id, one entry a copy beyond the one whose attacks it has: an entry's
	// weapons list that names a handaxe twice holds one spare handaxe, a
	// pair for two-weapon fighting (attack_offhand.go), four javelins
	// three spares to throw (weapon_thrown.go). Never changed in place.
	Spares []string
}

// TurnState is what a creature has spent of its turn.
type TurnState struct {
	Moved       int  // feet of movement spent
	Diagonals   int  // diagonal steps moved, for the 5-10-5 rule's count
	Dashes      int  // Dash actions taken: each adds its speed
	Action      bool // its action is spent
	Attacking   bool // its action was the Attack action
	AttacksLeft int  // attacks left of its Attack action
	Bonus       bool // its bonus action is spent
	Object      bool // its free object interaction is spent
	Disengaged  bool
	LightAttack bool   // it attacked with a light melee weapon in its Attack action (two-weapon fighting)
	LightWith   string // the first such weapon (weaponKey, attack_offhand.go)
	LightMixed  bool   // and another light melee weapon besides
	LightThrown bool   // and it threw the LightWith weapon (weapon_thrown.go): the one left is the other hand's
	Loaded      bool   // it fired a loading weapon with its action
	Mounting    bool   // it mounted or dismounted: once during its move (seed 003, mount.go)
	MultiUsed   uint16 // the attacks of its Multiattack made this turn, by position (monster.go)
	MultiAlt    uint8  // the Multiattack sequence its Attack action picked: 0 the first (monster_multi.go)

	// Haste's additional action (spell_haste.go).
	Hasted bool       // spent this turn
	Held   HeldAction // the regular action, set aside during it

	MonkStrike bool // its Attack action struck with an unarmed strike or a monk weapon: Martial Arts may follow (feature_monk.go)

	CastOSR bool // it cast a spell: under OSR it can't move after (osr_retreat.go)
}

// Speeds are a creature's speeds besides walking, in feet; 0 is none
// (seed 001 "Using Different Speeds").
type Speeds struct {
	Fly, Swim, Climb, Burrow int
	Hover                    bool // it stays aloft when knocked prone or held still
}

// Senses are the special senses of a stat block, ranges in feet (SRD 5.1
// "Senses"): darkvision sees in darkness as in dim light; blindsight and
// truesight see what is there whatever the light.
type Senses struct {
	Darkvision, Blindsight, Truesight int
}

// attackNamed is its attack of that name, nil if none (an unarmed strike).
func (c *Combatant) attackNamed(name string) *Attack {
	for i := range c.Attacks {
		if c.Attacks[i].Name == name {
			return &c.Attacks[i]
		}
	}
	return nil
}

// space is the side of the block of squares it occupies: its size's
// footprint, one square narrower while squeezing (SRD 5.1 "Squeezing into
// a Smaller Space": a space for a creature one size smaller).
func (c *Combatant) space() int {
	n := c.Size.Squares()
	if c.Squeezing && n > 1 {
		return n - 1
	}
	return n
}

// Down reports whether the creature is out of the fight for now: dead,
// or at 0 hit points.
func (c *Combatant) Down() bool { return c.Dead || c.HP.Current == 0 || c.OSR.Out != "" } // fled or surrendered under OSR morale (osr_morale.go)

// Reach is the longest reach of its melee attacks (5 ft at least: an
// unarmed strike reaches 5 ft).
func (c *Combatant) Reach() int {
	r := 5
	for k := range c.Attacks { // by index: an Attack is too big to copy for every square a policy weighs
		if a := &c.Attacks[k]; !a.Ranged && a.Reach > r {
			r = a.Reach
		}
	}
	return r
}

// PassivePerception is 10 + the Perception bonus (skill, else Wis mod),
// +5 for the advantage of keen senses (trait_keen.go).
func (c *Combatant) PassivePerception() int {
	return 10 + c.skill("perception", rules.Wis) + c.keenPassive()
}

// Skill is skill, for a policy weighing a check (a hide's Stealth).
func (c *Combatant) Skill(name string, a rules.Ability) int { return c.skill(name, a) }

// skill is the bonus to a skill check: the file's total when given, else
// the ability modifier.
func (c *Combatant) skill(name string, a rules.Ability) int {
	if b, ok := c.Skills[name]; ok {
		return b
	}
	return c.Scores.Mod(a)
}

// Help is an ally's Help action waiting to be used: advantage on the ally's
// first attack against Target before the helper's next turn.
type Help struct {
	Helper, Ally, Target int
	// Skill: under the 2024 rules the check Help gives advantage on is one
	// with the helper's chosen skill or tool, a tool by its id (seed 002,
	// "Help"; tools.go); "" for any check.
	Skill string
}

// State is one encounter: the map, the combatants and the turn order.
type State struct {
	Ruleset    string
	Options    []string // optional rules turned on (see Options)
	Map        *grid.Map
	Combatants []Combatant
	Order      []int // indices into Combatants, in initiative order
	Round      int   // 0 before the fight starts
	Turn       int   // index into Order of the creature whose turn it is
	Started    bool
	Over       bool
	Winner     string
	Seq        int // events applied so far
	Helps      []Help
	Grants     map[int]rules.Reasons // DM-granted advantage/disadvantage on a creature's next d20 roll
	Effects    []Effect              // conditions with durations, saves and concentration
	Rides      []Ride                // riders on their mounts (seed 003 "Mounted Combat", mount.go)
	Hazards    []Hazard              // caltrops, ball bearings on the map (equipment_hazard.go); never changed in place
	nextEffect int                   // the highest effect ID so far
	memo       *memo                 // answers kept while Seq stands (memo.go): a lean fight's
	Zones      []Zone                // clouds on the map (zone.go); never changed in place
	nextZone   int                   // the highest zone ID so far
	rs         *ruleset.Ruleset      // Ruleset's rules, set by New (ruleset.go)
	SideRound  int                   // the last round whose side initiative is rolled (OSR, osr_round.go)
	// Count20 is true while the fight waits at initiative count 20 for a
	// lair action: the creature at Turn is next, its turn not yet begun
	// (lair.go). Count20Round is the last round the fight waited there.
	Count20      bool
	Count20Round int
	// LegendWait is true while the fight waits at the end of a turn for a
	// legendary action: the creature at Turn is next, its turn not yet
	// begun (legendary_wait.go).
	LegendWait bool
	offered    int // the damage React is asked to halve (feature_rogue.go); 0 between questions
}

// Waiting reports whether the fight waits between two turns, the next
// creature's (Current) not yet begun: at initiative count 20 for a lair
// action (lair.go) or at the end of a turn for a legendary action
// (legendary_wait.go). `next turn` goes on.
func (s *State) Waiting() bool { return s.Count20 || s.LegendWait }

// Clone returns a copy that Decide can change without touching s.
func (s *State) Clone() *State {
	c := *s
	c.Combatants = append([]Combatant(nil), s.Combatants...)
	c.Order = append([]int(nil), s.Order...)
	c.Helps = append([]Help(nil), s.Helps...)
	c.Effects = append([]Effect(nil), s.Effects...)
	c.Rides = append([]Ride(nil), s.Rides...)
	c.Grants = make(map[int]rules.Reasons, len(s.Grants))
	for k, v := range s.Grants {
		c.Grants[k] = v
	}
	return &c
}

// cloneInto makes dst the copy Clone would make, reusing dst's slices and
// map: a lean Fight (fight.go) keeps a spare state so that its commands
// allocate no new state.
func (s *State) cloneInto(dst *State) {
	combatants, order, helps, effects, rides, grants := dst.Combatants[:0], dst.Order[:0], dst.Helps[:0], dst.Effects[:0], dst.Rides[:0], dst.Grants
	*dst = *s
	dst.Combatants = append(combatants, s.Combatants...)
	dst.Order = append(order, s.Order...)
	dst.Helps = append(helps, s.Helps...)
	dst.Effects = append(effects, s.Effects...)
	dst.Rides = append(rides, s.Rides...)
	if grants == nil {
		grants = make(map[int]rules.Reasons, len(s.Grants))
	}
	clear(grants)
	for k, v := range s.Grants {
		grants[k] = v
	}
	dst.Grants = grants
}

// Current is the index of the creature whose turn it is, or -1.
func (s *State) Current() int {
	if !s.Started || s.Over || len(s.Order) == 0 {
		return -1
	}
	return s.Order[s.Turn]
}

// Find looks a combatant up by name or slug, case-insensitively.
func (s *State) Find(name string) (int, bool) {
	// The name as written is the common case (every event's actor and
	// target): no other combatant can match it, since names differ in
	// more than case and dashes (load_check.go, roster.go).
	for i := range s.Combatants {
		if s.Combatants[i].Name == name {
			return i, true
		}
	}
	n := strings.TrimSpace(name)
	for i := range s.Combatants {
		c := &s.Combatants[i]
		if strings.EqualFold(c.Name, n) || strings.EqualFold(c.Slug, n) { // no lower-casing: Find runs for every name of every command
			return i, true
		}
	}
	return -1, false
}

// Slug is a name in lower case with spaces as dashes: "goblin-1".
func Slug(name string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), " ", "-")
}

// Distance is the distance in feet between two combatants' nearest
// squares, height included (see distAt).
func (s *State) Distance(a, b int) int {
	ca := &s.Combatants[a]
	return s.distAt(a, ca.At, ca.Alt, b)
}

// Hostile reports whether two combatants are on different sides.
func (s *State) Hostile(a, b int) bool {
	return s.Combatants[a].Side != s.Combatants[b].Side
}

// nameOf is creature i's name, "" for -1 (the DM, the lair, the map).
func (s *State) nameOf(i int) string {
	if i < 0 || i >= len(s.Combatants) {
		return ""
	}
	return s.Combatants[i].Name
}

// HasShield reports whether it carries a shield (a lance's two hands,
// equipment_lance.go): one whose AC it still has, so a shield sacrificed
// under the OSR rules (osr_attack.go) frees the hand.
func (c *Combatant) HasShield() bool { return c.ShieldAC > 0 }
