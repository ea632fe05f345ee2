package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// SRD 5.1 "Caltrops": "A creature moving through the area at half speed
// doesn't need to make the saving throw." The Orc walks from F2 to B2
// across the caltrops at C2 carefully: no save, and the step into C2
// costs 10 ft instead of 5, 25 ft in all; without care the same move
// calls for the save (TestCaltrops). Its speed is 25: one square more
// is beyond it.
func TestCaltropsCarefully(t *testing.T) {
	f := start(t, encounter(hero("Rogue", "B3", 20), foe("Orc", "F2", 10, hp(15), speed(25))))
	f.do("Rogue use caltrops at C2")
	f.do("Rogue end turn")
	f.refuse("Orc move to A2 carefully", battle.CodeMovement) // 25 + 5 for C2 = 30 > its speed of 25
	evs := f.do("Orc move to B2 carefully")                   // no dice: no save
	wantTypes(t, evs, battle.EvMove)
	m := evs[0]
	if n(m.Cost) != 25 || !strings.Contains(m.Text, "carefully") || f.c("Orc").Turn.Moved != 25 {
		t.Errorf("move %+v", m)
	}
	if o := f.c("Orc"); o.HP.Current != 15 || o.Hobbled {
		t.Errorf("Orc %d HP, hobbled %v", o.HP.Current, o.Hobbled)
	}
}

// SRD 5.1 "Ball Bearings": "A creature moving through the area at half
// speed doesn't need to make the save." Across the 10-ft area (C2, D2)
// (C3-D4) the steps into D3 and C3 cost 10 ft each, E3 and B3 5 ft: 30.
func TestBallBearingsAtHalfSpeed(t *testing.T) {
	f := start(t, encounter(hero("Rogue", "B4", 20), foe("Orc", "F2", 10)))
	f.do("Rogue use ball bearings at C3")
	f.do("Rogue end turn")
	evs := f.do("Orc move E3 D3 C3 B3 at half speed")
	wantTypes(t, evs, battle.EvMove)
	if o := f.c("Orc"); o.At.String() != "B3" || o.Turn.Moved != 30 || strings.Contains(o.Conds.String(), "prone") {
		t.Errorf("Orc at %s, moved %d, %s", o.At, o.Turn.Moved, o.Conds)
	}
	f.refuse("Orc fly to C3 carefully", battle.CodeCannot) // it has no flying speed
}

// "carefully" and "at half speed" parse as a move's option.
func TestParseCarefully(t *testing.T) {
	f := start(t, encounter(hero("Rogue", "B4", 20), foe("Orc", "F2", 10)))
	for _, line := range []string{"Rogue move to C4 carefully", "Rogue move C4 D4 at half speed", "Rogue move to C4 AT HALF SPEED"} {
		cmd, err := battle.ParseCommand(f.State, line)
		if err != nil || !cmd.Careful || cmd.Verb != "move" {
			t.Errorf("%q: %+v, %v", line, cmd, err)
		}
	}
	if _, err := battle.ParseCommand(f.State, "Rogue move carefully"); err == nil {
		t.Error("a careful move with no square parsed")
	}
}
