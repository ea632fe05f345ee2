package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// SRD 5.1 Guiding Bolt: "the next attack roll made against this target
// before the end of your next turn has advantage"; the glimmer is spent by
// that roll.
func TestCastGuidingBoltAdvantage(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B2", 20, caster(1, map[int]int{1: 2}, "guiding bolt")),
		hero("Fighter", "E2", 15),
		foe("Orc", "F2", 10, hp(30)),
	))
	f.do("Cleric cast guiding bolt at Orc", 15, 1, 1, 1, 1)
	if len(f.State.Effects) != 1 || f.State.Effects[0].Ends != "end" || f.State.Effects[0].Of != "Cleric" {
		t.Fatalf("effects %+v", f.State.Effects)
	}
	f.do("Cleric end turn")
	a := one(t, f.do("Fighter attack Orc", 2, 10, 4), battle.EvAttack)
	if a.Mode != "advantage" || !slices.Contains(a.Reasons, "guiding bolt") || yes(a.Hit) != "true" {
		t.Errorf("attack %+v", a)
	}
	if len(f.State.Effects) != 0 {
		t.Errorf("the glimmer outlived the attack: %+v", f.State.Effects)
	}

	// Unused, it runs out at the end of the caster's next turn.
	g := start(t, encounter(
		hero("Cleric", "B2", 20, caster(1, map[int]int{1: 2}, "guiding bolt")),
		foe("Orc", "F2", 10, hp(30)),
	))
	g.do("Cleric cast guiding bolt at Orc", 15, 1, 1, 1, 1)
	g.do("Cleric end turn")
	g.do("Orc end turn")
	if len(g.State.Effects) != 1 {
		t.Fatal("the glimmer ended before the caster's next turn ended")
	}
	g.do("Cleric end turn")
	if len(g.State.Effects) != 0 {
		t.Errorf("the glimmer outlasted the caster's next turn: %+v", g.State.Effects)
	}
}

// SRD 5.1 Vicious Mockery: a target that fails its Wisdom save "has
// disadvantage on the next attack roll it makes before the end of its
// next turn".
func TestCastViciousMockeryDisadvantage(t *testing.T) {
	f := start(t, encounter(
		hero("Bard", "B2", 20, caster(1, nil, "vicious mockery")),
		hero("Fighter", "E2", 15),
		foe("Orc", "F2", 10, hp(30)),
	))
	f.do("Bard cast vicious mockery at Orc", 5, 2) // Wis save 5 vs DC 13: fails
	if len(f.State.Effects) != 1 || f.State.Effects[0].Of != "Orc" || f.State.Effects[0].Ends != "end" {
		t.Fatalf("effects %+v", f.State.Effects)
	}
	f.do("Bard end turn")
	f.do("Fighter end turn")
	a := one(t, f.do("Orc attack Fighter", 18, 3), battle.EvAttack)
	if a.Mode != "disadvantage" || !slices.Contains(a.Reasons, "vicious mockery") || yes(a.Hit) != "false" {
		t.Errorf("attack %+v", a)
	}
	if len(f.State.Effects) != 0 {
		t.Errorf("the mockery outlived the attack: %+v", f.State.Effects)
	}
}

// SRD 5.1 Ray of Frost: on a hit "its speed is reduced by 10 feet until
// the start of your next turn".
func TestCastRayOfFrostSlows(t *testing.T) {
	f := mage(t, 1, nil, "ray of frost")
	f.do("Wizard cast ray of frost at Orc", 15, 3)
	f.do("Wizard end turn")
	f.refuse("Orc move F3 F4 F5 F6 F7", battle.CodeMovement) // 25 ft of its 20
	f.do("Orc move F3 F4 F5 F6")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	if len(f.State.Effects) != 0 {
		t.Errorf("the slow outlasted the start of the caster's turn: %+v", f.State.Effects)
	}
}

