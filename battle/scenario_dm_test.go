package battle_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/skirmish-rpg/skirmish/battle"
)

// DESIGN.md principle 3 ("The DM has the last word"): damage with a type
// goes through the creature's defenses like any other (seed 001 "Damage
// Resistance and Vulnerability"); an unknown type is refused.
func TestDMDamage(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30), resist("fire"))))
	e := one(t, f.do("dm damage Orc 7 fire"), battle.EvDamage)
	if n(e.Amount) != 3 || e.DamageType != "fire" || n(e.HP) != 27 {
		t.Errorf("7 fire on a fire-resistant Orc: %+v", e)
	}
	e = one(t, f.do("dm damage Orc 7 FIRE"), battle.EvDamage)
	if n(e.Amount) != 3 {
		t.Errorf("the type in capitals: %d damage, want 3", n(e.Amount))
	}
	e = one(t, f.do("dm damage Orc 7"), battle.EvDamage)
	if n(e.Amount) != 7 || e.DamageType != "" {
		t.Errorf("untyped: %+v", e)
	}
	f.refuse("dm damage Orc 7 sonic", battle.CodeSyntax)
}

// DESIGN.md principle 3: the DM heals, sets hit points, and adds and ends
// conditions, each as an event; seed 000 "EXHAUSTION" counts levels up to
// 6, death.
func TestDMHealHPAndConditions(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30)), foe("Wolf", "L8", 5)))
	f.do("dm damage Orc 10")
	e := one(t, f.do("dm heal Orc 4"), battle.EvHeal)
	if n(e.Amount) != 4 || n(e.HP) != 24 {
		t.Errorf("heal %+v", e)
	}
	e = one(t, f.do("dm hp Orc 5"), battle.EvHP)
	if n(e.HP) != 5 || f.c("Orc").HP.Current != 5 {
		t.Errorf("hp %+v", e)
	}
	f.refuse("dm hp Orc 31", battle.CodeCannot)

	evs := f.do("dm condition Orc +prone +poisoned")
	wantTypes(t, evs, battle.EvCondition, battle.EvCondition)
	if got := f.c("Orc").Conds.String(); got != "poisoned, prone" {
		t.Errorf("conditions %s", got)
	}
	evs = f.do("dm condition Orc -prone")
	if e := one(t, evs, battle.EvCondition); e.Condition != "prone" || yes(e.On) != "false" {
		t.Errorf("-prone %+v", e)
	}
	f.refuse("dm condition Orc +sleepy", battle.CodeSyntax)
	f.refuse("dm condition Orc +prone +sleepy", battle.CodeSyntax) // a bad one applies none

	for level := 1; level <= 5; level++ {
		e := one(t, f.do("dm condition Orc +exhaustion"), battle.EvCondition)
		if e.Condition != "exhaustion" || n(e.Level) != level || f.c("Orc").Conds.Exhaustion != level {
			t.Errorf("exhaustion %+v, want level %d", e, level)
		}
	}
	e = one(t, f.do("dm condition Orc -exhaustion"), battle.EvCondition)
	if n(e.Level) != 4 {
		t.Errorf("-exhaustion: level %d, want 4", n(e.Level))
	}
	f.do("dm condition Orc +exhaustion")
	evs = f.do("dm condition Orc +exhaustion") // level 6: death
	wantTypes(t, evs, battle.EvCondition, battle.EvDead)
	f.refuse("dm heal Orc 3", battle.CodeCannot) // the dead can't be healed
}

// DESIGN.md principle 3 with seed 001 "Dropping to 0 Hit Points" and
// "Falling Unconscious": hit points the DM sets obey the same rules as
// damage and healing — at 0 a monster dies and a character falls
// unconscious; a character brought up from 0 wakes ("This unconsciousness
// ends if you regain any hit points").
func TestDMSetsHitPoints(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), hero("Cleric", "B3", 15), foe("Orc", "C2", 10), foe("Wolf", "L8", 5)))
	evs := f.do("dm hp Fighter 0")
	wantTypes(t, evs, battle.EvHP, battle.EvDown, battle.EvCondition, battle.EvCondition)
	if c := f.c("Fighter"); c.HP.Current != 0 || c.Conds.String() != "prone, unconscious" {
		t.Errorf("Fighter at %d HP, %s", c.HP.Current, c.Conds)
	}
	evs = f.do("dm hp Fighter 5")
	wantTypes(t, evs, battle.EvHP, battle.EvCondition)
	if c := f.c("Fighter"); c.HP.Current != 5 || c.Conds.String() != "prone" {
		t.Errorf("Fighter at %d HP, %s", c.HP.Current, c.Conds)
	}
	evs = f.do("dm hp Orc 0")
	wantTypes(t, evs, battle.EvHP, battle.EvDead)
	wantTypes(t, f.do("dm hp Cleric 20"), battle.EvHP) // no change to rule on
}

