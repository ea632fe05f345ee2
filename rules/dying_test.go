package rules

import "testing"

// TestDeathSaveRoll: seed 001 "Death Saving Throws" and "Rolling 1 or 20";
// seed 000 "HIT POINTS, DYING AND DEATH": 10 or higher succeeds, lower
// fails; a 1 is two failures; a 20 regains 1 hit point; three successes
// stabilize, three failures kill; tallies reset on stabilizing or healing.
func TestDeathSaveRoll(t *testing.T) {
	tests := []struct {
		name    string
		d       DeathSaves
		face    int
		want    DeathSaves
		outcome DeathOutcome
	}{
		{"10 succeeds", DeathSaves{}, 10, DeathSaves{Successes: 1}, StillDying},
		{"9 fails", DeathSaves{}, 9, DeathSaves{Failures: 1}, StillDying},
		{"2 fails once", DeathSaves{}, 2, DeathSaves{Failures: 1}, StillDying},
		{"natural 1 fails twice", DeathSaves{}, 1, DeathSaves{Failures: 2}, StillDying},
		{"natural 1 on one failure kills", DeathSaves{Failures: 1}, 1, DeathSaves{Failures: 3}, Died},
		{"natural 1 on two failures kills", DeathSaves{Successes: 2, Failures: 2}, 1, DeathSaves{Successes: 2, Failures: 3}, Died},
		{"third failure kills", DeathSaves{Successes: 2, Failures: 2}, 5, DeathSaves{Successes: 2, Failures: 3}, Died},
		{"not consecutive", DeathSaves{Successes: 1, Failures: 2}, 15, DeathSaves{Successes: 2, Failures: 2}, StillDying},
		{"third success stabilizes and resets", DeathSaves{Successes: 2, Failures: 2}, 10, DeathSaves{Stable: true}, Stabilized},
		{"natural 20 revives and resets", DeathSaves{Successes: 1, Failures: 2}, 20, DeathSaves{}, Revived},
		{"stable: no roll", DeathSaves{Stable: true}, 1, DeathSaves{Stable: true}, Stabilized},
		{"dead: no roll", DeathSaves{Failures: 3}, 20, DeathSaves{Failures: 3}, Died},
	}
	for _, tt := range tests {
		got, out := tt.d.Roll(tt.face)
		if got != tt.want || out != tt.outcome {
			t.Errorf("%s: %+v %v, want %+v %v", tt.name, got, out, tt.want, tt.outcome)
		}
	}
}

// TestDeathSaveRollWith: seed 001 "Death Saving Throws": only spells and
// features that improve saving throws help; a bonus turns a 9 into a
// success but never saves a natural 1.
func TestDeathSaveRollWith(t *testing.T) {
	if got, out := (DeathSaves{}).RollWith(8, 2); got.Successes != 1 || out != StillDying {
		t.Errorf("8+2: %+v %v", got, out)
	}
	if got, out := (DeathSaves{}).RollWith(1, 10); got.Failures != 2 || out != StillDying {
		t.Errorf("natural 1 +10: %+v %v", got, out)
	}
	if got, out := (DeathSaves{}).RollWith(12, -3); got.Failures != 1 || out != StillDying {
		t.Errorf("12-3: %+v %v", got, out)
	}
}

// TestDeathSaveHurt: seed 001 "Damage at 0 Hit Points": one failure, two
// from a critical hit; "Stabilizing a Creature": a stable creature that
// takes damage is dying again.
func TestDeathSaveHurt(t *testing.T) {
	tests := []struct {
		name    string
		d       DeathSaves
		crit    bool
		want    DeathSaves
		outcome DeathOutcome
	}{
		{"hit", DeathSaves{Successes: 2}, false, DeathSaves{Successes: 2, Failures: 1}, StillDying},
		{"crit", DeathSaves{}, true, DeathSaves{Failures: 2}, StillDying},
		{"hit on two failures", DeathSaves{Failures: 2}, false, DeathSaves{Failures: 3}, Died},
		{"crit on one failure", DeathSaves{Failures: 1}, true, DeathSaves{Failures: 3}, Died},
		{"stable, hit", DeathSaves{Stable: true}, false, DeathSaves{Failures: 1}, StillDying},
		{"stable, crit", DeathSaves{Stable: true}, true, DeathSaves{Failures: 2}, StillDying},
		{"dead", DeathSaves{Failures: 3}, true, DeathSaves{Failures: 3}, Died},
	}
	for _, tt := range tests {
		got, out := tt.d.Hurt(tt.crit)
		if got != tt.want || out != tt.outcome {
			t.Errorf("%s: %+v %v, want %+v %v", tt.name, got, out, tt.want, tt.outcome)
		}
	}
}

// TestStabilize: seed 000 "Stabilized" (Medicine check, healer's kit):
// stable, tallies reset (seed 001, "Death Saving Throws").
func TestStabilize(t *testing.T) {
	if got := (DeathSaves{Successes: 1, Failures: 2}).Stabilize(); got != (DeathSaves{Stable: true}) {
		t.Errorf("%+v", got)
	}
	if !(DeathSaves{Failures: 3}).Dead() || (DeathSaves{Failures: 2}).Dead() {
		t.Error("Dead")
	}
	if Revived.String() != "revived" || StillDying.String() != "still dying" {
		t.Error("DeathOutcome.String")
	}
}

// TestConcentrationDC: SRD 5.1 "Concentration": DC 10 or half the damage,
// whichever is higher (seed 000 names concentration, not the DC).
func TestConcentrationDC(t *testing.T) {
	tests := []struct{ damage, dc int }{
		{0, 10}, {5, 10}, {20, 10}, {21, 10}, {22, 11}, {23, 11}, {40, 20}, {100, 50},
	}
	for _, tt := range tests {
		if got := ConcentrationDC(tt.damage); got != tt.dc {
			t.Errorf("ConcentrationDC(%d) = %d, want %d", tt.damage, got, tt.dc)
		}
	}
}
