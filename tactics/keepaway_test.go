package tactics_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/tactics"
)

// A scout (SRD 5.1 Scout: two shortswords, 1d6 + 2, or two longbows,
// 1d8 + 2) beside a fighter, with no Disengage to spare, stabs where it
// stands: stepping out draws the fighter's longsword (seed 001
// "Opportunity Attacks"), and the fighter, with no one else in reach,
// follows, so the step was the same trade every round — a blow of some
// 4.5 for shots worth 1.2 more than the blows (docs/tactics.md: scouts
// against fighters won 62.6% stepping out, 70.9% stabbing).
func TestScoutStabsRatherThanStepOut(t *testing.T) {
	f := startAt(t, `
map: {size: 12x6}
combatants:
  - {template: scout, side: scouts, at: C3, initiative: 20}
  - {name: Fighter, kind: character, side: party, at: D3, ac: 18, hp: 30, initiative: 1,
     attacks: [{name: longsword, bonus: 5, damage: "1d8+3[slashing]"}]}
`, "Scout", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || lines[0] != "Scout attack Fighter with shortsword" {
		t.Errorf("the scout's turn: %q; want its shortswords on the fighter, where it stands", lines)
	}
}

// A wizard beside a troll that is busy with the barbarian steps out of
// the troll's reach, drawing its blow, to cast Fire Bolt without
// disadvantage (seed 001 "Ranged Attacks in Close Combat"): at level 5
// the cantrip is 2d10 (seed 000 "CANTRIP DAMAGE AT HIGHER LEVELS"), and a
// hit of fire stops the troll's regeneration (SRD 5.1 Troll), worth its
// 10 hit points. Counting neither, she stayed to cast at disadvantage,
// and the troll-bridge party won 92.6% instead of 93.7%.
func TestWizardStepsAwayFromTrollToBurnIt(t *testing.T) {
	f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Ilse, kind: character, class: wizard, level: 5, side: party, at: E5, initiative: 20,
     abilities: {str: 8, dex: 14, con: 14, int: 17, wis: 12, cha: 10}, weapons: [dagger],
     spellcasting: {ability: int, spells: [fire bolt]}}
  - {name: Brakka, kind: character, side: party, at: F6, ac: 14, hp: 60, initiative: 10,
     attacks: [{name: greataxe, bonus: 6, damage: "1d12+3[slashing]"}]}
  - {template: troll, side: bridge, at: F3, initiative: 1}
`, "Ilse", 1)
	ch := tactics.New(1).Next(f.State, 0)
	if !strings.HasPrefix(ch.Line, "Ilse move to ") || !strings.Contains(ch.Why, "accepting 1 opportunity attack") {
		t.Fatalf("Ilse's first choice %q (%s); want a step out of the troll's reach", ch.Line, ch.Why)
	}
	lines := turnOf(t, f, 0)
	if !hasLine(lines, "Ilse cast fire bolt on Troll") {
		t.Errorf("Ilse's turn: %q; want Fire Bolt on the troll after the step", lines)
	}
}

// The same wizard beside an orc (a greataxe, no regeneration), at level
// 3 (Fire Bolt 1d10): the shot is worth 0.6 more than her dagger, the
// orc's blow some 5.7, and she casts where she stands (a wizard beside
// orcs won 64.8% of the fights so, 62.7% stepping out).
func TestWizardCastsBesideOrc(t *testing.T) {
	f := startAt(t, `
map: {size: 12x8}
combatants:
  - {name: Wizard, kind: character, class: wizard, level: 3, side: party, at: E5, initiative: 20,
     abilities: {str: 8, dex: 14, con: 14, int: 16, wis: 12, cha: 10}, weapons: [dagger],
     spellcasting: {ability: int, spells: [fire bolt]}}
  - {template: orc, side: orcs, at: F5, initiative: 1}
`, "Wizard", 1)
	lines := turnOf(t, f, 0)
	if len(lines) == 0 || strings.HasPrefix(lines[0], "Wizard move") {
		t.Errorf("the wizard's turn: %q; want her to fight where she stands", lines)
	}
}

// An attack cantrip counts at its dice for the caster's level when the
// policy asks whether a creature fights from afar (SRD 5.1 Sacred Flame:
// 1d8, 2d8 at 5th level): a 2nd-level cleric whose mace (1d6 + 2) beats
// its 1d8 casts at the goblin out of reach, then closes in to fight it
// with the mace; at 5th level its 2d8 beats the mace and it stays back.
// At a flat 5.5 for any cantrip the 2nd-level cleric hung back.
func TestClericWeighsSacredFlameAtItsLevel(t *testing.T) {
	for _, tc := range []struct {
		level         string
		closes, casts bool
	}{
		{"2", true, true},
		{"5", false, true},
	} {
		f := startAt(t, `
map: {size: 16x6}
combatants:
  - {name: Cleric, kind: character, class: cleric, level: `+tc.level+`, side: party, at: B3, initiative: 20,
     abilities: {str: 14, dex: 10, con: 14, int: 10, wis: 16, cha: 12},
     weapons: [mace], armor: scale-mail, shield: true, spellcasting: {ability: wis, spells: [sacred flame]}}
  - {template: goblin, name: Goblin, side: goblins, at: L3, initiative: 1, speed: 0}
`, "Cleric", 1)
		lines := turnOf(t, f, 0)
		if got := hasLine(lines, "Cleric move"); got != tc.closes {
			t.Errorf("level %s: the cleric's turn %q; want it to close in: %v", tc.level, lines, tc.closes)
		}
		if got := hasLine(lines, "Cleric cast sacred flame"); got != tc.casts {
			t.Errorf("level %s: the cleric's turn %q; want sacred flame: %v", tc.level, lines, tc.casts)
		}
	}
}
