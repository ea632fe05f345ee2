package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// Forced movement (forced.go): `dm push`, the shove's push and an area's
// push all move a creature straight, square by square, with no
// opportunity attacks and no movement spent, stopping at what is in the
// way.

// walls adds walls to an encounter's map.
func walls(enc *battle.Encounter, ws ...string) *battle.Encounter {
	enc.Map.Walls = append(enc.Map.Walls, ws...)
	return enc
}

// Seed 001 "Opportunity Attacks": "you don't provoke an opportunity attack
// when ... someone or something moves you without using your movement,
// action, or reaction". The DM pushes the Orc 10 ft away from the Fighter,
// out of the Fighter's and the Cleric's reach.
func TestDMPushAway(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "B2", 20), hero("Cleric", "B3", 15),
		foe("Orc", "C2", 10, hp(30)), foe("Goblin", "L8", 5),
	))
	evs := f.do("dm push Orc 10 ft from Fighter")
	wantTypes(t, evs, battle.EvMove)
	m := evs[0]
	if m.Actor != "Orc" || m.From != "C2" || m.To != "E2" || !slices.Equal(m.Path, []string{"D2", "E2"}) || m.Action != "forced" || n(m.Cost) != 0 || m.Reason != "" {
		t.Errorf("push %+v: want the Orc forced C2 → D2 → E2 at no cost, the whole way", m)
	}
	if !f.c("Fighter").Reaction || !f.c("Cleric").Reaction {
		t.Error("a forced move provoked an opportunity attack")
	}
	f.do("Fighter end turn")
	f.do("Cleric end turn")
	if o := f.c("Orc"); o.Turn.Moved != 0 {
		t.Errorf("the Orc starts its turn having moved %d ft", o.Turn.Moved)
	}
	f.do("Orc move to H2") // its whole speed is still its own
}

// A push stops at a wall, another creature's space or the map's edge, and
// says so; with no room at all the creature stays and the log says why.
func TestForcedMovementStops(t *testing.T) {
	tests := []struct {
		name, line, to, why string
	}{
		{"the wall", "dm push Orc 20 ft east", "D3", "the wall at E3"},
		{"another creature", "dm push Orc 20 ft north", "C2", "Goblin's space at C1"},
		{"the map's edge", "dm push Orc 30 ft west", "A3", "edge of the map"},
		{"diagonally away from a square", "dm push Orc 10 ft from B4", "D2", "the wall at E1"},
		{"the whole way", "dm push Orc 10 ft southeast", "E5", ""},
		{"no room at all", "dm push Orc 5 ft from Fighter", "", "Cleric's space at D4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := start(t, walls(encounter(
				hero("Fighter", "B2", 20), hero("Cleric", "D4", 15),
				foe("Orc", "C3", 10, hp(30)), foe("Goblin", "C1", 5),
			), "E1-E3"))
			if tt.name == "the whole way" {
				f.do("dm push Cleric 5 ft south")
			}
			evs := f.do(tt.line)
			if tt.to == "" {
				e := one(t, evs, battle.EvAction)
				if e.Action != "push" || e.Actor != "Orc" || !strings.Contains(e.Reason, tt.why) || f.c("Orc").At.String() != "C3" {
					t.Errorf("no room: %+v, Orc at %s", e, f.c("Orc").At)
				}
				return
			}
			m := one(t, evs, battle.EvMove)
			if m.To != tt.to || !strings.Contains(m.Reason, tt.why) || (tt.why != "") != strings.Contains(m.Text, "stops because") {
				t.Errorf("push to %s, reason %q (%s): want %s, stopped by %q", m.To, m.Reason, m.Text, tt.to, tt.why)
			}
		})
	}
}

// Seed 000 "MAGICAL ATTACKS VIA CANTRIPS": "Thorn Whip: ... target Large or smaller pulled 10
// feet closer to caster": `dm push ... toward` pulls straight toward a
// creature, and stops beside it.
func TestDMPullToward(t *testing.T) {
	f := start(t, encounter(hero("Druid", "B2", 20), foe("Orc", "F2", 10, hp(30)), foe("Goblin", "L8", 5)))
	m := one(t, f.do("dm push Orc 10 ft toward Druid"), battle.EvMove)
	if m.To != "D2" {
		t.Errorf("pulled to %s, want D2, 10 ft closer", m.To)
	}
	m = one(t, f.do("dm push Orc 20 ft toward Druid"), battle.EvMove)
	if m.To != "C2" || !strings.Contains(m.Reason, "Druid's space") {
		t.Errorf("pulled to %s (%s), want C2 beside the Druid", m.To, m.Reason)
	}
	m = one(t, f.do("dm push Goblin 30 ft toward J8"), battle.EvMove)
	if m.To != "J8" || !strings.Contains(m.Reason, "as close to J8") {
		t.Errorf("pulled to %s (%s), want J8 and no farther", m.To, m.Reason)
	}
}

