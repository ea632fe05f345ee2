package battle

import (
	"errors"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/rules"
)

// An area attack entry (docs/encounters.md "Area attacks"): each mistake
// is reported at its file:line:column, like the rest of the file.
func TestLoadAreaAttackErrors(t *testing.T) {
	const head = "combatants:\n" + loadGoblin + "  - name: Dragon\n    side: dragons\n    at: C3\n    ac: 18\n    hp: 100\n    attacks:\n"
	cases := []loadCase{
		{"unknown shape", head + "      - {name: breath, damage: \"6d6[fire]\", area: »blob 15}\n", "combatants[1].attacks[0].area", "a shape: sphere, cylinder, cube, cone or line"},
		{"no size", head + "      - {name: breath, damage: \"6d6[fire]\", area: »cone}\n", "combatants[1].attacks[0].area", "size in feet"},
		{"placed", head + "      - {name: breath, damage: \"6d6[fire]\", area: »cone 15 from B2 toward E2}\n", "combatants[1].attacks[0].area", "give only the shape and size"},
		{"width of a cone", head + "      - {name: breath, damage: \"6d6[fire]\", area: »cone 15x10}\n", "combatants[1].attacks[0].area", "only a line has a width"},
		{"save without area", head + "      - {name: bite, damage: 2d6, save: »dex 13}\n", "combatants[1].attacks[0].save", "give its area too"},
		{"push without area", head + "      - {name: bite, damage: 2d6, push: »10}\n", "combatants[1].attacks[0].push", "give its area too"},
		{"save syntax", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, save: »dex}\n", "combatants[1].attacks[0].save", `like "dex 13"`},
		{"save ability", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, save: »luck 13}\n", "combatants[1].attacks[0].save", "luck"},
		{"save DC", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, save: »dex 50}\n", "combatants[1].attacks[0].save", "DC from 1 to 40"},
		{"on_save without save", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, on_save: »none}\n", "combatants[1].attacks[0].on_save", "give the save too"},
		{"on_save value", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, save: dex 13, on_save: »quarter}\n", "combatants[1].attacks[0].on_save", "use half"},
		{"attack bonus", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, bonus: »5}\n", "combatants[1].attacks[0].bonus", "makes no attack roll"},
		{"reach", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, reach: »10}\n", "combatants[1].attacks[0].reach", "makes no attack roll"},
		{"range of a cone", head + "      - {name: breath, damage: \"6d6[fire]\", area: cone 15, range: »60}\n", "combatants[1].attacks[0].range", "a cone starts at its user's space"},
		{"range syntax", head + "      - {name: fireball, damage: \"8d6[fire]\", area: sphere 20, range: »150/600}\n", "combatants[1].attacks[0].range", "one number of feet"},
		{"push", head + "      - {name: wave, damage: \"2d8[thunder]\", area: cube 15, push: »7}\n", "combatants[1].attacks[0].push", "multiple of 5"},
		{"damage type", head + "      - {name: breath, damage: \"6d6[»fyre]\", area: cone 15}\n", "combatants[1].attacks[0].damage", "fyre"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src, line, col := loadMarker(t, tc.src)
			enc, err := Load("case.yaml", []byte(src))
			if err == nil {
				t.Fatalf("no error; loaded %+v", enc)
			}
			var le *LoadError
			if !errors.As(err, &le) || !errors.Is(err, ErrEncounter) {
				t.Fatalf("error %v (%T) is not a *LoadError wrapping ErrEncounter", err, err)
			}
			if le.Line != line || le.Column != col || le.Field != tc.field || !strings.Contains(le.Msg, tc.msg) {
				t.Errorf("got  %d:%d %s: %s\nwant %d:%d %s: ...%s...", le.Line, le.Column, le.Field, le.Msg, line, col, tc.field, tc.msg)
			}
		})
	}
}

// Load writes an area attack in canonical form and New compiles it apart
// from the attacks that roll to hit: its damage as written, half damage on
// a save unless on_save says none.
func TestLoadAreaAttack(t *testing.T) {
	src := "combatants:\n" + loadGoblin + "  - name: Dragon\n    side: dragons\n    at: C3\n    ac: 18\n    hp: 100\n" +
		"    abilities: {str: 20}\n    attacks:\n" +
		"      - {name: claw, damage: \"2d6[slashing]\"}\n" +
		"      - {name: fire breath, damage: \"12d6[fire]\", area: Cone 30FT, save: DEX 17}\n" +
		"      - {name: fireball, damage: \"8d6[fire]\", area: sphere 20 ft, range: 150, save: dexterity 15, on_save: None}\n" +
		"      - {name: gust, damage: 0, area: line 60x10, push: 15}\n"
	enc, err := Load("dragon.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	as := enc.Combatants[1].Attacks
	if a := as[1]; a.Area != "cone 30" || a.Save != "dex 17" || a.OnSave != "half" {
		t.Errorf("breath loads as %+v", a)
	}
	if a := as[2]; a.Area != "sphere 20" || a.Save != "dex 15" || a.OnSave != "none" || a.Range != "150" {
		t.Errorf("fireball loads as %+v", a)
	}
	if a := as[3]; a.Area != "line 60x10" || a.Save != "" || a.OnSave != "" || a.Push != 15 {
		t.Errorf("gust loads as %+v", a)
	}
	s, err := New(enc)
	if err != nil {
		t.Fatal(err)
	}
	c := &s.Combatants[1]
	if len(c.Attacks) != 1 || len(c.Areas) != 3 {
		t.Fatalf("%d attacks and %d area attacks, want 1 and 3", len(c.Attacks), len(c.Areas))
	}
	b, fb := c.Areas[0], c.Areas[1]
	if b.Damage.String() != "12d6[fire]" || b.Save != rules.Dex || b.DC != 17 || !b.Half || b.Area.Size != 30 {
		t.Errorf("breath compiles to %+v (damage %s): want 12d6 with no Strength bonus, DC 17 Dex for half", b, b.Damage)
	}
	if fb.Half || fb.Range != 150 || fb.DC != 15 {
		t.Errorf("fireball compiles to %+v", fb)
	}
}
