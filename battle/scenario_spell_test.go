package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// caster gives a combatant spellcasting: Intelligence 16 (+3) and the
// default proficiency +2 make spell attack +5 and save DC 13 (seed 000
// "Spellcasting": 1d20 + ability + proficiency; SRD 5.1: DC 8 +
// proficiency + ability).
func caster(level int, slots map[int]int, spells ...string) spec {
	return func(c *battle.CombatantSpec) {
		if c.Abilities == nil {
			c.Abilities = map[string]int{}
		}
		c.Abilities["int"] = 16
		c.Spellcasting = &battle.SpellcastingSpec{Ability: "int", Level: level, Slots: slots, Spells: spells}
	}
}

// mage is a fight: Wizard (B2, first), Orc (F2, 20 ft away), Wolf (H6).
func mage(t *testing.T, level int, slots map[int]int, spells ...string) *fight {
	return start(t, encounter(
		hero("Wizard", "B2", 20, caster(level, slots, spells...)),
		foe("Orc", "F2", 10, hp(30)),
		foe("Wolf", "H6", 5, hp(30)),
	))
}

// SRD 5.1 Fire Bolt: a ranged spell attack, 1d10 fire; seed 000 "CANTRIP
// DAMAGE AT HIGHER LEVELS": 2d10 at caster level 5; seed 001 "Critical
// Hits": a crit rolls the dice twice.
func TestCastFireBolt(t *testing.T) {
	f := mage(t, 1, nil, "fire bolt")
	evs := f.do("Wizard cast fire bolt at Orc", 10, 7)
	wantTypes(t, evs, battle.EvCast, battle.EvAttack, battle.EvDamage)
	if a := evs[1]; n(a.Total) != 15 || n(a.Bonus) != 5 || yes(a.Hit) != "true" {
		t.Errorf("attack %+v", a)
	}
	if d := evs[2]; n(d.Amount) != 7 || d.DamageType != "fire" {
		t.Errorf("damage %+v", d)
	}
	if !f.c("Wizard").Turn.Action {
		t.Error("the cast did not take the action")
	}
	f.refuse("Wizard cast fire bolt at Orc", battle.CodeNoAction)
	f.refuse("Wizard attack Orc", battle.CodeNoAction) // the cast was the action, not an Attack action

	g := mage(t, 5, nil, "fire bolt")
	evs = g.do("Wizard cast fire bolt at Orc", 20, 1, 2, 3, 4) // a crit at level 5: 2d10 doubled
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 10 {
		t.Errorf("crit damage %d, want 1+2+3+4", n(d.Amount))
	}
}

// SRD 5.1 Eldritch Blast: two beams at level 5, each its own attack roll.
func TestCastEldritchBlastBeams(t *testing.T) {
	f := mage(t, 5, nil, "eldritch blast")
	f.refuse("Wizard cast eldritch blast at Orc, Wolf, Orc", battle.CodeSyntax)
	evs := f.do("Wizard cast eldritch blast at Orc and Wolf", 15, 4, 2)
	if len(of(evs, battle.EvAttack)) != 2 || len(of(evs, battle.EvDamage)) != 1 {
		t.Fatalf("want two beams, one hit:\n%s", texts(evs))
	}
}

// SRD 5.1 Magic Missile: three darts of 1d4+1 force that always hit, one
// more per slot level above 1st; the die is rolled once for all darts
// (seed 001 "Damage Rolls"). A slot is spent; with none left, the cast is
// refused.
func TestCastMagicMissile(t *testing.T) {
	f := mage(t, 3, map[int]int{1: 1, 2: 1}, "magic missile")
	evs := f.do("Wizard cast magic missile at Orc", 3)
	wantTypes(t, evs, battle.EvCast, battle.EvDamage, battle.EvDamage, battle.EvDamage)
	if f.c("Orc").HP.Current != 30-12 {
		t.Errorf("Orc HP %d, want 18", f.c("Orc").HP.Current)
	}
	if f.c("Wizard").Casting.Used[1] != 1 {
		t.Errorf("slots used %v", f.c("Wizard").Casting.Used)
	}
	f.do("Wizard end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	re := f.refuse("Wizard cast magic missile at Orc", battle.CodeNoAction)
	if !strings.Contains(re.Error(), "level 2: 1") {
		t.Errorf("refusal %v: want the slots left named", re)
	}
	evs = f.do("Wizard cast magic missile at Orc, Orc, Wolf, Wolf level 2", 1)
	if len(of(evs, battle.EvDamage)) != 4 || f.c("Wolf").HP.Current != 26 {
		t.Errorf("upcast: four darts of 2:\n%s", texts(evs))
	}
}

// SRD 5.1 Burning Hands (15-foot cone, Dex save, 3d6 fire, half) and
// Fireball (20-foot sphere within 150 ft, 8d6, half; +1d6 per level above
// 3rd), through the area rules of area.go: saves first, damage once.
func TestCastAreaSpells(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(5, map[int]int{1: 2, 3: 2, 4: 1}, "burning hands", "fireball")),
		foe("Orc", "C2", 10, hp(40)),
		foe("Wolf", "D2", 5, hp(40)),
	))
	evs := f.do("Wizard cast burning hands toward D2", 5, 15, 1, 2, 3)
	if a := one(t, evs, battle.EvArea); len(a.Caught) != 2 {
		t.Fatalf("caught %v", a.Caught)
	}
	if f.c("Orc").HP.Current != 34 || f.c("Wolf").HP.Current != 37 {
		t.Errorf("Orc %d (want 34), Wolf %d (want 37, halved)", f.c("Orc").HP.Current, f.c("Wolf").HP.Current)
	}
	f.do("Wizard end turn")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	evs = f.do("Wizard cast fireball at G2 level 4", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	if c := one(t, evs, battle.EvCast); n(c.Level) != 4 {
		t.Errorf("cast %+v", c)
	}
	if f.c("Orc").HP.Current != 34-9 {
		t.Errorf("Orc %d: 9d6 of 1s", f.c("Orc").HP.Current)
	}
}

