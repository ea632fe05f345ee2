package compendium

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// repeat is n copies of xp: n monsters of one kind.
func repeat(n, xp int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = xp
	}
	return s
}

// Worked by hand from the tables of ../shared/data/encounter-difficulty.md.
func TestDifficultyWorked(t *testing.T) {
	goblin, ogre := CRQuart.XP(true), WholeCR(2).XP(true) // 50, 450
	cases := []struct {
		name   string
		levels []int
		xp     []int
		want14 Rating2014
		want24 Rating2024
	}{
		{
			// 4 × level 3: 2014 thresholds 4×(75, 150, 225, 400); 450+50+50 =
			// 550 XP, 3 monsters ×2 = 1,100: at least hard (900), under deadly
			// (1,600). 2024 budgets 4×(150, 225, 400): 550 fits in low (600).
			"4 level-3 vs ogre and 2 goblins", []int{3, 3, 3, 3}, []int{ogre, goblin, goblin},
			Rating2014{4, Thresholds2014{300, 600, 900, 1600}, 3, 550, 2, 0, 2, 1100, Hard},
			Rating2024{4, Budget2024{600, 900, 1600}, 3, 550, Low},
		},
		{
			// Mixed levels 1-4 sum each column: easy 25+50+75+125 and so on.
			"levels 1 to 4 vs 4 goblins", []int{1, 2, 3, 4}, repeat(4, goblin),
			Rating2014{4, Thresholds2014{275, 550, 825, 1200}, 4, 200, 2, 0, 2, 400, Easy},
			Rating2024{4, Budget2024{550, 825, 1200}, 4, 200, Low},
		},
		{
			// Fewer than 3 characters: one goblin ×1 becomes ×1.5 = 75, over
			// easy (2×25 = 50). 2024: 50 ≤ low 100.
			"2 level-1 vs 1 goblin: one rung up", []int{1, 1}, []int{goblin},
			Rating2014{2, Thresholds2014{50, 100, 150, 200}, 1, 50, 1, 1, 1.5, 75, Easy},
			Rating2024{2, Budget2024{100, 150, 200}, 1, 50, Low},
		},
		{
			// Six or more: one ogre ×1 becomes ×0.5, the rung below the count
			// table: 225 is easy for 6 × level 1 (150). 2024: 450 is exactly
			// the moderate budget, so it fits in it.
			"6 level-1 vs an ogre: one rung down to 0.5", repeat(6, 1), []int{ogre},
			Rating2014{6, Thresholds2014{150, 300, 450, 600}, 1, 450, 1, -1, 0.5, 225, Easy},
			Rating2024{6, Budget2024{300, 450, 600}, 1, 450, Moderate},
		},
		{
			// A lone level 5 against 15 CR 1/8: ×4 shifted up to the top rung,
			// ×5: 375 × 5 = 1,875, deadly (1,100).
			"1 level-5 vs 15 CR 1/8: up to 5", []int{5}, repeat(15, CREight.XP(true)),
			Rating2014{1, Thresholds2014{250, 500, 750, 1100}, 15, 375, 4, 1, 5, 1875, Deadly},
			Rating2024{1, Budget2024{500, 750, 1100}, 15, 375, Low},
		},
		{
			// 7 characters, 15 goblins: ×4 down to ×3.
			"7 level-2 vs 15 goblins: 4 down to 3", repeat(7, 2), repeat(15, goblin),
			Rating2014{7, Thresholds2014{350, 700, 1050, 1400}, 15, 750, 4, -1, 3, 2250, Deadly},
			Rating2024{7, Budget2024{700, 1050, 1400}, 15, 750, Moderate},
		},
		{
			// An adjusted XP that lands on a threshold reaches it: 2 × CR 1/2
			// = 200 × 1.5 = 300, hard for 4 × level 1. 2024: 200 is the low
			// budget exactly.
			"on the threshold", repeat(4, 1), repeat(2, CRHalf.XP(true)),
			Rating2014{4, Thresholds2014{100, 200, 300, 400}, 2, 200, 1.5, 0, 1.5, 300, Hard},
			Rating2024{4, Budget2024{200, 300, 400}, 2, 200, Low},
		},
		{
			// Over the high budget: 450 > 4 × 100.
			"4 level-1 vs an ogre: beyond high", repeat(4, 1), []int{ogre},
			Rating2014{4, Thresholds2014{100, 200, 300, 400}, 1, 450, 1, 0, 1, 450, Deadly},
			Rating2024{4, Budget2024{200, 300, 400}, 1, 450, BeyondHigh},
		},
		{
			// CR 0 with an attack is 10 XP and counts toward the multiplier:
			// 4 × 10 × 2 = 80, under easy (100).
			"CR 0 with attacks", repeat(4, 1), repeat(4, CR0.XP(true)),
			Rating2014{4, Thresholds2014{100, 200, 300, 400}, 4, 40, 2, 0, 2, 80, Trivial},
			Rating2024{4, Budget2024{200, 300, 400}, 4, 40, Low},
		},
		{
			"CR 0 without attacks", repeat(4, 1), repeat(3, CR0.XP(false)),
			Rating2014{4, Thresholds2014{100, 200, 300, 400}, 3, 0, 2, 0, 2, 0, Trivial},
			Rating2024{4, Budget2024{200, 300, 400}, 3, 0, Low},
		},
		{
			// ×1.5 of an odd XP leaves a half: 25 × 1.5 = 37.5, not rounded.
			"half an XP", []int{1, 1}, []int{CREight.XP(true)},
			Rating2014{2, Thresholds2014{50, 100, 150, 200}, 1, 25, 1, 1, 1.5, 37.5, Trivial},
			Rating2024{2, Budget2024{100, 150, 200}, 1, 25, Low},
		},
		{
			"level 20 party vs CR 30", repeat(4, 20), []int{WholeCR(30).XP(true)},
			Rating2014{4, Thresholds2014{11200, 22800, 34000, 50800}, 1, 155000, 1, 0, 1, 155000, Deadly},
			Rating2024{4, Budget2024{25600, 52800, 88000}, 1, 155000, BeyondHigh},
		},
		{
			"no monsters", []int{3}, nil,
			Rating2014{1, Thresholds2014{75, 150, 225, 400}, 0, 0, 1, 1, 1.5, 0, Trivial},
			Rating2024{1, Budget2024{150, 225, 400}, 0, 0, Low},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got14, err := Difficulty2014(c.levels, c.xp)
			if err != nil {
				t.Fatal(err)
			}
			if got14 != c.want14 {
				t.Errorf("2014:\n got %+v\nwant %+v", got14, c.want14)
			}
			got24, err := Difficulty2024(c.levels, c.xp)
			if err != nil {
				t.Fatal(err)
			}
			if got24 != c.want24 {
				t.Errorf("2024:\n got %+v\nwant %+v", got24, c.want24)
			}
		})
	}
}

