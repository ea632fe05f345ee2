package tactics_test

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
	"github.com/skirmish-rpg/skirmish/tactics"
)

func ip(v int) *int { return &v }

// melee4v4 is four fighters against four orcs on an open 12x8 map, with
// SRD-like stat blocks written inline.
func melee4v4() *battle.Encounter {
	sword := []battle.AttackSpec{{Name: "longsword", Bonus: ip(5), Damage: "1d8+3[slashing]"}}
	axe := []battle.AttackSpec{{Name: "greataxe", Bonus: ip(5), Damage: "1d12+3[slashing]"}}
	return &battle.Encounter{
		Map: battle.MapSpec{Size: "12x8", Difficult: []string{"F3-G5"}},
		Combatants: []battle.CombatantSpec{
			{Name: "Fighter", Kind: "character", Side: "party", Count: 4, At: battle.Squares{"B2", "B4", "B6", "B8"},
				AC: 16, HP: 20, Abilities: map[string]int{"str": 16, "dex": 12}, Attacks: sword},
			{Name: "Orc", Side: "orcs", Count: 4, At: battle.Squares{"K2", "K4", "K6", "K8"},
				AC: 13, HP: 15, Abilities: map[string]int{"str": 16, "dex": 12}, Attacks: axe},
		},
	}
}

// play lets the policy play a fight to its end.
func play(tb testing.TB, enc *battle.Encounter, seed uint64) *battle.Fight {
	f, err := battle.Start(enc, dice.NewPRNG(seed))
	if err != nil {
		tb.Fatal(err)
	}
	for n := 0; !f.State.Over; n++ {
		if n > 2000 {
			tb.Fatalf("seed %d: no end after 2000 commands", seed)
		}
		line := tactics.Simple(f.State, f.State.Current())
		if _, err := f.Do(line); err != nil {
			var re *battle.RuleError
			if !errors.As(err, &re) {
				tb.Fatal(err)
			}
			tb.Fatalf("seed %d: the policy's %q was refused: %v", seed, line, err)
		}
	}
	return f
}

// TestSimplePlaysToTheEnd: every seeded fight ends with a winner, the
// policy never asks for a refused command, and folding the log rebuilds
// the final state (DESIGN.md: the state is a fold of its events).
func TestSimplePlaysToTheEnd(t *testing.T) {
	wins := map[string]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		f := play(t, melee4v4(), seed)
		wins[f.State.Winner]++
		s, err := battle.New(melee4v4())
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range f.Log {
			if err := battle.Apply(s, e); err != nil {
				t.Fatal(err)
			}
		}
		if !reflect.DeepEqual(s.Combatants, f.State.Combatants) || s.Winner != f.State.Winner || s.Round != f.State.Round {
			t.Fatalf("seed %d: the fold of the log differs from the played state", seed)
		}
	}
	if wins["party"] == 0 || wins["orcs"] == 0 {
		t.Errorf("40 fights between even sides all went one way: %v", wins)
	}
}

// TestSimpleCloses: a creature out of reach moves toward the nearest foe
// and stops within reach to attack.
func TestSimpleCloses(t *testing.T) {
	enc := melee4v4()
	enc.Combatants[0].Initiative = ip(20)
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	cur := f.State.Current()
	line := tactics.Simple(f.State, cur)
	if want := fmt.Sprintf("%s move to", f.State.Combatants[cur].Name); len(line) < len(want) || line[:len(want)] != want {
		t.Fatalf("first command %q, want a move", line)
	}
}

// mounted is melee4v4 with two fighters riding: the first a warhorse it
// controls, the second a giant elk that acts independently (seed 003
// "Controlling a Mount").
func mounted() *battle.Encounter {
	enc := melee4v4()
	enc.Combatants[0].Count, enc.Combatants[0].At = 2, battle.Squares{"B2", "B4"}
	no := false
	hooves := []battle.AttackSpec{{Name: "hooves", Bonus: ip(6), Damage: "2d6+4[bludgeoning]"}}
	enc.Combatants = append(enc.Combatants,
		battle.CombatantSpec{Name: "Rider", Kind: "character", Side: "party", MountedOn: "Warhorse", AC: 16, HP: 20,
			Abilities: map[string]int{"str": 16, "dex": 12}, Attacks: enc.Combatants[0].Attacks},
		battle.CombatantSpec{Name: "Warhorse", Side: "party", At: battle.Squares{"A6"}, Size: "large", AC: 11, HP: 19, Speed: &battle.SpeedSpec{Walk: ip(60)}, Attacks: hooves},
		battle.CombatantSpec{Name: "Elk Rider", Kind: "character", Side: "party", MountedOn: "Giant Elk", Controlled: &no, AC: 16, HP: 20,
			Abilities: map[string]int{"str": 16, "dex": 12}, Attacks: enc.Combatants[0].Attacks},
		battle.CombatantSpec{Name: "Giant Elk", Side: "party", At: battle.Squares{"A1"}, Size: "huge", AC: 14, HP: 42, Speed: &battle.SpeedSpec{Walk: ip(60)}, Attacks: hooves},
	)
	return enc
}

