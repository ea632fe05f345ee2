package rules

import "testing"

// TestModifier: the ability modifier table of the SRD 5.1 ("Ability Scores
// and Modifiers"; seed 000 uses the modifiers in "ARMOR CLASS MODIFIERS BY
// DEXTERITY": Dex 4-5 -3, 8-9 -1, 12-13 +1, 20-21 +5). Odd scores below 10
// round down, not toward zero.
func TestModifier(t *testing.T) {
	tests := []struct{ score, mod int }{
		{1, -5}, {2, -4}, {3, -4}, {4, -3}, {5, -3}, {8, -1}, {9, -1},
		{10, 0}, {11, 0}, {12, 1}, {13, 1}, {16, 3}, {20, 5}, {21, 5}, {30, 10},
	}
	for _, tt := range tests {
		if got := Modifier(tt.score); got != tt.mod {
			t.Errorf("Modifier(%d) = %d, want %d", tt.score, got, tt.mod)
		}
	}
}

// TestScores: a score not given counts as 10 (modifier 0).
func TestScores(t *testing.T) {
	s := Scores{Str: 18, Dex: 7}
	tests := []struct {
		a          Ability
		score, mod int
	}{
		{Str, 18, 4}, {Dex, 7, -2}, {Con, 10, 0}, {Cha, 10, 0},
	}
	for _, tt := range tests {
		if s.Score(tt.a) != tt.score || s.Mod(tt.a) != tt.mod {
			t.Errorf("%v: score %d mod %d, want %d %d", tt.a, s.Score(tt.a), s.Mod(tt.a), tt.score, tt.mod)
		}
	}
}

// TestProficiencyBonus: SRD 5.1 "Beyond 1st Level": +2 at 1-4, +3 at 5-8,
// +4 at 9-12, +5 at 13-16, +6 at 17-20.
func TestProficiencyBonus(t *testing.T) {
	tests := []struct{ level, bonus int }{
		{0, 2}, {1, 2}, {4, 2}, {5, 3}, {8, 3}, {9, 4}, {12, 4}, {13, 5}, {16, 5}, {17, 6}, {20, 6}, {25, 6},
	}
	for _, tt := range tests {
		if got := ProficiencyBonus(tt.level); got != tt.bonus {
			t.Errorf("ProficiencyBonus(%d) = %d, want %d", tt.level, got, tt.bonus)
		}
	}
}
