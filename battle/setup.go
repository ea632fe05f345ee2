package battle

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/grid"
	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/ruleset"
)

// New builds the state of an encounter before the fight begins. Load has
// validated the file; New still refuses what it can't build, naming it.
func New(enc *Encounter) (*State, error) {
	s := &State{Ruleset: enc.Ruleset, Grants: map[int]rules.Reasons{}}
	if s.Ruleset == "" {
		s.Ruleset = "5e-2014"
	}
	s.rs = ruleset.Of(s.Ruleset) // ruleset.go
	size := enc.Map.Size
	if size == "" {
		size = "12x8"
	}
	w, h, err := grid.ParseDims(size)
	if err != nil {
		return nil, fmt.Errorf("map.size: %w", err)
	}
	s.Map = grid.NewMap(w, h)
	for _, r := range enc.Map.Difficult {
		sqs, err := grid.ParseSquares(r)
		if err != nil {
			return nil, fmt.Errorf("map.difficult: %w", err)
		}
		for _, sq := range sqs {
			s.Map.SetDifficult(sq)
		}
	}
	for _, r := range enc.Map.Walls {
		sqs, err := grid.ParseSquares(r)
		if err != nil {
			return nil, fmt.Errorf("map.walls: %w", err)
		}
		for _, sq := range sqs {
			s.Map.SetWall(sq)
		}
	}
	for _, o := range enc.Map.Objects {
		sqs, err := grid.ParseSquares(o.At)
		if err != nil {
			return nil, fmt.Errorf("map.objects: %w", err)
		}
		lvl := grid.HalfCover
		if o.Cover == "three-quarters" {
			lvl = grid.ThreeQuartersCover
		}
		for _, sq := range sqs {
			s.Map.SetObject(sq, lvl)
		}
	}
	if err := buildTerrain(&enc.Map, s.Map); err != nil {
		return nil, err
	}
	s.Options = append([]string(nil), enc.Options...)
	if slices.Contains(s.Options, OptDiagonal5105) {
		s.Map.SetDiagonals(grid.Diagonal5105)
	}
	for gi, spec := range enc.Combatants {
		spec.At = riderSquares(enc, &spec) // seed 003: a rider may leave at out (load_mount.go)
		if spec.Tactics == "" {
			spec.Tactics = enc.Tactics[spec.Side] // its side's preset (load_tactics.go)
		}
		if err := s.addGroup(gi+1, &spec); err != nil {
			return nil, fmt.Errorf("combatants[%d] (%s): %w", gi, spec.Name, err)
		}
	}
	if err := s.seatRiders(enc); err != nil { // seed 003 (load_mount.go)
		return nil, err
	}
	if err := s.checkCompanions(); err != nil { // feature_companion.go
		return nil, err
	}
	return s, nil
}

// terrainLayer is one list of squares of the map's water or light, and
// how to set one of them on the map.
type terrainLayer struct {
	key  string // the field of MapSpec
	list []string
	set  func(grid.Square)
}

// terrainLayers are the water and light of a map's file, in the order they
// apply: deep water and darkness win over water and dim light.
func terrainLayers(ms *MapSpec, m *grid.Map) []terrainLayer {
	return []terrainLayer{
		{"water", ms.Water, func(s grid.Square) { m.SetWater(s, max(m.WaterAt(s), grid.Shallow)) }},
		{"deep_water", ms.DeepWater, func(s grid.Square) { m.SetWater(s, grid.Deep) }},
		{"dim", ms.Dim, func(s grid.Square) { m.SetLight(s, max(m.LightAt(s), grid.Dim)) }},
		{"dark", ms.Dark, func(s grid.Square) { m.SetLight(s, grid.Dark) }},
	}
}

