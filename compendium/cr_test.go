package compendium

import (
	"errors"
	"testing"
)

// The CR table of ../shared/data/encounter-difficulty.md, row by row.
func TestCRTable(t *testing.T) {
	cases := []struct {
		cr        string
		xp, prof  int
		canonical string
	}{
		{"0", 10, 2, "0"}, {"1/8", 25, 2, "1/8"}, {"0.25", 50, 2, "1/4"}, {"1/2", 100, 2, "1/2"},
		{"1", 200, 2, "1"}, {"4", 1100, 2, "4"}, {"5", 1800, 3, "5"}, {"8", 3900, 3, "8"}, {"9", 5000, 4, "9"},
		{"12", 8400, 4, "12"}, {"13", 10000, 5, "13"}, {"17", 18000, 6, "17"}, {"20", 25000, 6, "20"},
		{"21", 33000, 7, "21"}, {"24", 62000, 7, "24"}, {"25", 75000, 8, "25"}, {"28", 120000, 8, "28"},
		{"29", 135000, 9, "29"}, {"30", 155000, 9, "30"},
	}
	for _, c := range cases {
		cr, err := ParseCR(c.cr)
		if err != nil {
			t.Fatalf("%s: %v", c.cr, err)
		}
		if cr.XP(true) != c.xp || cr.Proficiency() != c.prof || cr.String() != c.canonical {
			t.Errorf("CR %s: XP %d, +%d, %q; want %d, +%d, %q", c.cr, cr.XP(true), cr.Proficiency(), cr, c.xp, c.prof, c.canonical)
		}
	}
	if CR0.XP(false) != 0 {
		t.Error("CR 0 without an attack is worth 0 XP")
	}
	for _, bad := range []string{"", "31", "-1", "1/3", "x", "2.5"} {
		if _, err := ParseCR(bad); !errors.Is(err, ErrCR) {
			t.Errorf("ParseCR(%q) = %v, want ErrCR", bad, err)
		}
	}
}

func FuzzParseCR(f *testing.F) {
	for _, s := range []string{"0", "1/8", "1/4", "1/2", "5", "30", "31", "0.5", " 7 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cr, err := ParseCR(s)
		if err != nil {
			return
		}
		again, err := ParseCR(cr.String())
		if err != nil || again != cr || cr < 0 || cr > MaxCR {
			t.Fatalf("%q -> %v -> %v, %v", s, cr, again, err)
		}
	})
}
