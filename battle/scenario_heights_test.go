package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Height in play, where flying, mounts, areas and readied actions meet.
// Each case names the rule it holds the engine to.

const eagleRider = `
map: {size: 8x6}
combatants:
  - {name: Scout, kind: character, side: party, mounted_on: Eagle, ac: 13, hp: 16, initiative: 20,
     attacks: [{name: spear, bonus: 4, damage: "1d6+2[piercing]"}]}
  - {name: Eagle, side: party, at: A1, size: large, ac: 12, hp: 26, speed: {walk: 10, fly: 80},
     attacks: [{name: talons, bonus: 5, damage: "2d6+3[slashing]"}]}
  - {name: Orc, side: orcs, at: H6, ac: 13, hp: 15, initiative: 1, attacks: [{name: axe, bonus: 5, damage: "1d12+3"}]}
`

// Seed 001 "Flying Movement" is about a creature that flies: a rider
// carried by its flying mount doesn't fall when it is restrained; the
// mount does the flying.
func TestRiderOfAFlyerDoesNotFallOnItsOwn(t *testing.T) {
	f := start(t, load(t, eagleRider))
	f.do("Eagle fly up 60")
	f.do("dm condition Scout +restrained")
	if s := f.c("Scout"); s.Alt != 60 || s.HP.Current != 16 {
		t.Errorf("restrained rider at %d ft with %d HP: it should ride on, 60 ft up", s.Alt, s.HP.Current)
	}
}

// SRD 5.1 "Falling": a flying mount that dies brings its rider down with
// it, and the rider takes the fall too (1d6 per 10 ft).
func TestRiderFallsWithItsMount(t *testing.T) {
	f := start(t, load(t, eagleRider))
	f.do("Eagle fly up 20")
	// The Eagle dies: it falls 20 ft; the rider takes 2d6 with it, and is
	// thrown as its mount drops (its reaction would let it land on its
	// feet: the harness's nil React takes it).
	evs := f.do("dm damage Eagle 26", 3, 4)
	var riderHurt bool
	for _, e := range evs {
		riderHurt = riderHurt || e.Type == battle.EvDamage && e.Target == "Scout" && n(e.Amount) == 7
	}
	if s := f.c("Scout"); !riderHurt || s.Alt != 0 || s.HP.Current != 9 {
		t.Errorf("Scout at %d ft with %d HP:\n%s want it down with the Eagle, 2d6 = 7 hurt", s.Alt, s.HP.Current, texts(evs))
	}
}

// Seed 001 "Opportunity Attacks": the attack interrupts the move, which
// then goes on; a flyer taking off beside a foe rises after the blow.
func TestTakingOffAfterAnOpportunityAttack(t *testing.T) {
	f := start(t, load(t, harpyAndGuard))
	evs := f.do("Harpy fly up 15", 2) // the Guard's spear misses
	if len(evs) < 2 || evs[len(evs)-1].Type != battle.EvMove || f.c("Harpy").Alt != 15 {
		t.Errorf("Harpy at %d ft:\n%s want the miss, then the rise", f.c("Harpy").Alt, texts(evs))
	}
}

// SRD 5.1 "Squeezing into a Smaller Space" lasts "while it's in the
// smaller space": a squeezed creature pushed out into the open spreads out.
func TestPushedOutOfASqueeze(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x5, walls: [E2-H2, E4-H4]}
combatants:
  - {name: Ogre, side: giants, at: B2, size: large, ac: 11, hp: 59, initiative: 20, speed: 40}
  - {name: Fighter, kind: character, side: party, at: B5, ac: 16, hp: 30, initiative: 10}
`))
	f.do("Ogre move to F3")
	if !f.c("Ogre").Squeezing {
		t.Fatal("the Ogre should be squeezed in the gap")
	}
	f.do("dm push Ogre 20 ft east")
	if o := f.c("Ogre"); o.At.String() != "J3" || o.Squeezing {
		t.Errorf("pushed Ogre at %s squeezing %v: want J3, spread out", o.At, o.Squeezing)
	}
}

// SRD 5.1 "Areas of Effect": a line is as wide as its width, so it
// doesn't reach a flyer high above its path; a cone's width at a point is
// that point's distance from the origin.
func TestAreasReachOnlyTheirShapeInHeight(t *testing.T) {
	f := start(t, load(t, `
map: {size: 16x6}
combatants:
  - {name: Dragon, side: wyrms, at: A3, ac: 18, hp: 90, initiative: 20,
     attacks: [{name: lightning breath, damage: "4d10[lightning]", area: line 60, save: dex 14}]}
  - {name: Bat, side: party, at: D3, ac: 12, hp: 22, initiative: 10, speed: {walk: 5, fly: 30}}
  - {name: Knight, kind: character, side: party, at: F3, ac: 18, hp: 40, initiative: 9}
`))
	f.do("Dragon end turn")
	f.do("Bat fly up 15")
	f.do("Bat end turn")
	f.do("Knight end turn")
	evs := f.do("Dragon use lightning breath toward P3", 12, 1, 1, 1, 1)
	area := evs[slices.IndexFunc(evs, func(e battle.Event) bool { return e.Type == battle.EvArea })]
	if slices.Contains(area.Caught, "Bat") || !slices.Contains(area.Caught, "Knight") {
		t.Errorf("line caught %v: want the Knight on the ground, not the Bat 15 ft up", area.Caught)
	}
}

// The rider fills its mount's space (seed 003): an area over any square
// of the mount's space catches the rider too.
func TestAreasCatchRidersInTheMountsSpace(t *testing.T) {
	f := start(t, load(t, eagleRider))
	evs := f.do("dm area sphere 5 at B2 damage 4[fire]")
	if got := evs[0].Caught; !slices.Contains(got, "Scout") || !slices.Contains(got, "Eagle") {
		t.Errorf("caught %v: the Eagle's space is A1-B2, and the Scout rides in it", got)
	}
}

// Seed 001 "Range": ranges count height like reach does; an area placed
// far below a high flyer is as far as its range reaches.
func TestAreaRangeCountsHeight(t *testing.T) {
	f := start(t, load(t, `
