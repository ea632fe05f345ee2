package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Seed 001 "Using Different Speeds", its own example: with a speed of 30
// and a flying speed of 60, fly 20 feet, walk 10 feet, then fly 30 more.
// Whenever it switches, what it has moved comes off the new speed.
func TestSwitchingSpeeds(t *testing.T) {
	f := start(t, load(t, `
map: {size: 20x1}
combatants:
  - {name: Hero, kind: character, side: party, at: A1, ac: 15, hp: 20, initiative: 20, speed: {walk: 30, fly: 60}}
  - {name: Goblin, side: gobs, at: T1, ac: 13, hp: 7, initiative: 10}
`))
	if evs := f.do("Hero fly to E1"); n(evs[0].Cost) != 20 || evs[0].Action != "fly" {
		t.Fatalf("fly 20: %+v", evs[0])
	}
	f.do("Hero move to G1")
	if err := f.refuse("Hero move to H1", battle.CodeMovement); !strings.Contains(err.Error(), "walking speed of 30 ft leaves none") {
		t.Errorf("walking after 30 ft moved: %q", err)
	}
	f.do("Hero fly to M1")
	if err := f.refuse("Hero fly to N1", battle.CodeMovement); !strings.Contains(err.Error(), "flying speed of 60 ft leaves none") {
		t.Errorf("flying after 60 ft moved: %q", err)
	}
	if f.c("Hero").At.String() != "M1" || f.c("Hero").Turn.Moved != 60 {
		t.Errorf("Hero at %s having moved %d ft", f.c("Hero").At, f.c("Hero").Turn.Moved)
	}
}

// A creature without a flying or burrowing speed can't use one.
func TestMissingSpeedRefused(t *testing.T) {
	f := speedsFight(t, "", "")
	for _, line := range []string{"Hero fly to B2", "Hero fly up 10", "Hero burrow to B2"} {
		if err := f.refuse(line, battle.CodeCannot); !strings.Contains(err.Error(), "has no") {
			t.Errorf("%s: %q", line, err)
		}
	}
}

// Seed 001 "Difficult Terrain" is a matter of the ground: a flyer or a
// burrower passes over or under it at no extra cost, a walker pays double.
func TestFlyingAndBurrowingIgnoreDifficultTerrain(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x3, difficult: [B1-K3]}
combatants:
  - {name: Hawk, side: party, at: A1, ac: 13, hp: 7, initiative: 20, speed: {walk: 10, fly: 60}}
  - {name: Mole, side: party, at: A2, ac: 13, hp: 7, initiative: 19, speed: {walk: 10, burrow: 20}}
  - {name: Goblin, side: gobs, at: L3, ac: 13, hp: 7, initiative: 10}
`))
	if evs := f.do("Hawk fly to F1"); n(evs[0].Cost) != 25 {
		t.Errorf("flying over difficult terrain: %d ft, want 25", n(evs[0].Cost))
	}
	f.do("Hawk end turn")
	if evs := f.do("Mole burrow to E2"); n(evs[0].Cost) != 20 {
		t.Errorf("burrowing under difficult terrain: %d ft, want 20", n(evs[0].Cost))
	}
	if err := f.refuse("Mole move to C2", battle.CodeMovement); !strings.Contains(err.Error(), "walking speed of 10 ft leaves none") {
		t.Errorf("walking after burrowing 20: %q", err)
	}
}

const harpyAndGuard = `
combatants:
  - {name: Harpy, side: sky, at: B2, ac: 11, hp: 38, initiative: 20, speed: {walk: 20, fly: 40},
     attacks: [{name: claws, bonus: 3, damage: "2d4+1[slashing]"}]}
  - {name: Guard, kind: character, side: party, at: C2, ac: 16, hp: 11, initiative: 10,
     attacks: [{name: spear, bonus: 3, damage: "1d6+1[piercing]"}]}
`

// Height counts in distance: a flyer 5 ft up is within a Medium foe's 5-ft
// reach, 10 ft up it is not (DMG "Playing on a Grid": height is a third
// axis counted like the other two). Rising out of reach provokes an
// opportunity attack like any move out of reach (seed 001 "Opportunity
// Attacks").
func TestFlyingHeightAndReach(t *testing.T) {
	f := start(t, load(t, harpyAndGuard))
	if evs := f.do("Harpy fly up 5"); f.c("Harpy").Alt != 5 || n(evs[0].Alt) != 5 || n(evs[0].Cost) != 5 {
		t.Fatalf("fly up 5: %+v", evs[0])
	}
	evs := f.do("Harpy fly up 5", 2) // the Guard's spear: 2+3 misses AC 11
	if evs[0].Type != battle.EvAttack || evs[0].Actor != "Guard" || yes(evs[0].Reaction) != "true" {
		t.Fatalf("rising out of reach: %s want the Guard's opportunity attack first", texts(evs))
	}
	if f.c("Harpy").Alt != 10 {
		t.Errorf("Harpy at %d ft, want 10", f.c("Harpy").Alt)
	}
	f.do("Harpy end turn")
	if err := f.refuse("Guard attack Harpy", battle.CodeOutOfReach); !strings.Contains(err.Error(), "10 ft") {
		t.Errorf("10 ft up: %q", err)
	}
	f.do("Guard end turn")
	f.do("Harpy fly down 5")
	f.do("Harpy end turn")
	f.do("Guard attack Harpy", 2) // 5 ft up: within reach again
}

// Seed 001 "Flying Movement": a flyer knocked prone, held at speed 0 or
// killed falls, unless it can hover; SRD 5.1 "Falling": 1d6 bludgeoning
// per 10 ft fallen, and it lands prone.
func TestFlyersFall(t *testing.T) {
	enc := func(speed string) *battle.Encounter {
		return load(t, `