// SRD 5.1 Shocking Grasp: on a hit "it can't take reactions until the
// start of its next turn": the caster walks away without an opportunity
// attack.
func TestCastShockingGraspNoReactions(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, nil, "shocking grasp")),
		foe("Orc", "C2", 10, hp(30)),
	))
	f.do("Wizard cast shocking grasp at Orc", 15, 3)
	evs := f.do("Wizard move A2 A1")
	if len(of(evs, battle.EvAttack)) != 0 || !f.c("Orc").Reaction {
		t.Errorf("the Orc reacted:\n%s", texts(evs))
	}
	f.do("Wizard end turn")
	if len(f.State.Effects) != 0 {
		t.Errorf("the shock outlasted the start of the Orc's turn: %+v", f.State.Effects)
	}
}

// SRD 5.1 Chill Touch: on a hit the target "can't regain hit points until
// the start of your next turn".
func TestCastChillTouchNoHealing(t *testing.T) {
	f := mage(t, 1, nil, "chill touch")
	f.do("Wizard cast chill touch at Orc", 15, 5)
	evs := f.do("dm heal Orc 5")
	if f.c("Orc").HP.Current != 25 || len(of(evs, battle.EvHeal)) != 0 {
		t.Errorf("the Orc healed to %d:\n%s", f.c("Orc").HP.Current, texts(evs))
	}
	f.do("Wizard end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	f.do("dm heal Orc 5")
	if f.c("Orc").HP.Current != 30 {
		t.Errorf("the Orc at %d HP after the spell ended", f.c("Orc").HP.Current)
	}
}

// Seed 000 Hunter's Mark: the caster's weapon hits on the marked target
// deal an extra 1d6, of the weapon's type; other targets get none.
func TestCastHuntersMarkDamage(t *testing.T) {
	f := start(t, encounter(
		hero("Ranger", "B2", 20, caster(1, map[int]int{1: 1}, "hunter's mark")),
		foe("Orc", "C2", 10, hp(30)),
		foe("Wolf", "C3", 5, hp(30)),
	))
	f.do("Ranger cast hunter's mark on Orc")
	evs := f.do("Ranger attack Orc", 10, 4, 5) // 1d8+3 = 7, +1d6 = 5
	if one(t, evs, battle.EvSpellRider).With != "Hunter's Mark" || f.c("Orc").HP.Current != 30-12 {
		t.Errorf("Orc at %d HP, want 18:\n%s", f.c("Orc").HP.Current, texts(evs))
	}
	if d := one(t, evs, battle.EvDamage); d.DamageType != "slashing" || !strings.Contains(d.Text, "12") {
		t.Errorf("damage %+v", d)
	}
	f.do("Ranger end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	f.do("Ranger attack Wolf", 10, 4)
	if f.c("Wolf").HP.Current != 23 {
		t.Errorf("Wolf at %d HP: the mark is on the Orc", f.c("Wolf").HP.Current)
	}
}

// SRD 5.1 Shillelagh: a bonus action; the caster's club then uses its
// spellcasting ability (Intelligence +3 here, against Strength +0) for
// attack and damage, and a d8.
func TestCastShillelagh(t *testing.T) {
	f := start(t, encounter(
		hero("Druid", "B2", 20, gear("", false, "club"), caster(1, nil, "shillelagh")),
		foe("Orc", "C2", 10, hp(30)),
	))
	f.do("Druid cast shillelagh on Druid")
	if !f.c("Druid").Turn.Bonus {
		t.Error("shillelagh did not take the bonus action")
	}
	a := f.do("Druid attack Orc", 10, 6)
	if at := one(t, a, battle.EvAttack); n(at.Bonus) != 5 || n(at.Total) != 15 {
		t.Errorf("attack %+v", at)
	}
	if d := one(t, a, battle.EvDamage); n(d.Amount) != 9 || d.DamageType != "bludgeoning" {
		t.Errorf("damage %+v: want 1d8 6 + 3", d)
	}
}

// SRD 5.1 Spiritual Weapon: the cast attacks at once; "as a bonus action
// on your turn" later the weapon attacks again, 1d8 + the spellcasting
// modifier force, +1d8 for every two slot levels above 2nd. The weapon,
// made at E2 by the Orc, moves 15 ft to G5 to reach the Wolf.
func TestSpiritualWeaponLaterAttacks(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B2", 20, caster(3, map[int]int{2: 1, 4: 1}, "spiritual weapon")),
		foe("Orc", "F2", 10, hp(30)),
		foe("Wolf", "H6", 5, hp(30)),
	))
	f.refuse("Cleric spiritual weapon Orc", battle.CodeCannot) // not cast yet
	f.do("Cleric cast spiritual weapon at Orc level 4", 15, 1, 1)
	if f.c("Orc").HP.Current != 25 {
		t.Fatalf("Orc at %d HP, want 30 - (2d8 of 1s + 3)", f.c("Orc").HP.Current)
	}
	f.refuse("Cleric spiritual weapon Wolf", battle.CodeNoAction) // the cast took the bonus action
	f.do("Cleric end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	evs := f.do("Cleric spiritual weapon at Wolf", 15, 2, 2)
	if m := one(t, evs, battle.EvSpellMove); m.From != "E2" || m.To != "G5" {
		t.Errorf("move %+v", m)
	}
	a := one(t, evs, battle.EvAttack)
	if a.Action != "bonus" || a.With != "spiritual weapon" || n(a.Bonus) != 5 || f.c("Wolf").HP.Current != 23 {
		t.Errorf("attack %+v, Wolf at %d HP (want 23):\n%s", a, f.c("Wolf").HP.Current, texts(evs))
	}
	if c := f.c("Cleric"); !c.Turn.Bonus || c.Turn.Action {
		t.Errorf("turn %+v: the bonus action spent, the action free", c.Turn)
	}
	f.refuse("Cleric spiritual weapon Orc", battle.CodeNoAction)
}

// SRD 5.1 Haste: doubled speed, advantage on Dexterity saves, an
// additional action (here one weapon attack) each turn; when the spell
// ends the target "can't move or take actions until after its next turn".
func TestCastHaste(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "A2", 20, caster(5, map[int]int{3: 1}, "haste")),
		hero("Fighter", "B2", 15),
		foe("Orc", "J2", 10, hp(40), caster(1, nil, "sacred flame")),
	))
	f.do("Wizard cast haste on Fighter")
	f.do("Wizard end turn")
	f.refuse("Orc haste dash", battle.CodeNotYourTurn)
	f.do("Fighter move C2 D2 E2 F2 G2 H2 I2")          // 35 ft of a hasted 60
	f.refuse("Fighter haste dodge", battle.CodeCannot) // not one of haste's actions
	f.do("Fighter attack Orc", 10, 4)
	evs := f.do("Fighter haste attack Orc", 10, 4)
	wantTypes(t, evs, battle.EvHaste, battle.EvAttack, battle.EvDamage, battle.EvHaste)
	if f.c("Orc").HP.Current != 40-14 {
		t.Errorf("Orc at %d HP, want 26", f.c("Orc").HP.Current)
	}
	f.refuse("Fighter haste dash", battle.CodeNoAction)
	f.refuse("Fighter attack Orc", battle.CodeNoAction) // its own Attack action is spent still
	f.do("Fighter end turn")

	f.refuse("Orc haste dash", battle.CodeCannot) // not hasted
	s := one(t, f.do("Orc cast sacred flame at Fighter", 3, 15), battle.EvSave)
	if s.Mode != "advantage" || !slices.Contains(s.Reasons, "haste") || yes(s.Success) != "true" {
		t.Errorf("save %+v", s)
	}
	f.do("dm damage Wizard 4", 3) // concentration lost: haste ends, lethargy begins
	if !f.c("Fighter").Conds.Has(rules.Incapacitated) {
		t.Fatalf("no lethargy: %+v", f.State.Effects)
	}
	f.do("Orc end turn")
	f.do("Wizard end turn")
	f.refuse("Fighter move H2", battle.CodeCannot)
	f.refuse("Fighter attack Orc", battle.CodeCannot)
	f.do("Fighter end turn")
	if f.c("Fighter").Conds.Has(rules.Incapacitated) {
		t.Errorf("the lethargy outlasted the Fighter's next turn: %+v", f.State.Effects)
	}
}
