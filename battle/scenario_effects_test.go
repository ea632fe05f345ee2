package battle_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/battle"
	"github.com/skirmish-rpg/skirmish/rules"
)

// three is a fight of three in this order: Fighter, Orc, Wolf.
func three(t *testing.T, fighter ...spec) *fight {
	return start(t, encounter(
		hero("Fighter", "B2", 20, append([]spec{hp(40)}, fighter...)...),
		foe("Orc", "C2", 10, hp(40)),
		foe("Wolf", "H6", 5, hp(40)),
	))
}

// Seed 001 "The Order of Combat" ("a cycle of rounds and turns") and seed
// 000 "CONDITIONS"; DESIGN.md principle 3: a condition the DM imposes "for
// 1 round" lasts until the start of the current creature's turn next
// round, and its end is logged: effect, then effect_end and the condition
// lifted.
func TestConditionForRounds(t *testing.T) {
	f := three(t)
	evs := f.do("dm condition Orc +poisoned for 1 rounds")
	wantTypes(t, evs, battle.EvEffect, battle.EvCondition)
	ef := evs[0].Effect
	if ef == nil || ef.Target != "Orc" || ef.Condition != "poisoned" || ef.Ends != "start" || ef.Of != "Fighter" || ef.Round != 2 {
		t.Fatalf("effect %+v, want poisoned until the start of the Fighter's turn in round 2", ef)
	}
	f.do("Fighter end turn")
	if a := one(t, f.do("Orc attack Fighter", 2, 3), battle.EvAttack); a.Mode != "disadvantage" {
		t.Errorf("the poisoned Orc's attack: %s", a.Mode)
	}
	f.do("Orc end turn")
	evs = f.do("Wolf end turn")
	wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvEffectEnd, battle.EvCondition)
	if e := evs[3]; e.Target != "Orc" || e.Condition != "poisoned" || yes(e.On) != "false" {
		t.Errorf("condition %+v", e)
	}
	if f.c("Orc").Conds.Has(rules.Poisoned) || len(f.State.Effects) != 0 {
		t.Errorf("Orc %s, effects %+v", f.c("Orc").Conds, f.State.Effects)
	}
}

// Seed 001 "The Order of Combat": the initiative order stays the same
// from round to round, so a duration counted by the turns of the creature
// that was acting runs out when its turn would have come, though it has
// died.
func TestConditionForRoundsOutlivesItsClock(t *testing.T) {
	f := three(t)
	f.do("Fighter end turn")
	f.do("dm condition Fighter +poisoned for 1 rounds") // until the start of the Orc's turn in round 2
	f.do("dm hp Orc 0")
	f.do("Orc end turn")
	f.do("Wolf end turn")
	evs := f.do("Fighter end turn") // the dead Orc's turn is skipped
	if len(of(evs, battle.EvEffectEnd)) != 1 || f.c("Fighter").Conds.Has(rules.Poisoned) {
		t.Errorf("the effect outlived the round:\n%s", texts(evs))
	}
}

// Durations such as seed 001 "Dodge" ("Until the start of your next
// turn") and "Ready" ("before the start of your next turn"), named by the
// DM: the end point is the named creature's next turn — in this round when
// it acts later, else in the next round.
func TestConditionUntilStartOrEndOf(t *testing.T) {
	after := []string{"Orc end turn", "Wolf end turn", "Fighter end turn", "Orc end turn"}
	tests := []struct {
		until string
		ends  int // the index in after of the command that ends it
	}{
		{"until start of Wolf", 0}, // the Wolf acts later this round
		{"until end of Wolf", 1},
		{"until start of Fighter", 1}, // the Fighter has acted: next round
		{"until end of Fighter", 2},
		{"until start of Orc", 2}, // the current creature: its next turn
		{"until end of Orc", 3},
	}
	for _, tt := range tests {
		t.Run(tt.until, func(t *testing.T) {
			f := three(t)
			f.do("Fighter end turn") // the Orc's turn, round 1
			f.do("dm condition Fighter +poisoned " + tt.until)
			for k, line := range after {
				evs := f.do(line)
				ended := len(of(evs, battle.EvEffectEnd)) == 1
				if ended != (k == tt.ends) {
					t.Fatalf("%q: effect ended %v\n%s", line, ended, texts(evs))
				}
				if ended && f.c("Fighter").Conds.Has(rules.Poisoned) {
					t.Error("the effect ended but the Fighter is still poisoned")
				}
			}
		})
	}
}

