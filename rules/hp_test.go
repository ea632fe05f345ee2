package rules

import "testing"

// TestHPDamage: temporary hit points absorb damage first (SRD 5.1
// "Temporary Hit Points"); hit points stop at 0 (seed 001, "Hit Points");
// what is left over past 0 is the overflow massive damage weighs (seed
// 001, "Instant Death": the cleric with 6 of 12 hit points takes 18).
func TestHPDamage(t *testing.T) {
	tests := []struct {
		name     string
		h        HP
		n        int
		want     HP
		overflow int
	}{
		{"plain", HP{20, 20, 0}, 7, HP{13, 20, 0}, 0},
		{"to exactly 0", HP{7, 20, 0}, 7, HP{0, 20, 0}, 0},
		{"cleric of seed 001", HP{6, 12, 0}, 18, HP{0, 12, 0}, 12},
		{"temp absorbs all", HP{10, 20, 5}, 4, HP{10, 20, 1}, 0},
		{"temp absorbs part", HP{10, 20, 5}, 8, HP{7, 20, 0}, 0},
		{"temp, then past 0", HP{3, 20, 5}, 12, HP{0, 20, 0}, 4},
		{"already at 0", HP{0, 20, 0}, 9, HP{0, 20, 0}, 9},
		{"already at 0, temp", HP{0, 20, 4}, 9, HP{0, 20, 0}, 5},
		{"no damage", HP{5, 20, 2}, 0, HP{5, 20, 2}, 0},
		{"negative damage does not heal", HP{5, 20, 2}, -4, HP{5, 20, 2}, 0},
	}
	for _, tt := range tests {
		got, over := tt.h.Damage(tt.n)
		if got != tt.want || over != tt.overflow {
			t.Errorf("%s: %+v overflow %d, want %+v %d", tt.name, got, over, tt.want, tt.overflow)
		}
	}
}

// TestHPHeal: seed 000 "MAGICAL HEALING OPTIONS": heal up from 0 — 2 hit
// points, struck for 8, healed for 10, has 10, not 8; seed 001 "Healing":
// never above the maximum.
func TestHPHeal(t *testing.T) {
	down, _ := HP{2, 30, 0}.Damage(8)
	if got := down.Heal(10); got.Current != 10 {
		t.Errorf("seed 000's example: %d hit points, want 10", got.Current)
	}
	tests := []struct {
		h    HP
		n    int
		want int
	}{
		{HP{0, 20, 0}, 1, 1},
		{HP{15, 20, 0}, 10, 20}, // capped at max
		{HP{20, 20, 0}, 5, 20},
		{HP{5, 20, 3}, 0, 5},
		{HP{5, 20, 3}, -2, 5},
		{HP{-4, 20, 0}, 3, 3}, // a stray negative counts as 0
	}
	for _, tt := range tests {
		got := tt.h.Heal(tt.n)
		if got.Current != tt.want || got.Temp != tt.h.Temp || got.Max != tt.h.Max {
			t.Errorf("%+v heal %d: %+v, want current %d", tt.h, tt.n, got, tt.want)
		}
	}
}

// TestHPGainTemp: SRD 5.1 "Temporary Hit Points": they don't stack; the
// creature keeps the higher amount.
func TestHPGainTemp(t *testing.T) {
	tests := []struct{ temp, gain, want int }{
		{0, 5, 5}, {5, 3, 5}, {3, 5, 5}, {5, 5, 5},
	}
	for _, tt := range tests {
		if got := (HP{10, 10, tt.temp}).GainTemp(tt.gain); got.Temp != tt.want || got.Current != 10 {
			t.Errorf("temp %d gain %d: %+v, want temp %d", tt.temp, tt.gain, got, tt.want)
		}
	}
}

// TestMassiveDamage: seed 001 "Instant Death": leftover damage equal to or
// above the maximum kills; seed 000: 25 h.p. hero slain at -25 or worse.
func TestMassiveDamage(t *testing.T) {
	tests := []struct {
		overflow, max int
		want          bool
	}{
		{12, 12, true}, {11, 12, false}, {25, 25, true}, {24, 25, false}, {40, 25, true}, {0, 0, false}, {0, 12, false},
	}
	for _, tt := range tests {
		if got := MassiveDamage(tt.overflow, tt.max); got != tt.want {
			t.Errorf("MassiveDamage(%d, %d) = %v", tt.overflow, tt.max, got)
		}
	}
}

func TestHPString(t *testing.T) {
	if got := (HP{7, 12, 0}).String(); got != "7/12" {
		t.Errorf("%q", got)
	}
	if got := (HP{7, 12, 5}).String(); got != "7/12 +5 temp" {
		t.Errorf("%q", got)
	}
	if !(HP{0, 12, 5}).Down() || (HP{1, 12, 0}).Down() {
		t.Error("Down")
	}
}