// The count multiplier for every count, for a party of 4 (the table as
// printed), 2 (one rung up) and 6 (one rung down); 2014 DMG p. 82-83.
func TestMultiplierLadder(t *testing.T) {
	// want[n] for n = 1..16 monsters
	table := []float64{1, 1.5, 2, 2, 2, 2, 2.5, 2.5, 2.5, 2.5, 3, 3, 3, 3, 4, 4}
	up := []float64{1.5, 2, 2.5, 2.5, 2.5, 2.5, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5}
	down := []float64{0.5, 1, 1.5, 1.5, 1.5, 1.5, 2, 2, 2, 2, 2.5, 2.5, 2.5, 2.5, 3, 3}
	for _, p := range []struct {
		party int
		want  []float64
	}{{4, table}, {3, table}, {5, table}, {2, up}, {1, up}, {6, down}, {9, down}} {
		for n := 1; n <= len(p.want); n++ {
			r, err := Difficulty2014(repeat(p.party, 1), repeat(n, 25))
			if err != nil {
				t.Fatal(err)
			}
			if r.Multiplier != p.want[n-1] || r.BaseMultiplier != table[n-1] {
				t.Errorf("%d characters, %d monsters: ×%g (base ×%g), want ×%g (base ×%g)",
					p.party, n, r.Multiplier, r.BaseMultiplier, p.want[n-1], table[n-1])
			}
		}
	}
}

func TestDifficultyErrors(t *testing.T) {
	cases := []struct {
		levels, xp []int
		want       string
	}{
		{nil, []int{50}, "no characters"},
		{[]int{3, 0}, []int{50}, "character 2 is level 0"},
		{[]int{21}, []int{50}, "level 21"},
		{[]int{3}, []int{50, -5}, "monster 2 is worth -5 XP"},
	}
	for _, c := range cases {
		for name, f := range map[string]func() error{
			"2014": func() error { _, err := Difficulty2014(c.levels, c.xp); return err },
			"2024": func() error { _, err := Difficulty2024(c.levels, c.xp); return err },
		} {
			err := f()
			if !errors.Is(err, ErrDifficulty) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s %v %v: %v, want ErrDifficulty saying %q", name, c.levels, c.xp, err, c.want)
			}
		}
	}
}

// specFile is the checked table of the DMG figures, beside the repository
// (../shared/data/encounter-difficulty.md from its root).
const specFile = "../../shared/data/encounter-difficulty.md"