// SRD 5.1 repeated saves ("at the end of each of its turns, the target can
// make a ... saving throw. On a success, the spell ends"), through the DM
// ruling "save con 13".
func TestConditionEndsOnASave(t *testing.T) {
	f := three(t)
	f.do("dm condition Orc +restrained save con 13")
	f.do("Fighter end turn")
	evs := f.do("Orc end turn", 12) // 12 + 0 = 12: failure
	wantTypes(t, evs, battle.EvSave, battle.EvTurnEnd, battle.EvTurn)
	if s := evs[0]; s.Actor != "Orc" || s.Ability != "con" || n(s.DC) != 13 || n(s.Total) != 12 || yes(s.Success) != "false" {
		t.Errorf("save %+v", s)
	}
	if !f.c("Orc").Conds.Has(rules.Restrained) {
		t.Fatal("a failed save ended it")
	}
	f.do("Wolf end turn")
	f.do("Fighter end turn")
	evs = f.do("Orc end turn", 13) // success
	wantTypes(t, evs, battle.EvSave, battle.EvEffectEnd, battle.EvCondition, battle.EvTurnEnd, battle.EvTurn)
	if f.c("Orc").Conds.Has(rules.Restrained) || len(f.State.Effects) != 0 {
		t.Errorf("Orc %s, effects %+v", f.c("Orc").Conds, f.State.Effects)
	}
}

// Seed 000 "Things that don't count as full actions": "Maintain one spell
// effect through concentration (but only one spell concentration at a
// time)"; seed 001 "Ready" ("if you take damage ... your concentration
// might be broken"); SRD 5.1 "Concentration": a Constitution save, DC 10
// or half the damage, whichever is higher; a failure ends the effect.
func TestConcentration(t *testing.T) {
	setup := func(t *testing.T) *fight {
		f := start(t, encounter(
			hero("Wizard", "B2", 20, hp(40)),
			foe("Orc", "C2", 10, hp(40)),
			foe("Wolf", "H6", 5, hp(40)),
		))
		if e := f.do("dm condition Orc +restrained concentration Wizard")[0]; e.Effect == nil || e.Effect.Concentration != "Wizard" {
			t.Fatalf("effect %+v", e.Effect)
		}
		return f
	}
	t.Run("DC half the damage, failed", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm damage Wizard 24", 11) // DC 12
		wantTypes(t, evs, battle.EvDamage, battle.EvSave, battle.EvEffectEnd, battle.EvCondition)
		if s := evs[1]; s.Actor != "Wizard" || s.Ability != "con" || n(s.DC) != 12 || yes(s.Success) != "false" {
			t.Errorf("save %+v, want a failed DC 12 Constitution save", s)
		}
		if e := evs[3]; e.Target != "Orc" || e.Condition != "restrained" || yes(e.On) != "false" {
			t.Errorf("condition %+v", e)
		}
	})
	t.Run("DC at least 10, kept", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm damage Wizard 5", 10)
		wantTypes(t, evs, battle.EvDamage, battle.EvSave)
		if s := evs[1]; n(s.DC) != 10 || yes(s.Success) != "true" {
			t.Errorf("save %+v, want a successful DC 10 save", s)
		}
		if !f.c("Orc").Conds.Has(rules.Restrained) || len(f.State.Effects) != 1 {
			t.Error("a successful save ended the effect")
		}
	})
	t.Run("one concentration at a time", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm condition Wolf +frightened concentration Wizard")
		wantTypes(t, evs, battle.EvEffectEnd, battle.EvCondition, battle.EvEffect, battle.EvCondition)
		if e := evs[1]; e.Target != "Orc" || e.Condition != "restrained" || yes(e.On) != "false" {
			t.Errorf("old effect's condition %+v", e)
		}
		if e := evs[3]; e.Target != "Wolf" || e.Condition != "frightened" || yes(e.On) != "true" {
			t.Errorf("new effect's condition %+v", e)
		}
	})
	t.Run("dropping to 0 hit points", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm damage Wizard 40") // no save: unconscious
		if len(of(evs, battle.EvSave)) != 0 || len(of(evs, battle.EvEffectEnd)) != 1 || f.c("Orc").Conds.Has(rules.Restrained) {
			t.Errorf("at 0 HP the concentration goes without a save:\n%s", texts(evs))
		}
	})
	t.Run("incapacitated", func(t *testing.T) {
		f := setup(t)
		evs := f.do("dm condition Wizard +stunned")
		wantTypes(t, evs, battle.EvCondition, battle.EvEffectEnd, battle.EvCondition)
	})
}

