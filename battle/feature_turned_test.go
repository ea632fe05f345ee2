package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Turn Undead": "A turned creature must spend its turns trying to
// move as far away from you as it can, and it can't willingly move to a
// space within 30 feet of you. It also can't take reactions. For its
// action, it can use only the Dash action or try to escape from an effect
// that prevents it from moving. If there's nowhere to move, the creature
// can use the Dodge action." (seed 000 "CLERICS: TURNING UNDEAD": "It may
// only take the Dash action, or if nowhere to move, the Dodge action".)
func TestTurnedUndeadFlees(t *testing.T) {
	enc := encounter(
		hero("Cleric", "B2", 20, class("cleric", 2), ability("wis", 16)),
		foe("Zombie", "B4", 10, hp(30), ctype("undead"), caster(1, map[int]int{1: 1}, "fire bolt", "shield")),
	)
	enc.Map.Size = "12x12"
	f := start(t, enc)
	f.do("Cleric turn undead", 5) // DC 13: the Zombie fails
	f.do("Cleric end turn")
	re := f.refuse("Zombie attack Cleric", battle.CodeCannot)
	if !strings.Contains(re.Error(), "turned by Cleric") || !strings.Contains(re.Error(), "Turn Undead") {
		t.Errorf("refusal %v", re)
	}
	f.refuse("Zombie cast fire bolt at Cleric", battle.CodeCannot)
	f.refuse("Zombie disengage", battle.CodeCannot)
	f.refuse("Zombie dodge", battle.CodeCannot)        // it has somewhere to move
	f.refuse("Zombie move to B3", battle.CodeMovement) // closer: frightened
	f.refuse("Zombie move to C4", battle.CodeMovement) // 10 ft from the Cleric as before: within 30 ft, no farther
	f.refuse("Zombie move B5 C4", battle.CodeMovement) // back into 30 ft
	f.do("Zombie move B5 B6 B7")                       // each step farther
	f.do("Zombie dash")                                // its action: Dash
	f.refuse("Zombie move C7", battle.CodeMovement)    // 25 ft, as B7 is: no farther
	f.do("Zombie move B8 B9 B10 C10 D10")              // out past 30 ft, then as it likes
	f.do("Zombie end turn")

	// Cornered: from A1, every square it could step to is closer to the
	// Cleric at A3 or no farther and within 30 ft: nowhere to move, so it
	// may Dodge.
	g := start(t, encounter(
		hero("Cleric", "A3", 20, class("cleric", 2), ability("wis", 16)),
		foe("Zombie", "A1", 10, hp(30), ctype("undead")),
	))
	g.do("Cleric turn undead", 5)
	g.do("Cleric end turn")
	g.refuse("Zombie move to B1", battle.CodeMovement)
	g.do("Zombie dodge")
	if !g.c("Zombie").Dodging {
		t.Error("the cornered Zombie does not dodge")
	}
}