// SRD 5.1 Thunderwave: a 15-foot cube from the caster, Con save, 2d8
// thunder, half; a creature that fails is pushed 10 ft away.
func TestCastThunderwavePush(t *testing.T) {
	f := mage(t, 1, map[int]int{1: 1}, "thunderwave")
	f.do("dm hp Orc 30") // keep the scene: Orc at F2, out of the cube
	evs := f.do("Wizard cast thunderwave toward C2")
	if a := one(t, evs, battle.EvArea); len(a.Caught) != 0 {
		t.Errorf("caught %v", a.Caught)
	}
	g := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, map[int]int{1: 1}, "thunderwave")),
		foe("Orc", "C2", 10, hp(30)),
	))
	evs = g.do("Wizard cast thunderwave toward C2", 2, 3, 4)
	if g.c("Orc").HP.Current != 23 || g.c("Orc").At.String() != "E2" {
		t.Errorf("Orc %d HP at %s, want 23 at E2:\n%s", g.c("Orc").HP.Current, g.c("Orc").At, texts(evs))
	}
}

// SRD 5.1 Cure Wounds (touch, 1d8 + modifier) and Healing Word (60 ft, a
// bonus action, 1d4 + modifier); seed 000 "HEALING".
func TestCastHealing(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B2", 20, caster(3, map[int]int{1: 3, 2: 1}, "cure wounds", "healing word", "sacred flame")),
		hero("Fighter", "C2", 15, hp(20)),
		foe("Orc", "H2", 10),
	))
	f.do("dm hp Fighter 5")
	f.do("Cleric cast cure wounds on Fighter", 4)
	if f.c("Fighter").HP.Current != 12 {
		t.Errorf("Fighter %d, want 5+4+3", f.c("Fighter").HP.Current)
	}
	// SRD 5.1 "Bonus Action": no bonus-action spell after a leveled one.
	f.refuse("Cleric cast healing word on Fighter", battle.CodeCannot)
	f.do("Cleric end turn")
	f.do("Fighter end turn")
	f.do("Orc end turn")
	f.do("Cleric cast healing word on Fighter level 2", 1, 1)
	if f.c("Fighter").HP.Current != 17 {
		t.Errorf("Fighter %d, want 12+2+3", f.c("Fighter").HP.Current)
	}
	f.refuse("Cleric cast cure wounds on Fighter", battle.CodeCannot)
	g := start(t, encounter(
		hero("Cleric", "B2", 20, caster(1, map[int]int{1: 3}, "cure wounds", "healing word", "sacred flame")),
		hero("Fighter", "C2", 15, hp(20)),
		foe("Orc", "H2", 10),
	))
	g.do("Cleric cast healing word on Fighter", 1)
	re := g.refuse("Cleric cast cure wounds on Fighter", battle.CodeCannot)
	if !strings.Contains(re.Error(), "Bonus Action") {
		t.Errorf("refusal %v", re)
	}
	g.do("Cleric cast sacred flame on Orc", 15) // an action cantrip may follow: the Orc saves
}