combatants:
  - {name: Hawk, kind: character, side: party, at: B2, ac: 13, hp: 20, initiative: 20, speed: `+speed+`}
  - {name: Goblin, side: gobs, at: F2, ac: 13, hp: 7, initiative: 10}
`)
	}
	t.Run("knocked prone", func(t *testing.T) {
		f := start(t, enc("{walk: 10, fly: 60}"))
		f.do("Hawk fly up 25")
		evs := f.do("dm condition Hawk +prone", 3, 4) // 25 ft: 2d6
		var fell bool
		for _, e := range evs {
			fell = fell || e.Type == battle.EvMove && e.Action == "fall"
		}
		h := f.c("Hawk")
		if !fell || h.Alt != 0 || h.HP.Current != 13 || !h.Conds.Has(rules.Prone) {
			t.Errorf("Hawk %d ft up, %d HP, %s:\n%s want a 25 ft fall for 2d6 = 7", h.Alt, h.HP.Current, h.Conds, texts(evs))
		}
	})
	t.Run("restrained: speed 0", func(t *testing.T) {
		f := start(t, enc("{walk: 10, fly: 60}"))
		f.do("Hawk fly up 10")
		evs := f.do("dm condition Hawk +restrained", 6)
		if h := f.c("Hawk"); h.Alt != 0 || h.HP.Current != 14 || !h.Conds.Has(rules.Prone) {
			t.Errorf("restrained flyer:\n%s", texts(evs))
		}
	})
	t.Run("a hoverer stays up", func(t *testing.T) {
		f := start(t, enc("{walk: 10, fly: 60, hover: true}"))
		f.do("Hawk fly up 10")
		f.do("dm condition Hawk +prone")
		if f.c("Hawk").Alt != 10 {
			t.Errorf("hovering Hawk fell to %d ft", f.c("Hawk").Alt)
		}
	})
	t.Run("a dead hoverer falls", func(t *testing.T) {
		f := start(t, load(t, `
combatants:
  - {name: Wisp, side: sky, at: B2, ac: 13, hp: 5, initiative: 20, speed: {walk: 0, fly: 50, hover: true}}
  - {name: Archer, kind: character, side: party, at: F2, ac: 13, hp: 7, initiative: 10}
`))
		f.do("Wisp fly up 30")
		f.do("dm damage Wisp 5")
		if f.c("Wisp").Alt != 0 || !f.c("Wisp").Dead {
			t.Errorf("dead Wisp at %d ft", f.c("Wisp").Alt)
		}
	})
	t.Run("under 10 ft: no damage", func(t *testing.T) {
		f := start(t, enc("{walk: 10, fly: 60}"))
		f.do("Hawk fly up 5")
		f.do("dm condition Hawk +prone")
		if f.c("Hawk").Alt != 0 || f.c("Hawk").HP.Current != 20 {
			t.Errorf("5 ft fall: %d ft up, %d HP", f.c("Hawk").Alt, f.c("Hawk").HP.Current)
		}
	})
	t.Run("20d6 at most", func(t *testing.T) {
		f := start(t, enc("{walk: 10, fly: 300}"))
		f.do("Hawk dash")
		f.do("Hawk fly up 250")
		faces := make([]int, 20)
		for i := range faces {
			faces[i] = 1
		}
		evs := f.do("dm condition Hawk +prone", faces...) // 250 ft would be 25d6
		if f.c("Hawk").HP.Current != 0 {
			t.Errorf("a 250 ft fall:\n%s want 20d6 of 1s = 20 damage", texts(evs))
		}
	})
	t.Run("flying down", func(t *testing.T) {
		f := start(t, enc("{walk: 10, fly: 60}"))
		f.do("Hawk fly up 20")
		f.refuse("Hawk fly down 25", battle.CodeMovement)
		f.refuse("Hawk move to C2", battle.CodeMovement) // 20 ft up: it moves by flying
		evs := f.do("Hawk fly down")
		if n(evs[0].Cost) != 20 || f.c("Hawk").Alt != 0 || f.c("Hawk").Turn.Moved != 40 {
			t.Errorf("landing from 20 ft: %+v", evs[0])
		}
		f.refuse("Hawk fly down", battle.CodeMovement)
	})
}
