package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Areas of effect in play (area.go). Each test names the seed rule it
// checks; the template geometry itself is package grid's, tested there.

// breath is a cone of fire from its user's space, DC 13 Dexterity for half.
func breath() battle.AttackSpec {
	return battle.AttackSpec{Name: "fire breath", Area: "cone 15", Save: "dex 13", Damage: "4d6[fire]"}
}

// fireball is a sphere placed up to 150 ft away.
func fireball() battle.AttackSpec {
	return battle.AttackSpec{Name: "fireball", Area: "sphere 20", Range: "150", Save: "dex 15", Damage: "8d6[fire]"}
}

func areas(as ...battle.AttackSpec) spec {
	return func(c *battle.CombatantSpec) { c.Attacks = append(c.Attacks, as...) }
}

func saves(ab string, bonus int) spec {
	return func(c *battle.CombatantSpec) {
		if c.Saves == nil {
			c.Saves = map[string]int{}
		}
		c.Saves[ab] = bonus
	}
}

// damageTo is the total damage events gave the named creature.
func damageTo(evs []battle.Event, name string) (int, bool) {
	total, any := 0, false
	for _, e := range of(evs, battle.EvDamage) {
		if e.Target == name {
			total += n(e.Amount)
			any = true
		}
	}
	return total, any
}

// saveOf is the named creature's save event.
func saveOf(t *testing.T, evs []battle.Event, name string) battle.Event {
	t.Helper()
	for _, e := range of(evs, battle.EvSave) {
		if e.Actor == name {
			return e
		}
	}
	t.Fatalf("no save by %s in\n%s", name, texts(evs))
	return battle.Event{}
}

// Seed 001 "Damage Rolls": "If a spell or other effect deals damage to
// more than one target at the same time, roll the damage once for all of
// them." Three creatures in the sphere, two dice scripted: rolling per
// target would run out of faces.
func TestAreaDamageRolledOnceForAll(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "E5", 20), hero("Cleric", "F5", 15),
		foe("Orc", "E6", 10, hp(30)), foe("Goblin", "K1", 5),
	))
	evs := f.do("dm area sphere 10 at E5 damage 2d6[fire]", 3, 4)
	wantTypes(t, evs, battle.EvArea, battle.EvDamage, battle.EvDamage, battle.EvDamage)
	a := evs[0]
	if !slices.Equal(a.Caught, []string{"Fighter", "Cleric", "Orc"}) || a.Area != "sphere 10 at E5" || !slices.Contains(a.Squares, "E5") {
		t.Errorf("area event caught %v area %q squares %v", a.Caught, a.Area, a.Squares)
	}
	for _, e := range evs[1:] {
		if n(e.Amount) != 7 || e.DamageType != "fire" {
			t.Errorf("%s takes %d %s, want the same 7 fire as everyone", e.Target, n(e.Amount), e.DamageType)
		}
	}
	if f.c("Goblin").HP.Current != 10 {
		t.Error("the Goblin outside the sphere was hurt")
	}
}

