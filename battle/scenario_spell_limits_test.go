package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// ctype gives an entry a creature type, as a stat block writes it.
func ctype(t string) spec { return func(c *battle.CombatantSpec) { c.Type = t } }

// SRD 5.1 Hold Person: "Choose a humanoid ... When you cast this spell
// using a spell slot of 3rd level or higher, you can target one additional
// humanoid for each slot level above 2nd. The humanoids must be within 30
// feet of each other when you target them." The type is the first word of
// the stat block's ("humanoid (orc)"); a character is humanoid.
func TestHoldPersonHumanoidsOnly(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(5, map[int]int{2: 1, 3: 1}, "hold person")),
		foe("Orc", "D2", 10, hp(30), ctype("humanoid (orc)")),
		foe("Wolf", "D3", 9, hp(30), ctype("beast")),
		foe("Bandit", "F2", 8, hp(30), ctype("Humanoid (any race)")),
		foe("Far", "L2", 7, hp(30), ctype("humanoid")), // 40 ft from the Orc
	))
	re := f.refuse("Wizard cast hold person on Wolf", battle.CodeCannot)
	if !strings.Contains(re.Error(), "Wolf is a beast") || !strings.Contains(re.Error(), "only humanoids") {
		t.Errorf("refusal %v: want the type and the rule named", re)
	}
	f.refuse("Wizard cast hold person on Orc, Wolf level 3", battle.CodeCannot)
	f.refuse("Wizard cast hold person on Orc, Bandit, Far level 3", battle.CodeCannot) // two at 3rd level, not three
	re = f.refuse("Wizard cast hold person on Orc, Far level 3", battle.CodeOutOfReach)
	if !strings.Contains(re.Error(), "within 30 ft of each other") {
		t.Errorf("refusal %v", re)
	}
	evs := f.do("Wizard cast hold person on Orc, Bandit level 3", 5, 6) // both fail DC 13
	if c := one(t, evs, battle.EvCast); n(c.Level) != 3 {
		t.Errorf("cast %+v", c)
	}
	if !f.c("Orc").Conds.Has(rules.Paralyzed) || !f.c("Bandit").Conds.Has(rules.Paralyzed) {
		t.Errorf("not both held:\n%s", texts(evs))
	}

	// A character with no type written is humanoid (every SRD race is).
	g := start(t, encounter(
		foe("Mage", "B2", 20, caster(3, map[int]int{2: 1}, "hold person")),
		hero("Fighter", "D2", 10),
	))
	g.do("Mage cast hold person on Fighter", 4)
	if !g.c("Fighter").Conds.Has(rules.Paralyzed) {
		t.Error("the Fighter is not held")
	}
}

// SRD 5.1 Cure Wounds, Healing Word: "This spell has no effect on undead
// or constructs." The cast is refused and spends nothing.
func TestHealingNoEffectOnUndeadOrConstructs(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B2", 20, caster(1, map[int]int{1: 2}, "cure wounds", "healing word")),
		hero("Fighter", "B3", 15),
		foe("Zombie", "C2", 10, hp(30), ctype("undead"), side("party")),
		foe("Golem", "C3", 9, hp(30), ctype("construct"), side("party")),
		foe("Orc", "L8", 8),
	))
	f.do("dm hp Zombie 10")
	re := f.refuse("Cleric cast cure wounds on Zombie", battle.CodeCannot)
	if !strings.Contains(re.Error(), "no effect on undead or constructs") {
		t.Errorf("refusal %v", re)
	}
	f.refuse("Cleric cast healing word on Golem", battle.CodeCannot)
	f.do("dm hp Fighter 5")
	f.do("Cleric cast healing word on Fighter", 2)
	if f.c("Fighter").HP.Current != 10 || f.c("Cleric").Casting.Used[1] != 1 {
		t.Errorf("Fighter %d HP (want 5+2+3), slots %v", f.c("Fighter").HP.Current, f.c("Cleric").Casting.Used)
	}
}

// SRD 5.1 Shocking Grasp: "You have advantage on the attack roll if the
// target is wearing armor made of metal." Chain mail is metal, leather is
// not (SRD 5.1 "Armor"); a creature with no armor has none.
func TestShockingGraspMetalArmor(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "shocking grasp")),
		foe("Guard", "C2", 10, hp(30), gear("chain-mail", false)),
		foe("Scout", "B3", 9, hp(30), gear("leather", false)),
		foe("Wolf", "C3", 8, hp(30)),
	))
	a := one(t, f.do("Wizard cast shocking grasp at Guard", 3, 15, 4), battle.EvAttack)
	if a.Mode != "advantage" || !slices.Contains(a.Reasons, "Guard wears metal armor (chain mail)") || yes(a.Hit) != "true" {
		t.Errorf("attack %+v", a)
	}
	f.do("Wizard end turn")
	f.do("Guard end turn")
	f.do("Scout end turn")
	f.do("Wolf end turn")
	if a := one(t, f.do("Wizard cast shocking grasp at Scout", 3), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("leather armor: attack %+v", a)
	}

	// A stat block's armor (SRD 5.1 Knight: plate) counts the same.
	g := start(t, load(t, `map: {size: 8x8}
combatants:
  - {name: Wizard, side: party, at: B2, ac: 12, hp: 10, initiative: 20, abilities: {int: 16}, spellcasting: {ability: int, spells: [shocking grasp]}}
  - {template: knight, side: foes, at: C2, initiative: 10}
`))
	if a := one(t, g.do("Wizard cast shocking grasp at Knight", 2, 19, 4), battle.EvAttack); a.Mode != "advantage" || yes(a.Hit) != "true" {
		t.Errorf("against the knight's plate: attack %+v", a)
	}
}

