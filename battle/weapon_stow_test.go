package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Held and stowed weapons: NAME stow WEAPON and NAME draw WEAPON, with
// the costs of each ruleset (weapon_stow.go).

// Seed 004 (004_6ab91d94ac224c7f.txt), "Readying Weapons": "Stowing held
// weapons takes a full action"; "Available weapons may be readied for
// free while moving". An attack with the stowed weapon is refused until it
// is drawn; drawing spends neither the action nor the object interaction,
// twice in a turn; once the creature can't move any more (its 40 ft
// spent), the seed says nothing and the SRD 5.1's object interaction
// stands.
func TestOSRStowTakesActionDrawIsFree(t *testing.T) {
	f := start(t, osr(encounter(
		hero("Alice", "A1", 20, gear("", false, "longsword", "dagger")),
		foe("Orc", "A3", 5, hp(30)),
	)))
	evs := f.do("Alice stow longsword")
	wantTypes(t, evs, battle.EvAction, battle.EvWeaponStowed)
	if c := f.c("Alice"); !c.Turn.Action || c.Turn.Object || len(c.Stowed) != 1 || holds(c, "longsword") {
		t.Fatalf("after stowing: action %v, object %v, stowed %d: want the action spent, the interaction not", c.Turn.Action, c.Turn.Object, len(c.Stowed))
	}
	f.refuse("Alice stow dagger", battle.CodeNoAction) // a second stow needs a second action
	f.do("Alice end turn")
	f.do("Orc end turn")
	re := f.refuse("Alice attack Orc with longsword", battle.CodeStowed)
	if !strings.Contains(re.Error(), "draw") {
		t.Errorf("the refusal should say to draw it: %v", re)
	}
	evs = f.do("Alice draw longsword")
	wantTypes(t, evs, battle.EvWeaponDrawn)
	f.do("Alice stow dagger")
	f.do("Alice draw dagger") // free again: no interaction was spent
	if c := f.c("Alice"); c.Turn.Object || len(c.Stowed) != 0 || !holds(c, "longsword") || !holds(c, "dagger") {
		t.Fatalf("after drawing: object %v, stowed %d, attacks %v", c.Turn.Object, len(c.Stowed), c.Attacks)
	}
	f.do("Alice end turn")
	f.do("Orc end turn")
	// Round 3: stowing takes the action, so the sword is put away after
	// the 40 ft are walked, and drawing it then is no longer "while moving".
	f.do("Alice move to I1")
	f.do("Alice stow longsword")
	f.do("Alice end turn")
	f.do("Orc end turn")
	f.do("Alice move to A1")
	evs = f.do("Alice draw longsword")
	wantTypes(t, evs, battle.EvAction, battle.EvWeaponDrawn)
	if c := f.c("Alice"); !c.Turn.Object || c.Turn.Action {
		t.Fatalf("drawing after the whole move: object %v, action %v: want the interaction", c.Turn.Object, c.Turn.Action)
	}
}

// SRD 5.1 "Other Activity on Your Turn" (seed 001): drawing or sheathing
// a weapon is an object interaction, free the first each turn; a second
// takes the action. The same stowed weapon is refused for an attack.
func TestStowAndDrawAreObjectInteractions(t *testing.T) {
	f := start(t, encounter(
		hero("Alice", "A1", 20, gear("", false, "longsword", "dagger")),
		foe("Orc", "B1", 5, hp(30)),
	))
	evs := f.do("Alice stow longsword")
	wantTypes(t, evs, battle.EvAction, battle.EvWeaponStowed)
	if c := f.c("Alice"); !c.Turn.Object || c.Turn.Action {
		t.Fatalf("first interaction: object %v, action %v: want it free", c.Turn.Object, c.Turn.Action)
	}
	f.refuse("Alice attack Orc with longsword", battle.CodeStowed)
	f.do("Alice draw longsword")
	if c := f.c("Alice"); !c.Turn.Action {
		t.Fatal("a second interaction should take the action")
	}
	f.refuse("Alice stow dagger", battle.CodeNoAction)
	f.refuse("Alice draw dagger", battle.CodeCannot)    // not stowed
	f.refuse("Bob stow dagger", battle.CodeUnknownName) // no such creature
}

// A natural weapon is part of the creature: it can't be stowed.
func TestStowRefusesNaturalWeapons(t *testing.T) {
	f := start(t, encounter(
		foe("Wolf", "A1", 20, attacks(weapon("bite", 4, "2d4+2[piercing]", 0))),
		hero("Alice", "B1", 5),
	))
	f.refuse("Wolf stow bite", battle.CodeCannot)
	f.refuse("Wolf stow sword", battle.CodeUnknownName)
	f.refuse("Wolf stow", battle.CodeSyntax)
}

// holds reports whether the creature has an attack of that name.
func holds(c *battle.Combatant, name string) bool {
	return slices.ContainsFunc(c.Attacks, func(a battle.Attack) bool { return a.Name == name })
}
