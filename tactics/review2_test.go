package tactics_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/tactics"
)

// The second play review (issue 6: spells, reactions, monsters): each
// test a small scene where the policy misplayed, named for the play it
// should make.

// A fireball (SRD 5.1: a 20-foot-radius sphere) catches all four orcs
// and not the fighter beside the first of them: centred at N7, three
// squares off the orcs' squares, on their far side from him. The points
// tried were the foes' squares and their neighbours, each of which either
// caught the fighter or left two orcs out, so it caught two of four
// (docs/tactics.md "Areas": the point that catches the most foes, no ally).
func TestFireballPastTheAllyCatchesEveryFoe(t *testing.T) {
	f := startAt(t, `
map: {size: 20x12}
combatants:
  - {name: Wizard, kind: character, side: party, at: B6, ac: 12, hp: 30, initiative: 20, abilities: {int: 17},
     spellcasting: {ability: int, level: 5, slots: {1: 4, 2: 3, 3: 2}, spells: [fire bolt, fireball]}}
  - {name: Fighter, kind: character, side: party, at: J6, ac: 18, hp: 40, initiative: 10,
     attacks: [{name: sword, bonus: 6, damage: "1d8+3[slashing]"}]}
  - {template: orc, name: Orc1, side: orcs, at: K6, initiative: 1}
  - {template: orc, name: Orc2, side: orcs, at: K7, initiative: 1}
  - {template: orc, name: Orc3, side: orcs, at: L6, initiative: 1}
  - {template: orc, name: Orc4, side: orcs, at: P9, initiative: 1}
`, "Wizard", 1)
	ch := tactics.New(1).Next(f.State, 0)
	do(t, f, ch.Line)
	got := caughtBy(f)
	if !strings.HasPrefix(ch.Line, "Wizard cast fireball at ") || len(got) != 4 || slices.Contains(got, "Fighter") {
		t.Errorf("the wizard's %q caught %q; want a fireball on the four orcs and not the fighter", ch.Line, got)
	}
}

// Burning hands (SRD 5.1: a 15-foot cone) pointed toward F3 (or F4)
// catches three of the goblins north of the wizard and not the fighter at
// its side: the directions tried were the eight neighbours' and the foes'
// squares', and none of those caught three, so it burned two.
func TestBurningHandsPointsBetweenTheFoes(t *testing.T) {
	f := startAt(t, `
map: {size: 12x12}
combatants:
  - {name: Wizard, kind: character, class: wizard, level: 1, side: party, at: E6, initiative: 20,
     abilities: {str: 8, dex: 14, con: 14, int: 17, wis: 12, cha: 10}, weapons: [dagger],
     spellcasting: {ability: int, slots: {1: 2}, spells: [fire bolt, burning hands]}}
  - {name: Fighter, kind: character, side: party, at: F6, ac: 18, hp: 40, initiative: 10,
     attacks: [{name: sword, bonus: 6, damage: "1d8+3[slashing]"}]}
  - {template: goblin, name: G1, side: gobs, at: F5, initiative: 1}
  - {template: goblin, name: G2, side: gobs, at: G4, initiative: 1}
  - {template: goblin, name: G3, side: gobs, at: E4, initiative: 1}
  - {template: goblin, name: G4, side: gobs, at: G3, initiative: 1}
`, "Wizard", 1)
	ch := tactics.New(1).Next(f.State, 0)
	do(t, f, ch.Line)
	got := caughtBy(f)
	if !strings.HasPrefix(ch.Line, "Wizard cast burning hands toward ") || len(got) != 3 || slices.Contains(got, "Fighter") {
		t.Errorf("the wizard's %q caught %q; want burning hands on three goblins and not the fighter", ch.Line, got)
	}
}

// A dragon's fire breath (SRD 5.1 Adult Red Dragon: a 60-foot cone)
// catches two of the three knights below it: each direction tried (its
// neighbours' squares, the knights') caught one, so it bit instead.
func TestBreathCatchesTwoKnights(t *testing.T) {
	f := startAt(t, `
map: {size: 16x12}
combatants:
  - {template: adult-red-dragon, side: dragon, at: H2, initiative: 20}
  - {name: K1, kind: character, side: party, at: G5, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
  - {name: K2, kind: character, side: party, at: H5, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
  - {name: K3, kind: character, side: party, at: I5, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
`, "Adult Red Dragon", 1)
	ch := tactics.New(1).Next(f.State, 0)
	do(t, f, ch.Line)
	if got := caughtBy(f); !strings.Contains(ch.Line, "fire breath") || len(got) != 2 {
		t.Errorf("the dragon's %q caught %q; want its fire breath on two knights", ch.Line, got)
	}
}

