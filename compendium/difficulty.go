package compendium

import (
	"errors"
	"fmt"
)

// The two Dungeon Master's Guides rate a fight from the party's levels and
// the monsters' XP. The tables below are the DMG's, checked in
// ../shared/data/encounter-difficulty.md; TestDifficultyTablesMatchSpec
// compares every number with that file.

// ErrDifficulty matches every error of Difficulty2014 and Difficulty2024.
var ErrDifficulty = errors.New("compendium: cannot rate the encounter")

// Difficulty is an encounter's rating by one of the two methods.
type Difficulty string

// The 2014 DMG's difficulties, lowest first. Trivial is below easy, which
// the DMG leaves unnamed ("below easy").
const (
	Trivial Difficulty = "trivial"
	Easy    Difficulty = "easy"
	Medium  Difficulty = "medium"
	Hard    Difficulty = "hard"
	Deadly  Difficulty = "deadly"
)

// The 2024 DMG's difficulties, lowest first. A budget is the most an
// encounter of that difficulty spends, so the rating is the smallest budget
// the monsters' XP fits in; BeyondHigh is XP over every budget, which the
// DMG gives no guidance for.
const (
	Low        Difficulty = "low"
	Moderate   Difficulty = "moderate"
	High       Difficulty = "high"
	BeyondHigh Difficulty = "beyond high"
)

// Thresholds2014 are a party's XP thresholds: each character's, summed.
type Thresholds2014 struct {
	Easy   int `json:"easy"`
	Medium int `json:"medium"`
	Hard   int `json:"hard"`
	Deadly int `json:"deadly"`
}

// Budget2024 is a party's XP budget for each difficulty: each character's,
// summed.
type Budget2024 struct {
	Low      int `json:"low"`
	Moderate int `json:"moderate"`
	High     int `json:"high"`
}

// thresholds2014 is the 2014 DMG's "XP Thresholds by Character Level"
// (p. 82), by level 1 to 20; encounter-difficulty.md "2014: XP thresholds
// per character". The adventuring-day column is not needed to rate a fight.
var thresholds2014 = [20]Thresholds2014{
	{25, 50, 75, 100}, {50, 100, 150, 200}, {75, 150, 225, 400}, {125, 250, 375, 500},
	{250, 500, 750, 1100}, {300, 600, 900, 1400}, {350, 750, 1100, 1700}, {450, 900, 1400, 2100},
	{550, 1100, 1600, 2400}, {600, 1200, 1900, 2800}, {800, 1600, 2400, 3600}, {1000, 2000, 3000, 4500},
	{1100, 2200, 3400, 5100}, {1250, 2500, 3800, 5700}, {1400, 2800, 4300, 6400}, {1600, 3200, 4800, 7200},
	{2000, 3900, 5900, 8800}, {2100, 4200, 6300, 9500}, {2400, 4900, 7300, 10900}, {2800, 5700, 8500, 12700},
}

// budget2024 is the 2024 DMG's "XP Budget per Character" (p. 114; SRD
// 5.2), by level 1 to 20; encounter-difficulty.md "2024: XP budget per
// character".
var budget2024 = [20]Budget2024{
	{50, 75, 100}, {100, 150, 200}, {150, 225, 400}, {250, 375, 500},
	{500, 750, 1100}, {600, 1000, 1400}, {750, 1300, 1700}, {1000, 1700, 2100},
	{1300, 2000, 2600}, {1600, 2300, 3100}, {1900, 2900, 4100}, {2200, 3700, 4700},
	{2600, 4200, 5400}, {2900, 4900, 6200}, {3300, 5400, 7800}, {3800, 6100, 9800},
	{4500, 7200, 11700}, {5000, 8700, 14200}, {5500, 10700, 17200}, {6400, 13200, 22000},
}

// multipliers is the 2014 DMG's ladder of encounter multipliers (p. 82-83):
// the count table's six steps with one more at each end, 0.5 and 5, which
// only the party-size shift reaches.
var multipliers = [8]float64{0.5, 1, 1.5, 2, 2.5, 3, 4, 5}

// multiplierStep is the rung of multipliers for a number of monsters before
// the party-size shift: 1 ×1, 2 ×1.5, 3-6 ×2, 7-10 ×2.5, 11-14 ×3, 15+ ×4.
// No monsters is rated like one: the XP is 0 whatever it is multiplied by.
func multiplierStep(monsters int) int {
	switch {
	case monsters <= 1:
		return 1
	case monsters == 2:
		return 2
	case monsters <= 6:
		return 3
	case monsters <= 10:
		return 4
	case monsters <= 14:
		return 5
	}
	return 6
}

// partyShift is the 2014 DMG's party-size adjustment of the multiplier: one
// rung up for fewer than three characters, one down for six or more.
func partyShift(characters int) int {
	switch {
	case characters < 3:
		return 1
	case characters >= 6:
		return -1
	}
	return 0
}

