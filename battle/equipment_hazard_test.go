package battle_test

import (
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
)

// Seed 000 line 38 and SRD 5.1 "Caltrops": "As an action, you can spread
// a bag of caltrops to cover a square area that is 5 feet on a side. Any
// creature that enters the area must succeed on a DC 15 Dexterity saving
// throw or stop moving this turn and take 1 piercing damage. Taking this
// damage reduces the creature's walking speed by 10 feet until the creature
// regains at least 1 hit point."
func TestCaltrops(t *testing.T) {
	setup := func(t *testing.T) *fight {
		f := start(t, encounter(hero("Rogue", "B2", 20), foe("Orc", "F2", 10, hp(15))))
		evs := f.do("Rogue use caltrops at C2")
		h := one(t, evs, battle.EvHazard)
		if h.Actor != "Rogue" || h.With != "caltrops" || len(h.Squares) != 1 || h.Squares[0] != "C2" || !f.c("Rogue").Turn.Action {
			t.Fatalf("hazard %+v", h)
		}
		f.do("Rogue end turn")
		return f
	}
	t.Run("failed save: stops, 1 piercing, 10 ft slower", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc move to C2", 5) // Dex save 5 < 15
		wantTypes(t, evs, battle.EvMove, battle.EvSave, battle.EvDamage, battle.EvHazard)
		o := f.c("Orc")
		if o.At.String() != "C2" || o.HP.Current != 14 || !o.Hobbled {
			t.Fatalf("Orc at %s, %d HP, hobbled %v", o.At, o.HP.Current, o.Hobbled)
		}
		f.refuse("Orc move to E2", battle.CodeMovement) // 15 + 10 > 20
		f.do("Orc move to C3")                          // leaving the caltrops springs nothing: 20 ft
		f.do("dm heal Orc 1")
		if f.c("Orc").Hobbled {
			t.Error("regaining a hit point should end the slowing")
		}
	})
	t.Run("saved: walks on", func(t *testing.T) {
		f := setup(t)
		evs := f.do("Orc move to C2", 18)
		wantTypes(t, evs, battle.EvMove, battle.EvSave)
		if o := f.c("Orc"); o.HP.Current != 15 || o.Hobbled {
			t.Errorf("Orc %d HP, hobbled %v", o.HP.Current, o.Hobbled)
		}
	})
	t.Run("out of reach", func(t *testing.T) {
		f := start(t, encounter(hero("Rogue", "B2", 20), foe("Orc", "F2", 10)))
		f.refuse("Rogue use caltrops at E2", battle.CodeOutOfReach)
		f.refuse("Rogue use caltrops", battle.CodeSyntax)
	})
}

// SRD 5.1 "Ball Bearings": "As an action, you can spill these tiny metal
// balls from their pouch to cover a level, square area that is 10 feet on
// a side. A creature moving across the covered area must succeed on a DC 10
// Dexterity saving throw or fall prone." The Orc falls at D2, the area's
// first square on its path, and stops there.
func TestBallBearings(t *testing.T) {
	f := start(t, encounter(hero("Rogue", "B2", 20), foe("Orc", "F2", 10)))
	h := one(t, f.do("Rogue use ball bearings at C2"), battle.EvHazard)
	if len(h.Squares) != 4 || h.With != "ball-bearings" {
		t.Fatalf("hazard %+v", h)
	}
	f.do("Rogue end turn")
	evs := f.do("Orc move to C2", 3) // Dex save 3 < 10
	wantTypes(t, evs, battle.EvMove, battle.EvSave, battle.EvCondition)
	if o := f.c("Orc"); o.At.String() != "D2" || !strings.Contains(o.Conds.String(), "prone") {
		t.Errorf("Orc at %s, %s", o.At, o.Conds)
	}
}