// A wizard with one 1st-level slot left keeps it rather than spend it on
// a goblin with 1 hit point left: a fire bolt finishes it as well as
// likely (docs/tactics.md "Slots": a slot is spent when it beats a
// cantrip by more than its worth). Magic missile's 10.5 damage was all
// counted against the goblin's 1 hit point, and outweighed the slot.
func TestLastSlotNotSpentOnANearlyDeadGoblin(t *testing.T) {
	f := startAt(t, `
map: {size: 16x8}
combatants:
  - {name: Wizard, kind: character, class: wizard, level: 5, side: party, at: B4, initiative: 20,
     abilities: {str: 8, dex: 14, con: 14, int: 17, wis: 12, cha: 10}, weapons: [dagger],
     spellcasting: {ability: int, slots: {1: 1}, spells: [fire bolt, magic missile]}}
  - {name: Fighter, kind: character, class: fighter, level: 5, side: party, at: J5, initiative: 10,
     abilities: {str: 17, dex: 13, con: 16, int: 10, wis: 12, cha: 8}, weapons: [longsword], armor: chain-mail}
  - {template: goblin, side: gobs, at: J4, initiative: 1}
  - {template: bugbear, side: gobs, at: K5, initiative: 1}
`, "Wizard", 1)
	do(t, f, "dm hp Goblin 1")
	lines := turnOf(t, f, 0)
	if f.State.SlotsLeft(0, 1) != 1 {
		t.Errorf("the wizard's turn: %q; want its last slot kept", lines)
	}
}

// A dragon's breath is pointed past a downed knight: without `tactics:
// ruthless` downed foes are left alone (docs/tactics.md "Presets", and
// "Areas": a point catching a downed creature is never chosen), and each
// blow on it is a failed death save (seed 001 "Death Saving Throws").
// Only downed allies were kept out of areas: the breath caught the dying
// knight with the two standing at its sides. A ruthless dragon still
// breathes on all three.
func TestBreathSparesTheDownedKnight(t *testing.T) {
	for _, preset := range []string{"", "ruthless"} {
		f := startAt(t, `
map: {size: 16x12}
combatants:
  - {template: young-red-dragon, side: dragon, at: H2, initiative: 20, tactics: "`+preset+`"}
  - {name: K1, kind: character, side: party, at: G7, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
  - {name: K2, kind: character, side: party, at: H8, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
  - {name: K3, kind: character, side: party, at: I7, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
`, "Young Red Dragon", 1)
		do(t, f, "dm hp K2 0")
		ch := tactics.New(1).Next(f.State, 0)
		do(t, f, ch.Line)
		got := caughtBy(f)
		if !strings.Contains(ch.Line, "fire breath") || slices.Contains(got, "K2") != (preset == "ruthless") {
			t.Errorf("the %q dragon's %q caught %q; want the downed K2 caught only by a ruthless one", preset, ch.Line, got)
		}
	}
}

// Between turns, a dragon's legendary wing attack (SRD 5.1 Adult Red
// Dragon: each creature within 10 ft, 2d6 + 8) is not worth hitting a
// downed knight beside two standing ones: a tail attack on one of them
// is taken instead. The downed knight counted for nothing, so the wing
// attack's worth was the two standing knights'.
func TestWingAttackSparesTheDownedKnight(t *testing.T) {
	f := startAt(t, `
map: {size: 16x12}
combatants:
  - {template: adult-red-dragon, side: dragon, at: H2, initiative: 1}
  - {name: K1, kind: character, side: party, at: G5, ac: 18, hp: 60, initiative: 15,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
  - {name: K2, kind: character, side: party, at: H5, ac: 18, hp: 60, initiative: 14,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
  - {name: K3, kind: character, side: party, at: I5, ac: 18, hp: 60, initiative: 13,
     attacks: [{name: longsword, bonus: 6, damage: "1d8+4[slashing]"}]}
`, "K1", 1)
	do(t, f, "dm hp K2 0")
	do(t, f, "K1 end turn")
	ch, ok := tactics.New(1).Between(f.State)
	if !ok || !strings.Contains(ch.Line, "legendary tail attack K") || strings.HasSuffix(ch.Line, "K2") {
		t.Errorf("between turns: %q (%v); want a tail attack on a standing knight", ch.Line, ok)
	}
}

