package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 line 105: "Two-Weapon Fighting Style ... (available as option
// to Fighters and Rangers)"; SRD 5.1 "Fighting Style": a paladin chooses
// Defense, Dueling, Great Weapon Fighting or Protection. A paladin with
// two-weapon-fighting is refused where the file says it; a ranger's is
// played.
func TestFightingStyleByClass(t *testing.T) {
	src := func(class string) string {
		return `
combatants:
  - {name: Ann, side: p, at: A1, class: ` + class + `, level: 2, fighting_style: two-weapon-fighting}
  - {name: Orc, side: foes, at: H2, hp: 10, ac: 12}
`
	}
	_, err := battle.Load("test.yaml", []byte(src("paladin")))
	if err == nil || !strings.Contains(err.Error(), "test.yaml:3:") || !strings.Contains(err.Error(), "fighting_style") ||
		!strings.Contains(err.Error(), "defense, dueling, great-weapon-fighting, protection") {
		t.Errorf("a paladin's two-weapon fighting: error %v", err)
	}
	load(t, src("ranger"))
	load(t, src("fighter"))
}
