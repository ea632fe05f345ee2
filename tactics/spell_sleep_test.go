package tactics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// Sleep (SRD 5.1: "Roll 5d8; the total is how many hit points of
// creatures this spell can affect. Creatures within 20 feet of a point
// you choose within range are affected in ascending order of their
// current hit points [...] Undead and creatures immune to being charmed
// aren't affected by this spell") is cast where it puts the most foes to
// sleep and never where any roll could reach an ally: it knows no friend
// from foe.
//
//   - Three goblins (7 hit points each) together: a sleep catching all
//     three, rather than a fire bolt at one.
//   - A wounded fighter (5 hit points) beside them would be the first to
//     fall asleep: no point that catches him.
//   - A fighter with 40 hit points beside them is beyond any roll once the
//     goblins' 21 are spent (5d8 is at most 40): the spell is cast, and
//     he stays awake.
//   - Skeletons (undead) are not affected, and an ogre (59 hit points) is
//     beyond any roll: no sleep, the fire bolt.
func TestSleepWhereItDropsTheMostFoes(t *testing.T) {
	const scene = `
map: {size: 20x12}
combatants:
  - {name: Wizard, kind: character, side: party, at: A6, ac: 12, hp: 24, abilities: {dex: 14, int: 16}, initiative: 20,
     spellcasting: {ability: int, level: 1, slots: {1: 2}, spells: [fire bolt, sleep]}}
  - {name: Fighter, kind: character, side: party, at: I6, ac: 16, hp: HP, max_hp: 40, initiative: 10,
     attacks: [{name: greatsword, bonus: 5, damage: "2d6+3[slashing]"}]}
  - FOES
`
	goblins := "{template: goblin, side: monsters, count: 3, at: [J5, J6, K6], initiative: 1}"
	for _, tc := range []struct {
		name, hp, foes string
		sleep          bool
	}{
		{"three goblins", "40", goblins, true},
		{"a wounded fighter beside them", "5", goblins, false},
		{"a healthy fighter beside them", "40", goblins, true},
		{"skeletons", "40", "{template: skeleton, side: monsters, count: 3, at: [J5, J6, K6], initiative: 1}", false},
		{"an ogre", "40", "{template: ogre, side: monsters, at: J5, initiative: 1}", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.NewReplacer("HP", tc.hp, "FOES", tc.foes).Replace(scene)
			if tc.name == "three goblins" {
				text = strings.Replace(text, "at: I6", "at: A2", 1) // the fighter away
			}
			for seed := range uint64(5) {
				f := startAt(t, text, "Wizard", seed)
				ch := tactics.New(seed).Next(f.State, 0)
				cast := strings.HasPrefix(ch.Line, "Wizard cast sleep at ")
				if !tc.sleep {
					if !strings.HasPrefix(ch.Line, "Wizard cast fire bolt") && !(tc.hp == "5" && cast) {
						t.Fatalf("seed %d: the wizard chose %q (%s), want its fire bolt", seed, ch.Line, ch.Why)
					}
				} else if !cast {
					t.Fatalf("seed %d: the wizard chose %q (%s), want sleep", seed, ch.Line, ch.Why)
				}
				if !cast {
					continue
				}
				do(t, f, ch.Line)
				caught := caughtBy(f)
				if tc.sleep && (!slices.Contains(caught, "Goblin 1") || !slices.Contains(caught, "Goblin 2") || !slices.Contains(caught, "Goblin 3")) {
					t.Errorf("seed %d: %q (%s) caught %v, not the three goblins", seed, ch.Line, ch.Why, caught)
				}
				if f.State.Combatants[1].Conds.Has(rules.Unconscious) || tc.hp == "5" && slices.Contains(caught, "Fighter") {
					t.Errorf("seed %d: %q (%s) caught %v: the fighter falls asleep", seed, ch.Line, ch.Why, caught)
				}
			}
		})
	}
}

// A sleeper is out of the fight "until the spell ends, the sleeper takes
// damage, or someone uses an action to shake or slap the sleeper awake"
// (SRD 5.1 "Sleep"): an ogre beside a sleeping goblin, with no foe it
// could strike this turn, shakes it awake with its action.
func TestSleeperShakenAwake(t *testing.T) {
	f := startAt(t, `
map: {size: 24x8}
combatants:
  - {name: Wizard, kind: character, side: party, at: A4, ac: 12, hp: 24, abilities: {int: 16}, initiative: 20,
     spellcasting: {ability: int, level: 1, slots: {1: 2}, spells: [fire bolt, sleep]}}
  - {template: goblin, side: monsters, at: Q4, hp: 3, initiative: 5}
  - {template: ogre, side: monsters, at: R4, speed: 20, initiative: 1}
`, "Wizard", 1)
	do(t, f, "Wizard cast sleep at P4")
	if !f.State.Asleep(1) {
		t.Fatal("the goblin is not asleep")
	}
	for f.State.Current() != 2 {
		do(t, f, f.State.Combatants[f.State.Current()].Name+" end turn")
	}
	if lines := turnOf(t, f, 2); !slices.Contains(lines, "Ogre wake Goblin") {
		t.Errorf("the ogre's turn: %q; want it to shake the goblin awake", lines)
	}
	if f.State.Asleep(1) {
		t.Error("the goblin sleeps on")
	}
}

