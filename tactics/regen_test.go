package tactics_test

import (
	"slices"
	"strings"
	"testing"
)

// SRD 5.1 Troll, Regeneration: "The troll regains 10 hit points at the
// start of its turn. If the troll takes acid or fire damage, this trait
// doesn't function at the start of the troll's next turn. The troll dies
// only if it starts its turn with 0 hit points and doesn't regenerate."
// A troll at 0 hit points is burned by the wizard's Fire Bolt before the
// goblin is struck, whatever the file's tactics; the fighter's sword,
// which does nothing to it, goes at the goblin; once the fire has landed
// no one aims at the troll again. The policy left the downed troll alone
// and it stood up at its next turn.
func TestDownedTrollIsBurned(t *testing.T) {
	const scene = `
map: {size: 12x8}
combatants:
  - {name: Wizard, kind: character, side: party, at: B2, ac: 12, hp: 30, initiative: 20, abilities: {int: 16}, weapons: [dagger],
     spellcasting: {ability: int, spells: [fire bolt]}}
  - {name: Fighter, kind: character, side: party, at: E4, ac: 18, hp: 40, initiative: 19, abilities: {str: 16}, weapons: [longsword]}
  - {template: troll, side: foes, at: F2, initiative: 2}
  - {template: goblin, name: Goblin, side: foes, at: F5, initiative: 1}
`
	f := startAt(t, scene, "Wizard", 1)
	do(t, f, "dm hp Troll 0")
	lines := turnOf(t, f, 0)
	if !slices.Contains(lines, "Wizard cast fire bolt on Troll") {
		t.Fatalf("the wizard's turn: %q; want a Fire Bolt on the downed troll", lines)
	}
	if !f.State.Combatants[2].RegenStopped {
		t.Fatal("the Fire Bolt missed on this seed: the rest of the scene needs it to land")
	}
	lines = turnOf(t, f, 1)
	for _, l := range lines {
		if strings.Contains(l, " Troll") {
			t.Errorf("the fighter's turn: %q; nothing it has hurts the regenerating troll, and it burns already", lines)
		}
	}
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Fighter attack Goblin") }) {
		t.Errorf("the fighter's turn: %q; want the goblin struck", lines)
	}
}

// Fire from an area serves as well: a wizard with only Burning Hands (SRD
// 5.1: a 15-foot cone, 3d6 fire, half on a successful Dexterity save)
// burns the troll down beside it; any fire that lands stops the
// regeneration, half damage too. The areas left downed foes out.
func TestDownedTrollIsBurnedByAnArea(t *testing.T) {
	f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Wizard, kind: character, side: party, at: B2, ac: 12, hp: 30, initiative: 20, abilities: {int: 16}, weapons: [dagger],
     spellcasting: {ability: int, slots: {1: 2}, spells: [burning hands]}}
  - {template: troll, side: foes, at: C2, initiative: 2}
  - {template: goblin, name: Goblin, side: foes, at: K7, initiative: 1, speed: 0}
`, "Wizard", 1)
	do(t, f, "dm hp Troll 0")
	lines := turnOf(t, f, 0)
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "Wizard cast burning hands") }) {
		t.Errorf("the wizard's turn: %q; want Burning Hands on the downed troll", lines)
	}
}
