package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// profs gives an entry proficiencies beyond its class's.
func profs(ps ...string) spec {
	return func(c *battle.CombatantSpec) { c.Proficiencies = ps }
}

// SRD 5.1 "Weapon Proficiency": "If you make an attack roll using a
// weapon with which you lack proficiency, you do not add your proficiency
// bonus to the attack roll"; the SRD's wizard is proficient with daggers,
// darts, slings, quarterstaffs and light crossbows. A 1st-level wizard
// with Strength 16 (+3) and proficiency +2 swings a longsword at +3 and
// misses AC 15 on a 10; its dagger, at +5, hits.
func TestWeaponProficiency(t *testing.T) {
	f := start(t, encounter(
		hero("Wizard", "B2", 20, class("wizard", 1), ability("str", 16), gear("", false, "longsword", "dagger"), extraAttacks(1)),
		foe("Orc", "C2", 10, ac(15), hp(30)),
	))
	a := one(t, f.do("Wizard attack Orc with longsword", 10), battle.EvAttack)
	if n(a.Bonus) != 3 || n(a.Total) != 13 || yes(a.Hit) != "false" {
		t.Errorf("longsword: %+v, want +3 (no proficiency), 13, a miss", a)
	}
	if !strings.Contains(a.Text, "not proficient with longsword: no proficiency bonus") {
		t.Errorf("the attack's text does not say why: %q", a.Text)
	}
	evs := f.do("Wizard attack Orc with dagger", 10, 2)
	if a := one(t, evs, battle.EvAttack); n(a.Bonus) != 5 || yes(a.Hit) != "true" || strings.Contains(a.Text, "proficient") {
		t.Errorf("dagger: %+v, want +5 and a hit", a)
	}
	if d := one(t, evs, battle.EvDamage); n(d.Amount) != 2+3 {
		t.Errorf("dagger damage %d, want 1d4 (2) + 3: proficiency is not damage", n(d.Amount))
	}
}

// Who is proficient with what (compendium/proficiency.go): the class's
// list; `proficiencies` adding to it (an elf wizard's longsword, a
// fighter's firearm, which no SRD class has); the Pact of the Blade
// warlock with its melee pact weapon (SRD 5.1 "Pact of the Blade": "You
// are proficient with it while you wield it"); an entry without a class,
// proficient with its gear unless it writes proficiencies.
func TestWhoIsProficient(t *testing.T) {
	for _, c := range []struct {
		what   string
		opts   []spec
		weapon string
		bonus  int
	}{
		{"wizard, longsword", []spec{class("wizard", 1)}, "longsword", 3},
		{"wizard, quarterstaff", []spec{class("wizard", 1)}, "quarterstaff", 5},
		{"elf wizard, longsword", []spec{class("wizard", 1), profs("longsword")}, "longsword", 5},
		{"fighter, greataxe", []spec{class("fighter", 1)}, "greataxe", 5},
		{"fighter, pistol", []spec{class("fighter", 1)}, "pistol", 3},
		{"fighter with firearms, pistol", []spec{class("fighter", 1), profs("firearm")}, "pistol", 5},
		{"rogue, rapier", []spec{class("rogue", 1)}, "rapier", 5},
		{"rogue, greatsword", []spec{class("rogue", 1)}, "greatsword", 3},
		{"warlock 3, longsword", []spec{class("warlock", 3)}, "longsword", 3},
		{"blade warlock 3, longsword", []spec{class("warlock", 3), subclass("blade")}, "longsword", 5},
		{"blade warlock 3, longbow", []spec{class("warlock", 3), subclass("blade")}, "longbow", 3},
		{"no class, pistol", nil, "pistol", 5},
		{"no class with simple, pistol", []spec{profs("simple")}, "pistol", 3},
	} {
		opts := append(c.opts, ability("str", 16), ability("dex", 16), gear("", false, c.weapon))
		got := built(t, hero("Hero", "B2", 20, opts...))
		if a := got.Attacks[0]; a.Bonus != c.bonus || a.NotProficient != (c.bonus == 3) {
			t.Errorf("%s: %s at %+d (not proficient %v), want %+d", c.what, a.Name, a.Bonus, a.NotProficient, c.bonus)
		}
	}
}

