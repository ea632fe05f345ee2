package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// props gives an attack weapon properties: light, loading, ...
func props(w battle.AttackSpec, ps ...string) battle.AttackSpec {
	w.Properties = append(w.Properties, ps...)
	return w
}

// Seed 001 "Melee Attacks": "You add your proficiency bonus and Strength
// modifier to the attack roll. On a hit, it deals bludgeoning damage equal
// to 1 + your Strength modifier." Seed 000 "ACTIONS" (Attack: "a weapon,
// missile or unarmed strike").
func TestUnarmedStrike(t *testing.T) {
	t.Run("named", func(t *testing.T) {
		f := start(t, encounter(hero("Monk", "B2", 20, ability("str", 16)), foe("Orc", "C2", 10, hp(30))))
		evs := f.do("Monk attack Orc with unarmed strike", 7) // 7 + 3 + 2 = 12 hits AC 12; no damage dice
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
		if a := evs[0]; a.With != "unarmed strike" || n(a.Bonus) != 5 || n(a.Total) != 12 || yes(a.Hit) != "true" {
			t.Errorf("attack %+v, want unarmed strike +5 = 12, a hit", a)
		}
		if d := evs[1]; n(d.Amount) != 4 || d.DamageType != "bludgeoning" {
			t.Errorf("damage %d %s, want 4 bludgeoning (1 + Str 3)", n(d.Amount), d.DamageType)
		}
	})
	t.Run("a creature with no attacks", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Zombie", "C2", 10, attacks(), ability("str", 8))))
		f.do("Fighter end turn")
		evs := f.do("Zombie attack Fighter", 14) // 14 - 1 + 2 = 15 hits AC 15
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
		if a := evs[0]; a.With != "unarmed strike" || n(a.Bonus) != 1 {
			t.Errorf("attack with %q at %+d, want an unarmed strike at +1", a.With, n(a.Bonus))
		}
		if d := evs[1]; n(d.Amount) != 0 || d.DamageType != "bludgeoning" {
			t.Errorf("damage %d %s, want 0 bludgeoning (1 + Str -1)", n(d.Amount), d.DamageType)
		}
		f.do("Zombie end turn")
		f.do("Fighter end turn")
		f.refuse("Zombie attack Fighter with greataxe", battle.CodeUnknownName) // not an unarmed strike in disguise
	})
}

// twoWeapons is a fighter with two light weapons and a longsword.
func twoWeapons(opts ...spec) battle.CombatantSpec {
	return hero("Fighter", "B2", 20, append([]spec{attacks(
		props(weapon("shortsword", 5, "1d6+3[piercing]", 0), "light", "finesse"),
		props(weapon("dagger", 5, "1d4+3[piercing]", 0), "light", "finesse", "thrown"),
		weapon("longsword", 5, "1d8+3[slashing]", 0),
	)}, opts...)...)
}

