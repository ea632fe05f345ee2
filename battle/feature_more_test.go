package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Action Surge" (seed 000 line 40 lists it among the fighter's
// features): from 2nd level one more action on its turn, once a rest;
// twice from 17th, but not twice on the same turn.
func TestActionSurge(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20, class("fighter", 2)),
		hero("Vet", "B4", 19, class("fighter", 17)),
		hero("Squire", "B6", 18, class("fighter", 1)),
		foe("Orc", "C2", 10, hp(60))))
	f.refuse("Fighter action surge", battle.CodeCannot) // the action is not spent yet
	f.do("Fighter attack Orc", 15, 4)
	f.refuse("Fighter attack Orc", battle.CodeNoAction)
	f.do("Fighter action surge")
	f.do("Fighter attack Orc", 15, 4) // the second action
	f.refuse("Fighter action surge", battle.CodeNoAction)
	f.do("Fighter end turn")
	f.do("Vet dash")
	f.do("Vet action surge")
	f.do("Vet dash")
	f.refuse("Vet action surge", battle.CodeNoAction) // not twice on one turn
	f.do("Vet end turn")
	f.do("Squire dash")
	f.refuse("Squire action surge", battle.CodeCannot) // level 1
	f.do("Squire end turn")
	f.do("Orc end turn")
	f.do("Fighter dodge")
	f.refuse("Fighter action surge", battle.CodeNoAction) // once a rest
	f.do("Fighter end turn")
	f.do("Vet dodge")
	f.do("Vet action surge") // its second use
	if got := f.c("Vet").Class.SurgesUsed; got != 2 {
		t.Errorf("Vet has used %d surges, want 2", got)
	}
}
