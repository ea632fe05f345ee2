package battle

import (
	"github.com/skirmish-rpg/skirmish/compendium"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/rules"
)

// What seed 004 ("Core Rules: Combat") changes in a creature as it is
// built, each asked of the ruleset (ruleset.Ruleset) so that nothing
// changes under 5e: the ability modifier table of attacks, the shield's
// +1, the characters' 40 ft, one-handed-and-light dual wielding, the
// unarmed strike's 1d2, and a caster's round-1 spell declaration.
// docs/rulesets.md, "OSR".

// attackMod is the modifier an attack the engine works out adds for
// ability ab: the ruleset's table (seed 004's "Melee Attack Modifier" and
// "Missile Attack Modifier" under OSR, (score − 10) / 2 otherwise). The
// seed's table is for Strength and Dexterity: an attack with another
// ability (an `ability: wis` attack) keeps the SRD 5.1's. A stat block's
// written bonus is not worked out and never changes.
func (c *Combatant) attackMod(ab rules.Ability) int {
	if ab != rules.Str && ab != rules.Dex {
		return c.Scores.Mod(ab)
	}
	return c.Mods.Of(c.Scores, ab)
}

// osrUnarmed is seed 004's unarmed strike: "Unarmed attacks do 1d2 damage
// by default", plus the Strength modifier by the table ("roll for damage
// (again including any appropriate modifiers)"), to hit with Strength and
// proficiency as the SRD 5.1's.
func osrUnarmed(c *Combatant, str int) *Attack {
	e := dice.MustParse(c.UnarmedDie + "[bludgeoning]")
	if str != 0 {
		e = &dice.Expr{Root: addModifier(e.Root, str)}
	}
	return &Attack{Name: "unarmed strike", Bonus: str + c.Proficiency, Damage: e, Reach: 5}
}

// osrBuild applies the ruleset's build-time rules to a creature built
// from spec (addGroup, after buildCombatant).
func (s *State) osrBuild(c *Combatant, spec *CombatantSpec) error {
	rs := s.Rules()
	// Seed 004, "Movement": "Most characters can move 40' in a combat
	// round". A character whose entry gives no walking speed has 40 ft
	// (less what heavy armor already took); monsters keep their stat
	// blocks' speeds, and a written speed always wins.
	if rs.CharacterSpeed > 0 && c.Kind == Character && (spec.Speed == nil || spec.Speed.Walk == nil) {
		c.Speed = max(c.Speed+rs.CharacterSpeed-30, 0)
	}
	// Seed 004, "AC": "Shields grant +1 AC when used." The file's AC (a
	// stat block's, written with the SRD 5.1's +2 in it, or the one the
	// gear gives) loses the difference.
	if rs.ShieldAC > 0 && c.ShieldAC > rs.ShieldAC {
		c.AC -= c.ShieldAC - rs.ShieldAC
		c.ShieldAC = rs.ShieldAC
	}
	if rs.SpellByDefault && spec.Declare == "" && c.Casting.Caster != nil && len(c.Casting.Spells) > 0 {
		// Seed 004 step 2 wants a spell declared before the round; round
		// 1's declarations are the file's. A caster whose entry declares
		// nothing is taken to declare a spell, which costs it nothing (it
		// may still attack, move or not cast): `declare: defend` or
		// `retreat` in the file says otherwise.
		c.OSR.Next = DeclSpell
	}
	return s.dualWieldBonus(c, spec)
}

// dualWieldBonus is seed 004's "Dual Wielding": "PCs with DEX 13+ ... If
// using a one-handed weapon and a Light weapon, can only make one attack,
// but gets +1 on the attack and damage rolls." A character with the
// Dexterity, no shield, and among its `weapons` a light melee weapon and a
// one-handed melee weapon that is not light gets +1 to hit and damage with
// the latter's melee attacks. (Two light weapons are the off-hand attack:
// osrOffhand.)
func (s *State) dualWieldBonus(c *Combatant, spec *CombatantSpec) error {
	need := s.Rules().DualWieldDex
	if need == 0 || c.Kind != Character || spec.Shield || c.Scores.Score(rules.Dex) < need {
		return nil
	}
	var light bool
	var main []*compendium.Weapon
	for _, id := range spec.Weapons {
		w, err := compendium.LookupWeapon(id)
		if err != nil {
			return err
		}
		switch {
		case !w.Melee():
		case w.Has("light"):
			light = true
		case !w.Has("two-handed"):
			main = append(main, w)
		}
	}
	if !light {
		return nil
	}
	for _, w := range main {
		// In one hand: a versatile weapon takes its one-handed die, as
		// with a shield (weaponSpecs).
		as, err := weaponSpecs(w, true)
		if err != nil {
			return err
		}
		for _, a := range as {
			if a.Range != "" {
				continue // the seed's +1 is for the melee attack it makes
			}
			at, err := buildAttack(c, a)
			if err != nil {
				return err
			}
			at.Bonus++
			at.Damage = &dice.Expr{Root: addModifier(at.Damage.Root, 1)}
			for i := range c.Attacks {
				if c.Attacks[i].Name == at.Name {
					at.Slot = c.Attacks[i].Slot
					c.Attacks[i] = at
				}
			}
		}
	}
	return nil
}

// OSRMayDualWield reports whether creature a may make an off-hand attack
// under the ruleset's dual wielding (always, when the ruleset has none):
// policies ask it before offering one.
func (s *State) OSRMayDualWield(a int) bool {
	_, err := s.osrOffhand(&s.Combatants[a])
	return err == nil
}

// osrOffhand is seed 004's "If using 2 Light weapons, can make an attack
// with each one", played as the engine's off-hand attack (attack.go): only
// a character with Dexterity 13+ has it, and its damage keeps the
// modifier (the seed takes nothing from it). It returns ok false outside
// the OSR rules.
func (s *State) osrOffhand(c *Combatant) (keepMod bool, err error) {
	need := s.Rules().DualWieldDex
	if need == 0 {
		return false, nil
	}
	if c.Kind != Character {
		return false, refuse(CodeCannot, "%s can't dual wield: seed 004 \"Dual Wielding\" is for characters (PCs) with Dexterity %d+, and it is a monster", c.Name, need)
	}
	if c.Scores.Score(rules.Dex) < need {
		return false, refuse(CodeCannot, "%s can't dual wield: seed 004 \"Dual Wielding\" is for characters with Dexterity %d+ (it has %d)", c.Name, need, c.Scores.Score(rules.Dex))
	}
	return true, nil
}
