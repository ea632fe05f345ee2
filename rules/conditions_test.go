package rules

import (
	"slices"
	"testing"
)

// effects is everything Conditions answers, gathered so that one table row
// states a condition's whole meaning and a wrong answer anywhere shows.
type effects struct {
	incap, act, react, move bool
	speed                   int  // Speed(30)
	failStr, failDex        bool // AutoFailSave
	failCon                 bool
	disDex, disWis          int // len(SaveDisadvantage)
	disCheck, disCheckUnsee int // len(CheckDisadvantage(true)), (false)
	resistAll, halved, dead bool
	unaware, see            bool
}

func effectsOf(cs Conditions) effects {
	return effects{
		incap: cs.Incapacitated(), act: cs.CanAct(), react: cs.CanReact(), move: cs.CanMove(),
		speed:   cs.Speed(30),
		failStr: cs.AutoFailSave(Str), failDex: cs.AutoFailSave(Dex), failCon: cs.AutoFailSave(Con),
		disDex: len(cs.SaveDisadvantage(Dex)), disWis: len(cs.SaveDisadvantage(Wis)),
		disCheck: len(cs.CheckDisadvantage(true)), disCheckUnsee: len(cs.CheckDisadvantage(false)),
		resistAll: cs.ResistsAll(), halved: cs.MaxHPHalved(), dead: cs.Dead(),
		unaware: cs.Unaware(), see: cs.CanSee(),
	}
}

// unhampered is a creature with no conditions.
var unhampered = effects{act: true, react: true, move: true, speed: 30, see: true}

// held is a paralyzed or stunned creature: incapacitated, can't move,
// fails Strength and Dexterity saves.
var held = effects{incap: true, speed: 0, failStr: true, failDex: true, see: true}

// TestConditionEffects: each of the fourteen conditions alone, by its text
// in seed 000 "CONDITIONS", with seed 000 "TAKE TURN" for actions and
// movement. (Attack-roll effects are in TestAttackReasons.)
func TestConditionEffects(t *testing.T) {
	with := func(e effects, f func(*effects)) effects { f(&e); return e }
	tests := []struct {
		c    Condition
		want effects
	}{
		// "A blinded creature can't see."
		{Blinded, with(unhampered, func(e *effects) { e.see = false })},
		// Charmed and deafened change nothing this package decides.
		{Charmed, unhampered},
		{Deafened, unhampered},
		// "Disadvantage on ability checks ... while the source of its fear
		// is within line of sight."
		{Frightened, with(unhampered, func(e *effects) { e.disCheck = 1 })},
		// "A grappled creature's speed becomes 0." It is not "can't move"
		// (seed 000 "TAKE TURN" lists it apart): it still acts.
		{Grappled, with(unhampered, func(e *effects) { e.speed = 0 })},
		// "Can't take actions or reactions" — but can move.
		{Incapacitated, with(unhampered, func(e *effects) { e.incap, e.act, e.react = true, false, false })},
		{Invisible, unhampered},
		// "Incapacitated and can't move or speak ... automatically fails
		// Strength and Dexterity saving throws."
		{Paralyzed, held},
		// As paralyzed, plus "unaware of its surroundings" and "resistance
		// to all damage".
		{Petrified, with(held, func(e *effects) { e.unaware, e.see, e.resistAll = true, false, true })},
		// "Disadvantage on attack rolls and ability checks."
		{Poisoned, with(unhampered, func(e *effects) { e.disCheck, e.disCheckUnsee = 1, 1 })},
		// Prone crawls at full speed on this level; the grid doubles the cost.
		{Prone, unhampered},
		// "Speed becomes 0 ... disadvantage on Dexterity saving throws."
		{Restrained, with(unhampered, func(e *effects) { e.speed, e.disDex = 0, 1 })},
		// "Incapacitated, can't move ... automatically fails Strength and
		// Dexterity saving throws."
		{Stunned, held},
		// "Incapacitated, can't move or speak, and is unaware of its
		// surroundings ... automatically fails Strength and Dexterity saves."
		{Unconscious, with(held, func(e *effects) { e.unaware, e.see = true, false })},
	}
	if len(tests) != int(numConditions) {
		t.Fatalf("%d rows for %d conditions", len(tests), numConditions)
	}
	for _, tt := range tests {
		if got := effectsOf(Conditions{}.With(tt.c)); got != tt.want {
			t.Errorf("%v:\n got %+v\nwant %+v", tt.c, got, tt.want)
		}
	}
	if got := effectsOf(Conditions{}); got != unhampered {
		t.Errorf("no conditions: %+v", got)
	}
}