// Rating2014 is an encounter rated by the 2014 DMG, with every number the
// rating comes from.
type Rating2014 struct {
	Characters int            `json:"characters"`
	Thresholds Thresholds2014 `json:"thresholds"`
	Monsters   int            `json:"monsters"`
	XP         int            `json:"xp"` // the monsters' XP, summed
	// BaseMultiplier is the multiplier for the number of monsters; Shift is
	// the party-size adjustment (+1 rung for fewer than 3 characters, -1
	// for 6 or more) that turns it into Multiplier.
	BaseMultiplier float64    `json:"base_multiplier"`
	Shift          int        `json:"shift"`
	Multiplier     float64    `json:"multiplier"`
	AdjustedXP     float64    `json:"adjusted_xp"` // XP × Multiplier; may end in .5
	Difficulty     Difficulty `json:"difficulty"`
}

// Difficulty2014 rates an encounter by the 2014 DMG (p. 82): the party's
// XP thresholds summed, against the monsters' XP summed and multiplied by
// the count multiplier, shifted for the party's size. levels holds each
// character's level (1-20); monsterXP each monster's XP, one entry per
// creature (CR.XP). The DMG's advice to leave out of the count monsters
// far weaker than the rest is the DM's judgement, not applied here.
func Difficulty2014(levels, monsterXP []int) (Rating2014, error) {
	var r Rating2014
	if err := checkParty(levels, monsterXP); err != nil {
		return r, err
	}
	for _, l := range levels {
		t := thresholds2014[l-1]
		r.Thresholds.Easy += t.Easy
		r.Thresholds.Medium += t.Medium
		r.Thresholds.Hard += t.Hard
		r.Thresholds.Deadly += t.Deadly
	}
	r.Characters, r.Monsters, r.XP = len(levels), len(monsterXP), sumXP(monsterXP)
	step := multiplierStep(r.Monsters)
	r.Shift = partyShift(r.Characters)
	r.BaseMultiplier, r.Multiplier = multipliers[step], multipliers[step+r.Shift]
	r.AdjustedXP = float64(r.XP) * r.Multiplier
	r.Difficulty = Trivial
	for _, b := range []struct {
		at int
		d  Difficulty
	}{{r.Thresholds.Easy, Easy}, {r.Thresholds.Medium, Medium}, {r.Thresholds.Hard, Hard}, {r.Thresholds.Deadly, Deadly}} {
		if r.AdjustedXP >= float64(b.at) {
			r.Difficulty = b.d
		}
	}
	return r, nil
}

// Rating2024 is an encounter rated by the 2024 DMG, with every number the
// rating comes from.
type Rating2024 struct {
	Characters int        `json:"characters"`
	Budget     Budget2024 `json:"budget"`
	Monsters   int        `json:"monsters"`
	XP         int        `json:"xp"` // the monsters' XP, summed, with no multiplier
	Difficulty Difficulty `json:"difficulty"`
}

// Difficulty2024 rates an encounter by the 2024 DMG (p. 114): each
// difficulty's budget per character summed over the party, spent on the
// monsters' plain XP. The rating is the smallest budget the XP fits in
// (low, moderate, high), or beyond high. Arguments as for Difficulty2014.
func Difficulty2024(levels, monsterXP []int) (Rating2024, error) {
	var r Rating2024
	if err := checkParty(levels, monsterXP); err != nil {
		return r, err
	}
	for _, l := range levels {
		b := budget2024[l-1]
		r.Budget.Low += b.Low
		r.Budget.Moderate += b.Moderate
		r.Budget.High += b.High
	}
	r.Characters, r.Monsters, r.XP = len(levels), len(monsterXP), sumXP(monsterXP)
	switch {
	case r.XP <= r.Budget.Low:
		r.Difficulty = Low
	case r.XP <= r.Budget.Moderate:
		r.Difficulty = Moderate
	case r.XP <= r.Budget.High:
		r.Difficulty = High
	default:
		r.Difficulty = BeyondHigh
	}
	return r, nil
}

// maxMonsterXP bounds one creature's XP far above CR 30's 155,000 so that
// no sum of a file's monsters can overflow.
const maxMonsterXP = 1_000_000

func checkParty(levels, monsterXP []int) error {
	if len(levels) == 0 {
		return fmt.Errorf("%w: no characters: the thresholds are the party's", ErrDifficulty)
	}
	for i, l := range levels {
		if l < 1 || l > 20 {
			return fmt.Errorf("%w: character %d is level %d: levels are 1 to 20", ErrDifficulty, i+1, l)
		}
	}
	for i, xp := range monsterXP {
		if xp < 0 || xp > maxMonsterXP {
			return fmt.Errorf("%w: monster %d is worth %d XP: 0 to %d", ErrDifficulty, i+1, xp, maxMonsterXP)
		}
	}
	return nil
}

func sumXP(xp []int) int {
	n := 0
	for _, x := range xp {
		n += x
	}
	return n
}