// Seed 001 "Two-Weapon Fighting": "When you take the Attack action and
// attack with a light melee weapon that you're holding in one hand, you
// gain a bonus action you can use to attack with a different light melee
// weapon ... You don't add your ability modifier to the damage of the
// bonus attack, unless that modifier is negative." Seed 000 "Two-Weapon
// Fighting…" and "Bonus Action Attacks (one bonus action per round)".
func TestTwoWeaponFighting(t *testing.T) {
	f := start(t, encounter(twoWeapons(), foe("Orc", "C2", 10, hp(40))))
	f.refuse("Fighter attack Orc with dagger offhand", battle.CodeCannot) // no light attack yet
	f.do("Fighter attack Orc with shortsword", 15, 2)
	f.refuse("Fighter attack Orc with longsword offhand", battle.CodeCannot) // not light
	evs := f.do("Fighter attack Orc with dagger offhand", 15, 3)
	wantTypes(t, evs, battle.EvAttack, battle.EvDamage)
	if a := evs[0]; a.Action != "bonus" || n(a.Bonus) != 5 || yes(a.Reaction) != "false" {
		t.Errorf("off-hand attack %+v, want a bonus action at +5", a)
	}
	if d := evs[1]; n(d.Amount) != 3 || d.DamageType != "piercing" {
		t.Errorf("off-hand damage %d %s (%s), want the 1d4 alone: 3 piercing", n(d.Amount), d.DamageType, d.Dice)
	}
	if !f.c("Fighter").Turn.Bonus {
		t.Error("the bonus action is not spent")
	}
	f.refuse("Fighter attack Orc with dagger offhand", battle.CodeNoAction) // one bonus action

	t.Run("not after a heavy weapon", func(t *testing.T) {
		f := start(t, encounter(twoWeapons(), foe("Orc", "C2", 10, hp(40))))
		f.do("Fighter attack Orc with longsword", 2)
		f.refuse("Fighter attack Orc with dagger offhand", battle.CodeCannot)
	})
	t.Run("a negative modifier stays", func(t *testing.T) {
		f := start(t, encounter(
			hero("Fighter", "B2", 20, attacks(
				props(weapon("club", 1, "1d4-1[bludgeoning]", 0), "light"),
				props(weapon("sickle", 1, "1d4-1[slashing]", 0), "light"),
			)),
			foe("Orc", "C2", 10, hp(40), ac(5)),
		))
		f.do("Fighter attack Orc with club", 15, 2)
		if d := one(t, f.do("Fighter attack Orc with sickle offhand", 15, 3), battle.EvDamage); n(d.Amount) != 2 {
			t.Errorf("off-hand damage %d (%s), want 3 - 1 = 2", n(d.Amount), d.Dice)
		}
	})
}

// Seed 000 "Limitations": "Ranged weapons with the 'loading' property can
// only make one attack per round regardless of attacker's class or
// level"; seed 000 weapon properties: "Loading: ... max. one attack per
// action ... regardless of extra attack abilities."
func TestLoadingWeaponFiresOncePerAction(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, extraAttacks(1), attacks(
			props(bow("crossbow", 5, "1d8+2[piercing]", "80/320"), "loading"),
			bow("shortbow", 5, "1d6+2[piercing]", "80/320"),
		)),
		foe("Orc", "F2", 10, hp(40)),
	))
	wantTypes(t, f.do("Fighter attack Orc with crossbow", 2), battle.EvAttack)
	f.refuse("Fighter attack Orc with crossbow", battle.CodeNoAction)
	wantTypes(t, f.do("Fighter attack Orc with shortbow", 2), battle.EvAttack) // the extra attack with another weapon
	f.do("Fighter end turn")
	f.do("Orc end turn")
	wantTypes(t, f.do("Fighter attack Orc with crossbow", 2), battle.EvAttack) // reloaded by its next turn
}

