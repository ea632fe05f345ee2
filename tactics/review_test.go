package tactics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/tactics"
)

// A troll that has made its Multiattack beside its foe stays there and
// ends its turn: it used to step from square to square "closing in" on a
// foe already in reach (seed 001 "Movement and Position": moving serves no
// purpose once its attacks are spent).
func TestStaysInReachAfterItsAttacks(t *testing.T) {
	f := startAt(t, `
map: {size: 8x4}
combatants:
  - {template: troll, side: bridge, at: C2, initiative: 20}
  - {name: Fighter, kind: character, side: party, at: E2, ac: 30, hp: 300, initiative: 1,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Troll", 1)
	lines := turnOf(t, f, 0)
	moves := 0
	for _, l := range lines {
		if strings.Contains(l, " move ") {
			moves++
		}
	}
	if moves > 0 || len(lines) > 5 {
		t.Errorf("the troll's turn: %q; want its three attacks and the end of its turn, no moves", lines)
	}
}

// A monk with no weapon listed fights with its unarmed strikes (Martial
// Arts), instead of walking about with nothing to attack with.
func TestMonkStrikesUnarmed(t *testing.T) {
	f := startAt(t, `
map: {size: 8x4}
combatants:
  - {name: Monk, kind: character, class: monk, level: 5, side: party, at: C2, initiative: 20,
     abilities: {str: 10, dex: 17, con: 14, int: 10, wis: 16, cha: 8}}
  - {template: ogre, side: giants, at: D2, initiative: 1, hp: 300}
`, "Monk", 1)
	if got := tactics.New(1).Next(f.State, 0).Line; !strings.HasPrefix(got, "Monk attack Ogre with unarmed strike") {
		t.Errorf("the monk's first command: %q, want an unarmed strike on the Ogre", got)
	}
}

// A cautious creature below half its hit points that has stepped out of
// reach does not walk back in (it used to retreat and return in one turn).
func TestCautiousStaysOut(t *testing.T) {
	f := startAt(t, `
map: {size: 10x6}
combatants:
  - {template: veteran, side: party, at: C3, initiative: 20, tactics: cautious}
  - {template: orc, side: orcs, at: D3, initiative: 1, hp: 300, ac: 30}
`, "Veteran", 2)
	do(t, f, "dm hp Veteran 20")
	p := tactics.New(2)
	var lines []string
	for n := 0; f.State.Current() == 0 && n < 30; n++ {
		ch := p.Next(f.State, 0)
		lines = append(lines, ch.Line)
		do(t, f, ch.Line)
	}
	if d := f.State.Distance(0, 1); d <= 5 {
		t.Errorf("the cautious veteran ended its turn %d ft from the orc: %q", d, lines)
	}
}

// turnOf plays creature a's turn with the policy, at most 30 commands,
// and returns its lines.
func turnOf(t *testing.T, f *battle.Fight, a int) []string {
	t.Helper()
	p := tactics.New(1)
	var lines []string
	for n := 0; f.State.Current() == a && !f.State.Over && n < 30; n++ {
		ch := p.Next(f.State, a)
		lines = append(lines, ch.Line)
		do(t, f, ch.Line)
	}
	return lines
}

// An archer whose foe stands within its longbow's long range but out of
// sight behind a wall walks round the wall's end to shoot (seed 001
// "Ranged Attacks": a target must be seen, and total cover stops any
// attack): it used to count the foe as one it could shoot from where it
// stood, find no attack, and fall back to walking into the orc's reach
// and stabbing it with its dagger.
func TestArcherWalksIntoSightNotIntoMelee(t *testing.T) {
	f := startAt(t, `
map: {size: 20x12, walls: [J1-J10]}
combatants:
  - {name: Archer, kind: character, side: party, at: I10, ac: 14, hp: 20, initiative: 20,
     attacks: [{name: longbow, bonus: 5, damage: "1d8+3[piercing]", range: 150/600},
               {name: dagger, bonus: 5, damage: "1d4+3[piercing]"}]}
  - {name: Orc, side: orcs, at: N5, ac: 13, hp: 300, speed: 0, initiative: 1,
     attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`, "Archer", 1)
	lines := turnOf(t, f, 0)
	shot := false
	for _, l := range lines {
		shot = shot || strings.Contains(l, "with longbow")
	}
	if !shot || f.State.Distance(0, 1) <= 5 {
		t.Errorf("the archer's turn: %q, ending %d ft from the orc; want a step into sight and a longbow shot, out of the orc's reach", lines, f.State.Distance(0, 1))
	}
}

// An archer out of arrows beside an orc fights it with its shortsword:
// a bow with no ammunition shoots nothing (seed 000 "Ammunition";
// docs/encounters.md, `ammunition`). It used to count the bow as its best
// attack still, step out of the orc's reach taking its opportunity
// attack, find nothing to shoot, and never strike.
func TestArcherOutOfArrowsFightsInMelee(t *testing.T) {
	f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Archer, kind: character, side: party, at: C4, ac: 14, hp: 40, initiative: 20,
     abilities: {dex: 16}, weapons: [longbow, shortsword], ammunition: {arrows: 0}}
  - {name: Orc, side: orcs, at: D4, ac: 13, hp: 300, initiative: 1,
     attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`, "Archer", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "Archer attack Orc with shortsword") {
		t.Errorf("the archer's turn: %q; want its shortsword on the orc, where it stands", lines)
	}
}

// A gunner whose shotgun has fired its two shots reloads it with its
// action (seed 000 "MODERN WEAPONS": "A character must then reload it
// using an action") rather than throw its dagger at long range with
// disadvantage for the rest of the fight, as it did.
func TestGunnerReloads(t *testing.T) {
	f := startAt(t, `
map: {size: 20x8}
combatants:
  - {name: Gunner, kind: character, side: party, at: C4, ac: 14, hp: 40, initiative: 20,
     abilities: {dex: 16}, weapons: [shotgun, dagger]}
  - {name: Orc, side: orcs, at: L4, ac: 13, hp: 300, speed: 0, initiative: 1,
     attacks: [{name: greataxe, bonus: 5, damage: "1d12+3[slashing]"}]}
`, "Gunner", 1)
	var lines []string
	for round := 0; round < 3; round++ {
		lines = append(lines, turnOf(t, f, 0)...)
		do(t, f, "Orc end turn")
	}
	if !slices.Contains(lines, "Gunner reload shotgun") {
		t.Errorf("three rounds of the gunner: %q; want its shotgun reloaded once its two shots are fired", lines)
	}
}

// A cleric with a potion of healing whose ally lies dying 20 ft away, the
// only foe 70 ft off, walks to the ally and gives it the potion (seed 001
// "Death Saving Throws": each failed save is a step toward death). Care
// was offered only to an ally already within 5 ft, so it walked and
// dashed toward the orc instead, and left the fighter to its saves.
func TestWalksToSaveADyingAlly(t *testing.T) {
	f := startAt(t, `
map: {size: 20x8}
combatants:
  - {name: Cleric, kind: character, side: party, at: C2, ac: 16, hp: 30, initiative: 20, skills: {medicine: 5},
     attacks: [{name: mace, bonus: 4, damage: "1d6+2[bludgeoning]"}], items: {potion-of-healing: 1}}
  - {name: Fighter, kind: character, side: party, at: C6, ac: 16, hp: 30, initiative: 10,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Orc, side: orcs, at: Q2, ac: 13, hp: 30, speed: 0, initiative: 1,
     attacks: [{name: javelin, bonus: 5, damage: "1d6+3[piercing]", range: 30/120}]}
`, "Cleric", 1)
	do(t, f, "dm hp Fighter 0")
	lines := turnOf(t, f, 0)
	if !slices.Contains(lines, "Cleric use potion of healing on Fighter") {
		t.Errorf("the cleric's turn: %q; want a walk to the dying fighter and the potion given", lines)
	}
}

// A cleric in chain mail it is not proficient with can't cast (SRD 5.1
// "Armor Proficiency"), its sacred flame included: it closes in and
// fights with its mace. It used to count the cantrip as its best attack,
// step into the orcs' reach (the fallback when nothing is on offer), step
// out again to "shoot", drawing both orcs' opportunity attacks, and go to
// and fro until its movement ran out, never striking.
func TestCasterThatCannotCastFightsInMelee(t *testing.T) {
	f := startAt(t, `
map: {size: 10x8}
combatants:
  - {name: Cleric, kind: character, class: cleric, level: 5, side: party, at: B5, initiative: 20,
     abilities: {wis: 17, str: 14, con: 14}, armor: chain-mail, shield: true, weapons: [mace],
     spellcasting: {ability: wis, level: 5, slots: {1: 4, 2: 3, 3: 2}, spells: [sacred flame, guiding bolt]}}
  - {name: Rogue, kind: character, side: party, at: C4, ac: 14, hp: 30, initiative: 19,
     attacks: [{name: sword, bonus: 5, damage: "1d6+3[slashing]"}]}
  - {template: orc, side: orcs, count: 2, at: [D5, D6], initiative: 1, hp: 300}
`, "Cleric", 1)
	lines := turnOf(t, f, 0)
	moves, struck := 0, false
	for _, l := range lines {
		if strings.HasPrefix(l, "Cleric move") {
			moves++
		}
		struck = struck || strings.HasPrefix(l, "Cleric attack Orc")
	}
	if moves > 1 || !struck {
		t.Errorf("the cleric's turn: %q; want one move into reach and a blow of its mace", lines)
	}
}

// An orc 50 ft from its foe takes its Aggressive walk (SRD 5.1 Orc: a
// bonus action to move up to its speed toward a hostile creature), moves
// on and strikes with its greataxe this turn. It used to throw a javelin
// at long range with disadvantage first, its action spent before it
// walked, since the worth of the blow at the end of the move counted its
// movement alone and not the Aggressive walk.
func TestOrcWalksAggressiveThenStrikes(t *testing.T) {
	f := startAt(t, `
map: {size: 16x6}
combatants:
  - {template: orc, side: orcs, at: M3, initiative: 20}
  - {name: Fighter, kind: character, side: party, at: C3, ac: 16, hp: 300, initiative: 1,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Orc", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || !strings.HasPrefix(lines[0], "Orc aggressive") || !slices.Contains(lines, "Orc attack Fighter with greataxe") {
		t.Errorf("the orc's turn: %q; want its Aggressive walk first and a blow of its greataxe", lines)
	}
}

// A guard whose thrown spear deals what its spear does in hand fights in
// melee: it used to step out of its foe's reach every round, taking an
// opportunity attack (no Disengage to spare), to throw the same spear
// (seed 001 "Opportunity Attacks"; the step gains nothing a blow in hand
// would not have had).
func TestNoOpportunityAttackToThrowWhatItHolds(t *testing.T) {
	f := startAt(t, `
map: {size: 10x6}
combatants:
  - {template: guard, side: town, at: C3, initiative: 20, hp: 60}
  - {name: Fighter, kind: character, side: party, at: D3, ac: 16, hp: 300, initiative: 1,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Guard", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || lines[0] != "Guard attack Fighter with spear" {
		t.Errorf("the guard's turn: %q; want its spear on the fighter, where it stands", lines)
	}
}

// A creature of speed 0 far from its foes does not Dash: the Dash adds
// its speed, nothing (seed 001 "Dash": "The increase equals your speed").
// It used to spend its action on one every turn.
func TestNoDashWithoutSpeed(t *testing.T) {
	f := startAt(t, `
map: {size: 16x4}
combatants:
  - {name: Idol, side: temple, at: A2, ac: 12, hp: 30, speed: 0, initiative: 20,
     attacks: [{name: slam, bonus: 4, damage: "1d6+2[bludgeoning]"}]}
  - {name: Fighter, kind: character, side: party, at: N2, ac: 16, hp: 30, initiative: 1,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Idol", 1)
	lines := turnOf(t, f, 0)
	for _, l := range lines {
		if strings.Contains(l, "dash") {
			t.Errorf("the idol's turn: %q; want no Dash at speed 0", lines)
		}
	}
}

// A cleric whose only healing is Cure Wounds (range Touch) walks to its
// dying fighter and casts it there (docs/tactics.md: a walk to a downed
// ally is worth the care it would give once beside it), rather than shoot
// the far orc: the walk used to weigh potions, Lay on Hands, a kit and a
// Medicine check only, which lost to the bow.
func TestWalksToCureAFallenAlly(t *testing.T) {
	f := startAt(t, `
map: {size: 20x8}
combatants:
  - {name: Cleric, kind: character, class: cleric, level: 3, side: party, at: C2, initiative: 20,
     abilities: {str: 10, dex: 10, con: 14, int: 10, wis: 16, cha: 10},
     attacks: [{name: longbow, bonus: 9, damage: "1d8+6[piercing]", range: 150/600}],
     spellcasting: {ability: wis, spells: [cure wounds]}}
  - {name: Fighter, kind: character, side: party, at: C6, ac: 16, hp: 30, initiative: 10,
     attacks: [{name: sword, bonus: 5, damage: "1d8+3[slashing]"}]}
  - {name: Orc, side: orcs, at: Q2, ac: 13, hp: 30, speed: 0, initiative: 1,
     attacks: [{name: javelin, bonus: 5, damage: "1d6+3[piercing]", range: 30/120}]}
`, "Cleric", 1)
	do(t, f, "dm hp Fighter 0")
	lines := turnOf(t, f, 0)
	if !slices.ContainsFunc(lines, func(l string) bool {
		return strings.HasPrefix(l, "Cleric cast cure wounds") && strings.Contains(l, "Fighter")
	}) {
		t.Errorf("the cleric's turn: %q; want a walk to the dying fighter and cure wounds on it", lines)
	}
}

// A creature walled off from every foe has nowhere a Dash would take it
// (seed 001 "Dash": extra movement, which needs a way to use it): it ends
// its turn rather than dash every round of a stalemate.
func TestNoDashWithNowhereToGo(t *testing.T) {
	f := startAt(t, `
map: {size: 8x3, walls: [D1-D3]}
combatants:
  - {name: A, side: a, at: A2, ac: 10, hp: 5, initiative: 20, attacks: [{name: claw, bonus: 2, damage: 1d4}]}
  - {name: B, side: b, at: H2, ac: 10, hp: 5, initiative: 1, attacks: [{name: claw, bonus: 2, damage: 1d4}]}
`, "A", 1)
	if lines := turnOf(t, f, 0); len(lines) != 1 || lines[0] != "A end turn" {
		t.Errorf("A's turn behind the wall: %q; want it to end its turn", lines)
	}
}
