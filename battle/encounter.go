package battle

// Encounter is an encounter file as written (docs/encounters.md): the
// YAML maps onto these types field by field, and Load validates it. The
// engine builds its State from an Encounter with New.
type Encounter struct {
	Ruleset    string          `yaml:"ruleset"` // "5e-2014" (default)
	Seed       *uint64         `yaml:"seed"`
	Map        MapSpec         `yaml:"map"`
	Combatants []CombatantSpec `yaml:"combatants"`
	Script     []string        `yaml:"script"`
	Rolls      []int           `yaml:"rolls"`
	Options    []string        `yaml:"options"`
	// Tactics presets by side (load_tactics.go): {monsters: ruthless}.
	Tactics map[string]string `yaml:"tactics"`
}

// The optional rules an encounter can turn on with options.
const (
	// OptDiagonal5105 counts every second diagonal step as 10 ft (the DMG's
	// variant for playing on a grid) instead of every diagonal as 5 ft.
	OptDiagonal5105 = "diagonal-5-10-5"
	// OptSunlight makes the map's bright light sunlight: a fight outdoors
	// by day, for Sunlight Sensitivity (trait_sunlight.go).
	OptSunlight = "sunlight"
)

// Options lists every option an encounter file may name.
var Options = []string{OptDiagonal5105, OptSunlight, OptSurpriseTable, OptCriticalFailTable, OptOSRCritTable, OptOSRFumbleTable}

// MapSpec is the battle map: its size and terrain.
type MapSpec struct {
	Size      string       `yaml:"size"`       // "12x8"
	Difficult []string     `yaml:"difficult"`  // squares or ranges: [C3, D4-E5]
	Walls     []string     `yaml:"walls"`      // squares or ranges that block movement, sight and effects
	Objects   []ObjectSpec `yaml:"objects"`    // low walls, tables: cover, passable as difficult terrain
	Water     []string     `yaml:"water"`      // swimming: 1 extra foot per foot without a swim speed
	DeepWater []string     `yaml:"deep_water"` // fully immersed: underwater combat
	Dark      []string     `yaml:"dark"`       // darkness: heavily obscured
	Dim       []string     `yaml:"dim"`        // dim light: lightly obscured
	// Elevation is the height of the ground in feet, by square or range:
	// {J2: 10, K2-L3: 20}. Climbing onto it costs movement; falling off it hurts.
	Elevation map[string]int `yaml:"elevation"`
}

// ObjectSpec is an object on the map that gives cover.
type ObjectSpec struct {
	At    string `yaml:"at"`    // a square or a range
	Cover string `yaml:"cover"` // half | three-quarters
}

