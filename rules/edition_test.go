package rules

import "testing"

// The 2024 conditions (seed 002, "Conditions") against the SRD 5.1's
// (seed 000, "CONDITIONS", "EXHAUSTION"), question by question.
func TestEdition2024Conditions(t *testing.T) {
	old, rev := Conditions{}, Conditions{}.In(Rev2024)
	// Exhaustion: -2 a level to d20 tests, -5 ft of speed a level; no
	// disadvantage, no halved hit points, no speed 0 at level 5.
	for lvl := 1; lvl <= 5; lvl++ {
		o, r := old.WithExhaustion(lvl), rev.WithExhaustion(lvl)
		if r.D20Penalty() != -2*lvl || o.D20Penalty() != 0 {
			t.Errorf("level %d: penalty %d / %d", lvl, r.D20Penalty(), o.D20Penalty())
		}
		if got := r.Speed(30); got != 30-5*lvl {
			t.Errorf("level %d: 2024 speed %d, want %d", lvl, got, 30-5*lvl)
		}
		if len(r.CheckDisadvantage(false)) != 0 || len(r.SaveDisadvantage(Con)) != 0 || r.MaxHP(20) != 20 || !r.CanMove() {
			t.Errorf("level %d: 2024 exhaustion gives the SRD's effects", lvl)
		}
		if len(AttackReasons(AttackContext{Attacker: r}).Dis) != 0 {
			t.Errorf("level %d: 2024 attack disadvantage", lvl)
		}
	}
	if old.WithExhaustion(2).Speed(30) != 15 || old.WithExhaustion(5).CanMove() || old.WithExhaustion(4).MaxHP(20) != 10 {
		t.Error("the SRD 5.1 exhaustion changed")
	}
	if !rev.WithExhaustion(6).Dead() {
		t.Error("level 6 is death (seed 002)")
	}
	// Stunned: Speed 0 under the SRD 5.1 only; Str and Dex saves fail under both.
	if rev.With(Stunned).CanMove() != true || old.With(Stunned).CanMove() {
		t.Error("stunned movement")
	}
	if !rev.With(Stunned).AutoFailSave(Dex) || rev.With(Stunned).CanAct() {
		t.Error("2024 stunned: fails Dex saves, can't act")
	}
	for _, c := range []Condition{Paralyzed, Petrified, Unconscious} {
		if rev.With(c).CanMove() || rev.With(c).Speed(30) != 0 {
			t.Errorf("2024 %s: speed 0", c)
		}
	}
	// Initiative: advantage invisible, disadvantage incapacitated; nothing under the SRD.
	if rev.With(Invisible).InitiativeReasons().Mode() != Advantage || rev.With(Paralyzed).InitiativeReasons().Mode() != Disadvantage {
		t.Error("2024 initiative")
	}
	if old.With(Invisible).InitiativeReasons().Mode() != Normal {
		t.Error("SRD initiative")
	}
	// Grappled: disadvantage against anyone but the grappler.
	g := AttackContext{Attacker: rev.With(Grappled), Distance: 5}
	if AttackReasons(g).Mode() != Disadvantage {
		t.Error("2024 grappled, not the grappler")
	}
	g.TargetIsGrappler = true
	if AttackReasons(g).Mode() != Normal {
		t.Error("2024 grappled, the grappler")
	}
	if AttackReasons(AttackContext{Attacker: old.With(Grappled)}).Mode() != Normal {
		t.Error("SRD grappled")
	}
	if !rev.None() || rev.With(Prone).None() {
		t.Error("None")
	}
}
