package tactics_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/tactics"
)

// A thrown weapon leaves the hand (seed 003 "Ranged Attacks": "hurl a
// handaxe"; battle/weapon_thrown.go). A fighter whose one handaxe is its
// only melee weapon does not throw it at an orc that will be on it before
// its next turn, leaving it to punch: it closes in and strikes (it does
// not keep away as one that fights from afar would). It does
// when the throw is worth more — the orc one hit from dropping — or costs
// nothing: it holds a second handaxe, or the orc can't reach it.
func TestNoCarelessLastThrow(t *testing.T) {
	scene := func(fighter, orc string) string {
		return `
map: {size: 20x6}
combatants:
  - {name: Fighter, kind: character, side: party, at: A3, ac: 16, hp: 30, initiative: 20, abilities: {str: 16}, ` + fighter + `}
  - {name: Orc, side: orcs, ` + orc + `, ac: 13, initiative: 1, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`
	}
	for _, tc := range []struct {
		name, fighter, orc string
		throws, closes     bool
	}{
		{"its only handaxe, the orc 20 ft off", "weapons: [handaxe]", "at: E3, hp: 30", false, true},
		{"its only handaxe, the orc 25 ft off and it slow", "weapons: [handaxe], speed: 10", "at: F3, hp: 30", false, false},
		{"the orc one hit from dropping, out of its reach", "weapons: [handaxe], speed: 10", "at: F3, hp: 2", true, false},
		{"a second handaxe", "weapons: [handaxe, handaxe]", "at: E3, hp: 30", true, false},
		{"the orc too slow to reach it", "weapons: [handaxe]", "at: E3, hp: 30, speed: 5", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := startAt(t, scene(tc.fighter, tc.orc), "Fighter", 1)
			lines := turnOf(t, f, 0)
			if thrown := hasLine(lines, "Fighter attack Orc with thrown handaxe"); thrown != tc.throws {
				t.Errorf("threw its handaxe: %v, want %v (its turn: %q)", thrown, tc.throws, lines)
			}
			if tc.closes && !hasLine(lines, "Fighter attack Orc with handaxe") {
				t.Errorf("it should close in and strike with its handaxe: %q", lines)
			}
		})
	}
}

// After its throw the handaxe lies by the orc (battle/weapon_thrown.go):
// the fighter, whose fist is all it holds, walks to it and picks it up
// with its free object interaction (recover.go), as it does a weapon a
// fumble dropped.
func TestTakesItsThrownWeaponBack(t *testing.T) {
	const scene = `
map: {size: 20x6}
combatants:
  - {name: Fighter, kind: character, side: party, at: A3, ac: 16, hp: 30, initiative: 20, abilities: {str: 16},
     weapons: [handaxe]}
  - {name: Orc, side: orcs, at: E3, hp: 2, ac: 13, initiative: 1, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
  - {name: Orc 2, side: orcs, at: T6, hp: 30, ac: 13, initiative: 1, speed: 5, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`
	f := startAt(t, scene, "Fighter", 1)
	do(t, f, "Fighter attack Orc with thrown handaxe")
	if len(f.State.Combatants[0].Dropped) != 1 {
		t.Fatalf("the handaxe did not land: %+v", f.State.Combatants[0].Dropped)
	}
	p := tactics.New(1)
	ch := p.Next(f.State, 0)
	if !strings.HasPrefix(ch.Line, "Fighter move ") {
		t.Fatalf("the fighter's next command: %q (%s); want a walk to its handaxe", ch.Line, ch.Why)
	}
	do(t, f, ch.Line)
	if ch := p.Next(f.State, 0); ch.Line != "Fighter pick up handaxe" {
		t.Errorf("beside its handaxe: %q (%s); want it picked up", ch.Line, ch.Why)
	}
}

// Seed 001 "Two-Weapon Fighting": "If either weapon has the thrown
// property, you can throw the weapon, instead of making a melee attack
// with it." With two handaxes and a goblin out of reach, the off-hand
// handaxe is thrown at it (the engine allows it: State.MayOffhand), and
// not the last one.
func TestThrowsTheOffhandHandaxe(t *testing.T) {
	const scene = `
map: {size: 20x6}
combatants:
  - {name: Fighter, kind: character, side: party, at: A3, ac: 16, hp: 30, initiative: 20, abilities: {str: 16},
     weapons: [handaxe, handaxe]}
  - {name: Orc, side: orcs, at: B3, hp: 40, ac: 13, initiative: 1, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
  - {name: Goblin, side: orcs, at: E3, hp: 3, ac: 12, initiative: 1, attacks: [{name: scimitar, bonus: 4, damage: "1d6+2[slashing]"}]}
`
	f := startAt(t, scene, "Fighter", 1)
	do(t, f, "Fighter attack Orc with handaxe")
	ch := tactics.New(1).Next(f.State, 0)
	if ch.Line != "Fighter attack Goblin with thrown handaxe offhand" {
		t.Errorf("after its blow: %q (%s); want the off-hand handaxe thrown at the goblin", ch.Line, ch.Why)
	}
}

// The Attack action's later attacks throw a weapon only as often as it
// holds one (battle.State.Throws): one javelin and Extra Attack twice are
// one throw, not three. Weighed as three throws, the javelin went from
// 20 ft; counted as one, the fighter walks up (the orc is slow: it can)
// and strikes three times with it.
func TestOneJavelinIsOneThrow(t *testing.T) {
	const scene = `
map: {size: 20x6}
combatants:
  - {name: Fighter, kind: character, side: party, at: A3, ac: 16, hp: 30, initiative: 20, abilities: {str: 18, dex: 12},
     extra_attacks: 2, weapons: [javelin, shortbow]}
  - {name: Orc, side: orcs, at: F3, hp: 60, ac: 13, initiative: 1, speed: 5, attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`
	f := startAt(t, scene, "Fighter", 1)
	lines := turnOf(t, f, 0)
	if hasLine(lines, "Fighter attack Orc with thrown javelin") || !hasLine(lines, "Fighter attack Orc with javelin") {
		t.Errorf("its turn: %q; want it to close in and strike with its javelin", lines)
	}
}