// Saving throws against an area (seed 001 "Damage Rolls": the damage is
// rolled once, after every save; the seeds have no "Saving Throws"
// section, so half damage on a success, rounded down, follows SRD 5.1
// "Saving Throws" and "Rounding Down"); with no "half", a success takes
// nothing.
func TestAreaSaveForHalf(t *testing.T) {
	setup := func(t *testing.T) *fight {
		return start(t, encounter(
			hero("Fighter", "E5", 20, saves("dex", 2)),
			foe("Orc", "E6", 10, hp(40)),
		))
	}
	t.Run("half, rounded down", func(t *testing.T) {
		f := setup(t)
		// Fighter d20 13 +2 = 15 saves; Orc d20 14 +0 fails; 6d6 = 21.
		evs := f.do("dm area sphere 10 at E5 save dex 15 damage 6d6[fire] half", 13, 14, 1, 2, 3, 4, 5, 6)
		wantTypes(t, evs, battle.EvArea, battle.EvSave, battle.EvSave, battle.EvDamage, battle.EvDamage)
		if s := saveOf(t, evs, "Fighter"); yes(s.Success) != "true" || n(s.Total) != 15 {
			t.Errorf("Fighter's save %d %s, want 15, a success", n(s.Total), yes(s.Success))
		}
		if got, _ := damageTo(evs, "Fighter"); got != 10 {
			t.Errorf("Fighter took %d on a save, want half of 21 rounded down: 10", got)
		}
		if got, _ := damageTo(evs, "Orc"); got != 21 {
			t.Errorf("Orc took %d on a failure, want 21", got)
		}
	})
	t.Run("none on a success", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm area sphere 10 at E5 save dex 15 damage 6d6[fire]", 13, 14, 1, 2, 3, 4, 5, 6)
		if _, hurt := damageTo(evs, "Fighter"); hurt {
			t.Error("Fighter saved against an area with no half damage, and still took damage")
		}
		if got, _ := damageTo(evs, "Orc"); got != 21 {
			t.Errorf("Orc took %d, want 21", got)
		}
	})
	t.Run("everyone saves: no damage rolled", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm area sphere 10 at E5 save dex 15 damage 6d6[fire]", 13, 15)
		wantTypes(t, evs, battle.EvArea, battle.EvSave, battle.EvSave)
	})
	t.Run("no save: everyone takes it all", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm area sphere 10 at E5 damage 2d6[fire]", 1, 1)
		wantTypes(t, evs, battle.EvArea, battle.EvDamage, battle.EvDamage)
	})
}

// Seed 001 "Damage Resistance and Vulnerability": resistance comes after
// all other modifiers, so after the halving of a save: 21 → 10 → 5.
func TestAreaHalfThenResistance(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20), foe("Orc", "E5", 10, hp(40), resist("fire"))))
	evs := f.do("dm area sphere 10 at E5 save dex 10 damage 6d6[fire] half", 15, 1, 2, 3, 4, 5, 6)
	if got, _ := damageTo(evs, "Orc"); got != 5 {
		t.Errorf("a resistant Orc that saved took %d of 21, want 5", got)
	}
	if e := one(t, evs, battle.EvDamage); n(e.Rolled) != 10 || !strings.Contains(e.Text, "halved") {
		t.Errorf("damage event rolled %d, text %q: want 10 before resistance, said to be halved", n(e.Rolled), e.Text)
	}
}