// TestSimpleRides: a rider closes in by directing its controlled mount,
// and mounted fights play to their end without a refused command.
func TestSimpleRides(t *testing.T) {
	enc := mounted()
	enc.Combatants[2].Initiative = ip(30) // the Rider first
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	if line := tactics.Simple(f.State, f.State.Current()); len(line) < 17 || line[:17] != "Warhorse move to " {
		t.Errorf("the Rider's first command %q, want its Warhorse moving up to the orcs", line)
	}
	for seed := uint64(1); seed <= 20; seed++ {
		play(t, mounted(), seed)
	}
}

// BenchmarkFight4v4 plays one whole seeded 4-versus-4 melee fight with
// the built-in policy: the figure the combat issue asks for.
func BenchmarkFight4v4(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		play(b, melee4v4(), uint64(i%64)+1)
	}
}

// The policy moves with the creature's best speed: a harpy flies over the
// rubble that would stop it walking, a merrow swims its pool.
func TestSimpleUsesOtherSpeeds(t *testing.T) {
	claws := []battle.AttackSpec{{Name: "claws", Bonus: ip(3), Damage: "2d4+1[slashing]"}}
	enc := &battle.Encounter{
		Map: battle.MapSpec{Size: "12x4", Difficult: []string{"C1-H2"}, Water: []string{"A3-L4"}},
		Combatants: []battle.CombatantSpec{
			{Name: "Harpy", Side: "sky", At: battle.Squares{"A1"}, AC: 11, HP: 38, Initiative: ip(20),
				Speed: &battle.SpeedSpec{Walk: ip(20), Fly: 40}, Attacks: claws},
			{Name: "Merrow", Side: "sky", At: battle.Squares{"A4"}, AC: 13, HP: 45, Initiative: ip(19),
				Speed: &battle.SpeedSpec{Walk: ip(10), Swim: 40}, Attacks: claws},
			{Name: "Knight", Kind: "character", Side: "party", At: battle.Squares{"J2"}, AC: 18, HP: 52, Initiative: ip(1), Attacks: claws},
		},
	}
	f, err := battle.Start(enc, dice.NewPRNG(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := tactics.Simple(f.State, f.State.Current()); got != "Harpy fly to I1" {
		t.Errorf("Harpy: %q, want it to fly 40 ft over the rubble to I1", got)
	}
	f.Do("Harpy end turn")
	if got := tactics.Simple(f.State, f.State.Current()); got != "Merrow swim to I3" {
		t.Errorf("Merrow: %q, want it to swim 40 ft to I3", got)
	}
}

// A flyer left in the air by a script comes down to fight, and the fight
// ends (it used to hover out of reach for ever).
func TestSimpleBringsFlyersDown(t *testing.T) {
	claws := []battle.AttackSpec{{Name: "claws", Bonus: ip(3), Damage: "2d4+1[slashing]"}}
	enc := &battle.Encounter{
		Map: battle.MapSpec{Size: "8x4"},
		Combatants: []battle.CombatantSpec{
			{Name: "Harpy", Side: "sky", At: battle.Squares{"A1"}, AC: 11, HP: 38, Initiative: ip(20),
				Speed: &battle.SpeedSpec{Walk: ip(20), Fly: 40}, Attacks: claws},
			{Name: "Orc", Side: "orcs", At: battle.Squares{"H4"}, AC: 13, HP: 15, Initiative: ip(1), Attacks: claws},
		},
	}
	f, err := battle.Start(enc, dice.NewPRNG(3))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"Harpy fly up 30", "Harpy end turn"} {
		if _, err := f.Do(line); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; !f.State.Over; n++ {
		if n > 500 {
			t.Fatal("no end after 500 commands")
		}
		line := tactics.Simple(f.State, f.State.Current())
		if _, err := f.Do(line); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	}
}
