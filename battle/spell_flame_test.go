package battle_test

import (
	"slices"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/grid"
)

// SRD 5.1 Produce Flame: the flame in the caster's hand "sheds bright
// light in a 10-foot radius and dim light for an additional 10 feet" for
// the duration (10 minutes), and "You can also attack with the flame,
// although doing so ends the spell ... as an action on a later turn, you
// can hurl the flame at a creature within 30 feet of you." In a dark
// cave, the Druid's held flame lights 10 ft brightly and 20 ft dimly: the
// Goblin 20 ft away is seen, and the hurl on the next turn has no
// disadvantage; hurled, the flame is gone and the cave dark again, so a
// second cast at the Goblin is made unseeing.
func TestProduceFlameLight(t *testing.T) {
	f := start(t, load(t, `
map: {size: 16x3, dark: [A1-P3]}
combatants:
  - {name: Druid, kind: character, side: party, at: A2, ac: 12, hp: 11, initiative: 20, abilities: {wis: 16},
     spellcasting: {ability: wis, level: 1, spells: [produce flame]}}
  - {name: Goblin, side: goblins, at: E2, ac: 15, hp: 30, initiative: 10, senses: {darkvision: 60},
     attacks: [{name: scimitar, bonus: 4, damage: "1d6+2[slashing]"}]}
`))
	sq := func(s string) grid.Square { q, _ := grid.ParseSquare(s); return q }
	if f.State.LightAt(sq("C2")) != grid.Dark {
		t.Fatal("the cave is lit before the flame")
	}
	evs := f.do("Druid cast produce flame")
	wantTypes(t, evs, battle.EvCast, battle.EvEffect)
	if ef := f.State.Effects[0]; ef.Target != "Druid" || ef.Ends != "start" || ef.Round != 101 {
		t.Errorf("the held flame: %+v, want until the start of the Druid's turn in round 101 (10 minutes, 100 rounds from the next)", ef)
	}
	for at, want := range map[string]grid.Light{"A2": grid.Bright, "C2": grid.Bright, "D2": grid.Dim, "E2": grid.Dim, "F2": grid.Dark} {
		if got := f.State.LightAt(sq(at)); got != want {
			t.Errorf("light at %s: %v, want %v", at, got, want)
		}
	}
	f.do("Druid end turn")
	f.do("Goblin end turn")
	evs = f.do("Druid cast produce flame at Goblin", 15, 6) // the Goblin in dim light: seen
	if a := one(t, evs, battle.EvAttack); a.Mode != "normal" || yes(a.Hit) != "true" {
		t.Errorf("the hurl: %+v", a)
	}
	if len(f.State.Effects) != 0 || f.State.LightAt(sq("C2")) != grid.Dark {
		t.Errorf("the hurled flame still lights the cave: %+v", f.State.Effects)
	}
	f.do("Druid end turn")
	f.do("Goblin end turn")
	evs = f.do("Druid cast produce flame at Goblin", 15, 4)
	if a := one(t, evs, battle.EvAttack); a.Mode != "disadvantage" || !slices.Contains(a.Reasons, "attacker can't see target") {
		t.Errorf("a hurl into the dark: %+v", a)
	}
}