// CombatantSpec is one entry of combatants: a creature, or with count a
// group of identical ones ("Goblin 1", "Goblin 2", ...).
type CombatantSpec struct {
	Name         string         `yaml:"name"`
	Kind         string         `yaml:"kind"` // character | monster (default)
	Side         string         `yaml:"side"`
	Count        int            `yaml:"count"`
	At           Squares        `yaml:"at"` // one square, or a list with count
	Size         string         `yaml:"size"`
	AC           int            `yaml:"ac"`
	HP           int            `yaml:"hp"`
	MaxHP        int            `yaml:"max_hp"`
	TempHP       int            `yaml:"temp_hp"`
	Speed        *SpeedSpec     `yaml:"speed"`  // 30, or {walk: 30, fly: 60, hover: true}; default 30
	Senses       map[string]int `yaml:"senses"` // {darkvision: 60, blindsight: 10, truesight: 120}
	Abilities    map[string]int `yaml:"abilities"`
	Proficiency  int            `yaml:"proficiency"`
	Skills       map[string]int `yaml:"skills"` // total bonuses: {stealth: 6, perception: 3}
	Saves        map[string]int `yaml:"saves"`  // total save bonuses where proficient: {dex: 5}
	Attacks      []AttackSpec   `yaml:"attacks"`
	ExtraAttacks int            `yaml:"extra_attacks"`
	Resistances  []string       `yaml:"resistances"`
	Immunities   []string       `yaml:"immunities"`
	Vulns        []string       `yaml:"vulnerabilities"`
	Conditions   []string       `yaml:"conditions"`
	Exhaustion   int            `yaml:"exhaustion"`
	Initiative   *int           `yaml:"initiative"`
	Stealthy     bool           `yaml:"stealthy"`
	DeathSaves   *bool          `yaml:"death_saves"`
	Cover        string         `yaml:"cover"`    // none | half | three-quarters | total
	Template     string         `yaml:"template"` // a compendium monster's id: its stat block, the keys written here winning
	CR           string         `yaml:"cr"`       // challenge rating: "1/4", "5"; sets the proficiency bonus when none is given
	Type         string         `yaml:"type"`     // creature type, as the stat block writes it: "humanoid (goblinoid)"
	Class        string         `yaml:"class"`    // a compendium class's id: fighter (class.go)
	Level        int            `yaml:"level"`
	// FightingStyle is a fighter's, paladin's or ranger's fighting style:
	// defense, two-weapon-fighting (class.go).
	FightingStyle string `yaml:"fighting_style"`
	CompanionOf   string `yaml:"companion_of"` // a beast master ranger's animal companion: feature_companion.go
	Subclass      string `yaml:"subclass"`     // assassin (rogue), war (cleric), blade (warlock): feature_subclass.go
	Tactics       string `yaml:"tactics"`

	// A stat block's special features (monster_spec.go): the Attack
	// action's attacks by name, conditions it is immune to, and traits.
	Multiattack []string `yaml:"multiattack"`
	// MultiattackOr are the Multiattack's alternatives, each a list like
	// multiattack's: "two melee attacks or two ranged attacks" (SRD 5.1
	// Scout) is multiattack: [shortsword, shortsword] and multiattack_or:
	// [[longbow, longbow]] (monster_multi.go).
	MultiattackOr       [][]string  `yaml:"multiattack_or"`
	ConditionImmunities []string    `yaml:"condition_immunities"`
	Traits              *TraitsSpec `yaml:"traits"`

	// A legendary creature's legendary actions, lair actions and Frightful
	// Presence (legendary.go, lair.go, presence.go).
	LegendaryActions  *LegendarySpec `yaml:"legendary_actions"`
	Lair              *LairSpec      `yaml:"lair"`
	FrightfulPresence *PresenceSpec  `yaml:"frightful_presence"`

	// Seed 003 "Mounted Combat" (load_mount.go): the creature starts riding
	// MountedOn, in its space; Controlled (default true) makes the mount act
	// on the rider's turn, false leaves it independent.
	MountedOn  string `yaml:"mounted_on"`
	Controlled *bool  `yaml:"controlled"`

	// Gear from the compendium (equipment.go): weapons become attacks,
	// armor and a shield the armor class when ac is not given.
	Weapons []string `yaml:"weapons"` // weapon ids: [longsword, shortbow]
	Armor   string   `yaml:"armor"`   // an armor id: chain-mail
	Shield  bool     `yaml:"shield"`
	// Ammunition counts pieces by kind or attack name (equipment_ammo.go).
	Ammunition map[string]int `yaml:"ammunition"`

	Spellcasting *SpellcastingSpec `yaml:"spellcasting"` // spell.go

	Light *LightSpec `yaml:"light"` // a carried light: hooded-lantern (equipment_light.go)
	// Proficiencies beyond its class's (equipment_prof.go): weapon groups
	// (simple, martial, firearm), weapon ids, armor (light, medium, heavy,
	// shields). Given, or with a class, its gear is checked against them.
	Proficiencies []string `yaml:"proficiencies"`
	// Items counts the potions and healer's kits it carries, by compendium
	// id: {potion-of-healing: 2, healers-kit: 1} (equipment_items.go).
	Items map[string]int `yaml:"items"`
	// The OSR rules (osr_morale.go): a monster's morale score (2d6 under
	// it holds), and the leader whose fall makes its side check morale.
	Morale *int `yaml:"morale"`
	Leader bool `yaml:"leader"`
	// Declare is what it declares for round 1 (osr_round.go): the fight
	// begins as the file is run, so round 1's declarations are written here.
	Declare string `yaml:"declare"`
	// Tools are the tools it is proficient with, by id (tools.go):
	// [thieves-tools, herbalism-kit].
	Tools []string `yaml:"tools"`
}

// AttackSpec is one attack of a combatant.
type AttackSpec struct {
	Name   string `yaml:"name"`
	Bonus  *int   `yaml:"bonus"`  // a stat block's fixed to-hit bonus; without it: ability mod + proficiency
	Damage string `yaml:"damage"` // dice expression, labels naming the type: "1d8+3[slashing]"
	Reach  int    `yaml:"reach"`  // feet, melee (default 5)
	Range  string `yaml:"range"`  // "150/600" makes it a ranged attack
	// Properties of a weapon that change the rules: finesse, light, thrown,
	// loading, ranged (with range), two-handed, versatile, reach.
	Properties []string `yaml:"properties"`
	Ability    string   `yaml:"ability"` // override: str | dex | ...
	// An area attack (area.go): a template without its place, "cone 15",
	// "line 60x5", "sphere 20"; a save, "dex 13"; what a success does,
	// half (default) or none; feet it pushes those who fail. Its range is
	// how far away it may be placed.
	Area   string `yaml:"area"`
	Save   string `yaml:"save"`
	OnSave string `yaml:"on_save"`
	Push   int    `yaml:"push"`
	// Recharge X-6: spent when used, back when a d6 at the start of the
	// creature's turn rolls X or more; on_hit: a rider on a hit
	// (monster_spec.go).
	Recharge int        `yaml:"recharge"`
	OnHit    *OnHitSpec `yaml:"on_hit"`

	// Weapon is the compendium weapon an entry's `weapons` made it of
	// (equipment.go): not a key of the file.
	Weapon string `yaml:"-"`
	// Versatile is the damage of a versatile attack made in melee with two
	// hands, dealt when the creature carries no shield (attack_statblock.go).
	Versatile string `yaml:"versatile"`
}

// SpeedSpec is a creature's speeds in feet: a number is its walking speed
// (`speed: 30`); a mapping names each (`speed: {walk: 30, fly: 60, hover:
// true}`), walking 30 unless given.
type SpeedSpec struct {
	Walk   *int `yaml:"walk"`
	Fly    int  `yaml:"fly"`
	Swim   int  `yaml:"swim"`
	Climb  int  `yaml:"climb"`
	Burrow int  `yaml:"burrow"`
	Hover  bool `yaml:"hover"`
}

// Squares is one square name or a list of them: `at: B2` or `at: [H2, H3]`.
type Squares []string