// A ranger whose hunter's mark was on an orc now dead moves it to the
// other orc with its bonus action (SRD 5.1 "Hunter's Mark": "If the
// target drops to 0 hit points before this spell ends, you can use a
// bonus action on a subsequent turn of yours to mark a new creature"; no
// slot). The policy never moved it, and could not cast the spell again
// over its own concentration, so the mark hung on the dead orc for the
// rest of the fight.
func TestHuntersMarkMovesOffTheDeadOrc(t *testing.T) {
	f := startAt(t, `
map: {size: 14x8}
combatants:
  - {name: Ranger, kind: character, class: ranger, level: 5, side: party, at: B4, initiative: 20,
     abilities: {str: 12, dex: 17, con: 14, int: 10, wis: 14, cha: 8}, weapons: [longbow, shortsword], armor: studded-leather,
     spellcasting: {ability: wis, spells: [hunter's mark, cure wounds]}}
  - {template: orc, name: Orc1, side: orcs, at: J3, initiative: 1, hp: 8}
  - {template: orc, name: Orc2, side: orcs, at: J5, initiative: 1, hp: 80, speed: 0}
`, "Ranger", 1)
	do(t, f, "Ranger cast hunter's mark on Orc1")
	do(t, f, "dm hp Orc1 0")
	do(t, f, "Ranger end turn")
	do(t, f, "Orc2 end turn")
	lines := turnOf(t, f, 0)
	if !slices.Contains(lines, "Ranger hunter's mark Orc2") {
		t.Errorf("the ranger's turn: %q; want its hunter's mark moved to Orc2", lines)
	}
}

// A ranger casts Hunter's Mark (a bonus action) before it shoots the foe
// it marks, not after: the mark adds 1d6 to each of its hits on it (SRD
// 5.1 "Hunter's Mark"), the first shot's too. The shot outweighed the
// mark, so it went first and the mark came after it; the same when the
// mark is moved off a fallen foe.
func TestHuntersMarkBeforeTheShot(t *testing.T) {
	yaml := `
map: {size: 14x8}
combatants:
  - {name: Ranger, kind: character, class: ranger, level: 5, side: party, at: B4, initiative: 20,
     abilities: {str: 12, dex: 17, con: 14, int: 10, wis: 14, cha: 8}, weapons: [longbow, shortsword], armor: studded-leather,
     spellcasting: {ability: wis, spells: [hunter's mark, cure wounds]}}
  - {template: orc, name: Orc1, side: orcs, at: J3, initiative: 1, hp: 8}
  - {template: orc, name: Orc2, side: orcs, at: J5, initiative: 1, hp: 80, speed: 0}
`
	firstOf := func(lines []string, what ...string) string {
		for _, l := range lines {
			for _, w := range what {
				if strings.Contains(l, w) {
					return w
				}
			}
		}
		return ""
	}
	f := startAt(t, yaml, "Ranger", 1)
	if lines := turnOf(t, f, 0); firstOf(lines, "hunter's mark", "attack") != "hunter's mark" {
		t.Errorf("the ranger's first turn: %q; want Hunter's Mark cast before the first shot", lines)
	}
	f = startAt(t, yaml, "Ranger", 1)
	do(t, f, "Ranger cast hunter's mark on Orc1")
	do(t, f, "dm hp Orc1 0")
	do(t, f, "Ranger end turn")
	do(t, f, "Orc2 end turn")
	if lines := turnOf(t, f, 0); firstOf(lines, "hunter's mark Orc2", "attack") != "hunter's mark Orc2" {
		t.Errorf("the ranger's turn: %q; want the mark moved to Orc2 before the first shot", lines)
	}
}

// Magic missile's darts each take a target (SRD 5.1 "Magic Missile": "you
// can direct them to hit one creature or several"): a wizard sends as
// many as drop a goblin with 3 hit points left whatever the die rolls (2
// darts, 2 each at the least) and the third at the bugbear beside it. All
// three went to the goblin, the last one lost.
func TestMagicMissileSplitsItsDarts(t *testing.T) {
	f := startAt(t, `
map: {size: 16x8}
combatants:
  - {name: Wizard, kind: character, class: wizard, level: 5, side: party, at: B4, initiative: 20,
     abilities: {str: 8, dex: 14, con: 14, int: 17, wis: 12, cha: 10}, weapons: [dagger],
     spellcasting: {ability: int, spells: [magic missile]}}
  - {name: Fighter, kind: character, class: fighter, level: 5, side: party, at: J5, initiative: 10,
     abilities: {str: 17, dex: 13, con: 16, int: 10, wis: 12, cha: 8}, weapons: [longsword], armor: chain-mail}
  - {template: goblin, side: gobs, at: J4, initiative: 1}
  - {template: bugbear, side: gobs, at: K5, initiative: 1}
`, "Wizard", 1)
	do(t, f, "dm hp Goblin 3")
	ch := tactics.New(1).Next(f.State, 0)
	if ch.Line != "Wizard cast magic missile on Goblin, Goblin, Bugbear" {
		t.Errorf("the wizard's choice: %q (%s); want two darts on the goblin and one on the bugbear", ch.Line, ch.Why)
	}
}