// Seed 001 "Cover", from the area's point of origin: a creature behind a
// wall (total cover) is not affected at all; half cover from a low wall
// adds +2 to a Dexterity save, and nothing to a Constitution save.
func TestAreaCoverFromTheOrigin(t *testing.T) {
	setup := func(t *testing.T) *fight {
		enc := walls(encounter(
			hero("Fighter", "E5", 20),
			foe("Orc", "H5", 10, hp(30)),   // behind the wall at G4-G6
			foe("Goblin", "E2", 5, hp(30)), // behind the low wall at E3
		), "G4-G6")
		enc.Map.Objects = []battle.ObjectSpec{{At: "E3", Cover: "half"}}
		return start(t, enc)
	}
	t.Run("total cover: unaffected; half cover: +2 to Dexterity", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm area sphere 20 at E5 save dex 15 damage 2d6[fire] half", 10, 10, 3, 4)
		wantTypes(t, evs, battle.EvArea, battle.EvSave, battle.EvSave, battle.EvDamage, battle.EvDamage)
		a := evs[0]
		if !slices.Equal(a.Caught, []string{"Fighter", "Goblin"}) || !slices.Equal(a.Spared, []string{"Orc"}) || !strings.Contains(a.Text, "Orc") {
			t.Errorf("caught %v, spared %v (%s): want the Orc behind the wall spared", a.Caught, a.Spared, a.Text)
		}
		if f.c("Orc").HP.Current != 30 {
			t.Error("the Orc behind the wall took damage")
		}
		g := saveOf(t, evs, "Goblin")
		if n(g.Bonus) != 2 || n(g.Total) != 12 || g.Cover != "half" || !strings.Contains(g.CoverReason, "E3") {
			t.Errorf("Goblin's Dex save bonus %d total %d cover %q (%s): want +2 for half cover from the low wall at E3", n(g.Bonus), n(g.Total), g.Cover, g.CoverReason)
		}
		if fs := saveOf(t, evs, "Fighter"); n(fs.Bonus) != 0 || fs.Cover != "" {
			t.Errorf("Fighter at the origin has cover %q, bonus %d", fs.Cover, n(fs.Bonus))
		}
	})
	t.Run("no cover bonus to a Constitution save", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm area sphere 20 at E5 save con 15 damage 2d6[thunder]", 10, 10, 3, 4)
		if g := saveOf(t, evs, "Goblin"); n(g.Bonus) != 0 || g.Cover != "" {
			t.Errorf("Goblin's Con save bonus %d, cover %q: cover helps only Dexterity saves", n(g.Bonus), g.Cover)
		}
	})
	t.Run("a creature in the way gives half cover", func(t *testing.T) {
		// The Fighter stands between the origin and the Orc (seed 001
		// "Cover": "The obstacle might be ... a creature").
		f := start(t, encounter(hero("Fighter", "E5", 20), foe("Orc", "F5", 10, hp(30))))
		evs := f.do("dm area sphere 15 at D5 save dex 15 damage 2d6[fire]", 10, 10, 3, 4)
		if o := saveOf(t, evs, "Orc"); o.Cover != "half" || n(o.Bonus) != 2 || !strings.Contains(o.CoverReason, "creature at E5") {
			t.Errorf("Orc's save cover %q (%s) bonus %d: want half cover from the Fighter", o.Cover, o.CoverReason, n(o.Bonus))
		}
	})
}

// A creature's area attack (docs/commands.md "NAME use ATTACK toward
// SQUARE"): the cone starts at the Dragon's space and leaves it out, the
// damage is rolled once, and it takes the Dragon's action.
func TestAreaAttackCone(t *testing.T) {
	f := start(t, encounter(
		foe("Dragon", "B2", 20, areas(breath())),
		hero("Fighter", "D2", 15, saves("dex", 3)),
		hero("Cleric", "E3", 10),
		foe("Kobold", "C2", 5), // its own side is caught too
		hero("Rogue", "E5", 1), // outside the cone
	))
	// Saves in file order: Fighter 10 +3, +2 for the half cover the Kobold
	// in the way gives it (seed 001 "Cover": "a creature, whether that
	// creature is an enemy or a friend") = 15 saves; Cleric 5 +2 fails;
	// Kobold 2 fails; 4d6 = 14, rolled once.
	evs := f.do("Dragon uses fire breath toward E2", 10, 5, 2, 3, 3, 4, 4)
	wantTypes(t, evs, battle.EvAction, battle.EvArea, battle.EvSave, battle.EvSave, battle.EvSave,
		battle.EvDamage, battle.EvDamage, battle.EvDamage, battle.EvDead)
	if s := saveOf(t, evs, "Fighter"); n(s.Total) != 15 || s.Cover != "half" || !strings.Contains(s.CoverReason, "C2") {
		t.Errorf("Fighter's save total %d cover %q (%s): want 15 with half cover from the Kobold at C2", n(s.Total), s.Cover, s.CoverReason)
	}
	if a := evs[0]; a.Action != "use" || a.With != "fire breath" || a.Actor != "Dragon" {
		t.Errorf("action %+v", a)
	}
	a := evs[1]
	if !slices.Equal(a.Caught, []string{"Fighter", "Cleric", "Kobold"}) || a.Actor != "Dragon" || a.Area != "cone 15 from B2 toward E2" {
		t.Errorf("caught %v by %q with %q: want Fighter, Cleric, Kobold, and not the Dragon itself", a.Caught, a.Actor, a.Area)
	}
	if got, _ := damageTo(evs, "Fighter"); got != 7 {
		t.Errorf("Fighter saved and took %d of 14, want 7", got)
	}
	if got, _ := damageTo(evs, "Cleric"); got != 14 {
		t.Errorf("Cleric failed and took %d, want 14", got)
	}
	if !f.c("Kobold").Dead {
		t.Error("the Kobold (10 HP) took 14 and lives")
	}
	f.refuse("Dragon uses fire breath toward E2", battle.CodeNoAction)
	f.refuse("Dragon attack Fighter", battle.CodeNoAction)
}

