package compendium

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrCR matches every error of ParseCR.
var ErrCR = errors.New("compendium: bad challenge rating")

// CR is a challenge rating, kept in eighths so that 1/8, 1/4 and 1/2 are
// whole numbers: CR 1/4 is CR(2), CR 5 is CR(40).
type CR int

// Challenge ratings below 1.
const (
	CR0     CR = 0
	CREight CR = 1
	CRQuart CR = 2
	CRHalf  CR = 4
)

// MaxCR is the highest challenge rating the tables know.
const MaxCR CR = 30 * 8

// WholeCR is the challenge rating n (0 to 30).
func WholeCR(n int) CR { return CR(n * 8) }

// ParseCR reads a challenge rating as the stat blocks write it: "0",
// "1/8", "1/4", "1/2", "1" to "30"; also "0.125", "0.25", "0.5".
func ParseCR(s string) (CR, error) {
	t := strings.TrimSpace(s)
	switch t {
	case "1/8", "0.125":
		return CREight, nil
	case "1/4", "0.25":
		return CRQuart, nil
	case "1/2", "0.5":
		return CRHalf, nil
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > 30 {
		return 0, fmt.Errorf("%w %q: write 0, 1/8, 1/4, 1/2 or a whole number 1 to 30", ErrCR, s)
	}
	return WholeCR(n), nil
}

func (c CR) String() string {
	switch c {
	case CREight:
		return "1/8"
	case CRQuart:
		return "1/4"
	case CRHalf:
		return "1/2"
	}
	return strconv.Itoa(int(c) / 8)
}

// xpByCR is the XP of each whole challenge rating 1 to 30 (DMG 2014 p.
// 274; ../shared/data/encounter-difficulty.md "Challenge rating").
var xpByCR = [31]int{0, 200, 450, 700, 1100, 1800, 2300, 2900, 3900, 5000, 5900,
	7200, 8400, 10000, 11500, 13000, 15000, 18000, 20000, 22000, 25000,
	33000, 41000, 50000, 62000, 75000, 90000, 105000, 120000, 135000, 155000}

// XP is the experience a creature of this challenge rating is worth. CR 0
// is 10 XP for a creature with an attack that can hurt, 0 for one without:
// hasAttack says which.
func (c CR) XP(hasAttack bool) int {
	switch c {
	case CR0:
		if hasAttack {
			return 10
		}
		return 0
	case CREight:
		return 25
	case CRQuart:
		return 50
	case CRHalf:
		return 100
	}
	return xpByCR[min(int(c)/8, 30)]
}

// Proficiency is the proficiency bonus of a creature of this challenge
// rating: +2 at CR 0-4, one more every four CRs, +9 at 29-30.
func (c CR) Proficiency() int {
	whole := int(c) / 8
	if whole < 1 {
		return 2
	}
	return 2 + (whole-1)/4
}
