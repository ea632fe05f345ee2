package rules

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestParseNames: every parser accepts its names in any case and with
// stray spaces, and its String is the canonical name.
func TestParseNames(t *testing.T) {
	tests := []struct {
		in   string
		got  func(string) (string, error)
		want string
	}{
		{"str", parseAs(ParseAbility), "str"},
		{"Strength", parseAs(ParseAbility), "str"},
		{" CHA ", parseAs(ParseAbility), "cha"},
		{"wisdom", parseAs(ParseAbility), "wis"},
		{"Medium", parseAs(ParseSize), "medium"},
		{"gargantuan", parseAs(ParseSize), "gargantuan"},
		{"Prone", parseAs(ParseCondition), "prone"},
		{"unconscious", parseAs(ParseCondition), "unconscious"},
		{"FIRE", parseAs(ParseDamageType), "fire"},
		{"bludgeoning", parseAs(ParseDamageType), "bludgeoning"},
	}
	for _, tt := range tests {
		got, err := tt.got(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("parse %q = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func parseAs[T interface{ comparable }](parse func(string) (T, error)) func(string) (string, error) {
	return func(s string) (string, error) {
		v, err := parse(s)
		if err != nil {
			return "", err
		}
		if s, ok := any(v).(interface{ String() string }); ok {
			return s.String(), nil
		}
		return string(any(v).(DamageType)), nil
	}
}

// TestParseErrors: an unknown name is an ErrUnknownName whose message names
// the bad value and lists the valid ones.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{second(ParseCondition("prone2")), `unknown condition "prone2": use one of blinded, charmed, deafened, frightened, grappled, incapacitated, invisible, paralyzed, petrified, poisoned, prone, restrained, stunned, unconscious`},
		{second(ParseAbility("luck")), `unknown ability "luck": use one of str, dex, con, int, wis, cha, strength,`},
		{second(ParseSize("colossal")), `unknown size "colossal": use one of tiny, small, medium, large, huge, gargantuan`},
		{second(ParseDamageType("")), `unknown damage type "": use one of acid, bludgeoning,`},
		{second(ParseDamageType("holy")), `unknown damage type "holy"`},
		{second(ParseDamageTypes([]string{"fire", "ice"})), `unknown damage type "ice"`},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Errorf("no error, want %q", tt.want)
			continue
		}
		if !errors.Is(tt.err, ErrUnknownName) {
			t.Errorf("%v: not ErrUnknownName", tt.err)
		}
		if !strings.HasPrefix(tt.err.Error(), tt.want) {
			t.Errorf("error %q\nwant prefix %q", tt.err, tt.want)
		}
	}
}

func second[T any](_ T, err error) error { return err }

// TestNameText: abilities, sizes and conditions travel through JSON by
// name, and out-of-range values print without panicking.
func TestNameText(t *testing.T) {
	type rec struct {
		A Ability
		S Size
		C []Condition
	}
	in := rec{Wis, Huge, []Condition{Prone, Poisoned}}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"A":"wis","S":"huge","C":["prone","poisoned"]}`; string(b) != want {
		t.Errorf("json %s, want %s", b, want)
	}
	var out rec
	if err := json.Unmarshal(b, &out); err != nil || out.A != in.A || out.S != in.S || len(out.C) != 2 || out.C[0] != Prone {
		t.Errorf("round trip %+v, %v", out, err)
	}
	if err := json.Unmarshal([]byte(`{"C":["sleepy"]}`), &out); !errors.Is(err, ErrUnknownName) {
		t.Errorf("unmarshal of a bad condition: %v", err)
	}
	if _, err := json.Marshal(Condition(99)); err == nil {
		t.Error("marshalled condition(99)")
	}
	for _, s := range []string{Ability(9).String(), Size(9).String(), Condition(99).String(), Mode(7).String(), DeathOutcome(9).String()} {
		if !strings.Contains(s, "(") {
			t.Errorf("out-of-range value prints as %q", s)
		}
	}
	if Dex.Long() != "dexterity" {
		t.Errorf("Dex.Long() = %q", Dex.Long())
	}
}

// FuzzParseNames: whatever a parser accepts, its canonical name parses
// back to the same value; whatever it refuses is an ErrUnknownName.
func FuzzParseNames(f *testing.F) {
	for _, s := range []string{"str", "Strength", "prone", " Huge", "fire", "", "exhaustion"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if a, err := ParseAbility(s); err == nil {
			if b, err := ParseAbility(a.String()); err != nil || a != b {
				t.Errorf("ability %q -> %v -> %v, %v", s, a, b, err)
			}
		} else if !errors.Is(err, ErrUnknownName) {
			t.Errorf("ability %q: %v", s, err)
		}
		if z, err := ParseSize(s); err == nil {
			if y, err := ParseSize(z.String()); err != nil || z != y {
				t.Errorf("size %q -> %v -> %v, %v", s, z, y, err)
			}
		} else if !errors.Is(err, ErrUnknownName) {
			t.Errorf("size %q: %v", s, err)
		}
		if c, err := ParseCondition(s); err == nil {
			if d, err := ParseCondition(c.String()); err != nil || c != d {
				t.Errorf("condition %q -> %v -> %v, %v", s, c, d, err)
			}
		} else if !errors.Is(err, ErrUnknownName) {
			t.Errorf("condition %q: %v", s, err)
		}
		if d, err := ParseDamageType(s); err == nil {
			if e, err := ParseDamageType(string(d)); err != nil || d != e || d == Untyped {
				t.Errorf("damage type %q -> %v -> %v, %v", s, d, e, err)
			}
		} else if !errors.Is(err, ErrUnknownName) {
			t.Errorf("damage type %q: %v", s, err)
		}
	})
}

// TestFindIsLowered: find, the lookup without an error, accepts exactly
// the spellings the lowered, trimmed comparison accepts, ASCII or not.
func TestFindIsLowered(t *testing.T) {
	names := append([]string{"k-rune"}, conditionNames...)
	inputs := []string{"prone", "Prone", " PRONE ", "pronE\t", "prone!", "", " ", "Bless", "Fire Bolt",
		"\u212a-rune", "K-RUNE", "\u0130nvisible", "invisİble", "charmed\u00a0", "ſtunned", "exhaustion"}
	for _, s := range inputs {
		want, wantOK := -1, false
		k := strings.ToLower(strings.TrimSpace(s))
		for i, n := range names {
			if n == k {
				want, wantOK = i, true
				break
			}
		}
		got, ok := find(s, names)
		if ok != wantOK || ok && got != want {
			t.Errorf("find(%q) = %d, %v; want %d, %v", s, got, ok, want, wantOK)
		}
		if IsCondition(s) != slices.Contains(conditionNames, k) {
			t.Errorf("IsCondition(%q) = %v", s, IsCondition(s))
		}
	}
}