// The user is caught by its own area when the area covers its space: a
// sphere centred on itself (docs/commands.md). A sphere with no range has
// its point of origin in its own space.
func TestAreaIncludesItsUser(t *testing.T) {
	burst := battle.AttackSpec{Name: "thunder burst", Area: "sphere 5", Damage: "1d6[thunder]"}
	f := start(t, encounter(hero("Mage", "B2", 20, areas(burst)), foe("Orc", "C2", 10, hp(30)), foe("Goblin", "H8", 5)))
	f.refuse("Mage use thunder burst at C2", battle.CodeOutOfReach) // no range: only its own square
	evs := f.do("Mage use thunder burst at B2", 4)
	a := one(t, evs, battle.EvArea)
	if !slices.Equal(a.Caught, []string{"Mage", "Orc"}) {
		t.Errorf("caught %v, want the Mage itself and the Orc", a.Caught)
	}
	if f.c("Mage").HP.Current != 16 {
		t.Errorf("Mage at %d HP, want 16", f.c("Mage").HP.Current)
	}
}

// A placed area: within range, with a clear path (SRD 5.1 "A Clear Path
// to the Target"); and every refusal names its rule and changes nothing.
func TestAreaAttackRefusals(t *testing.T) {
	f := start(t, walls(encounter(
		hero("Mage", "A1", 20, areas(fireball(), breath())),
		foe("Orc", "C2", 10, hp(30)),
		foe("Goblin", "L8", 5),
	), "J1-J8"))
	tests := []struct {
		line string
		code battle.Code
		msg  string
	}{
		{"Orc use fire breath toward E2", battle.CodeNotYourTurn, "Mage's turn"},
		{"Mage use frost breath toward E2", battle.CodeUnknownName, "no area attack named \"frost breath\" (its area attacks: fireball, fire breath)"},
		{"Mage use sword toward E2", battle.CodeCannot, "sword is not an area attack"},
		{"Mage attack Orc with fireball", battle.CodeCannot, "area attack"},
		{"Mage use fireball", battle.CodeSyntax, "say where"},
		{"Mage use fire breath at E2", battle.CodeSyntax, "toward a square"},
		{"Mage use fireball toward E2", battle.CodeSyntax, "place it at a square"},
		{"Mage use fire breath toward A1", battle.CodeCannot, "own space"},
		{"Mage use fire breath toward M2", battle.CodeOutOfReach, "off the 12x8 map"},
		{"Mage use fireball at Z99", battle.CodeOutOfReach, "off the 12x8 map"},
		{"Mage use fireball at K8", battle.CodeCannot, "no clear path"},
		{"Mage use fireball at J4", battle.CodeCannot, "wall"},
	}
	for _, tt := range tests {
		if err := f.refuse(tt.line, tt.code); err != nil && !strings.Contains(err.Msg, tt.msg) {
			t.Errorf("%q: %q does not say %q", tt.line, err.Msg, tt.msg)
		}
	}
	wide := encounter(hero("Mage", "A1", 20, areas(fireball())), foe("Orc", "C2", 10), foe("Goblin", "L8", 5))
	wide.Map.Size = "40x8"
	far := start(t, wide)
	if err := far.refuse("Mage use fireball at AH1", battle.CodeOutOfReach); !strings.Contains(err.Msg, "beyond fireball's range of 150 ft") {
		t.Errorf("refusal %q", err.Msg)
	}
	far.do("Mage use fireball at AE1") // 150 ft: in range, and no one there
}