// Seed 001 "Knocking a Creature Out": "When an attacker reduces a
// creature to 0 hit points with a melee attack, the attacker can knock the
// creature out ... The creature falls unconscious and is stable." A
// monster knocked out does not die (seed 001 "Dropping to 0 Hit Points").
func TestKnockOut(t *testing.T) {
	for _, line := range []string{"Fighter attack Orc with sword nonlethal", "Fighter attack Orc to knock out"} {
		t.Run(line, func(t *testing.T) {
			f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(5)), foe("Wolf", "L8", 5)))
			evs := f.do(line, 15, 4) // 4+3 = 7 damage
			wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDown, battle.EvCondition, battle.EvCondition, battle.EvStable)
			o := f.c("Orc")
			if o.Dead || o.HP.Current != 0 || !o.Dying.Stable || !o.Conds.Has(rules.Unconscious) || !o.Conds.Has(rules.Prone) {
				t.Errorf("Orc: dead %v, %d HP, stable %v, %s; want alive, 0, stable, prone and unconscious", o.Dead, o.HP.Current, o.Dying.Stable, o.Conds)
			}
			f.do("Fighter end turn")
			if f.current() == "Orc" {
				t.Error("the knocked-out Orc takes a turn")
			}
		})
	}
	t.Run("a knocked-out monster hurt again dies", func(t *testing.T) {
		// Seed 001 "Stabilizing a Creature": "The creature stops being
		// stable ... if it takes any damage"; a monster makes no death
		// saves and dies at 0 hit points ("Dropping to 0 Hit Points").
		f := start(t, encounter(hero("Fighter", "B2", 20, extraAttacks(1)), foe("Orc", "C2", 10, hp(5)), foe("Wolf", "L8", 5)))
		f.do("Fighter attack Orc nonlethal", 15, 4)
		evs := f.do("Fighter attack Orc", 15, 2, 1, 1) // advantage, and a critical hit on the unconscious Orc: 2d8+3
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead)
	})
	t.Run("a character", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 10, hp(3)), hero("Cleric", "L7", 5), foe("Orc", "C2", 20)))
		f.do("Orc attack Fighter nonlethal", 15, 3) // 3+2 = 5
		if c := f.c("Fighter"); c.Dead || !c.Dying.Stable || !c.Conds.Has(rules.Unconscious) {
			t.Fatalf("Fighter: dead %v, stable %v, %s", c.Dead, c.Dying.Stable, c.Conds)
		}
		evs := f.do("Orc end turn") // the stable Fighter makes no death save
		if len(of(evs, battle.EvDeathSave)) != 0 {
			t.Errorf("a knocked-out character rolled a death save:\n%s", texts(evs))
		}
	})
	t.Run("not with a ranged attack", func(t *testing.T) {
		f := start(t, encounter(
			hero("Fighter", "B2", 20, attacks(bow("bow", 5, "1d8+3[piercing]", "80/320"))),
			foe("Orc", "F2", 10, hp(5)), foe("Wolf", "L8", 5),
		))
		evs := f.do("Fighter attack Orc with bow nonlethal", 15, 4)
		wantTypes(t, evs, battle.EvAttack, battle.EvDamage, battle.EvDead)
	})
	t.Run("without asking, a monster dies", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(5)), foe("Wolf", "L8", 5)))
		wantTypes(t, f.do("Fighter attack Orc", 15, 4), battle.EvAttack, battle.EvDamage, battle.EvDead)
	})
}

// Seed 000 "TYPICAL ATTACKS": "Main melee damage roll: By weapon type for
// dice ... + Strength modifier". An attack without a stat block's fixed
// bonus adds the ability modifier to its damage, once even on a crit.
func TestAbilityModifierOnDamage(t *testing.T) {
	strong := hero("Fighter", "A1", 20, ability("str", 16),
		attacks(battle.AttackSpec{Name: "longsword", Damage: "1d8[slashing]"}))
	weak := hero("Bard", "A2", 15, ability("str", 8),
		attacks(battle.AttackSpec{Name: "dagger", Damage: "1d4[piercing]"}))
	f := start(t, encounter(strong, weak, foe("Orc", "B1", 10, hp(40), ac(10))))
	evs := f.do("Fighter attack Orc", 10, 5) // +3 Str +2 prof: 15 hits; 5 + 3
	if n(evs[0].Bonus) != 5 || n(evs[1].Amount) != 8 || evs[1].DamageType != "slashing" {
		t.Errorf("attack bonus %d, damage %d %s; want +5 and 8 slashing", n(evs[0].Bonus), n(evs[1].Amount), evs[1].DamageType)
	}
	f.do("Fighter end turn")
	evs = f.do("Bard attack Orc", 20, 1, 1) // a crit: 2d4 (1, 1) - 1 = 1, the modifier once
	if n(evs[1].Amount) != 1 {
		t.Errorf("crit damage %d, want 1 (2d4 showing 1 and 1, minus 1 once)", n(evs[1].Amount))
	}
}