// buildTerrain puts the map's water, light and heights on m.
func buildTerrain(ms *MapSpec, m *grid.Map) error {
	for _, layer := range terrainLayers(ms, m) {
		for _, text := range layer.list {
			sqs, err := grid.ParseSquares(text)
			if err != nil {
				return fmt.Errorf("map.%s: %w", layer.key, err)
			}
			for _, sq := range sqs {
				if !m.Wall(sq) {
					layer.set(sq)
				}
			}
		}
	}
	// In a fixed order, so that overlapping entries (which Load refuses)
	// still build the same map every time.
	for _, k := range slices.Sorted(maps.Keys(ms.Elevation)) {
		v := ms.Elevation[k]
		sqs, err := grid.ParseSquares(k)
		if err != nil {
			return fmt.Errorf("map.elevation: %w", err)
		}
		if v < -grid.MaxElevation || v > grid.MaxElevation {
			return fmt.Errorf("map.elevation: %s: height %d is beyond ±%d ft", k, v, grid.MaxElevation)
		}
		for _, sq := range sqs {
			m.SetElevation(sq, v)
		}
	}
	return nil
}

// addGroup adds one combatants entry: one creature, or count identical
// ones named "Name 1".."Name N" sharing an initiative roll.
func (s *State) addGroup(group int, spec *CombatantSpec) error {
	count := max(spec.Count, 1)
	if len(spec.At) != count {
		return fmt.Errorf("at: %d squares for %d creatures", len(spec.At), count)
	}
	base, err := buildCombatant(spec, s.Rules())
	if err != nil {
		return err
	}
	s.osrSetup(&base, spec)                         // morale, leader (osr_morale.go)
	if err := s.osrBuild(&base, spec); err != nil { // seed 004's modifiers, shield, speed (osr_build.go)
		return err
	}
	for k := range count {
		c := base
		c.Group = group
		if count > 1 {
			c.Name = fmt.Sprintf("%s %d", spec.Name, k+1)
		}
		c.Slug = Slug(c.Name)
		c.Tactics = spec.Tactics
		if c.At, err = grid.ParseSquare(spec.At[k]); err != nil {
			return fmt.Errorf("at: %w", err)
		}
		s.Combatants = append(s.Combatants, c)
	}
	return nil
}