// Saves against an area follow the creature's state, as effects.go rolls
// every save: seed 000 "Unconscious" ("automatically fails Strength and
// Dexterity saving throws") and seed 001 "Dodge" ("you make Dexterity
// saving throws with advantage").
func TestAreaSavesFollowConditions(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "E5", 20), hero("Cleric", "F5", 15, conds("unconscious")),
		foe("Orc", "K1", 10),
	))
	f.do("Fighter dodge")
	evs := f.do("dm area sphere 10 at E5 save dex 15 damage 2d6[fire] half", 5, 16, 3, 4)
	if s := saveOf(t, evs, "Fighter"); s.Mode != "advantage" || yes(s.Success) != "true" {
		t.Errorf("dodging Fighter's save %+v: want advantage, 16 a success", s)
	}
	if s := saveOf(t, evs, "Cleric"); len(s.D20) != 0 || yes(s.Success) != "false" {
		t.Errorf("unconscious Cleric's save %+v: want an automatic failure", s)
	}
	if got, _ := damageTo(evs, "Cleric"); got != 7 {
		t.Errorf("Cleric took %d, want all 7", got)
	}
}

// An area that pushes those who fail (thunderwave: "pushed 10 feet away
// from you"), by forced movement (forced.go): away from the point of
// origin, without opportunity attacks.
func TestAreaPushesThoseWhoFail(t *testing.T) {
	wave := battle.AttackSpec{Name: "thunderwave", Area: "cube 15", Save: "con 15", Damage: "2d8[thunder]", Push: 10}
	f := start(t, encounter(
		hero("Mage", "B2", 20, areas(wave)),
		foe("Orc", "C2", 10, hp(40)),
		foe("Goblin", "D3", 5, hp(40), saves("con", 10)),
	))
	evs := f.do("Mage use thunderwave toward E2", 2, 10, 4, 4) // Orc fails, Goblin saves
	moves := of(evs, battle.EvMove)
	if len(moves) != 1 || moves[0].Actor != "Orc" || moves[0].To != "E2" || moves[0].Action != "forced" {
		t.Fatalf("moves %+v: want only the Orc, pushed C2 → E2\n%s", moves, texts(evs))
	}
	if f.c("Goblin").At.String() != "D3" {
		t.Error("the Goblin saved and was pushed anyway")
	}
	if got, _ := damageTo(evs, "Goblin"); got != 4 {
		t.Errorf("Goblin took %d of 8 on a save, want 4", got)
	}
	if !f.c("Orc").Reaction || f.c("Orc").Turn.Moved != 0 {
		t.Error("the pushed Orc spent its reaction or movement")
	}
}

// dm area commands: a cone or line from a square, a cube, and with the
// DM's cover ruling added to a Dexterity save (seed 001 "Cover": the most
// protective degree applies).
func TestDMAreaShapes(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "C2", 20), hero("Cleric", "F2", 15, cover("three-quarters")),
		foe("Orc", "C5", 10, hp(30)), foe("Goblin", "L8", 5),
	))
	evs := f.do("dm area line 30 from A2 toward G2 save dex 12 damage 1d6[lightning] half", 10, 8, 6)
	a := evs[0]
	if !slices.Equal(a.Caught, []string{"Fighter", "Cleric"}) {
		t.Errorf("line caught %v, want Fighter and Cleric", a.Caught)
	}
	if s := saveOf(t, evs, "Cleric"); n(s.Bonus) != 5 || s.Cover != "three-quarters" {
		t.Errorf("Cleric's save bonus %d cover %q: want +5 from the DM's three-quarters cover", n(s.Bonus), s.Cover)
	}
	evs = f.do("dm area cube 10 from C4.nw toward D5 damage 3", nil...)
	if a := evs[0]; !slices.Equal(a.Caught, []string{"Orc"}) || f.c("Orc").HP.Current != 27 {
		t.Errorf("cube caught %v, Orc at %d HP", a.Caught, f.c("Orc").HP.Current)
	}
	evs = f.do("dm area sphere 5 at K2 damage 3")
	if a := evs[0]; len(a.Caught) != 0 || !strings.Contains(a.Text, "catches no one") {
		t.Errorf("an empty area: %+v", a)
	}
	f.refuse("dm area sphere 5 at M9 damage 3", battle.CodeOutOfReach)
	f.refuse("dm area cone 15 from A1 toward Z9 damage 3", battle.CodeOutOfReach)
}

