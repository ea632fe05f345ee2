package battle

// The keys of a stat block's special features (docs/encounters.md
// "Monster features"): multiattack, recharge, condition immunities, riders
// on a hit, and traits. Load checks them here; monster.go builds and plays
// them.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skirmish-rpg/skirmish/rules"
)

// TraitsSpec is a stat block's special traits that change the rules.
type TraitsSpec struct {
	// Pack Tactics: advantage on an attack roll against a creature when an
	// ally that isn't incapacitated is within 5 ft of it (SRD 5.1 Wolf).
	PackTactics bool `yaml:"pack_tactics"`
	// Nimble Escape: Disengage or Hide as a bonus action (SRD 5.1 Goblin).
	NimbleEscape bool `yaml:"nimble_escape"`
	// Regeneration: hit points regained at the start of each turn, unless it
	// took damage of a stopping type since its last turn (SRD 5.1 Troll).
	Regeneration *RegenerationSpec `yaml:"regeneration"`
	// Legendary Resistance (N/Day): a failed save becomes a success.
	LegendaryResistance int `yaml:"legendary_resistance"`
	// The traits of trait_*.go (trait.go). Undead Fortitude: damage that
	// drops it to 0 HP calls for a Con save, DC 5 + the damage, unless
	// radiant or a critical hit; a success leaves it at 1 HP (SRD 5.1 Zombie).
	UndeadFortitude bool `yaml:"undead_fortitude"`
	// Relentless: damage of at most this much that would drop it to 0 HP
	// leaves it at 1 HP instead, once a fight (SRD 5.1 Boar: 7).
	Relentless int `yaml:"relentless"`
	// Martial Advantage: once a turn, these extra dice on a weapon hit
	// against a creature within 5 ft of its ally (SRD 5.1 Hobgoblin: 2d6).
	MartialAdvantage string `yaml:"martial_advantage"`
	// Surprise Attack: these extra dice on a hit in the first round
	// against a creature surprised at the start (SRD 5.1 Bugbear: 2d6).
	SurpriseAttack string `yaml:"surprise_attack"`
	// Charge and Pounce: a hit after moving straight toward the target
	// (SRD 5.1 Minotaur, Boar; Tiger, Lion).
	Charge *ChargeSpec `yaml:"charge"`
	Pounce *ChargeSpec `yaml:"pounce"`
	// Reckless: at the start of its turn, advantage on its melee weapon
	// attacks for the turn, and on attacks against it until its next turn
	// (SRD 5.1 Minotaur, Berserker).
	Reckless bool `yaml:"reckless"`
	// Keen senses: advantage on Wisdom (Perception) checks that rely on
	// them, any of hearing, sight, smell (SRD 5.1 Troll: smell).
	KeenSenses []string `yaml:"keen_senses"`
	// Parry (a reaction): +N AC against one melee attack that would hit
	// it, if it sees the attacker and wields a melee weapon (SRD 5.1
	// Knight, Bandit Captain; trait_parry.go).
	Parry int `yaml:"parry"`
	// Aggressive: a bonus action to move up to its speed toward a hostile
	// creature it can see (SRD 5.1 Orc; trait_aggressive.go).
	Aggressive bool `yaml:"aggressive"`
	// Sunlight Sensitivity: disadvantage on attack rolls and sight-based
	// Perception checks while in sunlight (SRD 5.1 Kobold, Wight;
	// trait_sunlight.go).
	SunlightSensitivity bool `yaml:"sunlight_sensitivity"`
	// Advantage on saving throws against being given these conditions:
	// Dark Devotion [charmed, frightened] (SRD 5.1 Cultist), Brave
	// [frightened] (Knight; trait_devotion.go).
	SaveAdvantage []string `yaml:"save_advantage"`
	// InPlaceOf lets an attack stand in for one of its Multiattack's:
	// {life drain: longsword}, "It can use its Life Drain in place of one
	// longsword attack" (SRD 5.1 Wight; trait_load.go).
	InPlaceOf map[string]string `yaml:"in_place_of"`
	// Rampage: when its melee attack on its turn drops a creature to 0 HP,
	// a bonus action to move up to half its speed and make this attack
	// (SRD 5.1 Gnoll: bite; trait_rampage.go).
	Rampage string `yaml:"rampage"`
	// Leadership: an action, once a fight, that for 1 minute adds a d4 to
	// the attack rolls and saves of allies it sees within 30 ft (SRD 5.1
	// Knight; trait_leadership.go).
	Leadership bool `yaml:"leadership"`
}