// specTable returns the rows of the markdown table under the heading that
// starts with heading: each row's cells, trimmed, commas taken out of
// numbers; the header and the rule line are skipped.
func specTable(t *testing.T, md, heading string) [][]string {
	t.Helper()
	var rows [][]string
	in := false
	for line := range strings.Lines(md) {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "#"):
			in = strings.HasPrefix(line, heading)
		case in && strings.HasPrefix(line, "|"):
			cells := strings.Split(strings.Trim(line, "|"), "|")
			for i := range cells {
				cells[i] = strings.ReplaceAll(strings.TrimSpace(cells[i]), ",", "")
			}
			rows = append(rows, cells)
		}
	}
	if len(rows) < 2 {
		t.Fatalf("%s: no table under %q", specFile, heading)
	}
	return rows[2:]
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%s: %q is not a number", specFile, s)
	}
	return n
}

// TestDifficultyTablesMatchSpec compares every number of the Go tables with
// the checked markdown file, where it is present.
func TestDifficultyTablesMatchSpec(t *testing.T) {
	data, err := os.ReadFile(specFile)
	if err != nil {
		t.Skipf("no %s here: %v", specFile, err)
	}
	md := string(data)

	rows := specTable(t, md, "## 2014: XP thresholds")
	if len(rows) != 20 {
		t.Fatalf("2014 table: %d rows, want 20", len(rows))
	}
	for _, r := range rows {
		l := atoi(t, r[0])
		want := Thresholds2014{atoi(t, r[1]), atoi(t, r[2]), atoi(t, r[3]), atoi(t, r[4])}
		if l < 1 || l > 20 || thresholds2014[l-1] != want {
			t.Errorf("2014 level %s: Go has %+v, the file %+v", r[0], thresholds2014[max(0, min(l, 20)-1)], want)
		}
		got, err := Difficulty2014([]int{l}, nil)
		if err != nil || got.Thresholds != want {
			t.Errorf("Difficulty2014 level %d: thresholds %+v, %v; want %+v", l, got.Thresholds, err, want)
		}
	}

	rows = specTable(t, md, "## 2024: XP budget")
	if len(rows) != 20 {
		t.Fatalf("2024 table: %d rows, want 20", len(rows))
	}
	for _, r := range rows {
		l := atoi(t, r[0])
		want := Budget2024{atoi(t, r[1]), atoi(t, r[2]), atoi(t, r[3])}
		if l < 1 || l > 20 || budget2024[l-1] != want {
			t.Errorf("2024 level %s: Go has %+v, the file %+v", r[0], budget2024[max(0, min(l, 20)-1)], want)
		}
		got, err := Difficulty2024([]int{l}, nil)
		if err != nil || got.Budget != want {
			t.Errorf("Difficulty2024 level %d: budget %+v, %v; want %+v", l, got.Budget, err, want)
		}
	}

	// The CR table is three tables side by side: CR, XP, a blank column.
	seen := 0
	for _, r := range specTable(t, md, "## Challenge rating") {
		for i := 0; i+1 < len(r); i += 3 {
			if r[i] == "" {
				continue
			}
			cr, err := ParseCR(r[i])
			if err != nil {
				t.Fatalf("CR %q: %v", r[i], err)
			}
			seen++
			if r[i+1] == "0 or 10" {
				if cr.XP(false) != 0 || cr.XP(true) != 10 {
					t.Errorf("CR 0: XP %d and %d, want 0 and 10", cr.XP(false), cr.XP(true))
				}
				continue
			}
			if want := atoi(t, r[i+1]); cr.XP(true) != want {
				t.Errorf("CR %s: XP %d, the file %d", r[i], cr.XP(true), want)
			}
		}
	}
	if seen != 34 {
		t.Errorf("CR table: %d ratings, want 34 (0, 1/8, 1/4, 1/2, 1-30)", seen)
	}
}

// Four level-3 characters against an ogre and two goblins: hard by the
// 2014 thresholds (3 monsters double the XP), low by the 2024 budget.
func ExampleDifficulty2014() {
	party := []int{3, 3, 3, 3}
	monsters := []int{WholeCR(2).XP(true), CRQuart.XP(true), CRQuart.XP(true)}
	r14, _ := Difficulty2014(party, monsters)
	r24, _ := Difficulty2024(party, monsters)
	fmt.Printf("2014: %d XP ×%g = %g against %+v: %s\n", r14.XP, r14.Multiplier, r14.AdjustedXP, r14.Thresholds, r14.Difficulty)
	fmt.Printf("2024: %d XP against %+v: %s\n", r24.XP, r24.Budget, r24.Difficulty)
	// Output:
	// 2014: 550 XP ×2 = 1100 against {Easy:300 Medium:600 Hard:900 Deadly:1600}: hard
	// 2024: 550 XP against {Low:600 Moderate:900 High:1600}: low
}
