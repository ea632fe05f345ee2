package compendium

import (
	"errors"
	"strings"
	"testing"
)

// The target limits of SRD 5.1 Hold Person ("Choose a humanoid", "within
// 30 feet of each other"), Cure Wounds and Healing Word ("no effect on
// undead or constructs"), Acid Splash ("within 5 feet of each other") and
// Shocking Grasp ("armor made of metal") are data; the armor table says
// which armor is metal (SRD 5.1 "Armor").
func TestSpellLimitsData(t *testing.T) {
	get := func(id string) *Spell {
		s, err := LookupSpell(id)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if s := get("hold-person"); len(s.CreatureTypes) != 1 || s.CreatureTypes[0] != "humanoid" || s.TargetsWithin != 30 {
		t.Errorf("hold person: %+v", s.SpellLimits)
	}
	for _, id := range []string{"cure-wounds", "healing-word"} {
		if s := get(id); strings.Join(s.NoEffectOn, ",") != "undead,construct" {
			t.Errorf("%s: %+v", id, s.SpellLimits)
		}
	}
	if !get("shocking-grasp").MetalArmorAdv || get("acid-splash").TargetsWithin != 5 {
		t.Error("shocking grasp or acid splash")
	}
	for id, metal := range map[string]bool{"chain-shirt": true, "scale-mail": true, "breastplate": true, "half-plate": true,
		"ring-mail": true, "chain-mail": true, "splint": true, "plate": true, "padded": false, "leather": false,
		"studded-leather": false, "hide": false, "shield": false} {
		a, err := LookupArmor(id)
		if err != nil || a.Metal != metal {
			t.Errorf("%s: metal %v, want %v (%v)", id, a != nil && a.Metal, metal, err)
		}
	}
	if BaseType("Humanoid (goblinoid)") != "humanoid" || BaseType("undead") != "undead" || BaseType("") != "" {
		t.Error("BaseType")
	}
}

func TestParseSpellLimitsErrors(t *testing.T) {
	head := "- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, source: srd-5.1, "
	tests := []struct{ src, want string }{
		{"creature_types: [humanid]}", "creature_types"},
		{"no_effect_on: [undead, golem]}", "no_effect_on"},
		{"creature_types: [undead], no_effect_on: [undead]}", "no_effect_on"},
		{"targets_within: 7}", "targets_within"},
		{"metal_armor_advantage: true}", "metal_armor_advantage"},
	}
	for _, tt := range tests {
		_, err := ParseSpells("x.yaml", []byte(head+tt.src))
		if err == nil || !errors.Is(err, ErrData) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an ErrData naming %q", tt.src, err, tt.want)
		}
	}
	if _, err := ParseArmor("a.yaml", []byte("- {id: x, name: X, category: heavy, ac: 16, metal: maybe}")); err == nil || !strings.Contains(err.Error(), "metal") {
		t.Errorf("metal: maybe: got %v", err)
	}
}