// RegenerationSpec is the Regeneration trait: {hp: 10, stopped_by: [acid, fire]}.
type RegenerationSpec struct {
	HP        int      `yaml:"hp"`
	StoppedBy []string `yaml:"stopped_by"`
}

// OnHitSpec is what an attack does to the creature it hits beyond its
// damage: a save, and on a failure a condition and more damage (SRD 5.1
// Ghoul's claws, Giant Spider's bite, Wolf's bite).
type OnHitSpec struct {
	Save      string `yaml:"save"`      // "con 10": without it the rider always applies
	Condition string `yaml:"condition"` // applied on a failed save
	// Ends says how the condition ends: "save" (repeat the save at the end
	// of each of the target's turns), a duration ("1 minute", "3 rounds"),
	// or both joined by a comma; empty: until removed.
	Ends   string `yaml:"ends"`
	Damage string `yaml:"damage"` // dealt on a failed save: "4d8[poison]"
	Half   bool   `yaml:"half"`   // half the damage on a successful save
	// Escape is the ability check, "str 12", with which the target ends
	// the condition as an action (Giant Spider's web; trait_web.go).
	Escape string `yaml:"escape"`
	// AtZero is what befalls a target the rider's damage drops to 0 hit
	// points (Giant Spider's bite; trait_poison.go).
	AtZero *AtZeroSpec `yaml:"at_zero"`
	// ReduceMaxHP: on a failed save the target's hit point maximum drops
	// by the damage the hit dealt (Wight's Life Drain; trait_drain.go).
	ReduceMaxHP bool `yaml:"reduce_max_hp"`
}

// AtZeroSpec is a rider's "If the poison damage reduces the target to 0
// hit points, the target is stable but poisoned for 1 hour, even after
// regaining hit points, and is paralyzed while poisoned in this way":
// {stable: true, conditions: [poisoned, paralyzed], ends: 1 hour}. The
// conditions after the first last while the first does.
type AtZeroSpec struct {
	Stable     bool     `yaml:"stable"`
	Conditions []string `yaml:"conditions"`
	Ends       string   `yaml:"ends"` // a duration; empty: until removed
}

// maxRechargeSlots bounds the attacks a stat block may list when one has
// a recharge: the spent ones are a bit set.
const maxRechargeSlots = 64

// checkMonster checks a combatant's monster features and writes them in
// canonical form.
func (l *loader) checkMonster(c *CombatantSpec, p string) error {
	if l.given(p+".multiattack") && l.given(p+".extra_attacks") {
		return l.errf(p+".multiattack", "give multiattack or extra_attacks, not both: multiattack lists the Attack action's attacks")
	}
	if err := l.checkMultiList(c, c.Multiattack, p+".multiattack"); err != nil {
		return err
	}
	if err := l.checkMultiOr(c, p); err != nil { // monster_multi.go
		return err
	}
	for j := range c.Attacks {
		if err := l.checkMonsterAttack(&c.Attacks[j], fmt.Sprintf("%s.attacks[%d]", p, j), j); err != nil {
			return err
		}
	}
	if err := l.checkList(p+".condition_immunities", c.ConditionImmunities, loadImmuneCondition); err != nil {
		return err
	}
	if tr := c.Traits; tr != nil {
		if tr.LegendaryResistance < 0 || tr.LegendaryResistance > 10 {
			return l.errf(p+".traits.legendary_resistance", "legendary resistance is 0 to 10 uses a day, not %d", tr.LegendaryResistance)
		}
		if err := l.checkTraitsMore(c, tr, p+".traits"); err != nil { // parry, aggressive ... (trait_load.go)
			return err
		}
		if r := tr.Regeneration; r != nil {
			if r.HP < 1 || r.HP > 1000 {
				return l.errf(p+".traits.regeneration.hp", "regeneration restores 1 to 1000 hit points a turn, not %d", r.HP)
			}
			if err := l.checkList(p+".traits.regeneration.stopped_by", r.StoppedBy, loadDamageType); err != nil {
				return err
			}
		}
		if err := l.checkTraits(c, p); err != nil { // trait.go
			return err
		}
	}
	return nil
}

