package rules

import "testing"

// Seed 004 (004_6ab91d94ac224c7f.txt), "Melee Attack Modifier" and
// "Missile Attack Modifier": 3 −3, 4-5 −2, 6-8 −1, 9-12 +0, 13-15 +1,
// 16-17 +2, 18+ +3; the SRD 5.1's (score − 10) / 2 otherwise.
func TestModTable(t *testing.T) {
	want := map[int]int{3: -3, 4: -2, 5: -2, 6: -1, 8: -1, 9: 0, 12: 0, 13: 1, 15: 1, 16: 2, 17: 2, 18: 3, 20: 3}
	for score, m := range want {
		if got := OSRMods.Mod(score); got != m {
			t.Errorf("OSR table: %d gives %+d, want %+d", score, got, m)
		}
	}
	if SRDMods.Mod(20) != 5 || SRDMods.Mod(9) != -1 || SRDMods.Mod(12) != 1 {
		t.Error("the SRD 5.1 table changed")
	}
}