// SRD 5.1 Hunter's Mark: "If the target drops to 0 hit points before this
// spell ends, you can use a bonus action on a subsequent turn of yours to
// mark a new creature."
func TestHuntersMarkMoves(t *testing.T) {
	f := start(t, encounter(
		hero("Ranger", "B2", 20, caster(1, map[int]int{1: 1}, "hunter's mark")),
		foe("Orc", "C2", 10, hp(5)),
		foe("Wolf", "C3", 5, hp(30)),
	))
	f.refuse("Ranger hunter's mark Wolf", battle.CodeCannot) // nothing to move yet
	f.do("Ranger cast hunter's mark on Orc")
	re := f.refuse("Ranger hunter's mark Wolf", battle.CodeCannot)
	if !strings.Contains(re.Error(), "0 hit points") {
		t.Errorf("refusal %v: the Orc still stands", re)
	}
	f.do("Ranger attack Orc", 10, 4, 5) // 7 + 1d6 5: the Orc drops
	if f.c("Orc").HP.Current != 0 {
		t.Fatalf("Orc at %d HP", f.c("Orc").HP.Current)
	}
	f.refuse("Ranger hunter's mark Wolf", battle.CodeNoAction) // the cast took this turn's bonus action
	f.do("Ranger end turn")
	f.do("Wolf end turn")
	evs := f.do("Ranger hunters mark Wolf")
	wantTypes(t, evs, battle.EvSpellMove, battle.EvEffectEnd, battle.EvEffect)
	if ef := f.State.Effects; len(ef) != 1 || ef[0].Target != "Wolf" || ef[0].Concentration != "Ranger" || !f.c("Ranger").Turn.Bonus {
		t.Fatalf("effects %+v, turn %+v", ef, f.c("Ranger").Turn)
	}
	f.refuse("Ranger hunter's mark Orc", battle.CodeCannot) // the Wolf stands
	evs = f.do("Ranger attack Wolf", 10, 4, 6)
	if one(t, evs, battle.EvSpellRider).Target != "Wolf" || f.c("Wolf").HP.Current != 30-13 {
		t.Errorf("Wolf at %d HP, want 17:\n%s", f.c("Wolf").HP.Current, texts(evs))
	}
}

// SRD 5.1 Spiritual Weapon: "a floating, spectral weapon within range ...
// a melee spell attack against a creature within 5 feet of the weapon ...
// As a bonus action on your turn, you can move the weapon up to 20 feet
// and repeat the attack against a creature within 5 feet of it." The
// weapon's square is kept, and reach is measured from it.
func TestSpiritualWeaponSquare(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B2", 20, caster(3, map[int]int{2: 1}, "spiritual weapon")),
		foe("Orc", "F2", 10, hp(30)),
		foe("Wolf", "L7", 5, hp(30)),
	))
	evs := f.do("Cleric cast spiritual weapon at Orc", 15, 1)
	if ef := one(t, evs, battle.EvEffect).Effect; ef.At != "E2" {
		t.Fatalf("the weapon is at %q, want E2 (next to the Orc, nearest the Cleric)", ef.At)
	}
	f.do("Cleric end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	re := f.refuse("Cleric spiritual weapon at Wolf", battle.CodeOutOfReach)
	if !strings.Contains(re.Error(), "moves up to 20 ft") {
		t.Errorf("refusal %v", re)
	}
	f.refuse("Cleric spiritual weapon to J2 at Wolf", battle.CodeOutOfReach) // J2 is not within 5 ft of L7
	f.refuse("Cleric spiritual weapon to K2", battle.CodeOutOfReach)         // 30 ft from E2
	evs = f.do("Cleric spiritual weapon to I3")                              // a move alone: the bonus action
	if m := one(t, evs, battle.EvSpellMove); m.To != "I3" || !f.c("Cleric").Turn.Bonus {
		t.Errorf("move %+v", m)
	}
	f.refuse("Cleric spiritual weapon at Orc", battle.CodeNoAction)
	f.do("Cleric end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	evs = f.do("Cleric spiritual weapon at Wolf", 15, 2) // 50 ft from the Cleric, within 5 ft of the weapon
	wantTypes(t, evs, battle.EvSpellMove, battle.EvAttack, battle.EvDamage)
	if to := evs[0].To; to != "K6" {
		t.Errorf("the weapon went to %s, want K6 (next to L7, nearest I3)", to)
	}
	if f.c("Wolf").HP.Current != 30-5 {
		t.Errorf("Wolf at %d HP", f.c("Wolf").HP.Current)
	}
}

// SRD 5.1 Acid Splash: "choose two creatures within range that are within
// 5 feet of each other".
func TestAcidSplashTargetsTogether(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "acid splash")),
		foe("Orc", "F2", 10, hp(30)),
		foe("Wolf", "F4", 9, hp(30)),
		foe("Rat", "G3", 8, hp(30)),
	))
	f.refuse("Wizard cast acid splash on Orc, Wolf", battle.CodeOutOfReach) // 10 ft apart
	f.do("Wizard cast acid splash on Orc, Rat", 5, 5, 3)
	if f.c("Orc").HP.Current != 27 || f.c("Rat").HP.Current != 27 {
		t.Errorf("Orc %d, Rat %d: want 27 each", f.c("Orc").HP.Current, f.c("Rat").HP.Current)
	}
}
