package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 Guard: "Spear. Melee or Ranged Weapon Attack: +3 to hit, reach
// 5 ft. or range 20/60 ft., one target. Hit: 4 (1d6 + 1) piercing damage
// or 5 (1d8 + 1) piercing damage if used with two hands to make a melee
// attack." Within 5 ft the spear is a melee attack: no disadvantage for a
// ranged attack beside a foe (seed 001 "Ranged Attacks in Close Combat"
// is not its case), and it is the guard's opportunity attack (seed 001
// "Opportunity Attacks": "make one melee attack"), not an unarmed strike.
// Beyond its reach only the thrown spear reaches. The guard carries a
// shield (AC 16, chain shirt, shield): one hand, 1d6 + 1.
func TestMeleeOrRangedStatBlock(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {template: guard, side: foes, at: B2, initiative: 20}
  - {name: Gob, kind: character, side: party, at: C2, ac: 15, hp: 30, initiative: 10}
`))
	evs := f.do("Guard attack Gob with spear", 12, 4)
	a := one(t, evs, battle.EvAttack)
	if got := outcome(a); got.Mode != "normal" || len(got.Reasons) != 0 || got.Total != 15 || got.Hit != "true" {
		t.Errorf("the spear in melee: %+v\n%s", got, texts(evs))
	}
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 5 {
		t.Errorf("one-handed damage 1d6 4 + 1 = 5, got %d", n(d.Amount))
	}
	f.do("Guard end turn")
	evs = f.do("Gob move to F2", 13, 3) // leaves the spear's reach
	oa := one(t, evs, battle.EvAttack)
	if oa.With != "spear" || yes(oa.Reaction) != "true" {
		t.Errorf("opportunity attack with %q, reaction %s, want the spear:\n%s", oa.With, yes(oa.Reaction), texts(evs))
	}
	f.do("Gob end turn")
	re := f.refuse("Guard attack Gob with spear", battle.CodeOutOfReach)
	if !strings.Contains(re.Msg, "reaches 5 ft") {
		t.Errorf("refusal: %s", re.Msg)
	}
	a = one(t, f.do("Guard attack Gob with thrown spear", 11), battle.EvAttack) // 20 ft: normal range
	if got := outcome(a); got.Mode != "normal" || got.Total != 14 || got.Hit != "false" {
		t.Errorf("the thrown spear: %+v", got)
	}
}

// The same entry without a shield wields the spear in two hands in melee
// (SRD 5.1 Guard: "5 (1d8 + 1) piercing damage if used with two hands to
// make a melee attack"; seed 000 "Versatile"), and throws it one-handed;
// a thrown spear within 5 ft of its target has disadvantage (seed 001
// "Ranged Attacks in Close Combat").
func TestVersatileStatBlock(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {template: guard, shield: false, side: foes, at: B2, initiative: 20, extra_attacks: 1}
  - {name: Gob, kind: character, side: party, at: C2, ac: 15, hp: 30, initiative: 10}
`))
	if d := one(t, f.do("Guard attack Gob with spear", 12, 8), battle.EvDamage); n(d.Amount) != 9 {
		t.Errorf("two-handed damage 1d8 8 + 1 = 9, got %d", n(d.Amount))
	}
	evs := f.do("Guard attack Gob with thrown spear", 18, 12, 6)
	if a := one(t, evs, battle.EvAttack); a.Mode != "disadvantage" || n(a.Total) != 15 {
		t.Errorf("thrown within 5 ft: %+v", outcome(a))
	}
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 7 {
		t.Errorf("thrown one-handed 1d6 6 + 1 = 7, got %d", n(d.Amount))
	}
}