// DESIGN.md principle 3 (the DM adds and ends conditions) with seed 000
// "CONDITIONS": removing a condition ends the effects that impose it; a
// condition two effects impose lasts until the last of them ends.
func TestEndingEffects(t *testing.T) {
	t.Run("-poisoned ends the effect", func(t *testing.T) {
		f := three(t)
		f.do("dm condition Orc +poisoned for 3 rounds")
		evs := f.do("dm condition Orc -poisoned")
		wantTypes(t, evs, battle.EvEffectEnd, battle.EvCondition)
		if len(f.State.Effects) != 0 || f.c("Orc").Conds.Has(rules.Poisoned) {
			t.Errorf("Orc %s, effects %+v", f.c("Orc").Conds, f.State.Effects)
		}
	})
	t.Run("two effects, one condition", func(t *testing.T) {
		f := three(t)
		f.do("dm condition Orc +poisoned for 1 rounds")
		wantTypes(t, f.do("dm condition Orc +poisoned for 2 rounds"), battle.EvEffect) // already poisoned
		f.do("Fighter end turn")
		f.do("Orc end turn")
		evs := f.do("Wolf end turn") // round 2: the first ends
		wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvEffectEnd)
		if !f.c("Orc").Conds.Has(rules.Poisoned) {
			t.Fatal("the second effect's poison ended with the first")
		}
		f.do("Fighter end turn")
		f.do("Orc end turn")
		evs = f.do("Wolf end turn") // round 3: the second ends
		wantTypes(t, evs, battle.EvTurnEnd, battle.EvTurn, battle.EvEffectEnd, battle.EvCondition)
		if f.c("Orc").Conds.Has(rules.Poisoned) {
			t.Error("still poisoned")
		}
	})
}

// Seed 000 "CONDITIONS" > Charmed: "A charmed creature can't attack the
// charmer".
func TestCharmedByASource(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(40)), foe("Wolf", "B3", 5, hp(40))))
	evs := f.do("dm condition Fighter +charmed by Orc")
	if ef := evs[0].Effect; ef == nil || ef.Source != "Orc" || ef.Condition != "charmed" {
		t.Fatalf("effect %+v", ef)
	}
	if re := f.refuse("Fighter attack Orc", battle.CodeCannot); !strings.Contains(re.Msg, "charmed") {
		t.Errorf("message %q does not name the charm", re.Msg)
	}
	wantTypes(t, f.do("Fighter attack Wolf", 2), battle.EvAttack) // anyone else
	f.do("Fighter end turn")
	wantTypes(t, f.do("Orc move to E2"), battle.EvMove) // no opportunity attack on the charmer either
}

// Seed 000 "CONDITIONS" > Frightened: "disadvantage on ability checks and
// attack rolls while the source of its fear is within line of sight" and
// "can't willingly move closer to the source of its fear".
func TestFrightenedByASource(t *testing.T) {
	f := start(t, encounter(
		hero("Fighter", "C4", 20, extraAttacks(1), skill("athletics", 5)),
		foe("Orc", "F4", 10, hp(40)),
		foe("Wolf", "C5", 5, hp(40)),
	))
	f.do("dm condition Fighter +frightened by Orc")
	a := one(t, f.do("Fighter attack Wolf", 2, 3), battle.EvAttack)
	if a.Mode != "disadvantage" || !slices.Equal(a.Reasons, []string{"attacker frightened, source in sight"}) {
		t.Errorf("attack %s %v", a.Mode, a.Reasons)
	}
	if c := checkOf(f.do("Fighter shove Wolf prone", 2, 3, 15)[1]); c.Mode != "disadvantage" {
		t.Errorf("check %+v", c)
	}
	f.refuse("Fighter move to D4", battle.CodeMovement)
	f.refuse("Fighter move C3 D3", battle.CodeMovement) // the second step comes closer
	f.do("Fighter move B4")                             // away
	f.do("dm hp Orc 0")                                 // the source dies
	f.do("Fighter end turn")
	f.do("Wolf end turn")
	if a := one(t, f.do("Fighter attack Wolf", 2), battle.EvAttack); a.Mode != "normal" {
		t.Errorf("with its source dead: %s %v", a.Mode, a.Reasons)
	}
	f.do("Fighter move C4") // toward the dead Orc: nothing to fear there
}