func buildCombatant(spec *CombatantSpec, rs *ruleset.Ruleset) (Combatant, error) {
	if err := fillClass(spec, nil); err != nil { // class.go
		return Combatant{}, err
	}
	c := Combatant{Name: spec.Name, Side: spec.Side, AC: spec.AC, Proficiency: spec.Proficiency,
		ExtraAttacks: spec.ExtraAttacks, Stealthy: spec.Stealthy, FixedInit: spec.Initiative, Skills: spec.Skills,
		CompanionOf: spec.CompanionOf, Speed: 30, Reaction: true, GrappledBy: -1, Mods: rs.Mods, UnarmedDie: rs.UnarmedDie}
	if spec.Kind == "character" {
		c.Kind, c.DeathSaves = Character, true
	}
	if spec.DeathSaves != nil {
		c.DeathSaves = *spec.DeathSaves
	}
	if sp := spec.Speed; sp != nil {
		if sp.Walk != nil {
			c.Speed = *sp.Walk
		}
		c.Speeds = Speeds{Fly: sp.Fly, Swim: sp.Swim, Climb: sp.Climb, Burrow: sp.Burrow, Hover: sp.Hover}
	}
	c.Senses = Senses{Darkvision: spec.Senses["darkvision"], Blindsight: spec.Senses["blindsight"], Truesight: spec.Senses["truesight"]}
	if c.Proficiency == 0 {
		c.Proficiency = 2
	}
	var err error
	if spec.Size != "" {
		if c.Size, err = rules.ParseSize(spec.Size); err != nil {
			return c, err
		}
	} else {
		c.Size = rules.Medium
	}
	maxHP := spec.HP
	if spec.MaxHP > 0 {
		maxHP = spec.MaxHP
	}
	c.HP = rules.HP{Current: spec.HP, Max: maxHP, Temp: spec.TempHP}
	for k, v := range spec.Abilities {
		ab, err := rules.ParseAbility(k)
		if err != nil {
			return c, err
		}
		c.Scores[ab] = v
	}
	if len(spec.Saves) > 0 {
		c.Saves = map[rules.Ability]int{}
		for k, v := range spec.Saves {
			ab, err := rules.ParseAbility(k)
			if err != nil {
				return c, err
			}
			c.Saves[ab] = v
		}
	}
	if c.Defenses.Resist, err = rules.ParseDamageTypes(spec.Resistances); err != nil {
		return c, err
	}
	if c.Defenses.Immune, err = rules.ParseDamageTypes(spec.Immunities); err != nil {
		return c, err
	}
	if c.Defenses.Vuln, err = rules.ParseDamageTypes(spec.Vulns); err != nil {
		return c, err
	}
	for _, n := range spec.Conditions {
		cond, err := rules.ParseCondition(n)
		if err != nil {
			return c, err
		}
		c.Conds = c.Conds.With(cond)
	}
	c.Conds.Exhaustion = spec.Exhaustion
	c.Conds.Edition = rs.Conditions // the ruleset's reading of the conditions (ruleset.go)
	// Exhaustion from the file acts at once: level 4 halves the hit point
	// maximum, level 6 is death (seed 000 "EXHAUSTION").
	c.HP.Current = min(c.HP.Current, c.Conds.MaxHP(c.HP.Max))
	c.Dead = c.Conds.Dead()
	if c.Cover, err = parseCover(spec.Cover); err != nil {
		return c, err
	}
	if err := equip(&c, spec); err != nil { // equipment.go
		return c, err
	}
	if err := buildProficiencies(&c, spec); err != nil { // equipment_prof.go
		return c, err
	}
	if err := buildTools(&c, spec); err != nil { // tools.go
		return c, err
	}
	gear, err := weaponAttacks(spec)
	if err != nil {
		return c, err
	}
	buildSpares(&c, spec) // a pair of a light weapon, javelins to throw (weapon_thrown.go)
	var list []AttackSpec
	for _, a := range spec.Attacks {
		list = append(list, statBlockSpecs(a, spec.Shield)...) // a melee-or-ranged attack is two (attack_statblock.go)
	}
	for _, a := range append(list, gear...) {
		if isAreaAttack(&a) { // a save, not an attack roll: area.go
			aa, err := buildAreaAttack(a)
			if err != nil {
				return c, fmt.Errorf("attack %s: %w", a.Name, err)
			}
			c.Areas = append(c.Areas, aa)
			continue
		}
		at, err := buildAttack(&c, a)
		if err != nil {
			return c, fmt.Errorf("attack %s: %w", a.Name, err)
		}
		c.Attacks = append(c.Attacks, at)
	}
	buildAmmo(&c, spec)                         // equipment_ammo.go
	if err := buildGear(&c, spec); err != nil { // items, net, lance (equipment_items.go, equipment_net.go)
		return c, err
	}
	if err := buildLight(&c, spec); err != nil { // equipment_light.go
		return c, err
	}
	buildSiege(&c, spec)                                // equipment_siege.go
	if err := buildSpellcasting(&c, spec); err != nil { // spell.go
		return c, err
	}
	if err := buildMonster(&c, spec); err != nil { // monster.go
		return c, err
	}
	if err := buildLegend(&c, spec); err != nil { // legendary_spec.go
		return c, err
	}
	c.CreatureType = strings.ToLower(strings.TrimSpace(spec.Type))
	c.CR = strings.TrimSpace(spec.CR)
	return c, buildClass(&c, spec) // class.go
}

