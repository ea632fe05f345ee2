package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// speedsFight is a strip of map with water in the middle, a flyer and a
// goblin.
func speedsFight(t *testing.T, hero, extra string) *fight {
	t.Helper()
	return start(t, load(t, `
map: {size: 12x3, water: [C1-F3], difficult: [H1-J3]}
combatants:
  - {name: Hero, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20, `+hero+`
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Goblin, side: gobs, at: L3, ac: 13, hp: 7, initiative: 10, attacks: [{name: spear, bonus: 4, damage: "1d6+2[piercing]"}]}
`+extra))
}

// SRD 5.1 "Climbing, Swimming, and Crawling": each foot of swimming costs
// 1 extra foot, unless the creature has a swimming speed.
func TestSwimmingCostsExtra(t *testing.T) {
	f := speedsFight(t, "", "")
	evs := f.do("Hero move to D2") // B2 5, C2 10, D2 10
	if n(evs[0].Cost) != 25 {
		t.Errorf("walking into water: %d ft, want 25", n(evs[0].Cost))
	}
	f = speedsFight(t, "speed: {walk: 30, swim: 30},", "")
	if evs := f.do("Hero move to C2"); n(evs[0].Cost) != 10 {
		t.Errorf("walking into water with a swim speed: %d ft, want 10", n(evs[0].Cost))
	}
	evs = f.do("Hero swim to F2")
	if n(evs[0].Cost) != 15 || evs[0].Action != "swim" || !strings.Contains(evs[0].Text, "swims") {
		t.Errorf("swimming with a swim speed: %d ft (%s), want 15", n(evs[0].Cost), evs[0].Text)
	}
	// Swimming stays in the water: the far bank is out of the swim's reach.
	if err := f.refuse("Hero swim to G2", battle.CodeMovement); !strings.Contains(err.Error(), "G2") {
		t.Errorf("refusal %q", err)
	}
}
