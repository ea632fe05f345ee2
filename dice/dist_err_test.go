package dice

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestDistributionErrors(t *testing.T) {
	tests := []struct {
		expr string
		want error
		msg  string // a part of the message, when it matters
	}{
		{"1d6/(1d3-2)", ErrDivZero, "1d3-2"},
		{"1d6/0", ErrDivZero, ""},
		{"1d6/(1d6-1d6)", ErrDivZero, ""},
		{"10000d1000000kh5000", ErrTooLarge, "10000d1000000kh5000"},
		{"10000d1000000", ErrTooLarge, ""},
		{"1000d1000", ErrTooLarge, "1000d1000"},
		{"1000d6kh500", ErrTooLarge, ""},
		{"10000d2kh5000", ErrTooLarge, ""},
		{"1d1000000*1d1000000", ErrTooLarge, ""},
		{"{1d1000, 1d999, 1d1000, 1d1000, 1d1000, 1d1000}kh3", ErrTooLarge, ""},
		{"{1d20, 1d19, 1d20, 1d20, 1d20, 1d20, 1d20, 1d20}kh4", ErrTooLarge, ""},
		{"1000d10!kh3", ErrTooLarge, ""},
		// The budget is shared: each term fits, all four do not.
		{"600d6kh300+600d6kh300+600d6kh300+600d6kh300", ErrTooLarge, "left"},
		// Plain penetrating explosions interleave with other dice.
		{"4d6!pkh3", ErrTooLarge, "!!"},
		{"2d4!=2kh1", ErrTooLarge, "!!"},
		{"999999999*999999999", ErrInvalid, ""},
		{"2d", ErrSyntax, ""},
	}
	for _, tc := range tests {
		start := time.Now()
		d, err := Distribution(tc.expr)
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("%s: took %v to answer", tc.expr, took)
		}
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, %v; want %v", tc.expr, d, err, tc.want)
			continue
		}
		var de *Error
		if !errors.As(err, &de) {
			t.Errorf("%s: %T is not a *dice.Error", tc.expr, err)
		}
		if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: message %q does not mention %q", tc.expr, err, tc.msg)
		}
	}
}

// TestInvalidTrees covers what the parser already refuses, for trees
// built by hand: the engine must refuse them too, never loop or panic.
func TestInvalidTrees(t *testing.T) {
	three := 3
	all := []Cmp{{Op: Ge, N: 1}}
	tests := []struct {
		name string
		n    Node
		opt  Options
		want error
	}{
		{"reroll every face", &Dice{Count: 1, Sides: 6, Reroll: &Reroll{When: all}}, Options{}, ErrInvalid},
		{"explode every face", &Dice{Count: 2, Sides: 6, Explode: &Explode{When: &Cmp{Op: Le, N: 6}}}, Options{}, ErrInvalid},
		{"explode a d1", &Dice{Count: 1, Sides: 1, Explode: &Explode{Mode: ExplodeCompound}}, Options{}, ErrInvalid},
		{"explode every clamped value", &Dice{Count: 1, Sides: 6, Max: &three, Explode: &Explode{When: &Cmp{Op: Le, N: 3}}}, Options{}, ErrInvalid},
		{"no sides", &Dice{Count: 1, Sides: 0}, Options{}, ErrInvalid},
		{"negative count", &Dice{Count: -1, Sides: 6}, Options{}, ErrInvalid},
		{"too many dice", &Dice{Count: MaxDice + 1, Sides: 6}, Options{}, ErrTooManyDice},
		{"too many sides", &Dice{Count: 1, Sides: MaxSides + 1}, Options{}, ErrTooManySides},
		{"negative depth", &Dice{Count: 1, Sides: 6}, Options{ExplodeDepth: -1}, ErrInvalid},
		{"depth beyond rolling", &Dice{Count: 1, Sides: 6}, Options{ExplodeDepth: ExplodeCap + 1}, ErrInvalid},
		{"nil node", nil, Options{}, ErrInvalid},
		{"nil member", &Binary{Op: '+', L: &Num{Value: 1}}, Options{}, ErrInvalid},
		{"bad operator", &Binary{Op: '%', L: &Num{Value: 1}, R: &Num{Value: 2}}, Options{}, ErrInvalid},
	}
	for _, tc := range tests {
		d, err := NodeDistribution(tc.n, tc.opt)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, %v; want %v", tc.name, d, err, tc.want)
		}
	}
	if _, err := DistributionOf(nil, Options{}); !errors.Is(err, ErrInvalid) {
		t.Errorf("nil expression: %v", err)
	}
}
