package battle_test

import (
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/dice"
)

// ownDice gives the faces a player rolled for its character's saves.
type ownDice struct {
	*dice.Script
	faces map[string][]int
	asked []string
}

func (o *ownDice) Own(s *battle.State, who int, what string, n int) ([]int, bool) {
	o.asked = append(o.asked, what)
	f, ok := o.faces[s.Combatants[who].Name]
	return f, ok
}

// A concentration save (seed 001 "Concentration": DC 10 or half the
// damage) takes the d20 its controller rolled when the source offers it;
// the damage dice still come from the source.
func TestOwnDiceForSaves(t *testing.T) {
	enc := encounter(hero("Cleric", "A1", 15), foe("Orc", "B1", 5))
	enc.Combatants[0].Spellcasting = &battle.SpellcastingSpec{Ability: "wis", Slots: map[int]int{1: 2}, Spells: []string{"bless"}}
	f := start(t, enc)
	f.do("Cleric cast bless on Cleric")
	f.do("Cleric end turn")
	src := &ownDice{Script: dice.NewScript(15, 4, 3), faces: map[string][]int{"Cleric": {2}}}
	cmd, err := battle.ParseCommand(f.State, "Orc attack Cleric")
	if err != nil {
		t.Fatal(err)
	}
	evs, next, err := battle.Decide(f.State, cmd, src)
	if err != nil {
		t.Fatal(err)
	}
	if len(src.asked) != 1 || src.asked[0] != "Cleric's DC 10 Constitution save to keep concentration" {
		t.Fatalf("the cleric's controller is asked for its concentration save: %q", src.asked)
	}
	var save *battle.Event
	for k := range evs {
		if evs[k].Type == battle.EvSave {
			save = &evs[k]
		}
	}
	if save == nil || save.D20[0] != 2 || *save.Success {
		t.Fatalf("the save used the player's 2 (bless's d4 from the source): %+v", save)
	}
	if next.Concentrating(0) {
		t.Fatal("a failed concentration save ends bless")
	}
	// Faces that are not a d20's are refused, and change nothing.
	src = &ownDice{Script: dice.NewScript(15, 4, 3), faces: map[string][]int{"Cleric": {21}}}
	if _, _, err := battle.Decide(f.State, cmd, src); err == nil {
		t.Fatal("a face of 21 was taken")
	}
}