// orcAsleep starts a scene of a wizard who has just put an orc (15 hit
// points) to sleep with Sleep at G4, beside a goblin (30 hit points,
// beyond the roll) at goblinAt, and ends its turn: the turn of striker,
// the line of one more party member (initiative 19), is next. then is run
// before the wizard's turn ends, when given.
func orcAsleep(t *testing.T, striker, goblinAt, then string) *battle.Fight {
	t.Helper()
	f := startAt(t, `
map: {size: 24x8}
combatants:
  - {name: Wizard, kind: character, side: party, at: A4, ac: 12, hp: 24, abilities: {int: 16}, initiative: 20,
     spellcasting: {ability: int, level: 1, slots: {1: 2}, spells: [sleep]}}
  - `+striker+`
  - {template: orc, name: Orc, side: monsters, at: G4, hp: 15, initiative: 5}
  - {template: goblin, name: Goblin, side: monsters, at: `+goblinAt+`, hp: 30, initiative: 1}
`, "Wizard", 1)
	do(t, f, "Wizard cast sleep at G4") // the orc's 15 hit points first; the goblin's 30 beyond the roll
	if !f.State.Asleep(2) || f.State.Asleep(3) {
		t.Fatalf("asleep: orc %v, goblin %v; want the orc alone", f.State.Asleep(2), f.State.Asleep(3))
	}
	if then != "" {
		do(t, f, then)
	}
	do(t, f, "Wizard end turn")
	return f
}

// A blow that leaves a sleeper standing wakes it (SRD 5.1 Sleep: "until
// ... the sleeper takes damage"): a fighter beside a sleeping orc (15 hit
// points: a longsword's critical hit, 2d8 + 3, leaves it standing) and an
// awake goblin strikes the goblin, though the sleeper is the easier
// target (advantage, every hit a critical one). With the goblin dead, it
// strikes the sleeper.
func TestNoBlowWakesASleeperWhileAnotherFoeIsAwake(t *testing.T) {
	const fighter = `{name: Fighter, kind: character, side: party, at: F4, ac: 18, hp: 40, initiative: 19, abilities: {str: 16}, weapons: [longsword]}`
	for _, tc := range []struct {
		name, then, want string
	}{
		{"the goblin awake", "", "Fighter attack Goblin with longsword"},
		{"the goblin dead", "dm hp Goblin 0", "Fighter attack Orc with longsword"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := orcAsleep(t, fighter, "G5", tc.then)
			if lines := turnOf(t, f, 1); len(lines) == 0 || lines[0] != tc.want {
				t.Errorf("the fighter's turn: %q; want %q first", lines, tc.want)
			}
		})
	}
}

// The same holds for an attack cantrip: a sorcerer's Fire Bolt (2d10 at
// range, SRD 5.1) goes at the awake goblin, not at the sleeping orc a
// bolt would wake.
func TestNoFireBoltWakesASleeperWhileAnotherFoeIsAwake(t *testing.T) {
	f := orcAsleep(t, `{name: Sorc, kind: character, side: party, at: B6, ac: 12, hp: 24, abilities: {cha: 16}, initiative: 19,
     spellcasting: {ability: cha, level: 1, slots: {1: 2}, spells: [fire bolt]}}`, "G7", "")
	if lines := turnOf(t, f, 1); len(lines) == 0 || lines[0] != "Sorc cast fire bolt on Goblin" {
		t.Errorf("the sorcerer's turn: %q; want its Fire Bolt on the goblin", lines)
	}
}

// And for an off-hand blow (seed 001 "Two-Weapon Fighting"): after its
// first shortsword on the awake goblin, the fighter's off-hand blow goes
// at the goblin again, not at the sleeping orc beside it.
func TestNoOffhandBlowWakesASleeperWhileAnotherFoeIsAwake(t *testing.T) {
	f := orcAsleep(t, `{name: Fighter, kind: character, side: party, at: F4, ac: 18, hp: 40, initiative: 19, abilities: {str: 12, dex: 16}, weapons: [shortsword, shortsword]}`, "G5", "")
	do(t, f, "Fighter attack Goblin with shortsword")
	lines := turnOf(t, f, 1)
	if len(lines) == 0 || lines[0] != "Fighter attack Goblin with shortsword offhand" {
		t.Errorf("the fighter's turn after its first blow: %q; want its off-hand blow on the goblin", lines)
	}
}