// Seed 000 "ROGUES: SNEAK ATTACK" (SRD 5.1 "Sneak Attack": "The attack
// must use a finesse or a ranged weapon"): a spear in melee is neither;
// thrown, it is a ranged attack and qualifies.
func TestSneakAttackThrownStatBlock(t *testing.T) {
	spear := battle.AttackSpec{Name: "spear", Bonus: ptr(5), Damage: "1d6+3[piercing]", Range: "20/60", Properties: []string{"thrown"}}
	f := start(t, encounter(
		hero("Rogue", "B2", 20, class("rogue", 3), attacks(spear)),
		hero("Fighter", "C3", 19),
		foe("Orc", "C2", 10, hp(60))))
	evs := f.do("Rogue attack Orc with spear", 15, 4)
	if len(eventsOf(evs, battle.EvFeature)) != 0 || f.c("Orc").HP.Current != 53 {
		t.Errorf("Sneak Attack with a spear in melee:\n%s", texts(evs))
	}
	f.do("Rogue end turn")
	f.do("Fighter end turn")
	f.do("Orc end turn")
	evs = f.do("Rogue attack Orc with thrown spear", 15, 15, 4) // disadvantage within 5 ft: no Sneak Attack
	if len(eventsOf(evs, battle.EvFeature)) != 0 {
		t.Errorf("Sneak Attack at disadvantage:\n%s", texts(evs))
	}
	f.do("Rogue end turn")
	f.do("Fighter end turn")
	f.do("Orc end turn")
	f.do("Rogue cunning action disengage")
	f.do("Rogue move to B5") // 15 ft off; the Fighter stays beside the orc
	evs = f.do("Rogue attack Orc with thrown spear", 15, 4, 3, 5)
	if len(eventsOf(evs, battle.EvFeature)) != 1 {
		t.Errorf("no Sneak Attack with the thrown spear:\n%s", texts(evs))
	}
}

// A thrown stat-block attack whose "thrown NAME" the entry also lists is
// refused at load; versatile damage needs the property and a melee use.
func TestStatBlockAttackLoadErrors(t *testing.T) {
	for _, c := range []struct{ attacks, want string }{
		{`[{name: javelin, bonus: 4, damage: "2d6+2[piercing]", range: 30/120, properties: [thrown]}, {name: thrown javelin, bonus: 4, damage: "1d6+2[piercing]", range: 30/120, properties: [thrown]}]`,
			`test.yaml:4:23: combatants[0].attacks[0].name: javelin is a melee-or-ranged (thrown) attack`},
		{`[{name: spear, bonus: 3, damage: "1d6+1[piercing]", versatile: "1d8+1[piercing]"}]`,
			`combatants[0].attacks[0].versatile: the versatile damage (used with two hands) goes with the versatile property`},
		{`[{name: bow, bonus: 3, damage: "1d6+1[piercing]", versatile: "1d8+1[piercing]", range: 80/320, properties: [versatile]}]`,
			`bow is a ranged attack`},
		{`[{name: spear, bonus: 3, damage: "1d6+1[piercing]", versatile: "1d8+1[pierce]", properties: [versatile]}]`,
			`combatants[0].attacks[0].versatile`},
	} {
		src := "map: {size: 12x8}\ncombatants:\n  - {name: Guard, side: foes, at: B2, ac: 16, hp: 11,\n     attacks: " + c.attacks + "}\n  - {name: Gob, side: party, at: C2, ac: 15, hp: 30}\n"
		_, err := battle.Load("test.yaml", []byte(src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s:\n got %v\nwant %s", c.attacks, err, c.want)
		}
	}
	// The bugbear's javelin, written as two attacks, loads: "thrown
	// javelin" is the thrown use alone.
	enc := load(t, "combatants:\n  - {template: bugbear, side: foes, at: B2}\n  - {name: Gob, side: party, at: C2, ac: 15, hp: 30}\n")
	s, err := battle.New(enc)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, w := range s.Combatants[0].Attacks {
		names = append(names, w.Name)
	}
	if got := strings.Join(names, ", "); got != "morningstar, javelin, thrown javelin" {
		t.Errorf("bugbear attacks: %s", got)
	}
}