// DESIGN.md principle 3 ("reorder initiative"); seed 001 "Initiative":
// the DM's new order holds from then on, and the creature whose turn it is
// keeps its turn, with what it has spent of it.
func TestDMInitiative(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "B2", 20), hero("Cleric", "B3", 15), foe("Orc", "L8", 10)))
	f.do("Fighter move to C2")
	f.refuse("dm initiative Orc Fighter", battle.CodeSyntax)     // the Cleric left out
	f.refuse("dm initiative Orc Orc Fighter", battle.CodeSyntax) // the Orc twice
	f.refuse("dm initiative Orc Fighter Cleric Bob", battle.CodeUnknownName)
	e := one(t, f.do("dm initiative Orc Fighter Cleric"), battle.EvOrder)
	if !slices.Equal(e.Order, []string{"Orc", "Fighter", "Cleric"}) {
		t.Errorf("order %v", e.Order)
	}
	if f.current() != "Fighter" || f.State.Round != 1 || f.c("Fighter").Turn.Moved != 5 {
		t.Fatalf("%s's turn in round %d, Fighter moved %d ft; want the Fighter's, round 1, 5 ft", f.current(), f.State.Round, f.c("Fighter").Turn.Moved)
	}
	want := []struct {
		line, next string
		round      int
	}{
		{"Fighter end turn", "Cleric", 1},
		{"Cleric end turn", "Orc", 2},
		{"Orc end turn", "Fighter", 2},
		{"Fighter end turn", "Cleric", 2},
	}
	for _, w := range want {
		evs := f.do(w.line)
		if ts := of(evs, battle.EvTurn); len(ts) != 1 || ts[0].Actor != w.next || ts[0].Round != w.round {
			t.Errorf("%q: want %s's turn in round %d:\n%s", w.line, w.next, w.round, texts(evs))
		}
	}
}

// DESIGN.md "battle": "undo is 'fold all but the last'" and principle 3:
// undo takes back the last command's events, leaving the state as it was
// before that command; the undo is itself in the log.
func TestUndo(t *testing.T) {
	ignoreSeq := cmpopts.IgnoreFields(battle.State{}, "Seq")
	t.Run("nothing to undo", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		f.refuse("undo", battle.CodeNothingToUndo) // the start can't be undone
	})
	t.Run("one command", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		before := snapshot(f.State)
		logLen := len(f.Log)
		f.do("Fighter attack Orc", 15, 4)
		evs := f.do("undo")
		wantTypes(t, evs, battle.EvUndo)
		if d := stateDiff(before, f.State, ignoreSeq); d != "" {
			t.Errorf("after undo (-before +after):\n%s", d)
		}
		if len(f.Log) != logLen+3 || f.State.Seq != evs[0].Seq || evs[0].Seq != f.Log[logLen+1].Seq+1 {
			t.Errorf("the log: %d events, want %d, the undo last (seq %d, state seq %d)", len(f.Log), logLen+3, evs[0].Seq, f.State.Seq)
		}
		f.refuse("undo", battle.CodeNothingToUndo)
		f.do("Fighter attack Orc", 2) // the action is back
	})
	t.Run("several commands, one at a time", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30))))
		var states []*battle.State
		for _, c := range []struct {
			line  string
			faces []int
		}{{"Fighter move to B3", nil}, {"dm condition Orc +prone", nil}, {"Fighter attack Orc", []int{3, 10, 5}}, {"Fighter end turn", nil}} {
			states = append(states, snapshot(f.State))
			f.do(c.line, c.faces...)
		}
		for i := len(states) - 1; i >= 0; i-- {
			f.do("undo")
			if d := stateDiff(states[i], f.State, ignoreSeq); d != "" {
				t.Errorf("undo %d (-before +after):\n%s", len(states)-i, d)
			}
		}
		f.refuse("undo", battle.CodeNothingToUndo)
	})
	t.Run("the blow that ended the fight", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(5))))
		f.do("Fighter attack Orc", 15, 4)
		if !f.State.Over {
			t.Fatal("the fight is not over")
		}
		f.do("undo")
		if f.State.Over || f.c("Orc").Dead || f.c("Orc").HP.Current != 5 {
			t.Errorf("after undo: over %v, Orc dead %v with %d HP", f.State.Over, f.c("Orc").Dead, f.c("Orc").HP.Current)
		}
	})
	t.Run("a command that changed nothing", func(t *testing.T) {
		f := start(t, encounter(hero("Fighter", "B2", 20), foe("Orc", "C2", 10, hp(30), conds("prone"))))
		before := snapshot(f.State)
		f.do("Fighter move to B3")
		if evs := f.do("dm condition Orc +prone"); len(evs) != 0 { // already prone
			t.Fatalf("events for a no-op:\n%s", texts(evs))
		}
		f.do("undo") // takes back the move: the no-op has nothing to take back
		if d := stateDiff(before, f.State, ignoreSeq); d != "" {
			t.Errorf("after undo (-before the move +after):\n%s", d)
		}
		f.refuse("undo", battle.CodeNothingToUndo)
	})
}