// armored is a fight: a 1st-level wizard (Str 10, Dex 14, Int 16) in
// chain mail, which it lacks proficiency with (the SRD's wizard has no
// armor proficiency), against an orc 5 ft away.
func armored(t *testing.T, opts ...spec) *fight {
	opts = append([]spec{class("wizard", 1), ability("dex", 14), caster(1, nil, "fire bolt"), gear("chain-mail", false, "dagger")}, opts...)
	return start(t, encounter(
		hero("Wizard", "B2", 20, opts...),
		foe("Orc", "C2", 10, hp(30)),
	))
}

// SRD 5.1 "Armor Proficiency": "If you wear armor that you lack
// proficiency with, you have disadvantage on any ability check, saving
// throw, or attack roll that involves Strength or Dexterity, and you
// can't cast spells." The wizard in chain mail attacks with its dagger at
// disadvantage (the lower of 15 and 4), makes its Dexterity save at
// disadvantage, and can't cast fire bolt; its Constitution save is as
// ever. With proficiency (a feat's), none of it.
func TestArmorProficiency(t *testing.T) {
	f := armored(t)
	want := []string{"wearing chain mail without proficiency"}
	a := one(t, f.do("Wizard attack Orc with dagger", 15, 4), battle.EvAttack)
	if a.Mode != "disadvantage" || !slices.Equal(a.Reasons, want) || n(a.Total) != 4+4 {
		t.Errorf("dagger attack %+v, want disadvantage from the armor, 4 + 4", a)
	}
	s := of(f.do("dm area sphere 5 at B2 save dex 10 damage 2[fire]", 15, 4, 10), battle.EvSave)[0] // the orc, caught too, saves with one die
	if s.Mode != "disadvantage" || !slices.Equal(s.Reasons, want) || yes(s.Success) != "false" {
		t.Errorf("Dexterity save %+v, want disadvantage, a failure on the 4", s)
	}
	s = of(f.do("dm area sphere 5 at B2 save con 10 damage 2[fire]", 15, 10), battle.EvSave)[0]
	if s.Mode != "normal" || yes(s.Success) != "true" {
		t.Errorf("Constitution save %+v, want one die", s)
	}
	re := f.refuse("Wizard cast fire bolt at Orc", battle.CodeCannot)
	if !strings.Contains(re.Error(), "Armor Proficiency") || !strings.Contains(re.Error(), "chain mail") {
		t.Errorf("refusal %q does not name the rule and the armor", re.Error())
	}

	g := armored(t, profs("heavy"))
	if a := one(t, g.do("Wizard attack Orc with dagger", 15, 2), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("proficient in heavy armor: %+v", a)
	}
	g.do("Wizard end turn")
	g.do("Orc end turn")
	g.do("Wizard cast fire bolt at Orc", 15, 3)
}

// The same rule on a Strength check: the Athletics of a grapple.
func TestArmorProficiencyCheck(t *testing.T) {
	f := armored(t)
	evs := f.do("Wizard grapple Orc", 15, 4, 3)
	c := checkOf(of(evs, battle.EvCheck)[0])
	if !c.is("Wizard", "athletics", "disadvantage", 4) || !slices.Equal(c.Reasons, []string{"wearing chain mail without proficiency"}) {
		t.Errorf("grapple check %+v, want Athletics at disadvantage", c)
	}
}

// docs/encounters.md: proficiencies are checked at file:line.
func TestLoadProficiencies(t *testing.T) {
	enc := load(t, `
combatants:
  - {name: Elf, side: a, at: A1, class: wizard, level: 1, proficiencies: [Longsword, SHIELD, crossbow-hand], weapons: [longsword]}
  - {name: Orc, side: b, at: C1, ac: 12, hp: 5}
`)
	if got := enc.Combatants[0].Proficiencies; !slices.Equal(got, []string{"longsword", "shields", "hand-crossbow"}) {
		t.Errorf("proficiencies %v, want them written canonically", got)
	}
	for _, c := range []struct{ src, want string }{
		{"[longsord]", `test.yaml:3:21: combatants[0].proficiencies[0]: proficiency "longsord"`},
		{"[simple, Simple]", "proficiencies[1]: simple is listed twice"},
	} {
		_, err := battle.Load("test.yaml", []byte("combatants:\n  - name: Elf\n    proficiencies: "+c.src+"\n    side: a\n    at: A1\n    ac: 10\n    hp: 5\n  - {name: Orc, side: b, at: C1, ac: 12, hp: 5}\n"))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.src, err, c.want)
		}
	}
}