// The DM's push is refused when it makes no sense; a refusal changes
// nothing.
func TestDMPushRefusals(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10), foe("Goblin", "L8", 5)))
	f.refuse("dm push Orc 10 ft from C2", battle.CodeCannot)     // from its own square: no way is away
	f.refuse("dm push Orc 10 ft from Orc", battle.CodeCannot)    // from itself
	f.refuse("dm push Orc 10 ft from Z9", battle.CodeOutOfReach) // off the map
	f.do("dm damage Goblin 20")
	f.refuse("dm push Goblin 10 ft from Fighter", battle.CodeCannot) // the dead
}

// A shove's push is forced movement too (seed 000 "Other actions": Shove
// ... move 5 feet): with a wall behind the target, it stays and the log
// says the wall stopped it.
func TestShovePushStopsAtAWall(t *testing.T) {
	f := start(t, walls(encounter(
		hero("Fighter", "B2", 20, skill("athletics", 5)),
		foe("Orc", "C2", 10, hp(30)), foe("Goblin", "L8", 5),
	), "D2"))
	evs := f.do("Fighter shove Orc away", 10, 10)
	wantTypes(t, evs, battle.EvAction, battle.EvCheck, battle.EvCheck, battle.EvAction)
	if e := evs[3]; e.Action != "push" || !strings.Contains(e.Reason, "wall at D2") {
		t.Errorf("no room: %+v", e)
	}
}

// ledges is an encounter with heights of ground: map.elevation.
func ledges(enc *battle.Encounter, elev map[string]int) *battle.Encounter {
	enc.Map.Elevation = elev
	return enc
}

// SRD 5.1 "Falling" (fall.go: 1d6 bludgeoning per 10 ft, landing prone),
// after forced movement: pushed off a 20 ft ledge, the Orc goes over the
// edge at the first lower square, the push ends there, and it falls 20 ft
// for 2d6 and lands prone.
func TestPushOffALedge(t *testing.T) {
	f := start(t, ledges(encounter(
		hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30)), foe("Goblin", "L8", 5),
	), map[string]int{"A1-C8": 20}))
	evs := f.do("dm push Orc 15 ft from Fighter", 3, 5)
	wantTypes(t, evs, battle.EvMove, battle.EvMove, battle.EvDamage, battle.EvCondition)
	push, fall := evs[0], evs[1]
	if push.To != "D2" || push.Action != "forced" || n(push.Alt) != 20 || !strings.Contains(push.Reason, "over the edge at D2, 20 ft down") {
		t.Errorf("push %+v: want the Orc over the edge at D2, 20 ft up", push)
	}
	if fall.Action != "fall" || n(fall.Alt) != 0 || !strings.Contains(fall.Text, "falls 20 ft") {
		t.Errorf("fall %+v", fall)
	}
	if d := evs[2]; n(d.Amount) != 8 || d.DamageType != "bludgeoning" || !strings.Contains(d.Dice, "2d6") {
		t.Errorf("fall damage %d %s (%s): want 2d6 = 8 bludgeoning", n(d.Amount), d.DamageType, d.Dice)
	}
	if o := f.c("Orc"); !o.Conds.Has(rules.Prone) || o.At.String() != "D2" || o.Alt != 0 {
		t.Errorf("Orc at %s, %d ft up, %s: want prone on the ground at D2", o.At, o.Alt, o.Conds)
	}
}

// Forced movement does not lift a creature: ground higher than its feet
// stops the push. A flier keeps its height over lower ground and does not
// fall.
func TestPushAndHeights(t *testing.T) {
	f := start(t, ledges(encounter(
		foe("Bat", "I5", 25, speeds(battle.SpeedSpec{Fly: 60})),
		hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30)),
	), map[string]int{"E1-E8": 10, "H1-L8": -30}))
	f.do("Bat fly up 40") // 10 ft above the map's zero, over ground 30 ft down
	m := one(t, f.do("dm push Orc 20 ft from Fighter"), battle.EvMove)
	if m.To != "D2" || !strings.Contains(m.Reason, "the ground at E2 is 10 ft higher") {
		t.Errorf("push %+v: want a stop at D2, the ground at E2 being 10 ft higher", m)
	}
	m = one(t, f.do("dm push Bat 10 ft west"), battle.EvMove)
	if m.To != "G5" || n(m.Alt) != 10 || f.c("Bat").Alt != 10 {
		t.Errorf("flier pushed to %s at %d ft: want G5, still 10 ft up over the ground there", m.To, n(m.Alt))
	}
}