// The DM's push from an area (dm area ... push N): away from the point of
// origin for those who fail, none for a creature at the origin itself
// (no way is away), and seed 001 "Opportunity Attacks": none for being
// moved.
func TestDMAreaPush(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "E5", 20), foe("Orc", "F5", 10, hp(30)), hero("Cleric", "C3", 15)))
	evs := f.do("dm area sphere 10 at E5 save str 15 push 10 ft", 2, 2)
	m := one(t, evs, battle.EvMove)
	if m.Actor != "Orc" || m.From != "F5" || m.To != "H5" || m.Action != "forced" {
		t.Errorf("move %+v: want the Orc pushed F5 → H5", m)
	}
	if !f.c("Fighter").Reaction {
		t.Error("the Orc leaving the Fighter's reach cost the Fighter its reaction")
	}
}

// A cube set at a square grows away from its user, the square in the
// middle of its near side (docs/commands.md); from its own space it points
// toward a square, like thunderwave "originating from you".
func TestAreaCubePlacedAt(t *testing.T) {
	web := battle.AttackSpec{Name: "web", Area: "cube 15", Range: "60", Save: "dex 12", OnSave: "none", Damage: "1[bludgeoning]"}
	f := start(t, encounter(
		hero("Mage", "A1", 20, areas(web)),
		foe("Orc", "G2", 10, hp(30)), foe("Goblin", "H1", 5, hp(30)), foe("Kobold", "D1", 3, hp(30)),
	))
	evs := f.do("Mage use web at E1", 5)
	a := one(t, evs, battle.EvArea)
	if a.Area != "cube 15 from (8,1)/2 toward E1" || !slices.Equal(a.Caught, []string{"Orc"}) {
		t.Errorf("cube %q caught %v: want E1-G2 from E1's west edge, catching only the Orc", a.Area, a.Caught)
	}
	want := []string{"E1", "F1", "G1", "E2", "F2", "G2"}
	if !slices.Equal(a.Squares, want) {
		t.Errorf("squares %v, want %v", a.Squares, want)
	}
}

// An area reaches as high as it is big: a flier 30 ft up is above a
// 10-foot sphere on the ground, one 10 ft up is in it (a space is as tall
// as it is wide, and height counts in 5-foot steps, as between creatures).
func TestAreaHeight(t *testing.T) {
	f := start(t, encounter(
		foe("Hawk", "E5", 25, speeds(battle.SpeedSpec{Fly: 60})),
		foe("Bat", "F5", 22, speeds(battle.SpeedSpec{Fly: 60})),
		hero("Fighter", "E7", 20),
	))
	f.do("Hawk fly up 30")
	f.do("Hawk end turn")
	f.do("Bat fly up 10")
	evs := f.do("dm area sphere 10 at E5 damage 2d6[fire]", 3, 4)
	if a := evs[0]; !slices.Equal(a.Caught, []string{"Bat", "Fighter"}) {
		t.Errorf("caught %v: want the Bat 10 ft up and the Fighter, not the Hawk 30 ft up", a.Caught)
	}
}