map: {size: 12x8}
combatants:
  - {name: Mage, kind: character, side: party, at: B3, ac: 12, hp: 20, initiative: 20, speed: {walk: 30, fly: 300},
     attacks: [{name: fireball, damage: "8d6[fire]", area: sphere 20, save: dex 15, range: 150}]}
  - {name: Orc, side: orcs, at: K7, ac: 13, hp: 15, initiative: 1}
`))
	f.do("Mage fly up 200")
	if err := f.refuse("Mage use fireball at K7", battle.CodeOutOfReach); !strings.Contains(err.Error(), "200 ft") {
		t.Errorf("refusal %q: want the 200 ft down to K7 measured", err)
	}
}

// Seed 003 "Mounting and Dismounting", SRD 5.1 "Falling": getting off a
// mount on a ledge onto the ground below is a drop, not a step.
func TestDismountingOffALedge(t *testing.T) {
	f := start(t, load(t, `
map: {size: 8x6, elevation: {A1-B2: 30}}
combatants:
  - {name: Knight, kind: character, side: party, mounted_on: Warhorse, ac: 18, hp: 30, initiative: 20}
  - {name: Warhorse, side: party, at: A1, size: large, ac: 11, hp: 19, speed: 60}
  - {name: Orc, side: orcs, at: H6, ac: 13, hp: 15, initiative: 1}
`))
	evs := f.do("Knight dismounts to C2", 2, 3, 4)
	k := f.c("Knight")
	if k.Alt != 0 || k.HP.Current != 21 || !k.Conds.Has(rules.Prone) {
		t.Errorf("Knight at %d ft, %d HP, %s:\n%s want a 30 ft fall, 3d6 = 9, prone", k.Alt, k.HP.Current, k.Conds, texts(evs))
	}
}

// Seed 001 "Moving Around Other Creatures" is about spaces that meet: a
// flyer high above passes over creatures on the ground.
func TestFlyingOverCreatures(t *testing.T) {
	f := start(t, load(t, `
map: {size: 8x1}
combatants:
  - {name: Harpy, side: sky, at: A1, ac: 11, hp: 38, initiative: 20, speed: {walk: 20, fly: 60}}
  - {name: Orc, side: orcs, at: C1, ac: 13, hp: 15, initiative: 1}
  - {name: Ogre, side: orcs, at: D1, ac: 11, hp: 59, initiative: 2}
`))
	f.refuse("Harpy fly to F1", battle.CodeMovement) // on the ground the orcs bar the way
	f.do("Harpy fly up 10")
	if evs := f.do("Harpy fly to F1"); n(evs[0].Cost) != 25 {
		t.Errorf("over the orcs: %d ft, want 25", n(evs[0].Cost))
	}
}

// Seed 001 "Ready": a readied "enters my reach" fires when a flyer drops
// into reach, as it does for a step across the ground.
func TestReadiedAttackOnAFlyerComingDown(t *testing.T) {
	f := start(t, load(t, `
map: {size: 6x3}
combatants:
  - {name: Harpy, side: sky, at: B2, ac: 11, hp: 38, initiative: 20, speed: {walk: 20, fly: 60},
     attacks: [{name: claws, bonus: 3, damage: "2d4+1[slashing]"}]}
  - {name: Orc, side: orcs, at: C2, ac: 13, hp: 15, initiative: 10, attacks: [{name: spear, bonus: 5, damage: "1d6+3[piercing]"}]}
`))
	f.do("Harpy dodge")
	f.do("Harpy fly up 15", 2, 3) // the Orc's opportunity attack, at the dodging Harpy: misses
	f.do("Harpy end turn")
	f.do("Orc ready attack when a creature enters my reach")
	f.do("Orc end turn")
	evs := f.do("Harpy fly down 10", 4)
	if !slices.ContainsFunc(evs, func(e battle.Event) bool { return e.Type == battle.EvAttack && e.Actor == "Orc" }) {
		t.Errorf("dropping into reach:\n%s want the Orc's readied attack", texts(evs))
	}
}

// Seed 001 "Cover": a creature in the way gives half cover — when it is
// in the way: a bat flying 15 ft up is not between two creatures on the
// ground.
func TestCreaturesAboveGiveNoCover(t *testing.T) {
	src := `
map: {size: 8x3}
combatants:
  - {name: Archer, kind: character, side: party, at: A2, ac: 15, hp: 20, initiative: 20,
     attacks: [{name: shortbow, bonus: 5, damage: "1d6+3[piercing]", range: 80/320}]}
  - {name: Bat, side: party, at: D2, ac: 12, hp: 22, initiative: 15, speed: {walk: 5, fly: 30}}
  - {name: Orc, side: orcs, at: G2, ac: 13, hp: 15, initiative: 1}
`
	f := start(t, load(t, src))
	if evs := f.do("Archer attack Orc", 2); evs[0].Cover != "half" {
		t.Errorf("with the Bat on the ground in the way: cover %q, want half", evs[0].Cover)
	}
	f.do("Archer end turn")
	f.do("Bat fly up 15")
	f.do("Bat end turn")
	f.do("Orc end turn")
	if evs := f.do("Archer attack Orc", 2); evs[0].Cover != "" {
		t.Errorf("with the Bat 15 ft up: cover %q (%s), want none", evs[0].Cover, evs[0].CoverReason)
	}
}