// TestExhaustion: seed 000 "EXHAUSTION": "A creature suffers the effect of
// its current level of exhaustion as well as all lower levels" — so each
// row is the one above plus that level's effect.
func TestExhaustion(t *testing.T) {
	want := unhampered
	steps := []func(e *effects){
		1: func(e *effects) { e.disCheck, e.disCheckUnsee = 1, 1 }, // disadvantage on ability checks
		2: func(e *effects) { e.speed = 15 },                       // speed halved
		3: func(e *effects) { e.disDex, e.disWis = 1, 1 },          // disadvantage on attacks (TestAttackReasons) and saves
		4: func(e *effects) { e.halved = true },                    // hit point maximum halved
		5: func(e *effects) { e.speed, e.move = 0, false },         // speed reduced to 0
		6: func(e *effects) { e.dead, e.act, e.react = true, false, false },
	}
	for level := 0; level <= 6; level++ {
		if level > 0 {
			steps[level](&want)
		}
		cs := Conditions{}.WithExhaustion(level)
		if got := effectsOf(cs); got != want {
			t.Errorf("exhaustion %d:\n got %+v\nwant %+v", level, got, want)
		}
	}
}

// TestConditionsCombined: effects of several conditions and exhaustion add
// up, each reason given separately.
func TestConditionsCombined(t *testing.T) {
	// Restrained (Dex saves) and exhaustion 3 (all saves): two reasons.
	cs := Conditions{Exhaustion: 3}.With(Restrained)
	if got := cs.SaveDisadvantage(Dex); !slices.Equal(got, []string{"restrained", "exhausted (level 3+)"}) {
		t.Errorf("save disadvantage %q", got)
	}
	// Poisoned, frightened with the source in sight, exhaustion 1.
	cs = Conditions{Exhaustion: 1}.With(Poisoned).With(Frightened)
	if got := cs.CheckDisadvantage(true); !slices.Equal(got, []string{"poisoned", "frightened, source in sight", "exhausted (level 1+)"}) {
		t.Errorf("check disadvantage %q", got)
	}
	// Grappled at exhaustion 2: 0 wins over halved (seed 000, "Grappled":
	// speed becomes 0).
	if got := (Conditions{Exhaustion: 2}).With(Grappled).Speed(30); got != 0 {
		t.Errorf("grappled at exhaustion 2: speed %d", got)
	}
	// Exhaustion 2 halves odd speeds down.
	if got := (Conditions{Exhaustion: 2}).Speed(25); got != 12 {
		t.Errorf("exhaustion 2, speed 25: %d", got)
	}
}

// TestAutoFailCheck: seed 000, "Blinded" and "Deafened": checks that need
// the missing sense fail.
func TestAutoFailCheck(t *testing.T) {
	tests := []struct {
		cs             Conditions
		sight, hearing bool
		want           bool
	}{
		{Conditions{}.With(Blinded), true, false, true},
		{Conditions{}.With(Blinded), false, true, false},
		{Conditions{}.With(Deafened), false, true, true},
		{Conditions{}.With(Deafened), true, false, false},
		{Conditions{}.With(Unconscious), true, false, true},
		{Conditions{}, true, true, false},
	}
	for _, tt := range tests {
		if got := tt.cs.AutoFailCheck(tt.sight, tt.hearing); got != tt.want {
			t.Errorf("%v sight %v hearing %v: %v", tt.cs, tt.sight, tt.hearing, got)
		}
	}
}

// TestMaxHP: seed 000 "EXHAUSTION" level 4: hit point maximum halved,
// rounded down, never to 0.
func TestMaxHP(t *testing.T) {
	tests := []struct{ exhaustion, full, want int }{
		{3, 25, 25}, {4, 25, 12}, {6, 40, 20}, {4, 1, 1}, {4, 3, 1},
	}
	for _, tt := range tests {
		if got := (Conditions{Exhaustion: tt.exhaustion}).MaxHP(tt.full); got != tt.want {
			t.Errorf("exhaustion %d, max %d: %d, want %d", tt.exhaustion, tt.full, got, tt.want)
		}
	}
}

// TestConditionSet: the set operations, the list order, the printed form
// and the exhaustion bounds.
func TestConditionSet(t *testing.T) {
	cs := Conditions{}.With(Prone).With(Poisoned).With(Prone)
	if !cs.Has(Prone) || !cs.Has(Poisoned) || cs.Has(Blinded) {
		t.Errorf("Has on %v", cs)
	}
	if got := cs.List(); !slices.Equal(got, []Condition{Poisoned, Prone}) {
		t.Errorf("List %v", got)
	}
	cs = cs.WithExhaustion(2)
	if got := cs.String(); got != "poisoned, prone, exhaustion 2" {
		t.Errorf("String %q", got)
	}
	cs = cs.Without(Prone).Without(Prone).Without(Poisoned)
	if cs.Set != 0 || cs.String() != "exhaustion 2" {
		t.Errorf("after Without: %+v %q", cs, cs)
	}
	if got := (Conditions{}).String(); got != "none" {
		t.Errorf("zero String %q", got)
	}
	if got := cs.WithExhaustion(9).Exhaustion; got != 6 {
		t.Errorf("exhaustion 9 held to %d", got)
	}
	if got := cs.WithExhaustion(-1).Exhaustion; got != 0 {
		t.Errorf("exhaustion -1 held to %d", got)
	}
}
