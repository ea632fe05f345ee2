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
}

// MapSpec is the battle map: its size and terrain.
type MapSpec struct {
	Size      string       `yaml:"size"`      // "12x8"
	Difficult []string     `yaml:"difficult"` // squares or ranges: [C3, D4-E5]
	Walls     []string     `yaml:"walls"`     // squares or ranges that block movement, sight and effects
	Objects   []ObjectSpec `yaml:"objects"`   // low walls, tables: cover, passable as difficult terrain
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
	Speed        *int           `yaml:"speed"` // default 30
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
	Cover        string         `yaml:"cover"` // none | half | three-quarters | total
	Template     string         `yaml:"template"`
	Class        string         `yaml:"class"`
	Level        int            `yaml:"level"`
	Tactics      string         `yaml:"tactics"`

	// Seed 003 "Mounted Combat" (load_mount.go): the creature starts riding
	// MountedOn, in its space; Controlled (default true) makes the mount act
	// on the rider's turn, false leaves it independent.
	MountedOn  string `yaml:"mounted_on"`
	Controlled *bool  `yaml:"controlled"`
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
}

// Squares is one square name or a list of them: `at: B2` or `at: [H2, H3]`.
type Squares []string