// checkMonsterAttack checks an attack's recharge and on_hit.
func (l *loader) checkMonsterAttack(a *AttackSpec, p string, slot int) error {
	if l.given(p + ".recharge") {
		switch {
		case a.Recharge < 2 || a.Recharge > 6:
			return l.errf(p+".recharge", "recharge is the least d6 face that recharges it, 2 to 6 (Recharge 5-6 is 5), not %d", a.Recharge)
		case slot >= maxRechargeSlots:
			return l.errf(p+".recharge", "an attack with a recharge must be among a creature's first %d", maxRechargeSlots)
		}
	}
	h := a.OnHit
	if h == nil {
		return nil
	}
	if isAreaAttack(a) {
		return l.errf(p+".on_hit", "an area attack hits no one: give its effect with save and damage")
	}
	f := p + ".on_hit"
	if h.Save != "" {
		ab, dc, err := parseSave(h.Save)
		if err != nil {
			return l.cause(nil, f+".save", err, "%v", err)
		}
		h.Save = fmt.Sprintf("%s %d", ab, dc)
	}
	if h.Condition != "" {
		cond, err := rules.ParseCondition(h.Condition)
		if err != nil {
			return l.cause(nil, f+".condition", err, "%v", err)
		}
		h.Condition = cond.String()
	}
	if h.Damage != "" {
		if err := l.checkDamage(h.Damage, f+".damage"); err != nil {
			return err
		}
	}
	switch {
	case h.Condition == "" && h.Damage == "" && !h.ReduceMaxHP:
		return l.errf(f, "on_hit does something: give a condition, damage, or both (or reduce_max_hp)")
	case h.Half && (h.Save == "" || h.Damage == ""):
		return l.errf(f+".half", "half halves the damage on a successful save: give save and damage too")
	case h.Ends != "" && h.Condition == "":
		return l.errf(f+".ends", "ends says how the condition ends: give the condition too")
	}
	ends, err := parseEnds(h.Ends)
	if err != nil {
		return l.errf(f+".ends", "%v", err)
	}
	if ends.save && h.Save == "" {
		return l.errf(f+".ends", "a repeated save needs the save: give save too, like save: con 10")
	}
	h.Ends = ends.String()
	return l.checkRiders(h, f) // escape, at_zero, reduce_max_hp (trait_load.go)
}

// loadImmuneCondition reads a condition immunity: a condition, or
// exhaustion.
func loadImmuneCondition(s string) (string, error) {
	if strings.EqualFold(strings.TrimSpace(s), "exhaustion") {
		return "exhaustion", nil
	}
	return loadCondition(s)
}

// specAttack is the entry's attack of that name, in any case.
func specAttack(c *CombatantSpec, name string) *AttackSpec {
	for j := range c.Attacks {
		if strings.EqualFold(strings.TrimSpace(c.Attacks[j].Name), strings.TrimSpace(name)) {
			return &c.Attacks[j]
		}
	}
	return nil
}

func specAttackNames(c *CombatantSpec) string {
	var ns []string
	for _, a := range c.Attacks {
		ns = append(ns, a.Name)
	}
	if len(ns) == 0 {
		return "it has none"
	}
	return "it has " + strings.Join(ns, ", ")
}

// ends is an on_hit condition's end: a repeated save, a number of rounds,
// both, or neither (until removed).
type ends struct {
	save   bool
	rounds int
}

func (e ends) String() string {
	var parts []string
	if e.save {
		parts = append(parts, "save")
	}
	if e.rounds > 0 {
		parts = append(parts, fmt.Sprintf("%d rounds", e.rounds))
	}
	return strings.Join(parts, ", ")
}

// parseEnds reads "save", "1 minute", "10 rounds", "save, 1 minute",
// "1 hour" (a minute is 10 rounds: SRD 5.1 "Time").
func parseEnds(text string) (ends, error) {
	var e ends
	bad := fmt.Errorf("ends %q: write save, a duration like \"1 minute\", \"3 rounds\" or \"1 hour\", or both: \"save, 1 minute\"", text)
	for part := range strings.SplitSeq(strings.ReplaceAll(strings.ToLower(text), " and ", ","), ",") {
		w := strings.Fields(part)
		switch {
		case len(w) == 0:
			continue
		case len(w) == 1 && w[0] == "save":
			if e.save {
				return e, bad
			}
			e.save = true
		case len(w) == 2 && e.rounds == 0:
			n, err := strconv.Atoi(w[0])
			if err != nil || n < 1 || n > 1000 {
				return e, bad
			}
			switch strings.TrimSuffix(w[1], "s") {
			case "round":
				e.rounds = n
			case "minute":
				e.rounds = 10 * n
			case "hour":
				e.rounds = 600 * n
			default:
				return e, bad
			}
			if e.rounds > 1000 {
				return e, bad
			}
		default:
			return e, bad
		}
	}
	return e, nil
}
