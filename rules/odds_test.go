package rules

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/skirmish-rpg/skirmish/dice"
)

const eps = 1e-12

func near(a, b float64) bool { return math.Abs(a-b) < eps }

// TestAttack checks hit, crit and miss chances against hand counts over the
// d20's faces, by the SRD 5.1 combat chapter (seed 001_330ad3810c5ee5a3.txt,
// "Attack Rolls": the total must equal or exceed the AC; "Rolling 1 or 20":
// a natural 20 hits regardless of modifiers or AC, a natural 1 misses
// regardless), and advantage from the same chapter ("roll a second d20 ...
// use the higher roll").
func TestAttack(t *testing.T) {
	tests := []struct {
		attack          string
		ac              int
		hit, crit, miss float64
	}{
		// Natural 8..20 meet AC 15 with +7: 13 of 20 faces.
		{"1d20+7", 15, 13.0 / 20, 1.0 / 20, 7.0 / 20},
		// +20 against AC 5: everything but a natural 1 hits.
		{"1d20+20", 5, 19.0 / 20, 1.0 / 20, 1.0 / 20},
		// -5 against AC 30: only a natural 20 hits.
		{"1d20-5", 30, 1.0 / 20, 1.0 / 20, 19.0 / 20},
		// Advantage: miss only when both dice fall below 8.
		{"1d20+7 adv", 15, 1 - 49.0/400, 1 - 361.0/400, 49.0 / 400},
		// Disadvantage: hit only when both dice are 8 or more.
		{"1d20+7 dis", 15, 169.0 / 400, 1.0 / 400, 1 - 169.0/400},
		// Bless adds 1d4: natural n hits when n+3+d4 >= 15, i.e. d4 >= 12-n.
		{"1d20+3+1d4", 15, blessHit(15), 1.0 / 20, 1 - blessHit(15)},
		// The d20 may sit anywhere in the sum, and constants may be subtracted.
		{"5+1d20-2", 15, 9.0 / 20, 1.0 / 20, 11.0 / 20},
	}
	for _, tt := range tests {
		t.Run(tt.attack, func(t *testing.T) {
			o, err := Attack(dice.MustParse(tt.attack), tt.ac, nil, dice.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !near(o.Hit, tt.hit) || !near(o.Crit, tt.crit) || !near(o.Miss, tt.miss) {
				t.Errorf("hit %.15f crit %.15f miss %.15f; want %v %v %v", o.Hit, o.Crit, o.Miss, tt.hit, tt.crit, tt.miss)
			}
		})
	}
}

// blessHit counts 1d20+3+1d4 against ac face by face, natural 1 and 20 aside.
func blessHit(ac int) float64 {
	hits := 0
	for n := 1; n <= 20; n++ {
		for b := 1; b <= 4; b++ {
			if n == 20 || (n != 1 && n+3+b >= ac) {
				hits++
			}
		}
	}
	return float64(hits) / 80
}

// TestAttackDamage checks the damage distribution: nothing on a miss, the
// damage roll on a hit, and on a critical hit (seed 001, "Critical Hits")
// the attack's damage dice rolled twice with the modifiers added once.
func TestAttackDamage(t *testing.T) {
	o, err := Attack(dice.MustParse("1d20+7"), 15, dice.MustParse("1d8+4[slashing]"), dice.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 0.60 normal hits averaging 8.5, 0.05 crits averaging 2*4.5+4 = 13.
	if want := 0.60*8.5 + 0.05*13; !near(o.Expected, want) {
		t.Errorf("expected damage %.15f, want %v", o.Expected, want)
	}
	if !near(o.Damage.Prob(0), 0.35) {
		t.Errorf("P(0 damage) = %v, want the miss chance 0.35", o.Damage.Prob(0))
	}
	// 20 is reachable only by a crit with both d8s showing 8: 0.05/64.
	if !near(o.Damage.Prob(20), 0.05/64) || o.Damage.Hi() != 20 {
		t.Errorf("P(20) = %v (max %d), want %v at the top", o.Damage.Prob(20), o.Damage.Hi(), 0.05/64)
	}
	// 5 (a 1 on the d8) is reachable only by a normal hit: 0.60/8.
	if !near(o.Damage.Prob(5), 0.60/8) {
		t.Errorf("P(5) = %v, want %v", o.Damage.Prob(5), 0.60/8)
	}
}

// TestAttackDamageNeverNegative: a hit with a penalty never heals.
func TestAttackDamageNeverNegative(t *testing.T) {
	o, err := Attack(dice.MustParse("1d20"), 10, dice.MustParse("1d4-3"), dice.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if o.Damage.Lo() != 0 {
		t.Fatalf("lowest damage %d, want 0", o.Damage.Lo())
	}
	// A normal hit (nat 10..19, 0.5) does 0 on d4 1..3; a miss (0.45) does 0;
	// a crit (2d4-3) does 0 when 2d4 <= 3 (3 of 16).
	if want := 0.45 + 0.5*3/4 + 0.05*3/16; !near(o.Damage.Prob(0), want) {
		t.Errorf("P(0) = %v, want %v", o.Damage.Prob(0), want)
	}
}

// TestAttackNeedsD20 refuses attack rolls without one d20 deciding
// natural 1s and 20s.
func TestAttackNeedsD20(t *testing.T) {
	for _, expr := range []string{"2d6+3", "2d20+3", "10-1d20", "1d20*2", "{1d20}+1", "1d20>=10", "1d20!"} {
		if _, err := Attack(dice.MustParse(expr), 12, nil, dice.Options{}); !errors.Is(err, ErrNoD20) {
			t.Errorf("%s: err %v, want ErrNoD20", expr, err)
		}
	}
}

// TestAttackErrors passes the dice package's errors through.
func TestAttackErrors(t *testing.T) {
	_, err := Attack(dice.MustParse("1d20+1d6/0"), 12, nil, dice.Options{})
	if !errors.Is(err, dice.ErrDivZero) {
		t.Errorf("err %v, want ErrDivZero", err)
	}
	_, err = Attack(dice.MustParse("1d20"), 12, dice.MustParse("1000d1000*1000d1000"), dice.Options{})
	if !errors.Is(err, dice.ErrTooLarge) {
		t.Errorf("err %v, want ErrTooLarge", err)
	}
}

func ExampleAttack() {
	o, err := Attack(dice.MustParse("1d20+7 adv"), 15, dice.MustParse("1d8+4[slashing]"), dice.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Printf("hit %.4f, crit %.4f, expected damage %.4f\n", o.Hit, o.Crit, o.Expected)
	// Output: hit 0.8775, crit 0.0975, expected damage 7.8975
}

// DropModifiers leaves the dice of a damage roll and a negative modifier:
// the off-hand attack of two-weapon fighting (seed 000 "Two-Weapon
// Fighting": the ability modifier does not count toward its damage
// unless negative).
func TestDropModifiers(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1d6+3[slashing]", "1d6+0[slashing]"},
		{"1d6-1[slashing]", "1d6-1[slashing]"},
		{"2d6+1d4+2", "2d6+1d4+0"},
		{"1d8", "1d8"},
	} {
		got := (&dice.Expr{Root: DropModifiers(dice.MustParse(c.in).Root)}).String()
		if got != c.want {
			t.Errorf("DropModifiers(%s) = %s, want %s", c.in, got, c.want)
		}
	}
}