// SRD 5.1 Sacred Flame: a Dex save, no damage on a success, and the
// target gains no benefit from cover.
func TestCastSacredFlameIgnoresCover(t *testing.T) {
	f := mage(t, 1, nil, "sacred flame")
	f.do("dm cover Orc three-quarters")
	evs := f.do("Wizard cast sacred flame on Orc", 12, 6)
	s := one(t, evs, battle.EvSave)
	if n(s.Total) != 12 || s.Cover != "" || yes(s.Success) != "false" {
		t.Errorf("save %+v: no cover bonus", s)
	}
	if f.c("Orc").HP.Current != 24 {
		t.Errorf("Orc %d", f.c("Orc").HP.Current)
	}
}

// SRD 5.1 Hold Person: Wis save or paralyzed, a save at the end of each of
// its turns, concentration (seed 001 "Concentration": damage calls for a
// Con save, DC 10 or half).
func TestCastHoldPerson(t *testing.T) {
	f := mage(t, 3, map[int]int{2: 2}, "hold person")
	f.do("Wizard cast hold person on Orc", 5)
	if !f.c("Orc").Conds.Has(rules.Paralyzed) {
		t.Fatal("the Orc is not paralyzed")
	}
	evs := f.do("Wizard end turn", 4) // the Orc's turn passes; it fails its save at its end
	if !f.c("Orc").Conds.Has(rules.Paralyzed) || f.current() != "Wolf" {
		t.Fatalf("saved, or not the Wolf's turn:\n%s", texts(evs))
	}
	evs = f.do("dm damage Wizard 4", 3) // Con save DC 10 fails: concentration ends
	if f.c("Orc").Conds.Has(rules.Paralyzed) || len(f.State.Effects) != 0 {
		t.Errorf("concentration held:\n%s", texts(evs))
	}
}

// SRD 5.1 Bless: up to three creatures add 1d4 to attack rolls and saving
// throws while the caster concentrates.
func TestCastBless(t *testing.T) {
	f := start(t, encounter(
		hero("Cleric", "B2", 20, caster(1, map[int]int{1: 2}, "bless")),
		hero("Fighter", "C2", 15),
		foe("Orc", "D2", 10),
	))
	evs := f.do("Cleric cast bless on Cleric, Fighter")
	if len(of(evs, battle.EvEffect)) != 2 {
		t.Fatalf("effects:\n%s", texts(evs))
	}
	f.do("Cleric end turn")
	a := one(t, f.do("Fighter attack Orc", 5, 3, 1), battle.EvAttack) // 5 + 5 + 3 = 13 vs AC 12
	if n(a.Total) != 13 || yes(a.Hit) != "true" || !strings.Contains(a.Text, "bless") {
		t.Errorf("attack %+v", a)
	}
	f.refuse("Fighter cast bless on Fighter", battle.CodeCannot)
}

// SRD 5.1 Shield (+5 AC until the start of the caster's next turn, a
// reaction when hit, including against the triggering attack), Shield of
// Faith (+2, a bonus action), Mage Armor (13 + Dex) and Barkskin (at
// least 16).
func TestCastArmorSpells(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, ac(10), caster(3, map[int]int{1: 4, 2: 1}, "shield", "shield of faith", "mage armor", "barkskin")),
		foe("Orc", "C2", 10, extraAttacks(1)),
	))
	f.do("Wizard cast mage armor on Wizard")
	f.refuse("Wizard cast shield of faith on Wizard", battle.CodeCannot) // SRD 5.1 "Bonus Action"
	f.do("Wizard end turn")
	if a := one(t, f.do("Orc attack Wizard", 2), battle.EvAttack); n(a.AC) != 13 {
		t.Errorf("AC %d, want mage armor's 13", n(a.AC))
	}
	f.do("Orc end turn")
	f.do("Wizard cast shield of faith on Wizard")
	f.do("Wizard end turn")
	if a := one(t, f.do("Orc attack Wizard", 2), battle.EvAttack); n(a.AC) != 15 {
		t.Errorf("AC %d, want 13+2", n(a.AC))
	}
	evs := f.do("Orc attack Wizard", 12) // 16 hits AC 15: Shield makes it 20
	wantTypes(t, evs, battle.EvCast, battle.EvEffect, battle.EvAttack)
	if a := evs[2]; n(a.AC) != 20 || yes(a.Hit) != "false" {
		t.Errorf("attack with shield %+v, want a miss against AC 20", outcome(a))
	}
	f.refuse("Wizard cast shield", battle.CodeCannot) // a reaction, offered at its trigger
	f.do("Orc end turn")
	f.do("Wizard cast barkskin on Wizard") // concentration: shield of faith ends
	f.do("Wizard end turn")
	if a := one(t, f.do("Orc attack Wizard", 2), battle.EvAttack); n(a.AC) != 16 {
		t.Errorf("AC %d, want barkskin's 16 (shield ended, shield of faith dropped)", n(a.AC))
	}
}

