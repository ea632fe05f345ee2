package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 003 "Underwater Combat", rule by rule, in a flooded room where
// every square is deep water.
func TestUnderwaterCombat(t *testing.T) {
	enc := func(hero, foe string) *battle.Encounter {
		return load(t, `
map: {size: 12x3, deep_water: [A1-L3]}
combatants:
  - {name: Diver, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20, `+hero+`}
  - {name: Shark, side: sea, at: B2, ac: 12, hp: 30, initiative: 10, speed: {walk: 0, swim: 40}, `+foe+`
     attacks: [{name: bite, bonus: 5, damage: "1d8+3[piercing]"}]}
`)
	}
	const dis = "underwater melee without a swimming speed"
	cases := []struct {
		name, hero string
		line       string
		faces      []int
		want       []string
	}{
		{"longsword without a swim speed", `attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]`,
			"Diver attack Shark", []int{2, 3}, []string{dis}},
		{"a dagger works underwater", `attacks: [{name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]`,
			"Diver attack Shark", []int{2}, nil},
		{"a trident works underwater", `attacks: [{name: Sea Trident, bonus: 5, damage: "1d6+3[piercing]"}]`,
			"Diver attack Shark", []int{2}, nil},
		{"a swim speed frees any weapon", `speed: {walk: 30, swim: 30}, attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]`,
			"Diver attack Shark", []int{2}, nil},
		{"a longbow underwater", `attacks: [{name: longbow, bonus: 5, damage: "1d8+3[piercing]", range: 150/600}]`,
			"Diver attack Shark", []int{2, 3}, []string{"ranged attack, target within 5 ft", "underwater ranged attack"}},
		{"a crossbow underwater", `attacks: [{name: light crossbow, bonus: 5, damage: "1d8+3[piercing]", range: 80/320}]`,
			"Diver attack Shark", []int{2, 3}, []string{"ranged attack, target within 5 ft"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, enc(tc.hero, ""))
			evs := f.do(tc.line, tc.faces...)
			if got := evs[0].Reasons; !slices.Equal(got, tc.want) {
				t.Errorf("reasons %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("beyond normal range: an automatic miss", func(t *testing.T) {
		f := start(t, load(t, `
map: {size: 30x3, deep_water: [A1-AD3]}
combatants:
  - {name: Diver, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20,
     attacks: [{name: light crossbow, bonus: 5, damage: "1d8+3[piercing]", range: 80/320}]}
  - {name: Shark, side: sea, at: AA2, ac: 12, hp: 30, initiative: 10, attacks: [{name: bite, bonus: 5, damage: "1d8+3"}]}
`))
		evs := f.do("Diver attack Shark") // no die is rolled
		if e := evs[0]; *e.Hit || len(e.D20) != 0 || !strings.Contains(e.Text, "automatic miss") {
			t.Errorf("attack %+v: want an automatic miss without a roll", e)
		}
	})
	t.Run("immersed creatures resist fire", func(t *testing.T) {
		f := start(t, enc(`attacks: [{name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]`, ""))
		evs := f.do("dm damage Shark 9 fire")
		if e := evs[0]; n(e.Amount) != 4 {
			t.Errorf("fire damage to an immersed Shark: %d, want 9 halved to 4", n(e.Amount))
		}
	})
}

// Shallow water is not immersion: no underwater rules, no fire resistance.
func TestShallowWaterIsNotUnderwater(t *testing.T) {
	f := start(t, load(t, `
map: {size: 4x3, water: [A1-D3]}
combatants:
  - {name: Diver, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Shark, side: sea, at: B2, ac: 12, hp: 30, initiative: 10, attacks: [{name: bite, bonus: 5, damage: "1d8+3"}]}
`))
	if evs := f.do("Diver attack Shark", 2); evs[0].Mode != "normal" {
		t.Errorf("attack in shallow water: %s %q", evs[0].Mode, evs[0].Reasons)
	}
	if evs := f.do("dm damage Shark 9 fire"); n(evs[0].Amount) != 9 {
		t.Errorf("fire in shallow water: %d, want 9", n(evs[0].Amount))
	}
}
