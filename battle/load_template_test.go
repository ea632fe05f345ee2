package battle

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/compendium"
)

// Every monster of the compendium loads as a combatant and New builds it:
// the compendium's entries are checked by the same loader, with the same
// errors, as an encounter file's.
func TestEveryMonsterLoads(t *testing.T) {
	ids, err := compendium.Monsters()
	if err != nil {
		t.Fatal(err)
	}
	if len(ids) < 40 {
		t.Fatalf("only %d monsters", len(ids))
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			src := fmt.Sprintf("map: {size: 20x20}\ncombatants:\n  - {template: %s, side: a, at: A1}\n  - {name: Dummy, side: b, at: T20, ac: 10, hp: 1}\n", id)
			enc, err := Load(id+".yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			m, _ := compendium.LookupMonster(id)
			c := enc.Combatants[0]
			if c.Name != m.Name || c.CR != m.CR.String() || c.Proficiency != m.CR.Proficiency() && !strings.Contains(src, "proficiency") {
				t.Errorf("%s: name %q CR %q proficiency %d", id, c.Name, c.CR, c.Proficiency)
			}
			if _, err := New(enc); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// Keys written beside template win over the stat block's; the rest is the
// stat block's (docs/encounters.md "template").
func TestTemplateOverrides(t *testing.T) {
	enc, err := Load("t.yaml", []byte(`
combatants:
  - {template: ogre, name: Grok, side: giants, at: A1, hp: 70}
  - {template: goblin, side: gobs, count: 2, at: [H2, H4], attacks: [{name: club, bonus: 2, damage: "1d4[bludgeoning]"}]}
  - {template: Goblin, side: gobs, at: H6, cr: 1}
`))
	if err != nil {
		t.Fatal(err)
	}
	grok, gob := enc.Combatants[0], enc.Combatants[1]
	if grok.Name != "Grok" || grok.HP != 70 || grok.MaxHP != 70 || grok.AC != 11 || grok.Size != "large" || grok.Proficiency != 2 {
		t.Errorf("Grok: %+v", grok)
	}
	if gob.Name != "Goblin" || len(gob.Attacks) != 1 || gob.Attacks[0].Name != "club" || gob.AC != 15 || gob.Skills["stealth"] != 6 {
		t.Errorf("goblins: %+v", gob)
	}
	if enc.Combatants[2].CR != "1" || enc.Combatants[2].Proficiency != 2 {
		t.Errorf("the CR override: %+v", enc.Combatants[2])
	}
}

func TestTemplateErrors(t *testing.T) {
	for _, c := range []struct{ src, field, msg string }{
		{"combatants:\n  - {template: »goblinn, side: a, at: A1}\n", "combatants[0].template", `no monster "goblinn" in the compendium: did you mean goblin?`},
		{"combatants:\n  - {template: goblin, side: a, at: A1, cr: »1/3}\n", "combatants[0].cr", "challenge rating \"1/3\""},
		{"combatants:\n  - {template: goblin, side: a, at: A1, class: »fightr, level: 2}\n", "combatants[0].class", "no class \"fightr\""},
	} {
		src, line, col := loadMarker(t, c.src)
		_, err := Load("t.yaml", []byte(src))
		var le *LoadError
		if !errors.As(err, &le) || le.Field != c.field || !strings.Contains(le.Msg, c.msg) || le.Line != line || (col != 0 && le.Column != col && c.field != "combatants[0].class") {
			t.Errorf("%q: %v (at %d:%d), want %s at %d:%d: %s", c.src, err, le.Line, le.Column, c.field, line, col, c.msg)
		}
	}
}