// Seed 000 "EXHAUSTION": "1 … Disadvantage on ability checks; 2 … Speed
// halved; 3 … Disadvantage on attack rolls and saving throws; 4 … Hit
// point maximum halved; 5 … Speed reduced to 0; 6 … Death", each level
// with all lower ones.
func TestExhaustionLevels(t *testing.T) {
	exhaust := func(f *fight, level int) []battle.Event {
		line := "dm condition Fighter"
		for range level {
			line += " +exhaustion"
		}
		return f.do(line)
	}
	t.Run("1: ability checks", func(t *testing.T) {
		f := three(t, skill("athletics", 5))
		exhaust(f, 1)
		evs := f.do("Fighter grapple Orc", 2, 12, 10)
		if c := checkOf(evs[1]); c.Mode != "disadvantage" || !slices.Equal(c.D20, []int{2, 12}) || c.Total != 7 || !slices.Equal(c.Reasons, []string{"exhausted (level 1+)"}) {
			t.Errorf("check %+v", c)
		}
		if a := one(t, f.do("dm condition Fighter -exhaustion"), battle.EvCondition); n(a.Level) != 0 || yes(a.On) != "false" {
			t.Errorf("back to level 0: %+v", a)
		}
	})
	t.Run("2: speed halved", func(t *testing.T) {
		f := three(t)
		exhaust(f, 2)
		f.refuse("Fighter move B3 B4 B5 B6", battle.CodeMovement)
		f.do("Fighter move B3 B4 B5", 1) // 15 ft; the Orc's opportunity attack misses
	})
	t.Run("3: attacks and saves", func(t *testing.T) {
		f := three(t)
		exhaust(f, 3)
		a := one(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack)
		if a.Mode != "disadvantage" || !slices.Equal(a.Reasons, []string{"attacker exhausted (level 3+)"}) {
			t.Errorf("attack %s %v", a.Mode, a.Reasons)
		}
		f.do("dm condition Fighter +restrained save str 10")
		s := one(t, f.do("Fighter end turn", 15, 9), battle.EvSave)
		if s.Mode != "disadvantage" || !slices.Equal(s.D20, []int{15, 9}) || yes(s.Success) != "false" {
			t.Errorf("save %+v", s)
		}
	})
	t.Run("4: hit point maximum halved", func(t *testing.T) {
		f := three(t)
		evs := exhaust(f, 4)
		wantTypes(t, evs, battle.EvCondition, battle.EvHP)
		if n(evs[0].Level) != 4 || n(evs[1].HP) != 20 || f.c("Fighter").HP.Current != 20 {
			t.Errorf("level %d, hp %d", n(evs[0].Level), n(evs[1].HP))
		}
		f.do("dm damage Fighter 5")
		if h := one(t, f.do("dm heal Fighter 30"), battle.EvHeal); n(h.Amount) != 5 || n(h.HP) != 20 {
			t.Errorf("heal %+v, want 5 to 20, the halved maximum", h)
		}
		f.refuse("dm hp Fighter 21", battle.CodeCannot)
	})
	t.Run("4: massive damage against the halved maximum", func(t *testing.T) {
		// Seed 001 "Instant Death": "you die if the remaining damage equals
		// or exceeds your hit point maximum" — the maximum in effect.
		f := three(t)
		exhaust(f, 4) // 20 of a halved maximum of 20
		evs := f.do("dm damage Fighter 40")
		wantTypes(t, evs, battle.EvDamage, battle.EvDead, battle.EvEnd)
	})
	t.Run("5: speed 0", func(t *testing.T) {
		f := three(t)
		exhaust(f, 5)
		f.refuse("Fighter move to B3", battle.CodeCannot)
		wantTypes(t, f.do("Fighter attack Orc", 2, 3), battle.EvAttack) // it can still act
	})
	t.Run("6: death", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), hero("Cleric", "B3", 15), foe("Orc", "C2", 10)))
		evs := exhaust(f, 6)
		wantTypes(t, evs, battle.EvCondition, battle.EvHP, battle.EvDead)
		if !f.c("Fighter").Dead {
			t.Error("alive at exhaustion 6")
		}
	})
}
