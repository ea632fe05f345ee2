package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// The map's light and the creatures' senses decide who sees whom (SRD 5.1
// "Vision and Light", which seed 001's "Unseen Attackers and Targets"
// relies on): an archer shooting into darkness it can't see has
// disadvantage; darkvision sees there as in dim light; a target that
// can't see its attacker gives the attacker advantage.
func TestLightAndSight(t *testing.T) {
	enc := func(archerSenses, orcSenses string) *battle.Encounter {
		return load(t, `
map: {size: 10x3, dark: [G1-J3], dim: [D1-D3]}
combatants:
  - {name: Archer, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20, `+archerSenses+`
     attacks: [{name: shortbow, bonus: 5, damage: "1d6+3[piercing]", range: 80/320}]}
  - {name: Orc, side: orcs, at: H2, ac: 13, hp: 30, initiative: 10, `+orcSenses+`
     attacks: [{name: javelin, bonus: 5, damage: "1d6+3[piercing]", range: 60/120, properties: [thrown]}]}
`)
	}
	cases := []struct {
		name, archer, orc string
		faces             []int
		want              []string // reasons of the Archer's attack
	}{
		// Neither sees in the dark: the Archer can't see the Orc in
		// darkness (disadvantage), and the Orc in darkness sees the
		// Archer in bright light: no advantage. Net disadvantage.
		{"into darkness", "", "", []int{15, 3}, []string{"attacker can't see target"}},
		// Darkvision 60 reaches the Orc 35 ft away: darkness is dim light
		// to it, enough to see.
		{"darkvision reaches", "senses: {darkvision: 60},", "", []int{5}, nil},
		// Darkvision 30 falls short of 35 ft.
		{"darkvision too short", "senses: {darkvision: 30},", "", []int{15, 3}, []string{"attacker can't see target"}},
		// Blindsight 40 perceives the Orc whatever the light.
		{"blindsight", "senses: {blindsight: 40},", "", []int{5}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := start(t, enc(tc.archer, tc.orc))
			evs := f.do("Archer attack Orc", tc.faces...)
			if got := evs[0].Reasons; !slices.Equal(got, tc.want) {
				t.Errorf("reasons %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("an attacker in the dark is unseen", func(t *testing.T) {
		// The Orc in darkness throws at the Archer in bright light; the
		// Archer can't see it: advantage for being unseen, and the Orc
		// sees the Archer fine.
		f := start(t, enc("", ""))
		f.do("Archer end turn")
		evs := f.do("Orc attack Archer", 4, 6)
		if got := evs[0].Reasons; !slices.Equal(got, []string{"target can't see attacker"}) || evs[0].Mode != "advantage" {
			t.Errorf("reasons %q mode %s, want advantage: the Archer can't see into the dark", got, evs[0].Mode)
		}
	})
}

// SRD 5.1 "Vision and Light": a wall between two creatures blocks sight,
// so no opportunity attack (a creature "you can see") and no Hide refusal.
func TestWallsBlockSight(t *testing.T) {
	f := start(t, load(t, `
map: {size: 6x3, walls: [C1-C3]}
combatants:
  - {name: Rogue, kind: character, side: party, at: B2, ac: 15, hp: 20, initiative: 20, skills: {stealth: 5},
     attacks: [{name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]}
  - {name: Orc, side: orcs, at: E2, ac: 13, hp: 30, initiative: 10, attacks: [{name: axe, bonus: 5, damage: "1d12+3"}]}
`))
	evs := f.do("Rogue hide", 10)
	if last := evs[len(evs)-1]; last.Type != battle.EvHidden || n(last.Total) != 15 {
		t.Fatalf("hide: %+v", last)
	}
}

// SRD 5.1 "Hiding": a creature can't hide from a foe that sees it; in
// darkness the foe can't see into, it can. Seed 001 "Hide".
func TestHideNeedsDarknessOrCover(t *testing.T) {
	enc := func(rogueAt, orcSenses string) *battle.Encounter {
		return load(t, `
map: {size: 8x3, dark: [A1-B3]}
combatants:
  - {name: Rogue, kind: character, side: party, at: `+rogueAt+`, ac: 15, hp: 20, initiative: 20, skills: {stealth: 5},
     attacks: [{name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]}
  - {name: Orc, side: orcs, at: H2, ac: 13, hp: 30, initiative: 10, `+orcSenses+` attacks: [{name: axe, bonus: 5, damage: "1d12+3"}]}
`)
	}
	t.Run("in bright light, seen", func(t *testing.T) {
		f := start(t, enc("D2", ""))
		if err := f.refuse("Rogue hide", battle.CodeCannot); !strings.Contains(err.Error(), "Orc sees it") {
			t.Errorf("refusal %q does not name the Orc", err)
		}
	})
	t.Run("in darkness", func(t *testing.T) {
		f := start(t, enc("A2", ""))
		f.do("Rogue hide", 10)
		if f.c("Rogue").Hidden != 15 {
			t.Errorf("Rogue hidden %d, want 15", f.c("Rogue").Hidden)
		}
	})
	t.Run("in darkness, but the Orc has darkvision", func(t *testing.T) {
		f := start(t, enc("A2", "senses: {darkvision: 60},"))
		f.refuse("Rogue hide", battle.CodeCannot)
	})
}

// SRD 5.1 "Passive Checks" and "Vision and Light": a hider in dim light is
// lightly obscured, so a foe's passive Perception counts 5 less against
// it, and an attack from hiding gets advantage it would not get in the open.
func TestDimLightAndPassivePerception(t *testing.T) {
	f := start(t, load(t, `
map: {size: 8x3, walls: [C1, C3], dim: [A1-B3]}
combatants:
  - {name: Rogue, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20, skills: {stealth: 2},
     attacks: [{name: shortbow, bonus: 5, damage: "1d6+3[piercing]", range: 80/320}]}
  - {name: Orc, side: orcs, at: H1, ac: 13, hp: 30, initiative: 10, skills: {perception: 3},
     attacks: [{name: axe, bonus: 5, damage: "1d12+3"}]}
`))
	f.do("dm cover Rogue three-quarters")
	f.do("Rogue hide", 10) // Stealth 12 against passive Perception 13, or 8 in dim light
	f.do("dm cover Rogue none")
	f.do("Rogue end turn")
	f.do("Orc end turn")
	evs := f.do("Rogue attack Orc", 3, 5)
	if evs[0].Mode != "advantage" || !slices.Contains(evs[0].Reasons, "target can't see attacker") {
		t.Errorf("attack mode %s reasons %q: the Orc's passive 13-5 misses the Rogue's 12", evs[0].Mode, evs[0].Reasons)
	}
}

// SRD 5.1 "Truesight": a creature with truesight sees an invisible one
// within range, so the invisibility gives no advantage or disadvantage.
func TestTruesightSeesInvisible(t *testing.T) {
	f := start(t, load(t, `
combatants:
  - {name: Wizard, kind: character, side: party, at: A2, ac: 12, hp: 20, initiative: 20, conditions: [invisible],
     attacks: [{name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]}
  - {name: Devil, side: fiends, at: B2, ac: 15, hp: 30, initiative: 10, senses: {truesight: 120},
     attacks: [{name: claw, bonus: 5, damage: "1d8+3"}]}
`))
	evs := f.do("Wizard attack Devil", 2)
	if evs[0].Mode != "normal" {
		t.Errorf("mode %s reasons %q: truesight sees the invisible Wizard", evs[0].Mode, evs[0].Reasons)
	}
}