// Refusals name the rule: unknown spell, a spell it lacks, range, a
// cantrip with a slot level.
func TestCastRefusals(t *testing.T) {
	f := mage(t, 1, map[int]int{1: 1}, "fire bolt", "poison spray", "magic missile")
	f.refuse("Wizard cast wish at Orc", battle.CodeUnknownName)
	f.refuse("Wizard cast fireball at E2", battle.CodeCannot)
	f.refuse("Wizard cast poison spray on Orc", battle.CodeOutOfReach)
	f.refuse("Wizard cast fire bolt at Orc level 2", battle.CodeCannot)
	f.refuse("Wizard cast magic missile at Orc level 3", battle.CodeNoAction)
	f.refuse("Orc cast fire bolt at Wizard", battle.CodeCannot)
	f.refuse("Wizard cast fire bolt", battle.CodeSyntax)
	f.do("Wizard end turn")
	f.refuse("Wizard cast fire bolt at Orc", battle.CodeNotYourTurn)
}

// SRD 5.1 Sleep: 5d8 hit points of creatures, weakest first.
func TestCastSleep(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, caster(1, map[int]int{1: 1}, "sleep")),
		foe("Goblin", "F2", 10, hp(7)),
		foe("Orc", "G2", 9, hp(15)),
		foe("Ogre", "F3", 8, hp(59)),
	))
	f.do("Wizard cast sleep at F2", 5, 5, 5, 5, 5) // 25: the goblin (7) and the orc (15)
	if !f.c("Goblin").Conds.Has(rules.Unconscious) || !f.c("Orc").Conds.Has(rules.Unconscious) || f.c("Ogre").Conds.Has(rules.Unconscious) {
		t.Errorf("sleepers: goblin %s, orc %s, ogre %s", f.c("Goblin").Conds, f.c("Orc").Conds, f.c("Ogre").Conds)
	}
}

// Seed 000 "Thorn Whip": a melee spell attack that pulls the target 10
// ft closer.
func TestCastThornWhipPull(t *testing.T) {
	f := mage(t, 1, nil, "thorn whip")
	f.do("Wizard cast thorn whip at Orc", 15, 3)
	if at := f.c("Orc").At.String(); at != "D2" {
		t.Errorf("Orc at %s, want D2", at)
	}
}

// docs/encounters.md: spellcasting is checked at file:line.
func TestLoadSpellcastingErrors(t *testing.T) {
	base := "map: {size: 6x6}\ncombatants:\n  - {name: Mage, side: a, at: A1, ac: 12, hp: 9, spellcasting: %s}\n  - {name: Orc, side: b, at: F6, ac: 12, hp: 9}\n"
	tests := []struct{ sc, want string }{
		{"{ability: int, spells: [fire bolt]}", ""},
		{"{ability: luck, spells: [fire bolt]}", "ability"},
		{"{ability: int, spells: [fire bolts]}", "spells[0]"},
		{"{ability: int, spells: [fireball]}", "slots"},
		{"{ability: int, slots: {10: 1}, spells: [fire bolt]}", "slots"},
		{"{ability: int, spells: [fire bolt], dc: 99}", "dc"},
		{"{ability: int, spels: [fire bolt]}", "test.yaml:3:"},
	}
	for _, tt := range tests {
		_, err := battle.Load("test.yaml", []byte(strings.Replace(base, "%s", tt.sc, 1)))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.sc, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
			t.Errorf("%s: got %v, want an error naming %q", tt.sc, err, tt.want)
		}
	}
}

// Seed 000 "Reactions" ("Some attack spells (like Hellish Rebuke) may be
// triggered as Reactions"): cast on another creature's turn as it damages
// the warlock, spending the reaction, Dex save for half of 2d10 fire.
func TestCastHellishRebukeOffTurn(t *testing.T) {
	f := start(t, encounter(
		foe("Orc", "C2", 20, hp(30)),
		hero("Warlock", "B2", 10, caster(1, map[int]int{1: 1}, "hellish rebuke")),
	))
	evs := f.do("Orc attack Warlock", 15, 3, 18, 6, 4) // the rebuke's save: half of 10
	if c := one(t, evs, battle.EvCast); c.Action != "reaction" || f.c("Warlock").Reaction {
		t.Errorf("cast %+v, reaction left %v", c, f.c("Warlock").Reaction)
	}
	if f.c("Orc").HP.Current != 25 {
		t.Errorf("Orc %d, want 25", f.c("Orc").HP.Current)
	}
	f.refuse("Warlock cast hellish rebuke on Orc", battle.CodeCannot)
}
