package compendium

import (
	"errors"
	"strings"
	"testing"
)

// Issue 5 "Spells": every spell seed 000 names, and the ones every table
// uses, load and validate.
func TestSpellsLoad(t *testing.T) {
	ids, err := Spells()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"acid splash", "chill touch", "eldritch blast", "fire bolt", "poison spray", "produce flame",
		"ray of frost", "sacred flame", "shillelagh", "shocking grasp", "thorn whip", "vicious mockery", "magic missile",
		"burning hands", "thunderwave", "guiding bolt", "inflict wounds", "chromatic orb", "dissonant whispers",
		"hellish rebuke", "sleep", "fireball", "shield", "shield of faith", "mage armor", "barkskin", "haste",
		"spiritual weapon", "cure wounds", "healing word", "bless", "hold person", "hunter's mark"}
	for _, n := range want {
		if _, err := LookupSpell(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
	if len(ids) < len(want) {
		t.Errorf("%d spells, want at least %d", len(ids), len(want))
	}
}

// Seed 000 "CANTRIP DAMAGE AT HIGHER LEVELS" (1/2/3/4 dice at 1/5/11/17),
// SRD 5.1 Eldritch Blast (beams), Magic Missile (a dart per slot level
// above 1st), Fireball (1d6 per slot level above 3rd), Spiritual Weapon
// (1d8 per two slot levels above 2nd).
func TestSpellScaling(t *testing.T) {
	get := func(id string) *Spell {
		s, err := LookupSpell(id)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	tests := []struct {
		got, want string
	}{
		{get("fire-bolt").DamageAt(1, 0), "1d10"},
		{get("fire-bolt").DamageAt(4, 0), "1d10"},
		{get("fire-bolt").DamageAt(5, 0), "2d10"},
		{get("fire-bolt").DamageAt(11, 0), "3d10"},
		{get("fire-bolt").DamageAt(17, 0), "4d10"},
		{get("eldritch-blast").DamageAt(17, 0), "1d10"},
		{get("fireball").DamageAt(5, 3), "8d6"},
		{get("fireball").DamageAt(9, 5), "10d6"},
		{get("magic-missile").DamageAt(1, 3), "1d4+1"},
		{get("spiritual-weapon").DamageAt(3, 3), "1d8"},
		{get("spiritual-weapon").DamageAt(7, 4), "2d8"},
		{get("cure-wounds").HealAt(2), "2d8"},
		{get("sleep").HealAt(3), "9d8"},
	}
	for i, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%d: got %s, want %s", i, tt.got, tt.want)
		}
	}
	if n := get("eldritch-blast").CountAt(11, 0); n != 3 {
		t.Errorf("eldritch blast at 11: %d beams", n)
	}
	if n := get("magic-missile").CountAt(3, 2); n != 4 {
		t.Errorf("magic missile at 2nd level: %d darts", n)
	}
	if n := get("bless").CountAt(1, 3); n != 5 {
		t.Errorf("bless at 3rd level: %d targets", n)
	}
	if s := get("hold-person"); s.Rounds != 10 || !s.Concentration || !s.RepeatSave {
		t.Errorf("hold person: %+v", s)
	}
}

func TestParseSpellsErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, sorce: srd-5.1}", "x.yaml:1:"},
		{"- {id: x, name: X, level: 10, school: evocation, casting: action, range: 60, duration: instantaneous, source: srd-5.1}", "level"},
		{"- {id: x, name: X, level: 1, school: evo, casting: action, range: 60, duration: instantaneous, source: srd-5.1}", "school"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: free, range: 60, duration: instantaneous, source: srd-5.1}", "casting"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: far, duration: instantaneous, source: srd-5.1}", "range"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: a while, source: srd-5.1}", "duration"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, damage: 1d6, source: srd-5.1}", "type"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, attack: ranged, save: dex, source: srd-5.1}", "not both"},
		{"- {id: x, name: X, level: 0, school: evocation, casting: action, range: 60, duration: instantaneous, upcast: 1d6, source: srd-5.1}", "cantrip"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, area: blob 5, source: srd-5.1}", "area"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, ac_bonus: 2, source: srd-5.1}", "duration"},
		{"- {id: x, name: X, level: 1, school: evocation, casting: action, range: 60, duration: instantaneous, rule: wish, source: srd-5.1}", "rule"},
	}
	for _, tt := range tests {
		_, err := ParseSpells("x.yaml", []byte(tt.src))
		if err == nil || !errors.Is(err, ErrData) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an ErrData naming %q", tt.src, err, tt.want)
		}
	}
}
