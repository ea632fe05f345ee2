package compendium

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skirmish-rpg/skirmish/rules"
)

// Seed 000 "3d8 … chromatic orb (acid, cold, fire, lightning, poison, or
// thunder)": the entry lists the six, fire the default; a list without
// the default, a type that is none, or a choice on a spell without damage
// is refused with its line.
func TestSpellTypes(t *testing.T) {
	orb, err := LookupSpell("chromatic orb")
	if err != nil {
		t.Fatal(err)
	}
	want := []rules.DamageType{"acid", "cold", "fire", "lightning", "poison", "thunder"}
	if !slices.Equal(orb.DamageTypes, want) || orb.DamageType != "fire" {
		t.Errorf("chromatic orb: %v, default %s", orb.DamageTypes, orb.DamageType)
	}
	head := "- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, source: srd-5.1, "
	for _, tt := range []struct{ tail, want string }{
		{"damage: 1d6, type: fire, types: [acid, cold]}", "x.yaml:1:"},
		{"damage: 1d6, type: fire, types: [fire, goo]}", "types"},
		{"types: [fire]}", "without damage"},
	} {
		_, err := ParseSpells("x.yaml", []byte(head+tt.tail))
		if err == nil || !errors.Is(err, ErrData) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an ErrData naming %q", tt.tail, err, tt.want)
		}
	}
}