// buildAttack compiles an attack. Without a fixed bonus the to-hit bonus
// is the ability modifier plus proficiency (seed 000 "TYPICAL ATTACKS"):
// Strength for melee, Dexterity for ranged, the better of the two for a
// finesse weapon; thrown weapons use the melee ability.
func buildAttack(c *Combatant, a AttackSpec) (Attack, error) {
	at := Attack{Name: a.Name, Reach: a.Reach, Properties: a.Properties, Weapon: a.Weapon}
	if at.Reach == 0 {
		at.Reach = 5
	}
	e, err := dice.Parse(a.Damage)
	if err != nil {
		return at, fmt.Errorf("damage: %w", err)
	}
	at.Damage = e
	if a.Range != "" {
		at.Ranged = true
		if at.Normal, at.Long, err = parseRange(a.Range); err != nil {
			return at, err
		}
	}
	if a.Bonus != nil {
		at.Bonus = *a.Bonus
		return at, nil
	}
	ab := rules.Str
	switch {
	case a.Ability != "":
		if ab, err = rules.ParseAbility(a.Ability); err != nil {
			return at, err
		}
	case at.Has("finesse"):
		if c.attackMod(rules.Dex) > c.attackMod(rules.Str) {
			ab = rules.Dex
		}
	case at.Ranged && !at.Has("thrown"):
		ab = rules.Dex
	}
	mod := c.attackMod(ab) // the ruleset's table (osr_build.go)
	at.Ability = ab.String()
	at.Bonus = mod + c.Proficiency
	if !c.proficientWith(a.Weapon) { // SRD 5.1 "Weapon Proficiency" (equipment_prof.go)
		at.Bonus, at.NotProficient = mod, true
	}
	// Damage is the dice plus the same ability modifier (seed 000 "TYPICAL
	// ATTACKS"); a stat block's fixed bonus comes with its damage written out.
	if mod != 0 {
		at.Damage = &dice.Expr{Root: addModifier(at.Damage.Root, mod)}
	}
	return at, nil
}

// addModifier adds a constant to a damage expression, inside its first
// damage type's label so the modifier counts as that type:
// "1d8[slashing]" with +3 becomes "(1d8+3)[slashing]".
func addModifier(n dice.Node, mod int) dice.Node {
	term := func(x dice.Node) dice.Node {
		if mod < 0 {
			return &dice.Binary{Op: '-', L: x, R: &dice.Num{Value: -mod}}
		}
		return &dice.Binary{Op: '+', L: x, R: &dice.Num{Value: mod}}
	}
	var walk func(n dice.Node) (dice.Node, bool)
	walk = func(n dice.Node) (dice.Node, bool) {
		switch n := n.(type) {
		case *dice.Label:
			return &dice.Label{X: term(n.X), Name: n.Name}, true
		case *dice.Binary:
			if n.Op == '+' || n.Op == '-' {
				if l, ok := walk(n.L); ok {
					return &dice.Binary{Op: n.Op, L: l, R: n.R}, true
				}
				if n.Op == '+' {
					if r, ok := walk(n.R); ok {
						return &dice.Binary{Op: n.Op, L: n.L, R: r}, true
					}
				}
			}
		}
		return n, false
	}
	if out, ok := walk(n); ok {
		return out
	}
	return term(n)
}

// parseRange reads "150/600" (normal/long) or "30" (normal = long).
func parseRange(s string) (int, int, error) {
	parts := strings.Split(s, "/")
	if len(parts) > 2 {
		return 0, 0, fmt.Errorf("range %q: write NORMAL/LONG in feet, like 150/600", s)
	}
	normal, err := strconv.Atoi(strings.TrimSpace(parts[0]))
	if err != nil || normal <= 0 {
		return 0, 0, fmt.Errorf("range %q: write NORMAL/LONG in feet, like 150/600", s)
	}
	long := normal
	if len(parts) == 2 {
		if long, err = strconv.Atoi(strings.TrimSpace(parts[1])); err != nil || long < normal {
			return 0, 0, fmt.Errorf("range %q: the long range must be a number of feet at least the normal range", s)
		}
	}
	return normal, long, nil
}

func parseCover(s string) (Cover, error) {
	switch strings.ToLower(s) {
	case "", "none":
		return NoCover, nil
	case "half":
		return HalfCover, nil
	case "three-quarters":
		return ThreeQuartersCover, nil
	case "total":
		return TotalCover, nil
	}
	return NoCover, fmt.Errorf("cover %q: use none, half, three-quarters or total", s)
}