// Seed 001 "Cover" with DESIGN.md principle 3 (the DM has the last word):
// dm cover sets a creature's cover; three-quarters adds 5 to its AC and
// total cover makes it impossible to target.
func TestDMCover(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20, extraAttacks(1)), foe("Orc", "B1", 10, ac(12), hp(30))))
	f.do("dm cover Orc three-quarters")
	evs := f.do("Fighter attack Orc", 10) // 10+5 = 15: would hit AC 12, misses AC 17
	if evs[0].Type != battle.EvAttack || n(evs[0].AC) != 17 || yes(evs[0].Hit) != "false" || evs[0].Cover != "three-quarters" {
		t.Errorf("attack %+v, want a miss against AC 17 with three-quarters cover", evs[0])
	}
	f.do("dm cover Orc total")
	f.refuse("Fighter attack Orc", battle.CodeCannot) // total cover: can't be targeted
	f.refuse("dm cover Orc lots", battle.CodeSyntax)
}

// Seed 001 "Damage Rolls": "If a spell or other effect deals damage to
// more than one target at the same time, roll the damage once for all of
// them." dm damage with several targets and dice rolls once, and each
// target's defenses still apply to its own share.
func TestDMDamageSeveralTargetsRolledOnce(t *testing.T) {
	wolf := foe("Wolf", "D1", 5, hp(20))
	wolf.Resistances = []string{"fire"}
	f := start(t, encounter(hero("Fighter", "A1", 20), foe("Orc", "C1", 10, hp(20)), wolf))
	evs := f.do("dm damage Orc, Wolf 2d6 fire", 3, 4) // one roll of two dice: 7
	wantTypes(t, evs, battle.EvDamage, battle.EvDamage)
	if evs[0].Target != "Orc" || n(evs[0].Amount) != 7 || evs[1].Target != "Wolf" || n(evs[1].Amount) != 3 {
		t.Errorf("damage %s %d, %s %d; want Orc 7 and the fire-resistant Wolf 3", evs[0].Target, n(evs[0].Amount), evs[1].Target, n(evs[1].Amount))
	}
}

// docs/events.md "Folding a log": Replay folds a log with undo events to
// the state the fight reached.
func TestReplayWithUndo(t *testing.T) {
	f := start(t, encounter(hero("Fighter", "A1", 20), foe("Orc", "B1", 10, hp(30))))
	f.do("Fighter attack Orc", 15, 4)
	f.do("undo")
	f.do("Fighter attack Orc", 2)
	f.do("dm damage Orc 5")
	s, err := battle.Replay(f.enc, f.Log)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := s.Combatants[1].HP.Current, f.c("Orc").HP.Current; got != want || want != 25 {
		t.Errorf("replayed Orc HP %d, played %d; want 25 (the undone hit left out)", got, want)
	}
	if s.Seq != f.State.Seq {
		t.Errorf("replayed seq %d, played %d", s.Seq, f.State.Seq)
	}
}
